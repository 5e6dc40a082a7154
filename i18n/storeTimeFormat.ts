import { fromAbsolute, parseTime, parseZonedDateTime, type Time } from '@internationalized/date';
import { clockTime, twoDigits } from './enUsFormat';

/*
 * A store's clock as en-US writes it (issue 22 §1; docs/decisions.md "The store's clock"): apart from
 * enUsFormat.ts, so the login page's start (the intl there) does not load @internationalized/date.
 */

/** An instant, or a time written with its store's zone (zonedInstantOf). */
export type StoreInstant = string | Date;

/** A time zone's short name at an instant as en-US writes it (EST, EDT, MST, GMT+1): Intl's, a formatter a zone. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  let format = zoneNameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(timeZone, format);
  }
  return format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * An instant's date and time of day on a store's clock, as the portal writes a ticket's: MM/dd/yyyy
 * (2-menu §2) and the time of day (11/20/2026 6:00 PM); with `withZone`, the zone's short name after
 * it (6:00 PM EST), for a view whose stores keep different clocks. The text as given when it is not
 * an instant. The zone's offset comes from @internationalized/date.
 */
export function storeDateTime(instant: StoreInstant, timeZone: string, withZone = false): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const z = fromAbsolute(date.getTime(), timeZone);
  const day = `${twoDigits(z.month)}/${twoDigits(z.day)}/${z.year}`;
  const time = clockTime(z.hour, z.minute);
  return withZone ? `${day} ${time} ${zoneAbbreviation(date, timeZone)}` : `${day} ${time}`;
}

/**
 * A time the server writes with its store's zone (RFC 9557: 2026-11-20T18:05:00-05:00[America/New_York],
 * the void audit's) as its instant and zone; null for any other text.
 */
export function zonedInstantOf(text: string): { instant: Date; timeZone: string } | null {
  if (!text.endsWith(']')) return null;
  try {
    const z = parseZonedDateTime(text);
    return { instant: z.toDate(), timeZone: z.timeZone };
  } catch {
    return null;
  }
}

/**
 * An instant on a store's clock as a spreadsheet reads a date and time (2026-11-20 18:05:00), with
 * the zone's short name after it when asked (a file of stores that keep different clocks).
 */
export function storeDateTimeCell(instant: Date, timeZone: string, withZone = false): string {
  const z = fromAbsolute(instant.getTime(), timeZone);
  const cell = `${z.year}-${twoDigits(z.month)}-${twoDigits(z.day)} ${twoDigits(z.hour)}:${twoDigits(z.minute)}:${twoDigits(z.second)}`;
  return withZone ? `${cell} ${zoneAbbreviation(instant, timeZone)}` : cell;
}

/**
 * A time of day the server writes on its store's clock (HH:mm:ss, a ticket's TicketTime) as en-US
 * writes it, seconds kept (6:00:23 PM), with the zone's short name at `instant` where the stores in
 * view keep different clocks. The text as given when it is no time of day.
 */
export function storeTimeOfDay(
  text: string,
  timeZone: string,
  instant: StoreInstant,
  withZone = false,
): string {
  let time: Time;
  try {
    time = parseTime(text);
  } catch {
    return text;
  }
  const clock = `${time.hour % 12 || 12}:${twoDigits(time.minute)}:${twoDigits(time.second)} ${time.hour < 12 ? 'AM' : 'PM'}`;
  const date = new Date(instant);
  return withZone && !Number.isNaN(date.getTime()) ? `${clock} ${zoneAbbreviation(date, timeZone)}` : clock;
}
