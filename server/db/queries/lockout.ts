import type { Queryable } from '../db';

/**
 * The counters of failed log-ons: an account's (users.failed_attempts, is_locked, locked_until) and a
 * name's that is no account (login_name_failures, shared by every server process).
 */
export interface LockoutRule {
  /** More failed attempts than this lock. */
  maxAttempts: number;
  /** When a lock set now ends. */
  lockedUntil: Date;
}

/**
 * One more failed log-on of an account: the counter restarts after a lock (is_locked), and past
 * `maxAttempts` the account locks until `lockedUntil`. Answers whether it is locked now.
 */
export async function countAccountFailure(
  db: Queryable,
  userId: number,
  rule: LockoutRule,
): Promise<boolean> {
  const rows = await db.query<{ is_locked: boolean }>(
    `with next as (
       select user_id, (case when is_locked then 0 else failed_attempts end) + 1 as attempts
       from users where user_id = $1
     )
     update users u set failed_attempts = next.attempts, is_locked = next.attempts > $2,
       locked_until = case when next.attempts > $2 then $3::timestamptz else null end
     from next where u.user_id = next.user_id
     returning u.is_locked`,
    [userId, rule.maxAttempts, rule.lockedUntil],
  );
  return rows[0]?.is_locked ?? false;
}

/** An account's counter back to zero and its lock lifted (a successful log-on). */
export async function resetAccountFailures(db: Queryable, userId: number): Promise<void> {
  await db.query(
    'update users set failed_attempts = 0, is_locked = false, locked_until = null where user_id = $1',
    [userId],
  );
}

/**
 * One more failed log-on of a name that is no account, under its key: while the name is locked
 * nothing changes; after a lock has ended the counter restarts; past `maxAttempts` it locks until
 * `lockedUntil`. Answers whether it is locked at `now`.
 */
export async function countNameFailure(
  db: Queryable,
  nameKey: string,
  now: Date,
  rule: LockoutRule,
): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `insert into login_name_failures as f (name_key, failed_attempts, locked_until, last_failed_at)
     values ($1, 1, null, $2)
     on conflict (name_key) do update set
       failed_attempts = case
         when f.locked_until > $2 then f.failed_attempts
         when f.locked_until is not null then 1
         else f.failed_attempts + 1 end,
       locked_until = case
         when f.locked_until > $2 then f.locked_until
         when f.locked_until is null and f.failed_attempts + 1 > $3 then $4::timestamptz
         else null end,
       last_failed_at = $2
     returning locked_until is not null and locked_until > $2 as locked`,
    [nameKey, now, rule.maxAttempts, rule.lockedUntil],
  );
  return rows[0]?.locked ?? false;
}

/** Forgets the failed log-ons of names whose last attempt was before `before`. */
export async function deleteNameFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from login_name_failures where last_failed_at < $1', [before]);
}
