import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../src/domain/changeHistory';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import { type Discount, type DiscountForm, newDiscountForm } from '../../src/domain/discount';
import type { ItemAvailabilityRow } from '../../src/domain/itemAvailability';
import type { TieredPriceList, TieredPriceListMember } from '../../src/domain/loyaltyTierPricing';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { TEST_NOW } from '../../test/testClock';

/** Issue 7 §5: every write of a discount, an availability row and a price-list price is in the history. */
let s: TestServer;
let owner: Agent;
let manager: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await s.signedIn('owner', { store: 2001 });
  manager = await s.signedIn('manager');
});
afterAll(() => s.close());

async function history(agent: Agent, query: string) {
  const res = await agent.get(`ChangeHistory/GetHistory?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PagedResult<ChangeEntry>;
}

const discountHistory = (agent: Agent, id: number) => history(agent, `entityKind=discount&entityId=${id}`);

const historyCount = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from change_history'))[0].n;

let n = 0;
const form = (over: Partial<DiscountForm> = {}): DiscountForm => {
  n += 1;
  return { ...newDiscountForm(), Name: `HIST ${n}`, Description: 'Recorded', DiscountAmount: 10, ...over };
};

async function createDiscount(agent: Agent, over: Partial<DiscountForm> = {}) {
  const res = await agent.post('Discount/CreateDiscount', form(over));
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as ApiResult<Discount>).Entity as Discount;
}

const formOf = (d: Discount): DiscountForm => ({
  ...newDiscountForm(),
  Id: d.Id,
  Name: d.Name,
  Description: d.Description,
  DiscountType: d.DiscountType,
  DiscountAmount: d.DiscountAmount,
  MinimumDiscountAmount: d.MinimumDiscountAmount,
  AppliesTo: d.AppliesTo,
  PosActive: d.PosActive,
  AssignedStores: d.AssignedStores,
  ConcurrencyChecksum: d.ConcurrencyChecksum,
});

describe('issue 7 §5: discounts are recorded on create, update and delete', () => {
  it('records a create with who, when and the new state', async () => {
    const d = await createDiscount(owner, { Description: 'Made here' });
    const page = await discountHistory(owner, d.Id);
    expect(page.TotalRowCount).toBe(1);
    const [entry] = page.ResultSet;
    expect(entry).toMatchObject({
      EntityKind: 'discount',
      EntityId: String(d.Id),
      EntityLabel: d.Name,
      Action: 'create',
      UserName: 'Olivia Owner',
      StoreId: null,
      Before: null,
      After: { Name: d.Name, Description: 'Made here', DiscountType: 'P', DiscountAmount: 10 },
    });
    expect(entry.ChangedAt).toBe(s.clock.now().toISOString());
    expect((entry.After as Record<string, unknown>).Stores).toContain('Harbor Downtown');
  });

  it('records an update with only the fields that changed, before and after, newest first', async () => {
    const d = await createDiscount(owner);
    s.clock.advance(60_000);
    const res = await manager.post('Discount/UpdateDiscount', {
      ...formOf(d),
      Description: 'Changed by the manager',
      DiscountAmount: 12.5,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const page = await discountHistory(owner, d.Id);
    expect(page.ResultSet.map((e) => e.Action)).toEqual(['update', 'create']);
    expect(page.ResultSet[0]).toMatchObject({
      UserName: 'Marco Manager',
      Before: { Description: 'Recorded', DiscountAmount: 10 },
      After: { Description: 'Changed by the manager', DiscountAmount: 12.5 },
    });
    expect(Object.keys(page.ResultSet[0].After ?? {}).sort()).toEqual(['Description', 'DiscountAmount']);
  });

  it('records nothing for a save that changes nothing, a stale checksum or a refused body', async () => {
    const d = await createDiscount(owner);
    const before = await historyCount();
    const same = await owner.post('Discount/UpdateDiscount', formOf(d));
    expect(same.status).toBe(200);
    const stale = await owner.post('Discount/UpdateDiscount', { ...formOf(d), Description: 'Stale' });
    expect(stale.status).toBe(409);
    const bad = await owner.post('Discount/UpdateDiscount', { ...formOf(d), DiscountAmount: 1000 });
    expect(bad.status).toBe(400);
    const refused = await owner.post('Discount/CreateDiscount', form({ Name: '' }));
    expect(refused.status).toBe(400);
    expect(await historyCount()).toBe(before);
  });

  it('records a delete with the last state; the label names the deleted discount', async () => {
    const d = await createDiscount(owner, { Description: 'Short lived' });
    const res = await owner.post('Discount/DeleteDiscount', {
      Id: d.Id,
      ConcurrencyChecksum: d.ConcurrencyChecksum,
    });
    expect(res.status).toBe(200);
    const [entry] = (await discountHistory(owner, d.Id)).ResultSet;
    expect(entry).toMatchObject({
      Action: 'delete',
      EntityLabel: d.Name,
      After: null,
      Before: { Description: 'Short lived' },
    });
  });

  it('shows another merchant nothing of it, and refuses a kind the caller’s screens do not serve', async () => {
    const d = await createDiscount(owner);
    const bank = await s.signedIn('bankowner', { store: 2101 });
    const other = await discountHistory(bank, d.Id);
    expect(other).toMatchObject({ TotalRowCount: 0, ResultSet: [] });
    // Corner Market is not of loyalty tier pricing's store type
    const market = await s.signedIn('marketowner', { store: 2201 });
    const res = await market.get('ChangeHistory/GetHistory?entityKind=priceListPrice');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Access.NotAvailable' });
    expect((await s.agent().get('ChangeHistory/GetHistory?entityKind=discount')).status).toBe(401);
  });

  it('pages newest first', async () => {
    const d = await createDiscount(owner);
    let current = d;
    for (const text of ['One', 'Two', 'Three']) {
      s.clock.advance(1000);
      const res = await owner.post('Discount/UpdateDiscount', { ...formOf(current), Description: text });
      current = ((await res.json()) as ApiResult<Discount>).Entity as Discount;
    }
    const first = await history(owner, `entityKind=discount&entityId=${d.Id}&pageSize=2`);
    const second = await history(owner, `entityKind=discount&entityId=${d.Id}&pageSize=2&pageNumber=2`);
    expect(first.TotalRowCount).toBe(4);
    expect(first.ResultSet.map((e) => e.After?.Description)).toEqual(['Three', 'Two']);
    expect(second.ResultSet.map((e) => [e.Action, e.After?.Description])).toEqual([
      ['update', 'One'],
      ['create', 'Recorded'],
    ]);
  });

  it('answers bad queries with a 400 in the contract’s shape', async () => {
    for (const [query, key] of [
      ['entityKind=ticket', 'ChangeHistory.KindInvalid'],
      ['', 'ChangeHistory.KindInvalid'],
      ['entityKind=discount&entityId=1%3B%20drop', 'ChangeHistory.EntityIdInvalid'],
      ['entityKind=discount&pageSize=51', 'Validation.Number'],
      ['entityKind=discount&pageNumber=0', 'Validation.Number'],
      ['entityKind=discount&pageNumber=1x', 'Validation.Type'],
    ]) {
      const res = await owner.get(`ChangeHistory/GetHistory?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
  });
});

async function availabilityRow(agent: Agent, name: string) {
  const res = await agent.post('Item/GetItemAvailability', { SearchArg: name, PageRowCount: 5 });
  const page = (await res.json()) as PagedResult<ItemAvailabilityRow>;
  const row = page.ResultSet.find((r) => r.ItemName === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

describe('issue 7 §5: item availability is recorded per row that changed', () => {
  it('records a change of a row once, however often its key is sent; a conflict records nothing', async () => {
    const row = await availabilityRow(manager, 'Lobster Roll');
    const sent = {
      ItemMasterId: row.ItemMasterId,
      IsInStock: !row.IsInStock,
      IsAvailableOnline: row.IsAvailableOnline,
      Version: row.Version,
      IdempotencyKey: randomUUID(),
    };
    const query = `entityKind=itemAvailability&entityId=${row.ItemMasterId}`;
    const before = (await history(manager, query)).TotalRowCount;
    expect((await manager.post('Item/UpdateItemAvailability', [sent])).status).toBe(200);
    expect((await manager.post('Item/UpdateItemAvailability', [sent])).status).toBe(200);
    // made on the old version: a conflict
    const conflict = await manager.post('Item/UpdateItemAvailability', [
      { ...sent, IdempotencyKey: randomUUID() },
    ]);
    expect(
      ((await conflict.json()) as ApiResult<{ Results: { Outcome: string }[] }>).Entity?.Results[0].Outcome,
    ).toBe('conflict');
    const page = await history(manager, query);
    expect(page.TotalRowCount).toBe(before + 1);
    expect(page.ResultSet[0]).toMatchObject({
      Action: 'update',
      EntityLabel: 'Lobster Roll',
      StoreId: 2001,
      StoreName: 'Harbor Downtown',
      UserName: 'Marco Manager',
      Before: { IsInStock: row.IsInStock },
      After: { IsInStock: !row.IsInStock },
    });
  });

  it('records nothing for a change that sets what the row already has', async () => {
    const row = await availabilityRow(manager, 'Crab Cakes');
    const before = await historyCount();
    const res = await manager.post('Item/UpdateItemAvailability', [
      {
        ItemMasterId: row.ItemMasterId,
        IsInStock: row.IsInStock,
        IsAvailableOnline: row.IsAvailableOnline,
        Version: row.Version,
        IdempotencyKey: randomUUID(),
      },
    ]);
    expect(res.status).toBe(200);
    expect(await historyCount()).toBe(before);
  });

  it('enable all records one entry per row it changed, in the store; other stores do not see them', async () => {
    const shiftlead = await s.signedIn('shiftlead', { store: 2002 });
    const query = 'entityKind=itemAvailability&pageSize=50';
    const before = (await history(shiftlead, query)).TotalRowCount;
    const res = await shiftlead.post('Item/UpdateItemAvailabilityAllIsOnline', {});
    const changed = ((await res.json()) as ApiResult<{ Changed: number }>).Entity?.Changed ?? 0;
    expect(changed).toBeGreaterThan(0);
    const page = await history(shiftlead, query);
    expect(page.TotalRowCount).toBe(before + changed);
    expect(page.ResultSet.slice(0, changed).every((e) => e.StoreId === 2002)).toBe(true);
    expect(page.ResultSet[0]).toMatchObject({
      UserName: 'Sasha Shiftlead',
      Before: { IsAvailableOnline: false },
      After: { IsAvailableOnline: true },
    });
    // again: nothing left to change, nothing recorded
    await shiftlead.post('Item/UpdateItemAvailabilityAllIsOnline', {});
    expect((await history(shiftlead, query)).TotalRowCount).toBe(before + changed);
    // a store user of Harbor Downtown sees Downtown's entries only
    const downtown = await history(manager, query);
    expect(downtown.ResultSet.every((e) => e.StoreId === 2001)).toBe(true);
    // the owner in a company view sees both stores'
    const company = await s.signedIn('owner');
    const all = await history(company, 'entityKind=itemAvailability&pageSize=50');
    expect(new Set(all.ResultSet.map((e) => e.StoreId))).toEqual(new Set([2001, 2002]));
  });
});

describe('issue 7 §5: price-list prices are recorded per member whose price changed', () => {
  it('records a first price (create), a new price (update), a removed one (delete), not an unchanged one', async () => {
    const list = (
      (await (await owner.get('TieredPriceList/GetTieredPriceList')).json()) as ApiResult<TieredPriceList>
    ).Entity as TieredPriceList;
    const memberNamed = async (name: string) => {
      const res = await owner.get(
        `TieredPriceList/GetMembers?pageSize=100&itemNameFilter=${encodeURIComponent(name)}`,
      );
      const found = ((await res.json()) as PagedResult<TieredPriceListMember>).ResultSet.find(
        (m) => m.Name === name,
      );
      if (!found) throw new Error(`no member ${name}`);
      return found;
    };
    const bisque = await memberNamed('Lobster Bisque');
    const lobster = await memberNamed('Lobster Roll');
    const member = (m: TieredPriceListMember, price: number | null) => ({
      MemberType: m.MemberType,
      ItemMasterId: m.ItemMasterId,
      ItemVariationId: m.ItemVariationId,
      PriceListPrice: price,
    });
    const save = async (checksum: number, prices: ReturnType<typeof member>[]) => {
      const res = await owner.request('PUT', 'TieredPriceList/UpdateTieredPriceList', {
        body: {
          Name: list.Name,
          TieredPriceListId: list.TieredPriceListId,
          ConcurrencyChecksum: checksum,
          Members: prices,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as ApiResult<TieredPriceList>).Entity?.ConcurrencyChecksum as number;
    };
    const entries = async (m: TieredPriceListMember) =>
      (await history(owner, `entityKind=priceListPrice&entityId=${m.id}`)).ResultSet;
    const lobsterBefore = (await entries(lobster)).length;

    let checksum = await save(list.ConcurrencyChecksum, [
      member(bisque, 9.5),
      member(lobster, lobster.PriceListPrice),
    ]);
    checksum = await save(checksum, [member(bisque, 8.25)]);
    await save(checksum, [member(bisque, null)]);
    const stale = await owner.request('PUT', 'TieredPriceList/UpdateTieredPriceList', {
      body: {
        Name: list.Name,
        TieredPriceListId: list.TieredPriceListId,
        ConcurrencyChecksum: checksum,
        Members: [member(bisque, 1)],
      },
    });
    expect(stale.status).toBe(409);

    expect((await entries(bisque)).map((e) => [e.Action, e.Before, e.After])).toEqual([
      ['delete', { Price: 8.25 }, null],
      ['update', { Price: 9.5 }, { Price: 8.25 }],
      ['create', null, { Price: 9.5 }],
    ]);
    expect((await entries(bisque))[0]).toMatchObject({ EntityLabel: bisque.Name, UserName: 'Olivia Owner' });
    expect((await entries(lobster)).length).toBe(lobsterBefore);
  });
});

describe('demo data: a short history at Harbor Bistro Group', () => {
  it('has discounts, availability and loyalty prices changed by different people', async () => {
    const rows = await s.db.query<{ entity_kind: string; users: number }>(
      `select entity_kind, count(distinct user_name)::int as users from change_history
       where merchant_id = 1001 and changed_at < $1 group by entity_kind order by entity_kind`,
      [TEST_NOW],
    );
    expect(rows.map((r) => r.entity_kind)).toEqual(['discount', 'itemAvailability', 'priceListPrice']);
    expect(rows.find((r) => r.entity_kind === 'discount')?.users).toBeGreaterThanOrEqual(3);
  });
});
