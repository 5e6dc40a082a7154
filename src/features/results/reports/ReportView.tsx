import { Alert, Button, Spinner, Stack } from '../../../../design-system';
import { usePortalData } from '../../../api/portal';
import { reportPeriodError } from '../../../domain/reportPeriods';
import {
  periodOfChoice,
  reportQueryOf,
  reportRequestOf,
  reportStateOf,
  reportTodayOf,
} from '../../../domain/reportQuery';
import { reportsOfRoute } from '../../../domain/reports';
import { type RoutePath, routeOfPath } from '../../../domain/routes';
import { useUrlFilters } from '../../../scaffold/list/useListState';
import { OfflineNotice } from '../../../scaffold/OfflineNotice';
import { ReportPeriodControl } from '../../../scaffold/period/ReportPeriodControl';
import type { ScreenProps } from '../../../scaffold/screen';
import { useStoreClock } from '../../../scaffold/storeClock/useStoreClock';
import { StorePicker } from '../../../scaffold/stores/StorePicker';
import { useReportFormat } from './reportFormat';
import { ReportHeadline } from './ReportHeadline';
import { ReportSection } from './ReportSection';
import * as styles from './Reports.css';
import { reportSortOf, reportSortQuery } from './urls';
import { useReportRead } from './useReportRead';

/**
 * The report screen (issue 9), one for every report route: the reports of the route's definitions
 * (src/domain/reports.ts), over one period, comparison and choice of stores kept in the address. A
 * company view chooses its stores; a store's view says its store (the header's Change store switches it).
 * "Today" is the business day of the stores, on their clock (useStoreClock): in a company view each
 * chosen store's own, the server counting the preset on each one's day (docs/decisions.md).
 */
export function ReportView({ path }: ScreenProps) {
  const portal = usePortalData().data;
  const clock = useStoreClock();
  const fmt = useReportFormat(clock.showZone);
  const { t } = fmt.f;
  const filters = useUrlFilters();
  const state = reportStateOf(filters.query);
  const today = reportTodayOf(clock, state.stores);
  const ids = reportsOfRoute((routeOfPath(path)?.path ?? path) as RoutePath);
  const companyView = portal ? portal.storeId === null : false;
  const period = periodOfChoice(state.period, today);
  const periodError = reportPeriodError(period);
  const request = portal ? reportRequestOf(state, today, companyView) : null;
  // the first report's answer says the stores to choose from and when the figures were fetched
  const first = useReportRead(ids[0], request);
  const shownPeriod = first.answer?.Period ?? period;

  if (!portal) return <Spinner />;
  return (
    <Stack space="large">
      <OfflineNotice asOf={first.asOf} />
      <div className={styles.controls} data-print="hidden">
        <ReportPeriodControl
          period={state.period}
          shown={shownPeriod}
          comparison={state.comparison}
          onPeriodChange={(p) => filters.set(reportQueryOf({ period: p }))}
          onComparisonChange={(comparison) => filters.set(reportQueryOf({ comparison }))}
        />
        {companyView && first.answer ? (
          <StorePicker
            stores={first.answer.Stores}
            chosen={state.stores}
            onChange={(stores) => filters.set(reportQueryOf({ stores }))}
          />
        ) : null}
        <Button variant="soft" onClick={() => window.print()}>
          {t('Reports.Print')}
        </Button>
      </div>
      {periodError ? <Alert tone="caution" title={t(periodError)} /> : null}
      <ReportScopeLine
        fmt={fmt}
        storeName={companyView ? null : portal.storeName}
        period={shownPeriod}
        compared={first.answer?.ComparisonPeriod ?? null}
      />
      {periodError || (first.error && !first.answer) ? null : (
        <ReportHeadline answer={first.answer} fmt={fmt} />
      )}
      {ids.map((id) => (
        <ReportSection
          key={id}
          id={id}
          request={request}
          sort={reportSortOf(filters.query, id)}
          onSortChange={(sort) => filters.set(reportSortQuery(id, sort))}
          fmt={fmt}
        />
      ))}
    </Stack>
  );
}

/** What the figures cover: the store (a store's view), the period and the compared period. */
function ReportScopeLine({
  fmt,
  storeName,
  period,
  compared,
}: {
  fmt: ReturnType<typeof useReportFormat>;
  storeName: string | null;
  period: { From: string; To: string };
  compared: { From: string; To: string } | null;
}) {
  const { t, range } = fmt.f;
  const parts = [
    storeName,
    range(period),
    compared ? t('Reports.ComparedWith', { range: range(compared) }) : null,
  ];
  // a part a line where the width runs out (a phone), never a word of one on the next
  return (
    <p className={styles.scopeLine}>
      {parts.filter(Boolean).map((part) => (
        <span key={part}>{part}</span>
      ))}
    </p>
  );
}
