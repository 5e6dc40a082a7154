import type { Snapshot } from '../../src/domain/changeHistory';
import { MemberType, memberKey } from '../../src/domain/loyaltyTierPricing';
import { ItemType } from '../../src/domain/menuItem';
import type { Queryable } from '../db/db';
import { type ChangeInput, recordChanges } from '../db/queries/changeHistory';
import { discountById, discountSnapshot, discountStores } from '../db/queries/discounts';
import { demoUsers } from './accounts';

/**
 * A short, believable change history at Harbor Bistro Group (issue 7 §5), so an owner trying the demo
 * sees who changed what: a few discounts edited by the owner, the manager and the shift lead, items
 * marked out of stock or taken offline at Harbor Downtown and Uptown, and loyalty prices set and
 * changed. Consistent with the seeded data: each story ends in the state the seed left, and a
 * discount's "create" shows it as it was before the later edits. Times are days before the seed date.
 */
const MERCHANT = 1001;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Edit {
  /** Days (and hours) before the seed date. */
  ago: number;
  by: string;
  before: Snapshot;
  after: Snapshot;
}

/** Discounts by name: when created, by whom, and the edits since (the last one made the seeded state). */
const discountStories: { name: string; created: number; by: string; edits: Edit[] }[] = [
  {
    name: 'HAPPY HOUR',
    created: 46,
    by: 'owner',
    edits: [
      {
        ago: 12.3,
        by: 'owner',
        before: { Description: 'Fifteen percent off drinks', DiscountAmount: 15 },
        after: { Description: 'Twenty percent off drinks', DiscountAmount: 20 },
      },
      {
        ago: 2.6,
        by: 'manager',
        before: { ShowOnActivitySummary: false },
        after: { ShowOnActivitySummary: true },
      },
    ],
  },
  {
    name: 'STAFF MEAL',
    created: 38,
    by: 'owner',
    edits: [{ ago: 5.2, by: 'manager', before: { DiscountAmount: 5 }, after: { DiscountAmount: 6 } }],
  },
  {
    name: 'KIDS MEAL',
    created: 33,
    by: 'owner',
    edits: [
      {
        ago: 1.4,
        by: 'shiftlead',
        // POS active at Harbor Uptown switched off (the seed has it inactive there)
        before: { PosActiveStores: 'withUptown' },
        after: { PosActiveStores: 'seeded' },
      },
    ],
  },
];

/** Items marked out of stock or taken offline: [store, by, field, ago] for the store's first rows lacking it. */
const availabilityStories: [number, string, 'IsInStock' | 'IsAvailableOnline', number[]][] = [
  [2001, 'manager', 'IsInStock', [0.15, 0.8, 3.3]],
  [2001, 'shiftlead', 'IsAvailableOnline', [1.9, 6.1]],
  [2002, 'shiftlead', 'IsInStock', [0.4, 4.2]],
];

/** Loyalty prices: [item, first price, days ago, later price or null, days ago, by whom]. */
const priceStories: [string, number, number, number | null, number, string][] = [
  ['Lobster Roll', 27, 21, 25, 8.5, 'owner'],
  ['Fish and Chips', 17, 21, null, 0, 'owner'],
  ['Clam Chowder', 8, 21, 7.5, 3.1, 'owner'],
];

export async function seedHistory(db: Queryable, now: Date): Promise<void> {
  const users = await db.query<{ user_id: number; username: string }>(
    'select user_id, username from users where username = any($1::text[])',
    [['owner', 'manager', 'shiftlead']],
  );
  const author = (username: string, ago: number): Pick<ChangeInput, 'merchantId' | 'by' | 'at'> => ({
    merchantId: MERCHANT,
    by: {
      userId: users.find((u) => u.username === username)?.user_id ?? 0,
      name: demoUsers.find((u) => u.username === username)?.fullName ?? username,
    },
    at: new Date(now.getTime() - Math.round(ago * DAY_MS)),
  });
  const changes: ChangeInput[] = [
    ...(await discountChanges(db, author)),
    ...(await availabilityChanges(db, author)),
    ...(await priceChanges(db, author)),
  ];
  changes.sort((a, b) => a.at.getTime() - b.at.getTime());
  await recordChanges(db, changes);
}

type Author = (username: string, ago: number) => Pick<ChangeInput, 'merchantId' | 'by' | 'at'>;

async function discountChanges(db: Queryable, author: Author): Promise<ChangeInput[]> {
  const out: ChangeInput[] = [];
  for (const story of discountStories) {
    const [row] = await db.query<{ discount_id: number }>(
      'select discount_id from discounts where merchant_id = $1 and name = $2',
      [MERCHANT, story.name],
    );
    const discount = row && (await discountById(db, MERCHANT, row.discount_id));
    if (!discount) continue;
    const seeded = discountSnapshot(discount, await discountStores(db, discount.discount_id));
    // the PosActiveStores placeholders: as seeded, or with Harbor Uptown too
    const active = seeded.PosActiveStores as string[];
    const withUptown = (seeded.Stores as string[]).filter((s) => active.includes(s) || s === 'Harbor Uptown');
    const resolve = (s: Snapshot): Snapshot =>
      s.PosActiveStores === 'withUptown'
        ? { ...s, PosActiveStores: withUptown }
        : s.PosActiveStores === 'seeded'
          ? { ...s, PosActiveStores: active }
          : s;
    // as created: the seeded state with every later edit undone, newest first
    const created: Record<string, unknown> = { ...seeded };
    for (const e of [...story.edits].reverse()) Object.assign(created, resolve(e.before));
    const base = { kind: 'discount' as const, entityId: row.discount_id, label: story.name };
    out.push({ ...author(story.by, story.created), ...base, action: 'create', before: null, after: created });
    for (const e of story.edits)
      out.push({
        ...author(e.by, e.ago),
        ...base,
        action: 'update',
        before: resolve(e.before),
        after: resolve(e.after),
      });
  }
  return out;
}

async function availabilityChanges(db: Queryable, author: Author): Promise<ChangeInput[]> {
  const out: ChangeInput[] = [];
  for (const [storeId, by, field, agos] of availabilityStories) {
    const column = field === 'IsInStock' ? 'is_in_stock' : 'is_available_online';
    const rows = await db.query<{ item_master_id: number; item_name: string }>(
      `select i.item_master_id, i.item_name from store_items si join items i using (item_master_id)
       where si.store_id = $1 and i.merchant_id = $2 and i.item_type in ('I', 'B') and not si.${column}
       order by i.item_name, i.item_master_id limit $3`,
      [storeId, MERCHANT, agos.length],
    );
    rows.forEach((r, i) => {
      out.push({
        ...author(by, agos[i]),
        storeId,
        kind: 'itemAvailability',
        entityId: r.item_master_id,
        label: r.item_name,
        action: 'update',
        before: { [field]: true },
        after: { [field]: false },
      });
    });
  }
  return out;
}

async function priceChanges(db: Queryable, author: Author): Promise<ChangeInput[]> {
  const out: ChangeInput[] = [];
  for (const [item, first, firstAgo, later, laterAgo, by] of priceStories) {
    const [row] = await db.query<{ item_master_id: number; item_type: string }>(
      'select i.item_master_id, i.item_type from items i where i.merchant_id = $1 and i.item_name = $2',
      [MERCHANT, item],
    );
    if (!row) continue;
    const base = {
      kind: 'priceListPrice' as const,
      entityId: memberKey({
        MemberType: row.item_type === ItemType.Modifier ? MemberType.Modifier : MemberType.Item,
        ItemMasterId: row.item_master_id,
        ItemVariationId: null,
      }),
      label: item,
    };
    out.push({ ...author(by, firstAgo), ...base, action: 'create', before: null, after: { Price: first } });
    if (later !== null)
      out.push({
        ...author(by, laterAgo),
        ...base,
        action: 'update',
        before: { Price: first },
        after: { Price: later },
      });
  }
  return out;
}
