import { ITEM_FILTERS, ITEM_SORT, type ItemFilter, type ItemSort } from '../../../domain/menuItem';
import { routePath } from '../../../domain/routes';
import type { ListDefaults } from '../../../scaffold/list/listParams';

/** The items list (/menu/categoriesoritems/items). */
export const itemsPath = routePath('/menu/categoriesoritems/items');

/** The list's query: the category filter and the item filter (page, size, sort, q: the list's). */
export const CATEGORY_PARAM = 'category';
export const FILTER_PARAM = 'filter';

/** An item's detail (0: a new item), from the items list. */
export function itemDetailPath(itemId: number): string {
  return routePath('/menu/categoriesoritems/items/:itemId', { itemId });
}

/** The categories screen on a category: where a detail opened from it goes back to. */
export function categoryScreenPath(categoryId: number): string {
  const screen = routePath('/menu/categoriesoritems/categories');
  return `${screen}?${new URLSearchParams({ [CATEGORY_PARAM]: String(categoryId) })}`;
}

/** The item id of a detail path (/menu/categoriesoritems/items/12 → 12), or null. */
export function itemIdOf(path: string): number | null {
  const last = path.replace(/\/$/, '').split('/').at(-1) ?? '';
  return /^\d{1,9}$/.test(last) ? Number(last) : null;
}

const wholeNumber = (v: string | null) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null);

/**
 * The category of the query: on the list, the category filter; on a detail, the category it was
 * opened from (the categories screen's ?category=: a new item's category, and where Back goes).
 */
export function categoryOf(params: URLSearchParams): number | null {
  return wholeNumber(params.get(CATEGORY_PARAM));
}

export function filterOf(params: URLSearchParams): ItemFilter {
  const v = params.get(FILTER_PARAM);
  return (ITEM_FILTERS as readonly string[]).includes(v ?? '') ? (v as ItemFilter) : 'all';
}

/** The list's defaults: 25 rows ascending by name, sortable by the server's allow-list. */
export const itemListDefaults: ListDefaults = {
  sort: { columnId: 'name' satisfies ItemSort, direction: 'asc' },
  sortable: ITEM_SORT,
};
