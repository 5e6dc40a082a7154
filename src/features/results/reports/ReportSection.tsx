import { useId, useMemo, useState } from 'react';
import { Alert, Button, DataGrid, Heading, Spinner, Stack, Text } from '../../../../design-system';
import { type ReportId, type ReportRequest, weekdayAverageWindow } from '../../../domain/reports';
import { downloadCsv } from '../../../scaffold/csv/csvFile';
import { ReportChart } from './ReportChart';
import { reportCsv } from './reportCsv';
import type { ReportFormat } from './reportFormat';
import { reportColumns, reportTotals, sortReportRows } from './reportTable';
import * as styles from './Reports.css';
import type { ReportSort } from './urls';
import { useReportRead } from './useReportRead';

export interface ReportSectionProps {
  id: ReportId;
  /** What is asked; null while the period is wrong (nothing is asked). */
  request: ReportRequest | null;
  sort: ReportSort | undefined;
  onSortChange: (sort: ReportSort | undefined) => void;
  fmt: ReportFormat;
}

/**
 * One report of the page: its heading and Download CSV, its chart and its sortable table with the
 * totals; offline, the last answer kept of it (its period said, when it is not the one asked).
 */
export function ReportSection({ id, request, sort, onSortChange, fmt }: ReportSectionProps) {
  const { t } = fmt.f;
  const headingId = useId();
  const read = useReportRead(id, request);
  const [exportError, setExportError] = useState(false);
  const title = t(`Reports.Title.${id}`);
  const answer = read.answer;
  // what the report counts, and (the hourly report) the weeks its chart compares with
  const period = answer?.Period ?? request;
  const caption = t(`Reports.Caption.${id}`, {
    window: period ? fmt.f.range(weekdayAverageWindow({ From: period.From, To: period.To })) : '',
  });
  const sortColumn = sort?.columnId;
  const sortDirection = sort?.direction;
  const rows = useMemo(
    () =>
      answer
        ? sortReportRows(
            answer,
            sortColumn && sortDirection ? { columnId: sortColumn, direction: sortDirection } : undefined,
            fmt,
          )
        : [],
    [answer, sortColumn, sortDirection, fmt],
  );
  // the grid's column definitions are rebuilt only when the answer or the formats change
  const columns = useMemo(() => answer && reportColumns(answer, fmt), [answer, fmt]);
  const totals = useMemo(() => answer && reportTotals(answer, fmt), [answer, fmt]);

  async function exportCsv() {
    if (!answer) return;
    setExportError(false);
    const file = reportCsv(answer, rows, t, fmt.csvText);
    const name = t('Reports.CsvFileName', { report: title, from: answer.Period.From, to: answer.Period.To });
    await downloadCsv(name, file.columns, file.rows).catch(() => setExportError(true));
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHead}>
        <Stack space="xsmall">
          <Heading level={2} id={headingId}>
            {title}
          </Heading>
          <Text as="p" tone="muted" size="small">
            {caption}
          </Text>
        </Stack>
        <div data-print="hidden">
          <Button variant="soft" disabled={!answer} onClick={() => void exportCsv()}>
            {t('Reports.Export')}
          </Button>
        </div>
      </div>
      {exportError ? <Alert tone="critical" title={t('Reports.ExportFailed')} /> : null}
      {answer && read.kept ? (
        <Text as="p" tone="caution">
          {t('Reports.KeptPeriod', {
            from: fmt.f.shortDate(answer.Period.From),
            to: fmt.f.shortDate(answer.Period.To),
          })}
        </Text>
      ) : null}
      {answer && answer.Omitted > 0 ? (
        <Text as="p" tone="muted">
          {t('Reports.Omitted', { omitted: answer.Omitted, shown: answer.Rows.length })}
        </Text>
      ) : null}
      {read.error && !answer ? (
        <Alert
          tone="critical"
          title={read.error}
          action={<Button onClick={read.retry}>{t('Reports.Retry')}</Button>}
        />
      ) : null}
      {!answer && read.loading ? <Spinner label={t('Reports.Updating')} /> : null}
      {answer ? (
        <>
          <ReportChart answer={answer} title={title} fmt={fmt} />
          <DataGrid
            label={title}
            columns={columns ?? []}
            rows={rows}
            getRowId={(r) => r.Key}
            totalRowCount={rows.length}
            page={1}
            pageSize={Math.max(rows.length, 1)}
            onPageChange={() => {}}
            pager={false}
            sort={sort}
            onSortChange={onSortChange}
            loading={read.refreshing}
            emptyText={t('Reports.Empty')}
            totals={totals ?? undefined}
            stickyFirstColumn
          />
        </>
      ) : null}
    </section>
  );
}
