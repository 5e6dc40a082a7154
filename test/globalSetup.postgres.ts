import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../server/db/postgres';
import { prepareDatabase } from '../server/start';
import { startCluster } from './postgresCluster';
import { LEAN_TEMPLATE, TEMPLATE } from './templates';
import { TEST_NOW } from './testClock';
import './provided';

/** Once per test run: a private PostgreSQL 15 cluster with the seeded template databases. */
export default async function setup(project: TestProject) {
  const root = resolve('.tmp/test');
  mkdirSync(root, { recursive: true });
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
      // compact (the seeding's updates leave a third of the tickets' pages dead): each test file's clone copies less
      await db.query('vacuum (full, analyze)');
      await db.close();
    }
  } catch (err) {
    cluster.stop();
    throw err;
  }
  project.provide('postgresUrl', cluster.url('postgres'));
  return () => cluster.stop();
}
