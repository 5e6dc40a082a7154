import { routePath } from '../../../domain/routes';

/** The items list (/menu/categoriesoritems/items). */
export const itemsPath = routePath('/menu/categoriesoritems/items');

/** An item's detail (0: a new item), from the items list. */
export function itemDetailPath(itemId: number): string {
  return routePath('/menu/categoriesoritems/items/:itemId', { itemId });
}

/** The item id of a detail path (/menu/categoriesoritems/items/12 → 12), or null. */
export function itemIdOf(path: string): number | null {
  const last = path.replace(/\/$/, '').split('/').at(-1) ?? '';
  return /^\d{1,9}$/.test(last) ? Number(last) : null;
}
