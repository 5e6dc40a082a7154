import { routePath } from '../../../domain/routes';
import { CATEGORY_PARAM } from '../../../scaffold/menuItems/itemListQuery';

/**
 * An item's detail (0: a new item) opened from a category: `?category=` preselects the category of a
 * new item and brings the detail back to this category (the items feature reads the same query).
 */
export function itemFromCategoryPath(itemId: number, categoryId: number): string {
  const detail = routePath('/menu/categoriesoritems/items/:itemId', { itemId });
  return `${detail}?${new URLSearchParams({ [CATEGORY_PARAM]: String(categoryId) })}`;
}
