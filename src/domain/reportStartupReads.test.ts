import { describe, expect, it } from 'vitest';
import { reportRequestOf, reportStateOf } from './reportQuery';
import { reportStartupReadsOf } from './reportStartupReads';

const q = (search = '') => new URLSearchParams(search);

/**
 * 21:30 in New York on Friday 27 November 2026 (02:30 UTC on the 28th): the store's business day is
 * the 27th, not the UTC day.
 */
const EVENING = {
  zones: [{ StoreId: 2001, TimeZone: 'America/New_York' }],
  now: new Date('2026-11-28T02:30:00Z'),
};

describe("a report page's first reads, answered with the page (issue 9)", () => {
  it("a report route (issue 9): each of its reports, for the address's period, comparison and stores, as the report screen asks", () => {
    const reads = reportStartupReadsOf('/results/sales/summary', q('period=lastWeek'), EVENING);
    const lastWeek = {
      From: '2026-11-16',
      To: '2026-11-22',
      Preset: 'lastWeek',
      Comparison: 'previous',
      StoreIds: null,
    };
    expect(reads).toEqual([
      { path: 'Report/salesSummary', body: lastWeek },
      { path: 'Report/salesPayments', body: lastWeek },
    ]);
    // the screen's own rule (reportQuery.ts): a store view's request, the same
    expect(reads[0].body).toEqual(reportRequestOf(reportStateOf(q('period=lastWeek')), '2026-11-27', false));
    expect(
      reportStartupReadsOf(
        '/results/sales/item',
        q('from=2026-11-01&to=2026-11-03&compare=none&stores=2002,2001'),
        EVENING,
      ).at(-1),
    ).toEqual({
      path: 'Report/salesItem',
      body: {
        From: '2026-11-01',
        To: '2026-11-03',
        Preset: null,
        Comparison: 'none',
        StoreIds: [2002, 2001],
      },
    });
    // a wrong period: nothing is asked
    expect(reportStartupReadsOf('/results/sales/item', q('from=2026-11-03&to=2026-11-01'), EVENING)).toEqual(
      [],
    );
  });

  it("asks for the preset's dates on the stores' own business day (issue 22 §1), each store's in a company view", () => {
    const today = reportStartupReadsOf('/results/sales/summary', q('period=today'), EVENING)[0];
    expect(today.body).toMatchObject({ From: '2026-11-27', To: '2026-11-27', Preset: 'today' });
    // 22:00 in Denver is midnight in New York: a company view's today runs from Denver's day to New York's
    const company = {
      zones: [
        { StoreId: 2001, TimeZone: 'America/New_York' },
        { StoreId: 2201, TimeZone: 'America/Denver' },
      ],
      now: new Date('2026-11-28T05:00:00Z'),
    };
    expect(reportStartupReadsOf('/results/sales/summary', q('period=today'), company)[0].body).toMatchObject({
      From: '2026-11-27',
      To: '2026-11-28',
    });
    // the stores chosen decide: Denver's alone is still on the 27th
    expect(
      reportStartupReadsOf('/results/sales/summary', q('period=today&stores=2201'), company)[0].body,
    ).toMatchObject({ From: '2026-11-27', To: '2026-11-27', StoreIds: [2201] });
  });

  it('a page that is not a report route has none', () => {
    expect(reportStartupReadsOf('/menu/discounts', q(), EVENING)).toEqual([]);
    expect(reportStartupReadsOf('/results/operations/labor', q(), EVENING)).toEqual([]);
  });
});
