import type { TicketLine, TicketNote, TicketPayment, TicketTax } from '../../../src/domain/posTransactions';
import { one, type Queryable } from '../db';
import { decodeRows } from '../htmlText';
import type { TicketScope } from './ticketSearch';

/**
 * One ticket of the ticket viewer (2-menu §3 "Ticket detail" and its lines, payments, taxes and
 * notes). The ticket is read only within the session's scope: another merchant's ticket, or a
 * store's the session is not on, is not found.
 */
export interface TicketSql {
  [key: string]: unknown;
  document_id: number;
  store_id: number;
  store_name: string;
  time_zone: string;
  merchant_name: string;
  transaction_type: string;
  ticket_date: Date | string;
  ticket_time: string;
  ticket_number: number;
  check_number: number | null;
  business_day: string;
  order_name: string | null;
  customer_name: string | null;
  customer_number: string | null;
  customer_email_address: string | null;
  user_name: string;
  sales_associate_name: string | null;
  station: string;
  selling_location: string | null;
  order_due_date_time: Date | string | null;
  payin_reason: string | null;
  payin_comment: string | null;
  payout_reason: string | null;
  payout_comment: string | null;
  external_reference_number: string | null;
  order_status: number | null;
  last_printed_utc: Date | string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_address1: string | null;
  contact_address2: string | null;
  contact_city: string | null;
  contact_state: string | null;
  contact_zip: string | null;
  sub_total_amount: number;
  gift_card_amount: number;
  charges_amount: number;
  cc_surcharges_amount: number;
  discount_amount: number;
  donations_amount: number;
  price_overrides_amount: number;
  tax_amount: number;
  gratuity_amount: number;
  gratuity_tax_amount: number;
  tip_amount: number;
  total_amount: number;
  payment_rounded_amount: number;
  tender_amount: number;
  change_amount: number;
}

/** The ticket of a DocumentId in the scope, with its store's and merchant's names; undefined if not there. */
export function ticketInScope(
  db: Queryable,
  scope: TicketScope,
  documentId: number,
): Promise<TicketSql | undefined> {
  return one<TicketSql>(
    db,
    `select t.*, to_char(t.business_date, 'YYYY-MM-DD') as business_day,
       to_char(t.ticket_date at time zone s.time_zone, 'HH24:MI:SS') as ticket_time,
       s.name as store_name, s.time_zone, m.name as merchant_name
     from tickets t join stores s on s.store_id = t.store_id join merchants m on m.merchant_id = t.merchant_id
     where t.document_id = $1 and t.merchant_id = $2 and ($3::int is null or t.store_id = $3::int)`,
    [documentId, scope.merchantId, scope.storeId],
  );
}

interface LineSql {
  [key: string]: unknown;
  ticket_line_id: number;
  line_number: number;
  item_name: string;
  item_number: string | null;
  description: string;
  quantity_sold: number;
  is_sold_by_weight: boolean;
  is_manual_weight: boolean;
  line_type: string;
  line_type_extension: string | null;
  line_discount: number;
  ticket_discount: number;
  price: number;
  parent_line_id: number | null;
  is_price_override: boolean;
  is_deleted: boolean;
}

/** Lines in ticket order with each line's modifiers right after it (and theirs after them). */
export function treeOrder<L extends { LineItemId: number; ParentLineItemId: number | null }>(
  lines: L[],
): L[] {
  const ids = new Set(lines.map((l) => l.LineItemId));
  const children = new Map<number, L[]>();
  for (const l of lines)
    if (l.ParentLineItemId !== null && ids.has(l.ParentLineItemId))
      children.set(l.ParentLineItemId, [...(children.get(l.ParentLineItemId) ?? []), l]);
  const out: L[] = [];
  const visit = (l: L) => {
    out.push(l);
    for (const c of children.get(l.LineItemId) ?? []) visit(c);
  };
  for (const l of lines) if (l.ParentLineItemId === null || !ids.has(l.ParentLineItemId)) visit(l);
  return out;
}

export async function ticketLines(db: Queryable, documentId: number): Promise<TicketLine[]> {
  const rows = await db.query<LineSql>(
    `select ticket_line_id, line_number, item_name, item_number, description, quantity_sold, is_sold_by_weight,
       is_manual_weight, line_type, line_type_extension, line_discount, ticket_discount, price, parent_line_id,
       is_price_override, is_deleted
     from ticket_lines where document_id = $1 order by line_number, ticket_line_id`,
    [documentId],
  );
  decodeRows(rows, ['item_name', 'description']);
  return treeOrder(
    rows.map((r) => ({
      LineItemId: Number(r.ticket_line_id),
      LineNumber: r.line_number,
      ItemName: r.item_name,
      ItemNumber: r.item_number,
      Description: r.description,
      QuantitySold: Number(r.quantity_sold),
      IsSoldByWeight: r.is_sold_by_weight,
      IsManualWeight: r.is_manual_weight,
      LineType: r.line_type,
      LineTypeExtension: r.line_type_extension,
      LineDiscount: Number(r.line_discount),
      TicketDiscount: Number(r.ticket_discount),
      Price: Number(r.price),
      ParentLineItemId: r.parent_line_id === null ? null : Number(r.parent_line_id),
      IsPriceOverride: r.is_price_override,
      IsDeleted: r.is_deleted,
    })),
  );
}

export async function ticketPayments(db: Queryable, documentId: number): Promise<TicketPayment[]> {
  const rows = await db.query<{
    description: string;
    payment_type: string;
    payment_amount: number;
    tip_amount: number;
    additional_payment_info: string | null;
    transaction_id: string | null;
  }>(
    `select description, payment_type, payment_amount, tip_amount, additional_payment_info, transaction_id
     from ticket_payments where document_id = $1 order by ticket_payment_id`,
    [documentId],
  );
  return rows.map((r) => ({
    Description: r.description,
    PaymentType: r.payment_type,
    PaymentAmount: Number(r.payment_amount),
    TipAmount: Number(r.tip_amount),
    AdditionalPaymentInfo: r.additional_payment_info,
    TransactionId: r.transaction_id,
  }));
}

export async function ticketTaxes(db: Queryable, documentId: number): Promise<TicketTax[]> {
  const rows = await db.query<{ rule_name: string; tax_rate: number; tax_amount: number }>(
    'select rule_name, tax_rate, tax_amount from ticket_taxes where document_id = $1 order by ticket_tax_id',
    [documentId],
  );
  decodeRows(rows, ['rule_name']);
  return rows.map((r) => ({
    RuleName: r.rule_name,
    TaxRate: Number(r.tax_rate),
    TaxAmount: Number(r.tax_amount),
  }));
}

export async function ticketNotes(db: Queryable, documentId: number): Promise<TicketNote[]> {
  const rows = await db.query<{ sequence_number: number; note: string }>(
    'select sequence_number, note from ticket_notes where document_id = $1 order by sequence_number',
    [documentId],
  );
  return rows.map((r) => ({ SequenceNumber: r.sequence_number, Note: r.note }));
}
