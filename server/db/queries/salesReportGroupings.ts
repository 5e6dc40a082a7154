import type { GroupingSql } from './reports';
import { cents, REFUND, SALE, totalsColumns } from './ticketTotals';

/**
 * The SQL of the sales reports' second part (issue 9; docs/decisions.md "Sales reports"), spread
 * into the registry of server/db/queries/reports.ts. Parameters as there: $1 merchant, $2 stores,
 * $3 From, $4 To. Every read is of the hour totals (migrations 020, 021) or of a partial index of
 * the tickets (021), by (merchant, store, business date).
 */

/** The hour totals' sums of migration 021 on sale tickets: gratuity, guests, donations (day and store rows). */
export const saleExtrasColumns = `${cents('t.gratuity_amount', SALE)} as gratuity_cents,
  coalesce(sum(t.guest_count) filter (where ${SALE}), 0)::int as guest_count,
  ${cents('t.donations_amount', SALE)} as donation_cents,
  coalesce(sum(t.donation_count) filter (where ${SALE}), 0)::int as donation_count`;

/** The weeks before a period whose same weekdays make the hourly report's average. */
export const WEEKDAY_AVERAGE_WEEKS = 4;

/**
 * The hour of the day in the store's time zone ('00'…'23') of a total's UTC hour on its business
 * date: the UTC instant of that hour on the business date, moved by the days between the business
 * date and that instant's local date (an evening ticket west of Greenwich is of the next UTC day),
 * is the ticket's hour, read in the store's time zone. Exact for the zones whose offsets are whole
 * hours (a half-hour zone counts a ticket in the local hour where its UTC hour starts).
 */
const localHour = (date: string, hour: string, zone: string) => {
  const utc = `((${date} + make_interval(hours => ${hour})) at time zone 'UTC')`;
  return `to_char((${utc} + (${date} - (${utc} at time zone ${zone})::date) * interval '1 day') at time zone ${zone}, 'HH24')`;
};

/**
 * The hour totals of the period (k = 0) and of the periods 7, 14, 21 and 28 days before (k = 1…4),
 * each row dated as the day of the period it stands for (its date + 7k, which SCOPE keeps) and with
 * its local hour: the period's rows keep their figures, the weeks before give only their net sales
 * (weekday_net), so that Σ weekday_net / 4 is, for each day d of the period, the average of d − 7,
 * d − 14, d − 21 and d − 28. Each k reads its own date range of the totals' primary key.
 */
const hourRows = (() => {
  const now = (column: string) => `case when w.k = 0 then h.${column} else 0 end as ${column}`;
  const net = `case h.transaction_type when 'S' then h.sub_total_amount - h.discount_amount
      when 'R' then h.discount_amount - h.sub_total_amount else 0 end`;
  return `(select h.merchant_id, h.store_id, h.business_date + 7 * w.k as business_date, h.transaction_type,
      ${localHour('h.business_date', 'h.hour', 's.time_zone')} as local_hour,
      ${['ticket_count', 'sub_total_amount', 'discount_amount', 'tax_amount', 'tip_amount'].map(now).join(', ')},
      case when w.k = 0 then 0 else ${net} end as weekday_net,
      case when w.k = 0 then 0 else h.ticket_count end as weekday_ticket_count
    from generate_series(0, ${WEEKDAY_AVERAGE_WEEKS}) w(k)
      join ticket_hour_totals h on h.merchant_id = $1 and h.store_id = any($2::int[])
        and h.business_date between $3::date - 7 * w.k and $4::date - 7 * w.k
      join stores s on s.store_id = h.store_id) t`;
})();

/** Sales and refunds of tickets with a sales associate (the partial index tickets_sales_associates). */
const associateColumns = `(count(*) filter (where ${SALE}))::int as sale_count,
  ${cents('t.sub_total_amount', SALE)} as sales_cents,
  ${cents('t.discount_amount', SALE)} as discount_cents,
  ${cents('t.sub_total_amount - t.discount_amount', REFUND)} as refund_cents,
  (count(*) filter (where ${REFUND}))::int as refund_count`;

/**
 * Non-sales revenue: pay-in tickets (I) by reason (the partial index tickets_payins), and the
 * charges and card surcharges (fees) of the sale tickets with how many tickets carried one (the hour
 * totals).
 */
const nonSalesRows = `(select merchant_id, store_id, business_date, 'payIn' as kind, coalesce(payin_reason, '') as reason,
      1 as n, total_amount as amount
    from tickets where transaction_type = 'I'
  union all
  select merchant_id, store_id, business_date, 'charges', '', charge_count, charges_amount
    from ticket_hour_totals where transaction_type = 'S'
  union all
  select merchant_id, store_id, business_date, 'fees', '', cc_surcharge_count, cc_surcharges_amount
    from ticket_hour_totals where transaction_type = 'S') t`;

export const salesGroupingSql = {
  hour: {
    from: hourRows,
    key: 't.local_hour',
    label: "t.local_hour || ':00'",
    sums: `${totalsColumns}, ${cents('t.weekday_net')} as weekday_net_cents`,
    having: 'having sum(t.ticket_count + t.weekday_ticket_count) > 0',
  },
  nonSalesRevenue: {
    from: nonSalesRows,
    key: "case when t.kind = 'payIn' then 'payIn:' || t.reason else t.kind end",
    label: 't.reason',
    texts: ['t.kind'],
    sums: `sum(t.n)::int as revenue_count, ${cents('t.amount')} as revenue_cents`,
    having: 'having sum(t.n) > 0',
  },
  // a ticket's associate as it was written (no user id: a name the register chose)
  salesAssociate: {
    from: 'tickets t',
    key: 't.sales_associate_name',
    label: 't.sales_associate_name',
    sums: associateColumns,
    where: "t.sales_associate_name is not null and t.transaction_type in ('S', 'R')",
    having: 'having count(*) > 0',
  },
} as const satisfies Record<string, GroupingSql>;
