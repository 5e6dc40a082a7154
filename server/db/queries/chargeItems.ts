import type { ChargeItemForm } from '../../../src/domain/chargeItem';
import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import { type Page, type PageRequest, pagedQuery } from '../paged';

/** Charge items (migration 036; docs/decisions.md "Charge items"): the merchant's. */

export interface ChargeItemSqlRow {
  [key: string]: unknown;
  charge_item_id: number;
  item_name: string;
  description: string;
  retail_price: number;
  percentage: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  rounding_point: number | null;
  tax_category_id: number | null;
  is_active: boolean;
  concurrency_checksum: number;
}

const SELECT = `charge_item_id, item_name, description, retail_price::float8 as retail_price,
  percentage::float8 as percentage, minimum_amount::float8 as minimum_amount,
  maximum_amount::float8 as maximum_amount, rounding_point::float8 as rounding_point, tax_category_id,
  is_active, concurrency_checksum`;

/** A page of the merchant's charges, searched in the name and the description, names HTML-decoded. */
export async function chargeItemPage(
  db: Queryable,
  merchantId: number,
  search: string,
  page: PageRequest<'name' | 'amount'>,
): Promise<Page<ChargeItemSqlRow>> {
  const result = await pagedQuery<ChargeItemSqlRow, 'name' | 'amount'>(
    db,
    {
      select: SELECT,
      from: 'charge_items',
      where: `merchant_id = $1 and ($2::text = '' or strpos(lower(item_name), lower($2::text)) > 0
        or strpos(lower(description), lower($2::text)) > 0)`,
      params: [merchantId, search],
      sortable: { name: 'lower(item_name)', amount: 'retail_price' },
      id: 'charge_item_id',
    },
    page,
    'name',
  );
  decodeRows(result.rows, ['item_name', 'description']);
  return result;
}

/** One charge of the merchant (locked for the write when `forUpdate`), or undefined. */
export async function chargeItemById(
  db: Queryable,
  merchantId: number,
  id: number,
  forUpdate = false,
): Promise<ChargeItemSqlRow | undefined> {
  const rows = await db.query<ChargeItemSqlRow>(
    `select ${SELECT} from charge_items where merchant_id = $1 and charge_item_id = $2${forUpdate ? ' for update' : ''}`,
    [merchantId, id],
  );
  return decodeRows(rows, ['item_name', 'description'])[0];
}

/** Whether the tax category is the merchant's (null: none named). */
export async function taxCategoryOfMerchant(db: Queryable, merchantId: number, id: number | null) {
  if (id === null) return true;
  const rows = await db.query(
    'select 1 from tax_categories where merchant_id = $1 and tax_category_id = $2',
    [merchantId, id],
  );
  return rows.length === 1;
}

const values = (c: ChargeItemForm) => [
  c.ItemName.trim(),
  c.Description.trim(),
  c.RetailPrice,
  c.Percentage,
  c.MinimumAmount,
  c.MaximumAmount,
  c.RoundingPoint,
  c.TaxCategoryId,
  c.IsActive,
];

/** A new charge of the merchant; a name it has already (any case) is refused by the unique index. */
export async function insertChargeItem(db: Queryable, merchantId: number, c: ChargeItemForm, now: Date) {
  const [row] = await db.query<{ charge_item_id: number }>(
    `insert into charge_items (merchant_id, item_name, description, retail_price, percentage, minimum_amount,
       maximum_amount, rounding_point, tax_category_id, is_active, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning charge_item_id`,
    [merchantId, ...values(c), now],
  );
  return row.charge_item_id;
}

/** Changes a charge and moves its checksum on (the caller has checked the checksum under the lock). */
export async function updateChargeItem(db: Queryable, merchantId: number, c: ChargeItemForm, now: Date) {
  await db.query(
    `update charge_items set item_name = $3, description = $4, retail_price = $5, percentage = $6,
       minimum_amount = $7, maximum_amount = $8, rounding_point = $9, tax_category_id = $10, is_active = $11,
       concurrency_checksum = concurrency_checksum + 1, updated_at = $12
     where merchant_id = $1 and charge_item_id = $2`,
    [merchantId, c.ChargeItemId, ...values(c), now],
  );
}
