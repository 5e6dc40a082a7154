import { type Context, Hono } from 'hono';
import {
  CHARGE_ITEM_MASTER_TYPE,
  type ChargeItem,
  type ChargeItemForm,
  chargeItemListSchema,
  chargeItemSchema,
} from '../../src/domain/chargeItem';
import { ok } from '../../src/domain/contract';
import { isStale } from '../../src/domain/validation';
import { requireRoute } from '../auth/routeAccess';
import { isUniqueViolation, type Queryable } from '../db/db';
import {
  type ChargeItemSqlRow,
  chargeItemById,
  chargeItemPage,
  insertChargeItem,
  taxCategoryOfMerchant,
  updateChargeItem,
} from '../db/queries/chargeItems';
import { pagedAnswer } from '../http/answers';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { requireMenuEditor } from './menuEditing';

/**
 * Charge items (1-foundation.md §7 "Item"; fields ours, docs/decisions.md "Charge items"): the
 * merchant's charges, listed, added and changed. The settings' charges area (/settings/charges)
 * guards them; a change needs a menu editor (charges are item masters, the merchant's, as items are).
 * Another merchant's charge is not found.
 */
export const chargeItem = new Hono<AppEnv>();

const route = requireRoute('/settings/charges');

function entityOf(r: ChargeItemSqlRow): ChargeItem {
  return {
    ChargeItemId: r.charge_item_id,
    ItemName: r.item_name,
    Description: r.description,
    RetailPrice: r.retail_price,
    Percentage: r.percentage,
    MinimumAmount: r.minimum_amount,
    MaximumAmount: r.maximum_amount,
    RoundingPoint: r.rounding_point,
    TaxCategoryId: r.tax_category_id,
    StockingUnit: 'EACH',
    ItemMasterType: CHARGE_ITEM_MASTER_TYPE,
    IsActive: r.is_active,
    ConcurrencyChecksum: r.concurrency_checksum,
  };
}

chargeItem.post('/Item/GetChargeItems', route, async (c) => {
  const body = await readBody(c, chargeItemListSchema);
  const page = await chargeItemPage(c.var.deps.db, c.var.access.merchantId, body.SearchArg, body);
  return c.json(pagedAnswer({ rows: page.rows.map(entityOf), total: page.total }));
});

/** The tax category a charge names must be the merchant's (a 400 on the field). */
async function checkTaxCategory(tx: Queryable, merchantId: number, body: ChargeItemForm) {
  if (!(await taxCategoryOfMerchant(tx, merchantId, body.TaxCategoryId)))
    throw new ApiError(400, 'ChargeItem.TaxCategoryNotFound', { Field: 'TaxCategoryId' });
}

/**
 * A write of a charge in one transaction, `write` answering the charge's id; a name the merchant has
 * already, whatever its case, is a 400 on the field (the unique index, also under a race).
 */
async function save(c: Context<AppEnv>, write: (tx: Queryable, body: ChargeItemForm) => Promise<number>) {
  const body = await readBody(c, chargeItemSchema);
  const { merchantId } = c.var.access;
  try {
    const saved = await c.var.deps.db.transaction(async (tx) => {
      const row = await chargeItemById(tx, merchantId, await write(tx, body));
      if (!row) throw Errors.notFound('ChargeItem.NotFound');
      return entityOf(row);
    });
    return c.json(ok(saved));
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(400, 'ChargeItem.NameTaken', { Field: 'ItemName' });
    throw err;
  }
}

chargeItem.post('/Item/AddChargeItem', route, requireMenuEditor, (c) =>
  save(c, async (tx, body) => {
    if (body.ChargeItemId !== 0) throw new ApiError(400, 'ChargeItem.AddHasId', { Field: 'ChargeItemId' });
    await checkTaxCategory(tx, c.var.access.merchantId, body);
    return insertChargeItem(tx, c.var.access.merchantId, body, c.var.deps.clock.now());
  }),
);

chargeItem.post('/Item/UpdateChargeItem', route, requireMenuEditor, (c) =>
  save(c, async (tx, body) => {
    const { merchantId } = c.var.access;
    const before = await chargeItemById(tx, merchantId, body.ChargeItemId, true);
    if (!before) throw Errors.notFound('ChargeItem.NotFound');
    if (isStale(before.concurrency_checksum, body.ConcurrencyChecksum))
      throw Errors.conflict('ChargeItem.StaleChecksum');
    await checkTaxCategory(tx, merchantId, body);
    await updateChargeItem(tx, merchantId, body, c.var.deps.clock.now());
    return body.ChargeItemId;
  }),
);
