import { describe, expect, it } from 'vitest';
import {
  addBlocked,
  companyLevelWarning,
  isSelectable,
  orderModeKey,
  REVENUE_CENTER_CSV_COLUMNS,
  type RevenueCenter,
  revenueCenterCsvRows,
  revenueCenterFormOf,
  revenueCenterFormSchema,
  saveBodyOf,
  saveEnabled,
  saveRevenueCenterSchema,
  showAllEnabled,
  showsStoreColumn,
  truncatedList,
} from './revenueCenter';

const form = (over: Record<string, unknown> = {}) => ({
  Name: 'Dining Room',
  Description: 'Table service',
  ExternalId: '',
  StoreIds: [2001],
  DeviceIds: [],
  OrderModeKeys: [],
  ...over,
});
const broken = async (value: unknown) => {
  try {
    await revenueCenterFormSchema.validate(value);
    return null;
  } catch (e) {
    return (e as { errors: string[] }).errors[0];
  }
};

const center: RevenueCenter = {
  revenueCenterId: 7,
  revenueCenterName: 'Bar',
  revenueCenterDescription: 'Bar counters',
  externalId: 'HB-BAR',
  merchantId: 1001,
  lastModifiedUserCode: 'owner',
  concurrencyChecksum: 3,
  stores: [
    {
      storeId: 2001,
      storeName: 'Harbor Downtown',
      city: null,
      state: null,
      devices: [{ storeDeviceId: 11, storeDeviceName: 'Register 2' }],
      orderModes: [{ orderModeId: 2, orderModeName: 'Take Out' }],
    },
    { storeId: 2002, storeName: 'Harbor Uptown', city: null, state: null, devices: [], orderModes: [] },
  ],
};

describe('3-settings §5: revenue center name max 25, description max 50, no leading whitespace (TextFieldError)', () => {
  it('accepts a valid form', async () => {
    expect(await broken(form())).toBeNull();
  });
  it.each([
    ['an empty name', { Name: '' }],
    ['a blank name', { Name: '   ' }],
    ['a name with a leading space', { Name: ' Bar' }],
    ['a name of 26 characters', { Name: 'x'.repeat(26) }],
    ['a description with a leading space', { Description: ' Bar' }],
    ['a description of 51 characters', { Description: 'x'.repeat(51) }],
    ['an empty description', { Description: '' }],
  ])('refuses %s', async (_name, over) => {
    expect(await broken(form(over))).toBe('RevenueCenter.TextFieldError');
  });
  it('takes a name of 25 and a description of 50 characters', async () => {
    expect(await broken(form({ Name: 'x'.repeat(25), Description: 'y'.repeat(50) }))).toBeNull();
  });
  it('has an optional external id of at most 25 characters', async () => {
    expect(await broken(form({ ExternalId: 'x'.repeat(25) }))).toBeNull();
    expect(await broken(form({ ExternalId: 'x'.repeat(26) }))).toBe('RevenueCenter.ExternalIdError');
  });
  it('the save needs at least one store', async () => {
    const body = { MerchantId: 1001, RevenueCenterId: 0, Name: 'Bar', Description: 'Bar', Stores: [] };
    await expect(saveRevenueCenterSchema.validate(body)).rejects.toThrow('RevenueCenter.StoresRequired');
  });
});

describe('3-settings §4: Save is enabled with name, description and a store; in edit mode once something changed', () => {
  const base = { isNew: true, dirty: false, name: 'Bar', description: 'Bar', storeCount: 1 };
  it('add mode: fields filled and a store', () => {
    expect(saveEnabled(base)).toBe(true);
    expect(saveEnabled({ ...base, name: ' ' })).toBe(false);
    expect(saveEnabled({ ...base, description: '' })).toBe(false);
    expect(saveEnabled({ ...base, storeCount: 0 })).toBe(false);
  });
  it('edit mode: only after a change, and still with a store', () => {
    expect(saveEnabled({ ...base, isNew: false })).toBe(false);
    expect(saveEnabled({ ...base, isNew: false, dirty: true })).toBe(true);
    expect(saveEnabled({ ...base, isNew: false, dirty: true, storeCount: 0 })).toBe(false);
  });
});

describe('3-settings §4: devices and order modes are selectable when unassigned (0) or this center’s', () => {
  it('judges by the revenue center id', () => {
    expect(isSelectable({ revenueCenterId: 0 }, 7)).toBe(true);
    expect(isSelectable({ revenueCenterId: 7 }, 7)).toBe(true);
    expect(isSelectable({ revenueCenterId: 8 }, 7)).toBe(false);
    expect(isSelectable({ revenueCenterId: 8 }, 0)).toBe(false);
  });
  it('keys an order mode row by its store and order mode (§3)', () => {
    expect(orderModeKey({ storeId: 2001, orderModeId: 3 })).toBe('2001-3');
  });
});

describe('3-settings §4 and §8: adding is blocked when neither a device nor an order mode is free', () => {
  it('blocks only when both are taken', () => {
    expect(addBlocked({ isDevicesAvailable: false, isOrderModesAvailable: false })).toBe(true);
    expect(addBlocked({ isDevicesAvailable: true, isOrderModesAvailable: false })).toBe(false);
    expect(addBlocked({ isDevicesAvailable: false, isOrderModesAvailable: true })).toBe(false);
  });
});

describe('3-settings §2 and §9: the list’s grids', () => {
  it('Show All is disabled at 3 or fewer stores', () => {
    expect(showAllEnabled(3)).toBe(false);
    expect(showAllEnabled(4)).toBe(true);
  });
  it('truncates a list at 15 characters, keeping the whole for the popover', () => {
    expect(truncatedList(['Register 1'])).toEqual({
      text: 'Register 1',
      whole: 'Register 1',
      truncated: false,
    });
    const cut = truncatedList(['Register 1', 'Register 2']);
    expect(cut.text).toBe('Register 1, Reg…');
    expect(cut.whole).toBe('Register 1, Register 2');
    expect(truncatedList(['x'.repeat(15)]).truncated).toBe(false);
  });
  it('shows the store column for a merchant of more than one store', () => {
    expect(showsStoreColumn(1)).toBe(false);
    expect(showsStoreColumn(2)).toBe(true);
  });
});

describe('3-settings §6: a multi-store merchant at company level sees a warning instead of the list', () => {
  it('warns with more than one store and no store chosen', () => {
    expect(companyLevelWarning({ activeStoreCount: 5, storeId: null })).toBe(true);
    expect(companyLevelWarning({ activeStoreCount: 5, storeId: 2001 })).toBe(false);
    expect(companyLevelWarning({ activeStoreCount: 1, storeId: null })).toBe(false);
  });
});

describe('3-settings §3: the CSV export', () => {
  it('has the columns of §3 in order', () => {
    expect(REVENUE_CENTER_CSV_COLUMNS).toEqual([
      'RevenueCenterId',
      'RevenueCenterName',
      'ExternalId',
      'MerchantId',
      'StoreId',
      'StoreName',
      'DeviceName',
      'DeviceId',
      'OrderModeId',
      'OrderModeName',
    ]);
  });
  it('has one row per device and per order mode', () => {
    expect(revenueCenterCsvRows([center])).toEqual([
      [7, 'Bar', 'HB-BAR', 1001, 2001, 'Harbor Downtown', 'Register 2', 11, '', ''],
      [7, 'Bar', 'HB-BAR', 1001, 2001, 'Harbor Downtown', '', '', 2, 'Take Out'],
    ]);
  });
});

describe('3-settings §4 and §3: the form and the save payload', () => {
  it('auto-assigns the one store of a single-store merchant to a new center', () => {
    expect(revenueCenterFormOf(null, 2201).StoreIds).toEqual([2201]);
    expect(revenueCenterFormOf(null, null).StoreIds).toEqual([]);
  });
  it('reads a center into the form', () => {
    expect(revenueCenterFormOf(center, null)).toEqual({
      Name: 'Bar',
      Description: 'Bar counters',
      ExternalId: 'HB-BAR',
      StoreIds: [2001, 2002],
      DeviceIds: [11],
      OrderModeKeys: ['2001-2'],
    });
  });
  it('puts each chosen device and order mode under its chosen store, dropping those of stores taken out', () => {
    const row = { merchantId: 1001, revenueCenterId: 0, revenueCenterName: '' };
    const body = saveBodyOf(
      form({ StoreIds: [2001], DeviceIds: [11, 21], OrderModeKeys: ['2001-2', '2002-1'] }),
      {
        merchantId: 1001,
        revenueCenterId: 0,
        userCode: 'owner',
        concurrencyChecksum: 0,
        devices: [
          {
            ...row,
            storeDeviceId: 11,
            deviceName: 'Register 2',
            storeId: 2001,
            storeName: 'Harbor Downtown',
          },
          { ...row, storeDeviceId: 21, deviceName: 'Register 1', storeId: 2002, storeName: 'Harbor Uptown' },
        ],
        orderModes: [
          { ...row, orderModeId: 2, orderModeName: 'Take Out', storeId: 2001, storeName: 'Harbor Downtown' },
          { ...row, orderModeId: 1, orderModeName: 'Dine In', storeId: 2002, storeName: 'Harbor Uptown' },
        ],
      },
    );
    expect(body.Stores).toEqual([{ StoreId: 2001, StoreDeviceIds: [11], OrderModes: [2] }]);
    expect(body).toMatchObject({
      MerchantId: 1001,
      RevenueCenterId: 0,
      Name: 'Dining Room',
      LastModifiedUserCode: 'owner',
    });
  });
});
