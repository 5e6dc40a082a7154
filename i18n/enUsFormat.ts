/** Digit groups of the integer part: 1234567 → 1,234,567. */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** A number written with a fixed count of decimals: its sign ('-' or '') and its digits. */
export interface FixedDecimals {
  sign: '-' | '';
  digits: string;
}

/**
 * The portal's amounts and dates as Intl writes them in en-US, written without Intl.
 *
 * Why: the first Intl.NumberFormat (or DateTimeFormat, or Collator) of a page makes the browser load
 * its ICU data, 20–80 ms of main thread in one task on the bench machine, four times that on a phone.
 * The list screens show amounts and dates in their first render; written here, they need no ICU at
 * start-up. What these leave to Intl (null) is formatted by Intl. i18n/enUsFormat.test.ts compares
 * both on thousands of values.
 */

/**
 * `value` with exactly `decimals` decimals as Intl.NumberFormat writes it in en-US (grouped by
 * thousands with commas, a point, rounded half away from zero on the number's shortest decimal form,
 * a minus for any negative number, -0 too), written without Intl; null for what it leaves to Intl
 * (not finite, or so small or so large that JavaScript writes it with an exponent).
 */
export function fixedDecimals(value: number, decimals: number): FixedDecimals | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [integer, fraction = ''] = text.split('.');
  let whole = integer;
  let part = fraction.padEnd(decimals, '0');
  if (fraction.length > decimals) {
    // the kept digits as one integer, plus one when the first dropped digit is 5 or more
    const roundUp = fraction.charCodeAt(decimals) >= '5'.charCodeAt(0) ? 1n : 0n;
    const kept = (BigInt(integer + fraction.slice(0, decimals)) + roundUp)
      .toString()
      .padStart(decimals + 1, '0');
    whole = kept.slice(0, kept.length - decimals);
    part = kept.slice(kept.length - decimals);
  }
  return {
    sign: value < 0 || Object.is(value, -0) ? '-' : '',
    digits: decimals > 0 ? `${whole.replace(GROUPS, ',')}.${part}` : whole.replace(GROUPS, ','),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date as en-US writes it with a numeric year and two-digit month and day, in the browser's time
 * zone (11/27/2026); null for an invalid date or a year outside 1000–9999 (left to Intl).
 */
export function numericDate(date: Date): string | null {
  const year = date.getFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return null;
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${year}`;
}

/** The date as numericDate, then the time in 12 hours, as en-US writes it (11/27/2026, 9:05 PM). */
export function numericDateTime(date: Date): string | null {
  const day = numericDate(date);
  if (day === null) return null;
  const hours = date.getHours();
  const period = hours < 12 ? 'AM' : 'PM';
  // a plain space before AM/PM, as V8 writes it (ICU 72 has a narrow no-break space, which V8 and
  // Chromium replace, for the pages that parse it)
  return `${day}, ${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${period}`;
}
