import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/http';
import { scopeIsTheSessions } from '../api/sessionWatch';

/**
 * The outbox: writes made while the server could not be reached, kept in IndexedDB until they are
 * sent (docs/decisions.md "Outbox"). Each entry is one change with its own id, a UUID the server
 * takes as the change's idempotency key, so an entry sent twice (a reload mid-send, two tabs) is
 * applied once. Entries are kept by outbox name and scope (user|merchant|store, api/scope.ts): another
 * user, merchant or store never sends or sees them, and they are sent only under their user's own
 * session. They outlive the end of that session (its user's unsent work, sent at their next log-on
 * here), the one thing of a user a session's end leaves on the device (docs/decisions.md "Session
 * end on a shared device"). An entry the server refused for a newer record
 * (a conflict) is held with the server's record until the person decides; it is never sent again as is.
 */
export interface OutboxEntry<P, H = unknown> {
  /** The change's id and idempotency key (a UUID). */
  id: string;
  payload: P;
  /** When it was queued (ms since epoch). */
  queuedAt: number;
  /** Set when the server refused it for a newer record: what the server has (held, not sent). */
  held?: H;
}

/** What became of each entry sent: done (applied, or applied before), or held with the server's record. */
export type OutboxOutcome<H> = { id: string; done: true } | { id: string; done: false; held: H };

export interface Outbox<P, H = unknown> {
  readonly name: string;
  list(scope: string): Promise<OutboxEntry<P, H>[]>;
  /** Adds entries, or replaces the ones with the same id. */
  put(scope: string, entries: OutboxEntry<P, H>[]): Promise<void>;
  remove(scope: string, ids: readonly string[]): Promise<void>;
  /** Told whenever a scope's entries change (this tab). */
  subscribe(listener: (scope: string) => void): () => void;
}

function defaultStore(): UseStore | null {
  return typeof indexedDB === 'undefined' ? null : createStore('backroom-outbox', 'entries');
}

/**
 * An outbox kept in IndexedDB (idb-keyval; in memory where there is none, e.g. the server render).
 * Writes of one outbox are queued one after the other, so a put never loses a concurrent remove.
 */
export function createOutbox<P, H = unknown>(
  name: string,
  store: UseStore | null = defaultStore(),
): Outbox<P, H> {
  const memory = new Map<string, OutboxEntry<P, H>[]>();
  const listeners = new Set<(scope: string) => void>();
  let chain: Promise<unknown> = Promise.resolve();
  const keyOf = (scope: string) => `${name}|${scope}`;

  const read = async (scope: string): Promise<OutboxEntry<P, H>[]> =>
    (store ? await get<OutboxEntry<P, H>[]>(keyOf(scope), store) : memory.get(keyOf(scope))) ?? [];
  // an empty list is no entry at all: nothing of a user who has nothing pending stays on the device
  const write = async (scope: string, entries: OutboxEntry<P, H>[]) => {
    if (store) await (entries.length ? set(keyOf(scope), entries, store) : del(keyOf(scope), store));
    else if (entries.length) memory.set(keyOf(scope), entries);
    else memory.delete(keyOf(scope));
  };
  const change = (scope: string, fn: (entries: OutboxEntry<P, H>[]) => OutboxEntry<P, H>[]) => {
    const next = chain.then(async () => {
      await write(scope, fn(await read(scope)));
      for (const l of listeners) l(scope);
    });
    chain = next.catch(() => {});
    return next;
  };

  return {
    name,
    list: async (scope) => {
      await chain;
      return read(scope);
    },
    put: (scope, entries) =>
      change(scope, (old) => {
        const ids = new Set(entries.map((e) => e.id));
        return [...old.filter((e) => !ids.has(e.id)), ...entries];
      }),
    remove: (scope, ids) =>
      change(scope, (old) => {
        const gone = new Set(ids);
        return old.filter((e) => !gone.has(e.id));
      }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Sends a list of entries; answers each one's outcome, or throws (an ApiRequestError offline). */
export type OutboxSend<P, H> = (entries: OutboxEntry<P, H>[]) => Promise<OutboxOutcome<H>[]>;

/** The flush running for each outbox and scope. */
const sending = new Map<string, Promise<unknown>>();

export interface FlushResult<P, H> {
  /** The entries the server took (applied now or before). */
  done: OutboxEntry<P, H>[];
  /** The entries held for a conflict, with the server's record. */
  held: OutboxEntry<P, H>[];
  /** Still queued because the server could not be reached. */
  offline: boolean;
}

/** Sends one batch: removes what the server took, holds its conflicts; 'offline' when unreachable. */
async function sendBatch<P, H>(
  outbox: Outbox<P, H>,
  scope: string,
  send: OutboxSend<P, H>,
  batch: OutboxEntry<P, H>[],
): Promise<{ done: OutboxEntry<P, H>[]; held: OutboxEntry<P, H>[] } | 'offline'> {
  let outcomes: OutboxOutcome<H>[];
  try {
    outcomes = await send(batch);
  } catch (err) {
    if (err instanceof ApiRequestError && err.isOffline) return 'offline';
    await outbox.remove(
      scope,
      batch.map((e) => e.id),
    );
    throw new OutboxRefused(err, batch);
  }
  const byId = new Map(batch.map((e) => [e.id, e]));
  const done: OutboxEntry<P, H>[] = [];
  const held: OutboxEntry<P, H>[] = [];
  for (const o of outcomes) {
    const entry = byId.get(o.id);
    if (!entry) continue;
    if (o.done) done.push(entry);
    else held.push({ ...entry, held: o.held });
  }
  await outbox.remove(
    scope,
    done.map((e) => e.id),
  );
  if (held.length) await outbox.put(scope, held);
  return { done, held };
}

/**
 * Sends the scope's queued entries (not the held ones), once at a time per outbox and scope: a flush
 * asked for while one runs gets that one's result. The entries go in batches of at most `batchSize`
 * (what the server takes in one request), oldest first. Done entries are removed, conflicts held;
 * offline (the http client's offline error) what is left stays queued. Any other refusal removes the
 * batch sent (it would be refused again) and is thrown, with it, for the screen to say; the batches
 * after it stay queued.
 */
export function flushOutbox<P, H>(
  outbox: Outbox<P, H>,
  scope: string,
  send: OutboxSend<P, H>,
  batchSize = Number.POSITIVE_INFINITY,
): Promise<FlushResult<P, H>> {
  const key = `${outbox.name}|${scope}`;
  const running = sending.get(key);
  // one at a time: what was queued meanwhile goes in the next one
  if (running)
    return running.then(
      () => flushOutbox(outbox, scope, send, batchSize),
      () => flushOutbox(outbox, scope, send, batchSize),
    );
  const run = (async (): Promise<FlushResult<P, H>> => {
    const queued = (await outbox.list(scope)).filter((e) => e.held === undefined);
    const result: FlushResult<P, H> = { done: [], held: [], offline: false };
    const size = Math.max(1, batchSize);
    for (let from = 0; from < queued.length; from += size) {
      let batch: Awaited<ReturnType<typeof sendBatch<P, H>>>;
      try {
        batch = await sendBatch(outbox, scope, send, queued.slice(from, from + size));
      } catch (err) {
        if (err instanceof OutboxRefused) throw new OutboxRefused(err.cause, err.entries, result);
        throw err;
      }
      if (batch === 'offline') return { ...result, offline: true };
      result.done.push(...batch.done);
      result.held.push(...batch.held);
    }
    return result;
  })();
  const tracked = run.finally(() => {
    if (sending.get(key) === tracked) sending.delete(key);
  });
  sending.set(key, tracked);
  return tracked;
}

/** A flush the server refused (not for being offline): the cause and the entries it removed. */
export class OutboxRefused<P = unknown, H = unknown> extends Error {
  constructor(
    readonly cause: unknown,
    readonly entries: OutboxEntry<P, H>[],
    /** What the batches before the refused one came to (done and held). */
    readonly before: FlushResult<P, H> = { done: [], held: [], offline: false },
  ) {
    super(cause instanceof Error ? cause.message : 'Outbox refused');
    this.name = 'OutboxRefused';
  }
}

export interface UseOutboxOptions<P, H> {
  /** Whose entries (api/scope.ts scopeId); null pauses (no one signed in). */
  scope: string | null;
  send: OutboxSend<P, H>;
  /** After each flush that reached the server. */
  onFlushed?: (result: FlushResult<P, H>) => void;
  /** A flush the server refused. */
  onRefused?: (error: OutboxRefused<P, H>) => void;
  /** The most entries one send carries (what the server takes in one request). */
  batchSize?: number;
  /**
   * Whether the scope's entries may be sent now: by default only while the scope's user is the user
   * of the session this device is signed in with (api/sessionWatch.ts scopeIsTheSessions), so a change is
   * never sent under another user's session (another tab's log-on replaces the cookie of them all).
   */
  maySend?: (scope: string) => boolean;
}

/**
 * A screen's outbox: its entries (queued and held), `enqueue` (keeps the entries, then tries to send
 * them), `flush`, `remove`. It sends what is queued when it mounts (after a reload), when the browser
 * says it is online again (the `online` event) and after every enqueue.
 */
export function useOutbox<P, H>(outbox: Outbox<P, H>, options: UseOutboxOptions<P, H>) {
  const { scope } = options;
  const [entries, setEntries] = useState<OutboxEntry<P, H>[]>([]);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (scope === null) return;
    let live = true;
    const load = () =>
      void outbox.list(scope).then((list) => {
        if (!live) return;
        // in a transition: the screen (its whole list) re-renders in slices, not in one long task
        startTransition(() => {
          // an empty outbox stays the same array: nothing on screen changes with it
          setEntries((shown) => (shown.length === 0 && list.length === 0 ? shown : list));
          setLoaded(true);
        });
      });
    load();
    const off = outbox.subscribe((changed) => {
      if (changed === scope) load();
    });
    return () => {
      live = false;
      off();
    };
  }, [outbox, scope]);

  const flush = useCallback(async () => {
    if (scope === null || !(latest.current.maySend ?? scopeIsTheSessions)(scope)) return null;
    try {
      const result = await flushOutbox(
        outbox,
        scope,
        (e) => latest.current.send(e),
        latest.current.batchSize,
      );
      if (!result.offline) latest.current.onFlushed?.(result);
      return result;
    } catch (err) {
      if (err instanceof OutboxRefused) {
        const refused = err as OutboxRefused<P, H>;
        // the batches before the refused one reached the server: said as any flush is
        if (refused.before.done.length || refused.before.held.length)
          latest.current.onFlushed?.(refused.before);
        latest.current.onRefused?.(refused);
        return null;
      }
      throw err;
    }
  }, [outbox, scope]);

  // after a reload, and whenever the connection comes back
  useEffect(() => {
    if (scope === null) return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush, scope]);

  const enqueue = useCallback(
    async (added: OutboxEntry<P, H>[]) => {
      if (scope === null) return null;
      await outbox.put(scope, added);
      return flush();
    },
    [outbox, scope, flush],
  );

  const remove = useCallback(
    (ids: readonly string[]) => (scope === null ? Promise.resolve() : outbox.remove(scope, ids)),
    [outbox, scope],
  );

  return { entries, loaded, enqueue, flush, remove };
}

/**
 * A new change id, the server's idempotency key: a random (version 4) UUID. From getRandomValues,
 * which browsers also give pages served over plain http (randomUUID needs a secure context).
 */
export function newChangeId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
