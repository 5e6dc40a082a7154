import { fromCents } from '../../../src/domain/myStore';
import {
  numericSearchColumns,
  type PosTransactionRow,
  type PosTransactionSortColumn,
  type PosTransactionSummary,
  type SearchColumn,
  selectedTypes,
} from '../../../src/domain/posTransactions';
import type { StorePeriod } from '../../../src/domain/calendar';
import type { Queryable } from '../db';
import { cents, signedNetSalesSql } from './ticketTotals';
import { inStorePeriods, storePeriodParams } from './storePeriods';

/**
 * The SQL of POS transactions' search (2-menu §3; docs/decisions.md "POS transactions"): one where
 * clause for the list, its summary and both exports (ticketWhere), scoped to the merchant and its
 * store (or every store of the merchant: company view).
 */
export interface TicketScope {
  merchantId: number;
  /** null: every store of the merchant (company view). */
  storeId: number | null;
}

/** The filters of a search or an export, as the request schemas read them. */
export interface TicketFilters {
  FromDate: string;
  ToDate: string;
  TicketNumber: number | null;
  BusinessDate: string | null;
  TicketFilter: string;
  SearchArg2: string;
  SearchColumnFilter: string;
  SearchArg: string;
  /** Every transaction type, deleted tickets too (GetTickets: a number names a ticket whatever became of it). */
  everyType?: boolean;
  /** Each store's own days (a preset: each store's on its own business day), instead of From–To. */
  periods?: readonly StorePeriod[] | null;
}

/** The parameters of a statement: each value added answers its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A text as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const EXACT_NUMBER = /^\d{1,9}$/;
const EXACT_AMOUNT = /^\$?\d{1,7}(\.\d{1,2})?$/;

/** A column of the ticket searched with "contains" (the others are in lines or payments, or exact). */
const ticketTextColumns: Partial<Record<SearchColumn, string>> = {
  customer_number: 't.customer_number',
  customer_name: 't.customer_name',
  contact_name: 't.contact_name',
  user_name: 't.user_name',
  externalreference_number: 't.external_reference_number',
  contact_phone: 't.contact_phone',
  storedevice_name: 't.station',
};

const lineColumns: Partial<Record<SearchColumn, string>> = {
  item_name: 'l.item_name',
  description: 'l.description',
  barcode: 'l.item_number',
};

const numberColumns: Partial<Record<SearchColumn, string>> = {
  ticket_number: 't.ticket_number',
  check_number: 't.check_number',
};

/**
 * Whether the ticket has a row of a child table (lines, payments) that matches. Written as a
 * subquery with LIMIT 1 rather than EXISTS: the planner then probes the child's document index for
 * each ticket of the range (about 270 ms for 30,000 tickets of the million-ticket database) instead
 * of hashing a scan of the whole child table (about 1.5 s), and a newest-first page stops early.
 */
function hasRow(table: string, alias: string, condition: string): string {
  return `(select 1 from ${table} where ${alias}.document_id = t.document_id and ${condition} limit 1) is not null`;
}

/** The search-by condition (§3 SearchColumnFilter): numbers exact, every other column "contains". */
function searchCondition(column: SearchColumn, arg: string, p: SqlParams): string {
  if (numericSearchColumns.includes(column)) {
    if (column === 'amount')
      return EXACT_AMOUNT.test(arg) ? `t.total_amount = ${p.add(arg.replace('$', ''))}::numeric` : 'false';
    return EXACT_NUMBER.test(arg) ? `${numberColumns[column]} = ${p.add(Number(arg))}::int` : 'false';
  }
  const like = () => p.add(containsPattern(arg));
  const ticketColumn = ticketTextColumns[column];
  if (ticketColumn) return `${ticketColumn} ilike ${like()}`;
  const lineColumn = lineColumns[column];
  if (lineColumn) return hasRow('ticket_lines l', 'l', `${lineColumn} ilike ${like()}`);
  if (column === 'creditcard_name')
    return hasRow('ticket_payments tp', 'tp', `tp.description ilike ${like()}`);
  // all: the ticket number, the customer's, the order's and the user's names
  const pattern = like();
  const names = ['t.customer_name', 't.order_name', 't.user_name'].map((c) => `${c} ilike ${pattern}`);
  if (EXACT_NUMBER.test(arg)) names.unshift(`t.ticket_number = ${p.add(Number(arg))}::int`);
  return `(${names.join(' or ')})`;
}

/**
 * The tickets (alias t) of the scope that pass the filters: the one where clause of the list, its
 * summary, the lookup and both exports.
 */
export function ticketWhere(scope: TicketScope, f: TicketFilters, p: SqlParams): string {
  const parts = [`t.merchant_id = ${p.add(scope.merchantId)}::int`];
  if (scope.storeId !== null) parts.push(`t.store_id = ${p.add(scope.storeId)}::int`);
  if (f.periods) {
    const { storeIds, span, froms, tos } = storePeriodParams(f.periods);
    const [ids, from, to] = [p.add(storeIds), p.add(span.From), p.add(span.To)];
    parts.push(inStorePeriods('t', { ids, from, to, froms: p.add(froms), tos: p.add(tos) }));
  } else parts.push(`t.business_date between ${p.add(f.FromDate)}::date and ${p.add(f.ToDate)}::date`);
  if (!f.everyType)
    parts.push(`t.transaction_type = any(${p.add(selectedTypes(f.TicketFilter, f.SearchArg2))}::text[])`);
  if (f.TicketNumber !== null) parts.push(`t.ticket_number = ${p.add(f.TicketNumber)}::int`);
  if (f.BusinessDate !== null) parts.push(`t.business_date = ${p.add(f.BusinessDate)}::date`);
  const arg = f.SearchArg.trim();
  if (arg !== '') parts.push(searchCondition(f.SearchColumnFilter as SearchColumn, arg, p));
  return parts.join(' and ');
}

/**
 * The allow-list of the list's sort: each column's SQL. The ticket's time sorts within its business
 * day (the days follow each other), which is the order of the (store, business_date, ticket_date)
 * index: a newest-first page stops after its rows.
 */
const sortable: Record<PosTransactionSortColumn, string[]> = {
  TicketDate: ['t.business_date', 't.ticket_date'],
  OrderName: ['t.order_name'],
  TicketNumber: ['t.ticket_number'],
  CheckNumber: ['t.check_number'],
  TransactionType: ['t.transaction_type'],
  CustomerName: ['t.customer_name'],
  TotalAmount: ['t.total_amount'],
  UserName: ['t.user_name'],
  Station: ['t.station'],
  BusinessDate: ['t.business_date', 't.ticket_date'],
};

/** The list's default order, the lookup's and the exports': newest first. */
export const NEWEST_FIRST = 't.business_date desc, t.ticket_date desc, t.document_id desc';

export interface TicketSort {
  SortColumn: string | null;
  SortDirection: string;
}

/**
 * ORDER BY of a sort (only ever the allow-list's SQL; newest first by default), DocumentId last. A
 * company view sorts by no customer's name: it has none to show.
 */
export function ticketOrder(sort: TicketSort, companyView = false): string {
  const named =
    sort.SortColumn !== null &&
    Object.hasOwn(sortable, sort.SortColumn) &&
    !(companyView && sort.SortColumn === 'CustomerName');
  const column = named ? sortable[sort.SortColumn as PosTransactionSortColumn] : sortable.TicketDate;
  const direction = named ? (sort.SortDirection === 'desc' ? 'desc' : 'asc') : 'desc';
  return [...column, 't.document_id'].map((c) => `${c} ${direction}`).join(', ');
}

interface RowSql {
  [key: string]: unknown;
  id: number;
  ticket_date: Date | string;
  order_name: string | null;
  ticket_number: number;
  check_number: number | null;
  transaction_type: string;
  customer_name: string | null;
  total_amount: number;
  user_name: string;
  station: string;
  business_date: string;
  store_id: number;
  store_name: string;
  time_zone: string;
}

export const rowColumns = `t.document_id as id, t.ticket_date, t.order_name, t.ticket_number, t.check_number,
  t.transaction_type, t.customer_name, t.total_amount, t.user_name, t.station,
  to_char(t.business_date, 'YYYY-MM-DD') as business_date, t.store_id, s.name as store_name, s.time_zone`;

/** A timestamp as the API writes it (ISO 8601, UTC). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** A list row; in company view without the customer's name, as the detail and the receipt (customerFields). */
function rowOf(r: RowSql, companyView: boolean): PosTransactionRow {
  return {
    id: Number(r.id),
    TicketDate: isoTime(r.ticket_date),
    OrderName: r.order_name,
    TicketNumber: r.ticket_number,
    CheckNumber: r.check_number,
    TransactionType: r.transaction_type,
    CustomerName: companyView ? null : r.customer_name,
    TotalAmount: Number(r.total_amount),
    UserName: r.user_name,
    Station: r.station,
    BusinessDate: r.business_date,
    StoreId: r.store_id,
    StoreName: r.store_name,
    TimeZone: r.time_zone,
  };
}

export interface TicketPageRequest extends TicketSort {
  PageRowCount: number;
  RequestedPageNum: number;
}

/** One page of the filtered tickets in the requested order. */
export async function ticketPage(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  page: TicketPageRequest,
): Promise<PosTransactionRow[]> {
  const companyView = scope.storeId === null;
  const p = new SqlParams();
  const where = ticketWhere(scope, f, p);
  const offset = Math.min((page.RequestedPageNum - 1) * page.PageRowCount, Number.MAX_SAFE_INTEGER);
  const rows = await db.query<RowSql>(
    `select ${rowColumns} from tickets t join stores s on s.store_id = t.store_id
     where ${where} order by ${ticketOrder(page, companyView)} limit ${p.add(page.PageRowCount)} offset ${p.add(offset)}`,
    p.values,
  );
  return rows.map((r) => rowOf(r, companyView));
}

/**
 * Whether a search's summary can be read from the hour totals (migration 020): its filters are the
 * scope, the dates and the types, which ticket_hour_totals has as its own columns.
 */
const readsHourTotals = (f: TicketFilters) =>
  f.TicketNumber === null && f.SearchArg.trim() === '' && !f.everyType;

/**
 * The figures of the whole filtered set: its count, its net sales (src/domain/netSales.ts), Σ total
 * of its sales and of its refunds. Read from the hour totals when the filters allow it (a row a
 * store, day, hour and type), else from the tickets.
 */
export async function ticketSummary(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
): Promise<PosTransactionSummary> {
  const p = new SqlParams();
  const where = ticketWhere(scope, f, p);
  const [count, from] = readsHourTotals(f)
    ? ['sum(t.ticket_count)', 'ticket_hour_totals t']
    : ['count(*)', 'tickets t'];
  const [r] = await db.query<{
    n: number;
    net_sales_cents: number;
    sales_cents: number;
    refunds_cents: number;
  }>(
    `select coalesce(${count}, 0)::int as n, ${cents(signedNetSalesSql('t'))} as net_sales_cents,
       coalesce(round(sum(t.total_amount) filter (where t.transaction_type = 'S') * 100), 0)::float8 as sales_cents,
       coalesce(round(sum(t.total_amount) filter (where t.transaction_type = 'R') * 100), 0)::float8 as refunds_cents
     from ${from} where ${where}`,
    p.values,
  );
  return {
    TicketCount: r?.n ?? 0,
    NetSalesAmount: fromCents(Number(r?.net_sales_cents ?? 0)),
    SalesAmount: fromCents(Number(r?.sales_cents ?? 0)),
    RefundsAmount: fromCents(Number(r?.refunds_cents ?? 0)),
  };
}

/** The tickets of a number in a range (GetTickets, "go to ticket"), newest first. */
export async function ticketsOfNumber(
  db: Queryable,
  scope: TicketScope,
  f: Pick<TicketFilters, 'FromDate' | 'ToDate' | 'TicketNumber' | 'BusinessDate'>,
  page: Pick<TicketPageRequest, 'PageRowCount' | 'RequestedPageNum'>,
): Promise<PosTransactionRow[]> {
  const filters = {
    ...f,
    TicketFilter: '',
    SearchArg2: '',
    SearchColumnFilter: 'all',
    SearchArg: '',
    everyType: true,
  };
  // newest first: the default order
  return ticketPage(db, scope, filters, { ...page, SortColumn: null, SortDirection: 'desc' });
}
