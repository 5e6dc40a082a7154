import { describe, expect, it } from 'vitest';
import { LANDING_PATH } from './landing';
import { PAGE_ANSWERS_FRESH_MS, pageAnswersFresh, serverRendersScreen, startupReadsOf } from './startupReads';

const q = (search = '') => new URLSearchParams(search);

describe('portal start (issue: fast first paint): what a page reads before its first render', () => {
  it('every portal page: the portal data, the flags and the notifications', () => {
    expect(startupReadsOf('/menu/discounts', q()).map((r) => r.path)).toEqual([
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
  });
});
