import type { Queryable } from '../db/db';

export interface TicketOptions {
  merchantId: number;
  storeIds: number[];
  /** how many tickets in all */
  count: number;
  /** spread over this many business days, ending at endDate */
  days: number;
  endDate: Date;
  seed: number;
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

/**
 * Generates POS tickets set-wise (insert … select generate_series): a million tickets take seconds,
 * not the minutes of row-by-row inserts. Deterministic for a seed and an end date.
 * Each ticket gets 1–4 lines of the merchant's items, one payment, and totals that add up.
 */
export async function generateTickets(db: Queryable, o: TicketOptions): Promise<number> {
  const end = o.endDate.toISOString().slice(0, 10);
  const [{ first }] = await db.query<{ first: number }>(
    'select coalesce(max(document_id), 0)::bigint as first from tickets',
  );
  await db.query(
    `insert into tickets (merchant_id, store_id, ticket_number, check_number, business_date, ticket_date, transaction_type,
       order_name, customer_name, customer_number, user_name, station)
     select $1, ($2::int[])[1 + (i % array_length($2::int[], 1))],
       1000 + i, 1 + (h % 400),
       $4::date - ((h / 7) % $3)::int,
       ($4::date - ((h / 7) % $3)::int) + make_interval(secs => 25200 + (h % 54000)),
       case when h % 100 < 3 then 'R' when h % 100 = 3 then 'I' when h % 100 = 4 then 'P' when h % 100 = 5 then 'V' else 'S' end,
       case when h % 5 = 0 then 'Table ' || (1 + h % 30) else null end,
       case when h % 8 = 7 then ($5::text[])[1 + ((h / 8) % 20000) % 25] || ' ' || ($9::text[])[9 + ((h / 8) % 20000) / 25 % 2]
            when h % 8 >= 3 then ($5::text[])[1 + ((h % 400) / 8) % 25] || ' ' || ($9::text[])[1 + (h % 8 - 3) + 4 * (((h % 400) / 8) / 25)]
            else null end,
       case when h % 8 = 7 then 'C' || (20000 + (h / 8) % 20000)
            when h % 8 >= 3 then 'C' || (10000 + h % 400) else null end,
       ($6::text[])[1 + ((h / 3) % array_length($6::text[], 1))],
       'Register ' || (1 + h % 3)
     from (select i, ((i::bigint * 2654435761 + $7) % 1000003)::bigint as h from generate_series(1, $8::int) as i) g`,
    [o.merchantId, o.storeIds, o.days, end, firstNames, users, o.seed, o.count, lastNames],
  );
  await db.query(
    `with its as (
       select array_agg(item_master_id order by item_master_id) ids, array_agg(item_name order by item_master_id) names,
              array_agg(retail_price order by item_master_id) prices
       from items where merchant_id = $1 and item_type = 'I')
     insert into ticket_lines (document_id, line_number, item_master_id, item_name, description, quantity_sold, price)
     select t.document_id, n, its.ids[k], its.names[k], '', 1 + (t.document_id + n) % 2, its.prices[k]
     from tickets t cross join its
       cross join lateral generate_series(1, 1 + (t.document_id % 4)::int) as n
       cross join lateral (select 1 + ((t.document_id * 7 + n * 13) % array_length(its.ids, 1))::int as k) kk
     where t.document_id > $2 and t.transaction_type in ('S', 'R', 'V')`,
    [o.merchantId, first],
  );
  await db.query(
    `update tickets t set sub_total_amount = l.s, tax_amount = round(l.s * 0.08875, 2),
       discount_amount = case when t.document_id % 9 = 0 then round(l.s * 0.1, 2) else 0 end,
       tip_amount = case when t.document_id % 3 = 0 then round(l.s * 0.18, 2) else 0 end,
       total_amount = l.s + round(l.s * 0.08875, 2) - case when t.document_id % 9 = 0 then round(l.s * 0.1, 2) else 0 end
     from (select document_id, sum(price * quantity_sold) s from ticket_lines where document_id > $1 group by document_id) l
     where t.document_id = l.document_id`,
    [first],
  );
  await db.query(
    `update tickets set total_amount = 20 + (document_id % 80), sub_total_amount = 20 + (document_id % 80)
     where document_id > $1 and transaction_type in ('I', 'P')`,
    [first],
  );
  await db.query(
    `insert into ticket_payments (document_id, payment_type, description, payment_amount, tip_amount)
     select document_id, case when document_id % 3 = 0 then 'CASH' else 'CREDIT' end,
       case when document_id % 3 = 0 then 'Cash' else 'Visa ****' || lpad(((document_id * 37) % 10000)::text, 4, '0') end,
       total_amount, tip_amount
     from tickets where document_id > $1 and transaction_type <> 'V'`,
    [first],
  );
  return o.count;
}
