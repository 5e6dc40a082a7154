import type { Context } from 'hono';
import { DEFAULT_PORTAL_TIMEOUT_MINUTES } from '../../src/domain/enums';
import type { LoginErrorCode, LoginResult } from '../../src/domain/login';
import { merchantPortalTimeout } from '../db/queries/merchants';
import { setSessionCookie } from '../http/cookies';
import type { AppEnv } from '../http/env';
import { issueDeviceCookie } from './deviceCookie';
import { buildLoginResult, type LoginUser, removeOldLoginFailures } from './login';
import { endCookieSession } from './scope';
import { createSession, removeStaleSessions } from './session';
import { sha256 } from './tokens';

/** Effective session length: the merchant's portal timeout, capped by SESSION_TIMEOUT_MINUTES. */
export async function sessionMinutes(
  c: { var: AppEnv['Variables'] },
  merchantId: number | null,
): Promise<number> {
  const { db, config } = c.var.deps;
  const timeout = merchantId ? await merchantPortalTimeout(db, merchantId) : undefined;
  const minutes = timeout ?? DEFAULT_PORTAL_TIMEOUT_MINUTES;
  return config.sessionTimeoutMinutes ? Math.min(minutes, config.sessionTimeoutMinutes) : minutes;
}

/**
 * Starts a session on a merchant and store: the cookie is set, the csrf token returned. The user has
 * just proved who they are (password or e-mailed link), so the browser becomes a trusted device of
 * theirs too (a new device cookie, deviceCookie.ts).
 */
export async function startSession(
  c: Context<AppEnv>,
  input: { userId: number; merchantId: number | null; storeId: number | null },
): Promise<{ csrfToken: string; sessionHash: string }> {
  const { db, clock } = c.var.deps;
  const now = clock.now();
  await removeStaleSessions(db, now);
  await removeOldLoginFailures(db, now);
  const timeoutMinutes = await sessionMinutes(c, input.merchantId);
  const { token, csrfToken } = await createSession(db, now, { ...input, timeoutMinutes });
  setSessionCookie(c, token);
  await issueDeviceCookie(c, input.userId);
  return { csrfToken, sessionHash: sha256(token) };
}

export type SignInOutcome = { ok: true; result: LoginResult } | { ok: false; errorCode: LoginErrorCode };

/**
 * Signs in a user whose credentials were checked (LogOn, the reset link): the account checks and the
 * login result, then a new session (ending the one the browser had) on the merchant and store the
 * login result chose.
 */
export async function signIn(c: Context<AppEnv>, user: LoginUser): Promise<SignInOutcome> {
  const { db, clock } = c.var.deps;
  const outcome = await buildLoginResult(db, user, clock.now());
  if (!outcome.ok) return outcome;
  await endCookieSession(c);
  await startSession(c, { userId: user.user_id, merchantId: outcome.merchantId, storeId: outcome.storeId });
  return { ok: true, result: outcome.result };
}
