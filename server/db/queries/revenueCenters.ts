import type {
  RevenueCenter,
  RevenueCenterDeviceRow,
  RevenueCenterOrderModeRow,
  RevenueCenterStoreDetail,
} from '../../../src/domain/revenueCenter';
import type { Queryable } from '../db';
import { LIVE_STORE } from './stores';

/**
 * The SQL of revenue centers (migration 029; server/routes/revenueCenter.ts): a merchant's live
 * stores, their devices and order modes with the center each belongs to, the centers with their
 * stores, devices and order modes, and the writes. Everything is scoped by the merchant.
 */

interface StoreSqlRow {
  [key: string]: unknown;
  store_id: number;
  name: string;
}

/** The merchant's live stores (GetStoreDetails), by name. City and state: not kept (docs/decisions.md). */
export async function liveStores(db: Queryable, merchantId: number): Promise<RevenueCenterStoreDetail[]> {
  const rows = await db.query<StoreSqlRow>(
    `select s.store_id, s.name from stores s where s.merchant_id = $1 and ${LIVE_STORE}
     order by lower(s.name), s.store_id`,
    [merchantId],
  );
  return rows.map((r) => ({ storeId: r.store_id, storeName: r.name, city: null, state: null }));
}

interface DeviceSqlRow {
  [key: string]: unknown;
  store_device_id: number;
  device_name: string;
  store_id: number;
  store_name: string;
  revenue_center_id: number | null;
  revenue_center_name: string | null;
}

/** The devices of the merchant's stores among `storeIds` (all live ones when null), with their center. */
export async function devicesOf(
  db: Queryable,
  merchantId: number,
  storeIds: readonly number[] | null,
): Promise<RevenueCenterDeviceRow[]> {
  const rows = await db.query<DeviceSqlRow>(
    `select d.store_device_id, d.device_name, d.store_id, s.name as store_name,
       a.revenue_center_id, rc.name as revenue_center_name
     from store_devices d
     join stores s on s.store_id = d.store_id
     left join revenue_center_devices a on a.store_device_id = d.store_device_id
     left join revenue_centers rc on rc.revenue_center_id = a.revenue_center_id
     where d.merchant_id = $1 and s.merchant_id = $1 and ${LIVE_STORE}
       and ($2::int[] is null or d.store_id = any($2::int[]))
     order by lower(s.name), d.store_id, lower(d.device_name), d.store_device_id`,
    [merchantId, storeIds],
  );
  return rows.map((r) => ({
    merchantId,
    deviceName: r.device_name,
    storeDeviceId: r.store_device_id,
    storeName: r.store_name,
    revenueCenterId: r.revenue_center_id ?? 0,
    revenueCenterName: r.revenue_center_name ?? '',
    storeId: r.store_id,
  }));
}

interface OrderModeSqlRow {
  [key: string]: unknown;
  order_mode_id: number;
  order_mode_name: string;
  store_id: number;
  store_name: string;
  revenue_center_id: number | null;
  revenue_center_name: string | null;
}

/** The order modes of the merchant's stores among `storeIds` (all live ones when null), with their center. */
export async function orderModesOf(
  db: Queryable,
  merchantId: number,
  storeIds: readonly number[] | null,
): Promise<RevenueCenterOrderModeRow[]> {
  const rows = await db.query<OrderModeSqlRow>(
    `select m.order_mode_id, m.name as order_mode_name, so.store_id, s.name as store_name,
       a.revenue_center_id, rc.name as revenue_center_name
     from store_order_modes so
     join order_modes m on m.order_mode_id = so.order_mode_id
     join stores s on s.store_id = so.store_id
     left join revenue_center_order_modes a on a.store_id = so.store_id and a.order_mode_id = so.order_mode_id
     left join revenue_centers rc on rc.revenue_center_id = a.revenue_center_id
     where s.merchant_id = $1 and ${LIVE_STORE}
       and ($2::int[] is null or so.store_id = any($2::int[]))
     order by lower(s.name), so.store_id, m.order_mode_id`,
    [merchantId, storeIds],
  );
  return rows.map((r) => ({
    merchantId,
    orderModeId: r.order_mode_id,
    orderModeName: r.order_mode_name,
    revenueCenterId: r.revenue_center_id ?? 0,
    revenueCenterName: r.revenue_center_name ?? '',
    storeName: r.store_name,
    storeId: r.store_id,
  }));
}

interface CenterSqlRow {
  [key: string]: unknown;
  revenue_center_id: number;
  name: string;
  description: string;
  external_id: string;
  last_modified_user_code: string;
  concurrency_checksum: number;
}

interface CenterStoreSqlRow {
  [key: string]: unknown;
  revenue_center_id: number;
  store_id: number;
  store_name: string;
}

/** The rows of a table of the centers' stores or assignments (`a`), with their center (`rc`). */
const ofCenters = (table: string) =>
  `from ${table} a join revenue_centers rc on rc.revenue_center_id = a.revenue_center_id`;
/** The merchant's ($1) centers, or one of them ($2, when not null). */
const MERCHANT_CENTERS = 'rc.merchant_id = $1 and ($2::int is null or rc.revenue_center_id = $2)';

/** The merchant's centers (one, with `revenueCenterId`), by name, each with its stores, devices and order modes. */
export async function revenueCenters(
  db: Queryable,
  merchantId: number,
  revenueCenterId: number | null = null,
): Promise<RevenueCenter[]> {
  const one = revenueCenterId ?? null;
  const [centers, stores, devices, modes] = await Promise.all([
    db.query<CenterSqlRow>(
      `select revenue_center_id, name, description, external_id, last_modified_user_code, concurrency_checksum
       from revenue_centers where merchant_id = $1 and ($2::int is null or revenue_center_id = $2)
       order by lower(name), revenue_center_id`,
      [merchantId, one],
    ),
    db.query<CenterStoreSqlRow>(
      `select a.revenue_center_id, a.store_id, s.name as store_name
       ${ofCenters('revenue_center_stores')}
       join stores s on s.store_id = a.store_id
       where ${MERCHANT_CENTERS}
       order by lower(s.name), a.store_id`,
      [merchantId, one],
    ),
    db.query<{ revenue_center_id: number; store_id: number; store_device_id: number; device_name: string }>(
      `select a.revenue_center_id, a.store_id, a.store_device_id, d.device_name
       ${ofCenters('revenue_center_devices')}
       join store_devices d on d.store_device_id = a.store_device_id
       where ${MERCHANT_CENTERS}
       order by lower(d.device_name), d.store_device_id`,
      [merchantId, one],
    ),
    db.query<{ revenue_center_id: number; store_id: number; order_mode_id: number; name: string }>(
      `select a.revenue_center_id, a.store_id, a.order_mode_id, m.name
       ${ofCenters('revenue_center_order_modes')}
       join order_modes m on m.order_mode_id = a.order_mode_id
       where ${MERCHANT_CENTERS}
       order by a.order_mode_id`,
      [merchantId, one],
    ),
  ]);
  return centers.map((c) => ({
    revenueCenterId: c.revenue_center_id,
    revenueCenterName: c.name,
    revenueCenterDescription: c.description,
    externalId: c.external_id,
    merchantId,
    lastModifiedUserCode: c.last_modified_user_code,
    concurrencyChecksum: c.concurrency_checksum,
    stores: stores
      .filter((s) => s.revenue_center_id === c.revenue_center_id)
      .map((s) => ({
        storeId: s.store_id,
        storeName: s.store_name,
        city: null,
        state: null,
        devices: devices
          .filter((d) => d.revenue_center_id === c.revenue_center_id && d.store_id === s.store_id)
          .map((d) => ({ storeDeviceId: d.store_device_id, storeDeviceName: d.device_name })),
        orderModes: modes
          .filter((m) => m.revenue_center_id === c.revenue_center_id && m.store_id === s.store_id)
          .map((m) => ({ orderModeId: m.order_mode_id, orderModeName: m.name })),
      })),
  }));
}

/** A center of the merchant's, locked for a write (null: none of the merchant's). */
export async function lockRevenueCenter(
  tx: Queryable,
  merchantId: number,
  revenueCenterId: number,
): Promise<{ concurrency_checksum: number; name: string } | null> {
  const rows = await tx.query<{ [key: string]: unknown; concurrency_checksum: number; name: string }>(
    `select concurrency_checksum, name from revenue_centers
     where merchant_id = $1 and revenue_center_id = $2 for update`,
    [merchantId, revenueCenterId],
  );
  return rows[0] ?? null;
}

export interface CenterFields {
  name: string;
  description: string;
  externalId: string;
  userCode: string;
}

/** Adds a center (no stores yet); its id. */
export async function insertRevenueCenter(
  tx: Queryable,
  merchantId: number,
  f: CenterFields,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ revenue_center_id: number }>(
    `insert into revenue_centers (merchant_id, name, description, external_id, last_modified_user_code, updated_at)
     values ($1, $2, $3, $4, $5, $6) returning revenue_center_id`,
    [merchantId, f.name, f.description, f.externalId, f.userCode, now],
  );
  return row.revenue_center_id;
}

/** Changes a center's fields (a new checksum) and empties its stores (and so its assignments). */
export async function updateRevenueCenter(
  tx: Queryable,
  merchantId: number,
  revenueCenterId: number,
  f: CenterFields,
  now: Date,
): Promise<void> {
  await tx.query(
    `update revenue_centers set name = $3, description = $4, external_id = $5, last_modified_user_code = $6,
       updated_at = $7, concurrency_checksum = concurrency_checksum + 1
     where merchant_id = $1 and revenue_center_id = $2`,
    [merchantId, revenueCenterId, f.name, f.description, f.externalId, f.userCode, now],
  );
  await tx.query('delete from revenue_center_stores where revenue_center_id = $1', [revenueCenterId]);
}

/** Puts a store in a center with its devices and order modes (checked by the caller). */
export async function assignRevenueCenterStore(
  tx: Queryable,
  revenueCenterId: number,
  store: { storeId: number; deviceIds: readonly number[]; orderModeIds: readonly number[] },
): Promise<void> {
  await tx.query('insert into revenue_center_stores (revenue_center_id, store_id) values ($1, $2)', [
    revenueCenterId,
    store.storeId,
  ]);
  if (store.deviceIds.length > 0)
    await tx.query(
      `insert into revenue_center_devices (store_device_id, store_id, revenue_center_id)
       select unnest($1::int[]), $2, $3`,
      [store.deviceIds, store.storeId, revenueCenterId],
    );
  if (store.orderModeIds.length > 0)
    await tx.query(
      `insert into revenue_center_order_modes (store_id, order_mode_id, revenue_center_id)
       select $2, unnest($1::int[]), $3`,
      [store.orderModeIds, store.storeId, revenueCenterId],
    );
}

/** Deletes a center of the merchant's (its stores and assignments go with it). */
export async function deleteRevenueCenter(
  tx: Queryable,
  merchantId: number,
  revenueCenterId: number,
): Promise<void> {
  await tx.query('delete from revenue_centers where merchant_id = $1 and revenue_center_id = $2', [
    merchantId,
    revenueCenterId,
  ]);
}
