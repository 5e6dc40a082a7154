import { describe, expect, it } from 'vitest';
import { fixedDecimals, hourOfDay } from './enUsFormat';
import { storeDateTime, storeDateTimeCell, storeTimeOfDay, zonedInstantOf } from './storeTimeFormat';
import { createBackroomIntl, formatDecimal, formatMoney, type MessageKey, t } from './intl';

const intl = createBackroomIntl();
const byDecimals = [0, 1, 2, 3].map(
  (decimals) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const withIntl = (value: number, decimals: number) => byDecimals[decimals].format(value);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const moneyWithIntl = (value: number) => usd.format(value);

/** A deterministic spread of values: cents, halves of a cent, large and tiny amounts, negatives. */
function sampleValues(): number[] {
  const values = [
    0, -0, 1, -1, 0.5, 1.005, 2.675, 1.255, 0.125, 0.375, -0.005, -0.004, 0.995, 9.995, 99.995, 999.995,
    999_999.995, 1e15, 123_456_789.125, 0.000_001, 1e-7, 5e-7, -1e-7, 1e20, 1e21, 4.35, 8.345, 1.45,
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 5000; i++) {
    const magnitude = 10 ** Math.floor(random() * 9 - 2);
    const value = (random() - 0.3) * magnitude;
    values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100) / 100 + 0.005);
  }
  return values;
}

describe('1-foundation §9 (en-US, USD): amounts written without the browser loading its ICU data', () => {
  it('writes every value with fixed decimals exactly as Intl.NumberFormat en-US does', () => {
    for (const decimals of [0, 1, 2, 3]) {
      for (const value of sampleValues()) {
        const fixed = fixedDecimals(value, decimals);
        if (fixed === null) continue;
        expect(fixed, `${value} with ${decimals}`).toBe(withIntl(value, decimals));
      }
    }
  });

  it('formats money and two-decimal amounts as Intl does, USD with its dollar sign after the minus', () => {
    for (const value of sampleValues()) {
      expect(formatMoney(intl, value), String(value)).toBe(moneyWithIntl(value));
      expect(formatDecimal(intl, value), String(value)).toBe(withIntl(value, 2));
    }
    expect(formatMoney(intl, -1234.5)).toBe('-$1,234.50');
    expect(formatDecimal(intl, 1.005)).toBe('1.01');
  });

  it('leaves to Intl what JavaScript writes with an exponent, and what is not finite', () => {
    expect(fixedDecimals(1e21, 2)).toBeNull();
    expect(fixedDecimals(1e-7, 2)).toBeNull();
    expect(fixedDecimals(Number.NaN, 2)).toBeNull();
    expect(fixedDecimals(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(formatMoney(intl, 1e21)).toBe(moneyWithIntl(1e21));
    expect(formatDecimal(intl, Number.NaN)).toBe(withIntl(Number.NaN, 2));
  });

  it("writes a message's plain numbers (a plural's #, {n, number}) as Intl does, whole ones without it", () => {
    const messages = createBackroomIntl({
      'A.Count': '{n, plural, one {# store} other {# stores}}',
      'A.Rows': '{rows, number} of {total, number} rows',
      'A.Percent': '{share, number, percent}',
    });
    const intlNumbers = new Intl.NumberFormat('en-US');
    for (const n of [0, 1, 2, 999, 1000, 1234567, -5, 2.5, 1.23456, -0]) {
      expect(t(messages, 'A.Count' as MessageKey, { n }), String(n)).toBe(
        `${intlNumbers.format(n)} ${n === 1 ? 'store' : 'stores'}`,
      );
      expect(t(messages, 'A.Rows' as MessageKey, { rows: n, total: 100_000 })).toBe(
        `${intlNumbers.format(n)} of 100,000 rows`,
      );
    }
    // a number with a style is Intl's own
    expect(t(messages, 'A.Percent' as MessageKey, { share: 0.256 })).toBe('26%');
    // and the intl object's own formatNumber is untouched
    expect(messages.formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe("issue 22 §1: a time on its store's clock, written without the browser's zone", () => {
  it('writes the date and time of day in the zone, the zone after it when asked', () => {
    // a 6 PM sale in New York is 23:00 UTC; 21:30 there is 02:30 UTC the next day
    expect(storeDateTime('2026-11-20T23:00:00.000Z', 'America/New_York')).toBe('11/20/2026 6:00 PM');
    expect(storeDateTime(new Date('2026-11-21T02:30:00Z'), 'America/New_York', true)).toBe(
      '11/20/2026 9:30 PM EST',
    );
    expect(storeDateTime('2026-11-21T05:00:00Z', 'America/Denver', true)).toBe('11/20/2026 10:00 PM MST');
    expect(storeDateTime('2026-07-04T16:00:00Z', 'America/Los_Angeles', true)).toBe('07/04/2026 9:00 AM PDT');
    expect(storeDateTime('soon', 'America/New_York')).toBe('soon');
  });

  it('writes an hour of the day as en-US reads it (a chart axis, an hourly report row)', () => {
    expect([0, 6, 11, 12, 13, 22].map(hourOfDay)).toEqual([
      '12 AM',
      '6 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '10 PM',
    ]);
  });

  it("writes a ticket's time of day (HH:mm:ss on its store's clock) on a 12-hour clock, the zone when asked", () => {
    expect(storeTimeOfDay('18:00:23', 'America/New_York', '2026-11-20T23:00:23Z')).toBe('6:00:23 PM');
    expect(storeTimeOfDay('21:37:46', 'America/Chicago', '2026-11-21T03:37:46Z', true)).toBe(
      '9:37:46 PM CST',
    );
    expect(storeTimeOfDay('00:05:00', 'America/New_York', '2026-11-21T05:05:00Z')).toBe('12:05:00 AM');
    expect(storeTimeOfDay('12:00:00', 'America/New_York', '2026-11-20T17:00:00Z')).toBe('12:00:00 PM');
    expect(storeTimeOfDay('later', 'America/New_York', '2026-11-20T17:00:00Z')).toBe('later');
  });

  it("reads a time the server writes with its zone (RFC 9557) and writes it as a spreadsheet's cell", () => {
    const zoned = zonedInstantOf('2026-11-01T01:30:00-05:00[America/New_York]');
    // the second 01:30 of the night the clocks go back: 06:30 UTC
    expect(zoned?.instant.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zoned?.timeZone).toBe('America/New_York');
    expect(storeDateTimeCell(zoned?.instant ?? new Date(), 'America/New_York')).toBe('2026-11-01 01:30:00');
    expect(storeDateTimeCell(zoned?.instant ?? new Date(), 'America/New_York', true)).toBe(
      '2026-11-01 01:30:00 EST',
    );
    expect(zonedInstantOf('2026-11-01T06:30:00Z')).toBeNull();
    expect(zonedInstantOf('Harbor [Downtown]')).toBeNull();
  });
});
