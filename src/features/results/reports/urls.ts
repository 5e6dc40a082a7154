import { type Comparison, comparisons, type ReportPreset } from '../../../domain/reportPeriods';
import type { ReportId } from '../../../domain/reports';
import {
  type PeriodChoice,
  periodChoiceOf,
  periodChoiceQuery,
} from '../../../scaffold/period/reportPeriodChoice';

/** A report opens on the last 7 days against the 7 days before (docs/decisions.md "Report screen"). */
export const DEFAULT_REPORT_PRESET: ReportPreset = 'last7';
export const DEFAULT_COMPARISON: Comparison = 'previous';

/** The report screen's own words in the address, beside the period's (period, or from and to). */
export const reportQuery = {
  compare: 'compare',
  stores: 'stores',
  sort: (id: ReportId) => `sort.${id}`,
} as const;

/** How a report's table is sorted: a column (the label, a text or a measure) and its direction. */
export interface ReportSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

/** What the address says: the period, the comparison, a company view's stores (null: all). */
export interface ReportScreenState {
  period: PeriodChoice;
  comparison: Comparison;
  stores: number[] | null;
}

export function reportStateOf(query: URLSearchParams): ReportScreenState {
  const compare = query.get(reportQuery.compare);
  const stores = (query.get(reportQuery.stores) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    period: periodChoiceOf(query, DEFAULT_REPORT_PRESET),
    comparison: comparisons.includes(compare as Comparison) ? (compare as Comparison) : DEFAULT_COMPARISON,
    stores: stores.length ? stores : null,
  };
}

/** The address's words of a change (a default left out). */
export function reportQueryOf(changes: Partial<ReportScreenState>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  if (changes.period) Object.assign(out, periodChoiceQuery(changes.period));
  if (changes.comparison)
    out[reportQuery.compare] = changes.comparison === DEFAULT_COMPARISON ? null : changes.comparison;
  if (changes.stores !== undefined) out[reportQuery.stores] = changes.stores?.join(',') ?? null;
  return out;
}

/** A report's sort in the address (`sort.salesItem=quantity:desc`), or none. */
export function reportSortOf(query: URLSearchParams, id: ReportId): ReportSort | undefined {
  const [columnId, direction] = (query.get(reportQuery.sort(id)) ?? '').split(':');
  if (!columnId || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { columnId, direction };
}

export function reportSortQuery(id: ReportId, sort: ReportSort | undefined): Record<string, string | null> {
  return { [reportQuery.sort(id)]: sort ? `${sort.columnId}:${sort.direction}` : null };
}
