/**
 * User/GetUsers (1-foundation.md §7; body and answer not shown): the users of the session's merchant,
 * a server page at a time — never another merchant's, never the provider's staff. The merchant's
 * admins (admin, merchant admin, account manager or support-level: `managesMerchant`) see every user;
 * everyone else sees only the account managers, whom §6 tells them to ask about payment, and of them
 * only the name and e-mail address.
 */
import type { AccessContext } from './access/context';
import { managesMerchant } from './access/userMenu';
import { pagedListSchema } from './paging';
import { flag, type yup } from './validation';

/** The sort allow-list: full name (default), username, e-mail address. */
export const USER_SORT = ['name', 'username', 'email'] as const;

/** The paging body (searched in name, username and e-mail) and `AccountManagersOnly`. */
export const usersRequestSchema = pagedListSchema(USER_SORT).shape({
  AccountManagersOnly: flag().default(false),
});
export type UsersRequest = yup.InferType<typeof usersRequestSchema>;

export type UsersListScope = 'all' | 'accountManagers';

/** Whom a session may list: every user of the merchant, or only its account managers. */
export function usersListScope(ctx: AccessContext): UsersListScope {
  return managesMerchant(ctx) ? 'all' : 'accountManagers';
}

/** A user of the merchant. In the account-managers scope the administrative fields are null. */
export interface MerchantUserRow {
  MembershipUserId: string | null;
  FullName: string;
  Email: string;
  IsAccountManager: boolean;
  UserName: string | null;
  /** Company user (every store) or store user (assigned stores). */
  IsCompanyUser: boolean | null;
  /** Assigned stores of a store user. */
  StoreCount: number | null;
  IsLocked: boolean | null;
}
