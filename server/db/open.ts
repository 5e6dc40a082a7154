import { mkdir } from 'node:fs/promises';
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL through DATABASE_URL when set; otherwise embedded PGlite in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  return openPglite({ dataDir: config.dataDir });
}
