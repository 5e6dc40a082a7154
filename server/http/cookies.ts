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
