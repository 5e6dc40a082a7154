import { describe, expect, it } from 'vitest';
import type { ReportAnswer, ReportRow } from '../../../domain/reports';
import { sortReportRows } from './reportTable';

const names: Record<string, string> = { payIn: 'Pay-in', charges: 'Charges', fees: 'Card surcharges' };
const row = (Key: string, kind: string, amount: number): ReportRow => ({
  Key,
  Label: Key.startsWith('payIn:') ? Key.slice(6) : '',
  Texts: [kind],
  Values: [1, amount],
  Previous: null,
});
const revenue = {
  Grouping: 'nonSalesRevenue',
  Texts: ['revenueKind'],
  Measures: ['revenueCount', 'revenueAmount'],
  Rows: [row('payIn:Float', 'payIn', 40), row('charges', 'charges', 12), row('fees', 'fees', 3)],
} as Pick<ReportAnswer, 'Grouping' | 'Texts' | 'Measures' | 'Rows'> as ReportAnswer;
/** The screen's words: a kind of revenue by its name, an unnamed row by its kind's. */
const fmt = {
  label: (_: unknown, r: Pick<ReportRow, 'Key' | 'Label'>) => r.Label || names[r.Key],
  sortText: (_: unknown, value: string) => names[value] ?? value,
  timeAxis: () => false,
};

describe('a report sorted by a text or its label (issue 22 §3: by what the column shows)', () => {
  it('sorts a kind of revenue by its name, not its code', () => {
    const sorted = sortReportRows(revenue, { columnId: 'text.0', direction: 'asc' }, fmt);
    expect(sorted.map((r) => names[r.Texts[0]])).toEqual(['Card surcharges', 'Charges', 'Pay-in']);
  });

  it('sorts rows without a label of their own by the label they show', () => {
    const sorted = sortReportRows(revenue, { columnId: 'label', direction: 'asc' }, fmt);
    // by the raw labels the two unnamed rows ('') would come first, charges before fees
    expect(sorted.map((r) => r.Key)).toEqual(['fees', 'charges', 'payIn:Float']);
  });
});
