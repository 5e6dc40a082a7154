import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db';

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** A directory to keep the database in; omitted means in memory. */
  dataDir?: string;
  /** A data-directory dump (from `dumpPglite`) to start from: how tests skip the cold start. */
  loadDataDir?: Blob | File;
}

/** Embedded PostgreSQL (PGlite), on disk or in memory. */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  const pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    // exposed for test support: dump the data directory
    dump: () => pg.dumpDataDir('none'),
  } as Db & { dump: () => Promise<Blob | File> };
}
