/**
 * The end-to-end runs' seeded database, made once per run (scripts/e2e.sh): a PGlite data directory
 * migrated and seeded with the demo data at this moment, which each of the run's servers starts from
 * a copy of (playwright.config.ts `e2eServerCommand`) instead of seeding its own (three servers, a
 * seeding each).
 *
 *   node_modules/.bin/tsx scripts/e2eDatabase.ts DIR
 */
import { rmSync } from 'node:fs';
import { systemClock } from '../server/clock';
import { openPglite } from '../server/db/pglite';
import { prepareDatabase } from '../server/start';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx scripts/e2eDatabase.ts DIR');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
const db = await openPglite({ dataDir: dir, smallWal: true });
await prepareDatabase(db, systemClock, { demoData: true });
// compacted and analysed, as the tests' dumps (test/globalSetup.pglite.ts): a third smaller
await db.exec('vacuum (full, analyze)');
await db.close();
