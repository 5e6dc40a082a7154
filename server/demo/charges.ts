import type { Queryable } from '../db/db';

/**
 * The demo merchants' charge items (docs/decisions.md "Charge items"): the charges their tickets add
 * — the restaurants' delivery charge and the large-party service charge (a percentage, kept divided
 * by 100), the market's bag fee. Deterministic: fixed lists.
 */
const charges: {
  merchantId: number;
  name: string;
  description: string;
  price: number;
  percentage?: number;
  roundingPoint?: number;
  taxed?: boolean;
}[] = [
  {
    merchantId: 1001,
    name: 'Delivery charge',
    description: 'Delivery within five miles',
    price: 3.99,
    taxed: true,
  },
  {
    merchantId: 1001,
    name: 'Service charge',
    description: 'Parties of eight or more',
    price: 0,
    percentage: 0.18,
    roundingPoint: 0.1,
    taxed: true,
  },
  { merchantId: 1002, name: 'Delivery charge', description: 'Delivery downtown', price: 2.99, taxed: true },
  { merchantId: 1003, name: 'Bag fee', description: 'Paper bag at the register', price: 0.1 },
];

export async function seedChargeItems(tx: Queryable): Promise<void> {
  for (const c of charges)
    await tx.query(
      `insert into charge_items (merchant_id, item_name, description, retail_price, percentage, rounding_point,
         tax_category_id)
       values ($1, $2, $3, $4, $5, $6,
         case when $7 then (select tax_category_id from tax_categories where merchant_id = $1 and is_default) end)`,
      [
        c.merchantId,
        c.name,
        c.description,
        c.price,
        c.percentage ?? null,
        c.roundingPoint ?? null,
        c.taxed ?? false,
      ],
    );
}
