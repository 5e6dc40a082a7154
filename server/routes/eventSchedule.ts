import { Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import { type EventSchedule, eventScheduleSchema } from '../../src/domain/eventSchedule';
import { htmlDecode } from '../../src/domain/htmlText';
import { requireRoute } from '../auth/routeAccess';
import { isUniqueViolation } from '../db/db';
import { type EventScheduleSqlRow, eventSchedules, insertEventSchedule } from '../db/queries/eventSchedules';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireMenuEditor } from './menuEditing';

/**
 * Event schedules (2-menu-and-reports.md §7; fields ours, docs/decisions.md "Event schedules"): the
 * merchant's named schedules (days of the week, a time of day from start to end), listed and added.
 * The menu's events area (/menu/events) guards them; adding one needs a menu editor.
 */
export const eventSchedule = new Hono<AppEnv>();

const eventsRoute = requireRoute('/menu/events');

function scheduleOf(r: EventScheduleSqlRow): EventSchedule {
  return {
    EventScheduleId: r.event_schedule_id,
    Name: htmlDecode(r.name),
    DaysOfWeek: r.days_of_week,
    StartTime: r.start_time,
    EndTime: r.end_time,
    IsActive: r.is_active,
  };
}

eventSchedule.post('/EventSchedule/GetAll', eventsRoute, async (c) => {
  const rows = await eventSchedules(c.var.deps.db, c.var.access.merchantId);
  return c.json(ok(rows.map(scheduleOf)));
});

eventSchedule.post('/EventSchedule/Insert', eventsRoute, requireMenuEditor, async (c) => {
  const body = await readBody(c, eventScheduleSchema);
  try {
    const row = await insertEventSchedule(
      c.var.deps.db,
      c.var.access.merchantId,
      body,
      c.var.deps.clock.now(),
    );
    return c.json(ok(scheduleOf(row)));
  } catch (err) {
    // the merchant has a schedule of that name already (the unique index, also under a race)
    if (isUniqueViolation(err)) throw new ApiError(400, 'EventSchedule.NameTaken', { Field: 'Name' });
    throw err;
  }
});
