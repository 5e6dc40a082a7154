import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import {
  type Item,
  type ItemListRow,
  type ItemWrite,
  itemWriteOf,
  newItemForm,
  type RoutingGroup,
  type TaxCategory,
} from '../../src/domain/menuItem';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
let owner: Agent;
let ownerCompany: Agent;
let manager: Agent;
let shiftlead: Agent;
let bank: Agent;
let harbor: { mains: number; drinks: number; standardTax: number; kitchen: number };
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  owner = await s.signedIn('owner', { store: 2001 });
  ownerCompany = await s.signedIn('owner');
  manager = await s.signedIn('manager', { store: 2001 });
  shiftlead = await s.signedIn('shiftlead', { store: 2002 });
  bank = await s.signedIn('bankowner', { store: 2101 });
  const id = async (sql: string) => (await s.db.query<{ id: number }>(sql))[0].id;
  harbor = {
    mains: await id(
      "select item_category_id as id from item_categories where merchant_id = 1001 and category_name = 'MAINS'",
    ),
    drinks: await id(
      "select item_category_id as id from item_categories where merchant_id = 1001 and category_name = 'DRINKS'",
    ),
    standardTax: await id(
      "select tax_category_id as id from tax_categories where merchant_id = 1001 and name = 'Standard'",
    ),
    kitchen: await id(
      "select printer_group_id as id from printer_groups where merchant_id = 1001 and name = 'Kitchen'",
    ),
  };
});
afterAll(() => s.close());

async function items(agent: Agent, body: object = {}) {
  const res = await agent.post('Item/GetItems', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PagedResult<ItemListRow>;
}

let n = 0;
/** A valid new item of MAINS with a name of its own. */
function form(over: Partial<ItemWrite> = {}): ItemWrite {
  n += 1;
  return itemWriteOf({
    ...newItemForm({ ItemCategoryId: harbor.mains, TaxCategoryId: harbor.standardTax }),
    ItemName: `Test dish ${n}`,
    RetailPrice: 12.5,
    ...over,
  });
}

async function add(agent: Agent, body: unknown) {
  const res = await agent.post('Item/AddItem', body);
  return { status: res.status, body: (await res.json()) as ApiResult<Item> & { Field?: string } };
}

async function created(over: Partial<ItemWrite> = {}) {
  const res = await add(owner, form(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Entity as Item;
}

const itemCount = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from items'))[0].n;

describe('Item/GetItems', () => {
  it('pages a category’s items by name with the §3 row (POS id, name, available, modifier, routing group, price)', async () => {
    const page = await items(owner, { NumericKeySearchArg: harbor.mains });
    expect(page.ResultSet.map((r) => r.ItemName)).toEqual([
      'Fish and Chips',
      'Grilled Salmon',
      'Harbor Burger',
      'Lobster Roll',
      'Mushroom Risotto',
      'Steak Frites',
    ]);
    expect(page.TotalRowCount).toBe(6);
    expect(page.ResultSet[3]).toMatchObject({
      ItemName: 'Lobster Roll',
      Available: 'yes',
      IsModifier: false,
      PrinterGroupName: 'Kitchen',
      RetailPrice: 28,
      CategoryName: 'MAINS',
    });
    const drinks = await items(owner, { NumericKeySearchArg: harbor.drinks });
    expect(drinks.ResultSet.every((r) => r.PrinterGroupName === 'Bar')).toBe(true);
  });

  it('pages every item (more than 300 at Harbor) 25 at a time, sorts by the allow-list, refuses another column', async () => {
    const first = await items(owner);
    expect(first.ResultSet).toHaveLength(25);
    expect(first.TotalRowCount).toBeGreaterThan(300);
    const byPrice = await items(owner, { SortColumn: 'price', SortDirection: 'desc', PageRowCount: 50 });
    const prices = byPrice.ResultSet.map((r) => r.RetailPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byId = await items(owner, { SortColumn: 'posId' });
    const ids = byId.ResultSet.map((r) => r.ItemMasterId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const modifiersFirst = await items(owner, { SortColumn: 'modifier', SortDirection: 'desc' });
    expect(modifiersFirst.ResultSet[0].IsModifier).toBe(true);
    const bad = await owner.post('Item/GetItems', { SortColumn: 'item_name; drop table items' });
    expect(bad.status).toBe(400);
  });

  it('searches the name, or the POS id typed whole; narrows to a type', async () => {
    const found = await items(owner, { SearchArg: 'lobster' });
    expect(found.ResultSet.map((r) => r.ItemName)).toContain('Lobster Roll');
    const lobster = found.ResultSet.find((r) => r.ItemName === 'Lobster Roll') as ItemListRow;
    const byId = await items(owner, { SearchArg: String(lobster.ItemMasterId) });
    expect(byId.ResultSet.map((r) => r.ItemMasterId)).toContain(lobster.ItemMasterId);
    const modifiers = await items(owner, { SearchArg3: 'M', PageRowCount: 100 });
    expect(modifiers.ResultSet.map((r) => r.ItemName)).toContain('Medium Rare');
    expect(modifiers.ResultSet.every((r) => r.IsModifier)).toBe(true);
  });

  it('all, active, inactive: POS active in the session’s store; in a company view, in any store', async () => {
    const [row] = await s.db.query<{ item_master_id: number }>(
      "select item_master_id from items where merchant_id = 1001 and item_name = 'Grilled Salmon'",
    );
    await s.db.query(
      'update store_items set is_pos_active = false where item_master_id = $1 and store_id = 2001',
      [row.item_master_id],
    );
    const inactive = await items(owner, { NumericKeySearchArg: harbor.mains, SearchArg2: 'inactive' });
    expect(inactive.ResultSet.map((r) => r.ItemName)).toEqual(['Grilled Salmon']);
    expect(inactive.ResultSet[0].Available).toBe('no');
    const active = await items(owner, { NumericKeySearchArg: harbor.mains, SearchArg2: 'active' });
    expect(active.ResultSet.map((r) => r.ItemName)).not.toContain('Grilled Salmon');
    expect(active.TotalRowCount).toBe(5);
    // another store still has it active: in the company view it is active
    const company = await items(ownerCompany, { NumericKeySearchArg: harbor.mains, SearchArg2: 'inactive' });
    expect(company.ResultSet).toEqual([]);
    const refused = await owner.post('Item/GetItems', { SearchArg2: 'sometimes' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).MessageKey).toBe('Item.FilterInvalid');
  });

  it('another merchant’s category is not found; a merchant sees only its own items', async () => {
    const res = await bank.post('Item/GetItems', { NumericKeySearchArg: harbor.mains });
    expect(res.status).toBe(404);
    expect((await res.json()).MessageKey).toBe('Category.NotFound');
    const all = await items(bank, { PageRowCount: 100 });
    expect(all.ResultSet.map((r) => r.ItemName)).not.toContain('Lobster Roll');
  });
});

describe('Tax/GetActiveTaxCategories and Item/GetPrinterGroups', () => {
  it('the merchant’s tax categories, the default first', async () => {
    const rows = (
      (await (await owner.post('Tax/GetActiveTaxCategories', {})).json()) as PagedResult<TaxCategory>
    ).ResultSet;
    expect(rows.map((r) => [r.Name, r.IsDefault])).toEqual([
      ['Standard', true],
      ['Alcohol', false],
      ['Non-taxable', false],
    ]);
  });

  it('the merchant’s routing groups by display order; SearchArg3 is 1 or 2', async () => {
    const body = { SortColumn: 'SortOrderDisplay', SearchArg3: '1', PageRowCount: 9999 };
    const rows = (
      (await (await owner.post('Item/GetPrinterGroups', body)).json()) as PagedResult<RoutingGroup>
    ).ResultSet;
    expect(rows.map((r) => r.PrinterGroupName)).toEqual(['Kitchen', 'Bar']);
    const cafe = (
      (await (
        await bank.post('Item/GetPrinterGroups', { ...body, SearchArg3: '2' })
      ).json()) as PagedResult<RoutingGroup>
    ).ResultSet;
    expect(cafe.map((r) => r.PrinterGroupName)).toEqual(['Kitchen', 'Coffee Bar']);
    const cut = (await (
      await owner.post('Item/GetPrinterGroups', { ...body, PageRowCount: 1 })
    ).json()) as PagedResult<RoutingGroup>;
    expect(cut.ResultSet.map((r) => r.PrinterGroupName)).toEqual(['Kitchen']);
    expect(cut.TotalRowCount).toBe(2);
    expect((await owner.post('Item/GetPrinterGroups', { ...body, SearchArg3: '3' })).status).toBe(400);
    expect((await owner.post('Item/GetPrinterGroups', { ...body, PageRowCount: 10000 })).status).toBe(400);
  });
});

describe('Item/AddItem: id 0 creates', () => {
  it('creates the item with the §3 submit fields (stocking unit by sold-by) and its price variations', async () => {
    const item = await created({
      ItemName: 'Clam Bake',
      Description: 'Clams, corn, potatoes',
      SoldBy: 2,
      PrinterGroupId: harbor.kitchen,
      PriceVariations: [
        { ItemVariationId: 0, Name: 'Half', RetailPrice: 14 },
        { ItemVariationId: 0, Name: 'Full', RetailPrice: 24 },
      ],
    });
    expect(item).toMatchObject({
      ItemName: 'Clam Bake',
      CategoryName: 'MAINS',
      SoldBy: 2,
      StockingUnit: 'LB',
      IsMenuItem: true,
      PrinterGroupName: 'Kitchen',
      RetailPrice: 12.5,
      ConcurrencyChecksum: 1,
    });
    expect(item.PriceVariations.map((v) => [v.Name, v.RetailPrice])).toEqual([
      ['Half', 14],
      ['Full', 24],
    ]);
    const read = await owner.post('Item/GetItem', { ItemMasterId: item.ItemMasterId });
    expect(((await read.json()) as ApiResult<Item>).Entity).toEqual(item);
  });

  it('refuses each §5 rule with its key and field, and changes nothing', async () => {
    const before = await itemCount();
    const cases: [Partial<ItemWrite> | Record<string, unknown>, string][] = [
      [{ ItemName: '' }, 'Item.NameRequired'],
      [{ ItemName: '   ' }, 'Item.NameRequired'],
      [{ ItemName: 'x'.repeat(51) }, 'Item.NameLength'],
      [{ Description: 'x'.repeat(131) }, 'Item.DescriptionLength'],
      [{ ItemCategoryId: 0 }, 'Item.CategoryRequired'],
      [{ TaxCategoryId: 0 }, 'Item.TaxCategoryRequired'],
      [{ SoldBy: 3 as never }, 'Item.SoldByRequired'],
      [{ RetailPrice: 1_000_000 }, 'Item.PriceRange'],
      [{ RetailPrice: -1 }, 'Item.PriceRange'],
      [{ RetailPrice: '12' as never }, 'Validation.Type'],
      [{ ItemType: 'X' as never }, 'Item.TypeRequired'],
      [{ StockingUnit: 'LB' }, 'Item.StockingUnitMismatch'],
      [{ PriceVariations: [{ ItemVariationId: 0, Name: '', RetailPrice: 1 }] }, 'Item.VariationNameRequired'],
      [
        {
          PriceVariations: [
            { ItemVariationId: 0, Name: 'Big', RetailPrice: 1 },
            { ItemVariationId: 0, Name: 'big', RetailPrice: 2 },
          ],
        },
        'Item.VariationNameTaken',
      ],
    ];
    for (const [over, key] of cases) {
      const res = await add(owner, { ...form(), ...over });
      expect(res.status, key).toBe(400);
      expect(res.body, key).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
    expect(await itemCount()).toBe(before);
  });

  it('refuses another merchant’s category, tax category or routing group as not found', async () => {
    const before = await itemCount();
    const [cafe] = await s.db.query<{ c: number; t: number; g: number }>(
      `select (select item_category_id from item_categories where merchant_id = 1002 limit 1) as c,
         (select tax_category_id from tax_categories where merchant_id = 1002 limit 1) as t,
         (select printer_group_id from printer_groups where merchant_id = 1002 limit 1) as g`,
    );
    const cases: [Partial<ItemWrite>, string][] = [
      [{ ItemCategoryId: cafe.c }, 'Item.CategoryNotFound'],
      [{ TaxCategoryId: cafe.t }, 'Item.TaxCategoryNotFound'],
      [{ PrinterGroupId: cafe.g }, 'Item.PrinterGroupNotFound'],
      [{ PriceVariations: [{ ItemVariationId: 7, Name: 'Pint', RetailPrice: 7 }] }, 'Item.VariationNotFound'],
    ];
    for (const [over, key] of cases) {
      const res = await add(owner, form(over));
      expect(res.status, key).toBe(400);
      expect(res.body.MessageKey).toBe(key);
    }
    expect(await itemCount()).toBe(before);
  });

  it('is refused for a store user of several stores (403), allowed for a store user of one', async () => {
    const refused = await add(shiftlead, form());
    expect(refused.status).toBe(403);
    expect(refused.body.MessageKey).toBe('Menu.ReadOnly');
    expect((await add(manager, form())).status).toBe(200);
  });
});

describe('Item/AddItem in 2-menu §3’s names: no id, the routing group by its name', () => {
  it('adds an item sent without ItemMasterId, its routing group named by PrinterGroupName', async () => {
    const { ItemMasterId: _id, PrinterGroupId: _group, ...spec } = form();
    const res = await add(owner, { ...spec, PrinterGroupName: ' kitchen ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({ PrinterGroupId: harbor.kitchen, PrinterGroupName: 'Kitchen' });
  });

  it('PrinterGroupId wins over the name; a name the merchant has no group of is a 400 on the field', async () => {
    const both = await add(owner, form({ PrinterGroupId: harbor.kitchen, PrinterGroupName: 'Bar' }));
    expect(both.body.Entity?.PrinterGroupName).toBe('Kitchen');
    const before = await itemCount();
    const res = await add(owner, { ...form(), PrinterGroupName: 'Coffee Bar' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ MessageKey: 'Item.PrinterGroupNotFound', Field: 'PrinterGroupName' });
    expect(await itemCount()).toBe(before);
  });

  it('an edit and a delete without a ConcurrencyChecksum apply as the last write', async () => {
    const item = await created();
    const { ConcurrencyChecksum: _c, ...edit } = form({ ItemMasterId: item.ItemMasterId, RetailPrice: 14 });
    const res = await add(owner, edit);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity?.RetailPrice).toBe(14);
    expect((await owner.post('Item/DeleteItem', { ItemMasterId: item.ItemMasterId })).status).toBe(200);
  });
});

describe('Item/AddItem with an id edits; Item/GetItem; Item/DeleteItem', () => {
  it('edits the item, its variations (kept, changed, added, removed), and moves the checksum on', async () => {
    const item = await created({
      PriceVariations: [
        { ItemVariationId: 0, Name: 'Small', RetailPrice: 5 },
        { ItemVariationId: 0, Name: 'Large', RetailPrice: 9 },
      ],
    });
    const [small, large] = item.PriceVariations;
    const res = await add(
      owner,
      itemWriteOf({
        ...form(),
        ItemMasterId: item.ItemMasterId,
        ItemName: 'Renamed dish',
        ItemCategoryId: harbor.drinks,
        RetailPrice: 7.25,
        ConcurrencyChecksum: item.ConcurrencyChecksum,
        PriceVariations: [
          { ...large, RetailPrice: 10 },
          { ItemVariationId: 0, Name: 'Medium', RetailPrice: 7 },
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      ItemMasterId: item.ItemMasterId,
      ItemName: 'Renamed dish',
      CategoryName: 'DRINKS',
      RetailPrice: 7.25,
      ConcurrencyChecksum: 2,
    });
    expect(res.body.Entity?.PriceVariations.map((v) => [v.Name, v.RetailPrice])).toEqual([
      ['Large', 10],
      ['Medium', 7],
    ]);
    expect(res.body.Entity?.PriceVariations[0].ItemVariationId).toBe(large.ItemVariationId);
    const gone = await s.db.query('select 1 from item_variations where item_variation_id = $1', [
      small.ItemVariationId,
    ]);
    expect(gone).toEqual([]);
  });

  it('refuses a stale checksum with 409: the other person’s change stays', async () => {
    const item = await created();
    const mine = {
      ...form(),
      ItemMasterId: item.ItemMasterId,
      ItemName: 'First save',
      ConcurrencyChecksum: 1,
    };
    expect((await add(owner, mine)).status).toBe(200);
    const stale = await add(manager, { ...mine, ItemName: 'Second save' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Item.StaleChecksum' });
    const read = (
      (await (
        await owner.post('Item/GetItem', { ItemMasterId: item.ItemMasterId })
      ).json()) as ApiResult<Item>
    ).Entity;
    expect(read).toMatchObject({ ItemName: 'First save', ConcurrencyChecksum: 2 });
  });

  it('another merchant’s item is not found: not read, not edited, not deleted', async () => {
    const item = await created();
    expect((await bank.post('Item/GetItem', { ItemMasterId: item.ItemMasterId })).status).toBe(404);
    const edit = await add(bank, { ...form(), ItemMasterId: item.ItemMasterId, ConcurrencyChecksum: 1 });
    expect(edit.status).toBe(404);
    expect(edit.body.MessageKey).toBe('Item.NotFound');
    const del = await bank.post('Item/DeleteItem', {
      ItemMasterId: item.ItemMasterId,
      ConcurrencyChecksum: 1,
    });
    expect(del.status).toBe(404);
    expect((await owner.post('Item/GetItem', { ItemMasterId: item.ItemMasterId })).status).toBe(200);
  });

  it('deletes the item with its store rows and variations; a stale checksum deletes nothing', async () => {
    const item = await created({
      PriceVariations: [{ ItemVariationId: 0, Name: 'Double', RetailPrice: 20 }],
    });
    await s.db.query('insert into store_items (store_id, item_master_id) values (2001, $1)', [
      item.ItemMasterId,
    ]);
    const stale = await owner.post('Item/DeleteItem', {
      ItemMasterId: item.ItemMasterId,
      ConcurrencyChecksum: 7,
    });
    expect(stale.status).toBe(409);
    expect(
      (await shiftlead.post('Item/DeleteItem', { ItemMasterId: item.ItemMasterId, ConcurrencyChecksum: 1 }))
        .status,
    ).toBe(403);
    const res = await owner.post('Item/DeleteItem', {
      ItemMasterId: item.ItemMasterId,
      ConcurrencyChecksum: 1,
    });
    expect(res.status).toBe(200);
    expect((await owner.post('Item/GetItem', { ItemMasterId: item.ItemMasterId })).status).toBe(404);
    const left = await s.db.query(
      'select 1 from store_items where item_master_id = $1 union all select 1 from item_variations where item_master_id = $1',
      [item.ItemMasterId],
    );
    expect(left).toEqual([]);
    expect((await owner.post('Item/DeleteItem', { ItemMasterId: 0, ConcurrencyChecksum: 1 })).status).toBe(
      400,
    );
  });

  it('answers names and descriptions HTML-decoded', async () => {
    const item = await created();
    await s.db.query(
      "update items set item_name = 'Mac &amp; Cheese', description = 'Kids&#39; favourite' where item_master_id = $1",
      [item.ItemMasterId],
    );
    const read = (
      (await (
        await owner.post('Item/GetItem', { ItemMasterId: item.ItemMasterId })
      ).json()) as ApiResult<Item>
    ).Entity;
    expect(read).toMatchObject({ ItemName: 'Mac & Cheese', Description: "Kids' favourite" });
    const listed = await items(owner, { SearchArg: 'mac &amp;' });
    expect(listed.ResultSet.map((r) => r.ItemName)).toContain('Mac & Cheese');
  });
});

describe('issue 7 §5: an item is recorded in the change history on create, edit and delete', () => {
  const entries = async (itemId: number) =>
    s.db.query<{
      action: string;
      user_name: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      `select action, user_name, before, after from change_history
       where entity_kind = 'item' and entity_id = $1 order by change_id`,
      [String(itemId)],
    );

  it('records who created, changed and deleted it, with the fields before and after', async () => {
    const f = form({ ItemName: 'History Chowder', RetailPrice: 8 });
    const item = await created(f);
    const edit = await add(
      manager,
      itemWriteOf({
        ...f,
        ItemMasterId: item.ItemMasterId,
        RetailPrice: 9.5,
        ConcurrencyChecksum: item.ConcurrencyChecksum,
      }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const edited = edit.body.Entity as Item;
    const del = await owner.post('Item/DeleteItem', {
      ItemMasterId: item.ItemMasterId,
      ConcurrencyChecksum: edited.ConcurrencyChecksum,
    });
    expect(del.status).toBe(200);
    const rows = await entries(item.ItemMasterId);
    expect(rows.map((r) => [r.action, r.user_name])).toEqual([
      ['create', 'Olivia Owner'],
      ['update', expect.any(String)],
      ['delete', 'Olivia Owner'],
    ]);
    expect(rows[0].after).toMatchObject({
      ItemName: 'History Chowder',
      RetailPrice: 8,
      CategoryName: 'MAINS',
    });
    expect(rows[1].before).toEqual({ RetailPrice: 8 });
    expect(rows[1].after).toEqual({ RetailPrice: 9.5 });
    expect(rows[2].after).toBeNull();
  });

  it('records nothing for a refused edit (a stale checksum)', async () => {
    const f = form();
    const item = await created(f);
    const stale = await add(
      owner,
      itemWriteOf({
        ...f,
        ItemMasterId: item.ItemMasterId,
        RetailPrice: 1,
        ConcurrencyChecksum: item.ConcurrencyChecksum + 5,
      }),
    );
    expect(stale.status).toBe(409);
    expect((await entries(item.ItemMasterId)).map((r) => r.action)).toEqual(['create']);
  });
});
