import { describe, expect, it } from 'vitest';
import { businessDateIn, hoursInDay } from './calendar';
import { comparisonPeriod, reportPeriodError, reportPresetPeriod, reportPresets } from './reportPeriods';

/** Issue 9 "The framework": the period control's presets, comparison periods, time zones, daylight-saving days. */
describe('report periods: the presets (POS transactions presets plus this/last week and month)', () => {
  // Saturday 28 November 2026
  const today = '2026-11-28';

  it('keeps POS transactions presets: today, yesterday, last 7 days and last 30 days (offsets 0, -1, -6, -29)', () => {
    expect(reportPresetPeriod('today', today)).toEqual({ From: today, To: today });
    expect(reportPresetPeriod('yesterday', today)).toEqual({ From: '2026-11-27', To: '2026-11-27' });
    expect(reportPresetPeriod('last7', today)).toEqual({ From: '2026-11-22', To: today });
    expect(reportPresetPeriod('last30', today)).toEqual({ From: '2026-10-30', To: today });
  });

  it('this week runs from Monday to today; last week is Monday to Sunday before it', () => {
    expect(reportPresetPeriod('thisWeek', today)).toEqual({ From: '2026-11-23', To: today });
    expect(reportPresetPeriod('lastWeek', today)).toEqual({ From: '2026-11-16', To: '2026-11-22' });
    // on a Monday this week is the day itself; on a Sunday it is the whole week
    expect(reportPresetPeriod('thisWeek', '2026-11-23')).toEqual({ From: '2026-11-23', To: '2026-11-23' });
    expect(reportPresetPeriod('thisWeek', '2026-11-29')).toEqual({ From: '2026-11-23', To: '2026-11-29' });
    // across a year's end
    expect(reportPresetPeriod('lastWeek', '2027-01-02')).toEqual({ From: '2026-12-21', To: '2026-12-27' });
  });

  it('this month runs from the 1st to today; last month is the whole month before', () => {
    expect(reportPresetPeriod('thisMonth', today)).toEqual({ From: '2026-11-01', To: today });
    expect(reportPresetPeriod('lastMonth', today)).toEqual({ From: '2026-10-01', To: '2026-10-31' });
    expect(reportPresetPeriod('lastMonth', '2027-01-15')).toEqual({ From: '2026-12-01', To: '2026-12-31' });
    expect(reportPresetPeriod('lastMonth', '2028-03-01')).toEqual({ From: '2028-02-01', To: '2028-02-29' });
  });

  it('every preset ends by today and starts before it ends', () => {
    for (const preset of reportPresets)
      for (const day of ['2026-01-01', '2026-03-08', '2026-11-01', '2028-02-29', '2026-12-31']) {
        const p = reportPresetPeriod(preset, day);
        expect(p.From <= p.To, `${preset} ${day}`).toBe(true);
        expect(p.To <= day, `${preset} ${day}`).toBe(true);
      }
  });
});

describe('report periods: the comparison periods (the period before, the same period last year)', () => {
  it('the period before has as many days and ends the day before', () => {
    expect(comparisonPeriod({ From: '2026-11-22', To: '2026-11-28' }, 'previous', 'last7')).toEqual({
      From: '2026-11-15',
      To: '2026-11-21',
    });
    expect(comparisonPeriod({ From: '2026-11-23', To: '2026-11-28' }, 'previous', 'thisWeek')).toEqual({
      From: '2026-11-17',
      To: '2026-11-22',
    });
    expect(comparisonPeriod({ From: '2026-11-01', To: '2026-11-05' }, 'previous', null)).toEqual({
      From: '2026-10-27',
      To: '2026-10-31',
    });
  });

  it('a month compares with the month before: to the same day, or whole with whole', () => {
    expect(comparisonPeriod({ From: '2026-11-01', To: '2026-11-28' }, 'previous', 'thisMonth')).toEqual({
      From: '2026-10-01',
      To: '2026-10-28',
    });
    expect(comparisonPeriod({ From: '2026-10-01', To: '2026-10-31' }, 'previous', 'lastMonth')).toEqual({
      From: '2026-09-01',
      To: '2026-09-30',
    });
    // March to the 31st against February: its last day
    expect(comparisonPeriod({ From: '2027-03-01', To: '2027-03-30' }, 'previous', 'thisMonth')).toEqual({
      From: '2027-02-01',
      To: '2027-02-28',
    });
  });

  it('the same period last year is 52 weeks before, weekday for weekday; a month the same dates', () => {
    const week = comparisonPeriod({ From: '2026-11-16', To: '2026-11-22' }, 'lastYear', 'lastWeek');
    expect(week).toEqual({ From: '2025-11-17', To: '2025-11-23' });
    expect(new Date(`${week?.From}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday still
    expect(comparisonPeriod({ From: '2026-10-01', To: '2026-10-31' }, 'lastYear', 'lastMonth')).toEqual({
      From: '2025-10-01',
      To: '2025-10-31',
    });
    expect(comparisonPeriod({ From: '2028-02-01', To: '2028-02-29' }, 'lastYear', 'lastMonth')).toEqual({
      From: '2027-02-01',
      To: '2027-02-28',
    });
  });

  it('none compares with nothing', () => {
    expect(comparisonPeriod({ From: '2026-11-01', To: '2026-11-28' }, 'none', 'thisMonth')).toBeNull();
  });
});

describe("report periods: business dates in the store's time zone, daylight-saving days", () => {
  it('today is the calendar day in the store, not in UTC', () => {
    // 03:30 UTC on the 28th is still the evening of the 27th in New York, already the 28th in Kolkata
    const now = new Date('2026-11-28T03:30:00Z');
    expect(businessDateIn('America/New_York', now)).toBe('2026-11-27');
    expect(businessDateIn('Asia/Kolkata', now)).toBe('2026-11-28');
    expect(businessDateIn('UTC', now)).toBe('2026-11-28');
    expect(businessDateIn('Pacific/Auckland', new Date('2026-11-28T11:30:00Z'))).toBe('2026-11-29');
  });

  it('a day when the clocks change has 23 or 25 hours, and is one day in a period', () => {
    expect(hoursInDay('America/New_York', '2026-03-08')).toBe(23);
    expect(hoursInDay('America/New_York', '2026-11-01')).toBe(25);
    expect(hoursInDay('America/New_York', '2026-11-02')).toBe(24);
    expect(hoursInDay('Europe/London', '2026-03-29')).toBe(23);
    expect(hoursInDay('UTC', '2026-03-08')).toBe(24);
    // the week holding the spring change is seven days; last 7 days on the change's day too
    expect(reportPresetPeriod('thisWeek', '2026-03-08')).toEqual({ From: '2026-03-02', To: '2026-03-08' });
    expect(reportPresetPeriod('last7', '2026-03-08')).toEqual({ From: '2026-03-02', To: '2026-03-08' });
    // just after midnight on the autumn change's day, New York's business day is already the 1st
    expect(businessDateIn('America/New_York', new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(businessDateIn('America/New_York', new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
  });
});

describe('report periods: a custom period (bad input)', () => {
  it('refuses malformed dates, To before From, and more than 400 days', () => {
    expect(reportPeriodError({ From: '2026-11-01', To: '2026-11-28' })).toBeNull();
    expect(reportPeriodError({ From: '2026-13-01', To: '2026-11-28' })).toBe('Reports.DateInvalid');
    expect(reportPeriodError({ From: '11/01/2026', To: '2026-11-28' })).toBe('Reports.DateInvalid');
    expect(reportPeriodError({ From: '2026-11-28', To: '2026-11-01' })).toBe('Reports.ToBeforeFrom');
    expect(reportPeriodError({ From: '2025-10-24', To: '2026-11-28' })).toBe('Reports.PeriodTooLong');
    expect(reportPeriodError({ From: '2025-10-25', To: '2026-11-28' })).toBeNull();
  });
});
