import type { Queryable } from '../db';

/** The cheapest round trip to the database: resolves when it answers, rejects otherwise. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}
