import { useT } from '../../../../i18n/IntlProvider';
import { useLastKeptReport, useReport } from '../../../api/reports';
import type { ReportAnswer, ReportId, ReportRequest } from '../../../domain/reports';
import { useOnline } from '../../../offline/network';
import { failureText } from '../../../scaffold/form/serverErrors';

/** A report as the screen shows it: its answer, when that was fetched, and how its read stands. */
export interface ReportRead {
  answer: ReportAnswer | undefined;
  /** When the answer shown was fetched (the offline notice's time), if known. */
  asOf: number | null;
  /** Offline, the answer is the last one kept of this report, for another period than the one asked. */
  kept: boolean;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * Reads a report for the request (null: nothing is asked, the period being wrong). Offline, when
 * this device never fetched that period, the last answer of the report kept here stands in, said so.
 */
export function useReportRead(id: ReportId, request: ReportRequest | null): ReportRead {
  const { t } = useT();
  const read = useReport(id, request);
  const online = useOnline();
  const current = read.data?.Entity;
  const kept = useLastKeptReport(id, !online && current === undefined);
  const error =
    read.error && !kept ? failureText(read.error, t('Reports.LoadError'), t('Http.Offline')) : null;
  return {
    answer: current ?? kept?.answer,
    asOf: current ? read.fetchedAt : (kept?.fetchedAt ?? null),
    kept: !current && kept !== null,
    loading: read.isLoading && !kept,
    refreshing: read.isValidating && current !== undefined,
    error,
    retry: () => void read.mutate(),
  };
}
