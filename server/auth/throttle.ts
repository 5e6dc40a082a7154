import type { Context } from 'hono';
import { countThrottledAttempt } from '../db/queries/throttle';
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
  const attempts = await countThrottledAttempt(db, key, now, windowStart);
  if (attempts > c.var.deps.config.loginAttemptsPerWindow) throw Errors.tooMany();
}
