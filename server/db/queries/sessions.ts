import type { SilverRoleName } from '../../../src/domain/roles';
import { type Queryable, readThrough } from '../db';

/** A session row with what every authenticated request needs of its user and merchant. */
export interface SessionWithUser {
  [key: string]: unknown;
  token_hash: string;
  user_id: number;
  csrf_token: string;
  merchant_id: number | null;
  store_id: number | null;
  timeout_minutes: number;
  last_seen_at: Date;
  expires_at: Date;
  created_at: Date;
  username: string;
  full_name: string;
  membership_user_id: string;
  pos_user_id: number;
  silver_role: SilverRoleName | null;
  is_company_user: boolean;
  is_account_manager: boolean;
  home_merchant_id: number | null;
  is_locked: boolean;
  pending_eula_id: number | null;
  must_change_password: boolean;
  /** merchants.data_version of the session's merchant (null without one): keys the portal-data cache. */
  merchant_version: number | string | null;
}

/** The session of a token hash with its user and its merchant's data version, in one query. */
export async function sessionWithUser(
  db: Queryable,
  tokenHash: string,
): Promise<SessionWithUser | undefined> {
  // every request makes it: one function (migration 009) whose plan the database keeps, and on
  // PGlite served from memory until the next write (server/db/readCache.ts)
  return readThrough(db, `session:${tokenHash}`, async () => {
    const rows = await db.query<SessionWithUser>('select * from session_with_user($1)', [tokenHash]);
    return rows[0];
  });
}

export async function insertSession(
  db: Queryable,
  row: {
    tokenHash: string;
    userId: number;
    csrfToken: string;
    merchantId: number | null;
    storeId: number | null;
    timeoutMinutes: number;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.query(
    `insert into sessions (token_hash, user_id, csrf_token, merchant_id, store_id, timeout_minutes, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
    [
      row.tokenHash,
      row.userId,
      row.csrfToken,
      row.merchantId,
      row.storeId,
      row.timeoutMinutes,
      row.now,
      row.expiresAt,
    ],
  );
}

/** Slides a session's expiry (last seen now). */
export async function touchSessionRow(db: Queryable, tokenHash: string, now: Date, expiresAt: Date) {
  await db.query('update sessions set last_seen_at = $2, expires_at = $3 where token_hash = $1', [
    tokenHash,
    now,
    expiresAt,
  ]);
}

/** Moves a session to a merchant and store, with the merchant's timeout. */
export async function updateSessionContext(
  db: Queryable,
  tokenHash: string,
  context: {
    merchantId: number | null;
    storeId: number | null;
    timeoutMinutes: number;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.query(
    `update sessions set merchant_id = $2, store_id = $3, timeout_minutes = $4, last_seen_at = $5, expires_at = $6
     where token_hash = $1`,
    [tokenHash, context.merchantId, context.storeId, context.timeoutMinutes, context.now, context.expiresAt],
  );
}

export async function deleteSession(db: Queryable, tokenHash: string) {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}

/** Every session of a user but one (after a password change). */
export async function deleteUserSessions(db: Queryable, userId: number, exceptHash: string | null) {
  await db.query('delete from sessions where user_id = $1 and token_hash is distinct from $2', [
    userId,
    exceptHash,
  ]);
}

/** Sessions expired before `expiredBefore`, and those created before `createdBefore` (the absolute lifetime). */
export async function deleteStaleSessions(db: Queryable, expiredBefore: Date, createdBefore: Date) {
  await db.query('delete from sessions where expires_at < $1 or created_at <= $2', [
    expiredBefore,
    createdBefore,
  ]);
}
