import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { insertSettingIfAbsent, settingValue } from '../db/queries/settings';

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

const secrets = new WeakMap<object, Promise<string>>();

/** The PIN secret: random, generated once and kept in server_settings (every process alike). */
export function pinSecret(db: Queryable): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await insertSettingIfAbsent(db, 'pin_secret', randomBytes(32).toString('base64url'));
      const value = await settingValue(db, 'pin_secret');
      if (value === undefined) throw new Error('pin secret missing');
      return value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
