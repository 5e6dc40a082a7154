import type { EventScheduleForm } from '../../../src/domain/eventSchedule';
import type { Queryable } from '../db';

/** Event schedules (docs/decisions.md "Event schedules"): the merchant's, by name. */

export interface EventScheduleSqlRow {
  [key: string]: unknown;
  event_schedule_id: number;
  name: string;
  days_of_week: number[];
  start_time: string;
  end_time: string;
  is_active: boolean;
}

const COLUMNS = `event_schedule_id, name, days_of_week::int[] as days_of_week,
  to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time, is_active`;

/** Every schedule of the merchant, by name. */
export function eventSchedules(db: Queryable, merchantId: number) {
  return db.query<EventScheduleSqlRow>(
    `select ${COLUMNS} from event_schedules where merchant_id = $1 order by lower(name), event_schedule_id`,
    [merchantId],
  );
}

/**
 * A new schedule of the merchant (its days sorted). A name the merchant has already is refused by
 * the unique index, also under a race (isUniqueViolation).
 */
export async function insertEventSchedule(
  db: Queryable,
  merchantId: number,
  s: EventScheduleForm,
  now: Date,
): Promise<EventScheduleSqlRow> {
  const [row] = await db.query<EventScheduleSqlRow>(
    `insert into event_schedules (merchant_id, name, days_of_week, start_time, end_time, is_active, created_at)
     values ($1, $2, (select array_agg(d order by d) from unnest($3::smallint[]) as d), $4::time, $5::time, $6, $7)
     returning ${COLUMNS}`,
    [merchantId, s.Name.trim(), s.DaysOfWeek, s.StartTime, s.EndTime, s.IsActive, now],
  );
  return row;
}
