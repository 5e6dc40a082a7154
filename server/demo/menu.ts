import type { CategoryColor } from '../../src/domain/menuItem';
import type { Queryable } from '../db/db';
import { harborFullMenu, harborMerch, marketGrocery } from './menuCatalogue';
import type { TicketDayShape } from './tickets';

interface MenuDefinition {
  departments: string[];
  taxes: { name: string; rate: number; isDefault?: boolean }[];
  categories: { name: string; color: CategoryColor | null; department: number; items: [string, number][] }[];
  /** Modifier groups, each with the categories whose items take it (item_modifier_groups). */
  modifiers: { group: string; items: [string, number][]; categories: string[] }[];
  /** When the business's tickets come (server/demo/tickets.ts). */
  dayShape: TicketDayShape;
  /** The routing (printer) groups, and the group of each department's items (null: none). */
  routing: { groups: string[]; byDepartment: (number | null)[] };
  /** The merchant's tags and the categories that carry each (2-menu §2 "Category modal"). */
  tags: { name: string; categories: string[] }[];
  /** Event schedules (docs/decisions.md): days 0 Sunday … 6 Saturday, times HH:MM. */
  schedules: { name: string; days: number[]; start: string; end: string; active?: boolean }[];
}

const restaurant: MenuDefinition = {
  dayShape: 'restaurant',
  departments: ['Food', 'Beverage', 'Retail'],
  taxes: [
    { name: 'Standard', rate: 8.875, isDefault: true },
    { name: 'Alcohol', rate: 10.25 },
    { name: 'Non-taxable', rate: 0 },
  ],
  categories: [
    {
      name: 'STARTERS',
      color: 'F57C00',
      department: 0,
      items: [
        ['Clam Chowder', 8.5],
        ['Crispy Calamari', 12],
        ['Caesar Salad', 10],
        ['Oysters (6)', 18],
        ['Garlic Bread', 6],
      ],
    },
    {
      name: 'MAINS',
      color: '00897B',
      department: 0,
      items: [
        ['Fish and Chips', 19],
        ['Lobster Roll', 28],
        ['Grilled Salmon', 26],
        ['Harbor Burger', 17.5],
        ['Mushroom Risotto', 21],
        ['Steak Frites', 32],
      ],
    },
    {
      name: 'DESSERTS',
      color: 'D32F2F',
      department: 0,
      items: [
        ['Key Lime Pie', 8],
        ['Chocolate Torte', 9],
        ['Ice Cream Trio', 7],
      ],
    },
    {
      name: 'DRINKS',
      color: '1976D2',
      department: 1,
      items: [
        ['Lemonade', 4.5],
        ['Iced Tea', 4],
        ['Espresso', 3.5],
        ['Sparkling Water', 3],
      ],
    },
    {
      name: 'BAR',
      color: '689F38',
      department: 1,
      items: [
        ['House Red Glass', 11],
        ['IPA Draft', 8],
        ['Harbor Spritz', 13],
      ],
    },
    {
      name: 'MERCH',
      color: 'C2185B',
      department: 2,
      items: [['Harbor Mug', 14], ['Tote Bag', 18], ...harborMerch],
    },
    ...harborFullMenu,
  ],
  modifiers: [
    {
      group: 'Sides',
      categories: ['MAINS', 'FROM THE SEA', 'FROM THE LAND'],
      items: [
        ['Extra Fries', 4],
        ['Side Salad', 5],
        ['Coleslaw', 3],
      ],
    },
    {
      group: 'Cook Temperature',
      categories: ['FROM THE LAND'],
      items: [
        ['Rare', 0],
        ['Medium Rare', 0],
        ['Medium', 0],
        ['Well Done', 0],
      ],
    },
    {
      group: 'Add-ons',
      categories: ['MAINS', 'FROM THE LAND', 'KIDS'],
      items: [
        ['Add Bacon', 2.5],
        ['Add Cheese', 1.5],
        ['Add Avocado', 2],
      ],
    },
  ],
  routing: { groups: ['Kitchen', 'Bar'], byDepartment: [0, 1, null] },
  tags: [
    { name: 'Seafood', categories: ['STARTERS', 'MAINS', 'RAW BAR', 'FROM THE SEA'] },
    { name: 'Contains alcohol', categories: ['BAR', 'WINE', 'BEER', 'COCKTAILS', 'SPIRITS'] },
    { name: 'Happy hour', categories: ['BAR', 'BEER', 'COCKTAILS', 'SMALL PLATES'] },
    { name: 'Kids', categories: ['KIDS', 'SOFT DRINKS'] },
    { name: 'Vegetarian options', categories: ['STARTERS', 'SIDES', 'SMALL PLATES'] },
    { name: 'Sweets', categories: ['DESSERTS', 'SWEETS'] },
    { name: 'Retail', categories: ['MERCH'] },
  ],
  schedules: [
    { name: 'Happy Hour', days: [1, 2, 3, 4, 5], start: '16:00', end: '18:00' },
    { name: 'Weekend Brunch', days: [0, 6], start: '10:00', end: '14:00' },
    { name: 'Late Night', days: [4, 5, 6], start: '22:00', end: '01:00' },
    { name: 'Oyster Monday', days: [1], start: '17:00', end: '21:00', active: false },
  ],
};

const market: MenuDefinition = {
  dayShape: 'market',
  departments: ['Grocery', 'Produce', 'Deli'],
  taxes: [
    { name: 'Standard', rate: 8.875, isDefault: true },
    { name: 'Food (exempt)', rate: 0 },
  ],
  categories: [
    {
      name: 'PANTRY',
      color: 'FBC02D',
      department: 0,
      items: [
        ['Olive Oil 500ml', 9.99],
        ['Pasta 1lb', 2.49],
        ['Tomato Sauce', 3.29],
        ['Rice 2lb', 3.99],
      ],
    },
    {
      name: 'PRODUCE',
      color: '689F38',
      department: 1,
      items: [
        ['Bananas (lb)', 0.69],
        ['Apples (lb)', 1.99],
        ['Avocado', 1.5],
        ['Spinach Bag', 3.49],
      ],
    },
    {
      name: 'DELI',
      color: 'F57C00',
      department: 2,
      items: [
        ['Turkey Sandwich', 8.99],
        ['Soup of the Day', 5.49],
        ['Potato Salad (lb)', 6.99],
      ],
    },
    {
      name: 'BEVERAGES',
      color: '1976D2',
      department: 0,
      items: [
        ['Cold Brew', 4.29],
        ['Orange Juice', 4.99],
        ['Spring Water', 1.29],
      ],
    },
    ...marketGrocery,
  ],
  modifiers: [
    {
      group: 'Bread',
      categories: ['DELI'],
      items: [
        ['Sourdough', 0],
        ['Rye', 0],
        ['Gluten Free', 1.5],
      ],
    },
  ],
  routing: { groups: ['Deli Counter'], byDepartment: [null, null, 0] },
  tags: [
    { name: 'Fresh', categories: ['PRODUCE', 'DELI', 'BAKERY', 'DAIRY'] },
    { name: 'Refrigerated', categories: ['DAIRY', 'DELI', 'FROZEN'] },
    { name: 'Tax exempt food', categories: ['PANTRY', 'PRODUCE', 'BAKERY'] },
    { name: 'Non-food', categories: ['HOUSEHOLD'] },
  ],
  schedules: [
    { name: 'Early Bird', days: [0, 1, 2, 3, 4, 5, 6], start: '07:00', end: '09:00' },
    { name: 'Deli Lunch', days: [1, 2, 3, 4, 5], start: '11:30', end: '14:00' },
  ],
};

const cafe: MenuDefinition = {
  dayShape: 'cafe',
  departments: ['Food', 'Beverage'],
  taxes: [
    { name: 'Standard', rate: 8.25, isDefault: true },
    { name: 'Non-taxable', rate: 0 },
  ],
  categories: [
    {
      name: 'COFFEE',
      color: '6D4C41',
      department: 1,
      items: [
        ['Latte', 4.75],
        ['Cappuccino', 4.5],
        ['Americano', 3.25],
        ['Mocha', 5.25],
      ],
    },
    {
      name: 'BAKERY',
      color: 'FBC02D',
      department: 0,
      items: [
        ['Croissant', 3.5],
        ['Blueberry Muffin', 3.25],
        ['Maple Scone', 3.75],
      ],
    },
    {
      name: 'LUNCH',
      color: '00897B',
      department: 0,
      items: [
        ['Avocado Toast', 9.5],
        ['Tomato Soup', 6.5],
        ['Club Sandwich', 11],
      ],
    },
  ],
  modifiers: [
    {
      group: 'Milk',
      categories: ['COFFEE'],
      items: [
        ['Oat Milk', 0.75],
        ['Almond Milk', 0.75],
        ['Extra Shot', 1],
      ],
    },
  ],
  routing: { groups: ['Kitchen', 'Coffee Bar'], byDepartment: [0, 1] },
  tags: [
    { name: 'Hot drinks', categories: ['COFFEE'] },
    { name: 'Baked in house', categories: ['BAKERY'] },
    { name: 'Vegetarian options', categories: ['LUNCH', 'BAKERY'] },
  ],
  schedules: [
    { name: 'Morning Rush', days: [1, 2, 3, 4, 5], start: '06:30', end: '09:30' },
    { name: 'Afternoon Tea', days: [0, 6], start: '14:00', end: '17:00' },
  ],
};

export const menuOf: Record<number, MenuDefinition> = {
  1001: restaurant,
  1002: cafe,
  1003: market,
  1004: restaurant,
};

/** Seeds one merchant's menu: departments, taxes, routing groups, categories, items, modifiers (discounts: demo/discounts.ts). */
export async function seedMenu(db: Queryable, merchantId: number, storeIds: number[]): Promise<void> {
  const menu = menuOf[merchantId];
  const departmentIds: number[] = [];
  for (const name of menu.departments) {
    const [row] = await db.query<{ department_id: number }>(
      'insert into departments (merchant_id, name) values ($1, $2) returning department_id',
      [merchantId, name],
    );
    departmentIds.push(row.department_id);
  }
  const taxIds: number[] = [];
  for (const tax of menu.taxes) {
    const [row] = await db.query<{ tax_category_id: number }>(
      'insert into tax_categories (merchant_id, name, rate, is_default) values ($1, $2, $3, $4) returning tax_category_id',
      [merchantId, tax.name, tax.rate, tax.isDefault ?? false],
    );
    taxIds.push(row.tax_category_id);
  }
  const groupIds = (
    await db.query<{ printer_group_id: number }>(
      `insert into printer_groups (merchant_id, name, sort_order)
       select $1, n, o from unnest($2::text[]) with ordinality as t(n, o) order by o returning printer_group_id`,
      [merchantId, menu.routing.groups],
    )
  ).map((r) => r.printer_group_id);
  let sort = 0;
  for (const category of menu.categories) {
    sort += 1;
    const [row] = await db.query<{ item_category_id: number }>(
      `insert into item_categories (merchant_id, category_name, display_color, department_id, sort_order)
       values ($1, $2, $3, $4, $5) returning item_category_id`,
      [merchantId, category.name, category.color, departmentIds[category.department], sort],
    );
    // one statement a category (a menu of hundreds of items seeds quickly), in the list's order
    await db.query(
      `insert into items (merchant_id, item_category_id, item_name, description, item_type, sold_by, stocking_unit, retail_price, tax_category_id, printer_group_id)
       select $1, $2, n, n || ' — house recipe', 'I', case when n like '%(lb)%' then 2 else 1 end,
         case when n like '%(lb)%' then 'LB' else 'EACH' end, p, $5, $6
       from unnest($3::text[], $4::numeric[]) with ordinality as t(n, p, o) order by o`,
      [
        merchantId,
        row.item_category_id,
        category.items.map(([name]) => name),
        category.items.map(([, price]) => price),
        taxIds[0],
        groupIds[menu.routing.byDepartment[category.department] ?? -1] ?? null,
      ],
    );
  }
  for (const group of menu.modifiers) {
    const [g] = await db.query<{ modifier_group_id: number }>(
      'insert into modifier_groups (merchant_id, name) values ($1, $2) returning modifier_group_id',
      [merchantId, group.group],
    );
    for (const [name, price] of group.items) {
      await db.query(
        `with m as (insert into items (merchant_id, item_name, item_type, retail_price, tax_category_id)
           values ($1, $2, 'M', $3, $4) returning item_master_id)
         insert into modifier_group_members (modifier_group_id, item_master_id) select $5, item_master_id from m`,
        [merchantId, name, price, taxIds[0], g.modifier_group_id],
      );
    }
    await db.query(
      `insert into item_modifier_groups (item_master_id, modifier_group_id)
       select i.item_master_id, $3 from items i join item_categories c using (item_category_id)
       where i.merchant_id = $1 and i.item_type = 'I' and c.category_name = any($2::text[])`,
      [merchantId, group.categories, g.modifier_group_id],
    );
  }
  // a few items of each store out of stock or not online (by item and store: stores differ)
  await db.query(
    `insert into store_items (store_id, item_master_id, is_pos_active, is_in_stock, is_available_online)
     select s, i.item_master_id, true, ((i.item_master_id * 7 + s) % 31) <> 0, ((i.item_master_id * 5 + s) % 19) <> 0
     from items i cross join unnest($2::int[]) as s where i.merchant_id = $1`,
    [merchantId, storeIds],
  );
  for (const tag of menu.tags) {
    await db.query(
      `with t as (insert into tags (merchant_id, name) values ($1, $2) returning tag_id)
       insert into item_category_tags (item_category_id, tag_id)
       select c.item_category_id, t.tag_id from t join item_categories c
         on c.merchant_id = $1 and c.category_name = any($3::text[])`,
      [merchantId, tag.name, tag.categories],
    );
  }
  for (const s of menu.schedules) {
    await db.query(
      `insert into event_schedules (merchant_id, name, days_of_week, start_time, end_time, is_active)
       values ($1, $2, $3::smallint[], $4::time, $5::time, $6)`,
      [merchantId, s.name, s.days, s.start, s.end, s.active ?? true],
    );
  }
}
