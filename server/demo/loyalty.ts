import type { Queryable } from '../db/db';

/**
 * The demo's loyalty tier pricing (2-menu-and-reports.md §2): the loyalty provider's campaigns (a
 * program name must be one of them), a few price variations of the restaurant's items and modifiers,
 * and Harbor Bistro Group's loyalty price list with some prices set. Deterministic: names only.
 */
export const demoLoyaltyCampaigns: Record<number, string[]> = {
  1001: ['Harbor Rewards Gold', 'Harbor Rewards Silver', 'Crew Club'],
  1002: ['Maple Perks'],
};

/** Variations by item name: [variation, price]. */
const variations: Record<number, Record<string, [string, number][]>> = {
  1001: {
    Lemonade: [
      ['Small', 3.5],
      ['Large', 5.5],
    ],
    'Iced Tea': [
      ['Small', 3],
      ['Large', 5],
    ],
    'IPA Draft': [
      ['Half Pint', 5],
      ['Pint', 8],
    ],
    'Extra Fries': [
      ['Regular', 4],
      ['Large', 6],
    ],
  },
};

/** Harbor Bistro Group's program and its prices: [item, variation or null, price]. */
export const demoLoyaltyProgram = {
  merchantId: 1001,
  name: 'Harbor Rewards Gold',
  prices: [
    ['Clam Chowder', null, 7.5],
    ['Fish and Chips', null, 17],
    ['Lobster Roll', null, 25],
    ['Lemonade', 'Large', 4.75],
    ['IPA Draft', 'Pint', 7],
    ['Add Bacon', null, 2],
    ['Extra Fries', 'Large', 5],
  ] as [string, string | null, number][],
};

export async function seedLoyalty(db: Queryable): Promise<void> {
  for (const [merchantId, names] of Object.entries(demoLoyaltyCampaigns))
    for (const name of names)
      await db.query('insert into loyalty_campaigns (merchant_id, name) values ($1, $2)', [
        Number(merchantId),
        name,
      ]);
  for (const [merchantId, byItem] of Object.entries(variations)) {
    for (const [item, list] of Object.entries(byItem)) {
      let sort = 0;
      for (const [name, price] of list) {
        sort += 1;
        await db.query(
          `insert into item_variations (item_master_id, name, retail_price, retail_price_variation_group_id, sort_order)
           select item_master_id, $3, $4, $5, $6 from items where merchant_id = $1 and item_name = $2`,
          [Number(merchantId), item, name, price, sort, sort],
        );
      }
    }
  }
  const p = demoLoyaltyProgram;
  const [list] = await db.query<{ tiered_price_list_id: number }>(
    'insert into tiered_price_lists (merchant_id, name) values ($1, $2) returning tiered_price_list_id',
    [p.merchantId, p.name],
  );
  for (const [item, variation, price] of p.prices) {
    await db.query(
      `insert into tiered_price_list_members (tiered_price_list_id, member_type, item_master_id, item_variation_id, price)
       select $1, case when i.item_type = 'M' then 2 else 0 end + case when v.item_variation_id is null then 0 else 1 end,
         i.item_master_id, coalesce(v.item_variation_id, 0), $5
       from items i left join item_variations v on v.item_master_id = i.item_master_id and v.name = $4
       where i.merchant_id = $2 and i.item_name = $3 and ($4::text is null or v.item_variation_id is not null)`,
      [list.tiered_price_list_id, p.merchantId, item, variation, price],
    );
  }
}
