import { useMemo } from 'react';
import type { DataGridColumn } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MerchantListRow } from '../../../domain/accountContract';
import type { RoleFlags } from '../../../domain/roles';
import { merchantLabel } from '../../../domain/storeSelection';
import { SelectionDialogPage, type SelectionDialogPageProps } from '../shared/SelectionDialogPage';

export interface MerchantSelectionPageProps
  extends Omit<SelectionDialogPageProps<MerchantListRow>, 'ns' | 'columns' | 'getRowId'> {
  /** Who looks at the list: admins and partners see the * mark of deleted merchants. */
  roleFlags: Pick<RoleFlags, 'isAdminUser' | 'isSilverPartner'>;
}

export const merchantRowId = (row: MerchantListRow) => String(row.MerchantId);

/** The merchant selection modal: merchant name (with its mark), id and number of stores. */
export function MerchantSelectionPage({ roleFlags, ...props }: MerchantSelectionPageProps) {
  const { t } = useT();
  const columns = useMemo<DataGridColumn<MerchantListRow>[]>(
    () => [
      { id: 'name', header: t('MerchantSelection.ColumnName'), accessor: (r) => merchantLabel(r, roleFlags) },
      {
        id: 'id',
        header: t('MerchantSelection.ColumnId'),
        accessor: (r) => r.MerchantId,
        hideBelow: 'tablet',
      },
      {
        id: 'stores',
        header: t('MerchantSelection.ColumnStores'),
        accessor: (r) => r.StoreCount,
        align: 'right',
        hideBelow: 'tablet',
      },
    ],
    [t, roleFlags],
  );
  return <SelectionDialogPage ns="MerchantSelection" columns={columns} getRowId={merchantRowId} {...props} />;
}
