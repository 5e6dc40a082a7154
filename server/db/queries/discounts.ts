import type { Snapshot } from '../../../src/domain/changeHistory';
import type { DiscountForm } from '../../../src/domain/discount';
import type { DiscountSort } from '../../../src/domain/discountList';
import { discountTypeCodes } from '../../../src/domain/discountTypes';
import type { DiscountTypeCode } from '../../../src/domain/enums';
import { one, type Queryable } from '../db';
import { type Page, type PageRequest, pagedQuery } from '../paged';
import { LIVE_STORE } from './stores';

/**
 * Discounts (2-menu-and-reports.md §3): the merchant's discounts (soft-deleted ones never listed nor
 * read), their stores (discount_stores: assigned, and POS active there), and the stores' card
 * settings the auto cash discount checks. Every query is scoped by the merchant.
 */

export interface DiscountListSqlRow {
  [key: string]: unknown;
  discount_id: number;
  name: string;
  description: string;
  discount_type: string;
  discount_amount: number;
  is_available: boolean;
  available_stores: number;
}

/**
 * A page of the merchant's live discounts, searched in the name and description; available in the
 * session's store (any store in a company view). Sort allow-list with the id as tie-breaker.
 */
export function discountPage(
  db: Queryable,
  scope: { merchantId: number; storeId: number | null },
  search: string,
  page: PageRequest<DiscountSort>,
  typesByName: readonly DiscountTypeCode[],
): Promise<Page<DiscountListSqlRow>> {
  // the types in the order of the names the list shows (its codes are the domain's letters)
  const known: readonly string[] = discountTypeCodes;
  const typeOrder = typesByName.filter((code) => known.includes(code)).map((code) => `'${code}'`);
  return pagedQuery<DiscountListSqlRow, DiscountSort>(
    db,
    {
      select: `d.discount_id, d.name, d.description, d.discount_type, d.discount_amount::float8 as discount_amount,
        exists (select 1 from discount_stores ds where ds.discount_id = d.discount_id and ds.pos_active
          and ($2::int is null or ds.store_id = $2::int)) as is_available,
        (select count(*)::int from discount_stores ds where ds.discount_id = d.discount_id and ds.pos_active) as available_stores`,
      from: 'discounts d',
      // ($2 is only read by the select list; naming it here types it for the count query too)
      where: `d.merchant_id = $1 and not d.is_deleted and $2::int is not distinct from $2::int
        and ($3::text = '' or strpos(lower(d.name), lower($3::text)) > 0 or strpos(lower(d.description), lower($3::text)) > 0)`,
      params: [scope.merchantId, scope.storeId, search],
      sortable: {
        name: 'lower(d.name)',
        description: 'lower(d.description)',
        type: `array_position(array[${typeOrder.join(', ')}]::text[], d.discount_type::text)`,
        amount: 'd.discount_amount',
      },
      id: 'd.discount_id',
    },
    page,
    'name',
  );
}

export interface DiscountSqlRow {
  [key: string]: unknown;
  discount_id: number;
  merchant_id: number;
  name: string;
  description: string;
  discount_type: string;
  discount_amount: number;
  minimum_discount_amount: number;
  applies_to: string | null;
  external_discount_id: string | null;
  email_offer_only: boolean;
  used_in_mailout: boolean;
  barcode_range_start: string | null;
  barcode_range_end: string | null;
  is_approval_needed: boolean;
  show_on_activity_summary: boolean;
  is_auto_cash_discount: boolean;
  concurrency_checksum: number;
}

const DISCOUNT_COLUMNS = `discount_id, merchant_id, name, description, discount_type, discount_amount::float8 as discount_amount,
  minimum_discount_amount::float8 as minimum_discount_amount, applies_to, external_discount_id, email_offer_only,
  used_in_mailout, barcode_range_start, barcode_range_end, is_approval_needed, show_on_activity_summary,
  is_auto_cash_discount, concurrency_checksum`;

/** A live discount of the merchant (another merchant's id, or a deleted one: undefined). */
export function discountById(
  db: Queryable,
  merchantId: number,
  discountId: number,
  lock = false,
): Promise<DiscountSqlRow | undefined> {
  return one<DiscountSqlRow>(
    db,
    `select ${DISCOUNT_COLUMNS} from discounts where merchant_id = $1 and discount_id = $2 and not is_deleted${lock ? ' for update' : ''}`,
    [merchantId, discountId],
  );
}

/**
 * Whether a live discount of the merchant has this name whatever its case (`nameKey`, trimmed and in
 * lower case: "Happy Hour" is "HAPPY HOUR"); the merchant's lock serialises the creates that ask.
 */
export async function discountNameUsed(db: Queryable, merchantId: number, key: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from discounts where merchant_id = $1 and not is_deleted and lower(btrim(name)) = $2 limit 1',
    [merchantId, key],
  );
  return rows.length > 0;
}

export interface DiscountStoreSqlRow {
  [key: string]: unknown;
  store_id: number;
  name: string;
  pos_active: boolean;
}

/** The stores a discount is assigned to (live stores of its merchant), by name. */
export function discountStores(db: Queryable, discountId: number): Promise<DiscountStoreSqlRow[]> {
  return db.query<DiscountStoreSqlRow>(
    `select s.store_id, s.name, ds.pos_active from discount_stores ds join stores s using (store_id)
     where ds.discount_id = $1 and ${LIVE_STORE} order by lower(s.name), s.store_id`,
    [discountId],
  );
}

/**
 * A discount as its change history records it (src/domain/changeHistory.ts): its fields (its row,
 * discountById), the stores it is assigned to and those where it is POS active, by name (its
 * discountStores).
 */
export function discountSnapshot(row: DiscountSqlRow, stores: readonly DiscountStoreSqlRow[]): Snapshot {
  return {
    Name: row.name,
    Description: row.description,
    DiscountType: row.discount_type,
    DiscountAmount: row.discount_amount,
    MinimumDiscountAmount: row.minimum_discount_amount,
    AppliesTo: row.applies_to,
    ExternalDiscountId: row.external_discount_id ?? '',
    EmailOfferOnly: row.email_offer_only,
    BarcodeRangeStart: row.barcode_range_start ?? '',
    BarcodeRangeEnd: row.barcode_range_end ?? '',
    IsApprovalNeeded: row.is_approval_needed,
    ShowOnActivitySummary: row.show_on_activity_summary,
    IsAutoCashDiscount: row.is_auto_cash_discount,
    Stores: stores.map((s) => s.name),
    PosActiveStores: stores.filter((s) => s.pos_active).map((s) => s.name),
  };
}

export interface StoreCardRow {
  [key: string]: unknown;
  store_id: number;
  name: string;
  credit_gateway: number;
  cc_surcharge_enabled: boolean;
}

/** The merchant's live stores with their card gateway (their own, else the merchant's) and surcharge. */
export function storeCardSettings(db: Queryable, merchantId: number): Promise<StoreCardRow[]> {
  return db.query<StoreCardRow>(
    `select s.store_id, s.name, coalesce(s.credit_gateway, m.credit_gateway) as credit_gateway, s.cc_surcharge_enabled
     from stores s join merchants m using (merchant_id) where s.merchant_id = $1 and ${LIVE_STORE}
     order by lower(s.name), s.store_id`,
    [merchantId],
  );
}

/** The live stores assigned to a store user, ids only. */
export async function userLiveStoreIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ store_id: number }>(
    `select s.store_id from user_stores us join stores s using (store_id) where us.user_id = $1 and ${LIVE_STORE}`,
    [userId],
  );
  return rows.map((r) => r.store_id);
}

/** The active auto-apply cash discounts of the merchant, by store (assigned and POS active there). */
export function storeCashDiscounts(
  db: Queryable,
  merchantId: number,
): Promise<{ discount_id: number; store_id: number }[]> {
  return db.query<{ discount_id: number; store_id: number }>(
    `select d.discount_id, ds.store_id from discounts d join discount_stores ds using (discount_id)
     where d.merchant_id = $1 and not d.is_deleted and d.is_auto_cash_discount and ds.pos_active
     order by ds.store_id, d.discount_id`,
    [merchantId],
  );
}

function values(v: DiscountForm) {
  return [
    v.Name,
    v.Description,
    v.DiscountType,
    v.DiscountAmount ?? 0,
    v.MinimumDiscountAmount,
    v.AppliesTo,
    v.ExternalDiscountId || null,
    v.EmailOfferOnly,
    v.BarcodeRangeStart || null,
    v.BarcodeRangeEnd || null,
    v.IsApprovalNeeded,
    v.ShowOnActivitySummary,
    v.IsAutoCashDiscount,
  ];
}

export async function insertDiscount(db: Queryable, merchantId: number, v: DiscountForm): Promise<number> {
  const [row] = await db.query<{ discount_id: number }>(
    `insert into discounts (merchant_id, name, description, discount_type, discount_amount, minimum_discount_amount,
       applies_to, external_discount_id, email_offer_only, barcode_range_start, barcode_range_end, is_approval_needed,
       show_on_activity_summary, is_auto_cash_discount)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning discount_id`,
    [merchantId, ...values(v)],
  );
  return row.discount_id;
}

/** Updates a discount and moves its checksum on (the caller has checked the checksum under lock). */
export async function updateDiscount(
  db: Queryable,
  merchantId: number,
  v: DiscountForm,
  now: Date,
): Promise<void> {
  await db.query(
    `update discounts set name = $3, description = $4, discount_type = $5, discount_amount = $6,
       minimum_discount_amount = $7, applies_to = $8, external_discount_id = $9, email_offer_only = $10,
       barcode_range_start = $11, barcode_range_end = $12, is_approval_needed = $13, show_on_activity_summary = $14,
       is_auto_cash_discount = $15, concurrency_checksum = concurrency_checksum + 1, updated_at = $16
     where merchant_id = $1 and discount_id = $2`,
    [merchantId, v.Id, ...values(v), now],
  );
}

/** Moves the checksum on (a change of the discount's stores only). */
export async function touchDiscount(db: Queryable, discountId: number, now: Date): Promise<void> {
  await db.query(
    'update discounts set concurrency_checksum = concurrency_checksum + 1, updated_at = $2 where discount_id = $1',
    [discountId, now],
  );
}

export async function softDeleteDiscount(db: Queryable, merchantId: number, discountId: number, now: Date) {
  await db.query(
    `update discounts set is_deleted = true, concurrency_checksum = concurrency_checksum + 1, updated_at = $3
     where merchant_id = $1 and discount_id = $2`,
    [merchantId, discountId, now],
  );
}

/**
 * Sets the stores a discount is assigned to: removed stores lose their row, kept ones keep their POS
 * active, new ones come POS active.
 */
export async function assignDiscountStores(
  db: Queryable,
  discountId: number,
  storeIds: number[],
): Promise<void> {
  await db.query('delete from discount_stores where discount_id = $1 and not (store_id = any($2::int[]))', [
    discountId,
    storeIds,
  ]);
  await db.query(
    `insert into discount_stores (discount_id, store_id, pos_active)
     select $1, s, true from unnest($2::int[]) as s on conflict (discount_id, store_id) do nothing`,
    [discountId, storeIds],
  );
}

/** POS active of one store (assigning the discount there when it was not). */
export async function setStorePosActive(
  db: Queryable,
  discountId: number,
  storeId: number,
  posActive: boolean,
): Promise<void> {
  await db.query(
    `insert into discount_stores (discount_id, store_id, pos_active) values ($1, $2, $3)
     on conflict (discount_id, store_id) do update set pos_active = excluded.pos_active`,
    [discountId, storeId, posActive],
  );
}
