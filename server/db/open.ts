import { mkdir } from 'node:fs/promises';
import type { Config } from '../config';
import { lockDataDir } from './dataDirLock';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * PostgreSQL through DATABASE_URL when set; otherwise embedded PGlite in DATA_DIR, which one process
 * at a time may open: the data directory is locked (dataDirLock.ts) until the database is closed.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteFsync'>,
): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir);
  let db: Db;
  try {
    db = await openPglite({ dataDir: config.dataDir, fsync: config.pgliteFsync });
  } catch (err) {
    release();
    throw err;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
