/**
 * Item availability's rules the screen needs (2-menu-and-reports.md §6, §8): who uses it, how many
 * changes a save carries, the writes' messages; apart from the changes' yup schemas
 * (itemAvailability.ts), so the screen loads no yup.
 */
import type { AccessContext } from './access/context';

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
export type ItemAvailabilityError = (typeof ItemAvailabilityErrors)[keyof typeof ItemAvailabilityErrors];

/** The most rows one UpdateItemAvailability may carry (a page is at most 100; an outbox may hold more). */
export const MAX_AVAILABILITY_CHANGES = 500;
