import { type Context, Hono } from 'hono';
import { isStale } from '../../src/domain/validation';
import { ok } from '../../src/domain/contract';
import {
  type AddRevenueCenterValidation,
  deleteRevenueCenterSchema,
  isSelectable,
  merchantQuerySchema,
  revenueCenterQuerySchema,
  type SaveRevenueCenterBody,
  saveRevenueCenterSchema,
  storesBodySchema,
  UNASSIGNED,
} from '../../src/domain/revenueCenter';
import { requireRoute } from '../auth/routeAccess';
import type { Queryable } from '../db/db';
import { lockMerchant } from '../db/queries/merchants';
import {
  assignRevenueCenterStore,
  deleteRevenueCenter,
  devicesOf,
  insertRevenueCenter,
  liveStores,
  lockRevenueCenter,
  orderModesOf,
  revenueCenters,
  updateRevenueCenter,
} from '../db/queries/revenueCenters';
import { readBody, readQuery } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors, textWith } from '../http/errors';

/**
 * Revenue centers (3-settings-and-employees.md §7 "Revenue centers"; docs/api.md "Revenue centers"):
 * the merchant's centers, one center, the add validation, delete, the stores, the order modes and
 * devices of chosen stores, and save (add or edit). The merchantId a call names must be the
 * session's (403 otherwise); every id is looked up within that merchant. A save is checked whole
 * under a lock of the merchant's centers — stores live and the merchant's, devices and order modes of
 * those stores and free or already this center's, the checksum current — and then written in one
 * transaction: a refused save changes nothing.
 */
export const revenueCenter = new Hono<AppEnv>();

const listRoute = requireRoute('/settings/revenuecenters');
const formRoute = requireRoute('/settings/revenuecenters/:revenuecenterId');

/** The merchant a call names must be the session's. */
function sessionMerchant(c: Context<AppEnv>, merchantId: number): number {
  if (merchantId !== c.var.access.merchantId) throw Errors.forbidden();
  return merchantId;
}

/** The stores a read names must be live stores of the merchant (400 otherwise). */
async function merchantStores(db: Queryable, merchantId: number, storeIds: readonly number[]) {
  const live = new Set((await liveStores(db, merchantId)).map((s) => s.storeId));
  if (storeIds.some((id) => !live.has(id))) throw new ApiError(400, 'RevenueCenter.StoreInvalid');
  return [...new Set(storeIds)];
}

// ---- reads ----------------------------------------------------------------------------------------

revenueCenter.get('/RevenueCenter/GetRevenueCenters', listRoute, async (c) => {
  const q = await readQuery(c, merchantQuerySchema);
  return c.json(ok(await revenueCenters(c.var.deps.db, sessionMerchant(c, q.merchantId))));
});

revenueCenter.get('/RevenueCenter/GetRevenueCenterById', formRoute, async (c) => {
  const q = await readQuery(c, revenueCenterQuerySchema);
  const [center] = await revenueCenters(c.var.deps.db, sessionMerchant(c, q.merchantId), q.revenueCenterId);
  if (!center) throw Errors.notFound('RevenueCenter.NotFound');
  return c.json(ok(center));
});

revenueCenter.get('/RevenueCenter/GetAddRevenueCenterValidation', formRoute, async (c) => {
  const q = await readQuery(c, merchantQuerySchema);
  const merchantId = sessionMerchant(c, q.merchantId);
  const { db } = c.var.deps;
  const [devices, modes] = await Promise.all([
    devicesOf(db, merchantId, null),
    orderModesOf(db, merchantId, null),
  ]);
  const answer: AddRevenueCenterValidation = {
    isDevicesAvailable: devices.some((d) => d.revenueCenterId === UNASSIGNED),
    isOrderModesAvailable: modes.some((m) => m.revenueCenterId === UNASSIGNED),
  };
  return c.json(ok(answer));
});

revenueCenter.get('/RevenueCenter/GetStoreDetails', formRoute, async (c) => {
  const q = await readQuery(c, merchantQuerySchema);
  return c.json(ok(await liveStores(c.var.deps.db, sessionMerchant(c, q.merchantId))));
});

revenueCenter.post('/RevenueCenter/GetOrderModes', formRoute, async (c) => {
  const body = await readBody(c, storesBodySchema);
  const merchantId = sessionMerchant(c, body.MerchantId);
  const { db } = c.var.deps;
  const stores = await merchantStores(db, merchantId, body.Stores);
  return c.json(ok(stores.length === 0 ? [] : await orderModesOf(db, merchantId, stores)));
});

revenueCenter.post('/RevenueCenter/GetRevenueCenterDevices', formRoute, async (c) => {
  const body = await readBody(c, storesBodySchema);
  const merchantId = sessionMerchant(c, body.MerchantId);
  const { db } = c.var.deps;
  const stores = await merchantStores(db, merchantId, body.Stores);
  return c.json(ok(stores.length === 0 ? [] : await devicesOf(db, merchantId, stores)));
});

// ---- writes ---------------------------------------------------------------------------------------

revenueCenter.delete('/RevenueCenter/DeleteRevenueCenter', listRoute, async (c) => {
  const q = await readQuery(c, deleteRevenueCenterSchema);
  const merchantId = sessionMerchant(c, q.merchantId);
  await c.var.deps.db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    const row = await lockRevenueCenter(tx, merchantId, q.revenueCenterId);
    if (!row) throw Errors.notFound('RevenueCenter.NotFound');
    if (isStale(row.concurrency_checksum, q.concurrencyChecksum))
      throw Errors.conflict('RevenueCenter.Stale');
    await deleteRevenueCenter(tx, merchantId, q.revenueCenterId);
  });
  return c.json(ok());
});

/**
 * Every problem of a save's stores, devices and order modes against the data under the lock, as
 * texts (the portal's error modal lists them, §8): a store that is not the merchant's live store or
 * named twice, a device or order mode not of its store, one taken by another center.
 */
async function assignmentProblems(
  tx: Queryable,
  merchantId: number,
  body: SaveRevenueCenterBody,
): Promise<{ key: string; texts: string[] }> {
  const storeIds = body.Stores.map((s) => s.StoreId);
  const live = new Set((await liveStores(tx, merchantId)).map((s) => s.storeId));
  if (storeIds.some((id) => !live.has(id)) || new Set(storeIds).size !== storeIds.length)
    return { key: 'RevenueCenter.StoreInvalid', texts: [textWith('RevenueCenter.StoreInvalid', {})] };
  const [devices, modes] = await Promise.all([
    devicesOf(tx, merchantId, storeIds),
    orderModesOf(tx, merchantId, storeIds),
  ]);
  const problems: { key: string; text: string }[] = [];
  const mine = (centerId: number) => isSelectable({ revenueCenterId: centerId }, body.RevenueCenterId);
  for (const store of body.Stores) {
    for (const deviceId of new Set(store.StoreDeviceIds)) {
      const d = devices.find((x) => x.storeDeviceId === deviceId && x.storeId === store.StoreId);
      if (!d)
        problems.push({
          key: 'RevenueCenter.DeviceInvalid',
          text: textWith('RevenueCenter.DeviceInvalid', {}),
        });
      else if (!mine(d.revenueCenterId))
        problems.push({
          key: 'RevenueCenter.DeviceTaken',
          text: textWith('RevenueCenter.DeviceTaken', {
            device: d.deviceName,
            store: d.storeName,
            center: d.revenueCenterName,
          }),
        });
    }
    for (const modeId of new Set(store.OrderModes)) {
      const m = modes.find((x) => x.orderModeId === modeId && x.storeId === store.StoreId);
      if (!m)
        problems.push({
          key: 'RevenueCenter.OrderModeInvalid',
          text: textWith('RevenueCenter.OrderModeInvalid', {}),
        });
      else if (!mine(m.revenueCenterId))
        problems.push({
          key: 'RevenueCenter.OrderModeTaken',
          text: textWith('RevenueCenter.OrderModeTaken', {
            orderMode: m.orderModeName,
            store: m.storeName,
            center: m.revenueCenterName,
          }),
        });
    }
  }
  return { key: problems[0]?.key ?? '', texts: problems.map((p) => p.text) };
}

revenueCenter.post('/RevenueCenter/SaveRevenueCenter', formRoute, async (c) => {
  const body = await readBody(c, saveRevenueCenterSchema);
  const merchantId = sessionMerchant(c, body.MerchantId);
  const { db, clock } = c.var.deps;
  const fields = {
    name: body.Name,
    description: body.Description,
    externalId: body.ExternalId,
    // who changed it: the session's user, never what the body says
    userCode: c.var.access.scope.username,
  };
  const saved = await db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    const isNew = body.RevenueCenterId === 0;
    if (!isNew) {
      const row = await lockRevenueCenter(tx, merchantId, body.RevenueCenterId);
      if (!row) throw Errors.notFound('RevenueCenter.NotFound');
      if (isStale(row.concurrency_checksum, body.ConcurrencyChecksum))
        throw Errors.conflict('RevenueCenter.Stale');
    }
    const problems = await assignmentProblems(tx, merchantId, body);
    if (problems.texts.length > 0) throw new ApiError(400, problems.key, { Errors: problems.texts });
    const id = isNew ? await insertRevenueCenter(tx, merchantId, fields, clock.now()) : body.RevenueCenterId;
    if (!isNew) await updateRevenueCenter(tx, merchantId, id, fields, clock.now());
    for (const s of body.Stores)
      await assignRevenueCenterStore(tx, id, {
        storeId: s.StoreId,
        deviceIds: [...new Set(s.StoreDeviceIds)],
        orderModeIds: [...new Set(s.OrderModes)],
      });
    const [center] = await revenueCenters(tx, merchantId, id);
    return center;
  });
  return c.json(ok(saved));
});
