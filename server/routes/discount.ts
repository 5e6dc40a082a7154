import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  ALL_STORES,
  amountError,
  autoCashOffered,
  autoCashProblems,
  type Discount,
  type DiscountForm,
  type DiscountMetadata,
  type DiscountRow,
  deleteDiscountSchema,
  discountIdSchema,
  discountListSchema,
  discountBodySchema,
  discountStoreListSchema,
  normaliseDiscount,
} from '../../src/domain/discount';
import { discountPermissions, type DiscountViewer } from '../../src/domain/discountPermissions';
import { APPLY_TO_TYPES, type AppliesToCode, DISCOUNT_TYPES } from '../../src/domain/discountTypes';
import type { DiscountTypeCode } from '../../src/domain/enums';
import { isStale, nameKey } from '../../src/domain/validation';
import { isStoreUser } from '../auth/access';
import { requireRoute } from '../auth/routeAccess';
import type { Queryable } from '../db/db';
import {
  assignDiscountStores,
  type DiscountSqlRow,
  type DiscountStoreSqlRow,
  discountById,
  discountNameUsed,
  discountPage,
  discountSnapshot,
  discountStores,
  insertDiscount,
  setStorePosActive,
  softDeleteDiscount,
  storeCardSettings,
  storeCashDiscounts,
  touchDiscount,
  updateDiscount,
  userLiveStoreIds,
} from '../db/queries/discounts';
import { lockMerchant } from '../db/queries/merchants';
import { storePage } from '../db/queries/stores';
import { pagedAnswer } from '../http/answers';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors, textOf } from '../http/errors';
import { recordEntityChange } from './changeHistory';

/**
 * Discount (2-menu-and-reports.md §7; docs/api.md "Discounts"): the list, the metadata, one
 * discount, create, update, soft delete, and the store lists of the detail. Everything is the
 * session's merchant's: another merchant's discount id is not found. Writes validate with the
 * domain's schema and rules (src/domain/discount.ts), run under a lock of the merchant's discounts
 * (one active auto-apply cash discount per store) and check the ConcurrencyChecksum (409 when stale).
 */
export const discount = new Hono<AppEnv>();

const listRoute = requireRoute('/menu/discounts');
const detailRoute = requireRoute('/menu/discounts/:discountId');

interface Viewer extends DiscountViewer {
  /** The stores the user works with (live ones). */
  storeIds: number[];
}

/** Who the caller is for the discount rules: enterprise-level or not, and their stores. */
async function viewerOf(c: Context<AppEnv>, db: Queryable): Promise<Viewer> {
  const { scope, merchantId } = c.var.access;
  const isEnterprise = !isStoreUser(scope);
  const storeIds = isEnterprise
    ? (await storeCardSettings(db, merchantId)).map((s) => s.store_id)
    : await userLiveStoreIds(db, scope.userId);
  return { isEnterprise, storeCount: storeIds.length, storeIds };
}

async function metadataOf(c: Context<AppEnv>, db: Queryable): Promise<DiscountMetadata> {
  const { merchantId, storeId } = c.var.access;
  const [stores, cash, viewer] = await Promise.all([
    storeCardSettings(db, merchantId),
    storeCashDiscounts(db, merchantId),
    viewerOf(c, db),
  ]);
  return {
    DiscountTypes: [...DISCOUNT_TYPES],
    ApplyToTypes: [...APPLY_TO_TYPES],
    StoresCreditGateways: stores.map((s) => ({ StoreId: s.store_id, CreditGateway: s.credit_gateway })),
    CCSurchargeStores: stores.filter((s) => s.cc_surcharge_enabled).map((s) => s.store_id),
    ExistingStoreCashDiscounts: cash.map((r) => ({ DiscountId: r.discount_id, StoreId: r.store_id })),
    IsEnterpriseUser: viewer.isEnterprise,
    UserStoreCount: viewer.storeCount,
    StoreId: storeId,
  };
}

/** A discount as the detail reads it (its row and its stores): its state in the session's store. */
async function discountEntity(
  db: Queryable,
  merchantId: number,
  storeId: number | null,
  row: DiscountSqlRow,
  stores: readonly DiscountStoreSqlRow[],
): Promise<Discount> {
  const merchantStores = await storeCardSettings(db, merchantId);
  const here = stores.filter((s) => storeId === null || s.store_id === storeId);
  const everyStore =
    merchantStores.length > 0 && merchantStores.every((m) => stores.some((s) => s.store_id === m.store_id));
  return {
    Id: row.discount_id,
    Name: row.name,
    Description: row.description,
    DiscountType: row.discount_type as DiscountTypeCode,
    DiscountAmount: row.discount_amount,
    MinimumDiscountAmount: row.minimum_discount_amount,
    AppliesTo: row.applies_to as AppliesToCode | null,
    ExternalDiscountId: row.external_discount_id ?? '',
    EmailOfferOnly: row.email_offer_only,
    UsedInMailout: row.used_in_mailout,
    BarcodeRangeStart: row.barcode_range_start ?? '',
    BarcodeRangeEnd: row.barcode_range_end ?? '',
    IsApprovalNeeded: row.is_approval_needed,
    IsAvailable: here.some((s) => s.pos_active),
    ShowOnActivitySummary: row.show_on_activity_summary,
    ValidFor: null,
    PosActive: here.some((s) => s.pos_active),
    IsAutoCashDiscount: row.is_auto_cash_discount,
    AssignedStores: everyStore ? [ALL_STORES] : stores.map((s) => s.store_id),
    AvailableStores: stores.filter((s) => s.pos_active).map((s) => s.name),
    DiscountStores: stores.map((s) => ({ StoreId: s.store_id, StoreName: s.name, PosActive: s.pos_active })),
    ConcurrencyChecksum: row.concurrency_checksum,
  };
}

/**
 * Where a write puts the discount: the assigned stores for an enterprise-level user with several
 * stores (0 = every live store; an unknown store or none is refused), otherwise the session's store
 * (or the one store of a company view).
 */
function targetStores(c: Context<AppEnv>, viewer: Viewer, body: DiscountForm): number[] {
  if (viewer.isEnterprise && viewer.storeCount > 1) {
    if (body.AssignedStores.includes(ALL_STORES)) return viewer.storeIds;
    if (body.AssignedStores.length === 0)
      throw new ApiError(400, 'Discount.StoresRequired', { Field: 'AssignedStores' });
    if (body.AssignedStores.some((id) => !viewer.storeIds.includes(id)))
      throw new ApiError(400, 'Discount.StoresInvalid', { Field: 'AssignedStores' });
    return [...new Set(body.AssignedStores)];
  }
  const storeId = c.var.access.storeId;
  if (storeId !== null) return [storeId];
  return viewer.storeIds;
}

/**
 * The auto cash discount's rules (§4, §5): offered (flag; connected payments for a user who is not
 * enterprise-level), then the pre-save checks on every store it will be active in, against the data
 * as it is under the lock. A problem is a 400 with its key and the problems (the portal's modal).
 */
async function checkAutoCash(
  c: Context<AppEnv>,
  tx: Queryable,
  viewer: Viewer,
  discountId: number,
  activeStores: number[],
) {
  const { ctx, merchantId, storeId } = c.var.access;
  const stores = await storeCardSettings(tx, merchantId);
  const storeGateway = stores.find((s) => s.store_id === storeId)?.credit_gateway ?? null;
  if (
    !autoCashOffered({
      cashDiscountFlag: ctx.flags.cashDiscount,
      isEnterprise: viewer.isEnterprise,
      storeGateway,
    })
  )
    throw new ApiError(400, 'Discount.AutoCashNotOffered', { Field: 'IsAutoCashDiscount' });
  const cash = await storeCashDiscounts(tx, merchantId);
  const problems = autoCashProblems(discountId, activeStores, {
    CCSurchargeStores: stores.filter((s) => s.cc_surcharge_enabled).map((s) => s.store_id),
    ExistingStoreCashDiscounts: cash.map((r) => ({ DiscountId: r.discount_id, StoreId: r.store_id })),
    StoresCreditGateways: stores.map((s) => ({ StoreId: s.store_id, CreditGateway: s.credit_gateway })),
  });
  if (problems.length > 0)
    throw new ApiError(400, problems[0].Key, { Field: 'IsAutoCashDiscount', AutoCashProblems: problems });
}

// ---- reads ----------------------------------------------------------------------------------------

/** The discount types in the order of the names the list shows: its Type column sorts as it reads (issue 22 §3). */
const typesByName = [...DISCOUNT_TYPES]
  .sort((a, b) => textOf(a.Name).localeCompare(textOf(b.Name)))
  .map((type) => type.Id);

discount.post('/Discount/GetActiveDiscounts', listRoute, async (c) => {
  const paging = await readBody(c, discountListSchema);
  const { merchantId, storeId } = c.var.access;
  const page = await discountPage(
    c.var.deps.db,
    { merchantId, storeId },
    paging.SearchArg,
    paging,
    typesByName,
  );
  const rows: DiscountRow[] = page.rows.map((r) => ({
    Id: r.discount_id,
    Name: r.name,
    Description: r.description,
    IsAvailable: r.is_available,
    AvailableStores: r.available_stores,
    DiscountType: r.discount_type as DiscountTypeCode,
    DiscountAmount: r.discount_amount,
  }));
  return c.json(pagedAnswer({ rows, total: page.total }));
});

discount.post('/Discount/GetMetadata', listRoute, async (c) =>
  c.json(ok(await metadataOf(c, c.var.deps.db))),
);

discount.post('/Discount/GetDiscount', detailRoute, async (c) => {
  const { Id } = await readBody(c, discountIdSchema);
  const { merchantId, storeId } = c.var.access;
  const { db } = c.var.deps;
  const [row, stores] = await Promise.all([discountById(db, merchantId, Id), discountStores(db, Id)]);
  if (!row) throw Errors.notFound('Discount.NotFound');
  return c.json(ok(await discountEntity(db, merchantId, storeId, row, stores)));
});

/** The stores of the detail (chips, the assign-stores modal): the merchant's, or a store user's own. */
discount.post('/Store/GetStoresForDiscounts', detailRoute, async (c) => {
  const body = await readBody(c, discountStoreListSchema);
  const { scope, merchantId } = c.var.access;
  const page = await storePage(
    c.var.deps.db,
    {
      of: isStoreUser(scope) ? { assignedTo: scope.userId } : { merchantId },
      search: body.SearchArg,
      includeDeactivated: body.includeDeletedStores,
    },
    body,
  );
  return c.json(pagedAnswer(page));
});

// ---- writes ---------------------------------------------------------------------------------------

discount.post('/Discount/CreateDiscount', detailRoute, async (c) => {
  const body = normaliseDiscount(await readBody(c, discountBodySchema));
  const { merchantId, storeId } = c.var.access;
  const { db } = c.var.deps;
  const created = await db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    // one discount per name, whatever its case (a name is set when the discount is made: §4)
    if (await discountNameUsed(tx, merchantId, nameKey(body.Name)))
      throw new ApiError(400, 'Discount.NameTaken', { Field: 'Name' });
    const viewer = await viewerOf(c, tx);
    const stores = targetStores(c, viewer, body);
    const assignsStores = viewer.isEnterprise && viewer.storeCount > 1;
    const active = assignsStores ? stores : body.PosActive ? stores : [];
    if (body.IsAutoCashDiscount) await checkAutoCash(c, tx, viewer, 0, active);
    const id = await insertDiscount(tx, merchantId, body);
    await assignDiscountStores(tx, id, stores);
    if (!assignsStores) for (const s of stores) await setStorePosActive(tx, id, s, body.PosActive);
    const row = await discountById(tx, merchantId, id);
    if (!row) throw Errors.notFound('Discount.NotFound');
    const assigned = await discountStores(tx, id);
    await recordEntityChange(c, tx, 'discount', id, row.name, null, discountSnapshot(row, assigned));
    return discountEntity(tx, merchantId, storeId, row, assigned);
  });
  return c.json(ok(created));
});

discount.post('/Discount/UpdateDiscount', detailRoute, async (c) => {
  const sent = normaliseDiscount(await readBody(c, discountBodySchema));
  const { merchantId, storeId } = c.var.access;
  const { db, clock } = c.var.deps;
  const updated = await db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    const row = await discountById(tx, merchantId, sent.Id, true);
    if (!row) throw Errors.notFound('Discount.NotFound');
    if (isStale(row.concurrency_checksum, sent.ConcurrencyChecksum))
      throw Errors.conflict('Discount.StaleChecksum');
    const before = discountSnapshot(row, await discountStores(tx, row.discount_id));
    const viewer = await viewerOf(c, tx);
    const may = discountPermissions(viewer, { isNew: false, type: row.discount_type });
    const now = clock.now();
    if (may.restricted) {
      // a multi-store user who is not enterprise-level: POS active in the session's store only
      const here = storeId ?? viewer.storeIds[0];
      if (row.is_auto_cash_discount && sent.PosActive)
        await checkAutoCash(c, tx, viewer, row.discount_id, [here]);
      await setStorePosActive(tx, row.discount_id, here, sent.PosActive);
      await touchDiscount(tx, row.discount_id, now);
    } else {
      // §4: the name is kept (editable only when new); an existing promoted discount keeps its amount
      const body: DiscountForm = {
        ...sent,
        Name: row.name,
        DiscountAmount: may.amountEditable ? sent.DiscountAmount : row.discount_amount,
      };
      const broken = amountError(body.DiscountType, body.DiscountAmount);
      if (broken) throw new ApiError(400, broken, { Field: 'DiscountAmount' });
      const stores = targetStores(c, viewer, body);
      const assignsStores = viewer.isEnterprise && viewer.storeCount > 1;
      const active = assignsStores ? stores : body.PosActive ? stores : [];
      if (body.IsAutoCashDiscount) await checkAutoCash(c, tx, viewer, row.discount_id, active);
      await updateDiscount(tx, merchantId, body, now);
      if (assignsStores) await assignDiscountStores(tx, row.discount_id, stores);
      else for (const s of stores) await setStorePosActive(tx, row.discount_id, s, body.PosActive);
    }
    const after = await discountById(tx, merchantId, row.discount_id);
    if (!after) throw Errors.notFound('Discount.NotFound');
    const assigned = await discountStores(tx, row.discount_id);
    await recordEntityChange(
      c,
      tx,
      'discount',
      row.discount_id,
      after.name,
      before,
      discountSnapshot(after, assigned),
    );
    return discountEntity(tx, merchantId, storeId, after, assigned);
  });
  return c.json(ok(updated));
});

discount.post('/Discount/DeleteDiscount', detailRoute, async (c) => {
  const body = await readBody(c, deleteDiscountSchema);
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  await db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    const viewer = await viewerOf(c, tx);
    if (!discountPermissions(viewer, { isNew: false }).mayDelete)
      throw Errors.forbidden('Discount.MayNotDelete');
    const row = await discountById(tx, merchantId, body.Id, true);
    if (!row) throw Errors.notFound('Discount.NotFound');
    if (isStale(row.concurrency_checksum, body.ConcurrencyChecksum))
      throw Errors.conflict('Discount.StaleChecksum');
    const before = discountSnapshot(row, await discountStores(tx, row.discount_id));
    await softDeleteDiscount(tx, merchantId, row.discount_id, clock.now());
    await recordEntityChange(c, tx, 'discount', row.discount_id, row.name, before, null);
  });
  return c.json(ok());
});
