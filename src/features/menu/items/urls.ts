import { routePath } from '../../../domain/routes';

/** The items list (/menu/categoriesoritems/items). */
export const itemsPath = routePath('/menu/categoriesoritems/items');

/** An item's detail (0: a new item), from the items list. */
export function itemDetailPath(itemId: number): string {
  return routePath('/menu/categoriesoritems/items/:itemId', { itemId });
}
