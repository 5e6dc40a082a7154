import { LoginError, type LoginErrorCode, type LoginResult } from '../../src/domain/login';
import { MAX_INVALID_LOGINS, MerchantStatus, StoreStatus } from '../../src/domain/enums';
import { isPlainUser, roleFlagsOf, type SilverRoleName } from '../../src/domain/roles';
import type { Db } from '../db/db';
import { dummyHash, verifyPassword } from './password';

export interface LoginUser {
  [key: string]: unknown;
  user_id: number;
  username: string;
  email: string;
  full_name: string;
  password_hash: string;
  membership_user_id: string;
  pos_user_id: number;
  merchant_id: number | null;
  silver_role: SilverRoleName | null;
  is_company_user: boolean;
  is_account_manager: boolean;
  merchant_user_role_id: number | null;
  user_role_rank: number;
  role_has_features: boolean;
  is_approved: boolean;
  is_locked: boolean;
  failed_attempts: number;
  must_change_password: boolean;
  pending_eula_id: number | null;
}

/** The user a login name means: the username, or an e-mail address that only one user has. */
export async function findLoginUser(db: Db, name: string): Promise<LoginUser | undefined> {
  const byName = await db.query<LoginUser>('select * from users where lower(username) = lower($1)', [name]);
  if (byName[0]) return byName[0];
  const byEmail = await db.query<LoginUser>('select * from users where lower(email) = lower($1) limit 2', [
    name,
  ]);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

export type CredentialCheck = { ok: true; user: LoginUser } | { ok: false; errorCode: LoginErrorCode };

/**
 * Checks a username and password. Unknown users and wrong passwords answer the same (I) and cost the
 * same (a hash is always verified). More than 4 invalid attempts lock the account (L); success resets.
 */
export async function checkCredentials(db: Db, username: string, password: string): Promise<CredentialCheck> {
  const user = await findLoginUser(db, username);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  if (!user) return { ok: false, errorCode: LoginError.InvalidCredentials };
  if (user.is_locked) return { ok: false, errorCode: LoginError.LockedOut };
  if (!valid) {
    const rows = await db.query<{ failed_attempts: number; is_locked: boolean }>(
      `update users set failed_attempts = failed_attempts + 1, is_locked = failed_attempts + 1 > $2
       where user_id = $1 returning failed_attempts, is_locked`,
      [user.user_id, MAX_INVALID_LOGINS],
    );
    return {
      ok: false,
      errorCode: rows[0]?.is_locked ? LoginError.LockedOut : LoginError.InvalidCredentials,
    };
  }
  if (user.failed_attempts > 0)
    await db.query('update users set failed_attempts = 0 where user_id = $1', [user.user_id]);
  return { ok: true, user };
}

export interface MerchantRow {
  [key: string]: unknown;
  merchant_id: number;
  status_code: number;
  reseller_id: number;
  product_mode: number;
  flags: Record<string, unknown>;
}

export interface StoreRow {
  [key: string]: unknown;
  store_id: number;
  status_code: number;
  is_deleted: boolean;
  payment_due_date: string | Date | null;
  is_payment_required: boolean;
}

const DAY_MS = 86_400_000;

/** Days until a bill is due at the store; negative once it is overdue. */
export function pastDueRemainingDays(dueDate: string | Date | null, now: Date): number | null {
  if (!dueDate) return null;
  const due = typeof dueDate === 'string' ? new Date(`${dueDate.slice(0, 10)}T00:00:00Z`) : dueDate;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((due.getTime() - today) / DAY_MS);
}

export type LoginOutcome =
  | {
      ok: true;
      result: LoginResult;
      /** The merchant and store the new session starts on (see below). */
      merchantId: number | null;
      storeId: number | null;
    }
  | { ok: false; errorCode: LoginErrorCode };

/** A store the user can work on without a word from the portal: active, not suspended, not overdue. */
export function inGoodStanding(store: StoreRow, now: Date): boolean {
  if (store.is_deleted || store.status_code !== StoreStatus.Active) return false;
  const days = pastDueRemainingDays(store.payment_due_date, now);
  return days === null || days >= 0;
}

/**
 * The account checks after the password (A, F, X, D) and the login result of a valid user. The
 * result describes the user's (first usable) store for the modals; the session starts on a store
 * only when the user will not pick one: a single usable store in good standing. Otherwise the store
 * stays empty until SaveStoreContext. Admins, merchant admins and partners start with no merchant.
 */
export async function buildLoginResult(db: Db, user: LoginUser, now: Date): Promise<LoginOutcome> {
  if (!user.is_approved) return { ok: false, errorCode: LoginError.NotApproved };
  if (!user.role_has_features) return { ok: false, errorCode: LoginError.NoFeatureForRole };
  const flags = roleFlagsOf(user.silver_role, user.is_company_user);

  const merchant = user.merchant_id
    ? (await db.query<MerchantRow>('select * from merchants where merchant_id = $1', [user.merchant_id]))[0]
    : undefined;
  if (merchant && merchant.status_code === MerchantStatus.Deactivated) {
    return { ok: false, errorCode: LoginError.DeactivatedMerchant };
  }
  const merchantStores = merchant
    ? await db.query<StoreRow>('select * from stores where merchant_id = $1 order by name', [
        merchant.merchant_id,
      ])
    : [];
  const assigned = await db.query<StoreRow>(
    'select s.* from user_stores us join stores s using (store_id) where us.user_id = $1 order by s.name',
    [user.user_id],
  );
  const isStoreUser = !flags.isCompanyUser && user.silver_role === null;
  const usable = (s: StoreRow) => !s.is_deleted && s.status_code !== StoreStatus.Inactive;
  if (isStoreUser && assigned.length > 0 && !assigned.some(usable)) {
    return { ok: false, errorCode: LoginError.DeactivatedStore };
  }
  if (isStoreUser && merchant && assigned.length === 0) return { ok: false, errorCode: LoginError.NoStore };

  const candidates = (isStoreUser ? assigned : merchantStores).filter(usable);
  const store = candidates[0];
  const eula = user.pending_eula_id
    ? (
        await db.query<{ eula_id: number; file_name: string }>('select * from eulas where eula_id = $1', [
          user.pending_eula_id,
        ])
      )[0]
    : undefined;
  const merchantFlags = (merchant?.flags ?? {}) as Record<string, unknown>;

  const result: LoginResult = {
    success: true,
    errorCode: null,
    eulaId: eula?.eula_id ?? 0,
    eulaFileName: eula?.file_name ?? null,
    ...flags,
    posUserId: user.pos_user_id,
    membershipUserId: user.membership_user_id,
    merchantStoreCount: merchantStores.filter((s) => !s.is_deleted).length,
    assignedUserStoreCount: assigned.length,
    resetPassword: user.must_change_password,
    userRoleRank: user.user_role_rank,
    launchFirstRunUnleashFlag: merchantFlags.launchFirstRun === true,
    merchantUserRoleId: user.merchant_user_role_id,
    storePastDueRemainingDays: store ? pastDueRemainingDays(store.payment_due_date, now) : null,
    merchantId: merchant?.merchant_id ?? 0,
    merchantStatusCode: merchant?.status_code ?? 0,
    storeId: store?.store_id ?? 0,
    storeStatusCode: store?.status_code ?? 0,
    isPaymentRequired: store?.is_payment_required ?? false,
    isUpdatePaymentFeatureEnabled: merchantFlags.featUpdatePayment === true,
    featConfigurableRolePermission: merchantFlags.featConfigurableRolePermissions === 'Y',
    resellerId: merchant?.reseller_id ?? 1,
    productMode: merchant?.product_mode ?? 1,
  };
  if (!isPlainUser(flags)) return { ok: true, result, merchantId: null, storeId: null };
  const sessionStore =
    candidates.length === 1 && inGoodStanding(candidates[0], now) ? candidates[0] : undefined;
  return {
    ok: true,
    result,
    merchantId: merchant?.merchant_id ?? null,
    storeId: sessionStore?.store_id ?? null,
  };
}
