import type { Queryable } from '../db';

/**
 * Counts one attempt of a client key in its fixed window (login_throttle): a window that started
 * before `windowStart` is over, and a new one starts at `now` with this attempt. Answers the number
 * of attempts in the current window, this one included.
 */
export async function countThrottledAttempt(
  db: Queryable,
  clientKey: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    `insert into login_throttle (client_key, window_start, attempts) values ($1, $2, 1)
     on conflict (client_key) do update set
       attempts = case when login_throttle.window_start < $3 then 1 else login_throttle.attempts + 1 end,
       window_start = case when login_throttle.window_start < $3 then $2 else login_throttle.window_start end
     returning attempts`,
    [clientKey, now, windowStart],
  );
  return rows[0]?.attempts ?? 0;
}
