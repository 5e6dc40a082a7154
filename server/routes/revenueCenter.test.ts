import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import type {
  AddRevenueCenterValidation,
  RevenueCenter,
  RevenueCenterDeviceRow,
  RevenueCenterOrderModeRow,
  RevenueCenterStoreDetail,
  SaveRevenueCenterBody,
} from '../../src/domain/revenueCenter';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
let owner: Agent;
let bank: Agent;
let market: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
  market = await sessionOf(s, { as: 'marketowner', store: 2201 });
});
afterAll(() => s.close());

type Answer<T> = { status: number; body: ApiResult<T> & { Errors?: string[] } };

async function get<T>(agent: Agent, path: string): Promise<Answer<T>> {
  const res = await agent.get(`RevenueCenter/${path}`);
  return { status: res.status, body: await res.json() };
}
async function post<T>(agent: Agent, path: string, body: unknown): Promise<Answer<T>> {
  const res = await agent.post(`RevenueCenter/${path}`, body);
  return { status: res.status, body: await res.json() };
}
async function remove(agent: Agent, query: string): Promise<Answer<unknown>> {
  const res = await agent.request('DELETE', `RevenueCenter/DeleteRevenueCenter?${query}`);
  return { status: res.status, body: await res.json() };
}

const centers = async (agent: Agent, merchantId = 1001) =>
  (await get<RevenueCenter[]>(agent, `GetRevenueCenters?merchantId=${merchantId}`)).body.Entity ?? [];
const devices = async (agent: Agent, stores: number[], merchantId = 1001) =>
  (
    await post<RevenueCenterDeviceRow[]>(agent, 'GetRevenueCenterDevices', {
      MerchantId: merchantId,
      Stores: stores,
    })
  ).body.Entity ?? [];
const orderModes = async (agent: Agent, stores: number[], merchantId = 1001) =>
  (
    await post<RevenueCenterOrderModeRow[]>(agent, 'GetOrderModes', {
      MerchantId: merchantId,
      Stores: stores,
    })
  ).body.Entity ?? [];

/** The id of a store's device by name. */
async function deviceId(storeId: number, name: string): Promise<number> {
  const [row] = await s.db.query<{ store_device_id: number }>(
    'select store_device_id from store_devices where store_id = $1 and device_name = $2',
    [storeId, name],
  );
  return row.store_device_id;
}
const countOf = async (table: string) =>
  (await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

/** A save body (a new center at Harbor Downtown) with some fields replaced, valid or not. */
const body = (over: Record<string, unknown> = {}): SaveRevenueCenterBody =>
  ({
    MerchantId: 1001,
    RevenueCenterId: 0,
    Name: 'Counter',
    Description: 'Counter service',
    ExternalId: 'HB-CTR',
    LastModifiedUserCode: 'someone else',
    Stores: [{ StoreId: 2001, StoreDeviceIds: [], OrderModes: [] }],
    ConcurrencyChecksum: 0,
    ...over,
  }) as SaveRevenueCenterBody;

describe('RevenueCenter/GetRevenueCenters', () => {
  it('lists the merchant’s centers by name with their stores, devices and order modes', async () => {
    const list = await centers(owner);
    expect(list.map((c) => c.revenueCenterName)).toEqual(['Bar', 'Dining Room', 'Patio']);
    const dining = list[1];
    expect(dining.externalId).toBe('HB-DINING');
    expect(dining.stores.map((x) => x.storeName)).toEqual([
      'Harbor Downtown',
      'Harbor Midtown',
      'Harbor Pier',
      'Harbor Uptown',
    ]);
    expect(dining.stores[0].devices.map((d) => d.storeDeviceName)).toEqual(['Register 1']);
    expect(dining.stores[0].orderModes.map((m) => m.orderModeName)).toEqual(['Dine In']);
  });

  it('refuses a merchantId that is not the session’s, and bad input without a 500', async () => {
    expect((await get(owner, 'GetRevenueCenters?merchantId=1002')).status).toBe(403);
    expect((await get(bank, 'GetRevenueCenters?merchantId=1001')).status).toBe(403);
    expect((await get(owner, 'GetRevenueCenters?merchantId=abc')).status).toBe(400);
    expect((await get(owner, 'GetRevenueCenters')).status).toBe(400);
    expect(await centers(bank, 1002)).toEqual([]);
  });
});

describe('RevenueCenter/GetStoreDetails, GetRevenueCenterDevices, GetOrderModes', () => {
  it('gives the merchant’s live stores only', async () => {
    const res = await get<RevenueCenterStoreDetail[]>(owner, 'GetStoreDetails?merchantId=1001');
    expect(res.body.Entity?.map((x) => x.storeId).sort()).toEqual([2001, 2002, 2004, 2005, 2006]);
  });

  it('gives the devices of the stores chosen with their center (0 and no name when unassigned)', async () => {
    const rows = await devices(owner, [2001]);
    expect(rows.map((d) => [d.deviceName, d.revenueCenterName])).toEqual([
      ['Register 1', 'Dining Room'],
      ['Register 2', 'Bar'],
      ['Register 3', ''],
    ]);
    expect(rows[2].revenueCenterId).toBe(0);
    expect(await devices(owner, [])).toEqual([]);
  });

  it('gives the order modes of the stores chosen', async () => {
    const rows = await orderModes(owner, [2002]);
    expect(rows.map((m) => [m.orderModeName, m.revenueCenterName])).toEqual([
      ['Dine In', 'Dining Room'],
      ['Take Out', ''],
      ['Online Pickup', ''],
    ]);
  });

  it('refuses another merchant’s store, a closed store and another merchantId', async () => {
    const other = await post(owner, 'GetRevenueCenterDevices', { MerchantId: 1001, Stores: [2101] });
    expect(other.status).toBe(400);
    expect(other.body.MessageKey).toBe('RevenueCenter.StoreInvalid');
    expect((await post(owner, 'GetOrderModes', { MerchantId: 1001, Stores: [2003] })).status).toBe(400);
    expect((await post(bank, 'GetOrderModes', { MerchantId: 1001, Stores: [2001] })).status).toBe(403);
    expect((await post(owner, 'GetOrderModes', { MerchantId: 1001, Stores: ['2001'] })).status).toBe(400);
  });
});

describe('RevenueCenter/SaveRevenueCenter', () => {
  it('adds a center with a free device and order mode, recording the session’s user', async () => {
    const register3 = await deviceId(2001, 'Register 3');
    const res = await post<RevenueCenter>(
      owner,
      'SaveRevenueCenter',
      body({ Stores: [{ StoreId: 2001, StoreDeviceIds: [register3], OrderModes: [3] }] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.Entity as RevenueCenter;
    expect(saved.lastModifiedUserCode).toBe('owner');
    expect(saved.stores[0].devices).toEqual([{ storeDeviceId: register3, storeDeviceName: 'Register 3' }]);
    expect(saved.stores[0].orderModes).toEqual([{ orderModeId: 3, orderModeName: 'Delivery' }]);
    const row = (await devices(owner, [2001])).find((d) => d.storeDeviceId === register3);
    expect(row?.revenueCenterName).toBe('Counter');
  });

  it('refuses a device or order mode of another center, listing each, and saves nothing', async () => {
    const before = await countOf('revenue_centers');
    const register1 = await deviceId(2001, 'Register 1');
    const res = await post(
      owner,
      'SaveRevenueCenter',
      body({ Name: 'Thief', Stores: [{ StoreId: 2001, StoreDeviceIds: [register1], OrderModes: [1] }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.MessageKey).toBe('RevenueCenter.DeviceTaken');
    expect(res.body.Errors).toEqual([
      'Register 1 at Harbor Downtown already belongs to the revenue center Dining Room.',
      'Dine In at Harbor Downtown already belongs to the revenue center Dining Room.',
    ]);
    expect(await countOf('revenue_centers')).toBe(before);
  });

  it.each([
    ['a name over 25 characters', { Name: 'x'.repeat(26) }, 'RevenueCenter.TextFieldError'],
    ['a name with a leading space', { Name: ' Bar' }, 'RevenueCenter.TextFieldError'],
    ['a description over 50 characters', { Description: 'x'.repeat(51) }, 'RevenueCenter.TextFieldError'],
    ['an external id over 25 characters', { ExternalId: 'x'.repeat(26) }, 'RevenueCenter.ExternalIdError'],
    ['no store', { Stores: [] }, 'RevenueCenter.StoresRequired'],
    [
      'another merchant’s store',
      { Stores: [{ StoreId: 2101, StoreDeviceIds: [], OrderModes: [] }] },
      'RevenueCenter.StoreInvalid',
    ],
    [
      'a closed store',
      { Stores: [{ StoreId: 2003, StoreDeviceIds: [], OrderModes: [] }] },
      'RevenueCenter.StoreInvalid',
    ],
    [
      'a store twice',
      {
        Stores: [
          { StoreId: 2002, StoreDeviceIds: [], OrderModes: [] },
          { StoreId: 2002, StoreDeviceIds: [], OrderModes: [] },
        ],
      },
      'RevenueCenter.StoreInvalid',
    ],
    [
      'an order mode its store does not offer',
      { Stores: [{ StoreId: 2002, StoreDeviceIds: [], OrderModes: [6] }] },
      'RevenueCenter.OrderModeInvalid',
    ],
    ['a string id', { Stores: [{ StoreId: '2002', StoreDeviceIds: [], OrderModes: [] }] }, 'Validation.Type'],
  ])('refuses %s with its rule’s message', async (_name, over, key) => {
    const before = await countOf('revenue_centers');
    const res = await post(owner, 'SaveRevenueCenter', body(over));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.MessageKey).toBe(key);
    expect(await countOf('revenue_centers')).toBe(before);
  });

  it('refuses another merchant’s device, even under one of the merchant’s stores', async () => {
    const maple = await deviceId(2101, 'Register 3');
    const res = await post(
      owner,
      'SaveRevenueCenter',
      body({ Stores: [{ StoreId: 2002, StoreDeviceIds: [maple], OrderModes: [] }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.MessageKey).toBe('RevenueCenter.DeviceInvalid');
  });

  it('refuses another merchantId (403) and another merchant’s center (404)', async () => {
    expect((await post(bank, 'SaveRevenueCenter', body())).status).toBe(403);
    const bar = (await centers(owner)).find((c) => c.revenueCenterName === 'Bar') as RevenueCenter;
    const res = await post(
      bank,
      'SaveRevenueCenter',
      body({
        MerchantId: 1002,
        RevenueCenterId: bar.revenueCenterId,
        ConcurrencyChecksum: bar.concurrencyChecksum,
        Stores: [{ StoreId: 2101, StoreDeviceIds: [], OrderModes: [] }],
      }),
    );
    expect(res.status).toBe(404);
    expect(
      (await get(bank, `GetRevenueCenterById?merchantId=1002&revenueCenterId=${bar.revenueCenterId}`)).status,
    ).toBe(404);
  });

  it('edits a center: a store taken out frees its devices and order modes; a stale checksum is refused', async () => {
    const bar = (await centers(owner)).find((c) => c.revenueCenterName === 'Bar') as RevenueCenter;
    const register2 = await deviceId(2001, 'Register 2');
    const edit = body({
      RevenueCenterId: bar.revenueCenterId,
      Name: 'Bar & Lounge',
      Description: bar.revenueCenterDescription,
      ExternalId: bar.externalId,
      ConcurrencyChecksum: bar.concurrencyChecksum,
      Stores: [{ StoreId: 2001, StoreDeviceIds: [register2], OrderModes: [2] }],
    });
    const res = await post<RevenueCenter>(owner, 'SaveRevenueCenter', edit);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity?.stores.map((x) => x.storeId)).toEqual([2001]);
    expect(res.body.Entity?.concurrencyChecksum).toBe(bar.concurrencyChecksum + 1);
    const uptown = (await devices(owner, [2002])).find((d) => d.deviceName === 'Register 2');
    expect(uptown?.revenueCenterId).toBe(0);
    const stale = await post(owner, 'SaveRevenueCenter', { ...edit, Name: 'Late' });
    expect(stale.status).toBe(409);
    expect(stale.body.MessageKey).toBe('RevenueCenter.Stale');
    const read = await get<RevenueCenter>(
      owner,
      `GetRevenueCenterById?merchantId=1001&revenueCenterId=${bar.revenueCenterId}`,
    );
    expect(read.body.Entity?.revenueCenterName).toBe('Bar & Lounge');
  });
});

describe('RevenueCenter/GetAddRevenueCenterValidation', () => {
  it('tells whether a device or an order mode is free; both taken blocks adding', async () => {
    const free = await get<AddRevenueCenterValidation>(
      owner,
      'GetAddRevenueCenterValidation?merchantId=1001',
    );
    expect(free.body.Entity).toEqual({ isDevicesAvailable: true, isOrderModesAvailable: true });
    // Corner Market (one store): a center takes every device and order mode
    const all = (await devices(market, [2201], 1003)).map((d) => d.storeDeviceId);
    const saved = await post(market, 'SaveRevenueCenter', {
      ...body({ MerchantId: 1003 }),
      Stores: [{ StoreId: 2201, StoreDeviceIds: all, OrderModes: [2, 3] }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const none = await get<AddRevenueCenterValidation>(
      market,
      'GetAddRevenueCenterValidation?merchantId=1003',
    );
    expect(none.body.Entity).toEqual({ isDevicesAvailable: false, isOrderModesAvailable: false });
  });
});

describe('RevenueCenter/DeleteRevenueCenter', () => {
  it('deletes with the current checksum only, freeing its devices; another merchant cannot', async () => {
    const patio = (await centers(owner)).find((c) => c.revenueCenterName === 'Patio') as RevenueCenter;
    const q = `merchantId=1001&revenueCenterId=${patio.revenueCenterId}`;
    expect((await remove(owner, `${q}&concurrencyChecksum=${patio.concurrencyChecksum + 5}`)).status).toBe(
      409,
    );
    expect((await remove(bank, `${q}&concurrencyChecksum=${patio.concurrencyChecksum}`)).status).toBe(403);
    expect(
      (
        await remove(
          bank,
          `merchantId=1002&revenueCenterId=${patio.revenueCenterId}&concurrencyChecksum=${patio.concurrencyChecksum}`,
        )
      ).status,
    ).toBe(404);
    expect((await remove(owner, `${q}&concurrencyChecksum=${patio.concurrencyChecksum}`)).status).toBe(200);
    expect((await centers(owner)).map((c) => c.revenueCenterName)).not.toContain('Patio');
    expect((await devices(owner, [2004])).every((d) => d.revenueCenterId === 0)).toBe(true);
    expect((await remove(owner, `${q}&concurrencyChecksum=${patio.concurrencyChecksum}`)).status).toBe(404);
    expect((await remove(owner, 'merchantId=1001&revenueCenterId=x&concurrencyChecksum=1')).status).toBe(400);
  });
});

describe('migration 029: a device or order mode belongs to at most one center, in the database too', () => {
  it('refuses a second assignment of a device and of a store’s order mode', async () => {
    const [dining] = await s.db.query<{ revenue_center_id: number }>(
      "select revenue_center_id from revenue_centers where name = 'Dining Room'",
    );
    const [counter] = await s.db.query<{ revenue_center_id: number }>(
      "select revenue_center_id from revenue_centers where name = 'Counter' and merchant_id = 1001",
    );
    expect(dining && counter).toBeTruthy();
    const register1 = await deviceId(2001, 'Register 1');
    await expect(
      s.db.query(
        'insert into revenue_center_devices (store_device_id, store_id, revenue_center_id) values ($1, 2001, $2)',
        [register1, counter.revenue_center_id],
      ),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      s.db.query(
        'insert into revenue_center_order_modes (store_id, order_mode_id, revenue_center_id) values (2001, 1, $1)',
        [counter.revenue_center_id],
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});
