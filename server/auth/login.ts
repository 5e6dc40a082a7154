import { LoginError, type LoginErrorCode, type LoginResult } from '../../src/domain/login';
import { LOCKOUT_MINUTES, MAX_INVALID_LOGINS, MerchantStatus, StoreStatus } from '../../src/domain/enums';
import { isPlainUser, roleFlagsOf } from '../../src/domain/roles';
import type { Queryable } from '../db/db';
import {
  clearFailures,
  countFailure,
  deleteFailuresBefore,
  type FailureCounter,
  isCounterLocked,
} from '../db/queries/lockout';
import { merchantById } from '../db/queries/merchants';
import { assignedStoresByName, merchantStoresByName, type StoreRecord } from '../db/queries/stores';
import { type UserRow, userByUsername, usersByEmail } from '../db/queries/users';
import { eulaById } from '../db/queries/eulas';
import type { TrustedDevice } from './deviceCookie';
import { dummyHash, verifyPassword } from './password';

export type LoginUser = UserRow;

/**
 * The user a login name means: the username, or an e-mail address that only one user has. Both are
 * looked up whatever the name is, so that a known name costs the same queries as an unknown one.
 */
export async function findLoginUser(db: Queryable, name: string): Promise<LoginUser | undefined> {
  const [byName, byEmail] = await Promise.all([userByUsername(db, name), usersByEmail(db, name, 2)]);
  if (byName) return byName;
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

export type CredentialCheck = { ok: true; user: LoginUser } | { ok: false; errorCode: LoginErrorCode };

/** The key failed log-ons of a name that is no account are counted under (case and width folded). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

/**
 * Whose failures an attempt on an account counts towards: the trusted device it comes from (a valid
 * device cookie of the account), or else the account's untrusted clients (every other browser).
 */
export function accountCounter(userId: number, device: string | null): FailureCounter {
  return device ? { kind: 'device', key: `${userId}:${device}` } : { kind: 'account', key: String(userId) };
}

const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

/** More than MAX_INVALID_LOGINS failed attempts lock for LOCKOUT_MINUTES from now. */
const lockoutRule = (now: Date) => ({
  maxAttempts: MAX_INVALID_LOGINS,
  lockedUntil: new Date(now.getTime() + LOCKOUT_MS),
});

/**
 * One more failed attempt of a client (a counter): I, I, I, I, then L for more than
 * MAX_INVALID_LOGINS, for LOCKOUT_MINUTES; while locked, L and nothing changes.
 */
export async function failAttempt(
  db: Queryable,
  counter: FailureCounter,
  now: Date,
): Promise<LoginErrorCode> {
  const locked = await countFailure(db, counter, now, lockoutRule(now));
  return locked ? LoginError.LockedOut : LoginError.InvalidCredentials;
}

/**
 * A right password from a client: refused (L) while that client is locked out, otherwise its
 * counter is cleared (1-foundation §4: the invalid-attempt counter resets on success). Answers null
 * when the client may go on.
 */
export async function passAttempt(
  db: Queryable,
  counter: FailureCounter,
  now: Date,
): Promise<LoginErrorCode | null> {
  if (await isCounterLocked(db, counter, now)) return LoginError.LockedOut;
  await clearFailures(db, counter);
  return null;
}

/** Failed log-ons are forgotten this long after a counter's last one (the table stays small). */
export const LOGIN_FAILURES_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Removes the counters of failed log-ons whose last attempt is older than LOGIN_FAILURES_KEPT_MS. */
export async function removeOldLoginFailures(db: Queryable, now: Date) {
  await deleteFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURES_KEPT_MS));
}

/**
 * Checks a username and password (OWASP's device cookies, issue 22 §5). Each attempt counts towards
 * one client's counter: an unknown name's; a known account's trusted device (the browser shows a
 * valid device cookie of it: `trusted`); or the account's untrusted clients. Each answers I, I, I, I,
 * then L for more than 4 invalid attempts, for LOCKOUT_MINUTES; so failures from elsewhere never lock
 * the account's own browser out, and the client making them still sees L. Unknown names, wrong
 * passwords and an account an administrator locked (users.is_locked, whose password is never
 * confirmed) answer alike and cost the same: both user lookups, one hash verified, one counter row
 * written. A known name is the account it resolves to (any case, or its e-mail address).
 */
export async function checkCredentials(
  db: Queryable,
  username: string,
  password: string,
  now: Date,
  trusted: TrustedDevice,
): Promise<CredentialCheck> {
  const user = await findLoginUser(db, username);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  const counter = user
    ? accountCounter(user.user_id, trusted(user.user_id))
    : ({ kind: 'name', key: nameKey(username) } as const);
  if (!user || !valid || user.is_locked) return { ok: false, errorCode: await failAttempt(db, counter, now) };
  const refused = await passAttempt(db, counter, now);
  return refused ? { ok: false, errorCode: refused } : { ok: true, user };
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
export function inGoodStanding(store: StoreRecord, now: Date): boolean {
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
export async function buildLoginResult(db: Queryable, user: LoginUser, now: Date): Promise<LoginOutcome> {
  if (!user.is_approved) return { ok: false, errorCode: LoginError.NotApproved };
  if (!user.role_has_features) return { ok: false, errorCode: LoginError.NoFeatureForRole };
  const flags = roleFlagsOf(user.silver_role, user.is_company_user);

  const merchant = user.merchant_id ? await merchantById(db, user.merchant_id) : undefined;
  if (merchant && merchant.status_code === MerchantStatus.Deactivated) {
    return { ok: false, errorCode: LoginError.DeactivatedMerchant };
  }
  const merchantStores = merchant ? await merchantStoresByName(db, merchant.merchant_id) : [];
  const assigned = await assignedStoresByName(db, user.user_id);
  const isStoreUser = !flags.isCompanyUser && user.silver_role === null;
  const usable = (s: StoreRecord) => !s.is_deleted && s.status_code !== StoreStatus.Inactive;
  if (isStoreUser && assigned.length > 0 && !assigned.some(usable)) {
    return { ok: false, errorCode: LoginError.DeactivatedStore };
  }
  if (isStoreUser && merchant && assigned.length === 0) return { ok: false, errorCode: LoginError.NoStore };

  const candidates = (isStoreUser ? assigned : merchantStores).filter(usable);
  const store = candidates[0];
  const eula = user.pending_eula_id ? await eulaById(db, user.pending_eula_id) : undefined;
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
