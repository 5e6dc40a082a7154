import type { Queryable } from '../db/db';

/**
 * The demo merchants' discounts (2-menu-and-reports.md §3): every type (I set item price, A amount,
 * P percent, B promoted amount, Q promoted percent), store assignments, one store where a discount is
 * not POS active, and — at Harbor Bistro — an auto-apply cash discount at Harbor Downtown, a store
 * with card surcharge (Harbor Pier) and one not on the connected-payments gateway (Harbor Midtown),
 * so that the auto cash discount's pre-save checks can be seen. Deterministic: fixed lists.
 */
interface DemoDiscount {
  name: string;
  description: string;
  type: 'I' | 'A' | 'P' | 'B' | 'Q';
  amount: number;
  appliesTo: 'H' | 'L';
  minimum?: number;
  approval?: boolean;
  emailOnly?: boolean;
  barcode?: [string, string];
  externalId?: string;
  showOnSummary?: boolean;
  autoCash?: boolean;
  /** The stores it is assigned to (default: every store of the merchant). */
  stores?: number[];
  /** Assigned but not POS active in these stores. */
  inactiveAt?: number[];
}

const restaurant: DemoDiscount[] = [
  {
    name: 'HAPPY HOUR',
    description: 'Twenty percent off drinks',
    type: 'P',
    amount: 20,
    appliesTo: 'H',
    showOnSummary: true,
  },
  {
    name: 'STAFF MEAL',
    description: 'Staff meal at a set price',
    type: 'I',
    amount: 6,
    appliesTo: 'L',
    approval: true,
  },
  { name: 'SENIOR 10', description: 'Ten percent for seniors', type: 'P', amount: 10, appliesTo: 'H' },
  {
    name: 'LOYALTY 5',
    description: 'Five dollars off for members',
    type: 'A',
    amount: 5,
    appliesTo: 'H',
    minimum: 25,
  },
  { name: 'KIDS MEAL', description: 'Kids meal at a set price', type: 'I', amount: 4.95, appliesTo: 'L' },
  {
    name: 'BIRTHDAY',
    description: 'Birthday promotion $10 off',
    type: 'B',
    amount: 10,
    appliesTo: 'H',
    emailOnly: true,
  },
  {
    name: 'SPRING PROMO',
    description: 'Spring promotion 15% off',
    type: 'Q',
    amount: 15,
    appliesTo: 'H',
    externalId: 'PROMO-2026-SPRING',
  },
  {
    name: 'COUPON 2',
    description: 'Two dollars off a coupon',
    type: 'A',
    amount: 2,
    appliesTo: 'H',
    barcode: ['1000', '1999'],
  },
  {
    name: 'MANAGER COMP',
    description: 'Manager comp on a ticket',
    type: 'P',
    amount: 100,
    appliesTo: 'H',
    approval: true,
  },
];

/** Harbor Bistro: assignments across its stores and the auto cash discount of Harbor Downtown. */
const harbor: DemoDiscount[] = [
  ...restaurant.map((d) =>
    d.name === 'HAPPY HOUR'
      ? { ...d, stores: [2001, 2002, 2006] }
      : d.name === 'KIDS MEAL'
        ? { ...d, inactiveAt: [2002] }
        : d.name === 'STAFF MEAL'
          ? { ...d, stores: [2001] }
          : d,
  ),
  {
    name: 'CASH 3',
    description: 'Three percent off cash tender',
    type: 'P',
    amount: 3,
    appliesTo: 'H',
    autoCash: true,
    stores: [2001],
  },
];

const market: DemoDiscount[] = [
  { name: 'WEEKLY DEAL', description: 'Ten percent off weekly deals', type: 'P', amount: 10, appliesTo: 'H' },
  {
    name: 'BULK BUY',
    description: 'Three dollars off bulk orders',
    type: 'A',
    amount: 3,
    appliesTo: 'H',
    minimum: 30,
  },
  { name: 'BREAD DAY', description: 'Day-old bread at a set price', type: 'I', amount: 1.5, appliesTo: 'L' },
  { name: 'STUDENT 5', description: 'Five percent for students', type: 'P', amount: 5, appliesTo: 'H' },
  { name: 'NEIGHBOR 2', description: 'Neighborhood promotion $2 off', type: 'B', amount: 2, appliesTo: 'H' },
  { name: 'FALL SAVINGS', description: 'Fall promotion 12% off', type: 'Q', amount: 12, appliesTo: 'H' },
  {
    name: 'COUPON 1',
    description: 'One dollar off a coupon',
    type: 'A',
    amount: 1,
    appliesTo: 'H',
    barcode: ['500000', '599999'],
  },
];

const discountsOf: Record<number, DemoDiscount[]> = {
  1001: harbor,
  1002: restaurant,
  1003: market,
  1004: restaurant,
};

/** The stores' card settings the auto cash discount checks (Harbor Bistro only). */
async function seedStoreCardSettings(db: Queryable, merchantId: number) {
  if (merchantId !== 1001) return;
  await db.query('update stores set cc_surcharge_enabled = true where store_id = 2006');
  await db.query('update stores set credit_gateway = 4 where store_id = 2005');
}

/** Seeds one merchant's discounts and their stores. */
export async function seedDiscounts(db: Queryable, merchantId: number, storeIds: number[]): Promise<void> {
  await seedStoreCardSettings(db, merchantId);
  for (const d of discountsOf[merchantId] ?? restaurant) {
    const [row] = await db.query<{ discount_id: number }>(
      `insert into discounts (merchant_id, name, description, discount_type, discount_amount, minimum_discount_amount,
         applies_to, external_discount_id, email_offer_only, barcode_range_start, barcode_range_end, is_approval_needed,
         show_on_activity_summary, is_auto_cash_discount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning discount_id`,
      [
        merchantId,
        d.name,
        d.description,
        d.type,
        d.amount,
        d.minimum ?? 0,
        d.appliesTo,
        d.externalId ?? null,
        d.emailOnly ?? false,
        d.barcode?.[0] ?? null,
        d.barcode?.[1] ?? null,
        d.approval ?? false,
        d.showOnSummary ?? false,
        d.autoCash ?? false,
      ],
    );
    const stores = (d.stores ?? storeIds).filter((s) => storeIds.includes(s));
    await db.query(
      `insert into discount_stores (discount_id, store_id, pos_active)
       select $1, s, not (s = any($3::int[])) from unnest($2::int[]) as s`,
      [row.discount_id, stores, d.inactiveAt ?? []],
    );
  }
}
