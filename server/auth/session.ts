import { SESSION_ABSOLUTE_HOURS } from '../../src/domain/session';
import type { Queryable } from '../db/db';
import {
  deleteSession,
  deleteStaleSessions,
  deleteUserSessions,
  insertSession,
  type SessionWithUser,
  sessionWithUser,
  touchSessionRow,
  updateSessionContext,
} from '../db/queries/sessions';
import { newToken, sha256 } from './tokens';

export type SessionRow = SessionWithUser;

/** Session writes of last-seen are throttled to one a minute: the expiry slides without a write per request. */
const TOUCH_EVERY_MS = 60_000;

const expiryAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export async function createSession(
  db: Queryable,
  now: Date,
  input: { userId: number; merchantId: number | null; storeId: number | null; timeoutMinutes: number },
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken(24);
  await insertSession(db, {
    tokenHash: sha256(token),
    csrfToken,
    ...input,
    now,
    expiresAt: expiryAfter(now, input.timeoutMinutes),
  });
  return { token, csrfToken };
}

/**
 * An expired session is kept this long after its expiry, so that RenewSession can sign its user in
 * again with the password and the same merchant and store; older rows are removed at log-on.
 */
export const EXPIRED_SESSION_GRACE_MS = 24 * 60 * 60_000;

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
  const session = await sessionWithUser(db, sha256(token));
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
  const session = await sessionWithUser(db, sha256(token));
  if (!session || isLive(session, now) || isPastAbsoluteLimit(session, now)) return null;
  if (new Date(session.expires_at).getTime() + EXPIRED_SESSION_GRACE_MS <= now.getTime()) return null;
  return session;
}

/** Removes sessions that expired more than the grace period ago, and those past the absolute lifetime. */
export async function removeStaleSessions(db: Queryable, now: Date) {
  await deleteStaleSessions(
    db,
    new Date(now.getTime() - EXPIRED_SESSION_GRACE_MS),
    new Date(now.getTime() - SESSION_ABSOLUTE_MS),
  );
}

/** Ends every session of a user (after a password change), except the one given. */
export async function destroyUserSessions(db: Queryable, userId: number, exceptHash: string | null = null) {
  await deleteUserSessions(db, userId, exceptHash);
}

/** Moves a session to another merchant and store (store selection, merchant override). */
export async function setSessionContext(
  db: Queryable,
  tokenHash: string,
  now: Date,
  context: { merchantId: number | null; storeId: number | null; timeoutMinutes: number },
) {
  await updateSessionContext(db, tokenHash, {
    ...context,
    now,
    expiresAt: expiryAfter(now, context.timeoutMinutes),
  });
}

export async function touchSession(db: Queryable, tokenHash: string, now: Date, timeoutMinutes: number) {
  await touchSessionRow(db, tokenHash, now, expiryAfter(now, timeoutMinutes));
}

/**
 * Ends a live session now as its idle timeout would (the portal's clock said so): it is kept, like any
 * expired session, for RenewSession to sign its user in again with the password.
 */
export async function expireSession(db: Queryable, tokenHash: string, now: Date) {
  await touchSessionRow(db, tokenHash, now, now);
}

export async function destroySession(db: Queryable, tokenHash: string) {
  await deleteSession(db, tokenHash);
}
