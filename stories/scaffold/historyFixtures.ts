import type { ChangeEntry, EntityKind } from '../../src/domain/changeHistory';
import type { ChangeHistoryState } from '../../src/scaffold/history/useChangeHistory';

/** A recorded change of the demo's kind (fixed times, so the stories look the same every day). */
export const changeFixture = (over: Partial<ChangeEntry>): ChangeEntry => ({
  ChangeId: 1,
  EntityKind: 'discount',
  EntityId: '1',
  EntityLabel: 'HAPPY HOUR',
  StoreId: null,
  StoreName: null,
  Action: 'update',
  UserName: 'Olivia Owner',
  ChangedAt: '2026-11-08T07:48:00.000Z',
  Before: null,
  After: null,
  ...over,
});

/** HAPPY HOUR's history as the demo seeds it. */
export const discountChanges: ChangeEntry[] = [
  changeFixture({
    ChangeId: 3,
    UserName: 'Marco Manager',
    ChangedAt: '2026-11-18T00:36:00.000Z',
    Before: { ShowOnActivitySummary: false },
    After: { ShowOnActivitySummary: true },
  }),
  changeFixture({
    ChangeId: 2,
    Before: { Description: 'Fifteen percent off drinks', DiscountAmount: 15 },
    After: { Description: 'Twenty percent off drinks', DiscountAmount: 20 },
  }),
  changeFixture({
    ChangeId: 1,
    Action: 'create',
    ChangedAt: '2026-10-05T15:00:00.000Z',
    After: {
      Name: 'HAPPY HOUR',
      Description: 'Fifteen percent off drinks',
      DiscountType: 'P',
      DiscountAmount: 15,
      MinimumDiscountAmount: 0,
      AppliesTo: 'H',
      Stores: ['Harbor Downtown', 'Harbor Pier', 'Harbor Uptown'],
      PosActiveStores: ['Harbor Downtown', 'Harbor Pier', 'Harbor Uptown'],
    },
  }),
];

/** A store's availability changes (a history of many records). */
export const availabilityChanges: ChangeEntry[] = [
  changeFixture({
    ChangeId: 12,
    EntityKind: 'itemAvailability',
    EntityId: '157',
    EntityLabel: 'Cheesecake',
    StoreId: 2001,
    StoreName: 'Harbor Downtown',
    UserName: 'Marco Manager',
    ChangedAt: '2026-11-20T11:24:00.000Z',
    Before: { IsInStock: true },
    After: { IsInStock: false },
  }),
  changeFixture({
    ChangeId: 11,
    EntityKind: 'itemAvailability',
    EntityId: '128',
    EntityLabel: 'Baked Potato',
    StoreId: 2001,
    StoreName: 'Harbor Downtown',
    UserName: 'Sasha Shiftlead',
    ChangedAt: '2026-11-18T17:24:00.000Z',
    Before: { IsAvailableOnline: true },
    After: { IsAvailableOnline: false },
  }),
];

/** The price list's recent price changes (a history of many records). */
export const priceChanges: ChangeEntry[] = [
  changeFixture({
    ChangeId: 22,
    EntityKind: 'priceListPrice',
    EntityId: 'm0_7_0',
    EntityLabel: 'Lobster Roll',
    ChangedAt: '2026-11-12T03:00:00.000Z',
    Before: { Price: 27 },
    After: { Price: 25 },
  }),
  changeFixture({
    ChangeId: 21,
    EntityKind: 'priceListPrice',
    EntityId: 'm0_7_0',
    EntityLabel: 'Lobster Roll',
    Action: 'create',
    ChangedAt: '2026-10-30T15:00:00.000Z',
    After: { Price: 27 },
  }),
];

/** A history as useChangeHistory gives it. */
export function historyFixture(
  kind: EntityKind,
  entries: ChangeEntry[],
  over: Partial<ChangeHistoryState> = {},
): ChangeHistoryState {
  return {
    kind,
    latest: entries[0] ?? null,
    entries,
    total: entries.length,
    page: 1,
    pageCount: 1,
    setPage: () => {},
    loading: false,
    error: null,
    retry: () => {},
    ...over,
  };
}
