import { ITEM_FILTERS, ITEM_SORT, type ItemFilter, type ItemSort } from '../../domain/menuItem';
import { idParam, routePath } from '../../domain/routes';
import type { ListDefaults } from '../../domain/listParams';

/**
 * The address query the item lists share (the categories screen and the items list, and an item's
 * detail opened from a category): the category and the item filter (page, size, sort and q are the
 * list's own), and the lists' defaults.
 */
export const CATEGORY_PARAM = 'category';
export const FILTER_PARAM = 'filter';

/**
 * The category of the query, or null: the category on screen, the items list's category filter, or
 * on a detail the category it was opened from (a new item's category, and where Back goes).
 */
export function categoryOf(params: URLSearchParams): number | null {
  return idParam(params.get(CATEGORY_PARAM));
}

/** The item filter of the query (all by default). */
export function filterOf(params: URLSearchParams): ItemFilter {
  const v = params.get(FILTER_PARAM);
  return (ITEM_FILTERS as readonly string[]).includes(v ?? '') ? (v as ItemFilter) : 'all';
}

/** An item list: 25 rows ascending by name, sortable by the server's allow-list. */
export const itemListDefaults: ListDefaults = {
  sort: { columnId: 'name' satisfies ItemSort, direction: 'asc' },
  sortable: ITEM_SORT,
};

/** The categories screen on a category. */
export function categoryScreenPath(categoryId: number): string {
  const screen = routePath('/menu/categoriesoritems/categories');
  return `${screen}?${new URLSearchParams({ [CATEGORY_PARAM]: String(categoryId) })}`;
}

/**
 * The query with another category and/or filter, back on the first page; a category chosen on the
 * categories screen also clears the search (`clearSearch`). A null category drops it (every category).
 */
export function withItemQuery(
  params: URLSearchParams,
  next: { category?: number | null; filter?: ItemFilter; clearSearch?: boolean },
): URLSearchParams {
  const query = new URLSearchParams(params);
  query.delete('page');
  if (next.category !== undefined) {
    if (next.category === null) query.delete(CATEGORY_PARAM);
    else query.set(CATEGORY_PARAM, String(next.category));
    if (next.clearSearch) query.delete('q');
  }
  if (next.filter !== undefined) {
    if (next.filter === 'all') query.delete(FILTER_PARAM);
    else query.set(FILTER_PARAM, next.filter);
  }
  return query;
}
