import type { Db } from '../server/db/db';

/**
 * The failed log-ons counted against an account (login_failures, server/db/queries/lockout.ts):
 * its untrusted clients' counter (`account`) and its trusted devices' (`device`, summed).
 */
export async function accountFailures(
  db: Db,
  username: string,
): Promise<{ account: number; device: number }> {
  const [row] = await db.query<{ account: number; device: number }>(
    `select
       coalesce(sum(f.failed_attempts) filter (where f.kind = 'account'), 0)::int as account,
       coalesce(sum(f.failed_attempts) filter (where f.kind = 'device'), 0)::int as device
     from users u left join login_failures f
       on (f.kind = 'account' and f.key = u.user_id::text)
       or (f.kind = 'device' and starts_with(f.key, u.user_id::text || ':'))
     where u.username = $1`,
    [username],
  );
  return row;
}
