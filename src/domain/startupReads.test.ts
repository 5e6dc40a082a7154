import { describe, expect, it } from 'vitest';
import { discountListDefaults } from './discountList';
import { LANDING_PATH } from './landing';
import { initialParams, pagingBody } from './listParams';
import {
  PAGE_ANSWERS_FRESH_MS,
  pageAnswersFresh,
  screenPathOf,
  serverRendersScreen,
  startupReadsOf,
} from './startupReads';

const q = (search = '') => new URLSearchParams(search);

describe('portal start (issue: fast first paint): what a page reads before its first render', () => {
  it('every portal page: the portal data, the flags and the notifications', () => {
    expect(startupReadsOf('/account/mybills', q()).map((r) => r.path)).toEqual([
      'Portal/GetPortalData',
      'FeatureFlag/GetFeatureFlags',
      'Notification/GetNotifications',
      'Notification/GetNotificationsSeen',
    ]);
  });

  it('My store (and the portal root, which lands there) on its first tab: the activity summary too', () => {
    for (const path of ['/mystore', '/mystore/', '/'])
      expect(startupReadsOf(path, q()).at(-1), path).toEqual({
        path: 'MyStore/GetActivitySummary',
        body: {},
      });
    expect(startupReadsOf('/mystore', q('tab=sales')).map((r) => r.path)).not.toContain(
      'MyStore/GetActivitySummary',
    );
  });

  it('the discount list and item availability (2-menu §2): the page of the list the URL asks for, as the list asks for it; the discount metadata too', () => {
    expect(startupReadsOf('/menu/discounts', q()).slice(4)).toEqual([
      // the list's first page by name, as the list screen asks for it (its one mapper)
      { path: 'Discount/GetActiveDiscounts', body: pagingBody(initialParams(discountListDefaults)) },
      { path: 'Discount/GetMetadata', body: {} },
    ]);
    expect(
      startupReadsOf('/menu/itemAvailability/', q('page=2&size=50&sort=-category&q=ice')).slice(4),
    ).toEqual([
      {
        path: 'Item/GetItemAvailability',
        body: {
          PageRowCount: 50,
          RequestedPageNum: 2,
          TotalRowCount: -1,
          SearchArg: 'ice',
          SortColumn: 'category',
          SortDirection: 'desc',
        },
      },
      { path: 'ChangeHistory/GetHistory?entityKind=itemAvailability&entityId=&pageNumber=1&pageSize=10' },
    ]);
    // a column the list may not be sorted by falls back to the default, as on the screen
    expect(startupReadsOf('/menu/discounts', q('sort=secret')).at(-2)?.body).toMatchObject({
      SortColumn: 'name',
    });
  });

  it("a page's answers are taken only as the page arrives (a clock a little off allowed)", () => {
    const now = 1_800_000_000_000;
    expect(pageAnswersFresh(now - 5_000, now)).toBe(true);
    expect(pageAnswersFresh(now + 30_000, now)).toBe(true);
    expect(pageAnswersFresh(now - PAGE_ANSWERS_FRESH_MS - 1, now)).toBe(false);
  });
});

describe('which screens the server renders into a portal page (serverRendersScreen)', () => {
  it('the landing screen, whose first reads the page carries; no list or form, which a user could type into before the script takes the page over', () => {
    expect(serverRendersScreen(LANDING_PATH)).toBe(true);
    expect(serverRendersScreen('/menu/discounts')).toBe(false);
    expect(serverRendersScreen('/menu/itemAvailability')).toBe(false);
    expect(serverRendersScreen('/account/mybills')).toBe(false);
    // the portal's root shows My store
    expect(screenPathOf('/')).toBe(LANDING_PATH);
    expect(serverRendersScreen(screenPathOf('/mystore/'))).toBe(true);
    expect(serverRendersScreen(screenPathOf('/menu/discounts/'))).toBe(false);
  });
});
