import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { clientAddress } from '../http/proxy';

export const LOGIN_WINDOW_MS = 5 * 60_000;
/** The default limit; LOGIN_ATTEMPTS_PER_WINDOW in the environment changes it (the e2e run, where every test signs in from one address). */
export const LOGIN_ATTEMPTS_PER_WINDOW = 30;

/**
 * Counts a login attempt for the client address in a fixed window kept in the database (so that
 * several server processes share it); past the limit the caller gets 429 in the contract's shape.
 */
export async function throttleLogin(c: Context<AppEnv>, bucket = 'login'): Promise<void> {
  const { db, clock } = c.var.deps;
  const now = clock.now();
  const key = `${bucket}:${clientAddress(c)}`;
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db.query<{ attempts: number }>(
    `insert into login_throttle (client_key, window_start, attempts) values ($1, $2, 1)
     on conflict (client_key) do update set
       attempts = case when login_throttle.window_start < $3 then 1 else login_throttle.attempts + 1 end,
       window_start = case when login_throttle.window_start < $3 then $2 else login_throttle.window_start end
     returning attempts`,
    [key, now, windowStart],
  );
  if ((rows[0]?.attempts ?? 0) > c.var.deps.config.loginAttemptsPerWindow) throw Errors.tooMany();
}
