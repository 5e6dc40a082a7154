import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../server/db/pglite';
import { prepareDatabase } from '../server/start';
import { TEST_NOW } from './testClock';
import './provided';

const root = resolve('.tmp/test');

/** The files under a directory, its subdirectories' too, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * What the seeded database is made of (the migrations, the demo data and the domain rules it is
 * built with, such as the feature flags' names): when none of it changed, the dump of an earlier run
 * is reused.
 */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/demo', 'src/domain']) {
    for (const f of filesUnder(dir)) hash.update(f).update(readFileSync(f));
  }
  for (const f of ['server/db/pglite.ts', 'test/globalSetup.pglite.ts']) hash.update(readFileSync(f));
  hash.update(TEST_NOW.toISOString());
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, seeded PGlite database dumped to `file` (compacted, and checkpointed: loading it replays no WAL). */
async function dumpSeeded(file: string, tickets: boolean) {
  const lite = (await openPglite({ smallWal: true })) as Awaited<ReturnType<typeof openPglite>> & {
    dump(): Promise<Blob>;
  };
  await prepareDatabase(lite, { now: () => TEST_NOW }, { demoData: true }, { tickets });
  // compacted: the seeding's updates (discounts, totals) leave a third of the pages dead; 268 MB of
  // database became 174 MB, and every test file that reads figures loads the dump
  await lite.exec('vacuum (full, analyze)');
  const dump = Buffer.from(await (await lite.dump()).arrayBuffer());
  await lite.close();
  writeFileSync(`${file}.part`, dump);
  renameSync(`${file}.part`, file);
}

/**
 * Once per test run: the migrated, seeded PGlite database dumped to a file, with the demo's POS
 * tickets and without them (for the test files that read no figures: a tenth of the size); each
 * test file loads a dump instead of paying PGlite's cold start and the seeding.
 */
export default async function setup(project: TestProject) {
  mkdirSync(root, { recursive: true });
  const hash = sourceHash();
  const full = resolve(root, `pglite-seeded-${hash}.tar`);
  const lean = resolve(root, `pglite-seeded-lean-${hash}.tar`);
  // the dumps of earlier sources are of no more use (300 MB each)
  for (const old of readdirSync(root).filter((f) => /^pglite-seeded-.*\.tar$/.test(f) && !f.includes(hash)))
    rmSync(resolve(root, old), { force: true });
  if (!existsSync(full)) await dumpSeeded(full, true);
  if (!existsSync(lean)) await dumpSeeded(lean, false);
  project.provide('pgliteDump', full);
  project.provide('pgliteLeanDump', lean);
}
