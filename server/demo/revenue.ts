import type { Queryable } from '../db/db';

/**
 * The demo merchants' devices, order modes and revenue centers (3-settings-and-employees.md §2, §3).
 * Every live store has the three registers its tickets name (tickets.station: 'Register 1' to
 * 'Register 3'); each store offers the order modes that fit it (order_modes, migration 029). Harbor
 * Bistro Group has three revenue centers named as its tickets' selling locations (Dining Room, Bar,
 * Patio), with Register 3 everywhere and several order modes left unassigned for a new center.
 */

const REGISTERS = ['Register 1', 'Register 2', 'Register 3'];

/** The order modes of each demo store (ids of order_modes: 1 Dine In … 6 Catering). */
const storeOrderModes: Record<number, number[]> = {
  2001: [1, 2, 3, 4], // Harbor Downtown: dine in, take out, delivery, online pickup
  2002: [1, 2, 4], // Harbor Uptown
  2003: [2], // Harbor Airport (closed): a take-out counter
  2004: [1, 2, 5], // Harbor Seaside: curbside in the summer
  2005: [1, 2, 3, 6], // Harbor Midtown: catering for the offices around
  2006: [1, 2], // Harbor Pier
  2101: [1, 2], // Maple Main Street
  2102: [2], // Maple Station
  2201: [2, 3], // Corner Market
  2301: [1, 2], // Old Mill Diner
};

interface DemoCenter {
  name: string;
  description: string;
  externalId: string;
  /** store id → the registers and the order mode ids of the center there */
  stores: Record<number, { registers: string[]; orderModes: number[] }>;
}

const harborCenters: DemoCenter[] = [
  {
    name: 'Dining Room',
    description: 'Table service in the main dining rooms',
    externalId: 'HB-DINING',
    stores: {
      2001: { registers: ['Register 1'], orderModes: [1] },
      2002: { registers: ['Register 1'], orderModes: [1] },
      2005: { registers: ['Register 1'], orderModes: [1, 6] },
      2006: { registers: ['Register 1'], orderModes: [1] },
    },
  },
  {
    name: 'Bar',
    description: 'Bar counters and take-out drinks',
    externalId: 'HB-BAR',
    stores: {
      2001: { registers: ['Register 2'], orderModes: [2] },
      2002: { registers: ['Register 2'], orderModes: [] },
    },
  },
  {
    name: 'Patio',
    description: 'Seasonal patio at Harbor Seaside',
    externalId: '',
    stores: { 2004: { registers: ['Register 1', 'Register 2'], orderModes: [1, 5] } },
  },
];

/** Seeds the devices and order modes of a merchant's stores, and Harbor Bistro Group's centers. */
export async function seedRevenueCenters(tx: Queryable, merchantId: number, storeIds: number[]) {
  const deviceIds = new Map<string, number>();
  for (const storeId of storeIds) {
    for (const name of REGISTERS) {
      const [row] = await tx.query<{ store_device_id: number }>(
        `insert into store_devices (merchant_id, store_id, device_name) values ($1, $2, $3)
         returning store_device_id`,
        [merchantId, storeId, name],
      );
      deviceIds.set(`${storeId}/${name}`, row.store_device_id);
    }
    for (const modeId of storeOrderModes[storeId] ?? [1, 2]) {
      await tx.query('insert into store_order_modes (store_id, order_mode_id) values ($1, $2)', [
        storeId,
        modeId,
      ]);
    }
  }
  if (merchantId !== 1001) return;
  for (const c of harborCenters) {
    const [row] = await tx.query<{ revenue_center_id: number }>(
      `insert into revenue_centers (merchant_id, name, description, external_id, last_modified_user_code)
       values ($1, $2, $3, $4, 'owner') returning revenue_center_id`,
      [merchantId, c.name, c.description, c.externalId],
    );
    const id = row.revenue_center_id;
    for (const [store, assigned] of Object.entries(c.stores)) {
      const storeId = Number(store);
      await tx.query('insert into revenue_center_stores (revenue_center_id, store_id) values ($1, $2)', [
        id,
        storeId,
      ]);
      for (const name of assigned.registers) {
        await tx.query(
          'insert into revenue_center_devices (store_device_id, store_id, revenue_center_id) values ($1, $2, $3)',
          [deviceIds.get(`${storeId}/${name}`), storeId, id],
        );
      }
      for (const modeId of assigned.orderModes) {
        await tx.query(
          'insert into revenue_center_order_modes (store_id, order_mode_id, revenue_center_id) values ($1, $2, $3)',
          [storeId, modeId, id],
        );
      }
    }
  }
}
