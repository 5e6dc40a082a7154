/** Digit groups of the integer part: 1234567 → 1,234,567. */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `value` with exactly `decimals` decimals as Intl.NumberFormat writes it in en-US (grouped by
 * thousands with commas, a point, rounded half away from zero on the number's shortest decimal form,
 * a minus for any negative number, -0 too, before `unit` when one is given: -$3.00), written without
 * Intl; null for what it leaves to Intl (not finite, or so small or so large that JavaScript writes
 * it with an exponent).
 */
export function fixedDecimals(value: number, decimals: number, unit = ''): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [integer, fraction = ''] = text.split('.');
  let whole = integer;
  let part = fraction.padEnd(decimals, '0');
  if (fraction.length > decimals) {
    // the kept digits as one integer, plus one when the first dropped digit is 5 or more
    const roundUp = fraction[decimals] >= '5' ? 1n : 0n;
    const kept = (BigInt(integer + fraction.slice(0, decimals)) + roundUp)
      .toString()
      .padStart(decimals + 1, '0');
    whole = kept.slice(0, kept.length - decimals);
    part = kept.slice(kept.length - decimals);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${unit}${whole.replace(GROUPS, ',')}${decimals > 0 ? `.${part}` : ''}`;
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day in 12 hours with two-digit minutes, as en-US writes it (9:05 PM, 12:30 AM): a plain
 * space before AM/PM, as V8 writes it (ICU 72 has a narrow no-break space, which V8 and Chromium
 * replace, for the pages that parse it).
 */
export function clockTime(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An hour of the day as en-US reads it on a chart's axis or a report's row: 6 AM, 12 PM, 10 PM. */
export function hourOfDay(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}
