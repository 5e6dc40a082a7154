import { fromAbsolute } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessDateIn,
  daysFrom,
  eachPeriod,
  hoursInDay,
  isIsoDate,
  mondayOf,
  samePeriod,
  spanOf,
  storePeriodsAt,
  todayOf,
  viewPeriod,
  zonesDiffer,
} from './calendar';
import { presetRange, previousPeriod } from './myStore';
import { datePresetRange } from './posTransactions';
import { reportPresetPeriod } from './reportPeriods';

const NEW_YORK = 'America/New_York';
const DENVER = 'America/Denver';
const LOS_ANGELES = 'America/Los_Angeles';

/** The fixed clocks of issue 22 §1: instants of a New York or Denver evening, midnight, and both clock changes. */
const at = {
  /** Friday 20 November 2026, 21:30 in New York (EST): 02:30 UTC on the 21st. */
  newYork2130: new Date('2026-11-21T02:30:00Z'),
  /** 23:59 in New York the same evening: 04:59 UTC on the 21st. */
  newYork2359: new Date('2026-11-21T04:59:00Z'),
  /** 22:00 in Denver (MST) the same evening: 05:00 UTC on the 21st, midnight in New York. */
  denver2200: new Date('2026-11-21T05:00:00Z'),
  /** 00:30 in New York just after midnight, Saturday the 21st. */
  newYork0030: new Date('2026-11-21T05:30:00Z'),
  /** Saturday 7 March 2026, 21:30 in New York: the night the clocks go forward (02:00 → 03:00 on the 8th). */
  springEve2130: new Date('2026-03-08T02:30:00Z'),
  /** Sunday 1 November 2026, 01:30 in New York, twice: first EDT (05:30 UTC), then EST (06:30 UTC). */
  autumn0130Edt: new Date('2026-11-01T05:30:00Z'),
  autumn0130Est: new Date('2026-11-01T06:30:00Z'),
};

describe("2-menu §2 POS transactions' date control: Today, Yesterday, Last 7 and 30 days are the store's business days", () => {
  it('at 21:30 in New York (02:30 UTC the next day) Today is the New York date, not tomorrow', () => {
    expect(businessDateIn(NEW_YORK, at.newYork2130)).toBe('2026-11-20');
    expect(datePresetRange('today', businessDateIn(NEW_YORK, at.newYork2130))).toEqual({
      FromDate: '2026-11-20',
      ToDate: '2026-11-20',
    });
    expect(datePresetRange('yesterday', businessDateIn(NEW_YORK, at.newYork2130)).FromDate).toBe(
      '2026-11-19',
    );
    expect(datePresetRange('last7', businessDateIn(NEW_YORK, at.newYork2130))).toEqual({
      FromDate: '2026-11-14',
      ToDate: '2026-11-20',
    });
  });

  it('at 23:59 in New York it is still the 20th; at 00:30 just after midnight it is the 21st', () => {
    expect(businessDateIn(NEW_YORK, at.newYork2359)).toBe('2026-11-20');
    expect(businessDateIn(NEW_YORK, at.newYork0030)).toBe('2026-11-21');
    expect(datePresetRange('yesterday', businessDateIn(NEW_YORK, at.newYork0030)).FromDate).toBe(
      '2026-11-20',
    );
  });

  it('at 22:00 in Denver it is the 20th there while New York is on the 21st', () => {
    expect(businessDateIn(DENVER, at.denver2200)).toBe('2026-11-20');
    expect(businessDateIn(NEW_YORK, at.denver2200)).toBe('2026-11-21');
    // neither the browser's zone nor UTC decides: the UTC day is the 21st
    expect(at.denver2200.toISOString().slice(0, 10)).toBe('2026-11-21');
  });

  it('the evening before the clocks go forward, and the hour that happens twice when they go back, are of their own day', () => {
    expect(businessDateIn(NEW_YORK, at.springEve2130)).toBe('2026-03-07');
    expect(businessDateIn(NEW_YORK, at.autumn0130Edt)).toBe('2026-11-01');
    expect(businessDateIn(NEW_YORK, at.autumn0130Est)).toBe('2026-11-01');
    // the same wall-clock time, an hour apart
    const onClock = (instant: Date) => fromAbsolute(instant.getTime(), NEW_YORK);
    expect(onClock(at.autumn0130Edt).hour).toBe(1);
    expect(onClock(at.autumn0130Est).hour).toBe(1);
    expect(onClock(at.autumn0130Edt).offset).toBe(-4 * 3_600_000);
    expect(onClock(at.autumn0130Est).offset).toBe(-5 * 3_600_000);
  });
});

describe('daylight-saving days keep their 23 or 25 hours, and are one day of a period', () => {
  it('counts the hours of a business day in its zone', () => {
    expect(hoursInDay(NEW_YORK, '2026-03-08')).toBe(23);
    expect(hoursInDay(NEW_YORK, '2026-11-01')).toBe(25);
    expect(hoursInDay(NEW_YORK, '2026-11-20')).toBe(24);
    expect(hoursInDay(DENVER, '2026-03-08')).toBe(23);
    expect(hoursInDay('America/Phoenix', '2026-03-08')).toBe(24);
  });

  it('adds and counts calendar days across both changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(daysFrom('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysFrom('2026-10-25', '2026-11-08')).toBe(14);
    expect(previousPeriod({ From: '2026-11-01', To: '2026-11-07' })).toEqual({
      From: '2026-10-25',
      To: '2026-10-31',
    });
  });
});

describe('1-foundation §2 My store, issue 9 reports: periods from the business day', () => {
  it("My store's presets end on the store's today", () => {
    expect(presetRange('last7', businessDateIn(NEW_YORK, at.newYork2130))).toEqual({
      From: '2026-11-14',
      To: '2026-11-20',
    });
  });

  it('this and last week and month follow the business day: at 00:30 on the 1st the month is new', () => {
    const firstOfDecember0030 = new Date('2026-12-01T05:30:00Z');
    expect(reportPresetPeriod('thisMonth', businessDateIn(NEW_YORK, firstOfDecember0030))).toEqual({
      From: '2026-12-01',
      To: '2026-12-01',
    });
    // 21:30 on 30 November in New York is 02:30 UTC on 1 December: still November there
    expect(
      reportPresetPeriod('thisMonth', businessDateIn(NEW_YORK, new Date('2026-12-01T02:30:00Z'))),
    ).toEqual({
      From: '2026-11-01',
      To: '2026-11-30',
    });
    // Sunday 22:00 in Denver is Monday in UTC: this week is still the one that began on Monday the 16th
    const sundayNight = new Date('2026-11-23T05:00:00Z');
    expect(reportPresetPeriod('thisWeek', businessDateIn(DENVER, sundayNight))).toEqual({
      From: '2026-11-16',
      To: '2026-11-22',
    });
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('a month away keeps the day, or the month’s last', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('company view: each store counts its own day (issue 22 §1)', () => {
  const stores = [
    { StoreId: 1, TimeZone: NEW_YORK },
    { StoreId: 2, TimeZone: DENVER },
  ];

  it("today of the view is each store's business date: New York on the 21st, Denver still on the 20th", () => {
    expect(todayOf(stores, at.denver2200)).toEqual({ earliest: '2026-11-20', latest: '2026-11-21' });
    expect(todayOf(stores, at.newYork2130)).toEqual({ earliest: '2026-11-20', latest: '2026-11-20' });
  });

  it("a preset is each store's own period; the view's runs from the first store's first day to the last one's last", () => {
    const today = (d: string) => presetRange('today', d);
    expect(storePeriodsAt(stores, at.denver2200, today)).toEqual([
      { StoreId: 1, From: '2026-11-21', To: '2026-11-21' },
      { StoreId: 2, From: '2026-11-20', To: '2026-11-20' },
    ]);
    expect(viewPeriod(today, todayOf(stores, at.denver2200))).toEqual({
      From: '2026-11-20',
      To: '2026-11-21',
    });
    expect(spanOf(storePeriodsAt(stores, at.denver2200, today))).toEqual({
      From: '2026-11-20',
      To: '2026-11-21',
    });
    // each store's period before is its own
    expect(eachPeriod(storePeriodsAt(stores, at.denver2200, today), previousPeriod)).toEqual([
      { StoreId: 1, From: '2026-11-20', To: '2026-11-20' },
      { StoreId: 2, From: '2026-11-19', To: '2026-11-19' },
    ]);
  });

  it('a custom From–To is the same calendar days for every store', () => {
    expect(samePeriod(stores, { From: '2026-11-01', To: '2026-11-07' })).toEqual([
      { StoreId: 1, From: '2026-11-01', To: '2026-11-07' },
      { StoreId: 2, From: '2026-11-01', To: '2026-11-07' },
    ]);
  });

  it('says when the stores in view keep different clocks', () => {
    expect(zonesDiffer(stores)).toBe(true);
    expect(zonesDiffer([stores[0], { StoreId: 3, TimeZone: NEW_YORK }])).toBe(false);
    expect(zonesDiffer([{ StoreId: 4, TimeZone: LOS_ANGELES }])).toBe(false);
  });
});

describe('business dates (bad input)', () => {
  it('real dates of year 1 or later only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20261120)).toBe(false);
  });
});
