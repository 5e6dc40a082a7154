import { describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../../../domain/reports';
import { reportCsv } from './reportCsv';
import { reportCsvText } from './reportFormat';

/** The catalogue's text of a key, its values put in: enough to read the columns. */
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

const period = { From: '2026-11-01', To: '2026-11-07' };
const voidAudit: ReportAnswer = {
  ReportId: 'operationsVoidAudit',
  Grouping: 'voidEntry',
  Texts: ['store', 'employee', 'time', 'item'],
  Period: period,
  ComparisonPeriod: { From: '2026-10-25', To: '2026-10-31' },
  Measures: ['voids', 'voidAmount'],
  Rows: [
    {
      Key: '2026-11-02T12:00:00Z 000000000000042 000000000000000',
      Label: '1042',
      Texts: ['Harbor', 'Sam', '2026-11-02T12:00:00Z', ''],
      Values: [1, 12.5],
      Previous: null,
    },
  ],
  Totals: { Values: [1, 12.5], Previous: [3, 40] },
  Headline: { Values: [1830.4, 57, 32.11], Previous: [1700, 55, 30.91] },
  StoreIds: [2001],
  Stores: [{ StoreId: 2001, StoreName: 'Harbor' }],
  Omitted: 0,
};

describe('a report as CSV (issue 9: CSV export)', () => {
  it("a listing compared: each entry's compared cells empty (it has no counterpart), the totals' compared figures", () => {
    const csv = reportCsv(voidAudit, voidAudit.Rows, t);
    expect(csv.columns).toEqual([
      'Reports.Grouping.voidEntry',
      'Reports.Text.store',
      'Reports.Text.employee',
      'Reports.Text.time',
      'Reports.Text.item',
      'Reports.Measure.voids',
      'Reports.Measure.voidAmount',
      'Reports.CsvComparison(Reports.Measure.voids)',
      'Reports.CsvComparison(Reports.Measure.voidAmount)',
    ]);
    expect(csv.rows).toEqual([
      ['1042', 'Harbor', 'Sam', '2026-11-02T12:00:00Z', '', 1, 12.5, '', ''],
      ['Reports.Total', '', '', '', '', 1, 12.5, 3, 40],
    ]);
  });

  it('without a comparison: no compared columns', () => {
    const alone = { ...voidAudit, ComparisonPeriod: null, Totals: { Values: [1, 12.5], Previous: null } };
    const csv = reportCsv(alone, alone.Rows, t);
    expect(csv.columns).toHaveLength(7);
    expect(csv.rows[0]).toEqual(['1042', 'Harbor', 'Sam', '2026-11-02T12:00:00Z', '', 1, 12.5]);
  });

  it("writes the void audit's time on its store's clock as a spreadsheet reads it (issue 22 §1)", () => {
    const [entry] = voidAudit.Rows;
    // 18:05 in New York is 23:05 UTC
    const zoned = { ...entry, Texts: ['Harbor', 'Sam', '2026-11-02T18:05:00-05:00[America/New_York]', ''] };
    const local = reportCsv(voidAudit, [zoned], t, (v) => reportCsvText(v, false));
    expect(local.rows[0][3]).toBe('2026-11-02 18:05:00');
    const twoZones = reportCsv(voidAudit, [zoned], t, (v) => reportCsvText(v, true));
    expect(twoZones.rows[0][3]).toBe('2026-11-02 18:05:00 EST');
    expect(twoZones.rows[0][1]).toBe('Harbor');
  });
});
