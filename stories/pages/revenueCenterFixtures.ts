import type {
  RevenueCenter,
  RevenueCenterDeviceRow,
  RevenueCenterOrderModeRow,
  RevenueCenterStoreDetail,
} from '../../src/domain/revenueCenter';

/** Harbor Bistro Group's revenue centers, devices and order modes, as the server answers them. */
const store = (storeId: number, storeName: string, devices: string[], orderModes: [number, string][]) => ({
  storeId,
  storeName,
  city: null,
  state: null,
  devices: devices.map((d, i) => ({ storeDeviceId: storeId * 10 + i, storeDeviceName: d })),
  orderModes: orderModes.map(([orderModeId, orderModeName]) => ({ orderModeId, orderModeName })),
});

export const revenueCentersFixture: RevenueCenter[] = [
  {
    revenueCenterId: 2,
    revenueCenterName: 'Bar',
    revenueCenterDescription: 'Bar counters and take-out drinks',
    externalId: 'HB-BAR',
    merchantId: 1001,
    lastModifiedUserCode: 'owner',
    concurrencyChecksum: 1,
    stores: [
      store(2001, 'Harbor Downtown', ['Register 2'], [[2, 'Take Out']]),
      store(2002, 'Harbor Uptown', ['Register 2'], []),
    ],
  },
  {
    revenueCenterId: 1,
    revenueCenterName: 'Dining Room',
    revenueCenterDescription: 'Table service in the main dining rooms',
    externalId: 'HB-DINING',
    merchantId: 1001,
    lastModifiedUserCode: 'owner',
    concurrencyChecksum: 1,
    stores: [
      store(2001, 'Harbor Downtown', ['Register 1'], [[1, 'Dine In']]),
      store(
        2005,
        'Harbor Midtown',
        ['Register 1'],
        [
          [1, 'Dine In'],
          [6, 'Catering'],
        ],
      ),
      store(2006, 'Harbor Pier', ['Register 1'], [[1, 'Dine In']]),
      store(2002, 'Harbor Uptown', ['Register 1'], [[1, 'Dine In']]),
    ],
  },
];

export const revenueCenterStoresFixture: RevenueCenterStoreDetail[] = [
  { storeId: 2001, storeName: 'Harbor Downtown', city: null, state: null },
  { storeId: 2005, storeName: 'Harbor Midtown', city: null, state: null },
  { storeId: 2006, storeName: 'Harbor Pier', city: null, state: null },
];

const deviceRow = (
  storeDeviceId: number,
  deviceName: string,
  revenueCenterId: number,
  revenueCenterName: string,
) => ({
  merchantId: 1001,
  storeDeviceId,
  deviceName,
  storeId: 2006,
  storeName: 'Harbor Pier',
  revenueCenterId,
  revenueCenterName,
});

export const revenueCenterDevicesFixture: RevenueCenterDeviceRow[] = [
  deviceRow(20060, 'Register 1', 1, 'Dining Room'),
  deviceRow(20061, 'Register 2', 0, ''),
  deviceRow(20062, 'Register 3', 0, ''),
];

export const revenueCenterOrderModesFixture: RevenueCenterOrderModeRow[] = [
  {
    merchantId: 1001,
    orderModeId: 1,
    orderModeName: 'Dine In',
    storeId: 2006,
    storeName: 'Harbor Pier',
    revenueCenterId: 1,
    revenueCenterName: 'Dining Room',
  },
  {
    merchantId: 1001,
    orderModeId: 2,
    orderModeName: 'Take Out',
    storeId: 2006,
    storeName: 'Harbor Pier',
    revenueCenterId: 0,
    revenueCenterName: '',
  },
];
