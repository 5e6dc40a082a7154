import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER } from '../../src/domain/contract';
import { roleFlagsOf } from '../../src/domain/roles';
import { Errors } from '../http/errors';
import type { AppEnv, PendingAction, Scope } from '../http/env';
import { destroySession, findSession } from './session';
import { SESSION_COOKIE } from '../http/cookies';
import { safeEqual, sha256 } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie's token, when the request carries a plausible one. */
export function sessionTokenOf(c: Context<AppEnv>): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token && token.length <= 200 ? token : null;
}

/** Ends the session the cookie names, live or expired. */
export async function endCookieSession(c: Context<AppEnv>) {
  const token = sessionTokenOf(c);
  if (token) await destroySession(c.var.deps.db, sha256(token));
}

/** Loads the caller's scope from the session cookie, or null when there is no live session. */
export async function loadScope(c: Context<AppEnv>): Promise<Scope | null> {
  const token = sessionTokenOf(c);
  if (!token) return null;
  const { db, clock } = c.var.deps;
  const session = await findSession(db, token, clock.now());
  if (!session) return null;
  // an administrator's lock ends the sessions too; a lock from failed log-ons (login_failures) only
  // stops new log-ons: otherwise anyone who knows a username could sign its user out at will
  if (session.is_locked) return null;
  return {
    sessionHash: session.token_hash,
    csrfToken: session.csrf_token,
    userId: session.user_id,
    username: session.username,
    fullName: session.full_name,
    membershipUserId: session.membership_user_id,
    posUserId: session.pos_user_id,
    silverRole: session.silver_role,
    flags: roleFlagsOf(session.silver_role, session.is_company_user),
    isAccountManager: session.is_account_manager,
    homeMerchantId: session.home_merchant_id,
    merchantId: session.merchant_id,
    storeId: session.store_id,
    timeoutMinutes: session.timeout_minutes,
    pendingEulaId: session.pending_eula_id,
    mustChangePassword: session.must_change_password,
    pending: pendingActionOf(session),
    merchantVersion: session.merchant_version === null ? null : Number(session.merchant_version),
  };
}

/** A pending licence comes first (the login flow asks for it before the password change). */
export function pendingActionOf(user: {
  pending_eula_id: number | null;
  must_change_password: boolean;
}): PendingAction | null {
  if (user.pending_eula_id) return 'licence';
  if (user.must_change_password) return 'password';
  return null;
}

/** 403 unless the requestverificationtoken header carries the session's csrf token. */
export function assertCsrf(c: Context<AppEnv>, expected: string) {
  const header = c.req.header(CSRF_HEADER) ?? '';
  if (!header || !safeEqual(header, expected)) throw Errors.csrf();
}

export interface SessionOptions {
  /** Check the csrf header (default: on every method but GET, HEAD and OPTIONS). */
  csrf?: boolean;
  /**
   * Also serve a session whose user has a licence to accept or a password to change. Only the calls
   * that settle those (and keep the session alive) set it; everything else answers 403
   * Server.AccountActionPending until they are settled.
   */
  allowPending?: boolean;
}

/**
 * Every endpoint behind a session: 401 without one; on a state-changing method, 403 unless the
 * requestverificationtoken header carries the session's csrf token; 403 while the account has an
 * action pending, unless the endpoint allows it.
 */
export function requireSession(options: SessionOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const scope = await loadScope(c);
    if (!scope) throw Errors.unauthorized();
    if (options.csrf ?? !SAFE_METHODS.has(c.req.method)) assertCsrf(c, scope.csrfToken);
    if (scope.pending && !options.allowPending) throw Errors.forbidden('Server.AccountActionPending');
    c.set('scope', scope);
    await next();
  };
}

/** The merchant the session works on; a handler that needs one refuses a session without it. */
export function merchantOf(scope: Scope): number {
  if (scope.merchantId === null) throw Errors.forbidden('Server.NoMerchantSelected');
  return scope.merchantId;
}
