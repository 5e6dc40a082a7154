import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import type {
  ItemAvailabilityBulkResult,
  ItemAvailabilityRow,
  ItemAvailabilityUpdateResult,
} from '../../src/domain/itemAvailability';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
});
afterAll(() => s.close());

async function page(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('Item/GetItemAvailability', {
    PageRowCount: 25,
    RequestedPageNum: 1,
    ...body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PagedResult<ItemAvailabilityRow>;
}

async function storeRow(storeId: number, itemId: number) {
  const [row] = await s.db.query<{ is_in_stock: boolean; is_available_online: boolean; version: number }>(
    'select is_in_stock, is_available_online, version from store_items where store_id = $1 and item_master_id = $2',
    [storeId, itemId],
  );
  return row;
}

const change = (row: ItemAvailabilityRow, over: Partial<Record<string, unknown>> = {}) => ({
  ItemMasterId: row.ItemMasterId,
  IsInStock: !row.IsInStock,
  IsAvailableOnline: row.IsAvailableOnline,
  Version: row.Version,
  IdempotencyKey: randomUUID(),
  ...over,
});

describe('2-menu §2, §7: item availability of the session store', () => {
  it('pages the store’s 300+ items by name, searches item and category names', async () => {
    const manager = await s.signedIn('manager');
    const first = await page(manager);
    expect(first.TotalRowCount).toBeGreaterThanOrEqual(300);
    expect(first.ResultSet).toHaveLength(25);
    const names = first.ResultSet.map((r) => r.ItemName.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect(first.ResultSet.some((r) => !r.IsInStock || !r.IsAvailableOnline) || first.TotalRowCount > 0).toBe(
      true,
    );
    const wine = await page(manager, { SearchArg: 'sancerre' });
    expect(wine.ResultSet.map((r) => r.ItemName)).toEqual(['Sancerre Bottle', 'Sancerre Glass']);
    const category = await page(manager, { SearchArg: 'raw bar', PageRowCount: 100 });
    expect(category.ResultSet.every((r) => r.CategoryName === 'RAW BAR')).toBe(true);
    // modifiers are not items of the list
    expect((await page(manager, { SearchArg: 'Medium Rare' })).TotalRowCount).toBe(0);
    const sorted = await page(manager, { SortColumn: 'inStock', SortDirection: 'asc' });
    expect(sorted.ResultSet[0].IsInStock).toBe(false);
  });

  it('refuses enterprise users (§6) and a company view', async () => {
    const owner = await s.signedIn('owner', { store: 2001 });
    const res = await owner.post('Item/GetItemAvailability', {});
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ MessageKey: 'ItemAvailability.NotForEnterprise' });
    const admin = await s.signedIn('admin', { merchant: 1001 });
    expect((await admin.post('Item/GetItemAvailability', {})).status).toBe(403);
  });

  it('applies a change, moves the version on, and answers the row as it is now', async () => {
    const manager = await s.signedIn('manager');
    const [row] = (await page(manager, { SearchArg: 'Lobster Roll' })).ResultSet;
    const res = await manager.post('Item/UpdateItemAvailability', [change(row)]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ApiResult<ItemAvailabilityUpdateResult>;
    expect(body.Entity?.Results[0]).toMatchObject({
      Outcome: 'applied',
      Row: { ItemMasterId: row.ItemMasterId, IsInStock: !row.IsInStock, Version: row.Version + 1 },
    });
    expect(await storeRow(2001, row.ItemMasterId)).toMatchObject({ is_in_stock: !row.IsInStock });
    // the other store of the merchant is untouched
    expect((await storeRow(2002, row.ItemMasterId)).version).toBe(1);
  });

  it('is idempotent: a change sent twice is applied once and answers the same success', async () => {
    const manager = await s.signedIn('manager');
    const [row] = (await page(manager, { SearchArg: 'Crab Cakes' })).ResultSet;
    const sent = change(row);
    const first = await manager.post('Item/UpdateItemAvailability', [sent]);
    const again = await manager.post('Item/UpdateItemAvailability', [sent]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const replay = (await again.json()) as ApiResult<ItemAvailabilityUpdateResult>;
    expect(replay.Entity?.Results[0]).toMatchObject({
      Outcome: 'replayed',
      Row: { Version: row.Version + 1 },
    });
    expect((await storeRow(2001, row.ItemMasterId)).version).toBe(row.Version + 1);
  });

  it('sends the same key twice at once: applied once (concurrency)', async () => {
    const manager = await s.signedIn('manager');
    const [row] = (await page(manager, { SearchArg: 'Cioppino' })).ResultSet;
    const sent = change(row);
    const answers = await Promise.all([
      manager.post('Item/UpdateItemAvailability', [sent]),
      manager.post('Item/UpdateItemAvailability', [sent]),
    ]);
    const outcomes = await Promise.all(
      answers.map(
        async (a) => ((await a.json()) as ApiResult<ItemAvailabilityUpdateResult>).Entity?.Results[0].Outcome,
      ),
    );
    expect(outcomes.sort()).toEqual(['applied', 'replayed']);
    expect((await storeRow(2001, row.ItemMasterId)).version).toBe(row.Version + 1);
  });

  it('two saves of the same row on the same version at once: one applied, the other a conflict', async () => {
    const manager = await s.signedIn('manager');
    const shiftlead = await s.signedIn('shiftlead', { store: 2001 });
    const [row] = (await page(manager, { SearchArg: 'Pork Chop' })).ResultSet;
    const [other] = (await page(manager, { SearchArg: 'Short Rib' })).ResultSet;
    const answers = await Promise.all([
      manager.post('Item/UpdateItemAvailability', [change(row), change(other)]),
      shiftlead.post('Item/UpdateItemAvailability', [change(other), change(row)]),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const outcomes = (
      await Promise.all(
        answers.map(
          async (a) => ((await a.json()) as ApiResult<ItemAvailabilityUpdateResult>).Entity?.Results ?? [],
        ),
      )
    ).flat();
    expect(
      outcomes
        .filter((o) => o.ItemMasterId === row.ItemMasterId)
        .map((o) => o.Outcome)
        .sort(),
    ).toEqual(['applied', 'conflict']);
    expect((await storeRow(2001, row.ItemMasterId)).version).toBe(row.Version + 1);
    expect((await storeRow(2001, other.ItemMasterId)).version).toBe(other.Version + 1);
  });

  it('refuses a change made on an older version as a conflict, leaving the newer row alone', async () => {
    const manager = await s.signedIn('manager');
    const shiftlead = await s.signedIn('shiftlead', { store: 2001 });
    const [row] = (await page(manager, { SearchArg: 'Cheesecake' })).ResultSet;
    expect((await shiftlead.post('Item/UpdateItemAvailability', [change(row)])).status).toBe(200);
    const [other] = (await page(manager, { SearchArg: 'Hush Puppies' })).ResultSet;
    const res = await manager.post('Item/UpdateItemAvailability', [
      change(row, { IsInStock: row.IsInStock, IsAvailableOnline: !row.IsAvailableOnline }),
      change(other),
    ]);
    expect(res.status).toBe(200);
    const results = ((await res.json()) as ApiResult<ItemAvailabilityUpdateResult>).Entity?.Results ?? [];
    expect(results.map((r) => r.Outcome)).toEqual(['conflict', 'applied']);
    expect(results[0].Row).toMatchObject({
      IsInStock: !row.IsInStock,
      IsAvailableOnline: row.IsAvailableOnline,
    });
    expect(await storeRow(2001, row.ItemMasterId)).toMatchObject({
      is_in_stock: !row.IsInStock,
      is_available_online: row.IsAvailableOnline,
      version: row.Version + 1,
    });
  });

  it('§7’s plain availability rows (no Version, no IdempotencyKey) apply as the last write', async () => {
    const manager = await s.signedIn('manager');
    const shiftlead = await s.signedIn('shiftlead', { store: 2001 });
    const [row] = (await page(manager, { SearchArg: 'Bread Pudding' })).ResultSet;
    // a colleague's change moves the row on; the plain row is applied over it all the same
    expect((await shiftlead.post('Item/UpdateItemAvailability', [change(row)])).status).toBe(200);
    const { Version: _version, ...plain } = row;
    const res = await manager.post('Item/UpdateItemAvailability', [
      { ...plain, IsInStock: row.IsInStock, IsAvailableOnline: !row.IsAvailableOnline },
    ]);
    expect(res.status).toBe(200);
    const [result] = ((await res.json()) as ApiResult<ItemAvailabilityUpdateResult>).Entity?.Results ?? [];
    expect(result).toMatchObject({ Outcome: 'applied', IdempotencyKey: null });
    expect(await storeRow(2001, row.ItemMasterId)).toMatchObject({
      is_in_stock: row.IsInStock,
      is_available_online: !row.IsAvailableOnline,
      version: row.Version + 2,
    });
    // sent again, it applies again: without a key nothing tells it is the same change
    await manager.post('Item/UpdateItemAvailability', [{ ...plain, IsInStock: row.IsInStock }]);
    expect((await storeRow(2001, row.ItemMasterId)).version).toBe(row.Version + 3);
  });

  it('refuses an item of another merchant and changes nothing of the list', async () => {
    const manager = await s.signedIn('manager');
    const [own] = (await page(manager, { SearchArg: 'Pork Chop' })).ResultSet;
    const [market] = await s.db.query<{ item_master_id: number }>(
      "select item_master_id from items where merchant_id = 1003 and item_name = 'Pasta 1lb'",
    );
    const res = await manager.post('Item/UpdateItemAvailability', [
      change(own),
      change({ ...own, ItemMasterId: market.item_master_id }),
    ]);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'ItemAvailability.ItemNotInStore',
    });
    expect((await storeRow(2001, own.ItemMasterId)).version).toBe(own.Version);
    expect((await storeRow(2201, market.item_master_id)).version).toBe(1);
  });

  it('answers bad input with a 400 in the contract’s shape, never a 500', async () => {
    const manager = await s.signedIn('manager');
    const [row] = (await page(manager, { SearchArg: 'Pork Chop' })).ResultSet;
    const bad: [unknown, string][] = [
      [{}, 'Validation.Type'],
      [[], 'ItemAvailability.NothingToSave'],
      [[change(row, { IsInStock: 'true' })], 'Validation.Type'],
      [[change(row, { ItemMasterId: 2 ** 40 })], 'Validation.IntegerRange'],
      [[change(row, { IdempotencyKey: 'not-a-uuid' })], 'ItemAvailability.IdempotencyKeyInvalid'],
      [[change(row), change(row)], 'ItemAvailability.DuplicateItem'],
      [[change(row, { Version: -1 })], 'Validation.Number'],
      [['x'], 'Validation.Type'],
    ];
    for (const [body, key] of bad) {
      const res = await manager.post('Item/UpdateItemAvailability', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
    const sort = await manager.post('Item/GetItemAvailability', {
      SortColumn: 'item_name; drop table items',
    });
    expect(sort.status).toBe(400);
    expect((await storeRow(2001, row.ItemMasterId)).version).toBe(row.Version);
  });

  it('enables every item in stock, then every item online, moving only the changed rows on', async () => {
    const manager = await s.signedIn('manager');
    const outBefore = await s.db.query<{ item_master_id: number; version: number }>(
      `select si.item_master_id, si.version from store_items si join items i using (item_master_id)
       where si.store_id = 2001 and not si.is_in_stock and i.item_type <> 'M'`,
    );
    expect(outBefore.length).toBeGreaterThan(0);
    const res = await manager.post('Item/UpdateItemAvailabilityAllInStock', {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as ApiResult<ItemAvailabilityBulkResult>;
    expect(body.Entity?.Changed).toBe(outBefore.length);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from store_items si join items i using (item_master_id)
       where si.store_id = 2001 and not si.is_in_stock and i.item_type <> 'M'`,
    );
    expect(n).toBe(0);
    expect((await storeRow(2001, outBefore[0].item_master_id)).version).toBe(outBefore[0].version + 1);
    // the other store keeps its own
    const [{ m }] = await s.db.query<{ m: number }>(
      'select count(*)::int as m from store_items where store_id = 2002 and not is_in_stock',
    );
    expect(m).toBeGreaterThan(0);
    const online = await manager.post('Item/UpdateItemAvailabilityAllIsOnline', {});
    expect(online.status).toBe(200);
    const [{ k }] = await s.db.query<{ k: number }>(
      `select count(*)::int as k from store_items si join items i using (item_master_id)
       where si.store_id = 2001 and not si.is_available_online and i.item_type <> 'M'`,
    );
    expect(k).toBe(0);
    expect((await manager.post('Item/UpdateItemAvailabilityAllIsOnline', { Extra: 1 })).status).toBe(200);
  });
});
