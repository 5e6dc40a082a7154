import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeItem, ChargeItemForm } from '../../src/domain/chargeItem';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
let owner: Agent;
let shiftlead: Agent;
let bank: Agent;
let harborTax = 0;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  shiftlead = await sessionOf(s, { as: 'shiftlead', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
  const [tax] = await s.db.query<{ id: number }>(
    'select tax_category_id as id from tax_categories where merchant_id = 1001 and is_default',
  );
  harborTax = tax.id;
});
afterAll(() => s.close());

type Answer = ApiResult<ChargeItem> & { MessageKey?: string; Field?: string };

async function call(agent: Agent, path: 'AddChargeItem' | 'UpdateChargeItem', body: unknown) {
  const res = await agent.post(`Item/${path}`, body);
  return { status: res.status, body: (await res.json()) as Answer };
}

async function list(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('Item/GetChargeItems', body);
  expect(res.status).toBe(200);
  return (await res.json()) as PagedResult<ChargeItem>;
}

let n = 0;
const form = (over: Partial<ChargeItemForm> = {}) => {
  n += 1;
  return { ItemName: `Test charge ${n}`, Description: 'A test charge', RetailPrice: 2.5, ...over };
};

const count = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from charge_items'))[0].n;

describe('1-foundation §7 charge items (Item/GetChargeItems, AddChargeItem, UpdateChargeItem)', () => {
  it('lists the merchant’s charges by name, a percentage kept divided by 100', async () => {
    const page = await list(owner);
    expect(page.ResultSet.map((c) => c.ItemName)).toEqual(['Delivery charge', 'Service charge']);
    expect(page.ResultSet[1]).toMatchObject({
      Percentage: 0.18,
      RoundingPoint: 0.1,
      TaxCategoryId: harborTax,
      StockingUnit: 'EACH',
      ItemMasterType: 5,
    });
    expect((await list(bank)).ResultSet.map((c) => c.ItemName)).toEqual(['Delivery charge']);
    expect((await list(owner, { SearchArg: 'parties' })).ResultSet.map((c) => c.ItemName)).toEqual([
      'Service charge',
    ]);
  });

  it('adds a charge and changes it; a stale checksum is a 409, none is the last write', async () => {
    const added = await call(owner, 'AddChargeItem', form({ TaxCategoryId: harborTax, MaximumAmount: 20 }));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const charge = added.body.Entity as ChargeItem;
    expect(charge).toMatchObject({ RetailPrice: 2.5, MaximumAmount: 20, ConcurrencyChecksum: 1 });
    const changed = await call(owner, 'UpdateChargeItem', { ...charge, RetailPrice: 3 });
    expect(changed.body.Entity).toMatchObject({ RetailPrice: 3, ConcurrencyChecksum: 2 });
    const stale = await call(owner, 'UpdateChargeItem', { ...charge, RetailPrice: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body.MessageKey).toBe('ChargeItem.StaleChecksum');
    const { ConcurrencyChecksum: _c, ...last } = charge;
    expect(
      (await call(owner, 'UpdateChargeItem', { ...last, RetailPrice: 5 })).body.Entity?.RetailPrice,
    ).toBe(5);
  });

  it('refuses broken rules with the rule’s key and field, saving nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ItemName: '' }, 'ChargeItem.NameRequired', 'ItemName'],
      [{ ItemName: 'x'.repeat(51) }, 'ChargeItem.NameLength', 'ItemName'],
      [{ ItemName: 'delivery CHARGE' }, 'ChargeItem.NameTaken', 'ItemName'],
      [{ RetailPrice: 1.234 }, 'ChargeItem.AmountRange', 'RetailPrice'],
      [{ RetailPrice: '3' }, 'Validation.Type', 'RetailPrice'],
      [{ Percentage: 18 }, 'ChargeItem.PercentageRange', 'Percentage'],
      [{ MinimumAmount: 5, MaximumAmount: 2 }, 'ChargeItem.MaximumBelowMinimum', 'MaximumAmount'],
      [{ RoundingPoint: 0.5 }, 'ChargeItem.RoundingInvalid', 'RoundingPoint'],
      [{ ItemMasterType: 1 }, 'ChargeItem.TypeInvalid', 'ItemMasterType'],
      [{ StockingUnit: 'LB' }, 'ChargeItem.StockingUnitInvalid', 'StockingUnit'],
      [{ ChargeItemId: 3 }, 'ChargeItem.AddHasId', 'ChargeItemId'],
    ];
    for (const [over, key, field] of cases) {
      const res = await call(owner, 'AddChargeItem', form(over as Partial<ChargeItemForm>));
      expect(res.status, key).toBe(400);
      expect(res.body, key).toMatchObject({ IsSuccessful: false, MessageKey: key, Field: field });
    }
    // another merchant's tax category
    const [bankTax] = await s.db.query<{ id: number }>(
      'select tax_category_id as id from tax_categories where merchant_id = 1002 limit 1',
    );
    const tax = await call(owner, 'AddChargeItem', form({ TaxCategoryId: bankTax.id }));
    expect(tax.body).toMatchObject({ MessageKey: 'ChargeItem.TaxCategoryNotFound', Field: 'TaxCategoryId' });
    expect(await count()).toBe(before);
  });

  it('another merchant’s charge is not found; a store user of several stores only reads', async () => {
    const [harbor] = (await list(owner)).ResultSet;
    const res = await call(bank, 'UpdateChargeItem', { ...harbor, RetailPrice: 0 });
    expect(res.status).toBe(404);
    expect((await list(shiftlead)).TotalRowCount).toBe((await list(owner)).TotalRowCount);
    const refused = await call(shiftlead, 'AddChargeItem', form());
    expect(refused.status).toBe(403);
    expect(refused.body.MessageKey).toBe('Menu.ReadOnly');
    expect((await list(owner)).ResultSet[0]).toEqual(harbor);
  });
});
