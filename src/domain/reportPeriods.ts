import { datePresetRange, datePresets } from './posTransactions';
import { addDays, type DateRange, type DateRangeProblem, dateRangeProblem, previousPeriod } from './myStore';

/**
 * The periods of the reports (issue 9; docs/decisions.md "Report periods"): POS transactions' presets
 * plus this week, last week, this month and last month, or a custom From–To; compared with the
 * period before or the same period last year. Dates are business dates (YYYY-MM-DD) of the store's
 * time zone; the arithmetic is on calendar dates, so a daylight-saving day is one day like any
 * other.
 */
export const reportPresets = [...datePresets, 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const comparisons = ['none', 'previous', 'lastYear'] as const;
export type Comparison = (typeof comparisons)[number];

/** Weeks start on Monday (a restaurant's weekend stays in one week). */
const WEEK_STARTS_ON_ISO_DAY = 1;
/** Same period last year, weekday for weekday: 52 weeks before. */
const WEEKS_IN_YEAR_DAYS = 364;

const monthPresets: readonly ReportPreset[] = ['thisMonth', 'lastMonth'];

/** The ISO weekday of a date: Monday 1 … Sunday 7. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

function lastOfMonth(date: string): string {
  return addDays(firstOfMonth(addDays(firstOfMonth(date), 31)), -1);
}

/** The same day of the month `months` months away, the month's last day where it has fewer. */
function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const first = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  const last = lastOfMonth(first);
  return Number(last.slice(8)) < d ? last : `${first.slice(0, 8)}${String(d).padStart(2, '0')}`;
}

/** A preset's period on the business day `today`: week and month presets run to date (this) or whole (last). */
export function reportPresetPeriod(preset: ReportPreset, today: string): DateRange {
  switch (preset) {
    case 'thisWeek':
      return { From: addDays(today, WEEK_STARTS_ON_ISO_DAY - isoWeekday(today)), To: today };
    case 'lastWeek': {
      const monday = addDays(today, WEEK_STARTS_ON_ISO_DAY - isoWeekday(today) - 7);
      return { From: monday, To: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { From: firstOfMonth(today), To: today };
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { From: firstOfMonth(last), To: last };
    }
    default: {
      const range = datePresetRange(preset, today);
      return { From: range.FromDate, To: range.ToDate };
    }
  }
}

/**
 * The period a report's figures are compared with, or null for none:
 * - previous: the period before. A month preset compares with the month before, over the same days
 *   of the month (this month to the 28th with the last month to its 28th; last month whole with the
 *   month before whole); any other period with as many days, ending the day before it starts.
 * - lastYear: a month preset with the same dates a year before (the 29th of February becomes the
 *   28th); any other period 52 weeks (364 days) before, so that each day meets the same weekday.
 */
export function comparisonPeriod(
  period: DateRange,
  comparison: Comparison,
  preset: ReportPreset | null = null,
): DateRange | null {
  if (comparison === 'none') return null;
  const byMonth = preset !== null && monthPresets.includes(preset);
  if (comparison === 'lastYear') {
    if (byMonth) return { From: shiftMonths(period.From, -12), To: shiftMonths(period.To, -12) };
    return { From: addDays(period.From, -WEEKS_IN_YEAR_DAYS), To: addDays(period.To, -WEEKS_IN_YEAR_DAYS) };
  }
  if (!byMonth) return previousPeriod(period);
  const wholeMonth = period.To === lastOfMonth(period.To);
  const From = shiftMonths(period.From, -1);
  return { From, To: wholeMonth ? lastOfMonth(From) : shiftMonths(period.To, -1) };
}

/** The business date at `now` in a store's IANA time zone (its calendar day there). */
export function businessDateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The hours a business day has in a time zone: 24, or 23 and 25 on the days the clocks change. */
export function hoursInDay(timeZone: string, date: string): number {
  const offsetAt = (utc: number) => {
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(utc));
    const get = (type: string) => Number(local.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - utc;
  };
  // local midnight of `date` and of the next day, as UTC instants (the offset at noon is the day's)
  const midnight = (d: string) => {
    const noon = Date.parse(`${d}T12:00:00Z`);
    const guess = Date.parse(`${d}T00:00:00Z`) - offsetAt(noon);
    return Date.parse(`${d}T00:00:00Z`) - offsetAt(guess);
  };
  return Math.round((midnight(addDays(date, 1)) - midnight(date)) / 3_600_000);
}

const periodErrorKeys = {
  invalid: 'Reports.DateInvalid',
  toBeforeFrom: 'Reports.ToBeforeFrom',
  tooLong: 'Reports.PeriodTooLong',
} as const satisfies Record<DateRangeProblem, string>;

/** What is wrong with a custom period (a catalogue key), or null: real dates, To not before From, at most 400 days. */
export function reportPeriodError(period: DateRange): (typeof periodErrorKeys)[DateRangeProblem] | null {
  const problem = dateRangeProblem(period.From, period.To);
  return problem && periodErrorKeys[problem];
}
