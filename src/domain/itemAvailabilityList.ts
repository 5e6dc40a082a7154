import type { ListDefaults } from './listParams';

/**
 * The item availability list (2-menu-and-reports.md §2, §7): its read and its sort, apart from the
 * changes' rules (itemAvailabilityRules.ts, itemAvailability.ts with yup): the page's start-up reads
 * (startupReads.ts) ask for its first page from the URL, on the server and in the entry script,
 * which must stay small.
 */
export const ITEM_AVAILABILITY_LIST_PATH = 'Item/GetItemAvailability';

/** The columns the list may be sorted by (the item's name by default, §9: ascending). */
export const ITEM_AVAILABILITY_SORT = ['item', 'category', 'inStock', 'posActive', 'activeOnline'] as const;
export type ItemAvailabilitySort = (typeof ITEM_AVAILABILITY_SORT)[number];

/** The list's defaults: by item name, ascending (2-menu §9), sortable by the server's allow-list. */
export const itemAvailabilityListDefaults: ListDefaults = {
  sort: { columnId: 'item' satisfies ItemAvailabilitySort, direction: 'asc' },
  sortable: ITEM_AVAILABILITY_SORT,
};

/**
 * The list's search (§2): an item whose name or category contains the text, whatever its case — the
 * server's rule (its SQL, server/db/queries/itemAvailability.ts), and offline the portal's over the
 * rows kept on the device.
 */
export function matchesAvailabilitySearch(
  row: { ItemName: string; CategoryName: string | null },
  search: string,
): boolean {
  const text = search.trim().toLowerCase();
  return (
    text === '' ||
    row.ItemName.toLowerCase().includes(text) ||
    (row.CategoryName ?? '').toLowerCase().includes(text)
  );
}
