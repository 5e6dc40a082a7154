import { Button, type DataGridColumn, Stack } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { DiscountRow } from '../../../domain/discount';
import type { DiscountTypeInfo } from '../../../domain/discountTypes';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';

export interface DiscountsPageProps {
  list: ListState;
  paged: PagedList<DiscountRow>;
  discountTypes: readonly DiscountTypeInfo[];
  /** Hidden for an enterprise-level user with more than one store. */
  showActiveColumn: boolean;
  onOpen: (row: DiscountRow) => void;
  onAdd: () => void;
}

/** The discount list (2-menu-and-reports.md §2): subtitle, search, Add Discount, refresh and the grid. */
export function DiscountsPage({
  list,
  paged,
  discountTypes,
  showActiveColumn,
  onOpen,
  onAdd,
}: DiscountsPageProps) {
  const { t, decimal: amount } = useT();
  const typeName = (code: string) => {
    const info = discountTypes.find((d) => d.Id === code);
    return info ? t(info.Name) : code;
  };
  const columns: DataGridColumn<DiscountRow>[] = [
    { id: 'name', header: t('Discount.Name'), accessor: (r) => r.Name, sortable: true },
    {
      id: 'description',
      header: t('Discount.Description'),
      accessor: (r) => r.Description,
      sortable: true,
      hideBelow: 'tablet',
    },
    ...(showActiveColumn
      ? [
          {
            id: 'active',
            header: t('Discount.Active'),
            accessor: (r: DiscountRow) => (r.IsAvailable ? t('Discount.Yes') : t('Discount.No')),
          },
        ]
      : []),
    {
      id: 'type',
      header: t('Discount.DiscountType'),
      accessor: (r) => typeName(r.DiscountType),
      sortable: true,
    },
    {
      id: 'amount',
      header: t('Discount.DiscountAmount'),
      accessor: (r) => amount(r.DiscountAmount),
      sortable: true,
      align: 'right',
    },
  ];
  return (
    <Stack space="medium">
      <ListScreenLayout
        label={t('Discount.GridLabel')}
        list={list}
        paged={paged}
        columns={columns}
        getRowId={(r) => String(r.Id)}
        searchLabel={t('Discount.Search')}
        actions={<Button onClick={onAdd}>{t('Discount.Add')}</Button>}
        onRowActivate={onOpen}
        emptyText={t('Discount.Empty')}
        loadErrorFallback={t('Discount.LoadError')}
      />
    </Stack>
  );
}
