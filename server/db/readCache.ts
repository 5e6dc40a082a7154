/**
 * A read cache for one embedded database that every write goes through (PGlite: one process holds
 * the data directory, server/db/dataDirLock.ts). Each entry is tagged with the write generation it
 * was read at; any statement that may write, and every transaction, moves the generation on, so an
 * entry is served only while nothing at all has been written since it was read. Coarse on purpose:
 * it cannot go stale by a missed table or key, and it pays off where reads repeat between writes
 * (the session lookup every request makes). Not for PostgreSQL, where other processes write.
 *
 * The one rule it asks of the code: a function that writes is called inside a transaction (or with
 * exec), since `select f()` reads as a plain read by its text. The database's own functions
 * (migrations) only read or are triggers.
 */

/** A statement that only reads: starts with select or with, and calls nothing that writes or locks. */
const READ_START = /^\s*(select|with)\b/i;
const MAY_WRITE =
  /\b(insert|update|delete|merge|call|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|set_config|pg_advisory\w*|lo_\w+)\b/i;

export function isPlainRead(sql: string): boolean {
  return READ_START.test(sql) && !MAY_WRITE.test(sql);
}

interface Entry {
  generation: number;
  value: unknown;
}

export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 5000) {}

  /** Call before and after anything that may write (a statement that is not a plain read, a transaction). */
  written() {
    this.generation += 1;
  }

  /** A statement is about to run: writes move the generation on. */
  beforeStatement(sql: string) {
    if (!isPlainRead(sql)) this.written();
  }

  /** The cached value of a key if nothing was written since it was read; otherwise loads it. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (this.entries.size >= this.capacity) this.entries.clear();
    // tagged with the generation the read started at: a write that ran meanwhile leaves it stale
    this.entries.set(key, { generation, value: Object.freeze(value) });
    return value;
  }
}
