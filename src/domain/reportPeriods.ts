import { addDays, addMonths, type DateRange, firstOfMonth, lastOfMonth, mondayOf } from './calendar';
import { type DateRangeProblem, dateRangeProblem, previousPeriod } from './myStore';
import { datePresetPeriod, datePresets } from './posTransactions';

/**
 * The periods of the reports (issue 9; docs/decisions.md "Report periods"): POS transactions' presets
 * plus this week, last week, this month and last month, or a custom From–To; compared with the
 * period before or the same period last year. Dates are business dates (YYYY-MM-DD) of the store's
 * time zone; the arithmetic is on calendar dates (calendar.ts), so a daylight-saving day is one day
 * like any other, of 23 or 25 hours. Weeks start on Monday (a restaurant's weekend stays in one week).
 */
export const reportPresets = [...datePresets, 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const comparisons = ['none', 'previous', 'lastYear'] as const;
export type Comparison = (typeof comparisons)[number];

/** Same period last year, weekday for weekday: 52 weeks before. */
const WEEKS_IN_YEAR_DAYS = 364;

const monthPresets: readonly ReportPreset[] = ['thisMonth', 'lastMonth'];

/** A preset's period on the business day `today`: week and month presets run to date (this) or whole (last). */
export function reportPresetPeriod(preset: ReportPreset, today: string): DateRange {
  switch (preset) {
    case 'thisWeek':
      return { From: mondayOf(today), To: today };
    case 'lastWeek': {
      const monday = mondayOf(addDays(today, -7));
      return { From: monday, To: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { From: firstOfMonth(today), To: today };
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { From: firstOfMonth(last), To: last };
    }
    default:
      return datePresetPeriod(preset, today);
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
    if (byMonth) return { From: addMonths(period.From, -12), To: addMonths(period.To, -12) };
    return { From: addDays(period.From, -WEEKS_IN_YEAR_DAYS), To: addDays(period.To, -WEEKS_IN_YEAR_DAYS) };
  }
  if (!byMonth) return previousPeriod(period);
  const wholeMonth = period.To === lastOfMonth(period.To);
  const From = addMonths(period.From, -1);
  return { From, To: wholeMonth ? lastOfMonth(From) : addMonths(period.To, -1) };
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
