import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/session';
import type { AppEnv } from './env';

function isHttps(c: Context<AppEnv>): boolean {
  if (c.var.deps.config.trustProxy && c.req.header('x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * The origin the browser used (for links in e-mails): the request URL's, or with TRUST_PROXY the
 * proxy's X-Forwarded-Proto and X-Forwarded-Host.
 */
export function requestOrigin(c: Context<AppEnv>): string {
  // PUBLIC_ORIGIN, when set, is the only origin links are built on (no Host header can change it)
  if (c.var.deps.config.publicOrigin) return c.var.deps.config.publicOrigin;
  const url = new URL(c.req.url);
  const forwardedHost = c.var.deps.config.trustProxy
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwardedHost || url.host;
  return `${isHttps(c) ? 'https:' : url.protocol}//${host}`;
}

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
