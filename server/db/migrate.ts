import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_KEY = 724_311; // advisory lock: one migrator at a time on a shared PostgreSQL

/** Applies the SQL migrations in name order, each once, in its own transaction; returns the ones applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const done = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(join(migrationsDir, file), 'utf8'));
      await tx.query('insert into schema_migrations (id) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
