import type { Translate } from '../../../../i18n/intl';
import { dayGroupings, type ReportAnswer } from '../../../domain/reports';
import type { CsvCell } from '../../../scaffold/csv/csvFile';
import { unnamedLabel } from './reportFormat';

/**
 * A report as a CSV file's columns and rows (built into the file by the CSV worker, papaparse): the
 * grouping, the text columns, each measure (and, with a comparison, each measure of the compared
 * period; empty for a listing's entry, which has none), a row a group in the order on screen, then
 * the totals. Figures are plain numbers (money in dollars to the cent, shares in %), dates as
 * YYYY-MM-DD: a spreadsheet reads them as they are; a text column's value as `cell` writes it (a time
 * on its store's clock: useReportFormat's csvText).
 */
export function reportCsv(
  answer: ReportAnswer,
  rows: ReportAnswer['Rows'],
  t: Translate,
  cell: (text: string) => string = (text) => text,
): { columns: string[]; rows: CsvCell[][] } {
  const measures = answer.Measures.map((m) => t(`Reports.Measure.${m}`));
  const compared = answer.Totals.Previous !== null;
  const columns = [
    t(`Reports.Grouping.${answer.Grouping}`),
    ...answer.Texts.map((text) => t(`Reports.Text.${text}`)),
    ...measures,
    ...(compared ? measures.map((measure) => t('Reports.CsvComparison', { measure })) : []),
  ];
  const line = (label: string, texts: string[], values: number[], previous: number[] | null): CsvCell[] => [
    label,
    ...answer.Texts.map((_, i) => cell(texts[i] ?? '')),
    ...values,
    ...(compared ? (previous ?? values.map(() => '')) : []),
  ];
  return {
    columns,
    rows: [
      ...rows.map((r) => line(csvLabel(answer, r, t), r.Texts, r.Values, r.Previous)),
      line(t('Reports.Total'), [], answer.Totals.Values, answer.Totals.Previous),
    ],
  };
}

/** A row's label in the file: a day as YYYY-MM-DD, an unnamed row named as on screen. */
function csvLabel(answer: ReportAnswer, row: ReportAnswer['Rows'][number], t: Translate): string {
  if (dayGroupings.includes(answer.Grouping)) return row.Key;
  return row.Label || unnamedLabel(answer.Grouping, row.Key, t);
}
