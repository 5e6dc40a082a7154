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

/** The live session of a cookie token, sliding its expiry; expired sessions are deleted. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionRow | null> {
  const hash = sha256(token);
  const rows = await db.query<SessionRow>('select * from sessions where token_hash = $1', [hash]);
  const session = rows[0];
  if (!session) return null;
  if (new Date(session.expires_at).getTime() <= now.getTime()) {
    await db.query('delete from sessions where token_hash = $1', [hash]);
    return null;
  }
  if (now.getTime() - new Date(session.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
    await touchSession(db, hash, now, session.timeout_minutes);
  }
  return session;
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
