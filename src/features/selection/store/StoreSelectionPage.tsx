import { useMemo } from 'react';
import { Badge, type DataGridColumn, Inline, Stack, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { StoreListRow } from '../../../domain/accountContract';
import { type StoreLabelContext, storeBadgesOf, storeLabel } from '../../../domain/storeSelection';
import { SelectionDialogPage, type SelectionDialogPageProps } from '../shared/SelectionDialogPage';
import { storeBadgeTone } from '../shared/storeBadges';

export interface StoreSelectionPageProps
  extends Omit<SelectionDialogPageProps<StoreListRow>, 'ns' | 'columns' | 'getRowId' | 'legend'> {
  /** Who looks at the list: decides the * and * NEW * marks (1-foundation.md §6). */
  labelContext: StoreLabelContext;
  /** The session's store, marked in the list. */
  currentStoreId: number | null;
}

export const storeRowId = (row: StoreListRow) => String(row.StoreId);

/** The store selection modal: store name (with its marks and status badges) and code, and what the badges mean. */
export function StoreSelectionPage({ labelContext, currentStoreId, ...props }: StoreSelectionPageProps) {
  const { t } = useT();
  const columns = useMemo<DataGridColumn<StoreListRow>[]>(
    () => [
      {
        id: 'name',
        header: t('StoreSelection.ColumnName'),
        cell: (r) => (
          <Inline space="small" alignY="center">
            <span>{storeLabel(r, labelContext)}</span>
            {storeBadgesOf(r, currentStoreId).map((b) => (
              <Badge key={b} tone={storeBadgeTone[b]}>
                {t(`StoreSelection.Badge.${b}`)}
              </Badge>
            ))}
          </Inline>
        ),
      },
      {
        id: 'code',
        header: t('StoreSelection.ColumnCode'),
        accessor: (r) => r.StoreCode,
        hideBelow: 'tablet',
      },
    ],
    [t, labelContext, currentStoreId],
  );
  const shown = new Set(props.rows.flatMap((r) => storeBadgesOf(r, currentStoreId)));
  const legend = shown.size ? (
    <Stack space="xsmall">
      {[...shown].map((b) => (
        <Text key={b} size="small" tone="muted">
          <strong>{t(`StoreSelection.Badge.${b}`)}</strong>: {t(`StoreSelection.BadgeMeaning.${b}`)}
        </Text>
      ))}
    </Stack>
  ) : null;
  return (
    <SelectionDialogPage
      ns="StoreSelection"
      columns={columns}
      getRowId={storeRowId}
      legend={legend}
      {...props}
    />
  );
}
