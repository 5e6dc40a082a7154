import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './env';
import { isHttps } from './proxy';

export const SESSION_COOKIE = 'backroom_session';

/** The session cookie: HttpOnly, SameSite=Strict, scoped to the base path, Secure over https. */
export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: c.var.deps.config.basePath,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: c.var.deps.config.basePath, secure: isHttps(c) });
}

/**
 * A long-lived cookie for the log-on alone (the device cookie of server/auth/deviceCookie.ts): like
 * the session's, HttpOnly, SameSite=Strict, scoped to the base path, Secure over https; it lives
 * `maxAgeSeconds`.
 */
export function setLongLivedCookie(c: Context<AppEnv>, name: string, value: string, maxAgeSeconds: number) {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: c.var.deps.config.basePath,
    maxAge: maxAgeSeconds,
  });
}
