import type { ListDefaults } from './listParams';

/**
 * The item availability list (2-menu-and-reports.md §2, §6, §7, §8): its read, its sort, who uses it
 * and its writes' messages, apart from the changes' yup schemas (itemAvailability.ts): the page's
 * start-up reads (startupReads.ts) ask for its first page from the URL, on the server and in the
 * entry script, which must stay small, and the screen loads no yup.
 */
import type { AccessContext } from './access/context';
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
 * Enterprise (company-level) users do not use item availability (§6); they are sent to My store
 * (docs/decisions.md). A company user is enterprise-level whatever store is chosen.
 */
export function isEnterpriseLevel(ctx: Pick<AccessContext, 'roles'>): boolean {
  return ctx.roles.isCompanyUser;
}

/** The §8 default messages of the three writes (the server's Message wins when it gives one). */
export const ItemAvailabilityErrors = {
  update: 'ItemAvailability.FailedUpdateItemAvailability',
  allOnline: 'ItemAvailability.FailedUpdateAllActiveOnline',
  allInStock: 'ItemAvailability.FailedUpdateAllInStock',
} as const;

/** The most rows one UpdateItemAvailability may carry (a page is at most 100; an outbox may hold more). */
export const MAX_AVAILABILITY_CHANGES = 500;
