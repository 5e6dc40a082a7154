import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { roleFlagsOf, type SilverRoleName } from '../../src/domain/roles';
import { one } from '../db/db';
import { Errors } from '../http/errors';
import type { AppEnv, Scope } from '../http/env';
import { findSession, SESSION_COOKIE } from './session';
import { safeEqual } from './tokens';

export const CSRF_HEADER = 'requestverificationtoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface UserRow {
  [key: string]: unknown;
  user_id: number;
  username: string;
  full_name: string;
  membership_user_id: string;
  pos_user_id: number;
  silver_role: SilverRoleName | null;
  is_company_user: boolean;
  is_account_manager: boolean;
  merchant_id: number | null;
  is_locked: boolean;
}

/** Loads the caller's scope from the session cookie, or null when there is no live session. */
export async function loadScope(c: Context<AppEnv>): Promise<Scope | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const { db, clock } = c.var.deps;
  const session = await findSession(db, token, clock.now());
  if (!session) return null;
  const user = await one<UserRow>(db, 'select * from users where user_id = $1', [session.user_id]);
  if (!user || user.is_locked) return null;
  return {
    sessionHash: session.token_hash,
    csrfToken: session.csrf_token,
    userId: user.user_id,
    username: user.username,
    fullName: user.full_name,
    membershipUserId: user.membership_user_id,
    posUserId: user.pos_user_id,
    silverRole: user.silver_role,
    flags: roleFlagsOf(user.silver_role, user.is_company_user),
    isAccountManager: user.is_account_manager,
    homeMerchantId: user.merchant_id,
    merchantId: session.merchant_id,
    storeId: session.store_id,
    timeoutMinutes: session.timeout_minutes,
  };
}

/**
 * Every endpoint behind a session: 401 without one; on a state-changing method, 403 unless the
 * requestverificationtoken header carries the session's csrf token.
 */
export function requireSession(options: { csrf?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const scope = await loadScope(c);
    if (!scope) throw Errors.unauthorized();
    const checkCsrf = options.csrf ?? !SAFE_METHODS.has(c.req.method);
    if (checkCsrf) {
      const header = c.req.header(CSRF_HEADER) ?? '';
      if (!header || !safeEqual(header, scope.csrfToken)) throw Errors.csrf();
    }
    c.set('scope', scope);
    await next();
  };
}

/** The merchant the session works on; a handler that needs one refuses a session without it. */
export function merchantOf(scope: Scope): number {
  if (scope.merchantId === null) throw Errors.forbidden('Server.NoMerchantSelected');
  return scope.merchantId;
}
