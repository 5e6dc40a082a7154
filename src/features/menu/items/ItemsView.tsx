import { useLocation, useSearchParams } from 'wouter';
import { menuItemPaths, useItemCategories } from '../../../api/menuItems';
import type { ItemFilter, ItemListRow } from '../../../domain/menuItem';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import { type ItemBulkActions, NoItemBulkActions } from '../../../scaffold/menuItems/itemBulkSlot';
import type { ScreenProps } from '../../../scaffold/screen';
import { ItemsPage } from './ItemsPage';
import {
  categoryOf,
  filterOf,
  itemListDefaults,
  withItemQuery,
} from '../../../scaffold/menuItems/itemListQuery';
import { itemDetailPath } from './urls';

export interface ItemsViewProps extends ScreenProps {
  /**
   * The download and import actions: the itemBulk feature's slot, given where the screen is
   * registered (src/app/routes/screens.ts). Without it the buttons are shown disabled.
   */
  bulkActions?: ItemBulkActions;
}

/**
 * The items list's view (2-menu §2, §7): the merchant's items server-paged (category, filter, sort,
 * search and page in the URL), the way to an item or a new one, and the bulk slot.
 */
export function ItemsView({ bulkActions: BulkActions = NoItemBulkActions }: ItemsViewProps) {
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const categoriesRead = useItemCategories();
  const categories = categoriesRead.data?.Categories ?? [];
  const mayEdit = categoriesRead.data?.MayEdit ?? false;
  const wanted = categoryOf(params);
  const category = categories.find((c) => c.ItemCategoryId === wanted) ?? null;
  const filter = filterOf(params);
  const list = useUrlListState(itemListDefaults);
  // a category in the address is asked for once the categories say it is the merchant's
  const paged = usePagedList<ItemListRow>(
    wanted !== null && !categoriesRead.data ? null : menuItemPaths.items,
    list.params,
    { NumericKeySearchArg: category?.ItemCategoryId ?? null, SearchArg2: filter },
  );
  const setQuery = (next: { category?: number | null; filter?: ItemFilter }) =>
    setParams(withItemQuery(params, next), { replace: true });

  const context = {
    categoryId: category?.ItemCategoryId ?? null,
    categoryName: category?.CategoryName ?? null,
    selectedItemIds: [],
    filter,
    search: list.params.search,
    clearSelection: () => {},
  };

  return (
    <BulkActions context={context}>
      {(handlers) => (
        <ItemsPage
          categories={categories}
          categoryId={category?.ItemCategoryId ?? null}
          onCategoryChange={(id) => setQuery({ category: id })}
          list={list}
          paged={paged}
          filter={filter}
          onFilterChange={(f) => setQuery({ filter: f })}
          onAdd={mayEdit ? () => navigate(itemDetailPath(0)) : undefined}
          onOpen={(row) => navigate(itemDetailPath(row.ItemMasterId))}
          bulk={{ as: 'buttons', handlers, mayEdit }}
        />
      )}
    </BulkActions>
  );
}
