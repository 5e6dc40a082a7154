import type { SilverRoleName } from '../../../src/domain/roles';
import { one, type Queryable } from '../db';

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
  is_locked: boolean;
  /** when a lock from failed log-ons ends; null with is_locked: until the e-mailed reset */
  locked_until: Date | string | null;
  failed_attempts: number;
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

export interface UserRoleOnMerchantRow {
  [key: string]: unknown;
  merchant_user_role_id: number | null;
  flags: Record<string, unknown>;
}

/** A user's merchant role and a merchant's flags (what decides who may update payment), when both exist. */
export function userRoleOnMerchant(
  db: Queryable,
  userId: number,
  merchantId: number,
): Promise<UserRoleOnMerchantRow | undefined> {
  return one<UserRoleOnMerchantRow>(
    db,
    'select u.merchant_user_role_id, m.flags from users u, merchants m where u.user_id = $1 and m.merchant_id = $2',
    [userId, merchantId],
  );
}
