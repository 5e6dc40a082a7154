import type { MerchantUserRow, UsersListScope } from '../../../src/domain/merchantUsers';
import type { SilverRoleName } from '../../../src/domain/roles';
import { one, type Queryable } from '../db';
import { type PageRequest, pagedQuery } from '../paged';
/** A user as the log-on, the account checks and the login result read it (`select *` of users). */
export interface UserRow {
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
  /** locked by an administrator: no end, only the e-mailed reset clears it (failed log-ons: login_failures) */
  is_locked: boolean;
  must_change_password: boolean;
  pending_eula_id: number | null;
}

/** The user of an id. */
export function userById(db: Queryable, userId: number): Promise<UserRow | undefined> {
  return one<UserRow>(db, 'select * from users where user_id = $1', [userId]);
}

/** The user whose username is `name` in any case (usernames are unique in any case). */
export function userByUsername(db: Queryable, name: string): Promise<UserRow | undefined> {
  return one<UserRow>(db, 'select * from users where lower(username) = lower($1)', [name]);
}

/** Up to `limit` users with the e-mail address `email` in any case (an address may be several users'). */
export function usersByEmail(db: Queryable, email: string, limit: number): Promise<UserRow[]> {
  return db.query<UserRow>('select * from users where lower(email) = lower($1) limit $2', [email, limit]);
}

export interface UsernameRow {
  [key: string]: unknown;
  username: string;
  email: string;
}

/** The usernames registered to an e-mail address (any case), by username. */
export function usernamesByEmail(db: Queryable, email: string): Promise<UsernameRow[]> {
  return db.query<UsernameRow>(
    'select username, email from users where lower(email) = lower($1) order by lower(username)',
    [email],
  );
}

/**
 * Clears a user's pending licence when it is still `eulaId`; answers whether it was (false: another
 * request accepted it first, or it changed).
 */
export async function clearPendingEula(db: Queryable, userId: number, eulaId: number): Promise<boolean> {
  const cleared = await db.query(
    'update users set pending_eula_id = null where user_id = $1 and pending_eula_id = $2 returning user_id',
    [userId, eulaId],
  );
  return cleared.length > 0;
}

/** What decides whether a user may pay a merchant's bill: the user's merchant role and the merchant's flags. */
export interface PaymentRoleRow {
  [key: string]: unknown;
  merchant_user_role_id: number | null;
  flags: Record<string, unknown>;
}

export function paymentRoleOf(
  db: Queryable,
  userId: number,
  merchantId: number,
): Promise<PaymentRoleRow | undefined> {
  return one<PaymentRoleRow>(
    db,
    `select u.merchant_user_role_id, m.flags from users u, merchants m where u.user_id = $1 and m.merchant_id = $2`,
    [userId, merchantId],
  );
}

/** A user as a payer: still there, the merchant they belong to, account manager or not, locked or not. */
export interface PayerRow {
  [key: string]: unknown;
  user_id: number;
  home_merchant_id: number | null;
  is_account_manager: boolean;
  is_locked: boolean;
}

export function payerById(db: Queryable, userId: number): Promise<PayerRow | undefined> {
  return one<PayerRow>(
    db,
    'select user_id, merchant_id as home_merchant_id, is_account_manager, is_locked from users where user_id = $1',
    [userId],
  );
}

type UserSort = 'name' | 'username' | 'email';

interface MerchantUserSqlRow {
  [key: string]: unknown;
  membership_user_id: string;
  full_name: string;
  email: string;
  username: string;
  is_account_manager: boolean;
  is_company_user: boolean;
  is_locked: boolean;
  store_count: number;
}

/**
 * A page of a merchant's own users (users.merchant_id; the provider's staff have none): searched in
 * name, username and e-mail; in the account-managers scope only account managers, with their name and
 * e-mail alone.
 */
export async function merchantUserPage(
  db: Queryable,
  merchantId: number,
  filter: { search: string; accountManagersOnly: boolean; scope: UsersListScope },
  page: PageRequest<UserSort>,
): Promise<{ rows: MerchantUserRow[]; total: number }> {
  const managersOnly = filter.accountManagersOnly || filter.scope === 'accountManagers';
  const result = await pagedQuery<MerchantUserSqlRow, UserSort>(
    db,
    {
      select: `u.membership_user_id, u.full_name, u.email, u.username, u.is_account_manager, u.is_company_user,
        u.is_locked, (select count(*)::int from user_stores us where us.user_id = u.user_id) as store_count`,
      from: 'users u',
      where: `u.merchant_id = $1 and ($2::boolean = false or u.is_account_manager)
        and ($3::text = '' or strpos(lower(u.full_name), lower($3::text)) > 0
          or strpos(lower(u.username), lower($3::text)) > 0 or strpos(lower(u.email), lower($3::text)) > 0)`,
      params: [merchantId, managersOnly, filter.search],
      sortable: { name: 'lower(u.full_name)', username: 'lower(u.username)', email: 'lower(u.email)' },
      id: 'u.user_id',
    },
    page,
    'name',
  );
  const full = filter.scope === 'all';
  return {
    rows: result.rows.map((r) => ({
      MembershipUserId: full ? r.membership_user_id : null,
      FullName: r.full_name,
      Email: r.email,
      IsAccountManager: r.is_account_manager,
      UserName: full ? r.username : null,
      IsCompanyUser: full ? r.is_company_user : null,
      StoreCount: full ? r.store_count : null,
      IsLocked: full ? r.is_locked : null,
    })),
    total: result.total,
  };
}

/** A user's password hash (the old password of a change is checked against it). */
export async function passwordHashOf(db: Queryable, userId: number): Promise<string | undefined> {
  return (
    await one<{ password_hash: string }>(db, 'select password_hash from users where user_id = $1', [userId])
  )?.password_hash;
}

/** A new password chosen by its user: the must-change flag cleared. */
export async function setChosenPassword(db: Queryable, userId: number, hash: string) {
  await db.query('update users set password_hash = $2, must_change_password = false where user_id = $1', [
    userId,
    hash,
  ]);
}

/**
 * A new password set through the e-mailed link: it also ends an administrator's lock (the counters of
 * failed log-ons are cleared beside it: clearAccountFailures).
 */
export async function setResetPassword(db: Queryable, userId: number, hash: string) {
  await db.query(
    'update users set password_hash = $2, must_change_password = false, is_locked = false where user_id = $1',
    [userId, hash],
  );
}
