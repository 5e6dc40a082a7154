import { describe, expect, it } from 'vitest';
import { eventScheduleSchema } from './eventSchedule';

const valid = { Name: 'Happy Hour', DaysOfWeek: [1, 2, 3, 4, 5], StartTime: '16:00', EndTime: '18:00' };

async function firstError(value: object) {
  try {
    await eventScheduleSchema.validate(value);
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('2-menu §7 event schedules (fields decided): a name, days of the week, a start and an end time', () => {
  it('accepts a schedule, also one running past midnight', async () => {
    expect(await firstError(valid)).toBeNull();
    expect(await firstError({ ...valid, StartTime: '22:00', EndTime: '01:00' })).toBeNull();
  });
  it('requires a name of at most 30 characters', async () => {
    expect(await firstError({ ...valid, Name: ' ' })).toBe('EventSchedule.NameRequired');
    expect(await firstError({ ...valid, Name: 'x'.repeat(31) })).toBe('EventSchedule.NameLength');
  });
  it('requires days 0–6, each once', async () => {
    expect(await firstError({ ...valid, DaysOfWeek: [] })).toBe('EventSchedule.DaysRequired');
    expect(await firstError({ ...valid, DaysOfWeek: [0, 7] })).toBe('EventSchedule.DaysInvalid');
    expect(await firstError({ ...valid, DaysOfWeek: [2, 2] })).toBe('EventSchedule.DaysInvalid');
  });
  it('requires times as HH:MM, the end not the start', async () => {
    expect(await firstError({ ...valid, StartTime: '4pm' })).toBe('EventSchedule.TimeInvalid');
    expect(await firstError({ ...valid, EndTime: '16:00' })).toBe('EventSchedule.EndIsStart');
  });
});
