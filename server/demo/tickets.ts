import { businessDateIn } from '../../src/domain/calendar';
import type { Queryable } from '../db/db';
import { addTicketDiscounts } from './ticketDiscounts';
import { addTicketLines } from './ticketLines';
import { addTicketPayments, settleTicketAmounts } from './ticketSettlement';
import { demoPayInReasons, demoPayOutReasons } from './paycodes';

/** Which business's day: when its tickets come (a bistro at lunch and dinner, a café in the morning). */
export type TicketDayShape = 'restaurant' | 'cafe' | 'market';

export interface TicketOptions {
  merchantId: number;
  storeIds: number[];
  /** how many tickets in all, less those that would come after endDate */
  count: number;
  /** spread over this many business days, ending on the stores' business day at endDate */
  days: number;
  /** the current time: no ticket is later */
  endDate: Date;
  seed: number;
  /** restaurant by default */
  shape?: TicketDayShape;
}

const users = ['Alex', 'Blair', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan'];
// Named customers: 200 regulars per merchant (numbers C10000–C10399 whose number % 8 is 3 to 6) who come
// back, and one-time customers (C2xxxx), so the customer dashboard has new and returning customers.
// A customer number always carries the same name.
const firstNames = [
  'Taylor',
  'Morgan',
  'Jamie',
  'Riley',
  'Quinn',
  'Avery',
  'Cameron',
  'Dakota',
  'Elliot',
  'Frankie',
  'Gray',
  'Hayden',
  'Jesse',
  'Kendall',
  'Logan',
  'Micah',
  'Noel',
  'Oakley',
  'Parker',
  'Reese',
  'Rowan',
  'Sage',
  'Skyler',
  'Tatum',
  'Wren',
];
const lastNames = ['Reed', 'Lee', 'Fox', 'Chen', 'Diaz', 'Park', 'Novak', 'Silva', 'Okafor', 'Berg'];
const streets = ['Water St', 'Commercial St', 'Fore St', 'Exchange St', 'Middle St', 'Pearl St', 'Union St'];
// the reasons are the demo pay-in/out codes' descriptions (paycodes.ts)
const payInReasons = demoPayInReasons;
const payOutReasons = demoPayOutReasons;
const payComments = [
  'Morning float',
  'Paper towels and soap',
  'Receipt in the office',
  'Approved by the manager',
];

/**
 * The day's weight by ISO weekday (Monday 1 … Sunday 7): quiet early in the week, busy on Friday
 * and Saturday; the minute of the day (from 00:00) by the business's shape: mixtures of its rushes.
 */
const WEEKDAY_WEIGHTS = [0.8, 0.85, 0.95, 1.0, 1.3, 1.45, 1.1];
const minuteOfDay: Record<TicketDayShape, string> = {
  restaurant: `case when u % 100 < 42 then 660 + (v % 180) when u % 100 < 84 then 1020 + (v % 240) else 450 + (v % 930) end`,
  cafe: `case when u % 100 < 50 then 420 + (v % 180) when u % 100 < 80 then 690 + (v % 150) else 420 + (v % 660) end`,
  market: `case when u % 100 < 35 then 960 + (v % 180) else 480 + (v % 780) end`,
};

/**
 * Generates POS tickets set-wise (insert … select generate_series): a million tickets take a minute,
 * not the hours of row-by-row inserts. Deterministic for a seed and an end date. Days follow the
 * week (busier Friday and Saturday) and a slow growth; hours follow the business's rushes in the
 * store's time zone (stores.time_zone): a ticket's time is a local time of 07:00–23:00 on its
 * business date, so its business date is the local date of its time (docs/decisions.md "Sales
 * reports"). The last day is the stores' today at endDate (the current time): a ticket whose time
 * would come after it is left out, so the demo never holds a ticket later than the store's clock
 * (docs/decisions.md "The store's clock"); it answers how many it added. Guests on sales (a table 1–6, a counter 1–2, none in a market). Sales
 * (some online orders, with their contact; a restaurant's tables with their server as sales
 * associate, a market's associates), refunds, pay-ins, pay-outs and deleted tickets; lines
 * with modifiers, weights, price overrides and discounts (ticketLines.ts), the discounts named
 * (ticketDiscounts.ts); taxes, charges,
 * surcharges, donations, gratuity, tips, split and cash payments with their tender and change
 * (ticketSettlement.ts): every ticket adds up as src/domain/ticketAmounts.ts says.
 */
export async function generateTickets(db: Queryable, o: TicketOptions): Promise<number> {
  const shape = o.shape ?? 'restaurant';
  const zones = await storeTimeZones(db, o.storeIds);
  // the latest of the stores' today: a store still on the day before has that day's tickets left out
  const end = zones.map((zone) => businessDateIn(zone, o.endDate)).sort()[zones.length - 1];
  const [{ first }] = await db.query<{ first: number }>(
    'select coalesce(max(document_id), 0)::bigint as first from tickets',
  );
  await db.query(
    // ticket numbers run in time order in each store
    `insert into tickets (merchant_id, store_id, ticket_number, check_number, business_date, ticket_date,
       transaction_type, order_name, customer_name, customer_number, customer_email_address, user_name,
       station, selling_location, sales_associate_name, last_printed_utc,
       order_due_date_time, external_reference_number, order_status, contact_name, contact_phone,
       contact_address1, contact_address2, contact_city, contact_state, contact_zip,
       payin_reason, payin_comment, payout_reason, payout_comment, guest_count)
     select $1, store_id, 1000 + row_number() over (partition by store_id order by ticket_date, i), 1 + (h % 400),
       day, ticket_date, kind,
       case when online then 'Online ' || (10000 + h % 90000) when table_service then 'Table ' || (1 + h % 30) end,
       customer_name, customer_number,
       case when customer_name is not null and (online or h % 4 = 0)
            then lower(replace(customer_name, ' ', '.')) || '@example.com' end,
       ($6::text[])[1 + ((h / 3) % array_length($6::text[], 1))],
       'Register ' || (1 + h % 3),
       case $10 when 'restaurant' then (array['Dining Room', 'Bar', 'Patio'])[1 + h % 3]
                when 'cafe' then 'Counter' else 'Front' end,
       case when $10 = 'market' and h % 5 = 0 then ($6::text[])[1 + ((h / 5) % array_length($6::text[], 1))]
            when table_service then ($6::text[])[1 + ((h / 11) % array_length($6::text[], 1))] end,
       case when kind <> 'V' then least(ticket_date + interval '40 seconds', $17::timestamptz) end,
       case when online then ticket_date + make_interval(mins => 15 + (h % 30)::int) end,
       case when online then 'OO-' || lpad((h % 1000000)::text, 6, '0') end,
       case when online then (case when kind = 'R' then 13 when h % 7 = 0 then 4 else 2 end)::smallint end,
       case when online then coalesce(customer_name, 'Guest ' || (1 + h % 90)) end,
       case when online then '(207) 555-0' || lpad((h % 1000)::text, 3, '0') end,
       case when online and h % 2 = 0 then (1 + h % 240) || ' ' || ($11::text[])[1 + (h / 2) % array_length($11::text[], 1)] end,
       case when online and h % 2 = 0 and h % 6 = 0 then 'Apt ' || (1 + h % 12) end,
       case when online and h % 2 = 0 then 'Portland' end,
       case when online and h % 2 = 0 then 'ME' end,
       case when online and h % 2 = 0 then '0410' || (1 + h % 3) end,
       case when kind = 'I' then ($12::text[])[1 + h % array_length($12::text[], 1)] end,
       case when kind = 'I' and h % 2 = 0 then ($14::text[])[1 + (h / 2) % array_length($14::text[], 1)] end,
       case when kind = 'P' then ($13::text[])[1 + h % array_length($13::text[], 1)] end,
       case when kind = 'P' and h % 2 = 0 then ($14::text[])[1 + (h / 2) % array_length($14::text[], 1)] end,
       case when kind <> 'S' or $10 = 'market' then 0
            when table_service then (array[2, 2, 4, 2, 3, 1, 2, 4, 5, 6])[1 + (h / 10) % 10]
            when $10 = 'restaurant' then 1 + (h / 7) % 2
            else 1 + ((h / 7) % 4 = 0)::int end
     from (
       select o.*, not online and kind in ('S', 'R', 'V') and $10 = 'restaurant' and h % 10 < 3 as table_service
       from (
       select g.*, case when g.kind in ('S', 'R') and $10 <> 'market' and (g.u / 7) % 100 < 9 then true else false end as online
       from (
         select i, h, u, day, ($2::int[])[1 + (i % array_length($2::int[], 1))] as store_id,
           (day + make_interval(secs => (${minuteOfDay[shape]}) * 60 + (h % 60)))
             at time zone ($16::text[])[1 + (i % array_length($2::int[], 1))] as ticket_date,
           case when h % 1000 < 30 then 'R' when h % 1000 < 40 then 'I' when h % 1000 < 50 then 'P'
                when h % 1000 < 65 then 'V' else 'S' end as kind,
           case when h % 8 = 7 then ($5::text[])[1 + ((h / 8) % 20000) % 25] || ' ' || ($9::text[])[9 + ((h / 8) % 20000) / 25 % 2]
                when h % 8 >= 3 then ($5::text[])[1 + ((h % 400) / 8) % 25] || ' ' || ($9::text[])[1 + (h % 8 - 3) + 4 * (((h % 400) / 8) / 25)]
                else null end as customer_name,
           case when h % 8 = 7 then 'C' || (20000 + (h / 8) % 20000)
                when h % 8 >= 3 then 'C' || (10000 + h % 400) else null end as customer_number
         from (
           select i, h, u, v, $4::date - ($3::int - 1) + greatest(0, width_bucket(u / 1000003.0, c.thresholds)) as day
           from (select i, ((i::bigint * 2654435761 + $7) % 1000003)::bigint as h,
                   ((i::bigint * 40503 + $7 * 7) % 1000003)::bigint as u,
                   ((i::bigint * 69069 + $7 * 13) % 1000003)::bigint as v
                 from generate_series(1, $8::int) as i) r
           cross join (
             select array_agg(c order by d) as thresholds
             from (select d, sum(w) over (order by d) / sum(w) over () as c
                   from (select d, ($15::float8[])[extract(isodow from $4::date - ($3::int - 1) + d)::int]
                           * (0.9 + 0.2 * (((d * 7919 + $7::int) % 101) / 100.0)) * (0.94 + 0.12 * d / $3::float8) as w
                         from generate_series(0, $3::int - 1) as d) w) x) c
         ) days
       ) g
       ) o
     ) t
     where t.ticket_date <= $17::timestamptz`,
    [
      o.merchantId,
      o.storeIds,
      o.days,
      end,
      firstNames,
      users,
      o.seed,
      o.count,
      lastNames,
      shape,
      streets,
      payInReasons,
      payOutReasons,
      payComments,
      WEEKDAY_WEIGHTS,
      zones,
      o.endDate,
    ],
  );
  await addTicketLines(db, { merchantId: o.merchantId, after: first });
  await addTicketDiscounts(db, o.merchantId, first);
  await settleTicketAmounts(db, { after: first, tips: shape !== 'market', roundCash: shape === 'market' });
  await addTicketPayments(db, first);
  await addTicketNotes(db, first, shape);
  const [{ added }] = await db.query<{ added: number }>(
    'select count(*)::int as added from tickets where document_id > $1',
    [first],
  );
  return added;
}

/** The stores' time zones, in the order of `storeIds` (a ticket's time is a local time of its store). */
async function storeTimeZones(db: Queryable, storeIds: number[]): Promise<string[]> {
  const rows = await db.query<{ time_zone: string }>(
    'select time_zone from stores s join unnest($1::int[]) with ordinality a(id, n) on a.id = s.store_id order by a.n',
    [storeIds],
  );
  if (rows.length !== storeIds.length) throw new Error('generateTickets: a store is missing');
  return rows.map((r) => r.time_zone);
}

const kitchenNotes = [
  'No onions, please',
  'Allergy: shellfish',
  'Birthday: dessert with a candle',
  'Dressing on the side',
  'Window seat requested',
  'Gluten free bun',
];

/** A few tickets carry notes (one or two), as staff type them at the register. */
async function addTicketNotes(db: Queryable, after: number, shape: TicketDayShape): Promise<void> {
  if (shape === 'market') return;
  await db.query(
    `insert into ticket_notes (document_id, sequence_number, note)
     select document_id, n, ($2::text[])[1 + ((document_id * 3 + n) % array_length($2::text[], 1))]
     from tickets cross join lateral generate_series(1, 1 + (document_id % 2)::int) as n
     where document_id > $1 and transaction_type in ('S', 'V') and document_id % 17 = 0`,
    [after, kitchenNotes],
  );
}
