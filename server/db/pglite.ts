import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { Db, Queryable, Row } from './db';
import { ReadCache } from './readCache';

function wrap(q: Pick<PGlite, 'query' | 'exec'>, cache: ReadCache): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: unknown[]) {
      cache.beforeStatement(sql);
      try {
        return (await q.query<T>(sql, params)).rows;
      } finally {
        cache.beforeStatement(sql);
      }
    },
    async exec(sql: string) {
      cache.written();
      try {
        await q.exec(sql);
      } finally {
        cache.written();
      }
    },
  };
}

/** A transaction moves the read cache's generation on when it starts and when it ends. */
async function inTransaction<T>(cache: ReadCache, run: () => Promise<T>): Promise<T> {
  cache.written();
  try {
    return await run();
  } finally {
    cache.written();
  }
}

export interface PgliteOptions {
  /** A directory to keep the database in; omitted means in memory. */
  dataDir?: string;
  /** A data-directory dump (from `dumpPglite`) to start from: how tests skip the cold start. */
  loadDataDir?: Blob | File;
  /** With dataDir: fsync every commit, so that acknowledged writes survive a power loss (PGLITE_FSYNC). */
  fsync?: boolean;
  /**
   * Keep no more write-ahead log than a checkpoint needs (no recycled segments): for a database that
   * is built to be dumped, whose dump would otherwise carry hundreds of megabytes of spent WAL.
   */
  smallWal?: boolean;
}

/** Start parameters that keep the WAL small: spent segments are removed, not kept for reuse. */
const SMALL_WAL_PARAMS = ['-c', 'wal_recycle=off', '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'];

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
}

/**
 * PGlite's Node file system with a real fsync. Out of the box PGlite writes every page through to the
 * operating system (a killed process loses nothing acknowledged) but never flushes it to the disk: it
 * runs PostgreSQL with fsync off (-F), and its Emscripten NODEFS has no fsync either (fsync and
 * fdatasync are no-ops), so a power loss or a crash of the machine can lose acknowledged commits or
 * corrupt the directory. (PGlite's relaxedDurability option only decides whether a query waits for
 * the browser file systems' sync to IndexedDB; for NodeFS that sync does nothing.) This file system
 * gives NODEFS streams an fsync that calls fsync(2), and openPglite starts PostgreSQL with fsync on
 * and wal_sync_method=fsync: each commit flushes its WAL before it is acknowledged, and checkpoints
 * flush data files and directories as PostgreSQL does on any disk.
 */
class SyncedNodeFS extends NodeFS {
  async init(pg: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const syncStreams = (mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          syncStreams as unknown as NonNullable<EmscriptenOptions['preRun']>[number],
        ],
      },
    };
  }
}

/** PGlite's start parameters with fsync on (its defaults turn it off with -F). */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** Embedded PostgreSQL (PGlite), on disk or in memory. */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  const durable = Boolean(options.dataDir && options.fsync);
  const pg = await PGlite.create(
    durable && options.dataDir
      ? { fs: new SyncedNodeFS(options.dataDir), startParams: DURABLE_START_PARAMS }
      : {
          dataDir: options.dataDir,
          loadDataDir: options.loadDataDir,
          startParams: options.smallWal ? [...PGlite.defaultStartParams, ...SMALL_WAL_PARAMS] : undefined,
        },
  );
  const cache = new ReadCache();
  return {
    kind: 'pglite',
    ...wrap(pg, cache),
    transaction: (fn) => inTransaction(cache, () => pg.transaction((tx) => fn(wrap(tx, cache)))),
    readThrough: (key, load) => cache.read(key, load),
    close: () => pg.close(),
    // exposed for test support: dump the data directory, checkpointed first so that loading the dump
    // replays no WAL (an uncheckpointed dump of the seeded database took 9 s to open, this one 1.3 s)
    dump: async () => {
      await pg.exec('checkpoint');
      return pg.dumpDataDir('none');
    },
  } as Db & { dump: () => Promise<Blob | File> };
}
