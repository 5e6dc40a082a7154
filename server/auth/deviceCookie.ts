import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Queryable } from '../db/db';
import { generatedSecret } from '../db/queries/settings';
import { setLongLivedCookie } from '../http/cookies';
import type { AppEnv } from '../http/env';
import { safeEqual } from './tokens';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; issue 22 §5): a
 * browser that has signed in to an account keeps a cookie, signed by the server, saying so. Its log-on
 * attempts count against that browser alone (login.ts), so failures from other clients — which lock
 * the account's untrusted clients out — never lock the account's own browser out.
 *
 * One cookie per account a browser has signed in to: `backroom_device_<user id>`, whose value is
 * `<device id>.<HMAC-SHA256 of "device:<user id>:<device id>">` under the device secret. A new device id
 * with each successful log-on; the cookie lives DEVICE_COOKIE_DAYS, HttpOnly, SameSite=Strict, on the
 * base path.
 */

export const DEVICE_COOKIE_PREFIX = 'backroom_device_';
export const DEVICE_COOKIE_DAYS = 180;

export function deviceCookieName(userId: number): string {
  return `${DEVICE_COOKIE_PREFIX}${userId}`;
}

function signature(secret: string, userId: number, deviceId: string): string {
  return createHmac('sha256', secret).update(`device:${userId}:${deviceId}`).digest('base64url');
}

/** The cookie's value for a user's device. */
export function deviceCookieValue(secret: string, userId: number, deviceId: string): string {
  return `${deviceId}.${signature(secret, userId, deviceId)}`;
}

const VALUE = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

/** The device id a cookie's value proves for a user, or null (none, malformed, forged, another user's). */
export function verifiedDevice(secret: string, userId: number, value: string | undefined): string | null {
  const parts = value ? VALUE.exec(value) : null;
  if (!parts) return null;
  return safeEqual(parts[2], signature(secret, userId, parts[1])) ? parts[1] : null;
}

/**
 * The device secret: DEVICE_SECRET, or a random one generated once and kept in server_settings (every
 * process alike). Changing it makes every device cookie untrusted (their browsers count as any other
 * client until their next log-on).
 */
export function deviceSecret(db: Queryable, configured: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return generatedSecret(db, 'device_secret');
}

/** What the log-on asks of the request: the trusted device it is of a user, if any. */
export type TrustedDevice = (userId: number) => string | null;

/** The request's device cookies, checked under the device secret. */
export async function trustedDevicesOf(c: Context<AppEnv>): Promise<TrustedDevice> {
  const secret = await deviceSecret(c.var.deps.db, c.var.deps.config.deviceSecret);
  return (userId) => verifiedDevice(secret, userId, getCookie(c, deviceCookieName(userId)));
}

/** Marks the browser as a trusted device of the user: a new device id in a new cookie. */
export async function issueDeviceCookie(c: Context<AppEnv>, userId: number): Promise<void> {
  const secret = await deviceSecret(c.var.deps.db, c.var.deps.config.deviceSecret);
  const deviceId = randomBytes(18).toString('base64url');
  setLongLivedCookie(
    c,
    deviceCookieName(userId),
    deviceCookieValue(secret, userId, deviceId),
    DEVICE_COOKIE_DAYS * 86_400,
  );
}
