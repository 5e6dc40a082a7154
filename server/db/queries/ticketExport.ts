import { EXPORT_TYPE_CODES, type ExportTypeCode } from '../../../src/domain/posTransactions';
import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import {
  isoTime,
  NEWEST_FIRST,
  SqlParams,
  type TicketFilters,
  type TicketScope,
  ticketWhere,
} from './ticketSearch';

/**
 * The rows of POS transactions' two exports (2-menu §7, §9; docs/api.md "Exports"), newest first,
 * read in keyset batches over (business_date, ticket_date, document_id) so that memory stays flat whatever the
 * size: "pt" one row a ticket, "td" one row a ticket line with its ticket's identity. The tickets
 * are the search's (ticketWhere). Each row is an array in the order of exportColumns(code).
 */
export const EXPORT_BATCH = 5000;
/** Tickets a "td" batch reads: about EXPORT_BATCH lines (a ticket has two to three on average). */
const LINE_TICKET_BATCH = 2000;

type Cell = string | number | boolean | null;

/** Where the next batch starts: after this ticket in newest-first order. */
interface Key {
  businessDate: string;
  /** The ticket's time to the microsecond (ISO, UTC): a Date would cut it to the millisecond. */
  ticketKey: string;
  documentId: number;
}

interface TicketKeySql {
  [key: string]: unknown;
  document_id: number;
  ticket_date: Date | string;
  ticket_key: string;
  business_date: string;
  store_name: string;
  ticket_number: number;
  check_number: number | null;
  transaction_type: string;
  order_name: string | null;
  customer_name: string | null;
  user_name: string;
  station: string;
  sub_total_amount: number;
  discount_amount: number;
  tax_amount: number;
  tip_amount: number;
  total_amount: number;
}

/** The next batch of the filtered tickets after `after`, newest first. */
async function ticketBatch(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  after: Key | null,
  size: number,
): Promise<TicketKeySql[]> {
  const p = new SqlParams();
  let where = ticketWhere(scope, f, p);
  if (after)
    where += ` and (t.business_date, t.ticket_date, t.document_id)
      < (${p.add(after.businessDate)}::date, ${p.add(after.ticketKey)}::timestamptz, ${p.add(after.documentId)}::bigint)`;
  return db.query<TicketKeySql>(
    `select t.document_id, t.ticket_date,
       to_char(t.ticket_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ticket_key, to_char(t.business_date, 'YYYY-MM-DD') as business_date, s.name as store_name,
       t.ticket_number, t.check_number, t.transaction_type, t.order_name, t.customer_name, t.user_name, t.station,
       t.sub_total_amount, t.discount_amount, t.tax_amount, t.tip_amount, t.total_amount
     from tickets t join stores s on s.store_id = t.store_id
     where ${where} order by ${NEWEST_FIRST} limit ${p.add(size)}`,
    p.values,
  );
}

function ticketRow(t: TicketKeySql): Cell[] {
  return [
    t.business_date,
    isoTime(t.ticket_date),
    t.store_name,
    t.ticket_number,
    t.check_number,
    t.transaction_type,
    t.order_name,
    t.customer_name,
    t.user_name,
    t.station,
    Number(t.sub_total_amount),
    Number(t.discount_amount),
    Number(t.tax_amount),
    Number(t.tip_amount),
    Number(t.total_amount),
  ];
}

interface LineSql {
  [key: string]: unknown;
  document_id: number;
  line_number: number;
  line_type: string;
  item_number: string | null;
  item_name: string;
  quantity_sold: number;
  price: number;
  line_discount: number;
  ticket_discount: number;
  is_price_override: boolean;
  is_deleted: boolean;
}

/** The "td" rows of a batch of tickets: their lines in ticket order, each ticket's lines in line order. */
async function lineRows(db: Queryable, tickets: TicketKeySql[]): Promise<Cell[][]> {
  const lines = await db.query<LineSql>(
    `select document_id, line_number, line_type, item_number, item_name, quantity_sold, price, line_discount,
       ticket_discount, is_price_override, is_deleted
     from ticket_lines where document_id = any($1::bigint[]) order by document_id, line_number, ticket_line_id`,
    [tickets.map((t) => t.document_id)],
  );
  decodeRows(lines, ['item_name']);
  const byTicket = new Map<number, LineSql[]>();
  for (const l of lines) {
    const id = Number(l.document_id);
    byTicket.set(id, [...(byTicket.get(id) ?? []), l]);
  }
  return tickets.flatMap((t) =>
    (byTicket.get(Number(t.document_id)) ?? []).map((l) => [
      t.business_date,
      isoTime(t.ticket_date),
      t.store_name,
      t.ticket_number,
      t.transaction_type,
      l.line_number,
      l.line_type,
      l.item_number,
      l.item_name,
      Number(l.quantity_sold),
      Number(l.price),
      Number(l.line_discount),
      Number(l.ticket_discount),
      l.is_price_override,
      l.is_deleted,
    ]),
  );
}

/** The rows of the export, batch after batch, at most `limit` in all. */
export async function* exportRows(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  code: ExportTypeCode,
  limit: number,
): AsyncGenerator<Cell[][]> {
  const lines = code === EXPORT_TYPE_CODES.ticketDetail;
  const size = lines ? LINE_TICKET_BATCH : EXPORT_BATCH;
  let left = limit;
  let after: Key | null = null;
  while (left > 0) {
    const tickets = await ticketBatch(db, scope, f, after, lines ? size : Math.min(size, left));
    if (tickets.length === 0) return;
    const rows = (lines ? await lineRows(db, tickets) : tickets.map(ticketRow)).slice(0, left);
    left -= rows.length;
    if (rows.length > 0) yield rows;
    if (tickets.length < size) return;
    const last = tickets[tickets.length - 1];
    after = {
      businessDate: last.business_date,
      ticketKey: last.ticket_key,
      documentId: Number(last.document_id),
    };
  }
}

/** How many rows the whole filtered set has: its tickets ("pt") or their lines ("td"). */
export async function exportTotal(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  code: ExportTypeCode,
): Promise<number> {
  const p = new SqlParams();
  const where = ticketWhere(scope, f, p);
  const from =
    code === EXPORT_TYPE_CODES.ticketDetail
      ? 'tickets t join ticket_lines l on l.document_id = t.document_id'
      : 'tickets t';
  const [r] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${from} where ${where}`,
    p.values,
  );
  return r?.n ?? 0;
}
