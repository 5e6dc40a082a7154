import type { ListDefaults } from './listParams';

/**
 * The discount list (2-menu-and-reports.md §2, §7): its reads and its sort, apart from the discount's
 * rules (discount.ts, with yup): the page's start-up reads (startupReads.ts) ask for its first page
 * from the URL, on the server and in the entry script, which must stay small.
 */
export const discountListPaths = {
  list: 'Discount/GetActiveDiscounts',
  metadata: 'Discount/GetMetadata',
} as const;

/** The columns the list may be sorted by. */
export const DISCOUNT_SORT = ['name', 'description', 'type', 'amount'] as const;
export type DiscountSort = (typeof DISCOUNT_SORT)[number];

/** The list's defaults: 25 rows ascending by name, sortable by the server's allow-list. */
export const discountListDefaults: ListDefaults = {
  sort: { columnId: 'name' satisfies DiscountSort, direction: 'asc' },
  sortable: DISCOUNT_SORT,
};
