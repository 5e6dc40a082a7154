import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import {
  type CategoryListAnswer,
  type CategoryTag,
  type CategoryWithItems,
  type CategoryWrite,
  type Department,
  type ItemCategoryRow,
  newCategoryForm,
} from '../../src/domain/menuItem';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let owner: Agent;
let manager: Agent;
let shiftlead: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await s.signedIn('owner', { store: 2001 });
  manager = await s.signedIn('manager', { store: 2001 });
  shiftlead = await s.signedIn('shiftlead', { store: 2002 });
  bank = await s.signedIn('bankowner', { store: 2101 });
});
afterAll(() => s.close());

async function categories(agent: Agent, body: object = {}) {
  const res = await agent.post('Item/GetItemCategories', { PageRowCount: 9999, ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as CategoryListAnswer;
}

const categoryNamed = async (name: string) =>
  (await categories(owner)).Categories.find((c) => c.CategoryName === name) as ItemCategoryRow;

const tagId = async (merchantId: number, name: string) =>
  (
    await s.db.query<{ tag_id: number }>('select tag_id from tags where merchant_id = $1 and name = $2', [
      merchantId,
      name,
    ])
  )[0].tag_id;

let n = 0;
/** A category body with a name of its own (at most 20 characters). */
function body(over: Partial<CategoryWrite['itemCategory']> = {}, tags: number[] = []): CategoryWrite {
  n += 1;
  const { TagIds: _t, ...category } = newCategoryForm();
  return { itemCategory: { ...category, CategoryName: `Test ${n}`, ...over }, tagAssignments: tags };
}

async function write(agent: Agent, path: 'AddItemCategory' | 'EditItemCategory', b: unknown) {
  const res = await agent.post(`Item/${path}`, b);
  return { status: res.status, body: (await res.json()) as ApiResult<ItemCategoryRow> & { Field?: string } };
}

const countOf = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from item_categories'))[0].n;

describe('Item/GetItemCategories and GetCategoriesAndItems', () => {
  it('answers the merchant’s categories in their order with department, colour and item count; never another merchant’s', async () => {
    const list = await categories(owner);
    expect(list.MayEdit).toBe(true);
    expect(list.Categories.slice(0, 3).map((c) => c.CategoryName)).toEqual(['STARTERS', 'MAINS', 'DESSERTS']);
    expect(list.TotalRowCount).toBe(list.Categories.length);
    const drinks = list.Categories.find((c) => c.CategoryName === 'DRINKS');
    expect(drinks).toMatchObject({
      DepartmentName: 'Beverage',
      DisplayColor: '1976D2',
      ItemCount: 4,
      MerchantId: 1001,
    });
    expect((await categories(bank)).Categories.map((c) => c.CategoryName)).toEqual([
      'COFFEE',
      'BAKERY',
      'LUNCH',
    ]);
  });

  it('searches the name, caps the rows at 9999 and refuses more', async () => {
    const found = await categories(owner, { SearchArg: 'drink' });
    expect(found.Categories.map((c) => c.CategoryName)).toEqual(['DRINKS', 'SOFT DRINKS']);
    const two = await categories(owner, { PageRowCount: 2 });
    expect(two.Categories).toHaveLength(2);
    expect(two.TotalRowCount).toBeGreaterThan(2);
    expect((await owner.post('Item/GetItemCategories', { PageRowCount: 10000 })).status).toBe(400);
  });

  it('says a store user of several stores may not change the menu', async () => {
    expect((await categories(shiftlead)).MayEdit).toBe(false);
    expect((await categories(manager)).MayEdit).toBe(true);
  });

  it('GetCategoriesAndItems: each category with its items by name', async () => {
    const res = await bank.post('Item/GetCategoriesAndItems', {});
    const answer = (await res.json()) as { Categories: CategoryWithItems[] };
    const coffee = answer.Categories.find((c) => c.CategoryName === 'COFFEE');
    expect(coffee?.Items.map((i) => i.ItemName)).toEqual(['Americano', 'Cappuccino', 'Latte', 'Mocha']);
    expect(coffee?.Items[0].RetailPrice).toBe(3.25);
  });

  it('answers the requested page (RequestedPageNum) with the total, the page’s categories with their items', async () => {
    const all = (await categories(owner)).Categories;
    const second = await categories(owner, { PageRowCount: 2, RequestedPageNum: 2 });
    expect(second.Categories.map((c) => c.CategoryName)).toEqual(all.slice(2, 4).map((c) => c.CategoryName));
    expect(second.TotalRowCount).toBe(all.length);
    const res = await owner.post('Item/GetCategoriesAndItems', { PageRowCount: 2, RequestedPageNum: 2 });
    const withItems = (await res.json()) as { Categories: CategoryWithItems[]; TotalRowCount: number };
    expect(withItems.TotalRowCount).toBe(all.length);
    expect(withItems.Categories.map((c) => [c.CategoryName, c.Items.length])).toEqual(
      all.slice(2, 4).map((c) => [c.CategoryName, c.ItemCount]),
    );
  });

  it('answers names HTML-decoded', async () => {
    const [row] = await s.db.query<{ item_category_id: number }>(
      "insert into item_categories (merchant_id, category_name, sort_order) values (1002, 'MAC &amp; CHEESE', 99) returning item_category_id",
    );
    const list = await categories(bank);
    expect(list.Categories.map((c) => c.CategoryName)).toContain('MAC & CHEESE');
    await s.db.query('delete from item_categories where item_category_id = $1', [row.item_category_id]);
  });
});

describe('Tag/GetTagsForCategory and Department/GetDepartments', () => {
  it('lists the merchant’s tags and marks the category’s; another merchant’s category is not found', async () => {
    const bar = await categoryNamed('BAR');
    const res = await owner.post('Tag/GetTagsForCategory', { ItemCategoryId: bar.ItemCategoryId });
    const tags = ((await res.json()) as PagedResult<CategoryTag>).ResultSet;
    expect(tags.filter((t) => t.IsAssigned).map((t) => t.Name)).toEqual(['Contains alcohol', 'Happy hour']);
    expect(tags.map((t) => t.Name)).not.toContain('Hot drinks');
    const none = (
      (await (
        await owner.post('Tag/GetTagsForCategory', { ItemCategoryId: 0 })
      ).json()) as PagedResult<CategoryTag>
    ).ResultSet;
    expect(none.some((t) => t.IsAssigned)).toBe(false);
    expect((await bank.post('Tag/GetTagsForCategory', { ItemCategoryId: bar.ItemCategoryId })).status).toBe(
      404,
    );
  });

  it('lists the merchant’s departments by name', async () => {
    const res = await owner.post('Department/GetDepartments', {});
    const rows = ((await res.json()) as PagedResult<Department>).ResultSet;
    expect(rows.map((d) => d.Name)).toEqual(['Beverage', 'Food', 'Retail']);
  });

  it('a page of departments answers the total of the whole list, not of the page', async () => {
    const page = async (RequestedPageNum: number) =>
      (await (
        await owner.post('Department/GetDepartments', { PageRowCount: 2, RequestedPageNum })
      ).json()) as PagedResult<Department>;
    const [first, second] = [await page(1), await page(2)];
    expect(first.ResultSet.map((d) => d.Name)).toEqual(['Beverage', 'Food']);
    expect(second.ResultSet.map((d) => d.Name)).toEqual(['Retail']);
    expect([first.TotalRowCount, second.TotalRowCount]).toEqual([3, 3]);
  });
});

describe('Item/AddItemCategory', () => {
  it('creates the category in upper case at the end of the list, with its department, colour and tags', async () => {
    const [dept] = await s.db.query<{ department_id: number }>(
      "select department_id from departments where merchant_id = 1001 and name = 'Food'",
    );
    const kids = await tagId(1001, 'Kids');
    const res = await write(
      owner,
      'AddItemCategory',
      body({ CategoryName: '  Tacos ', DepartmentId: dept.department_id, DisplayColor: '00897B' }, [kids]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      CategoryName: 'TACOS',
      DepartmentName: 'Food',
      DisplayColor: '00897B',
      ItemCount: 0,
      ConcurrencyChecksum: 1,
    });
    const list = await categories(owner);
    expect(list.Categories.at(-1)?.CategoryName).toBe('TACOS');
    const tags = (
      (await (
        await owner.post('Tag/GetTagsForCategory', { ItemCategoryId: res.body.Entity?.ItemCategoryId })
      ).json()) as PagedResult<CategoryTag>
    ).ResultSet;
    expect(tags.filter((t) => t.IsAssigned).map((t) => t.Name)).toEqual(['Kids']);
  });

  it('refuses a name taken whatever its case, blank, or over 20 characters; nothing is saved', async () => {
    const before = await countOf();
    for (const [name, key] of [
      ['starters', 'Category.NameTaken'],
      ['   ', 'Category.NameRequired'],
      ['x'.repeat(21), 'Category.NameLength'],
      ['Zero\u200bwidth', 'Validation.InvisibleCharacters'],
    ] as const) {
      const res = await write(owner, 'AddItemCategory', body({ CategoryName: name }));
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
      expect(res.body.Field, name).toMatch(/CategoryName$/);
    }
    // the same name is fine at another merchant
    expect((await write(bank, 'AddItemCategory', body({ CategoryName: 'Starters' }))).status).toBe(200);
    expect(await countOf()).toBe(before + 1);
  });

  it('refuses a colour outside the 12, another merchant’s department or tag, an id, bad types', async () => {
    const before = await countOf();
    const [bankDept] = await s.db.query<{ department_id: number }>(
      'select department_id from departments where merchant_id = 1002 limit 1',
    );
    const bankTag = await tagId(1002, 'Hot drinks');
    const cases: [unknown, string][] = [
      [body({ DisplayColor: 'ABCDEF' as never }), 'Category.ColorInvalid'],
      [body({ DepartmentId: bankDept.department_id }), 'Category.DepartmentNotFound'],
      [body({}, [bankTag]), 'Category.TagNotFound'],
      [body({}, [bankTag, bankTag]), 'Category.TagTwice'],
      [body({ ItemCategoryId: 5 }), 'Category.AddHasId'],
      [{ ...body(), itemCategory: { ...body().itemCategory, CategoryName: 5 } }, 'Validation.Type'],
      [{ tagAssignments: [] }, 'Category.NameRequired'],
    ];
    for (const [b, key] of cases) {
      const res = await write(owner, 'AddItemCategory', b);
      expect(res.status, key).toBe(400);
      expect(res.body.MessageKey, key).toBe(key);
    }
    expect(await countOf()).toBe(before);
  });

  it('is refused for a store user of several stores, allowed for a store user of one', async () => {
    const refused = await write(shiftlead, 'AddItemCategory', body());
    expect(refused.status).toBe(403);
    expect(refused.body.MessageKey).toBe('Menu.ReadOnly');
    expect((await write(manager, 'AddItemCategory', body())).status).toBe(200);
  });
});

describe('Item/EditItemCategory', () => {
  it('changes the name, colour, department and tags, and moves the checksum on', async () => {
    const created = (await write(owner, 'AddItemCategory', body({ CategoryName: 'Bowls' }))).body
      .Entity as ItemCategoryRow;
    const seafood = await tagId(1001, 'Seafood');
    const res = await write(
      owner,
      'EditItemCategory',
      body(
        {
          ItemCategoryId: created.ItemCategoryId,
          CategoryName: 'Poke bowls',
          DisplayColor: null,
          ConcurrencyChecksum: created.ConcurrencyChecksum,
        },
        [seafood],
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      CategoryName: 'POKE BOWLS',
      DisplayColor: null,
      ConcurrencyChecksum: 2,
    });
    expect(res.body.Entity?.SortOrder).toBe(created.SortOrder);
  });

  it('keeps its own name whatever the case, refuses another category’s', async () => {
    const mains = await categoryNamed('MAINS');
    const own = await write(
      owner,
      'EditItemCategory',
      body({
        ItemCategoryId: mains.ItemCategoryId,
        CategoryName: 'Mains',
        ConcurrencyChecksum: mains.ConcurrencyChecksum,
        DisplayColor: mains.DisplayColor as never,
        DepartmentId: mains.DepartmentId,
      }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const taken = await write(
      owner,
      'EditItemCategory',
      body({
        ItemCategoryId: mains.ItemCategoryId,
        CategoryName: 'desserts',
        ConcurrencyChecksum: mains.ConcurrencyChecksum + 1,
      }),
    );
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ MessageKey: 'Category.NameTaken', Field: 'CategoryName' });
  });

  it('two adds of one name at once: one is saved, the other is the same 400 (the unique index under a race)', async () => {
    const before = await countOf();
    const results = await Promise.all([
      write(owner, 'AddItemCategory', body({ CategoryName: 'Racing' })),
      write(manager, 'AddItemCategory', body({ CategoryName: 'racing' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'Category.NameTaken',
      Field: 'CategoryName',
    });
    expect(await countOf()).toBe(before + 1);
  });

  it('refuses a stale checksum with 409, keeping the other person’s change', async () => {
    const created = (await write(owner, 'AddItemCategory', body({ CategoryName: 'Wraps' }))).body
      .Entity as ItemCategoryRow;
    const first = body({
      ItemCategoryId: created.ItemCategoryId,
      CategoryName: 'Wraps first',
      ConcurrencyChecksum: 1,
    });
    expect((await write(owner, 'EditItemCategory', first)).status).toBe(200);
    const stale = await write(
      manager,
      'EditItemCategory',
      body({ ItemCategoryId: created.ItemCategoryId, CategoryName: 'Wraps second', ConcurrencyChecksum: 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Category.StaleChecksum' });
    expect((await categoryNamed('WRAPS FIRST')).ConcurrencyChecksum).toBe(2);
  });

  it('another merchant’s category is not found, and nothing of it changes', async () => {
    const mains = await categoryNamed('MAINS');
    const res = await write(
      bank,
      'EditItemCategory',
      body({
        ItemCategoryId: mains.ItemCategoryId,
        CategoryName: 'Hijacked',
        ConcurrencyChecksum: mains.ConcurrencyChecksum,
      }),
    );
    expect(res.status).toBe(404);
    expect(res.body.MessageKey).toBe('Category.NotFound');
    expect((await categoryNamed('MAINS')).ConcurrencyChecksum).toBe(mains.ConcurrencyChecksum);
    expect((await write(owner, 'EditItemCategory', body({ ItemCategoryId: 0 }))).status).toBe(404);
  });
});

describe('issue 7 §5: a category is recorded in the change history on create and edit', () => {
  it('records the create and the changed fields of an edit, with who made them', async () => {
    const add = await write(
      owner,
      'AddItemCategory',
      body({ CategoryName: 'History', DisplayColor: 'D32F2F' }),
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const category = add.body.Entity as ItemCategoryRow;
    const edit = await write(
      owner,
      'EditItemCategory',
      body({
        ItemCategoryId: category.ItemCategoryId,
        CategoryName: 'History',
        DisplayColor: '1976D2',
        ConcurrencyChecksum: category.ConcurrencyChecksum,
      }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const rows = await s.db.query<{ action: string; user_name: string; before: unknown; after: unknown }>(
      `select action, user_name, before, after from change_history
       where entity_kind = 'category' and entity_id = $1 order by change_id`,
      [String(category.ItemCategoryId)],
    );
    expect(rows).toEqual([
      expect.objectContaining({ action: 'create', user_name: 'Olivia Owner', before: null }),
      {
        action: 'update',
        user_name: 'Olivia Owner',
        before: { DisplayColor: 'D32F2F' },
        after: { DisplayColor: '1976D2' },
      },
    ]);
    expect(rows[0].after).toMatchObject({ CategoryName: 'HISTORY', DisplayColor: 'D32F2F' });
  });
});
