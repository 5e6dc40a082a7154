import type { TestServer } from './server';
import { TEST_NOW } from './testClock';

/**
 * What the tests of the store's clock share (issue 22 §1): a store moved to another time zone for a
 * test (its tickets keep their business dates) and back to its own, and the server's clock at an
 * instant for a test and back at TEST_NOW.
 */

export async function inTimeZone<T>(
  s: Pick<TestServer, 'db'>,
  storeId: number,
  timeZone: string,
  run: () => Promise<T>,
): Promise<T> {
  const [own] = await s.db.query<{ time_zone: string }>('select time_zone from stores where store_id = $1', [
    storeId,
  ]);
  await s.db.query('update stores set time_zone = $2 where store_id = $1', [storeId, timeZone]);
  try {
    return await run();
  } finally {
    await s.db.query('update stores set time_zone = $2 where store_id = $1', [storeId, own.time_zone]);
  }
}

export async function atInstant<T>(
  s: Pick<TestServer, 'clock'>,
  instant: string,
  run: (now: Date) => Promise<T>,
): Promise<T> {
  const now = new Date(instant);
  s.clock.set(now);
  try {
    return await run(now);
  } finally {
    s.clock.set(TEST_NOW);
  }
}
