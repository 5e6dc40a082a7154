import { SESSION_ABSOLUTE_HOURS } from '../../src/domain/session';
import type { Queryable } from '../db/db';
import { newToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'backroom_session';

export interface SessionRow {
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
  /** the session's user (users row), read with the session */
  user_row?: Record<string, unknown>;
}

/** Session writes of last-seen are throttled to one a minute: the expiry slides without a write per request. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Queryable,
  now: Date,
  input: { userId: number; merchantId: number | null; storeId: number | null; timeoutMinutes: number },
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken(24);
  const expires = new Date(now.getTime() + input.timeoutMinutes * 60_000);
  await db.query(
    `insert into sessions (token_hash, user_id, csrf_token, merchant_id, store_id, timeout_minutes, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
    [
      sha256(token),
      input.userId,
      csrfToken,
      input.merchantId,
      input.storeId,
      input.timeoutMinutes,
      now,
      expires,
    ],
  );
  return { token, csrfToken };
}

/**
 * An expired session is kept this long after its expiry, so that RenewSession can sign its user in
 * again with the password and the same merchant and store; older rows are removed at log-on.
 */
export const EXPIRED_SESSION_GRACE_MS = 24 * 60 * 60_000;

/** The session of a token with its user's row, in one query (every authenticated request asks). */
async function sessionOf(db: Queryable, token: string): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    'select s.*, to_jsonb(u) as user_row from sessions s join users u using (user_id) where s.token_hash = $1',
    [sha256(token)],
  );
  return rows[0];
}

export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 60 * 60_000;

/** Past the absolute lifetime: nothing but a new log-on continues (RenewSession neither). */
function isPastAbsoluteLimit(session: SessionRow, now: Date): boolean {
  return new Date(session.created_at).getTime() + SESSION_ABSOLUTE_MS <= now.getTime();
}

function isLive(session: SessionRow, now: Date): boolean {
  return new Date(session.expires_at).getTime() > now.getTime() && !isPastAbsoluteLimit(session, now);
}

/** The live session of a cookie token, sliding its expiry; an expired one answers null (but is kept a while). */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionRow | null> {
  const session = await sessionOf(db, token);
  if (!session) return null;
  if (!isLive(session, now)) {
    if (
      isPastAbsoluteLimit(session, now) ||
      new Date(session.expires_at).getTime() + EXPIRED_SESSION_GRACE_MS <= now.getTime()
    )
      await destroySession(db, session.token_hash);
    return null;
  }
  if (now.getTime() - new Date(session.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
    await touchSession(db, session.token_hash, now, session.timeout_minutes);
  }
  return session;
}

/** The session of a cookie token that has expired, within the grace period (for RenewSession). */
export async function findExpiredSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SessionRow | null> {
  const session = await sessionOf(db, token);
  if (!session || isLive(session, now) || isPastAbsoluteLimit(session, now)) return null;
  if (new Date(session.expires_at).getTime() + EXPIRED_SESSION_GRACE_MS <= now.getTime()) return null;
  return session;
}

/** Removes sessions that expired more than the grace period ago, and those past the absolute lifetime. */
export async function removeStaleSessions(db: Queryable, now: Date) {
  await db.query('delete from sessions where expires_at < $1 or created_at <= $2', [
    new Date(now.getTime() - EXPIRED_SESSION_GRACE_MS),
    new Date(now.getTime() - SESSION_ABSOLUTE_MS),
  ]);
}

/** Ends every session of a user (after a password change), except the one given. */
export async function destroyUserSessions(db: Queryable, userId: number, exceptHash: string | null = null) {
  await db.query('delete from sessions where user_id = $1 and token_hash is distinct from $2', [
    userId,
    exceptHash,
  ]);
}

/** Moves a session to another merchant and store (store selection, merchant override). */
export async function setSessionContext(
  db: Queryable,
  tokenHash: string,
  now: Date,
  context: { merchantId: number | null; storeId: number | null; timeoutMinutes: number },
) {
  await db.query(
    `update sessions set merchant_id = $2, store_id = $3, timeout_minutes = $4, last_seen_at = $5, expires_at = $6
     where token_hash = $1`,
    [
      tokenHash,
      context.merchantId,
      context.storeId,
      context.timeoutMinutes,
      now,
      new Date(now.getTime() + context.timeoutMinutes * 60_000),
    ],
  );
}

export async function touchSession(db: Queryable, tokenHash: string, now: Date, timeoutMinutes: number) {
  await db.query('update sessions set last_seen_at = $2, expires_at = $3 where token_hash = $1', [
    tokenHash,
    now,
    new Date(now.getTime() + timeoutMinutes * 60_000),
  ]);
}

export async function destroySession(db: Queryable, tokenHash: string) {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}
