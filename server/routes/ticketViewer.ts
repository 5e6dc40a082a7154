import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  customerFields,
  type DatePreset,
  datePresetPeriod,
  type PosTransactionSearchAnswer,
  type TicketDetail,
} from '../../src/domain/posTransactions';
import {
  posTransactionSearchSchema,
  ticketLookupSchema,
  ticketViewerSchema,
} from '../../src/domain/posTransactionRequests';
import { requireRoute } from '../auth/routeAccess';
import {
  type TicketSql,
  ticketInScope,
  ticketLines,
  ticketNotes,
  ticketPayments,
  ticketTaxes,
} from '../db/queries/ticketDetail';
import {
  isoTime,
  type TicketFilters,
  type TicketScope,
  ticketPage,
  ticketSummary,
  ticketsOfNumber,
} from '../db/queries/ticketSearch';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { periodsOfStores, viewStores } from './storeClock';

/**
 * POS transactions (2-menu-and-reports.md §3, §7; docs/api.md "POS transactions"): the search with
 * its summary, the "go to ticket" lookup and the ticket viewer's five reads. Everything is scoped to
 * the session's merchant and store (company view: every store of the merchant, customer fields
 * left out); another scope's ticket is not found. Reads only, POST like the contract's other reads.
 */
export const ticketViewer = new Hono<AppEnv>();

export const posTransRoute = requireRoute('/results/posTrans');

ticketViewer.use('/TicketViewer/*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

export function ticketScope(c: Context<AppEnv>): TicketScope {
  const { merchantId, storeId } = c.var.access;
  return { merchantId, storeId };
}

/**
 * A search's filters with the stores' own days: a preset range (DatePreset) is each store's preset
 * on its own business day by the server's clock (in company view New York may be on the next day
 * while Denver is not); without one, From–To for every store.
 */
export function ticketFiltersOf(
  c: Context<AppEnv>,
  body: Omit<TicketFilters, 'periods'> & { DatePreset: DatePreset | null },
): TicketFilters {
  const { DatePreset: preset, ...filters } = body;
  if (preset === null) return filters;
  const presetOn = (today: string) => datePresetPeriod(preset, today);
  const range = { From: body.FromDate, To: body.ToDate };
  return { ...filters, periods: periodsOfStores(c, viewStores(c), presetOn, range) };
}

/** The ticket of a DocumentId within the session's scope, or 404 PosTransactions.TicketNotFound. */
export async function scopedTicket(c: Context<AppEnv>, documentId: number): Promise<TicketSql> {
  const ticket = await ticketInScope(c.var.deps.db, ticketScope(c), documentId);
  if (!ticket) throw Errors.notFound('PosTransactions.TicketNotFound');
  return ticket;
}

const time = (v: Date | string | null) => (v === null ? null : isoTime(v));

/** The detail of a ticket; in company view without the customer's fields (§2, §6). */
export function ticketDetailOf(t: TicketSql, companyView: boolean): TicketDetail {
  const detail: TicketDetail = {
    DocumentId: Number(t.document_id),
    StoreId: t.store_id,
    StoreName: t.store_name,
    TimeZone: t.time_zone,
    TransactionType: t.transaction_type,
    TransactionTypeCode: t.transaction_type,
    TicketDate: isoTime(t.ticket_date),
    TicketNumber: t.ticket_number,
    CheckNumber: t.check_number,
    CustomerName: t.customer_name,
    CustomerNumber: t.customer_number,
    UserName: t.user_name,
    SalesAssociateName: t.sales_associate_name,
    Station: t.station,
    SellingLocation: t.selling_location,
    TicketTime: t.ticket_time,
    BusinessDate: t.business_day,
    OrderName: t.order_name,
    OrderDueDateTime: time(t.order_due_date_time),
    CustomerEmailAddress: t.customer_email_address,
    PayinReason: t.payin_reason,
    PayinComment: t.payin_comment,
    PayoutReason: t.payout_reason,
    PayoutComment: t.payout_comment,
    ExternalReferenceNumber: t.external_reference_number,
    OrderStatus: t.order_status,
    LastPrintedUtcDateTime: time(t.last_printed_utc),
    ContactName: t.contact_name,
    ContactPhone: t.contact_phone,
    ContactAddress1: t.contact_address1,
    ContactAddress2: t.contact_address2,
    city: t.contact_city,
    state: t.contact_state,
    zip: t.contact_zip,
    SubTotalAmount: Number(t.sub_total_amount),
    GiftCardAmount: Number(t.gift_card_amount),
    ChargesAmount: Number(t.charges_amount),
    CCSurchargesAmount: Number(t.cc_surcharges_amount),
    DiscountAmount: Number(t.discount_amount),
    DonationsAmount: Number(t.donations_amount),
    PriceOverridesAmount: Number(t.price_overrides_amount),
    TaxAmount: Number(t.tax_amount),
    GratuityAmount: Number(t.gratuity_amount),
    GratuityTaxAmount: Number(t.gratuity_tax_amount),
    TipAmount: Number(t.tip_amount),
    TotalAmount: Number(t.total_amount),
    PaymentRoundedAmount: Number(t.payment_rounded_amount),
    TenderAmount: Number(t.tender_amount),
    ChangeAmount: Number(t.change_amount),
  };
  if (companyView) for (const field of customerFields) detail[field] = null;
  return detail;
}

ticketViewer.post('/TicketViewer/SearchTickets', posTransRoute, async (c) => {
  const body = await readBody(c, posTransactionSearchSchema);
  const { db } = c.var.deps;
  const scope = ticketScope(c);
  const filters = ticketFiltersOf(c, { ...body, DatePreset: body.DatePreset as DatePreset | null });
  const [rows, summary] = await Promise.all([
    ticketPage(db, scope, filters, body),
    ticketSummary(db, scope, filters),
  ]);
  const answer: PosTransactionSearchAnswer & { IsSuccessful: true } = {
    IsSuccessful: true,
    ResultSet: rows,
    TotalRowCount: summary.TicketCount,
    Summary: summary,
  };
  return c.json(answer);
});

ticketViewer.post('/TicketViewer/GetTickets', posTransRoute, async (c) => {
  const body = await readBody(c, ticketLookupSchema);
  return c.json(ok(await ticketsOfNumber(c.var.deps.db, ticketScope(c), body, body)));
});

/** A read of one ticket: the body's DocumentId, found in the scope, then `answer`. */
function ticketRead<T>(path: string, answer: (c: Context<AppEnv>, ticket: TicketSql) => Promise<T>) {
  ticketViewer.post(`/TicketViewer/${path}`, posTransRoute, async (c) => {
    const { DocumentId } = await readBody(c, ticketViewerSchema);
    const ticket = await scopedTicket(c, DocumentId);
    return c.json(ok(await answer(c, ticket)));
  });
}

ticketRead('GetTicketDetail2', async (c, t) => ticketDetailOf(t, c.var.access.storeId === null));
ticketRead('GetTicketLines', async (c, t) => ({
  LineItems: await ticketLines(c.var.deps.db, t.document_id),
}));
ticketRead('GetTicketPayments', async (c, t) => ({
  Payments: await ticketPayments(c.var.deps.db, t.document_id),
}));
ticketRead('GetTicketTaxes', async (c, t) => ({ Taxes: await ticketTaxes(c.var.deps.db, t.document_id) }));
ticketRead('GetTicketNotes', async (c, t) => ticketNotes(c.var.deps.db, t.document_id));
