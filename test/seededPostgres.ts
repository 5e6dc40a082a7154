import pg from 'pg';
import { openPostgres } from '../server/db/postgres';
import { prepareDatabase } from '../server/start';
import { type Cluster, startCluster } from './postgresCluster';
import { LEAN_TEMPLATE, TEMPLATE } from './templates';
import { TEST_NOW } from './testClock';

/** The run's one seeding, whichever global setup asks first (both run in vitest's main process). */
const SEEDING = Symbol.for('backroom.seededPostgres');
type Holder = { [SEEDING]?: Promise<Cluster> };

/** A private PostgreSQL 15 cluster with the seeded template databases (with and without the tickets). */
async function seed(root: string): Promise<Cluster> {
  const cluster = await startCluster(root);
  try {
    for (const [name, tickets] of [
      [TEMPLATE, true],
      [LEAN_TEMPLATE, false],
    ] as const) {
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const db = await openPostgres(cluster.url(name), 2);
      await prepareDatabase(db, { now: () => TEST_NOW }, { demoData: true }, { tickets });
      await db.close();
    }
    return cluster;
  } catch (err) {
    cluster.stop();
    throw err;
  }
}

/**
 * The seeded cluster of the run, started once: the PGlite setup starts it beside its own dumps (the
 * database server seeds on the other core) when the run has PostgreSQL tests, and their setup takes
 * it, instead of seeding in the middle of the run with one core idle.
 */
export function seededPostgres(root: string): Promise<Cluster> {
  const holder = globalThis as Holder;
  holder[SEEDING] ??= seed(root);
  return holder[SEEDING];
}
