import { one, type Queryable } from '../db';

/** The server's own settings (server_settings), shared by every server process on the database. */
export type SettingKey = 'jwt_secret' | 'pin_secret';

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
