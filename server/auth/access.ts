import { mayPayBills, type PaymentPermission } from '../../src/domain/billing';
import { StoreStatus } from '../../src/domain/enums';
import { isPlainUser } from '../../src/domain/roles';
import type { Queryable } from '../db/db';
import { linkedMerchantIds, merchantExists } from '../db/queries/merchants';
import { assignedStoreById, type StoreRecord, storeById } from '../db/queries/stores';
import { paymentRoleOf } from '../db/queries/users';
import type { Scope } from '../http/env';

export type { StoreRecord };

/**
 * Which merchants and stores a session may select (1-foundation.md §6), in one place:
 * - provider admins (Silver Admin, Support, Support Admin): every merchant;
 * - merchant admins and partners: the merchants linked to them in user_merchants;
 * - company users: every store of their own merchant;
 * - store users: their assigned stores (user_stores).
 */

/** Admins, merchant admins and partners pick a merchant (and then a store). */
export function picksMerchant(scope: Scope): boolean {
  return !isPlainUser(scope.flags);
}

/** A plain user who is not a company user: works only on assigned stores. */
export function isStoreUser(scope: Scope): boolean {
  return isPlainUser(scope.flags) && !scope.flags.isCompanyUser;
}

/** The merchant ids the session may select, or null for every merchant. */
export async function selectableMerchantIds(db: Queryable, scope: Scope): Promise<number[] | null> {
  if (scope.flags.isAdminUser) return null;
  if (picksMerchant(scope)) return linkedMerchantIds(db, scope.userId);
  return scope.homeMerchantId === null ? [] : [scope.homeMerchantId];
}

/** Whether the session may work on a merchant. */
export async function mayUseMerchant(db: Queryable, scope: Scope, merchantId: number): Promise<boolean> {
  const ids = await selectableMerchantIds(db, scope);
  if (ids !== null && !ids.includes(merchantId)) return false;
  return merchantExists(db, merchantId);
}

/** A store the session's user may select, or undefined (unknown, or not theirs to select). */
export async function selectableStore(
  db: Queryable,
  scope: Scope,
  storeId: number,
): Promise<StoreRecord | undefined> {
  if (isStoreUser(scope)) return assignedStoreById(db, scope.userId, storeId);
  const store = await storeById(db, storeId);
  if (!store) return undefined;
  if (!picksMerchant(scope)) return store.merchant_id === scope.homeMerchantId ? store : undefined;
  return (await mayUseMerchant(db, scope, store.merchant_id)) ? store : undefined;
}

/** Deactivated: deleted, or status Inactive (3). */
export function isDeactivated(store: { is_deleted: boolean; status_code: number }): boolean {
  return store.is_deleted || store.status_code === StoreStatus.Inactive;
}

/**
 * What the payment rules (canUpdatePayment, mayPayBills) look at for the session's user on a merchant:
 * the merchant's configurable-roles and update-payment flags, the account manager flag and the user's
 * merchant role. Undefined for an unknown merchant.
 */
export async function paymentPermissionOf(
  db: Queryable,
  user: Pick<Scope, 'userId' | 'isAccountManager'>,
  merchantId: number,
): Promise<PaymentPermission | undefined> {
  const row = await paymentRoleOf(db, user.userId, merchantId);
  if (!row) return undefined;
  return {
    configurableRoles: row.flags.featConfigurableRolePermissions === 'Y',
    isUpdatePaymentFeatureEnabled: row.flags.featUpdatePayment === true,
    isAccountManager: user.isAccountManager,
    merchantUserRoleId: row.merchant_user_role_id,
  };
}

/** Whether a user (the session's) may pay the merchant's bill: one of its own users whom mayPayBills allows. */
export async function mayPayMerchantBills(
  db: Queryable,
  user: Pick<Scope, 'userId' | 'isAccountManager' | 'homeMerchantId'>,
  merchantId: number,
): Promise<boolean> {
  if (user.homeMerchantId !== merchantId) return false;
  const permission = await paymentPermissionOf(db, user, merchantId);
  return permission !== undefined && mayPayBills(permission);
}
