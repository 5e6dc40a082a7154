import type { ReactNode } from 'react';
import { Button, type DataGridColumn, Menu, NativeSelect } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { ITEM_FILTERS, type ItemFilter, type ItemListRow } from '../../domain/menuItem';
import { ListScreenLayout } from '../list/ListScreenLayout';
import type { ListState } from '../list/useListState';
import type { PagedList } from '../list/usePagedList';
import type { ItemBulkHandlers } from './itemBulkSlot';

export interface ItemListPanelProps {
  /** The grid's accessible name. */
  label: string;
  list: ListState;
  paged: PagedList<ItemListRow>;
  filter: ItemFilter;
  onFilterChange: (filter: ItemFilter) => void;
  /** The Category column (the items list of every category). */
  withCategory?: boolean;
  /** Filters before the all/active/inactive one (the items list's category). */
  filters?: ReactNode;
  /** Row checkboxes and the selected rows' ids (the categories screen). */
  selection?: { selectedRowIds: string[]; onSelectionChange: (ids: string[]) => void };
  /** Add Item; left out for a user who may not change the menu. */
  onAdd?: () => void;
  onOpen: (row: ItemListRow) => void;
  /**
   * The bulk entries and their handlers (itemBulkSlot): 'menu' is the categories screen's more menu
   * (edit multiple items, import items, download list), 'buttons' the items list's download and
   * import. An entry without a handler is disabled.
   */
  bulk: { as: 'menu' | 'buttons'; handlers: ItemBulkHandlers; mayEdit: boolean };
}

/**
 * An item list as the categories screen and the items list show it (2-menu §2): search, the
 * all/active/inactive filter, Add Item, the bulk entries, and the server-paged grid of POS id, item
 * name, POS active, modifier, routing group and price (and the category), every column sortable.
 */
export function ItemListPanel(props: ItemListPanelProps) {
  const { t, decimal: price } = useT();
  const { bulk } = props;
  const yesNo = (v: boolean) => t(v ? 'Item.Yes' : 'Item.No');
  const columns: DataGridColumn<ItemListRow>[] = [
    {
      id: 'posId',
      header: t('Item.PosId'),
      accessor: (r) => String(r.ItemMasterId),
      sortable: true,
      hideBelow: 'tablet',
    },
    { id: 'name', header: t('Item.Name'), accessor: (r) => r.ItemName, sortable: true },
    ...(props.withCategory
      ? [
          {
            id: 'category',
            header: t('Item.Category'),
            accessor: (r: ItemListRow) => r.CategoryName ?? '',
            sortable: true,
            hideBelow: 'tablet' as const,
          },
        ]
      : []),
    {
      id: 'available',
      header: t('Item.PosActive'),
      accessor: (r) => yesNo(r.Available === 'yes'),
      sortable: true,
      align: 'center',
    },
    {
      id: 'modifier',
      header: t('Item.Modifier'),
      accessor: (r) => yesNo(r.IsModifier),
      sortable: true,
      align: 'center',
      hideBelow: 'large',
    },
    {
      id: 'routingGroup',
      header: t('Item.RoutingGroup'),
      accessor: (r) => r.PrinterGroupName ?? '',
      sortable: true,
      hideBelow: 'large',
    },
    {
      id: 'price',
      header: t('Item.Price'),
      accessor: (r) => price(r.RetailPrice),
      sortable: true,
      align: 'right',
    },
  ];
  const { handlers } = bulk;
  const entries = [
    ...(bulk.as === 'menu'
      ? [
          {
            id: 'editMultiple',
            label: t('Item.EditMultiple'),
            icon: 'edit' as const,
            run: handlers.editMultipleItems,
            edits: true,
          },
        ]
      : []),
    {
      id: 'import',
      label: t('Item.Import'),
      icon: 'upload' as const,
      run: handlers.importItems,
      edits: true,
    },
    {
      id: 'download',
      label: t('Item.Download'),
      icon: 'download' as const,
      run: handlers.downloadList,
      edits: false,
    },
  ].filter((e) => bulk.mayEdit || !e.edits);

  const actions = (
    <>
      {props.filters}
      <NativeSelect
        label={t('Item.Filter')}
        options={ITEM_FILTERS.map((f) => ({ value: f, label: t(`Item.Filter.${f}`) }))}
        value={props.filter}
        onChange={(e) => props.onFilterChange(e.target.value as ItemFilter)}
      />
      {props.onAdd ? (
        <Button icon="plus" onClick={props.onAdd}>
          {t('Item.Add')}
        </Button>
      ) : null}
      {bulk.as === 'menu' ? (
        <Menu
          label={t('Item.More')}
          icon="more"
          hideLabelBelow="always"
          items={entries.map((e) => ({
            id: e.id,
            label: e.label,
            icon: e.icon,
            onSelect: () => e.run?.(),
            disabled: !e.run,
          }))}
        />
      ) : (
        entries.map((e) => (
          <Button key={e.id} variant="soft" icon={e.icon} disabled={!e.run} onClick={() => e.run?.()}>
            {e.label}
          </Button>
        ))
      )}
    </>
  );

  return (
    <ListScreenLayout<ItemListRow>
      label={props.label}
      list={props.list}
      paged={props.paged}
      columns={columns}
      getRowId={(r) => String(r.ItemMasterId)}
      searchLabel={t('Item.Search')}
      actions={actions}
      onRowActivate={props.onOpen}
      selection={
        props.selection
          ? { ...props.selection, rowSelectLabel: (r) => t('Item.SelectRow', { name: r.ItemName }) }
          : undefined
      }
      emptyText={t('Item.Empty')}
      notice={bulk.handlers.notice}
      loadErrorFallback={t('Item.LoadError')}
    />
  );
}
