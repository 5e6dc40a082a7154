import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import type { State } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWERS_PER_TICKET, createPersistentCache, KEPT_TICKETS, MAX_KEPT_ANSWERS } from './persistentCache';

let n = 0;
const freshStore = () => createStore(`backroom-test-${n++}`, 'answers');
const state = (data: unknown, key: unknown = ['P', undefined, 'u|1|2']) => ({ data, _k: key }) as State;

afterEach(() => vi.useRealTimers());

describe('the SWR cache kept in IndexedDB (issue: the portal offline)', () => {
  it('keeps answers with the time they were fetched and reads them back on the next start', async () => {
    const store = freshStore();
    const first = createPersistentCache(store);
    await first.ready;
    first.cache.set('@"Portal/GetPortalData"', state({ storeName: 'Harbor Downtown' }));
    const fetchedAt = first.fetchedAt('@"Portal/GetPortalData"');
    expect(fetchedAt).toBeTypeOf('number');
    await new Promise((r) => setTimeout(r, 300)); // the batched write

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

  it(`keeps the ${KEPT_TICKETS} last-viewed tickets with every tab and the receipt among the other answers`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createPersistentCache(freshStore());
    await cache.ready;
    let clock = 1_000_000;
    const read = (key: string) => {
      vi.setSystemTime(clock++);
      cache.cache.set(key, state(key));
    };
    const others = MAX_KEPT_ANSWERS - KEPT_TICKETS * ANSWERS_PER_TICKET;
    for (let i = 0; i < others; i++) read(`other${i}`);
    for (let t = 0; t < KEPT_TICKETS; t++)
      for (let a = 0; a < ANSWERS_PER_TICKET; a++) read(`ticket${t}/${a}`);
    for (let t = 0; t < KEPT_TICKETS; t++)
      for (let a = 0; a < ANSWERS_PER_TICKET; a++) expect(cache.fetchedAt(`ticket${t}/${a}`)).not.toBeNull();
    read('one more');
    expect(cache.fetchedAt('other0')).toBeNull();
    expect(cache.fetchedAt('ticket0/0')).not.toBeNull();
  });

  it('logout forgets everything, here and on the device', async () => {
    const store = freshStore();
    const cache = createPersistentCache(store);
    await cache.ready;
    cache.cache.set('k', state('figures'));
    await new Promise((r) => setTimeout(r, 600));
    await cache.clear();
    expect(cache.cache.get('k')).toBeUndefined();
    const next = createPersistentCache(store);
    await next.ready;
    expect(next.cache.get('k')).toBeUndefined();
  });
});
