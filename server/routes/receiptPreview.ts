import { type Context, Hono } from 'hono';
import { hasReceipt } from '../../src/domain/posTransactions';
import { receiptPreviewSchema, sendEmailReceiptSchema } from '../../src/domain/posTransactionRequests';
import { receiptLogoSrc } from '../receipts/logo';
import { ticketLines, ticketNotes, ticketPayments } from '../db/queries/ticketDetail';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, textWith } from '../http/errors';
import { type ReceiptData, receiptHtml, receiptText } from '../receipts/receipt';
import { posTransRoute, scopedTicket, ticketDetailOf } from './ticketViewer';

/**
 * The receipt of a ticket (2-menu §3, §4, §6, §7; docs/api.md "POS transactions"): its HTML for the
 * preview, and the same receipt e-mailed through the mailer (the outbox; the demo mailbox). A ticket
 * out of the session's scope is not found; pay-ins, pay-outs and deleted tickets have no receipt.
 * Company view never prints the customer, whatever IncludeCustomerInfo says.
 */
export const receiptPreview = new Hono<AppEnv>();

receiptPreview.use('/ReceiptPreview/*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

interface ReceiptOptions {
  DocumentId: number;
  IncludeCustomerInfo: boolean;
  IncludeNotes: boolean;
}

async function receiptOf(c: Context<AppEnv>, body: ReceiptOptions): Promise<ReceiptData> {
  const row = await scopedTicket(c, body.DocumentId);
  if (!hasReceipt(row.transaction_type)) throw new ApiError(400, 'ReceiptPreview.NoReceipt');
  const companyView = c.var.access.storeId === null;
  const { db } = c.var.deps;
  const { merchantId } = c.var.access;
  const [lines, payments, notes, logo] = await Promise.all([
    ticketLines(db, row.document_id),
    ticketPayments(db, row.document_id),
    body.IncludeNotes ? ticketNotes(db, row.document_id) : null,
    receiptLogoSrc(db, merchantId),
  ]);
  return {
    merchantName: row.merchant_name,
    ticket: ticketDetailOf(row, companyView),
    lines,
    payments,
    notes,
    includeCustomer: body.IncludeCustomerInfo && !companyView,
    logoSrc: logo,
  };
}

receiptPreview.post('/ReceiptPreview/GetReceiptPreview', posTransRoute, async (c) => {
  const body = await readBody(c, receiptPreviewSchema);
  return c.json({ IsSuccessful: true, HtmlReceipt: receiptHtml(await receiptOf(c, body)) });
});

receiptPreview.post('/ReceiptPreview/SendEmailReceipt', posTransRoute, async (c) => {
  const body = await readBody(c, sendEmailReceiptSchema);
  const receipt = await receiptOf(c, body);
  await c.var.deps.mailer.send({
    to: body.EmailAddress,
    subject: textWith('ReceiptPreview.EmailSubject', { store: receipt.ticket.StoreName }),
    text: receiptText(receipt),
  });
  return c.json({
    IsSuccessful: true,
    Message: textWith('ReceiptPreview.EmailSent', { email: body.EmailAddress }),
  });
});
