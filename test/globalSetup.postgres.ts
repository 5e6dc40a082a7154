import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededPostgres } from './seededPostgres';
import './provided';

/** Once per test run: a private PostgreSQL 15 cluster with the seeded template databases (test/seededPostgres.ts). */
export default async function setup(project: TestProject) {
  const root = resolve('.tmp/test');
  mkdirSync(root, { recursive: true });
  const cluster = await seededPostgres(root);
  project.provide('postgresUrl', cluster.url('postgres'));
  return () => cluster.stop();
}
