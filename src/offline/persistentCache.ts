import { entries, setMany, delMany, type UseStore } from 'idb-keyval';
import type { Cache, State } from 'swr';
import { answersStore, forgetKeptAnswers } from './forget';

/** What is kept of an answer: its data, its key (for mutate filters) and when it was fetched. */
interface Kept {
  data: unknown;
  key: unknown;
  fetchedAt: number;
}

/** How many answers are kept at most (the least recently fetched go first), besides the reserved ones. */
export const MAX_KEPT_ANSWERS = 300;

/**
 * Room kept for one kind of answer, apart from the others: `max` answers whose cache key `matches`,
 * evicted among themselves (the last-viewed tickets: a burst of list pages does not push them out).
 */
export interface KeptReserve {
  matches: (key: string) => boolean;
  max: number;
}

/** Writes to IndexedDB wait this long, to gather a burst of answers into one transaction. */
const WRITE_DELAY_MS = 50;

export interface PersistentCache {
  /** The SWR cache provider's map. */
  cache: Cache;
  /** Resolves once the answers kept on this device are in the map. */
  ready: Promise<void>;
  /** When the answer of a cache key was fetched (ms since epoch), if known. */
  fetchedAt: (key: string) => number | null;
  /**
   * Forgets every answer in this tab and, unless `device` is false (the session ended in another tab,
   * which cleared the device), on the device with the worker's runtime caches.
   */
  clear: (options?: { device?: boolean }) => Promise<void>;
  /** Subscribes to changes of the fetched times. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * The SWR cache provider persisted in IndexedDB (idb-keyval): every answer is kept with the time it
 * was fetched, at most MAX_KEPT_ANSWERS of them besides the reserved kinds (`reserves`); keys carry the user, merchant and store
 * (api/read.ts), so what one user or store saw is never shown for another. Offline, a reload reads
 * them back before the portal renders. Nothing of a failed or pending read is kept.
 */
export function createPersistentCache(
  store: UseStore | null = answersStore(),
  reserves: readonly KeptReserve[] = [],
): PersistentCache {
  const map = new Map<string, State>();
  const times = new Map<string, number>();
  const pending = new Map<string, Kept | null>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Set once the answers were forgotten: a read-back still under way adds nothing after it. */
  let forgotten = false;

  const flush = async () => {
    timer = null;
    if (!store || pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    const puts = batch.filter((e): e is [string, Kept] => e[1] !== null);
    const dels = batch.filter(([, v]) => v === null).map(([k]) => k);
    try {
      if (puts.length) await setMany(puts, store);
      if (dels.length) await delMany(dels, store);
    } catch {
      // storage full or unavailable: the portal works on, without the offline copy
    }
  };
  const schedule = () => {
    if (!timer) timer = setTimeout(() => void flush(), WRITE_DELAY_MS);
  };
  // a page that goes away (a reload, a closed tab) writes what it has at once
  if (typeof window !== 'undefined')
    window.addEventListener('pagehide', () => {
      if (timer) clearTimeout(timer);
      void flush();
    });
  const emit = () => {
    for (const l of listeners) l();
  };

  const budgets: KeptReserve[] = [
    ...reserves,
    { matches: (key) => !reserves.some((r) => r.matches(key)), max: MAX_KEPT_ANSWERS },
  ];
  const evict = (key: string) => {
    const budget = budgets.find((b) => b.matches(key));
    if (!budget) return;
    const kept = [...times].filter(([k]) => budget.matches(k));
    if (kept.length <= budget.max) return;
    for (const [k] of kept.sort((a, b) => a[1] - b[1]).slice(0, kept.length - budget.max)) {
      times.delete(k);
      pending.set(k, null);
    }
  };

  const cache: Cache = {
    get: (key) => map.get(key),
    set: (key, value) => {
      const previous = map.get(key);
      map.set(key, value);
      const data = value?.data;
      if (data !== undefined && data !== previous?.data && !value.error) {
        const now = Date.now();
        times.set(key, now);
        pending.set(key, { data, key: (value as State & { _k?: unknown })._k, fetchedAt: now });
        evict(key);
        schedule();
        emit();
      }
    },
    delete: (key) => {
      map.delete(key);
      if (times.delete(key)) {
        pending.set(key, null);
        schedule();
      }
    },
    keys: () => map.keys(),
  };

  const ready = (async () => {
    if (!store) return;
    try {
      const found = await entries<string, Kept>(store);
      if (forgotten) return;
      for (const [key, kept] of found) {
        if (map.has(key)) continue;
        map.set(key, { data: kept.data, _k: kept.key } as State);
        times.set(key, kept.fetchedAt);
      }
    } catch {
      // no IndexedDB (private mode, tests without it): start empty
    }
  })();

  return {
    cache,
    ready,
    fetchedAt: (key) => times.get(key) ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: async ({ device = true } = {}) => {
      forgotten = true;
      map.clear();
      times.clear();
      pending.clear();
      if (timer) clearTimeout(timer);
      timer = null;
      emit();
      if (device) await forgetKeptAnswers(store);
    },
  };
}
