import { describe, expect, it } from 'vitest';
import { reportRequestOf, reportStateOf } from './reportQuery';
import { reportStartupReadsOf } from './reportStartupReads';

const q = (search = '') => new URLSearchParams(search);

describe("a report page's first reads, answered with the page (issue 9)", () => {
  it("a report route (issue 9): each of its reports, for the address's period, comparison and stores, as the report screen asks", () => {
    const reads = reportStartupReadsOf('/results/sales/summary', q('period=lastWeek'), '2026-11-27');
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
        '2026-11-27',
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
    expect(
      reportStartupReadsOf('/results/sales/item', q('from=2026-11-03&to=2026-11-01'), '2026-11-27'),
    ).toEqual([]);
  });

  it('a page that is not a report route has none', () => {
    expect(reportStartupReadsOf('/menu/discounts', q(), '2026-11-27')).toEqual([]);
    expect(reportStartupReadsOf('/results/operations/labor', q(), '2026-11-27')).toEqual([]);
  });
});
