import { type DateRange, type StoreClock, type Today, todayOf, type ViewToday, viewPeriod } from './calendar';
import {
  type Comparison,
  comparisons,
  type ReportPreset,
  reportPeriodError,
  reportPresetPeriod,
  reportPresets,
} from './reportPeriods';
import type { ReportRequest } from './reports';

/**
 * A report screen's choice as its address says it (issue 9; docs/decisions.md "Report screen"): the
 * period (a preset, or From–To), the comparison and a company view's stores, and the request it
 * makes. The portal's screen and the page's first reads (reportStartupReads.ts: the server answers them
 * with the page) read the address with this one rule, so both ask the same.
 */

/** A period as chosen: a preset (its dates follow the day) or a custom From–To. */
export type PeriodChoice = { preset: ReportPreset } | { from: string; to: string };

/**
 * The dates of a choice on the business day `today`: a company view's stores in several time zones
 * (calendar.ts ViewToday) each count a preset on their own day, from the first store's first day to
 * the last one's last.
 */
export function periodOfChoice(choice: PeriodChoice, today: Today): DateRange {
  if (!('preset' in choice)) return { From: choice.from, To: choice.to };
  return viewPeriod((day) => reportPresetPeriod(choice.preset, day), today);
}

/** "Today" of a report's stores: a company view's chosen ones (null: all of them), else the view's store. */
export function reportTodayOf(clock: StoreClock, stores: readonly number[] | null): ViewToday {
  const chosen = stores === null ? clock.zones : clock.zones.filter((z) => stores.includes(z.StoreId));
  return todayOf(chosen.length > 0 ? chosen : clock.zones, clock.now);
}

/** The address's words of a choice (`period=lastWeek`, or `from` and `to`), and back (a default when neither holds). */
export const periodQuery = { period: 'period', from: 'from', to: 'to' } as const;

export function periodChoiceOf(query: URLSearchParams, fallback: ReportPreset): PeriodChoice {
  const from = query.get(periodQuery.from);
  const to = query.get(periodQuery.to);
  if (from && to) return { from: from.slice(0, 10), to: to.slice(0, 10) };
  const preset = query.get(periodQuery.period);
  return { preset: reportPresets.includes(preset as ReportPreset) ? (preset as ReportPreset) : fallback };
}

export function periodChoiceQuery(choice: PeriodChoice): Record<string, string | null> {
  return 'preset' in choice
    ? { [periodQuery.period]: choice.preset, [periodQuery.from]: null, [periodQuery.to]: null }
    : { [periodQuery.period]: null, [periodQuery.from]: choice.from, [periodQuery.to]: choice.to };
}

/** A report opens on the last 7 days against the 7 days before (docs/decisions.md "Report screen"). */
export const DEFAULT_REPORT_PRESET: ReportPreset = 'last7';
export const DEFAULT_COMPARISON: Comparison = 'previous';

/** The report screen's own words in the address, beside the period's (period, or from and to). */
export const reportQuery = { compare: 'compare', stores: 'stores' } as const;

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

/**
 * The request of a report screen's choice on the business day `today`, or null while its period is
 * wrong (nothing is asked). A store's view asks for its store (no StoreIds); a company view for the
 * stores chosen (null: all). A preset goes with its dates: the server counts it on each store's own
 * business day.
 */
export function reportRequestOf(
  state: ReportScreenState,
  today: Today,
  companyView: boolean,
): ReportRequest | null {
  const period = periodOfChoice(state.period, today);
  if (reportPeriodError(period) !== null) return null;
  return {
    From: period.From,
    To: period.To,
    Preset: 'preset' in state.period ? state.period.preset : null,
    Comparison: state.comparison,
    StoreIds: companyView ? state.stores : null,
  };
}
