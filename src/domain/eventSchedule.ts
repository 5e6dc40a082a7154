/**
 * Event schedules (2-menu-and-reports.md §7 "Event schedules": POST /EventSchedule/GetAll and
 * /EventSchedule/Insert, fields not shown). Our decision (docs/decisions.md): a named schedule of the
 * merchant — happy hour, weekend brunch — on some days of the week (0 Sunday … 6 Saturday, the
 * foundation's days-of-week list) from a start time to an end time of day; an end before the start
 * runs past midnight. Messages are catalogue keys (EventSchedule.*).
 */
import { flag, integer, requiredName, text, yup } from './validation';

const EVENT_SCHEDULE_NAME_MAX = 30;

/** A time of day, 24-hour HH:MM. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function timeOfDay() {
  return text().required('EventSchedule.TimeRequired').matches(TIME, 'EventSchedule.TimeInvalid');
}

export const eventScheduleSchema = yup.object({
  Name: requiredName(EVENT_SCHEDULE_NAME_MAX, 'EventSchedule.NameRequired', 'EventSchedule.NameLength'),
  DaysOfWeek: yup
    .array()
    .of(integer().min(0, 'EventSchedule.DaysInvalid').max(6, 'EventSchedule.DaysInvalid').required())
    .min(1, 'EventSchedule.DaysRequired')
    .test('distinct', 'EventSchedule.DaysInvalid', (v) => !v || new Set(v).size === v.length)
    .required('EventSchedule.DaysRequired') as unknown as yup.ArraySchema<number[], yup.AnyObject>,
  StartTime: timeOfDay(),
  EndTime: timeOfDay().test('not-start', 'EventSchedule.EndIsStart', function (v) {
    return v == null || v !== this.parent.StartTime;
  }),
  IsActive: flag().default(true),
});
export type EventScheduleForm = yup.InferType<typeof eventScheduleSchema>;

/** A schedule as GetAll and Insert answer it. */
export interface EventSchedule {
  EventScheduleId: number;
  Name: string;
  /** Sorted, 0 Sunday … 6 Saturday. */
  DaysOfWeek: number[];
  StartTime: string;
  EndTime: string;
  IsActive: boolean;
}
