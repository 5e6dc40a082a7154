import type { TicketDetail, TicketLine, TicketNote, TicketPayment } from '../../src/domain/posTransactions';
import { TransactionType } from '../../src/domain/enums';
import { extendedCents } from '../../src/domain/ticketAmounts';
import { storeDateTime } from '../../i18n/storeTimeFormat';
import { escapeHtml } from '../http/html';
import { textOf } from '../http/errors';

/**
 * A ticket's receipt (2-menu §3 "Receipt response", §6; docs/decisions.md "POS transactions"): the
 * store's and the merchant's names, the ticket's identity, its lines with their modifiers (deleted
 * lines left out: they were never sold), the sums, the payments with their tips, the tender and the
 * change, the notes and the customer when asked. The same receipt is HTML for the preview and plain
 * text for the e-mail. Every text from the data is escaped in the HTML.
 */
export interface ReceiptData {
  merchantName: string;
  ticket: TicketDetail;
  lines: readonly TicketLine[];
  payments: readonly TicketPayment[];
  /** null: the notes are left out. */
  notes: readonly TicketNote[] | null;
  /** The customer's block (never in company view: its fields are null there anyway). */
  includeCustomer: boolean;
  /** The merchant's logo (a data: URI), at the top when there is one (issue 10). */
  logoSrc?: string | null;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const t = (key: string) => textOf(`ReceiptPreview.Receipt${key}`);

/** A receipt line: a label and an amount (or a text), indented for a modifier. */
interface Row {
  label: string;
  value: string;
  indent?: boolean;
  strong?: boolean;
}

function lineRows(lines: readonly TicketLine[]): Row[] {
  return lines
    .filter((l) => !l.IsDeleted)
    .map((l) => {
      const modifier = l.ParentLineItemId !== null;
      const qty = l.QuantitySold === 1 ? '' : `${l.QuantitySold} × `;
      const amount = extendedCents(l.Price, l.QuantitySold) / 100;
      return {
        label: `${qty}${l.ItemName}`,
        value: modifier && amount === 0 ? '' : money.format(amount),
        indent: modifier,
      };
    });
}

function sumRows(d: TicketDetail): Row[] {
  const rows: Row[] = [{ label: t('Subtotal'), value: money.format(d.SubTotalAmount) }];
  const optional: [string, number, number?][] = [
    ['Discount', d.DiscountAmount, -1],
    ['Charges', d.ChargesAmount],
    ['Surcharge', d.CCSurchargesAmount],
    ['Donation', d.DonationsAmount],
    ['Tax', d.TaxAmount],
    ['Gratuity', d.GratuityAmount],
    ['GratuityTax', d.GratuityTaxAmount],
  ];
  for (const [key, amount, sign = 1] of optional)
    if (amount !== 0 || key === 'Tax') rows.push({ label: t(key), value: money.format(sign * amount) });
  rows.push({ label: t('Total'), value: money.format(d.TotalAmount), strong: true });
  if (d.PaymentRoundedAmount !== 0)
    rows.push({ label: t('Rounding'), value: money.format(d.PaymentRoundedAmount) });
  return rows;
}

function paymentRows(d: TicketDetail, payments: readonly TicketPayment[]): Row[] {
  const rows: Row[] = [];
  for (const p of payments) {
    rows.push({ label: p.Description, value: money.format(p.PaymentAmount) });
    if (p.TipAmount !== 0) rows.push({ label: t('Tip'), value: money.format(p.TipAmount), indent: true });
  }
  rows.push({ label: t('Tendered'), value: money.format(d.TenderAmount) });
  rows.push({ label: t('Change'), value: money.format(d.ChangeAmount) });
  return rows;
}

function identityRows(d: TicketDetail): Row[] {
  const rows: Row[] = [
    // the store's clock: a 6 PM sale says 6:00 PM wherever the server runs
    { label: t('Date'), value: storeDateTime(d.TicketDate, d.TimeZone) },
    { label: t('Ticket'), value: String(d.TicketNumber) },
  ];
  if (d.CheckNumber !== null) rows.push({ label: t('Check'), value: String(d.CheckNumber) });
  if (d.OrderName) rows.push({ label: t('Order'), value: d.OrderName });
  rows.push({ label: t('Cashier'), value: d.UserName }, { label: t('Station'), value: d.Station });
  return rows;
}

function customerRows(d: TicketDetail): Row[] {
  const place = [d.city, d.state, d.zip].filter(Boolean).join(' ');
  return [
    d.CustomerName ?? d.ContactName,
    d.CustomerNumber,
    d.ContactPhone,
    d.ContactAddress1,
    d.ContactAddress2,
    place,
    d.CustomerEmailAddress,
  ]
    .filter((v): v is string => Boolean(v))
    .map((v) => ({ label: v, value: '' }));
}

/** The receipt's sections: a title and its rows (an empty section is left out). */
function sections(r: ReceiptData): { title: string | null; rows: Row[] }[] {
  const d = r.ticket;
  const out = [
    { title: null, rows: identityRows(d) },
    { title: null, rows: lineRows(r.lines) },
    { title: null, rows: sumRows(d) },
    { title: t('Payments'), rows: paymentRows(d, r.payments) },
    { title: t('Customer'), rows: r.includeCustomer ? customerRows(d) : [] },
    { title: t('Notes'), rows: (r.notes ?? []).map((n) => ({ label: n.Note, value: '' })) },
  ];
  return out.filter((s) => s.rows.length > 0);
}

const kindOf = (d: TicketDetail) => t(d.TransactionTypeCode === TransactionType.Refund ? 'Refund' : 'Sale');

const STYLE = `.receipt{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;max-width:22rem;margin:0 auto;color:#111}
.receipt h1,.receipt h2,.receipt p{text-align:center;margin:0.25rem 0}.receipt h1{font-size:1.1rem}.receipt h2{font-size:1rem}
.receipt h3{font-size:0.9rem;margin:0.75rem 0 0.25rem;border-top:1px dashed #999;padding-top:0.5rem}
.receipt table{width:100%;border-collapse:collapse;margin-top:0.5rem}.receipt td{padding:0.1rem 0;vertical-align:top}
.receipt .logo img{max-width:10rem;max-height:5rem}.receipt td.v{text-align:right;white-space:nowrap}.receipt tr.m td.l{padding-left:1.5rem}.receipt tr.s td{font-weight:bold}`;

function rowHtml(row: Row): string {
  const cls = [row.indent ? 'm' : '', row.strong ? 's' : ''].filter(Boolean).join(' ');
  return `<tr${cls ? ` class="${cls}"` : ''}><td class="l">${escapeHtml(row.label)}</td><td class="v">${escapeHtml(row.value)}</td></tr>`;
}

/** A receipt's header: the store's name, then its lines (the merchant; an address, a phone…). */
export interface ReceiptHeader {
  title: string;
  /** Empty lines are left out. */
  lines: readonly string[];
}

/** The one way a receipt header is drawn (a ticket's receipt, the store configuration's preview). */
export function receiptHeaderHtml(h: ReceiptHeader): string {
  const lines = h.lines.filter((l) => l.trim() !== '').map((l) => `<p>${escapeHtml(l)}</p>`);
  return [`<h1>${escapeHtml(h.title)}</h1>`, ...lines].join('\n');
}

/**
 * A receipt header alone, with the receipt's style and the merchant's logo above it when there is one
 * (3-settings §7 the store's receipt preview).
 */
export function receiptHeaderPreviewHtml(
  h: ReceiptHeader,
  logo: { src: string | null; alt: string },
): string {
  return `<style>${STYLE}</style>
<div class="receipt">
${logoHtml(logo)}${receiptHeaderHtml(h)}
</div>`;
}

/** The merchant's logo at the top of a receipt (its name as the alt text), or nothing. */
function logoHtml(logo: { src?: string | null; alt: string }): string {
  if (!logo.src) return '';
  return `<p class="logo"><img src="${escapeHtml(logo.src)}" alt="${escapeHtml(logo.alt)}"></p>\n`;
}

/** The receipt as HTML for the preview (a fragment with its own style; the portal sanitises it). */
export function receiptHtml(r: ReceiptData): string {
  const body = sections(r)
    .map(
      (s) =>
        `${s.title ? `<h3>${escapeHtml(s.title)}</h3>` : ''}<table>${s.rows.map(rowHtml).join('')}</table>`,
    )
    .join('\n');
  return `<style>${STYLE}</style>
<div class="receipt">
${logoHtml({ src: r.logoSrc, alt: r.merchantName })}${receiptHeaderHtml({ title: r.ticket.StoreName, lines: [r.merchantName] })}
<h2>${escapeHtml(kindOf(r.ticket))}</h2>
${body}
<p>${escapeHtml(t('Thanks'))}</p>
</div>`;
}

const WIDTH = 40;

function rowText(row: Row): string {
  const label = `${row.indent ? '   ' : ''}${row.label}`;
  if (!row.value) return label;
  const gap = Math.max(1, WIDTH - label.length - row.value.length);
  return `${label}${' '.repeat(gap)}${row.value}`;
}

/** The receipt as plain text for the e-mail. */
export function receiptText(r: ReceiptData): string {
  const head = [r.ticket.StoreName, r.merchantName, kindOf(r.ticket), ''];
  const body = sections(r).flatMap((s) => [...(s.title ? [s.title] : []), ...s.rows.map(rowText), '']);
  return [...head, ...body, t('Thanks')].join('\n');
}
