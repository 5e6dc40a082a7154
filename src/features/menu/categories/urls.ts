import { ITEM_FILTERS, ITEM_SORT, type ItemFilter, type ItemSort } from '../../../domain/menuItem';
import { routePath } from '../../../domain/routes';
import type { ListDefaults } from '../../../scaffold/list/listParams';

/** The categories screen (/menu/categoriesoritems/categories). */
export const categoriesPath = routePath('/menu/categoriesoritems/categories');

/** The query of the screen: the category on screen and the item filter (page, size, sort, q: the list's). */
export const CATEGORY_PARAM = 'category';
export const FILTER_PARAM = 'filter';

/** The categories screen on a category. */
export function categoryPath(categoryId: number): string {
  return `${categoriesPath}?${new URLSearchParams({ [CATEGORY_PARAM]: String(categoryId) })}`;
}

/**
 * An item's detail (0: a new item) opened from a category: `?category=` preselects the category of a
 * new item and brings the detail back to this category (the items feature reads the same name).
 */
export function itemFromCategoryPath(itemId: number, categoryId: number): string {
  const detail = routePath('/menu/categoriesoritems/items/:itemId', { itemId });
  return `${detail}?${new URLSearchParams({ [CATEGORY_PARAM]: String(categoryId) })}`;
}

const wholeNumber = (v: string | null) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null);

/** The category of the query, or null. */
export function categoryOf(params: URLSearchParams): number | null {
  return wholeNumber(params.get(CATEGORY_PARAM));
}

/** The item filter of the query (all by default). */
export function filterOf(params: URLSearchParams): ItemFilter {
  const v = params.get(FILTER_PARAM);
  return (ITEM_FILTERS as readonly string[]).includes(v ?? '') ? (v as ItemFilter) : 'all';
}

/** The items' list: 25 rows ascending by name, sortable by the server's allow-list. */
export const categoryItemsDefaults: ListDefaults = {
  sort: { columnId: 'name' satisfies ItemSort, direction: 'asc' },
  sortable: ITEM_SORT,
};
