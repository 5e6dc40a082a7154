/** The database as the server sees it: parameterised queries and transactions. Same SQL on both engines. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations, seed scripts). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A read served from memory while nothing has been written since (PGlite, which one process owns:
   * server/db/readCache.ts); PostgreSQL, written by other processes too, always loads.
   */
  readThrough?<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A read through the database's read cache where it has one (never inside a transaction). */
export function readThrough<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const cached = db as Partial<Db>;
  return cached.readThrough ? cached.readThrough(key, load) : load();
}

/**
 * Whether a write was refused by a unique index (PostgreSQL's unique_violation, 23505, on both
 * engines): the route turns it into its own 400 (a name taken under a race).
 */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** First row or undefined. */
export async function one<T extends Row>(
  db: Queryable,
  sql: string,
  params?: unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
