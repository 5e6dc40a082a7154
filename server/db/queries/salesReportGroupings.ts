import { type SalesGrouping, WEEKDAY_AVERAGE_WEEKS } from '../../../src/domain/reports';
import type { GroupingSql } from './reports';
import { ownDay } from './storePeriods';
import {
  cents,
  itemSalesSql,
  netSalesSql,
  REFUND,
  SALE,
  signedNetSalesSql,
  totalsColumns,
} from './ticketTotals';

/**
 * The SQL of the sales reports' second part (issue 9; docs/decisions.md "Sales reports"), spread
 * into the registry of server/db/queries/reports.ts. Parameters as there: $1 merchant, $2–$6 the
 * stores' periods (storePeriods.ts: $3 and $4 their span). Every read is of the hour totals (migrations 020, 021) or of a partial index of
 * the tickets (021), by (merchant, store, business date).
 */

/** The hour totals' sums of migration 021 on sale tickets: gratuity, guests, donations (day and store rows). */
export const saleExtrasColumns = `${cents('t.gratuity_amount', SALE)} as gratuity_cents,
  coalesce(sum(t.guest_count) filter (where ${SALE}), 0)::int as guest_count,
  ${cents('t.donations_amount', SALE)} as donation_cents,
  coalesce(sum(t.donation_count) filter (where ${SALE}), 0)::int as donation_count`;

/**
 * The hour totals of each store's period and of the 28 days before, each read once with its local
 * hour (the hour totals' own, migration 035): the period's keep their figures; each gives its net
 * sales (weekday_net) times the number of the periods 7, 14, 21 and 28 days before that hold its
 * date, so that Σ weekday_net / 4 is, for each day d of the period, the average of d − 7, d − 14,
 * d − 21 and d − 28. Every row stands for its store's period: it is dated its first day, for SCOPE.
 */
const hourRows = (() => {
  const days = 7 * WEEKDAY_AVERAGE_WEEKS;
  const from = ownDay('h', '$2', '$5');
  const to = ownDay('h', '$2', '$6');
  const inPeriod = `h.business_date >= ${from}`;
  const now = (column: string) => `case when ${inPeriod} then h.${column} else 0 end as ${column}`;
  const net = signedNetSalesSql('h');
  const weeks = Array.from(
    { length: WEEKDAY_AVERAGE_WEEKS },
    (_, i) => `(h.business_date between ${from} - ${7 * (i + 1)} and ${to} - ${7 * (i + 1)})::int`,
  ).join(' + ');
  const figures = [
    'ticket_count',
    'sub_total_amount',
    'discount_amount',
    'gift_card_amount',
    'tax_amount',
    'tip_amount',
  ];
  return `(select h.merchant_id, h.store_id, ${from} as business_date, h.transaction_type, h.hour as local_hour,
      ${figures.map(now).join(', ')},
      (${weeks}) * ${net} as weekday_net, (${weeks}) * h.ticket_count as weekday_ticket_count
    from ticket_hour_totals h
    where h.merchant_id = $1 and h.store_id = any($2::int[]) and h.business_date between $3::date - ${days} and $4::date
      and h.business_date between ${from} - ${days} and ${to}) t`;
})();

/** Sales and refunds of tickets with a sales associate (the partial index tickets_sales_associates). */
const associateColumns = `(count(*) filter (where ${SALE}))::int as sale_count,
  ${cents(itemSalesSql('t'), SALE)} as sales_cents,
  ${cents('t.discount_amount', SALE)} as discount_cents,
  ${cents(netSalesSql('t'), REFUND)} as refund_cents,
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

export const salesGroupingSql: Record<SalesGrouping, GroupingSql> = {
  hour: {
    from: hourRows,
    key: "lpad(t.local_hour::text, 2, '0')",
    label: "lpad(t.local_hour::text, 2, '0') || ':00'",
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
};
