import { type DateRange, sumTotals, type TicketTotals } from '../../../src/domain/myStore';
import { GIFT_CARD_LINE } from '../../../src/domain/ticketAmounts';
import { one, type Queryable } from '../db';
import { datesBetween, unnestedDates, joinStoreOffsets, localHour } from './localHours';
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
 * tickets (migration 003). Every query is scoped to one merchant and either one of its stores or all
 * of them (company view); money comes back in cents.
 * Parameters: $1 merchant, $2 store (null in company view), then the dates.
 */
export interface FiguresScope {
  merchantId: number;
  /** null: every store of the merchant (company view). */
  storeId: number | null;
}

/** The rows of the scope (alias t: tickets or totals). Two forms, so that each can use its index. */
function scopeWhere(scope: FiguresScope): string {
  return scope.storeId === null
    ? 't.merchant_id = $1 and $2::int is null and t.store_id in (select s.store_id from stores s where s.merchant_id = $1)'
    : 't.merchant_id = $1 and t.store_id = $2::int';
}

/** The stores (alias st) of the scope, whose offsets give the hour totals their local hours. */
function scopeStores(scope: FiguresScope): string {
  return scope.storeId === null ? 'st.merchant_id = $1' : 'st.merchant_id = $1 and st.store_id = $2::int';
}

const params = (scope: FiguresScope, ...rest: unknown[]) => [scope.merchantId, scope.storeId, ...rest];

/** The totals of each business date of a range that has tickets. */
export async function dailyTotals(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
): Promise<Map<string, TicketTotals>> {
  const rows = await db.query<TotalsRow & { date: string }>(
    `select to_char(t.business_date, 'YYYY-MM-DD') as date, ${totalsColumns} from ticket_hour_totals t
     where ${scopeWhere(scope)} and t.business_date between $3::date and $4::date
     group by t.business_date ${WITH_TICKETS}`,
    params(scope, range.From, range.To),
  );
  return new Map(rows.map((r) => [r.date, totalsOf(r)]));
}

export interface StoreTotals {
  storeId: number;
  storeName: string;
  totals: TicketTotals;
}

/** The totals of each store of a merchant with tickets in the range, by store name. */
export async function storeTotals(
  db: Queryable,
  merchantId: number,
  range: DateRange,
): Promise<StoreTotals[]> {
  const rows = await db.query<TotalsRow & { store_id: number; store_name: string }>(
    `select s.store_id, s.name as store_name, ${totalsColumns}
     from stores s join ticket_hour_totals t on t.store_id = s.store_id and t.merchant_id = s.merchant_id
     where s.merchant_id = $1 and t.business_date between $2::date and $3::date
     group by s.store_id, s.name ${WITH_TICKETS} order by lower(s.name), s.store_id`,
    [merchantId, range.From, range.To],
  );
  return rows.map((r) => ({ storeId: r.store_id, storeName: r.store_name, totals: totalsOf(r) }));
}

/** The latest business date up to `date` with a sale ticket, or null. */
export async function latestSaleDate(
  db: Queryable,
  scope: FiguresScope,
  date: string,
): Promise<string | null> {
  const row = await one<{ d: string | null }>(
    db,
    `select to_char(max(t.business_date), 'YYYY-MM-DD') as d from ticket_hour_totals t
     where ${scopeWhere(scope)} and t.business_date <= $3::date and t.transaction_type = 'S' and t.ticket_count > 0`,
    params(scope, date),
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
 * Sale tickets and net sales by hour of the day over a range: each store's local hour (localHours.ts),
 * so in company view each store's tickets go to their own local hour.
 */
export async function hourlyTotals(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
): Promise<HourTotals[]> {
  const rows = await db.query<{ hour: number; sale_count: number; net_cents: number }>(
    `select ${localHour('t', 'z')} as hour, ${ticketCount('S')} as sale_count,
       (${cents(netSalesSql('t'), SALE)} - ${cents(netSalesSql('t'), REFUND)}) as net_cents
     from ticket_hour_totals t ${joinStoreOffsets('t', 'z', scopeStores(scope), datesBetween('$3::date', '$4::date'))}
     where ${scopeWhere(scope)} and t.business_date between $3::date and $4::date
       and t.transaction_type in ('S', 'R')
     group by 1 ${WITH_TICKETS} order by 1`,
    params(scope, range.From, range.To),
  );
  return rows.map((r) => ({ hour: r.hour, saleCount: r.sale_count, netCents: Number(r.net_cents) }));
}

/** The totals of some business dates, and the hours of one of them: what the activity summary shows. */
export interface DaysAndHours {
  days: Map<string, TicketTotals>;
  hours: HourTotals[];
}

/**
 * The totals of each of `dates` and the hours of `hoursOf` (one of them; each store's local hours, as
 * hourlyTotals), in one pass over the hour totals grouped by date and local hour, where separate
 * totals and hourly queries read the same rows two or three times (the activity summary's load on a
 * million tickets, bench/README.md).
 */
export async function daysWithHours(
  db: Queryable,
  scope: FiguresScope,
  dates: string[],
  hoursOf: string,
): Promise<DaysAndHours> {
  const rows = await db.query<TotalsRow & { date: string; hour: number }>(
    `select to_char(t.business_date, 'YYYY-MM-DD') as date, ${localHour('t', 'z')} as hour, ${totalsColumns}
     from ticket_hour_totals t ${joinStoreOffsets('t', 'z', scopeStores(scope), unnestedDates('$3::date[]'))}
     where ${scopeWhere(scope)} and t.business_date = any($3::date[])
     group by 1, 2 ${WITH_TICKETS} order by 1, 2`,
    params(scope, dates),
  );
  const parts = new Map<string, TicketTotals[]>();
  const hours: HourTotals[] = [];
  for (const row of rows) {
    const totals = totalsOf(row);
    const ofDate = parts.get(row.date) ?? [];
    ofDate.push(totals);
    parts.set(row.date, ofDate);
    // as hourlyTotals: the hours with a sale or a refund, net = sales − discounts − refunds
    if (row.date === hoursOf && (totals.saleCount > 0 || totals.refundCount > 0))
      hours.push({
        hour: row.hour,
        saleCount: totals.saleCount,
        netCents: totals.salesCents - totals.discountCents - totals.refundCents,
      });
  }
  const days = new Map([...parts].map(([date, totals]) => [date, sumTotals(totals)]));
  return { days, hours };
}

export interface ItemTotals {
  itemName: string;
  quantity: number;
  salesCents: number;
}

/** The items sold most (by item sales) on the sale tickets of a range; lines deleted from a ticket do not count. */
export async function topItems(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
  limit = 5,
): Promise<ItemTotals[]> {
  const rows = await db.query<{ item_name: string; quantity: number; sales_cents: number }>(
    `select t.item_name, sum(t.quantity)::float8 as quantity, ${cents('t.net_amount')} as sales_cents
     from ticket_item_day_totals t
     where ${scopeWhere(scope)} and t.business_date between $3::date and $4::date and t.transaction_type = 'S'
       and t.line_type <> '${GIFT_CARD_LINE}'
     group by t.item_name having sum(t.line_count) > 0 order by sales_cents desc, t.item_name limit $5`,
    params(scope, range.From, range.To, limit),
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

/** The payments taken on the sale tickets of a range, by payment type, largest first. */
export async function paymentTotals(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
): Promise<PaymentTotals[]> {
  const rows = await db.query<{ payment_type: string; count: number; amount_cents: number }>(
    `select t.payment_type, sum(t.payment_count)::int as count, ${cents('t.payment_amount')} as amount_cents
     from ticket_payment_day_totals t
     where ${scopeWhere(scope)} and t.business_date between $3::date and $4::date and t.transaction_type = 'S'
     group by t.payment_type having sum(t.payment_count) > 0 order by amount_cents desc, t.payment_type`,
    params(scope, range.From, range.To),
  );
  return rows.map((r) => ({
    paymentType: r.payment_type,
    count: r.count,
    amountCents: Number(r.amount_cents),
  }));
}

/** Each named customer with a sale ticket in the range, and the date of their first sale ticket ever. */
export async function customerFirstDates(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
): Promise<{ customerNumber: string; firstDate: string }[]> {
  const rows = await db.query<{ customer_number: string; first_date: string }>(
    `select t.customer_number, to_char(min(t.business_date), 'YYYY-MM-DD') as first_date
     from tickets t
     where ${scopeWhere(scope)} and t.business_date <= $4::date and t.transaction_type = 'S'
       and t.customer_number is not null
     group by t.customer_number having max(t.business_date) >= $3::date`,
    params(scope, range.From, range.To),
  );
  return rows.map((r) => ({ customerNumber: r.customer_number, firstDate: r.first_date }));
}

/** Sale tickets of a range with a named customer, and without. */
export async function namedTicketCounts(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
): Promise<{ named: number; anonymous: number }> {
  const row = await one<{ named: number; anonymous: number }>(
    db,
    `select count(*) filter (where t.customer_number is not null)::int as named,
       count(*) filter (where t.customer_number is null)::int as anonymous
     from tickets t
     where ${scopeWhere(scope)} and t.business_date between $3::date and $4::date and t.transaction_type = 'S'`,
    params(scope, range.From, range.To),
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

/** The named customers who spent most on sale tickets in a range. */
export async function topCustomers(
  db: Queryable,
  scope: FiguresScope,
  range: DateRange,
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
     where ${scopeWhere(scope)} and t.business_date between $3::date and $4::date and t.transaction_type = 'S'
       and t.customer_number is not null
     group by t.customer_number order by net_cents desc, t.customer_number limit $5`,
    params(scope, range.From, range.To, limit),
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
