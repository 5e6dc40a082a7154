import { describe, expect, it } from 'vitest';
import {
  clampSlider,
  defaultScheduleEnforcement,
  displayedMinutes,
  isSavedLimit,
  isSliderValue,
  savedLimit,
  scheduleEnforcementBodyOf,
  scheduleEnforcementBodySchema,
  scheduleEnforcementFormOf,
  sliderValueOf,
} from './scheduleEnforcement';

describe('3-settings §4: displayed minutes are the absolute value minus 5; the saved limit is the displayed value minus 5', () => {
  it.each([
    [-5, 0, -5],
    [5, 0, -5],
    [-15, 10, 5],
    [15, 10, 5],
    [-35, 30, 25],
    [35, 30, 25],
  ])('slider %i shows %i minutes and saves %i', (value, minutes, saved) => {
    expect(displayedMinutes(value)).toBe(minutes);
    expect(savedLimit(value)).toBe(saved);
  });
  it('reads a saved limit back to its slider value (lower ends negative)', () => {
    for (const v of [5, 10, 20, 35]) {
      expect(sliderValueOf(savedLimit(v), 'upper')).toBe(v);
      expect(sliderValueOf(savedLimit(-v), 'lower')).toBe(-v);
    }
  });
});

describe('3-settings §4: sliders range from -35 to +35 in steps of 5; the default is -5 to +5 (0 minutes)', () => {
  it('defaults to 0 minutes each side', () => {
    const form = scheduleEnforcementFormOf(defaultScheduleEnforcement(1001, 2001));
    expect(form.clockIn).toEqual([-5, 5]);
    expect(form.clockOut).toEqual([-5, 5]);
    expect(form.clockIn.map(displayedMinutes)).toEqual([0, 0]);
  });
  it('keeps each end on its side of zero', () => {
    expect(clampSlider([5, 10])).toEqual([-5, 10]);
    expect(clampSlider([-20, -10])).toEqual([-20, 5]);
  });
});

describe('3-settings §5: the lower end lies between -35 and -5, the upper end between 5 and 35', () => {
  it.each([-35, -20, -5])('lower %i', (v) => expect(isSliderValue(v, 'lower')).toBe(true));
  it.each([0, 5, -40, -7, -5.5])('not lower %s', (v) => expect(isSliderValue(v, 'lower')).toBe(false));
  it.each([5, 20, 35])('upper %i', (v) => expect(isSliderValue(v, 'upper')).toBe(true));
  it.each([0, -5, 40, 7])('not upper %s', (v) => expect(isSliderValue(v, 'upper')).toBe(false));
  it('saved limits are -5 to 25 in steps of 5', () => {
    expect(isSavedLimit(-5, 'lower')).toBe(true);
    expect(isSavedLimit(25, 'upper')).toBe(true);
    expect(isSavedLimit(7, 'upper')).toBe(false);
    expect(isSavedLimit(40, 'lower')).toBe(false);
    expect(isSavedLimit('5', 'lower')).toBe(false);
  });
  it('the body schema refuses a limit no slider gives', async () => {
    const body = scheduleEnforcementBodyOf(
      {
        isClockInEnforcementEnabled: true,
        clockIn: [-15, 10],
        isClockOutEnforcementEnabled: false,
        clockOut: [-5, 5],
        approval: 'yes',
      },
      defaultScheduleEnforcement(1001, 2001),
      'owner',
    );
    expect(body).toMatchObject({
      clockInLowerLimit: 5,
      clockInUpperLimit: 0,
      isUnScheduledShiftApprovalRequired: true,
    });
    await expect(scheduleEnforcementBodySchema.validate(body)).resolves.toBeTruthy();
    await expect(scheduleEnforcementBodySchema.validate({ ...body, clockInUpperLimit: 7 })).rejects.toThrow(
      'ScheduleEnforcement.LimitError',
    );
    await expect(scheduleEnforcementBodySchema.validate({ ...body, clockOutLowerLimit: 40 })).rejects.toThrow(
      'ScheduleEnforcement.LimitError',
    );
  });
});
