import type { DataGridColumn } from '../../../../design-system';
import type { ReportAnswer, ReportRow } from '../../../domain/reports';
import type { ReportFormat } from './reportFormat';
import * as styles from './Reports.css';
import type { ReportSort } from './urls';

const LABEL = 'label';
const textColumn = (i: number) => `text.${i}`;
const measureColumn = (measure: string) => `m.${measure}`;

/** A figure, and under it (with a comparison) its change against the compared period's. */
function figureCell(
  fmt: ReportFormat,
  answer: ReportAnswer,
  i: number,
  values: number[],
  previous: number[] | null,
) {
  const measure = answer.Measures[i];
  const shown = fmt.value(measure, values[i]);
  if (!previous) return shown;
  const change = fmt.f.change(values[i], previous[i]);
  return (
    <span className={styles.figure}>
      <span>{shown}</span>
      <span className={styles.change}>
        {fmt.f.t('Reports.Change', {
          change: change?.text ?? fmt.f.t('Reports.NoChange'),
          previous: fmt.value(measure, previous[i]),
        })}
      </span>
    </span>
  );
}

/** A report's table columns: its label (the grouping), its text columns, a sortable column a measure. */
export function reportColumns(answer: ReportAnswer, fmt: ReportFormat): DataGridColumn<ReportRow>[] {
  const { t } = fmt.f;
  return [
    {
      id: LABEL,
      header: t(`Reports.Grouping.${answer.Grouping}`),
      cell: (row) => fmt.label(answer.Grouping, row),
      sortable: true,
    },
    ...answer.Texts.map(
      (text, i): DataGridColumn<ReportRow> => ({
        id: textColumn(i),
        header: t(`Reports.Text.${text}`),
        cell: (row) => fmt.text(text, row.Texts[i] ?? ''),
        sortable: true,
      }),
    ),
    ...answer.Measures.map(
      (measure, i): DataGridColumn<ReportRow> => ({
        id: measureColumn(measure),
        header: t(`Reports.Measure.${measure}`),
        cell: (row) => figureCell(fmt, answer, i, row.Values, row.Previous),
        sortable: true,
        align: 'right',
      }),
    ),
  ];
}

/** The totals row's cells, by column id. */
export function reportTotals(answer: ReportAnswer, fmt: ReportFormat): Record<string, React.ReactNode> {
  return Object.fromEntries([
    [LABEL, fmt.f.t('Reports.Total')],
    ...answer.Measures.map((m, i) => [
      measureColumn(m),
      figureCell(fmt, answer, i, answer.Totals.Values, answer.Totals.Previous),
    ]),
  ]);
}

/**
 * The rows in the order asked: by the label (time order for days and hours: their keys), a text or
 * a measure, ties kept in the server's order; without a sort, the server's order. Labels and texts
 * sort as they read on screen (a kind of revenue by its name, not its code; issue 22 §3).
 */
export function sortReportRows(
  answer: ReportAnswer,
  sort: ReportSort | undefined,
  fmt: Pick<ReportFormat, 'label' | 'sortText' | 'timeAxis'>,
): ReportRow[] {
  if (!sort) return answer.Rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const measure = answer.Measures.findIndex((m) => measureColumn(m) === sort.columnId);
  const text = answer.Texts.findIndex((_, i) => textColumn(i) === sort.columnId);
  const shownText = (row: ReportRow) => fmt.sortText(answer.Texts[text], row.Texts[text] ?? '');
  const shownLabel = (row: ReportRow) => fmt.label(answer.Grouping, row);
  const compare = (a: ReportRow, b: ReportRow): number => {
    if (measure >= 0) return a.Values[measure] - b.Values[measure];
    if (text >= 0) return shownText(a).localeCompare(shownText(b));
    if (fmt.timeAxis(answer.Grouping)) return a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0;
    return shownLabel(a).localeCompare(shownLabel(b));
  };
  return [...answer.Rows].sort((a, b) => sign * compare(a, b));
}
