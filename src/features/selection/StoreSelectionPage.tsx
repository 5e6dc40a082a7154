import { useMemo } from 'react';
import type { DataGridColumn } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { StoreListRow } from '../../domain/accountContract';
import { type StoreLabelContext, storeLabel } from '../../domain/storeSelection';
import { SelectionDialogPage, type SelectionDialogPageProps } from './SelectionDialogPage';

export interface StoreSelectionPageProps
  extends Omit<SelectionDialogPageProps<StoreListRow>, 'ns' | 'columns' | 'getRowId'> {
  /** Who looks at the list: decides the * and * NEW * marks (1-foundation.md §6). */
  labelContext: StoreLabelContext;
}

export const storeRowId = (row: StoreListRow) => String(row.StoreId);

/** The store selection modal: store name (with its marks) and code. */
export function StoreSelectionPage({ labelContext, ...props }: StoreSelectionPageProps) {
  const { t } = useT();
  const columns = useMemo<DataGridColumn<StoreListRow>[]>(
    () => [
      { id: 'name', header: t('StoreSelection.ColumnName'), accessor: (r) => storeLabel(r, labelContext) },
      {
        id: 'code',
        header: t('StoreSelection.ColumnCode'),
        accessor: (r) => r.StoreCode,
        hideBelow: 'tablet',
      },
    ],
    [t, labelContext],
  );
  return <SelectionDialogPage ns="StoreSelection" columns={columns} getRowId={storeRowId} {...props} />;
}
