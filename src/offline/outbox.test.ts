import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, keys } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { startDeviceSession } from '../api/sessionWatch';
import { ApiRequestError } from '../api/http';
import { scopeId, setCacheScope } from '../api/scope';
import {
  createOutbox,
  flushOutbox,
  newChangeId,
  type OutboxEntry,
  OutboxRefused,
  type OutboxSend,
  useOutbox,
} from './outbox';

let n = 0;
const freshOutbox = () =>
  createOutbox<{ item: number }, { version: number }>(
    `test-${n}`,
    createStore(`backroom-outbox-test-${n++}`, 'entries'),
  );
const entry = (item: number): OutboxEntry<{ item: number }, { version: number }> => ({
  id: newChangeId(),
  payload: { item },
  queuedAt: 1,
});
const offline = () => new ApiRequestError(0, 'Failed to fetch', 'Http.Offline');

describe('the outbox (issue 7: changes made offline are kept and sent once)', () => {
  it('keeps entries in IndexedDB by scope: another user, merchant or store never sees them', async () => {
    const store = createStore('backroom-outbox-test-shared', 'entries');
    const a = createOutbox<{ item: number }>('availability', store);
    await a.put('manager|1001|2001', [entry(1), entry(2)]);
    // a new outbox over the same database (a reload) finds them
    const again = createOutbox<{ item: number }>('availability', store);
    expect((await again.list('manager|1001|2001')).map((e) => e.payload.item)).toEqual([1, 2]);
    expect(await again.list('shiftlead|1001|2001')).toEqual([]);
    expect(await again.list('manager|1001|2002')).toEqual([]);
    expect(await createOutbox('other', store).list('manager|1001|2001')).toEqual([]);
  });

  it('keeps everything while offline, and removes what the server took once back', async () => {
    const outbox = freshOutbox();
    await outbox.put('s', [entry(1), entry(2)]);
    const down: OutboxSend<{ item: number }, { version: number }> = vi.fn(async () => {
      throw offline();
    });
    expect(await flushOutbox(outbox, 's', down)).toEqual({ done: [], held: [], offline: true });
    expect(await outbox.list('s')).toHaveLength(2);

    const up = vi.fn<OutboxSend<{ item: number }, { version: number }>>(async (entries) =>
      entries.map((e) =>
        e.payload.item === 2 ? { id: e.id, done: false, held: { version: 7 } } : { id: e.id, done: true },
      ),
    );
    const result = await flushOutbox(outbox, 's', up);
    expect(result.done.map((e) => e.payload.item)).toEqual([1]);
    expect(result.held.map((e) => e.held)).toEqual([{ version: 7 }]);
    // the conflict stays, held: it is not sent again
    expect(await outbox.list('s')).toMatchObject([{ payload: { item: 2 }, held: { version: 7 } }]);
    await flushOutbox(outbox, 's', up);
    expect(up).toHaveBeenCalledTimes(1);
  });

  it('sends once when asked twice at the same time', async () => {
    const outbox = freshOutbox();
    await outbox.put('s', [entry(1)]);
    const send = vi.fn<OutboxSend<{ item: number }, { version: number }>>(async (entries) =>
      entries.map((e) => ({ id: e.id, done: true })),
    );
    await Promise.all([flushOutbox(outbox, 's', send), flushOutbox(outbox, 's', send)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.list('s')).toEqual([]);
  });

  it('drops what the server refused for another reason, and says so', async () => {
    const outbox = freshOutbox();
    const queued = entry(1);
    await outbox.put('s', [queued]);
    const refused = flushOutbox(outbox, 's', async () => {
      throw new ApiRequestError(403, 'No', 'ItemAvailability.ItemNotInStore');
    });
    await expect(refused).rejects.toBeInstanceOf(OutboxRefused);
    await expect(refused).rejects.toMatchObject({ entries: [queued] });
    expect(await outbox.list('s')).toEqual([]);
  });

  it('sends a long queue in batches the server takes, oldest first; a batch refused leaves the later ones queued', async () => {
    const outbox = freshOutbox();
    const entries = [1, 2, 3, 4, 5].map(entry);
    await outbox.put('s', entries);
    const sent: number[][] = [];
    const send: OutboxSend<{ item: number }, { version: number }> = async (batch) => {
      sent.push(batch.map((e) => e.payload.item));
      return batch.map((e) => ({ id: e.id, done: true as const }));
    };
    const result = await flushOutbox(outbox, 's', send, 2);
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    expect(result.done).toHaveLength(5);
    expect(await outbox.list('s')).toEqual([]);

    await outbox.put('s', [6, 7, 8].map(entry));
    const refusing: OutboxSend<{ item: number }, { version: number }> = async (batch) => {
      if (batch[0].payload.item === 6) throw new ApiRequestError(400, 'bad', 'X');
      return [];
    };
    await expect(flushOutbox(outbox, 's', refusing, 2)).rejects.toBeInstanceOf(OutboxRefused);
    expect((await outbox.list('s')).map((e) => e.payload.item)).toEqual([8]);
  });

  it('a refusal after a batch the server took says what that batch came to; a batch size below 1 sends one at a time', async () => {
    const outbox = freshOutbox();
    await outbox.put('s', [1, 2, 3].map(entry));
    const send: OutboxSend<{ item: number }, { version: number }> = async (batch) => {
      if (batch[0].payload.item === 3) throw new ApiRequestError(400, 'bad', 'X');
      return batch.map((e) => ({ id: e.id, done: true as const }));
    };
    const refused = await flushOutbox(outbox, 's', send, 2).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OutboxRefused);
    expect((refused as OutboxRefused<{ item: number }>).before.done.map((e) => e.payload.item)).toEqual([
      1, 2,
    ]);

    await outbox.put('s', [4, 5].map(entry));
    const sizes: number[] = [];
    const counting: OutboxSend<{ item: number }, { version: number }> = async (batch) => {
      sizes.push(batch.length);
      return batch.map((e) => ({ id: e.id, done: true as const }));
    };
    await flushOutbox(outbox, 's', counting, 0);
    expect(sizes).toEqual([1, 1]);
  });

  it('keeps what is left queued when the connection drops between batches', async () => {
    const outbox = freshOutbox();
    await outbox.put('s', [1, 2, 3].map(entry));
    let calls = 0;
    const send: OutboxSend<{ item: number }, { version: number }> = async (batch) => {
      if (calls++ > 0) throw offline();
      return batch.map((e) => ({ id: e.id, done: true as const }));
    };
    const result = await flushOutbox(outbox, 's', send, 2);
    expect(result.offline).toBe(true);
    expect(result.done.map((e) => e.payload.item)).toEqual([1, 2]);
    expect((await outbox.list('s')).map((e) => e.payload.item)).toEqual([3]);
  });

  it('useOutbox sends what a reload found, and again when the browser is back online', async () => {
    const outbox = freshOutbox();
    setCacheScope({ user: 'u', merchant: 1, store: 2 });
    startDeviceSession('u');
    const s = scopeId();
    await outbox.put(s, [entry(1)]);
    let reachable = false;
    const send = vi.fn<OutboxSend<{ item: number }, { version: number }>>(async (entries) => {
      if (!reachable) throw offline();
      return entries.map((e) => ({ id: e.id, done: true }));
    });
    const onFlushed = vi.fn();
    const { result } = renderHook(() => useOutbox(outbox, { scope: s, send, onFlushed }));
    await waitFor(() => expect(result.current.entries).toHaveLength(1));
    expect(send).toHaveBeenCalledTimes(1);

    await act(() => result.current.enqueue([entry(2)]));
    expect(result.current.entries).toHaveLength(2);

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(onFlushed).toHaveBeenCalledWith(expect.objectContaining({ offline: false }));
    expect(send.mock.calls.at(-1)?.[0].map((e) => e.payload.item)).toEqual([1, 2]);
  });

  it("sends a user's entries only under that user's session on this device (issue 22 §2)", async () => {
    const outbox = freshOutbox();
    setCacheScope({ user: 'owner', merchant: 1, store: 2 });
    startDeviceSession('owner');
    const ownerScope = scopeId();
    await outbox.put(ownerScope, [entry(1)]);
    // another tab logged on as someone else: the device's session is theirs now
    startDeviceSession('manager');
    const send = vi.fn<OutboxSend<{ item: number }, { version: number }>>(async (entries) =>
      entries.map((e) => ({ id: e.id, done: true })),
    );
    const { result } = renderHook(() => useOutbox(outbox, { scope: ownerScope, send }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(async () => {
      await result.current.flush();
      window.dispatchEvent(new Event('online'));
    });
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.list(ownerScope)).toHaveLength(1);
    // the owner's own session again: sent
    startDeviceSession('owner');
    await act(() => result.current.flush());
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outbox.list(ownerScope)).toEqual([]);
  });

  it('keeps no key for a scope with nothing pending: nothing of that user stays on the device (issue 22 §2)', async () => {
    const store = createStore('backroom-outbox-test-empty', 'entries');
    const outbox = createOutbox<{ item: number }>('availability', store);
    const queued = entry(1);
    await outbox.put('owner|1001|2001', [queued]);
    expect(await keys(store)).toEqual(['availability|owner|1001|2001']);
    await outbox.remove('owner|1001|2001', [queued.id]);
    expect(await keys(store)).toEqual([]);
  });

  it('makes version 4 UUIDs', () => {
    expect(newChangeId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newChangeId()).not.toBe(newChangeId());
  });
});
