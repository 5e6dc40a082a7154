import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../i18n/en-US.json';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import {
  type Discount,
  type DiscountForm,
  type DiscountMetadata,
  type DiscountRow,
  newDiscountForm,
} from '../../src/domain/discount';
import type { StoreListRow } from '../../src/domain/accountContract';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

const text: Record<string, string> = messages;
let s: TestServer;
let owner: Agent;
let manager: Agent;
let shiftlead: Agent;
let bank: Agent;
let market: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  manager = await sessionOf(s, { as: 'manager', store: 2001 });
  shiftlead = await sessionOf(s, { as: 'shiftlead', store: 2002 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
  market = await sessionOf(s, { as: 'marketowner', store: 2201 });
});
afterAll(() => s.close());

let n = 0;
/** A valid form with a name of its own (at most 15 characters). */
const form = (over: Partial<DiscountForm> = {}): DiscountForm => {
  n += 1;
  return {
    ...newDiscountForm(),
    Name: `TEST ${n}`,
    Description: 'A test discount',
    DiscountAmount: 10,
    ...over,
  };
};

async function call<T = unknown>(agent: Agent, path: string, body: unknown) {
  const res = await agent.post(`Discount/${path}`, body);
  return { status: res.status, body: (await res.json()) as ApiResult<T> & { AutoCashProblems?: unknown } };
}

async function create(agent: Agent, over: Partial<DiscountForm> = {}) {
  const res = await call<Discount>(agent, 'CreateDiscount', form(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.IsSuccessful).toBe(true);
  return res.body.Entity as Discount;
}

const countOf = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from discounts'))[0].n;

async function list(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('Discount/GetActiveDiscounts', body);
  expect(res.status).toBe(200);
  return (await res.json()) as PagedResult<DiscountRow>;
}

describe('Discount/GetActiveDiscounts', () => {
  it('pages the merchant’s live discounts, ascending by name, 25 rows by default', async () => {
    const page = await list(owner);
    expect(page.TotalRowCount).toBeGreaterThanOrEqual(10);
    const names = page.ResultSet.map((r) => r.Name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.ResultSet.length).toBeLessThanOrEqual(25);
    expect(names).toContain('HAPPY HOUR');
    expect(names).not.toContain('WEEKLY DEAL');
  });

  it('sorts the amount numerically, searches name and description, refuses an unknown sort', async () => {
    const byAmount = await list(owner, { SortColumn: 'amount', SortDirection: 'asc', PageRowCount: 100 });
    const amounts = byAmount.ResultSet.map((r) => r.DiscountAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const found = await list(owner, { SearchArg: 'seniors' });
    expect(found.ResultSet.map((r) => r.Name)).toEqual(['SENIOR 10']);
    const bad = await owner.post('Discount/GetActiveDiscounts', { SortColumn: 'name; drop table discounts' });
    expect(bad.status).toBe(400);
  });

  it('sorts the type by the name the list shows, not its code (issue 22 §3)', async () => {
    const byType = await list(owner, { SortColumn: 'type', SortDirection: 'asc', PageRowCount: 100 });
    const shown = byType.ResultSet.map((r) => text[`Discount.Type.${r.DiscountType}`]);
    expect(new Set(shown).size).toBeGreaterThan(2);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
  });

  it('Active: available in the session’s store (STAFF MEAL only at Harbor Downtown, KIDS MEAL off at Uptown)', async () => {
    const atUptown = await list(shiftlead, { PageRowCount: 100 });
    const row = (name: string) => atUptown.ResultSet.find((r) => r.Name === name);
    expect(row('STAFF MEAL')?.IsAvailable).toBe(false);
    expect(row('KIDS MEAL')?.IsAvailable).toBe(false);
    expect(row('SENIOR 10')?.IsAvailable).toBe(true);
  });
});

describe('Discount/GetMetadata and the store list', () => {
  it('answers the types, applies-to codes, the stores’ gateways, surcharge stores and cash discounts', async () => {
    const res = await call<DiscountMetadata>(owner, 'GetMetadata', {});
    const meta = res.body.Entity as DiscountMetadata;
    expect(meta.DiscountTypes.map((t) => t.Id)).toEqual(['I', 'A', 'P', 'B', 'Q']);
    expect(meta.ApplyToTypes.map((t) => t.Id)).toEqual(['H', 'L']);
    expect(meta.CCSurchargeStores).toEqual([2006]);
    expect(meta.StoresCreditGateways).toContainEqual({ StoreId: 2005, CreditGateway: 4 });
    expect(meta.ExistingStoreCashDiscounts.map((e) => e.StoreId)).toEqual([2001]);
    expect(meta).toMatchObject({ IsEnterpriseUser: true, UserStoreCount: 5, StoreId: 2001 });
    const forManager = (await call<DiscountMetadata>(manager, 'GetMetadata', {})).body.Entity;
    expect(forManager).toMatchObject({ IsEnterpriseUser: false, UserStoreCount: 1 });
  });

  it('Store/GetStoresForDiscounts: the merchant’s stores without deleted ones, up to 10000 rows', async () => {
    const res = await owner.post('Store/GetStoresForDiscounts', { PageRowCount: 10000, RequestedPageNum: 1 });
    expect(res.status).toBe(200);
    const page = (await res.json()) as PagedResult<StoreListRow>;
    expect(page.ResultSet.map((r) => r.StoreName)).not.toContain('Harbor Airport');
    expect(page.ResultSet.map((r) => r.StoreName)).toContain('Harbor Pier');
    const searched = (await (
      await owner.post('Store/GetStoresForDiscounts', { SearchArg: 'pier' })
    ).json()) as PagedResult<StoreListRow>;
    expect(searched.ResultSet.map((r) => r.StoreId)).toEqual([2006]);
    expect((await owner.post('Store/GetStoresForDiscounts', { PageRowCount: 10001 })).status).toBe(400);
    const mine = (await (
      await shiftlead.post('Store/GetStoresForDiscounts', {})
    ).json()) as PagedResult<StoreListRow>;
    expect(mine.ResultSet.map((r) => r.StoreId).sort()).toEqual([2001, 2002]);
  });
});

describe('Discount/CreateDiscount and GetDiscount', () => {
  it('an enterprise user creates a discount for some stores; it reads back with them', async () => {
    const created = await create(owner, {
      AssignedStores: [2002, 2006],
      DiscountType: 'A',
      DiscountAmount: 7.5,
    });
    expect(created).toMatchObject({ DiscountType: 'A', DiscountAmount: 7.5 });
    expect(created.AssignedStores.sort()).toEqual([2002, 2006]);
    const read = await call<Discount>(owner, 'GetDiscount', { Id: created.Id });
    expect(read.body.Entity?.DiscountStores.map((d) => d.StoreName)).toEqual([
      'Harbor Pier',
      'Harbor Uptown',
    ]);
    expect(read.body.Entity?.IsAvailable).toBe(false);
    const all = await create(owner, { AssignedStores: [0] });
    expect(all.AssignedStores).toEqual([0]);
    expect(all.IsAvailable).toBe(true);
  });

  it('a single-store user creates it in the store, POS active as chosen', async () => {
    const created = await create(manager, { PosActive: false, AssignedStores: [] });
    expect(created.DiscountStores).toEqual([
      { StoreId: 2001, StoreName: 'Harbor Downtown', PosActive: false },
    ]);
  });

  it('set-item-price is saved with AppliesTo L and minimum 0; auto cash maps the type and forces H', async () => {
    const item = await create(owner, {
      DiscountType: 'I',
      DiscountAmount: 4,
      AppliesTo: 'H',
      MinimumDiscountAmount: 20,
    });
    expect(item).toMatchObject({ AppliesTo: 'L', MinimumDiscountAmount: 0 });
    const cash = await create(owner, {
      DiscountType: 'Q',
      DiscountAmount: 2,
      AppliesTo: 'L',
      IsAutoCashDiscount: true,
      AssignedStores: [2002],
    });
    expect(cash).toMatchObject({ DiscountType: 'P', AppliesTo: 'H', IsAutoCashDiscount: true });
  });

  it.each([
    ['an over-long name', { Name: 'X'.repeat(16) }, 'Discount.TextFieldError'],
    ['a blank name', { Name: '   ' }, 'Discount.TextFieldError'],
    ['a leading space', { Description: ' x' }, 'Discount.TextFieldError'],
    ['a name with a direction override', { Name: 'HAPPY\u202EHOUR' }, 'Validation.InvisibleCharacters'],
    ['a name with a zero-width space', { Name: 'HAPPY\u200BHOUR' }, 'Validation.InvisibleCharacters'],
    ['a percent over 100', { DiscountType: 'P', DiscountAmount: 101 }, 'Discount.PercentageRangeError'],
    ['an amount of 0', { DiscountType: 'A', DiscountAmount: 0 }, 'Discount.AmountRangeError'],
    ['an amount over the cap', { DiscountType: 'A', DiscountAmount: 1_000_000 }, 'Discount.AmountRangeError'],
    [
      'an item price over the cap',
      { DiscountType: 'I', DiscountAmount: 1_000_000 },
      'Discount.ItemPriceRangeError',
    ],
    [
      'a barcode range out of order',
      { BarcodeRangeStart: '200', BarcodeRangeEnd: '100' },
      'Discount.BarCodeOrderError',
    ],
    [
      'barcodes of different lengths',
      { BarcodeRangeStart: '10', BarcodeRangeEnd: '100' },
      'Discount.BarCodeLenError',
    ],
    ['a barcode with a dash', { BarcodeRangeStart: '1-0', BarcodeRangeEnd: '' }, 'Discount.BarCodeCharError'],
    ['an unknown type', { DiscountType: 'Z' }, 'Discount.TypeRequired'],
    ['an amount as text', { DiscountAmount: '10' }, 'Validation.Type'],
    ['a flag as text', { EmailOfferOnly: 'yes' }, 'Validation.Type'],
    ['stores as text', { AssignedStores: '2001' }, 'Validation.Type'],
    ['another merchant’s store', { AssignedStores: [2101] }, 'Discount.StoresInvalid'],
    ['no store', { AssignedStores: [] }, 'Discount.StoresRequired'],
  ])('%s is a 400 with its key, nothing created', async (_name, over, key) => {
    const before = await countOf();
    const res = await call(owner, 'CreateDiscount', { ...form(), ...over });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
    expect(await countOf()).toBe(before);
  });

  it('a name another live discount has, whatever its case, is a 400 on the Name; a deleted one frees it', async () => {
    const first = await create(owner, { Name: 'Early Bird' });
    const before = await countOf();
    for (const name of ['EARLY BIRD', 'early bird ']) {
      const res = await call(owner, 'CreateDiscount', form({ Name: name }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        IsSuccessful: false,
        MessageKey: 'Discount.NameTaken',
        Field: 'Name',
      });
    }
    expect(await countOf()).toBe(before);
    // another merchant may use it
    await create(bank, { Name: 'EARLY BIRD' });
    const removed = await call(owner, 'DeleteDiscount', {
      Id: first.Id,
      ConcurrencyChecksum: first.ConcurrencyChecksum,
    });
    expect(removed.status).toBe(200);
    await create(owner, { Name: 'EARLY BIRD' });
  });

  it('a body that is not an object, or malformed JSON, is a 400 too', async () => {
    expect((await owner.post('Discount/CreateDiscount', [1, 2])).status).toBe(400);
    const raw = await owner.request('POST', 'Discount/CreateDiscount', {
      raw: '{"Name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });
});

describe('the auto-apply cash discount: pre-save checks, one per store (enforced by the server)', () => {
  it.each([
    [2001, 'Discount.AutoApplyCashDiscountExistsErr'],
    [2006, 'Discount.AutoApplyCashDiscountCCSurchargeEnabledErr'],
    [2005, 'Discount.AutoApplyCashDiscountNonConnectedPaymentsGateway'],
  ])('store %i: %s, nothing created', async (store, key) => {
    const before = await countOf();
    const res = await call(
      owner,
      'CreateDiscount',
      form({ IsAutoCashDiscount: true, AssignedStores: [store] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.MessageKey).toBe(key);
    expect(res.body.AutoCashProblems).toEqual([{ StoreId: store, Key: key }]);
    expect(await countOf()).toBe(before);
  });

  it('a store user at a store that has one is refused too; a second one for the same store is refused', async () => {
    const res = await call(manager, 'CreateDiscount', form({ IsAutoCashDiscount: true }));
    expect(res.body.MessageKey).toBe('Discount.AutoApplyCashDiscountExistsErr');
    const first = await create(owner, { IsAutoCashDiscount: true, AssignedStores: [2004] });
    const second = await call(
      owner,
      'CreateDiscount',
      form({ IsAutoCashDiscount: true, AssignedStores: [2004] }),
    );
    expect(second.body.MessageKey).toBe('Discount.AutoApplyCashDiscountExistsErr');
    // the discount itself may be saved again
    const again = await call(owner, 'UpdateDiscount', { ...first, Name: first.Name, AssignedStores: [2004] });
    expect(again.status).toBe(200);
  });

  it('Corner Market is not on connected payments', async () => {
    const res = await call(market, 'CreateDiscount', form({ IsAutoCashDiscount: true }));
    expect(res.body.MessageKey).toBe('Discount.AutoApplyCashDiscountNonConnectedPaymentsGateway');
  });
});

describe('Discount/UpdateDiscount', () => {
  it('saves the changes and moves the checksum on; the name stays (editable only when new)', async () => {
    const d = await create(owner, { AssignedStores: [2001, 2002] });
    const res = await call<Discount>(owner, 'UpdateDiscount', {
      ...d,
      Name: 'RENAMED',
      Description: 'Changed description',
      DiscountAmount: 12.5,
    });
    expect(res.status).toBe(200);
    expect(res.body.Entity).toMatchObject({
      Name: d.Name,
      Description: 'Changed description',
      DiscountAmount: 12.5,
    });
    expect(res.body.Entity?.ConcurrencyChecksum).toBe(d.ConcurrencyChecksum + 1);
  });

  it('a stale checksum is a 409 and the other person’s change is kept', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    const first = await call<Discount>(owner, 'UpdateDiscount', { ...d, Description: 'First change' });
    expect(first.status).toBe(200);
    const stale = await call(owner, 'UpdateDiscount', { ...d, Description: 'Second change' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Discount.StaleChecksum' });
    const read = await call<Discount>(owner, 'GetDiscount', { Id: d.Id });
    expect(read.body.Entity?.Description).toBe('First change');
  });

  it('an existing promoted discount keeps its amount', async () => {
    const d = await create(owner, { DiscountType: 'Q', DiscountAmount: 15, AssignedStores: [2001] });
    const res = await call<Discount>(owner, 'UpdateDiscount', { ...d, DiscountAmount: 50 });
    expect(res.body.Entity?.DiscountAmount).toBe(15);
  });

  it('a multi-store user who is not enterprise-level changes only POS active in the store', async () => {
    const d = await create(owner, { AssignedStores: [2001, 2002] });
    const res = await call<Discount>(shiftlead, 'UpdateDiscount', {
      ...d,
      Description: 'Not allowed',
      DiscountAmount: 99,
      PosActive: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.Entity).toMatchObject({
      Description: d.Description,
      DiscountAmount: d.DiscountAmount,
      PosActive: false,
    });
    expect(res.body.Entity?.DiscountStores).toContainEqual({
      StoreId: 2001,
      StoreName: 'Harbor Downtown',
      PosActive: true,
    });
  });

  it('bad input is a 400, nothing changed', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    const res = await call(owner, 'UpdateDiscount', { ...d, DiscountAmount: -5 });
    expect(res.status).toBe(400);
    const read = await call<Discount>(owner, 'GetDiscount', { Id: d.Id });
    expect(read.body.Entity?.ConcurrencyChecksum).toBe(d.ConcurrencyChecksum);
  });
});

describe('Discount/DeleteDiscount', () => {
  it('soft-deletes: gone from the list and the detail, still in the table', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    const stale = await call(owner, 'DeleteDiscount', { Id: d.Id, ConcurrencyChecksum: 999 });
    expect(stale.status).toBe(409);
    const res = await call(owner, 'DeleteDiscount', {
      Id: d.Id,
      ConcurrencyChecksum: d.ConcurrencyChecksum,
    });
    expect(res.status).toBe(200);
    expect(res.body.IsSuccessful).toBe(true);
    expect((await call(owner, 'GetDiscount', { Id: d.Id })).status).toBe(404);
    const rows = await s.db.query<{ is_deleted: boolean }>(
      'select is_deleted from discounts where discount_id = $1',
      [d.Id],
    );
    expect(rows).toEqual([{ is_deleted: true }]);
    expect((await list(owner, { SearchArg: d.Name })).TotalRowCount).toBe(0);
  });

  it('a multi-store user who is not enterprise-level may not delete (403, nothing changed)', async () => {
    const d = await create(owner, { AssignedStores: [2001, 2002] });
    const res = await call(shiftlead, 'DeleteDiscount', {
      Id: d.Id,
      ConcurrencyChecksum: d.ConcurrencyChecksum,
    });
    expect(res.status).toBe(403);
    expect((await call(owner, 'GetDiscount', { Id: d.Id })).status).toBe(200);
  });
});

describe('the discount’s id (2-menu §3: Id)', () => {
  it('is answered as Id (list rows and the entity), never as DiscountId', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    expect(d.Id).toBeGreaterThan(0);
    expect(d).not.toHaveProperty('DiscountId');
    expect(d).toHaveProperty('ValidFor', null);
    const [row] = (await list(owner, { SearchArg: d.Name })).ResultSet;
    expect(row).toMatchObject({ Id: d.Id, Name: d.Name });
    expect(row).not.toHaveProperty('DiscountId');
  });

  it('DiscountId, the name an earlier portal sends, is still read when Id is absent', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    const { Id, ...rest } = d;
    expect((await call<Discount>(owner, 'GetDiscount', { DiscountId: Id })).body.Entity?.Id).toBe(Id);
    const update = await call<Discount>(owner, 'UpdateDiscount', {
      ...rest,
      DiscountId: Id,
      Description: 'Renamed',
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.Entity).toMatchObject({ Id, Description: 'Renamed' });
    // Id wins when both are sent
    const both = await call(owner, 'GetDiscount', { Id, DiscountId: 999999 });
    expect(both.status).toBe(200);
    expect((await call(owner, 'DeleteDiscount', { DiscountId: Id })).status).toBe(200);
  });

  it('writes without a ConcurrencyChecksum apply as the last write', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    const { ConcurrencyChecksum: _checksum, ...sent } = d;
    const res = await call<Discount>(owner, 'UpdateDiscount', { ...sent, Description: 'Last write' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity?.ConcurrencyChecksum).toBe(d.ConcurrencyChecksum + 1);
    expect((await call(owner, 'DeleteDiscount', { Id: d.Id })).status).toBe(200);
  });
});

describe('bad ids and bodies of the reads and the delete', () => {
  it.each([
    ['GetDiscount', { Id: '3' }, 'Validation.Type'],
    ['GetDiscount', {}, 'Validation.Required'],
    ['DeleteDiscount', { Id: -1, ConcurrencyChecksum: 1 }, 'Validation.Number'],
    ['DeleteDiscount', { Id: 1, ConcurrencyChecksum: true }, 'Validation.Type'],
    ['GetActiveDiscounts', { PageRowCount: 'all' }, 'Validation.Type'],
  ])('%s %j is a 400 (%s)', async (path, body, key) => {
    const res = await call(owner, path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
  });
});

describe('another merchant’s discount', () => {
  it('is not found for reads, updates and deletes, and stays as it was', async () => {
    const d = await create(owner, { AssignedStores: [2001] });
    expect((await call(bank, 'GetDiscount', { Id: d.Id })).status).toBe(404);
    const update = await call(bank, 'UpdateDiscount', { ...d, Description: 'Hijacked' });
    expect(update.status).toBe(404);
    const del = await call(bank, 'DeleteDiscount', {
      Id: d.Id,
      ConcurrencyChecksum: d.ConcurrencyChecksum,
    });
    expect(del.status).toBe(404);
    const read = await call<Discount>(owner, 'GetDiscount', { Id: d.Id });
    expect(read.body.Entity).toMatchObject({
      Description: d.Description,
      ConcurrencyChecksum: d.ConcurrencyChecksum,
    });
  });
});
