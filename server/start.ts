import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { isEmpty, seedDemo } from './demo/seed';

/**
 * Migrations, then demo data on an empty database when DEMO_DATA is not off. `tickets: false` leaves
 * the POS tickets out of the demo data: the test database of the test files that read no figures.
 */
export async function prepareDatabase(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'demoData'> & Partial<Pick<Config, 'pinSecret'>>,
  { tickets = true }: { tickets?: boolean } = {},
): Promise<{ seeded: boolean }> {
  await migrate(db);
  if (config.demoData && (await isEmpty(db))) {
    await seedDemo(db, clock, config.pinSecret ?? null, { tickets });
    return { seeded: true };
  }
  return { seeded: false };
}
