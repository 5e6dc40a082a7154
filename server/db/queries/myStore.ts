import type { StorePeriod } from '../../../src/domain/calendar';
import { sumTotals, type TicketTotals } from '../../../src/domain/myStore';
import { LineType } from '../../../src/domain/enums';
import { one, type Queryable } from '../db';
import { inStorePeriods, ownDay, storePeriodParams } from './storePeriods';
import {
  cents,
  netSalesSql,
  REFUND,
  SALE,
  ticketCount,
  totalsColumns,
  totalsOf,
  type TotalsRow,
  WITH_TICKETS,
} from './ticketTotals';

/**
 * The SQL of my store's figures. The sales figures read the totals the database keeps as tickets are
 * written (migration 020: ticket_hour_totals, ticket_item_day_totals, ticket_payment_day_totals), so
 * a 30-day dashboard adds up a few thousand rows, not every ticket; the customer figures read the
 * tickets (migration 003). Every query is scoped to one merchant and some of its stores, each on the
 * days of its own period (storePeriods.ts: in company view a preset is each store's own days); money
 * comes back in cents.
 * Parameters: $1 merchant, $2–$6 the stores' periods (storePeriods.ts), then the query's own.
 */
export interface FiguresScope {
  merchantId: number;
  /** null: every store of the merchant (company view). */
  storeId: number | null;
}

/** The rows (alias t) of the scope's stores, each on the days of its own period ($2–$6). */
const IN_PERIODS = inStorePeriods('t', { ids: '$2', from: '$3', to: '$4', froms: '$5', tos: '$6' });

/** The parameters of a query over the stores' periods: the merchant, the periods, then `rest` ($7…). */
function params(scope: FiguresScope, periods: readonly StorePeriod[], ...rest: unknown[]): unknown[] {
  const p = storePeriodParams(periods);
  return [scope.merchantId, p.storeIds, p.span.From, p.span.To, p.froms, p.tos, ...rest];
}

/** The totals of each business date of the stores' periods that has tickets. */
export async function dailyTotals(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
): Promise<Map<string, TicketTotals>> {
  const rows = await db.query<TotalsRow & { date: string }>(
    `select to_char(t.business_date, 'YYYY-MM-DD') as date, ${totalsColumns} from ticket_hour_totals t
     where t.merchant_id = $1 and ${IN_PERIODS}
     group by t.business_date ${WITH_TICKETS}`,
    params(scope, periods),
  );
  return new Map(rows.map((r) => [r.date, totalsOf(r)]));
}

export interface StoreTotals {
  storeId: number;
  storeName: string;
  totals: TicketTotals;
}

/** The totals of each of the stores with tickets in its period, by store name. */
export async function storeTotals(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
): Promise<StoreTotals[]> {
  const rows = await db.query<TotalsRow & { store_id: number; store_name: string }>(
    `select s.store_id, s.name as store_name, ${totalsColumns}
     from stores s join ticket_hour_totals t on t.store_id = s.store_id and t.merchant_id = s.merchant_id
     where s.merchant_id = $1 and ${IN_PERIODS}
     group by s.store_id, s.name ${WITH_TICKETS} order by lower(s.name), s.store_id`,
    params(scope, periods),
  );
  return rows.map((r) => ({ storeId: r.store_id, storeName: r.store_name, totals: totalsOf(r) }));
}

/** A store's business day: the day the activity summary shows of it. */
export interface StoreDay {
  StoreId: number;
  Date: string;
}

/** The stores' days as a from-item `a(store_id, day)`, from $2 (stores) and $3 (their days). */
const STORE_DAYS = 'unnest($2::int[], $3::date[]) a(store_id, day)';
const storeDayParams = (scope: FiguresScope, days: readonly StoreDay[]) => [
  scope.merchantId,
  days.map((d) => d.StoreId),
  days.map((d) => d.Date),
];

/**
 * The latest business date with a sale ticket of any of the stores, up to each one's own day; or
 * null. Each store's latest is read backwards along its (store, business date) key, stopping at the
 * first: no store's history is added up.
 */
export async function latestSaleDate(
  db: Queryable,
  scope: FiguresScope,
  days: readonly StoreDay[],
): Promise<string | null> {
  const row = await one<{ d: string | null }>(
    db,
    `select to_char(max(l.business_date), 'YYYY-MM-DD') as d from ${STORE_DAYS}
     cross join lateral (select t.business_date from ticket_hour_totals t
       where t.merchant_id = $1 and t.store_id = a.store_id and t.business_date <= a.day
         and t.transaction_type = 'S' and t.ticket_count > 0
       order by t.business_date desc limit 1) l`,
    storeDayParams(scope, days),
  );
  return row?.d ?? null;
}

export interface HourTotals {
  hour: number;
  saleCount: number;
  /** Net sales (sales − discounts − refunds) of the tickets of that hour. */
  netCents: number;
}

/**
 * Sale tickets and net sales by hour of the day over the stores' periods: each store's local hour
 * (the hour totals' own, migration 035), so in company view each store's tickets go to their own
 * local hour.
 */
export async function hourlyTotals(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
): Promise<HourTotals[]> {
  const rows = await db.query<{ hour: number; sale_count: number; net_cents: number }>(
    `select t.hour, ${ticketCount('S')} as sale_count,
       (${cents(netSalesSql('t'), SALE)} - ${cents(netSalesSql('t'), REFUND)}) as net_cents
     from ticket_hour_totals t
     where t.merchant_id = $1 and ${IN_PERIODS} and t.transaction_type in ('S', 'R')
     group by 1 ${WITH_TICKETS} order by 1`,
    params(scope, periods),
  );
  return rows.map((r) => ({ hour: r.hour, saleCount: r.sale_count, netCents: Number(r.net_cents) }));
}

/** The totals of the stores' days and of a week before, and the hours of the days: what the activity summary shows. */
export interface DaysAndHours {
  day: TicketTotals;
  lastWeek: TicketTotals;
  hours: HourTotals[];
}

/**
 * The totals of each store's day (`days`), of the same weekday a week before, and the hours of the
 * day (each store's local hours, as hourlyTotals), in one pass over the hour totals grouped by the
 * day (0, or −7 for the week before) and the hour, where separate totals and hourly queries read the
 * same rows two or three times (the activity summary's load on a million tickets, bench/README.md).
 */
export async function daysWithHours(
  db: Queryable,
  scope: FiguresScope,
  days: readonly StoreDay[],
): Promise<DaysAndHours> {
  const rows = await db.query<TotalsRow & { offset_days: number; hour: number }>(
    `select t.business_date - a.day as offset_days, t.hour, ${totalsColumns}
     from ${STORE_DAYS} join ticket_hour_totals t on t.merchant_id = $1 and t.store_id = a.store_id
       and t.business_date in (a.day, a.day - 7)
     group by 1, 2 ${WITH_TICKETS} order by 1, 2`,
    storeDayParams(scope, days),
  );
  const day: TicketTotals[] = [];
  const lastWeek: TicketTotals[] = [];
  const hours: HourTotals[] = [];
  for (const row of rows) {
    const totals = totalsOf(row);
    if (row.offset_days !== 0) {
      lastWeek.push(totals);
      continue;
    }
    day.push(totals);
    // as hourlyTotals: the hours with a sale or a refund, net = sales − discounts − refunds
    if (totals.saleCount > 0 || totals.refundCount > 0)
      hours.push({
        hour: row.hour,
        saleCount: totals.saleCount,
        netCents: totals.salesCents - totals.discountCents - totals.refundCents,
      });
  }
  return { day: sumTotals(day), lastWeek: sumTotals(lastWeek), hours };
}

export interface ItemTotals {
  itemName: string;
  quantity: number;
  salesCents: number;
}

/** The items sold most (by item sales) on the sale tickets of the stores' periods; lines deleted from a ticket and gift cards sold (no item sale) do not count. */
export async function topItems(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
  limit = 5,
): Promise<ItemTotals[]> {
  const rows = await db.query<{ item_name: string; quantity: number; sales_cents: number }>(
    `select t.item_name, sum(t.quantity)::float8 as quantity, ${cents('t.net_amount')} as sales_cents
     from ticket_item_day_totals t
     where t.merchant_id = $1 and ${IN_PERIODS} and t.transaction_type = 'S'
       and t.line_type <> '${LineType.GiftCard}'
     group by t.item_name having sum(t.line_count) > 0 order by sales_cents desc, t.item_name limit $7`,
    params(scope, periods, limit),
  );
  return rows.map((r) => ({
    itemName: r.item_name,
    quantity: Number(r.quantity),
    salesCents: Number(r.sales_cents),
  }));
}

export interface PaymentTotals {
  paymentType: string;
  count: number;
  amountCents: number;
}

/** The payments taken on the sale tickets of the stores' periods, by payment type, largest first. */
export async function paymentTotals(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
): Promise<PaymentTotals[]> {
  const rows = await db.query<{ payment_type: string; count: number; amount_cents: number }>(
    `select t.payment_type, sum(t.payment_count)::int as count, ${cents('t.payment_amount')} as amount_cents
     from ticket_payment_day_totals t
     where t.merchant_id = $1 and ${IN_PERIODS} and t.transaction_type = 'S'
     group by t.payment_type having sum(t.payment_count) > 0 order by amount_cents desc, t.payment_type`,
    params(scope, periods),
  );
  return rows.map((r) => ({
    paymentType: r.payment_type,
    count: r.count,
    amountCents: Number(r.amount_cents),
  }));
}

/**
 * Each named customer with a sale ticket in a store's period, with the date of their first sale
 * ticket ever (up to the end of the periods) and the first day of that ticket's store's period.
 */
export async function customerFirstDates(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
): Promise<{ customerNumber: string; firstDate: string; periodFrom: string }[]> {
  const from = ownDay('t', '$2', '$5');
  const rows = await db.query<{ customer_number: string; first_date: string; period_from: string }>(
    `select t.customer_number, to_char(min(t.business_date), 'YYYY-MM-DD') as first_date,
       to_char((array_agg(${from} order by t.business_date, t.ticket_date))[1], 'YYYY-MM-DD') as period_from
     from tickets t
     where t.merchant_id = $1 and t.store_id = any($2::int[]) and t.business_date <= $4::date
       and t.business_date <= ${ownDay('t', '$2', '$6')} and t.transaction_type = 'S' and t.customer_number is not null
     group by t.customer_number having max(t.business_date) >= $3::date and bool_or(t.business_date >= ${from})`,
    params(scope, periods),
  );
  return rows.map((r) => ({
    customerNumber: r.customer_number,
    firstDate: r.first_date,
    periodFrom: r.period_from,
  }));
}

/** Sale tickets of the stores' periods with a named customer, and without. */
export async function namedTicketCounts(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
): Promise<{ named: number; anonymous: number }> {
  const row = await one<{ named: number; anonymous: number }>(
    db,
    `select count(*) filter (where t.customer_number is not null)::int as named,
       count(*) filter (where t.customer_number is null)::int as anonymous
     from tickets t
     where t.merchant_id = $1 and ${IN_PERIODS} and t.transaction_type = 'S'`,
    params(scope, periods),
  );
  return { named: row?.named ?? 0, anonymous: row?.anonymous ?? 0 };
}

export interface CustomerTotals {
  customerNumber: string;
  name: string;
  saleCount: number;
  /** Net sales of their sale tickets (sales − discounts). */
  netCents: number;
}

/** The named customers who spent most on sale tickets in the stores' periods. */
export async function topCustomers(
  db: Queryable,
  scope: FiguresScope,
  periods: readonly StorePeriod[],
  limit = 5,
): Promise<CustomerTotals[]> {
  const rows = await db.query<{
    customer_number: string;
    name: string;
    sale_count: number;
    net_cents: number;
  }>(
    `select t.customer_number, coalesce(max(t.customer_name), t.customer_number) as name,
       count(*)::int as sale_count, ${cents(netSalesSql('t'))} as net_cents
     from tickets t
     where t.merchant_id = $1 and ${IN_PERIODS} and t.transaction_type = 'S'
       and t.customer_number is not null
     group by t.customer_number order by net_cents desc, t.customer_number limit $7`,
    params(scope, periods, limit),
  );
  return rows.map((r) => ({
    customerNumber: r.customer_number,
    name: r.name,
    saleCount: r.sale_count,
    netCents: Number(r.net_cents),
  }));
}

/** The merchant's name and, for a store, the store's. */
export async function placeNames(
  db: Queryable,
  scope: FiguresScope,
): Promise<{ merchantName: string; storeName: string | null }> {
  const row = await one<{ merchant_name: string; store_name: string | null }>(
    db,
    `select m.name as merchant_name, s.name as store_name from merchants m
     left join stores s on s.store_id = $2::int and s.merchant_id = m.merchant_id
     where m.merchant_id = $1`,
    [scope.merchantId, scope.storeId],
  );
  return { merchantName: row?.merchant_name ?? '', storeName: row?.store_name ?? null };
}
