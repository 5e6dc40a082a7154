import { randomBytes } from 'node:crypto';
import { one, type Queryable } from '../db';

/** The server's own settings (server_settings), shared by every server process on the database. */
export type SettingKey = 'jwt_secret' | 'pin_secret' | 'device_secret';

/** Stores a setting unless it is already there (the first process to store it wins). */
export async function insertSettingIfAbsent(db: Queryable, key: SettingKey, value: string): Promise<void> {
  await db.query('insert into server_settings (key, value) values ($1, $2) on conflict (key) do nothing', [
    key,
    value,
  ]);
}

/** The value of a setting, or undefined. */
export async function settingValue(db: Queryable, key: SettingKey): Promise<string | undefined> {
  return (await one<{ value: string }>(db, 'select value from server_settings where key = $1', [key]))?.value;
}

const secrets = new WeakMap<object, Map<SettingKey, Promise<string>>>();

/**
 * A secret setting: random, generated once and kept in server_settings (so that every server
 * process on the same database uses the same), read once per database.
 */
export function generatedSecret(db: Queryable, key: SettingKey): Promise<string> {
  let known = secrets.get(db);
  if (!known) {
    known = new Map();
    secrets.set(db, known);
  }
  let secret = known.get(key);
  if (!secret) {
    const mine = known;
    secret = (async () => {
      await insertSettingIfAbsent(db, key, randomBytes(32).toString('base64url'));
      const value = await settingValue(db, key);
      if (value === undefined) throw new Error(`${key} missing`);
      return value;
    })();
    secret.catch(() => mine.delete(key));
    known.set(key, secret);
  }
  return secret;
}
