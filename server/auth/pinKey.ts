import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/db';
import { generatedSecret } from '../db/queries/settings';

/**
 * The POS PIN's keyed hash (docs/decisions.md "Employees and user roles"): HMAC-SHA256 of the
 * merchant and the PIN under a server secret. Deterministic, so that a unique index on
 * (store, key) makes a PIN unique per store in the database (a salted hash cannot be indexed); a
 * PIN has at most a million values, so any unkeyed hash would give it away: the secret, kept apart
 * from the rows, is what protects it. The PIN itself is never stored nor logged.
 */
export function pinKeyOf(secret: string, merchantId: number, pin: string): string {
  return createHmac('sha256', secret).update(`${merchantId}:${pin}`).digest('base64url');
}

/**
 * The PIN secret: PIN_SECRET (kept outside the database, so that a copy of the database alone cannot
 * test PINs), or a random one generated once and kept in server_settings (every process alike). It
 * must not change once PINs are set: the keys made under another secret no longer match.
 */
export function pinSecret(db: Queryable, configured: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return generatedSecret(db, 'pin_secret');
}
