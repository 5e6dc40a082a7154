import type { MyStoreTabId } from '../../../domain/access/routeAccess';
import {
  DEFAULT_PERIOD,
  isIsoDate,
  periodPresets,
  type DashboardPeriodRequest,
  type PeriodPreset,
} from '../../../domain/myStore';

/** The period a dashboard shows: a preset, or a range the user typed. */
export type PeriodChoice = { preset: PeriodPreset } | { from: string; to: string };

/** What my store keeps in its URL's query: the tab and the period (?tab=sales&period=last30, or &from=…&to=…). */
export interface MyStoreQuery {
  tab: MyStoreTabId | null;
  period: PeriodChoice;
}

const tabIds: readonly MyStoreTabId[] = ['activity', 'sales', 'customers'];

/** Reads the query; anything unknown falls back (first tab, the default period). */
export function readMyStoreQuery(params: URLSearchParams): MyStoreQuery {
  const tab = params.get('tab');
  const from = params.get('from');
  const to = params.get('to');
  const preset = params.get('period');
  let period: PeriodChoice = { preset: DEFAULT_PERIOD };
  if (isIsoDate(from) && isIsoDate(to)) period = { from, to };
  else if ((periodPresets as readonly string[]).includes(preset ?? ''))
    period = { preset: preset as PeriodPreset };
  return { tab: tabIds.includes(tab as MyStoreTabId) ? (tab as MyStoreTabId) : null, period };
}

/** The query string of a state of my store (the default period is left out). */
export function myStoreSearch(q: { tab: MyStoreTabId; period: PeriodChoice }): string {
  const params = new URLSearchParams({ tab: q.tab });
  if ('preset' in q.period) {
    if (q.period.preset !== DEFAULT_PERIOD) params.set('period', q.period.preset);
  } else {
    params.set('from', q.period.from);
    params.set('to', q.period.to);
  }
  return params.toString();
}

/** The body of a dashboard request for a period. */
export function periodRequest(period: PeriodChoice): DashboardPeriodRequest {
  return 'preset' in period ? { Period: period.preset } : { From: period.from, To: period.to };
}
