/**
 * The store's clock (issue 22 §1; docs/decisions.md "The store's clock"): the calendar every period
 * of the portal and the server is made of, on @internationalized/date. A business date is a calendar
 * day of the store's time zone, written YYYY-MM-DD wherever it crosses a boundary (the API, the
 * address, the database); the arithmetic is on CalendarDate, never on strings nor on days of 24
 * hours, so a day when the clocks change keeps its 23 or 25 hours. Neither the browser's zone nor
 * UTC decides a store's day: its own time zone (stores.time_zone, an IANA name) does.
 */
import {
  type CalendarDate,
  endOfMonth,
  fromAbsolute,
  getHoursInDay,
  parseDate,
  startOfMonth,
  startOfWeek,
  toCalendarDate,
  type ZonedDateTime,
} from '@internationalized/date';

/** A period of business dates, both ends included. */
export interface DateRange {
  From: string;
  To: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (date: string): CalendarDate => parseDate(date);

/** A real calendar date written YYYY-MM-DD, of year 1 or later (the database has no year 0). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || value < '0001') return false;
  try {
    dayOf(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: string, days: number): string {
  return dayOf(date).add({ days }).toString();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return dayOf(to).compare(dayOf(from));
}

/** The Monday of a date's week (weeks start on Monday: a restaurant's weekend stays in one week). */
export function mondayOf(date: string): string {
  return startOfWeek(dayOf(date), 'en-US', 'mon').toString();
}

export function firstOfMonth(date: string): string {
  return startOfMonth(dayOf(date)).toString();
}

export function lastOfMonth(date: string): string {
  return endOfMonth(dayOf(date)).toString();
}

/** The same day of the month `months` months away, the month's last day where it has fewer. */
export function addMonths(date: string, months: number): string {
  return dayOf(date).add({ months }).toString();
}

/** The calendar date of the UTC day of an instant: the billing's calendar, not a store's. */
export function utcDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

// ---- a store's time zone ------------------------------------------------------------------------

/** An instant as a store's clock reads it (its date, time of day and UTC offset there). */
function inZone(timeZone: string, instant: Date | string | number): ZonedDateTime {
  return fromAbsolute(new Date(instant).getTime(), timeZone);
}

/** The business date of an instant in a store's time zone: its calendar day there. */
export function businessDateIn(timeZone: string, instant: Date): string {
  return toCalendarDate(inZone(timeZone, instant)).toString();
}

/** The hours a business day has in a time zone: 24, or 23 and 25 on the days the clocks change. */
export function hoursInDay(timeZone: string, date: string): number {
  return getHoursInDay(dayOf(date), timeZone);
}

/** A store and its IANA time zone (stores.time_zone). */
export interface StoreZone {
  StoreId: number;
  TimeZone: string;
}

/** Whether the stores' clocks may differ: two of them are in different time zones. */
export function zonesDiffer(stores: readonly StoreZone[]): boolean {
  return new Set(stores.map((s) => s.TimeZone)).size > 1;
}

/**
 * "Today" of the stores in view: each store's business date now. A store's view has one; a company
 * view of stores in several time zones may have two (late in the evening in the west, New York is on
 * the next day): the earliest and the latest, equal otherwise. Without a store, the UTC day.
 */
export interface ViewToday {
  earliest: string;
  latest: string;
}

export function todayOf(stores: readonly StoreZone[], now: Date): ViewToday {
  const dates = stores.map((s) => businessDateIn(s.TimeZone, now)).sort();
  if (dates.length === 0) return { earliest: utcDateOf(now), latest: utcDateOf(now) };
  return { earliest: dates[0], latest: dates[dates.length - 1] };
}

/** A view's clock: the time zones of its stores and the time now. */
export interface StoreClock {
  zones: readonly StoreZone[];
  now: Date;
}

/** "Today" given as one business day, or as a view's. */
export type Today = string | ViewToday;

function viewTodayOf(today: Today): ViewToday {
  return typeof today === 'string' ? { earliest: today, latest: today } : today;
}

/**
 * A period of the view, each store counting its own (`periodOn` a store's business day): from the
 * earliest store's first day to the latest store's last. Every preset moves forward with its day,
 * so the earliest today gives the first day and the latest today the last.
 */
export function viewPeriod(periodOn: (today: string) => DateRange, today: Today): DateRange {
  const { earliest, latest } = viewTodayOf(today);
  return { From: periodOn(earliest).From, To: periodOn(latest).To };
}

/** A store's own period: the business dates it counts. */
export interface StorePeriod extends DateRange {
  StoreId: number;
}

/** Each store's own period at `now`: `periodOn` its own business date (a preset on each store's today). */
export function storePeriodsAt(
  stores: readonly StoreZone[],
  now: Date,
  periodOn: (today: string) => DateRange,
): StorePeriod[] {
  return stores.map((s) => ({ StoreId: s.StoreId, ...periodOn(businessDateIn(s.TimeZone, now)) }));
}

/** The same dates for every store (a custom From–To: a calendar date is each store's own day). */
export function samePeriod(stores: readonly StoreZone[], range: DateRange): StorePeriod[] {
  return stores.map((s) => ({ StoreId: s.StoreId, From: range.From, To: range.To }));
}

/** Every store's period moved by a rule (the period before, the same period last year). */
export function eachPeriod(
  periods: readonly StorePeriod[],
  move: (period: DateRange) => DateRange,
): StorePeriod[] {
  return periods.map((p) => ({ StoreId: p.StoreId, ...move({ From: p.From, To: p.To }) }));
}

/** From the first day of any of the periods to the last day of any (null without one). */
export function spanOf(periods: readonly DateRange[]): DateRange | null {
  if (periods.length === 0) return null;
  let { From, To } = periods[0];
  for (const p of periods) {
    if (p.From < From) From = p.From;
    if (p.To > To) To = p.To;
  }
  return { From, To };
}
