import 'fake-indexeddb/auto';
import { createStore, get, type UseStore } from 'idb-keyval';
import type { State } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistentCache, MAX_KEPT_ANSWERS } from './persistentCache';

let n = 0;
const freshStore = () => createStore(`backroom-test-${n++}`, 'answers');
const state = (data: unknown, key: unknown = ['P', undefined, 'u|1|2']) => ({ data, _k: key }) as State;

afterEach(() => vi.useRealTimers());

/** The batched write of an answer has reached IndexedDB. */
const written = (key: string, store: UseStore) =>
  vi.waitFor(async () => expect(await get(key, store)).toBeDefined());

describe('the SWR cache kept in IndexedDB (issue: the portal offline)', () => {
  it('keeps answers with the time they were fetched and reads them back on the next start', async () => {
    const store = freshStore();
    const first = createPersistentCache(store);
    await first.ready;
    first.cache.set('@"Portal/GetPortalData"', state({ storeName: 'Harbor Downtown' }));
    const fetchedAt = first.fetchedAt('@"Portal/GetPortalData"');
    expect(fetchedAt).toBeTypeOf('number');
    await written('@"Portal/GetPortalData"', store); // the batched write

    const next = createPersistentCache(store);
    await next.ready;
    expect(next.cache.get('@"Portal/GetPortalData"')).toMatchObject({
      data: { storeName: 'Harbor Downtown' },
      _k: ['P', undefined, 'u|1|2'],
    });
    expect(next.fetchedAt('@"Portal/GetPortalData"')).toBe(fetchedAt);
  });

  it('keeps no error and no pending read', async () => {
    const store = freshStore();
    const cache = createPersistentCache(store);
    await cache.ready;
    cache.cache.set('a', { isValidating: true } as State);
    cache.cache.set('b', { error: new Error('offline') } as State);
    expect(cache.fetchedAt('a')).toBeNull();
    expect(cache.fetchedAt('b')).toBeNull();
  });

  it(`keeps at most ${MAX_KEPT_ANSWERS} answers, the least recently fetched going first`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createPersistentCache(freshStore());
    await cache.ready;
    for (let i = 0; i <= MAX_KEPT_ANSWERS; i++) {
      vi.setSystemTime(1_000_000 + i);
      cache.cache.set(`k${i}`, state(i));
    }
    expect(cache.fetchedAt('k0')).toBeNull();
    expect(cache.fetchedAt(`k${MAX_KEPT_ANSWERS}`)).not.toBeNull();
  });

  it('keeps reserved answers apart: the last-viewed tickets stay whatever else is read (issue 8)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reserved = { matches: (key: string) => key.startsWith('ticket'), max: 50 * 6 };
    const cache = createPersistentCache(freshStore(), [reserved]);
    await cache.ready;
    let clock = 1_000_000;
    const read = (key: string) => {
      vi.setSystemTime(clock++);
      cache.cache.set(key, state(key));
    };
    for (let t = 0; t <= 50; t++) for (let a = 0; a < 6; a++) read(`ticket${t}/${a}`);
    for (let i = 0; i < 2 * MAX_KEPT_ANSWERS; i++) read(`page${i}`);
    expect(cache.fetchedAt('ticket0/0')).toBeNull();
    for (let t = 1; t <= 50; t++)
      for (let a = 0; a < 6; a++) expect(cache.fetchedAt(`ticket${t}/${a}`)).not.toBeNull();
    expect(cache.fetchedAt(`page${MAX_KEPT_ANSWERS - 1}`)).toBeNull();
    expect(cache.fetchedAt(`page${MAX_KEPT_ANSWERS}`)).not.toBeNull();
  });

  it('logout forgets everything, here and on the device', async () => {
    const store = freshStore();
    const cache = createPersistentCache(store);
    await cache.ready;
    cache.cache.set('k', state('figures'));
    await written('k', store);
    await cache.clear();
    expect(cache.cache.get('k')).toBeUndefined();
    const next = createPersistentCache(store);
    await next.ready;
    expect(next.cache.get('k')).toBeUndefined();
  });
});
