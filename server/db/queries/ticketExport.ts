import {
  EXPORT_TYPE_CODES,
  type ExportTypeCode,
  exportColumns,
  type PosTransExportColumn,
} from '../../../src/domain/posTransactions';
import type { Queryable } from '../db';
import { htmlDecode } from '../../../src/domain/htmlText';
import { signedNetSalesSql } from './ticketTotals';
import {
  NEWEST_FIRST,
  SqlParams,
  type TicketFilters,
  type TicketScope,
  ticketSummary,
  ticketWhere,
} from './ticketSearch';

/**
 * The rows of POS transactions' two exports (2-menu §7, §9; docs/api.md "Exports"), newest first,
 * read in keyset batches over (business_date, ticket_date, document_id) so that memory stays flat
 * whatever the size: "pt" one row a ticket, "td" one row a ticket line with its ticket's identity.
 * The tickets are the search's (ticketWhere). The database writes each row as the answer's JSON
 * array (in the order of exportColumns(code)) and a batch as one text of lines: the server passes
 * it on without building a value a cell (on a million tickets that per-cell work was most of an
 * export's time).
 */
export const EXPORT_BATCH = 5000;
/** Tickets a "td" batch reads: about EXPORT_BATCH lines (a ticket has two to three on average). */
const LINE_TICKET_BATCH = 2000;

/** Where the next batch starts: after this ticket in newest-first order. */
interface Key {
  businessDate: string;
  /** The ticket's time to the microsecond (ISO, UTC): a Date would cut it to the millisecond. */
  ticketKey: string;
  documentId: number;
}

/** A batch as the database writes it. */
interface BatchSql {
  [key: string]: unknown;
  /** the tickets read */
  tickets: number;
  /** the rows written: its tickets ("pt") or their lines ("td") */
  n: number;
  /** the rows, a JSON array a line, newline-separated (null when none) */
  lines: string | null;
  /** the key of the batch's last (oldest) ticket */
  last: Key | null;
}

/** Whether an export is Ticket Detail (a row a line) rather than POS Trans (a row a ticket). */
const isTicketDetail = (code: ExportTypeCode) => code === EXPORT_TYPE_CODES.ticketDetail;

/**
 * A date and a time as the export writes them: YYYY-MM-DD, and the store's local date and time
 * (YYYY-MM-DD HH:mm:ss, its date the business date; a spreadsheet reads it as a date and time),
 * beside the store's time zone.
 */
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const LOCAL_TIME = (column: string) => `to_char(${column} at time zone b.time_zone, 'YYYY-MM-DD HH24:MI:SS')`;
const NEWEST = 'b.business_date desc, b.ticket_date desc, b.document_id desc';

/**
 * An amount as the file writes it: text with two decimals (a JSON number would lose them: 12.50 is
 * 12.5), read by a spreadsheet as the number it is (the CSV's formula guard leaves a plain number be).
 */
const MONEY = (expr: string) => `to_char(${expr}, 'FM999999999990.00')`;

/** Names by code (the catalogue's PosTransactions.Type.<code>): a row says "Sale", not "S". */
export type CodeNames = Readonly<Record<string, string>>;

/** A code by its name, a code without one as it is. */
const typeName = (column: string, names: CodeNames, p: SqlParams) =>
  `case ${column} ${Object.entries(names)
    .map(([code, name]) => `when ${p.add(code)}::text then ${p.add(name)}::text`)
    .join(' ')} else ${column} end`;

/** A "pt" row's cells (exportColumns "pt"), of the tickets b. */
const ticketCells = (names: CodeNames, p: SqlParams): Record<PosTransExportColumn, string> => ({
  BusinessDate: DAY('b.business_date'),
  TicketDate: LOCAL_TIME('b.ticket_date'),
  TimeZone: 'b.time_zone',
  StoreName: 'b.store_name',
  TicketNumber: 'b.ticket_number',
  CheckNumber: 'b.check_number',
  TransactionType: typeName('b.transaction_type', names, p),
  OrderName: 'b.order_name',
  CustomerName: 'b.customer_name',
  UserName: 'b.user_name',
  Station: 'b.station',
  SubTotalAmount: MONEY('b.sub_total_amount'),
  GiftCardAmount: MONEY('b.gift_card_amount'),
  DiscountAmount: MONEY('b.discount_amount'),
  ChargesAmount: MONEY('b.charges_amount'),
  CCSurchargesAmount: MONEY('b.cc_surcharges_amount'),
  DonationsAmount: MONEY('b.donations_amount'),
  TaxAmount: MONEY('b.tax_amount'),
  GratuityAmount: MONEY('b.gratuity_amount'),
  GratuityTaxAmount: MONEY('b.gratuity_tax_amount'),
  TotalAmount: MONEY('b.total_amount'),
  TipAmount: MONEY('b.tip_amount'),
  PaymentRoundedAmount: MONEY('b.payment_rounded_amount'),
  NetSales: MONEY(signedNetSalesSql('b')),
});

/** A "pt" row: the ticket, its columns those of exportColumns (company view: no customer). */
const ticketRow = (companyView: boolean, names: CodeNames, p: SqlParams) => {
  const cells = ticketCells(names, p);
  const columns = exportColumns(EXPORT_TYPE_CODES.posTransactions, companyView) as PosTransExportColumn[];
  return `json_build_array(${columns.map((column) => cells[column]).join(', ')})::text`;
};

/** A "td" row: the line with its ticket's identity (exportColumns "td"). */
const lineRow = (
  names: ExportKind['names'],
  p: SqlParams,
) => `json_build_array(${DAY('b.business_date')}, ${LOCAL_TIME('b.ticket_date')}, b.time_zone, b.store_name,
  b.ticket_number, ${typeName('b.transaction_type', names.transactionTypes, p)}, l.line_number,
  ${typeName('l.line_type', names.lineTypes, p)}, l.item_number,
  l.item_name, l.quantity_sold, ${MONEY('l.price')}, ${MONEY('l.line_discount')}, ${MONEY('l.ticket_discount')},
  l.is_price_override, l.is_deleted)::text`;
/** Where a "td" row holds the item's name (HTML-decoded, as every name: server/db/htmlText.ts). */
const LINE_ITEM_NAME = 9;

/** What an export writes: its type and, to name the tickets' and the lines' types, the catalogue's names. */
export interface ExportKind {
  code: ExportTypeCode;
  names: { transactionTypes: CodeNames; lineTypes: CodeNames };
}

/** The next batch of the filtered tickets after `after`, newest first, written as rows. */
async function batch(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  kind: ExportKind,
  after: Key | null,
  size: number,
): Promise<BatchSql> {
  const { code, names } = kind;
  const p = new SqlParams();
  let where = ticketWhere(scope, f, p);
  if (after)
    where += ` and (t.business_date, t.ticket_date, t.document_id)
      < (${p.add(after.businessDate)}::date, ${p.add(after.ticketKey)}::timestamptz, ${p.add(after.documentId)}::bigint)`;
  const rows = isTicketDetail(code)
    ? `select count(*)::int as n, string_agg(${lineRow(names, p)}, E'\n' order by ${NEWEST}, l.line_number, l.ticket_line_id) as lines
       from b join ticket_lines l on l.document_id = b.document_id`
    : `select count(*)::int as n, string_agg(${ticketRow(scope.storeId === null, names.transactionTypes, p)}, E'\n' order by ${NEWEST}) as lines from b`;
  const [r] = await db.query<BatchSql>(
    `with b as (
       select t.*, s.name as store_name, s.time_zone from tickets t join stores s on s.store_id = t.store_id
       where ${where} order by ${NEWEST_FIRST} limit ${p.add(size)}
     ), r as (${rows})
     select (select count(*)::int from b) as tickets, r.n, r.lines,
       (select json_build_object('businessDate', ${DAY('o.business_date')},
          'ticketKey', to_char(o.ticket_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
          'documentId', o.document_id)
        from (select * from b order by b.business_date, b.ticket_date, b.document_id limit 1) o) as last
     from r`,
    p.values,
  );
  return r;
}

/** A "td" row with its item name HTML-decoded (only a line with a "&" can hold an encoded one). */
function decodedLine(line: string): string {
  if (!line.includes('&')) return line;
  const row = JSON.parse(line) as unknown[];
  const name = row[LINE_ITEM_NAME];
  if (typeof name === 'string') row[LINE_ITEM_NAME] = htmlDecode(name);
  return JSON.stringify(row);
}

/** Rows of an export: JSON arrays, a line each (a JSON text never holds a raw newline). */
export interface ExportRows {
  text: string;
  rows: number;
}

/** A batch's rows, at most `left`, passed on as the database wrote them but for encoded item names. */
function batchRows(b: BatchSql, code: ExportTypeCode, left: number): ExportRows {
  let text = b.lines ?? '';
  let rows = b.n;
  if (rows > left) {
    text = text.split('\n').slice(0, left).join('\n');
    rows = left;
  }
  if (isTicketDetail(code) && text.includes('&')) text = text.split('\n').map(decodedLine).join('\n');
  return { text, rows };
}

/**
 * The rows of the export, batch after batch, at most `limit` in all. The next batch is read while
 * the caller writes this one (on PostgreSQL on another connection of the pool).
 */
export async function* exportRows(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  kind: ExportKind,
  limit: number,
): AsyncGenerator<ExportRows> {
  const { code } = kind;
  const size = isTicketDetail(code) ? LINE_TICKET_BATCH : EXPORT_BATCH;
  const read = (after: Key | null, left: number) => {
    const next = batch(db, scope, f, kind, after, isTicketDetail(code) ? size : Math.min(size, left));
    next.catch(() => {}); // awaited below; a caller that stops early leaves it unread
    return next;
  };
  let left = limit;
  let next = read(null, left);
  for (;;) {
    const b = await next;
    const rows = batchRows(b, code, left);
    left -= rows.rows;
    const more = b.tickets === size && b.last !== null && left > 0;
    if (more) next = read(b.last, left);
    if (rows.rows > 0) yield rows;
    if (!more) return;
  }
}

/** How many rows the whole filtered set has: its tickets ("pt", the search's count) or their lines ("td"). */
export async function exportTotal(
  db: Queryable,
  scope: TicketScope,
  f: TicketFilters,
  code: ExportTypeCode,
): Promise<number> {
  if (!isTicketDetail(code)) return (await ticketSummary(db, scope, f)).TicketCount;
  const p = new SqlParams();
  const [r] = await db.query<{ n: number }>(
    `select count(*)::int as n from tickets t join ticket_lines l on l.document_id = t.document_id
     where ${ticketWhere(scope, f, p)}`,
    p.values,
  );
  return r?.n ?? 0;
}
