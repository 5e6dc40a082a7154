import type { Queryable } from '../db/db';

/** Where a dashboard's figures come from: the session's merchant, and its store unless at company level. */
export interface DashboardScope {
  merchantId: number;
  storeId: number | null;
}

export interface DayFigures {
  /** The business date (YYYY-MM-DD). */
  date: string;
  ticketCount: number;
  /** Sales less discounts, less refunds. */
  netSales: number;
  averageTicket: number;
  refundCount: number;
  voidCount: number;
  tax: number;
  tips: number;
  discounts: number;
  cash: number;
  card: number;
}

const where = 'merchant_id = $1 and ($2::int is null or store_id = $2) and business_date = $3::date';

/** The store's (or the merchant's) figures of one business day from the tickets table. */
export async function dayFigures(db: Queryable, scope: DashboardScope, date: string): Promise<DayFigures> {
  const [row] = await db.query<{
    ticket_count: number;
    sales: number;
    refunds: number;
    refund_count: number;
    void_count: number;
    tax: number;
    tips: number;
    discounts: number;
  }>(
    `select count(*) filter (where transaction_type = 'S')::int as ticket_count,
       coalesce(sum(sub_total_amount - discount_amount) filter (where transaction_type = 'S'), 0)::float8 as sales,
       coalesce(sum(sub_total_amount - discount_amount) filter (where transaction_type = 'R'), 0)::float8 as refunds,
       count(*) filter (where transaction_type = 'R')::int as refund_count,
       count(*) filter (where transaction_type = 'V')::int as void_count,
       coalesce(sum(tax_amount) filter (where transaction_type = 'S'), 0)::float8 as tax,
       coalesce(sum(tip_amount) filter (where transaction_type = 'S'), 0)::float8 as tips,
       coalesce(sum(discount_amount) filter (where transaction_type = 'S'), 0)::float8 as discounts
     from tickets where ${where}`,
    [scope.merchantId, scope.storeId, date],
  );
  const [pay] = await db.query<{ cash: number; card: number }>(
    `select coalesce(sum(p.payment_amount) filter (where p.payment_type = 'CASH'), 0)::float8 as cash,
       coalesce(sum(p.payment_amount) filter (where p.payment_type <> 'CASH'), 0)::float8 as card
     from ticket_payments p join tickets t on t.document_id = p.document_id
     where t.transaction_type = 'S' and t.merchant_id = $1 and ($2::int is null or t.store_id = $2)
       and t.business_date = $3::date`,
    [scope.merchantId, scope.storeId, date],
  );
  const round = (n: number) => Math.round(n * 100) / 100;
  const sales = Number(row.sales);
  return {
    date,
    ticketCount: row.ticket_count,
    netSales: round(sales - Number(row.refunds)),
    averageTicket: row.ticket_count > 0 ? round(sales / row.ticket_count) : 0,
    refundCount: row.refund_count,
    voidCount: row.void_count,
    tax: round(Number(row.tax)),
    tips: round(Number(row.tips)),
    discounts: round(Number(row.discounts)),
    cash: round(Number(pay.cash)),
    card: round(Number(pay.card)),
  };
}

/** The latest business date up to `date` that has tickets, or null. */
export async function latestBusinessDate(
  db: Queryable,
  scope: DashboardScope,
  date: string,
): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `select to_char(max(business_date), 'YYYY-MM-DD') as d from tickets
     where merchant_id = $1 and ($2::int is null or store_id = $2) and business_date <= $3::date`,
    [scope.merchantId, scope.storeId, date],
  );
  return row?.d ?? null;
}

export interface HourRow {
  hour: number;
  ticketCount: number;
  netSales: number;
}

/** Sales tickets and net sales per hour of a business day (the full report). */
export async function hourlyFigures(db: Queryable, scope: DashboardScope, date: string): Promise<HourRow[]> {
  const rows = await db.query<{ hour: number; ticket_count: number; net: number }>(
    `select extract(hour from ticket_date at time zone 'UTC')::int as hour, count(*)::int as ticket_count,
       coalesce(sum(sub_total_amount - discount_amount), 0)::float8 as net
     from tickets where ${where} and transaction_type = 'S'
     group by 1 order by 1`,
    [scope.merchantId, scope.storeId, date],
  );
  return rows.map((r) => ({
    hour: r.hour,
    ticketCount: r.ticket_count,
    netSales: Math.round(Number(r.net) * 100) / 100,
  }));
}

export interface CustomerRow {
  name: string;
  ticketCount: number;
  netSales: number;
}

/** Named customers of a business day, by spend (the customer dashboard). */
export async function customerFigures(
  db: Queryable,
  scope: DashboardScope,
  date: string,
): Promise<{ customerCount: number; top: CustomerRow[] }> {
  const rows = await db.query<{ name: string; ticket_count: number; net: number }>(
    `select customer_name as name, count(*)::int as ticket_count,
       coalesce(sum(sub_total_amount - discount_amount), 0)::float8 as net
     from tickets where ${where} and transaction_type = 'S' and customer_name is not null
     group by customer_name order by net desc, name`,
    [scope.merchantId, scope.storeId, date],
  );
  return {
    customerCount: rows.length,
    top: rows.slice(0, 5).map((r) => ({
      name: r.name,
      ticketCount: r.ticket_count,
      netSales: Math.round(Number(r.net) * 100) / 100,
    })),
  };
}
