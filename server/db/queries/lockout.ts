import { one, type Queryable } from '../db';

/**
 * The counters of failed log-ons (login_failures, migration 033, shared by every server process): a
 * name that is no account, an account's untrusted clients, and one trusted device of an account.
 */
export type FailureKind = 'name' | 'account' | 'device';

/** Whose failures a log-on attempt counts towards. */
export interface FailureCounter {
  kind: FailureKind;
  key: string;
}

export interface LockoutRule {
  /** More failed attempts than this lock. */
  maxAttempts: number;
  /** When a lock set now ends. */
  lockedUntil: Date;
}

/**
 * One more failed log-on of a counter: while it is locked nothing changes; after a lock has ended the
 * count starts again; past `maxAttempts` it locks until `lockedUntil`. Answers whether it is locked at
 * `now`.
 */
export async function countFailure(
  db: Queryable,
  counter: FailureCounter,
  now: Date,
  rule: LockoutRule,
): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `insert into login_failures as f (kind, key, failed_attempts, locked_until, last_failed_at)
     values ($1, $2, 1, null, $3)
     on conflict (kind, key) do update set
       failed_attempts = case
         when f.locked_until > $3 then f.failed_attempts
         when f.locked_until is not null then 1
         else f.failed_attempts + 1 end,
       locked_until = case
         when f.locked_until > $3 then f.locked_until
         when f.locked_until is null and f.failed_attempts + 1 > $4 then $5::timestamptz
         else null end,
       last_failed_at = $3
     returning locked_until is not null and locked_until > $3 as locked`,
    [counter.kind, counter.key, now, rule.maxAttempts, rule.lockedUntil],
  );
  return rows[0]?.locked ?? false;
}

/** Whether a counter is locked at `now` (a log-on with the right password is refused then). */
export async function isCounterLocked(db: Queryable, counter: FailureCounter, now: Date): Promise<boolean> {
  const row = await one<{ locked: boolean }>(
    db,
    'select locked_until > $3 as locked from login_failures where kind = $1 and key = $2',
    [counter.kind, counter.key, now],
  );
  return row?.locked === true;
}

/** A counter back to zero, its lock lifted (a successful log-on of that client). */
export async function clearFailures(db: Queryable, counter: FailureCounter): Promise<void> {
  await db.query('delete from login_failures where kind = $1 and key = $2', [counter.kind, counter.key]);
}

/**
 * Every counter of an account, its untrusted clients' and each device's (the e-mailed reset: it ends
 * every lock of the account). Device keys are "<user id>:<device id>".
 */
export async function clearAccountFailures(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `delete from login_failures
     where (kind = 'account' and key = $1) or (kind = 'device' and starts_with(key, $1 || ':'))`,
    [String(userId)],
  );
}

/** Forgets the counters whose last failure was before `before`. */
export async function deleteFailuresBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from login_failures where last_failed_at < $1', [before]);
}
