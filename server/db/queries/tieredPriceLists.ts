import {
  type MemberSort,
  type MemberTypeCode,
  type MemberTypeFilter,
  memberKey,
  memberTypesOf,
  type TieredPriceList,
  type TieredPriceListMember,
  type TieredPriceListMemberPrice,
} from '../../../src/domain/loyaltyTierPricing';
import { one, type Queryable } from '../db';
import { type PageRequest, pagedQuery } from '../paged';

/** The merchant's tiered price list (one a merchant), with how many members it prices. */
interface PriceListRow {
  [key: string]: unknown;
  tiered_price_list_id: number;
  name: string;
  concurrency_checksum: number;
  priced: number;
}

export async function tieredPriceListOf(
  db: Queryable,
  merchantId: number,
): Promise<Omit<TieredPriceList, 'Campaigns'> | null> {
  const row = await one<PriceListRow>(
    db,
    `select l.tiered_price_list_id, l.name, l.concurrency_checksum,
       (select count(*)::int from tiered_price_list_members m where m.tiered_price_list_id = l.tiered_price_list_id) as priced
     from tiered_price_lists l where l.merchant_id = $1`,
    [merchantId],
  );
  return row
    ? {
        TieredPriceListId: row.tiered_price_list_id,
        Name: row.name,
        ConcurrencyChecksum: row.concurrency_checksum,
        PricedMemberCount: row.priced,
      }
    : null;
}

/** The loyalty provider's campaign names of the merchant (demo data), by name. */
export async function loyaltyCampaignNames(db: Queryable, merchantId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'select name from loyalty_campaigns where merchant_id = $1 order by name',
    [merchantId],
  );
  return rows.map((r) => r.name);
}

/**
 * Every member a merchant's price list may price: its items (I, B) and their variations, its
 * modifiers (M) and theirs, with the item's category (a modifier's: its first modifier group).
 */
const MEMBERS = `(
  select 0 as member_type, i.item_master_id, null::int as item_variation_id,
    null::int as retail_price_variation_group_id, c.category_name as category, i.item_name as name,
    i.item_name, i.retail_price::float8 as price
  from items i left join item_categories c on c.item_category_id = i.item_category_id
  where i.merchant_id = $1 and i.item_type in ('I', 'B')
  union all
  select 1, i.item_master_id, v.item_variation_id, v.retail_price_variation_group_id, c.category_name,
    i.item_name || ' – ' || v.name, i.item_name, v.retail_price::float8
  from item_variations v join items i on i.item_master_id = v.item_master_id
    left join item_categories c on c.item_category_id = i.item_category_id
  where i.merchant_id = $1 and i.item_type in ('I', 'B')
  union all
  select 2, i.item_master_id, null::int, null::int, g.name, i.item_name, i.item_name, i.retail_price::float8
  from items i left join lateral (
      select min(mg.name) as name from modifier_group_members gm
      join modifier_groups mg on mg.modifier_group_id = gm.modifier_group_id
      where gm.item_master_id = i.item_master_id) g on true
  where i.merchant_id = $1 and i.item_type = 'M'
  union all
  select 3, i.item_master_id, v.item_variation_id, v.retail_price_variation_group_id, g.name,
    i.item_name || ' – ' || v.name, i.item_name, v.retail_price::float8
  from item_variations v join items i on i.item_master_id = v.item_master_id
    left join lateral (
      select min(mg.name) as name from modifier_group_members gm
      join modifier_groups mg on mg.modifier_group_id = gm.modifier_group_id
      where gm.item_master_id = i.item_master_id) g on true
  where i.merchant_id = $1 and i.item_type = 'M'
) m
left join tiered_price_lists l on l.merchant_id = $1
left join tiered_price_list_members p on p.tiered_price_list_id = l.tiered_price_list_id
  and p.member_type = m.member_type and p.item_master_id = m.item_master_id
  and p.item_variation_id = coalesce(m.item_variation_id, 0)`;

interface MemberSqlRow {
  [key: string]: unknown;
  member_type: MemberTypeCode;
  item_master_id: number;
  item_variation_id: number | null;
  retail_price_variation_group_id: number | null;
  category: string | null;
  name: string;
  price: number;
  price_list_price: number | null;
}

const toMember = (r: MemberSqlRow): TieredPriceListMember => {
  const m = {
    MemberType: r.member_type,
    ItemMasterId: r.item_master_id,
    ItemVariationId: r.item_variation_id,
  };
  return {
    id: memberKey(m),
    ...m,
    RetailPriceVariationGroupId: r.retail_price_variation_group_id,
    Category: r.category,
    Name: r.name,
    Price: r.price,
    PriceListPrice: r.price_list_price,
  };
};

/** A page of the merchant's members, filtered by type and item name (a variation by its item's name). */
export async function memberPage(
  db: Queryable,
  merchantId: number,
  filter: { typeFilter: MemberTypeFilter; itemName: string },
  page: PageRequest<MemberSort>,
): Promise<{ rows: TieredPriceListMember[]; total: number }> {
  const result = await pagedQuery<MemberSqlRow, MemberSort>(
    db,
    {
      select: `m.member_type, m.item_master_id, m.item_variation_id, m.retail_price_variation_group_id,
        m.category, m.name, m.price, p.price::float8 as price_list_price`,
      from: MEMBERS,
      where: `m.member_type = any($2::int[])
        and ($3::text = '' or strpos(lower(m.item_name), lower($3::text)) > 0)`,
      params: [merchantId, memberTypesOf(filter.typeFilter), filter.itemName],
      sortable: {
        name: 'lower(m.name)',
        category: 'lower(m.category)',
        type: 'm.member_type',
        price: 'm.price',
      },
      // a total order: the item, then the variation (none first), then the type
      id: `(m.item_master_id::numeric * 4 + m.member_type) * 2147483648 + coalesce(m.item_variation_id, 0)`,
    },
    page,
    'name',
  );
  return { rows: result.rows.map(toMember), total: result.total };
}

/** Of the members named, the keys of those that are not the merchant's (unknown items, variations or types). */
export async function foreignMembers(
  db: Queryable,
  merchantId: number,
  members: readonly TieredPriceListMemberPrice[],
): Promise<string[]> {
  if (members.length === 0) return [];
  const rows = await db.query<{ k: string }>(
    `select w.k from unnest($2::text[], $3::int[], $4::int[], $5::int[]) as w(k, member_type, item_master_id, item_variation_id)
     where not exists (
       select 1 from ${MEMBERS}
       where m.member_type = w.member_type and m.item_master_id = w.item_master_id
         and coalesce(m.item_variation_id, 0) = w.item_variation_id)`,
    [
      merchantId,
      members.map((m) => memberKey(m)),
      members.map((m) => m.MemberType),
      members.map((m) => m.ItemMasterId),
      members.map((m) => m.ItemVariationId ?? 0),
    ],
  );
  return rows.map((r) => r.k);
}

/** A member's name and its price-list price now (null: none), by member key. */
export interface MemberPriceNow {
  name: string;
  price: number | null;
}

/**
 * The names and current price-list prices of the members named (the merchant's only): what a save's
 * change history compares with. Call it inside the save's transaction, before and after the prices.
 */
export async function memberPricesNow(
  db: Queryable,
  merchantId: number,
  members: readonly TieredPriceListMemberPrice[],
): Promise<Map<string, MemberPriceNow>> {
  if (members.length === 0) return new Map();
  const rows = await db.query<MemberSqlRow>(
    `select m.member_type, m.item_master_id, m.item_variation_id, m.name, p.price::float8 as price_list_price
     from ${MEMBERS}
     join unnest($2::int[], $3::int[], $4::int[]) as w(member_type, item_master_id, item_variation_id)
       on m.member_type = w.member_type and m.item_master_id = w.item_master_id
         and coalesce(m.item_variation_id, 0) = w.item_variation_id`,
    [
      merchantId,
      members.map((m) => m.MemberType),
      members.map((m) => m.ItemMasterId),
      members.map((m) => m.ItemVariationId ?? 0),
    ],
  );
  return new Map(
    rows.map((r) => [
      memberKey({
        MemberType: r.member_type,
        ItemMasterId: r.item_master_id,
        ItemVariationId: r.item_variation_id,
      }),
      { name: r.name, price: r.price_list_price },
    ]),
  );
}

/** Creates the merchant's price list (none yet: the unique merchant_id refuses a second); its id. */
export async function insertTieredPriceList(
  db: Queryable,
  merchantId: number,
  name: string,
): Promise<number> {
  const [row] = await db.query<{ tiered_price_list_id: number }>(
    `insert into tiered_price_lists (merchant_id, name) values ($1, $2)
     on conflict (merchant_id) do nothing returning tiered_price_list_id`,
    [merchantId, name],
  );
  return row?.tiered_price_list_id ?? 0;
}

/**
 * Renames the merchant's list and moves its checksum on, if its id and checksum are still the ones
 * given (no checksum: whatever it is); false when the list changed meanwhile (or is not the merchant's).
 */
export async function touchTieredPriceList(
  db: Queryable,
  merchantId: number,
  listId: number,
  checksum: number | null,
  name: string,
): Promise<boolean> {
  const rows = await db.query(
    `update tiered_price_lists set name = $4, concurrency_checksum = concurrency_checksum + 1
     where merchant_id = $1 and tiered_price_list_id = $2 and ($3::int is null or concurrency_checksum = $3)
     returning tiered_price_list_id`,
    [merchantId, listId, checksum, name],
  );
  return rows.length === 1;
}

/** Sets the members' prices (a null price removes the member's row). */
export async function setMemberPrices(
  db: Queryable,
  listId: number,
  members: readonly TieredPriceListMemberPrice[],
): Promise<void> {
  const priced = members.filter((m) => m.PriceListPrice !== null);
  const cleared = members.filter((m) => m.PriceListPrice === null);
  if (cleared.length > 0)
    await db.query(
      `delete from tiered_price_list_members p using unnest($2::int[], $3::int[], $4::int[]) as w(t, i, v)
       where p.tiered_price_list_id = $1 and p.member_type = w.t and p.item_master_id = w.i and p.item_variation_id = w.v`,
      [
        listId,
        cleared.map((m) => m.MemberType),
        cleared.map((m) => m.ItemMasterId),
        cleared.map((m) => m.ItemVariationId ?? 0),
      ],
    );
  if (priced.length > 0)
    await db.query(
      `insert into tiered_price_list_members (tiered_price_list_id, member_type, item_master_id, item_variation_id, price)
       select $1, w.t, w.i, w.v, w.p from unnest($2::int[], $3::int[], $4::int[], $5::numeric[]) as w(t, i, v, p)
       on conflict (tiered_price_list_id, member_type, item_master_id, item_variation_id) do update set price = excluded.price`,
      [
        listId,
        priced.map((m) => m.MemberType),
        priced.map((m) => m.ItemMasterId),
        priced.map((m) => m.ItemVariationId ?? 0),
        priced.map((m) => String(m.PriceListPrice)),
      ],
    );
}
