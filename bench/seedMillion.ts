/**
 * Bench-only: prepares a database (migrations + demo data) and adds a million tickets for the demo
 * merchant 1001, so the server can then be started on it. TARGET is a PGlite data directory or a
 * PostgreSQL URL (postgres://…, an empty database).
 *
 *   tsx bench/seedMillion.ts [TARGET [COUNT]]     (npm run seed:million)
 *
 * Without a TARGET: the database the server is configured with (DATABASE_URL, else DATA_DIR, else
 * ./data). A database that already has its demo data gets the tickets added. Stop the server first
 * when it is a PGlite directory (one process at a time).
 *
 * Prints one JSON line: {"prepareMs":…,"ticketsMs":…,"count":…}.
 */
import { pathToFileURL } from 'node:url';
import { systemClock } from '../server/clock';
import type { Db } from '../server/db/db';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { generateTickets } from '../server/demo/tickets';
import { prepareDatabase } from '../server/start';

export interface SeedTimings {
  prepareMs: number;
  ticketsMs: number;
  count: number;
}

const isDatabaseUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

function openTarget(target: string): Promise<Db> {
  return isDatabaseUrl(target) ? openPostgres(target) : openPglite({ dataDir: target });
}

export async function seedMillion(target: string, count = 1_000_000): Promise<SeedTimings> {
  const db = await openTarget(target);
  try {
    const t0 = performance.now();
    await prepareDatabase(db, systemClock, { demoData: true });
    const t1 = performance.now();
    await generateTickets(db, {
      merchantId: 1001,
      storeIds: [2001, 2002, 2005],
      count,
      days: 365,
      endDate: new Date(),
      seed: 42,
    });
    // as an aged database: statistics, and the visibility map the index-only reads need (autovacuum's work)
    await db.exec('vacuum analyze');
    const t2 = performance.now();
    return { prepareMs: Math.round(t1 - t0), ticketsMs: Math.round(t2 - t1), count };
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // the database the server would open: the argument, else DATABASE_URL, else DATA_DIR (./data)
  const [given, count] = process.argv.slice(2);
  const target = given || process.env.DATABASE_URL || process.env.DATA_DIR || './data';
  seedMillion(target, count ? Number(count) : undefined).then(
    (timings) => console.log(JSON.stringify(timings)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
