import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import type {
  ItemBulkEditData,
  ItemBulkEditResult,
  ItemExportResult,
  ItemImportResult,
} from '../../src/domain/itemBulk';
import { ITEM_CSV_HEADER, type ItemCsvLookupLists, itemCsvCells } from '../../src/domain/itemCsv';
import { MAX_BODY_BYTES } from '../app';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
});
afterAll(() => s.close());

/** A row in the download's column order. */
function csvRow(name: string, over: Partial<Record<(typeof ITEM_CSV_HEADER)[number], string>> = {}) {
  const base: Record<string, string> = {
    'Item Name': name,
    Description: 'Imported',
    Category: 'mains',
    Type: 'Item',
    'Sold By': 'Each',
    Price: '12.50',
    'Tax Category': 'Standard',
    'Routing Group': 'Kitchen',
    'POS Active': 'Yes',
  };
  return ITEM_CSV_HEADER.map((h) => over[h] ?? base[h]);
}

async function itemCount(merchantId = 1001) {
  const [row] = await s.db.query<{ n: number }>(
    'select count(*)::int as n from items where merchant_id = $1',
    [merchantId],
  );
  return row.n;
}

async function importRows(agent: Agent, rows: string[][], columns: readonly string[] = ITEM_CSV_HEADER) {
  const res = await agent.post('Item/ImportItems', { Columns: columns, Rows: rows });
  return {
    status: res.status,
    body: (await res.json()) as ApiResult<ItemImportResult> & Record<string, unknown>,
  };
}

async function itemByName(name: string) {
  const [row] = await s.db.query<{
    item_master_id: number;
    item_category_id: number;
    retail_price: number;
    sold_by: number;
    item_type: string;
    description: string;
    concurrency_checksum: number;
  }>(
    `select item_master_id, item_category_id, retail_price::float8 as retail_price, sold_by, item_type,
       description, concurrency_checksum
     from items where merchant_id = 1001 and item_name = $1`,
    [name],
  );
  return row;
}

async function posActiveRows(itemId: number) {
  return s.db.query<{ store_id: number; is_pos_active: boolean; version: number }>(
    'select store_id, is_pos_active, version from store_items where item_master_id = $1 order by store_id',
    [itemId],
  );
}

async function liveStores(merchantId = 1001) {
  const rows = await s.db.query<{ store_id: number }>(
    'select store_id from stores where merchant_id = $1 and not (is_deleted or status_code = 3) order by store_id',
    [merchantId],
  );
  return rows.map((r) => r.store_id);
}

describe('issue 7 §3 Item/ImportItems: creates only the valid rows, in one transaction', () => {
  it('creates the valid rows, answers the others with their problems and row numbers', async () => {
    const manager = await s.signedIn('manager');
    const before = await itemCount();
    const { status, body } = await importRows(manager, [
      csvRow('Import Tacos', { Price: '$1,012.5', 'Sold By': 'weight', 'POS Active': 'No' }),
      csvRow('', { Price: 'free' }),
      ['', '', ''],
      csvRow('Import Chowder', { Category: 'Soups' }),
      csvRow('Import Pie', { Category: 'SWEETS', Type: 'Both', 'Tax Category': '' }),
    ]);
    expect(status).toBe(200);
    expect(body.Entity).toEqual({
      Created: 2,
      Blank: 1,
      Rejected: [
        {
          Row: 3,
          Problems: [
            { Column: 'Price', MessageKey: 'ItemBulk.PriceInvalid' },
            { Column: 'Item Name', MessageKey: 'Item.NameRequired' },
          ],
        },
        { Row: 5, Problems: [{ Column: 'Category', MessageKey: 'ItemBulk.CategoryUnknown' }] },
      ],
    });
    expect(await itemCount()).toBe(before + 2);
    const tacos = await itemByName('Import Tacos');
    expect(tacos).toMatchObject({
      retail_price: 1012.5,
      sold_by: 2,
      item_type: 'I',
      description: 'Imported',
    });
    // POS Active "No" in the manager's store only (a new item without a row is active elsewhere)
    expect(await posActiveRows(tacos.item_master_id)).toEqual([
      { store_id: 2001, is_pos_active: false, version: 1 },
    ]);
    const pie = await itemByName('Import Pie');
    expect(pie.item_type).toBe('B');
    const [tax] = await s.db.query<{ is_default: boolean }>(
      'select t.is_default from items i join tax_categories t using (tax_category_id) where i.item_master_id = $1',
      [pie.item_master_id],
    );
    expect(tax.is_default).toBe(true);
  });

  it('in a company view, POS Active "No" holds in every live store of the merchant', async () => {
    const owner = await s.signedIn('owner');
    const { body } = await importRows(owner, [csvRow('Import Company Item', { 'POS Active': 'no' })]);
    expect(body.Entity?.Created).toBe(1);
    const item = await itemByName('Import Company Item');
    expect((await posActiveRows(item.item_master_id)).map((r) => r.store_id)).toEqual(await liveStores());
  });

  it('takes 5,000 rows in one request (over the 1 MB of other requests), and the same file again creates none', async () => {
    const manager = await s.signedIn('manager');
    const rows = Array.from({ length: 5000 }, (_, i) =>
      csvRow(`Bulk Imported Item ${i}`, { Description: `Imported in bulk, row ${i}: `.padEnd(130, 'z') }),
    );
    expect(JSON.stringify({ Columns: ITEM_CSV_HEADER, Rows: rows }).length).toBeGreaterThan(MAX_BODY_BYTES);
    const before = await itemCount();
    const first = await importRows(manager, rows);
    expect(first.status).toBe(200);
    expect(first.body.Entity).toMatchObject({ Created: 5000, Rejected: [] });
    expect(await itemCount()).toBe(before + 5000);
    const again = await importRows(manager, rows.slice(0, 3));
    expect(again.body.Entity).toMatchObject({ Created: 0 });
    expect(again.body.Entity?.Rejected.map((r) => r.Problems[0].MessageKey)).toEqual([
      'ItemBulk.AlreadyExists',
      'ItemBulk.AlreadyExists',
      'ItemBulk.AlreadyExists',
    ]);
  });

  it('only the import takes more than 1 MB, and at most 8 MB (413 beyond, nothing created)', async () => {
    const manager = await s.signedIn('manager');
    const before = await itemCount();
    const cell = 'x'.repeat(1000);
    const big = (rows: number) => ({
      Columns: ['Item Name'],
      Rows: Array.from({ length: rows }, () => [cell]),
    });
    expect((await manager.post('Item/GetItemBulkLookups', big(1100))).status).toBe(413);
    const res = await manager.post('Item/ImportItems', big(8500));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.BodyTooLarge' });
    expect(await itemCount()).toBe(before);
  });

  it('refuses wrong columns whole, naming the missing and unknown ones; nothing is created', async () => {
    const manager = await s.signedIn('manager');
    const before = await itemCount();
    const { status, body } = await importRows(
      manager,
      [['Oops', '3', 'red']],
      ['Item Name', 'Prise', 'Colour'],
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'ItemBulk.WrongColumns',
      MissingColumns: ['Category', 'Price'],
      UnknownColumns: ['Prise', 'Colour'],
    });
    expect(await itemCount()).toBe(before);
  });

  it('refuses more than 10,000 rows whole (400, nothing created), a file without items, and rows that are not text', async () => {
    const manager = await s.signedIn('manager');
    const before = await itemCount();
    const tooMany = Array.from({ length: 10_001 }, (_, i) => [`Too Many ${i}`, 'mains', '1']);
    const many = await importRows(manager, tooMany, ['Item Name', 'Category', 'Price']);
    expect(many.status).toBe(400);
    expect(many.body.MessageKey).toBe('ItemBulk.TooManyRows');
    expect((await importRows(manager, [['', ''], []])).body.MessageKey).toBe('ItemBulk.NothingToImport');
    const notText = await manager.post('Item/ImportItems', { Columns: ITEM_CSV_HEADER, Rows: [[1, 2]] });
    expect(notText.status).toBe(400);
    expect(await itemCount()).toBe(before);
  });

  it("looks names up in the session merchant's lists only", async () => {
    const bank = await s.signedIn('bankowner');
    const lookups = (await (
      await bank.post('Item/GetItemBulkLookups', {})
    ).json()) as ApiResult<ItemCsvLookupLists>;
    expect(lookups.Entity?.Categories.length).toBeGreaterThan(0);
    expect(JSON.stringify(lookups)).not.toContain('Lobster');
    const { body } = await importRows(bank, [csvRow('Harbor Name', { Category: 'RAW BAR' })]);
    expect(body.Entity?.Rejected[0].Problems).toContainEqual({
      Column: 'Category',
      MessageKey: 'ItemBulk.CategoryUnknown',
    });
  });
});

describe('issue 7 §3 Item/GetItemsForExport: one category, or every item, with the CSV columns', () => {
  it("answers a category's items by name, with POS active of the session's store", async () => {
    const manager = await s.signedIn('manager');
    const [cat] = await s.db.query<{ item_category_id: number }>(
      "select item_category_id from item_categories where merchant_id = 1001 and category_name = 'RAW BAR'",
    );
    const res = await manager.post('Item/GetItemsForExport', { ItemCategoryId: cat.item_category_id });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ApiResult<ItemExportResult>;
    expect(body.Entity?.CategoryName).toBe('RAW BAR');
    const rows = body.Entity?.Rows ?? [];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.CategoryName === 'RAW BAR' && r.TaxCategoryName !== '')).toBe(true);
    const names = rows.map((r) => r.ItemName.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(itemCsvCells(rows[0])).toHaveLength(ITEM_CSV_HEADER.length);
    // the store's POS active state
    await s.db.query(
      `insert into store_items (store_id, item_master_id, is_pos_active) values (2001, $1, false)
       on conflict (store_id, item_master_id) do update set is_pos_active = false`,
      [rows[0].ItemMasterId],
    );
    const again = (await (
      await manager.post('Item/GetItemsForExport', { ItemCategoryId: cat.item_category_id })
    ).json()) as ApiResult<ItemExportResult>;
    expect(again.Entity?.Rows.find((r) => r.ItemMasterId === rows[0].ItemMasterId)?.IsPosActive).toBe(false);
  });

  it('answers every item of the merchant without a category, and an empty list for an empty category', async () => {
    const owner = await s.signedIn('owner');
    const all = (await (
      await owner.post('Item/GetItemsForExport', {})
    ).json()) as ApiResult<ItemExportResult>;
    expect(all.Entity?.CategoryName).toBeNull();
    expect(all.Entity?.Rows.length).toBe(await itemCount());
    const [empty] = await s.db.query<{ item_category_id: number }>(
      "insert into item_categories (merchant_id, category_name) values (1001, 'EMPTY SHELF') returning item_category_id",
    );
    const res = await owner.post('Item/GetItemsForExport', { ItemCategoryId: empty.item_category_id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ApiResult<ItemExportResult>).Entity).toEqual({
      CategoryName: 'EMPTY SHELF',
      Rows: [],
    });
  });

  it("answers another merchant's category as not found", async () => {
    const bank = await s.signedIn('bankowner');
    const [cat] = await s.db.query<{ item_category_id: number }>(
      'select item_category_id from item_categories where merchant_id = 1001 limit 1',
    );
    const res = await bank.post('Item/GetItemsForExport', { ItemCategoryId: cat.item_category_id });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'ItemBulk.CategoryNotFound' });
    expect((await bank.post('Item/GetItemsForExport', { ItemCategoryId: 'x' })).status).toBe(400);
  });
});

/** Items of Harbor Bistro by name, as the dialog reads them. */
async function editData(agent: Agent, names: string[]) {
  const rows = await s.db.query<{ item_master_id: number }>(
    'select item_master_id from items where merchant_id = 1001 and item_name = any($1::text[]) order by item_master_id',
    [names],
  );
  const res = await agent.post('Item/GetItemsForBulkEdit', {
    ItemMasterIds: rows.map((r) => r.item_master_id),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ApiResult<ItemBulkEditData>).Entity!;
}

const selection = (data: ItemBulkEditData) =>
  data.Items.map((i) => ({ ItemMasterId: i.ItemMasterId, ConcurrencyChecksum: i.ConcurrencyChecksum }));

async function categoryId(name: string, merchantId = 1001) {
  const [row] = await s.db.query<{ item_category_id: number }>(
    'select item_category_id from item_categories where merchant_id = $1 and category_name = $2',
    [merchantId, name],
  );
  return row.item_category_id;
}

describe('issue 7 §3 Item/UpdateMultipleItems: price, category and POS active of the selected items in one save', () => {
  it('reads the selected items with their checksums and the categories; ids of another merchant are left out', async () => {
    const bank = await s.signedIn('bankowner');
    const [harbor] = await s.db.query<{ item_master_id: number }>(
      "select item_master_id from items where merchant_id = 1001 and item_name = 'Lobster Roll'",
    );
    const res = await bank.post('Item/GetItemsForBulkEdit', { ItemMasterIds: [harbor.item_master_id] });
    const body = (await res.json()) as ApiResult<ItemBulkEditData>;
    expect(body.Entity?.Items).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('RAW BAR');
  });

  it("sets all three on every selected item; the checksums move on; POS active in the session's store", async () => {
    const manager = await s.signedIn('manager');
    const data = await editData(manager, ['Clam Chowder', 'Garlic Bread']);
    expect(data.Items).toHaveLength(2);
    expect(data.Categories.length).toBeGreaterThan(3);
    const sweets = await categoryId('SWEETS');
    const res = await manager.post('Item/UpdateMultipleItems', {
      Items: selection(data),
      RetailPrice: 9.25,
      ItemCategoryId: sweets,
      IsPosActive: false,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ApiResult<ItemBulkEditResult>;
    expect(body.Entity?.Items.map((i) => [i.RetailPrice, i.ItemCategoryId, i.IsPosActive])).toEqual([
      [9.25, sweets, false],
      [9.25, sweets, false],
    ]);
    for (const item of data.Items) {
      const row = await s.db.query<{ retail_price: number; concurrency_checksum: number }>(
        'select retail_price::float8 as retail_price, concurrency_checksum from items where item_master_id = $1',
        [item.ItemMasterId],
      );
      expect(row[0]).toEqual({ retail_price: 9.25, concurrency_checksum: item.ConcurrencyChecksum + 1 });
      const stores = await posActiveRows(item.ItemMasterId);
      expect(stores.find((r) => r.store_id === 2001)?.is_pos_active).toBe(false);
      expect(stores.find((r) => r.store_id === 2002)?.is_pos_active).toBe(true);
    }
  });

  it('POS active alone leaves the checksums, and moves only the store rows it changes', async () => {
    const owner = await s.signedIn('owner', { store: 2002 });
    const data = await editData(owner, ['Crispy Calamari']);
    const id = data.Items[0].ItemMasterId;
    const before = await posActiveRows(id);
    await s.db.query(
      'update store_items set is_pos_active = false where store_id = 2002 and item_master_id = $1',
      [id],
    );
    const res = await owner.post('Item/UpdateMultipleItems', { Items: selection(data), IsPosActive: false });
    expect(res.status).toBe(200);
    const after = await posActiveRows(id);
    expect(after).toEqual(before.map((r) => (r.store_id === 2002 ? { ...r, is_pos_active: false } : r)));
    expect((await itemByName('Crispy Calamari')).concurrency_checksum).toBe(
      data.Items[0].ConcurrencyChecksum,
    );
  });

  it('a stale checksum is a 409 naming the stale items, and nothing is changed', async () => {
    const manager = await s.signedIn('manager');
    const data = await editData(manager, ['Caesar Salad', 'Oysters (6)']);
    // someone else saves one of them meanwhile
    await s.db.query(
      'update items set concurrency_checksum = concurrency_checksum + 1 where item_master_id = $1',
      [data.Items[1].ItemMasterId],
    );
    const res = await manager.post('Item/UpdateMultipleItems', { Items: selection(data), RetailPrice: 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'ItemBulk.StaleChecksum',
      StaleItems: [data.Items[1].ItemMasterId],
    });
    expect((await itemByName('Caesar Salad')).retail_price).toBe(data.Items[0].RetailPrice);
  });

  it('two saves of the same items at once: one is saved, the other is a 409', async () => {
    const [a, b] = [await s.signedIn('manager'), await s.signedIn('owner', { store: 2001 })];
    const data = await editData(a, ['Fish and Chips']);
    const results = await Promise.all([
      a.post('Item/UpdateMultipleItems', { Items: selection(data), RetailPrice: 20 }),
      b.post('Item/UpdateMultipleItems', { Items: selection(data), RetailPrice: 21 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const saved = results[0].status === 200 ? 20 : 21;
    expect((await itemByName('Fish and Chips')).retail_price).toBe(saved);
  });

  it("refuses another merchant's item or category, and bad input; nothing is changed", async () => {
    const manager = await s.signedIn('manager');
    const data = await editData(manager, ['Harbor Burger']);
    const [bankItem] = await s.db.query<{ item_master_id: number }>(
      'select item_master_id from items where merchant_id = 1002 limit 1',
    );
    const foreign = await manager.post('Item/UpdateMultipleItems', {
      Items: [...selection(data), { ItemMasterId: bankItem.item_master_id, ConcurrencyChecksum: 1 }],
      RetailPrice: 2,
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ MessageKey: 'ItemBulk.ItemsNotFound' });
    const bankCategory = await s.db.query<{ item_category_id: number }>(
      'select item_category_id from item_categories where merchant_id = 1002 limit 1',
    );
    const category = await manager.post('Item/UpdateMultipleItems', {
      Items: selection(data),
      RetailPrice: 2,
      ItemCategoryId: bankCategory[0].item_category_id,
    });
    expect(category.status).toBe(400);
    expect(await category.json()).toMatchObject({ MessageKey: 'ItemBulk.CategoryUnknown' });
    const cases: [unknown, string][] = [
      [{ Items: selection(data) }, 'ItemBulk.NothingToChange'],
      [{ Items: selection(data), RetailPrice: 1_000_000 }, 'Item.PriceRange'],
      [{ Items: selection(data), RetailPrice: '3' }, 'Validation.Type'],
      [{ Items: [], IsPosActive: true }, 'ItemBulk.NoItemsSelected'],
    ];
    for (const [body, key] of cases) {
      const res = await manager.post('Item/UpdateMultipleItems', body);
      expect(res.status, key).toBe(400);
      expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
    expect((await itemByName('Harbor Burger')).retail_price).toBe(data.Items[0].RetailPrice);
    expect((await itemByName('Harbor Burger')).concurrency_checksum).toBe(data.Items[0].ConcurrencyChecksum);
  });
});

describe('issue 7 §5: imports and bulk saves are recorded in the change history', () => {
  const itemEntries = (itemId: number) =>
    s.db.query<{ action: string; before: unknown; after: Record<string, unknown> | null }>(
      `select action, before, after from change_history where entity_kind = 'item' and entity_id = $1 order by change_id`,
      [String(itemId)],
    );

  it('records each imported item as created, and a bulk price change as an update of each item', async () => {
    const manager = await s.signedIn('manager');
    const { status } = await importRows(manager, [csvRow('History Import A'), csvRow('History Import B')]);
    expect(status).toBe(200);
    const a = await itemByName('History Import A');
    expect(await itemEntries(a.item_master_id)).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({ ItemName: 'History Import A' }),
      }),
    ]);
    const data = await editData(manager, ['History Import A', 'History Import B']);
    const res = await manager.post('Item/UpdateMultipleItems', { Items: selection(data), RetailPrice: 4.5 });
    expect(res.status).toBe(200);
    const entries = await itemEntries(a.item_master_id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].after).toEqual({ RetailPrice: 4.5 });
  });
});

describe('issue 7 §4: a store user of several stores only reads the menu, in bulk too', () => {
  it.each([2001, 2002])(
    'on store %i the import and the bulk save are refused (403 Menu.ReadOnly); nothing is changed',
    async (store) => {
      const shiftlead = await s.signedIn('shiftlead', { store });
      const before = await itemCount();
      const imported = await importRows(shiftlead, [csvRow(`Read-only Import ${store}`)]);
      expect(imported.status).toBe(403);
      expect(imported.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Menu.ReadOnly' });
      expect(await itemCount()).toBe(before);

      const data = await editData(shiftlead, ['Steak Frites']);
      expect(data.Items).toHaveLength(1);
      const rows = await posActiveRows(data.Items[0].ItemMasterId);
      const res = await shiftlead.post('Item/UpdateMultipleItems', {
        Items: selection(data),
        RetailPrice: 0.5,
        IsPosActive: false,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Menu.ReadOnly' });
      const item = await itemByName('Steak Frites');
      expect(item.retail_price).toBe(data.Items[0].RetailPrice);
      expect(item.concurrency_checksum).toBe(data.Items[0].ConcurrencyChecksum);
      expect(await posActiveRows(data.Items[0].ItemMasterId)).toEqual(rows);
    },
  );
});

describe('1-foundation §7: names stored HTML-encoded (legacy data) are answered decoded in bulk too', () => {
  it('the download, the lookups and "edit multiple items" answer decoded names; an import names the category as shown', async () => {
    const [category] = await s.db.query<{ item_category_id: number }>(
      "insert into item_categories (merchant_id, category_name, sort_order) values (1001, 'FISH &amp; CHIPS', 98) returning item_category_id",
    );
    const id = category.item_category_id;
    const [item] = await s.db.query<{ item_master_id: number }>(
      `insert into items (merchant_id, item_category_id, item_name, description, item_type, sold_by, retail_price)
       values (1001, $1, 'SURF &amp; TURF', 'Steak &amp; lobster', 'I', 1, 30) returning item_master_id`,
      [id],
    );
    const manager = await s.signedIn('manager');

    const exported = (await (
      await manager.post('Item/GetItemsForExport', { ItemCategoryId: id })
    ).json()) as ApiResult<ItemExportResult>;
    expect(exported.Entity?.CategoryName).toBe('FISH & CHIPS');
    expect(exported.Entity?.Rows.map((r) => [r.ItemName, r.Description, r.CategoryName])).toEqual([
      ['SURF & TURF', 'Steak & lobster', 'FISH & CHIPS'],
    ]);

    const lookups = (await (
      await manager.post('Item/GetItemBulkLookups', {})
    ).json()) as ApiResult<ItemCsvLookupLists>;
    expect(lookups.Entity?.Categories.map((c) => c.CategoryName)).toContain('FISH & CHIPS');
    expect(lookups.Entity?.ExistingItems).toContainEqual({ ItemCategoryId: id, ItemName: 'SURF & TURF' });

    const edit = (await (
      await manager.post('Item/GetItemsForBulkEdit', { ItemMasterIds: [item.item_master_id] })
    ).json()) as ApiResult<ItemBulkEditData>;
    expect(edit.Entity?.Items.map((i) => [i.ItemName, i.CategoryName])).toEqual([
      ['SURF & TURF', 'FISH & CHIPS'],
    ]);
    expect(edit.Entity?.Categories.map((c) => c.CategoryName)).toContain('FISH & CHIPS');

    const { body } = await importRows(manager, [
      csvRow('Cod & Chips', { Category: 'FISH & CHIPS' }),
      csvRow('SURF & TURF', { Category: 'FISH & CHIPS' }),
    ]);
    expect(body.Entity).toEqual({
      Created: 1,
      Blank: 0,
      Rejected: [{ Row: 3, Problems: [{ Column: 'Item Name', MessageKey: 'ItemBulk.AlreadyExists' }] }],
    });
    expect((await itemByName('Cod & Chips')).item_category_id).toBe(id);
  });
});

describe('issue 7 §3 Item/UpdateMultipleItems: a bulk save is dated like an edit', () => {
  it("sets the items' updated_at to the server's clock", async () => {
    const manager = await s.signedIn('manager');
    const data = await editData(manager, ['Mushroom Risotto']);
    const res = await manager.post('Item/UpdateMultipleItems', { Items: selection(data), RetailPrice: 22 });
    expect(res.status).toBe(200);
    const [row] = await s.db.query<{ updated_at: Date | string }>(
      'select updated_at from items where item_master_id = $1',
      [data.Items[0].ItemMasterId],
    );
    expect(new Date(row.updated_at).toISOString()).toBe(s.clock.now().toISOString());
  });
});
