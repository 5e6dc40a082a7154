import type { TicketTotals } from '../../../src/domain/myStore';
import { itemSalesTerms, netSalesSign, netSalesTerms } from '../../../src/domain/netSales';

/**
 * The SQL of the ticket totals' sums (ticket_hour_totals, migration 020) as TicketTotals: My store's
 * figures and the reports add them up the same way.
 */

/** A sum of money in cents, over the rows that pass `filter` when given. */
export const cents = (expr: string, filter?: string) =>
  `coalesce(round(sum(${expr})${filter ? ` filter (where ${filter})` : ''} * 100), 0)::float8`;

export const SALE = "t.transaction_type = 'S'";
export const REFUND = "t.transaction_type = 'R'";

/** The columns of the ticket amounts net sales is made of (src/domain/netSales.ts), in the tickets and their totals. */
const amountColumns = {
  SubTotalAmount: 'sub_total_amount',
  GiftCardAmount: 'gift_card_amount',
  DiscountAmount: 'discount_amount',
} as const;
type AmountTerms = Readonly<Record<'add' | 'subtract', readonly (keyof typeof amountColumns)[]>>;

/** Some terms of a ticket's amounts in SQL, over a relation of tickets or of their totals (alias). */
const termsSql = (terms: AmountTerms, alias: string) =>
  `(${[
    ...terms.add.map((key) => `${alias}.${amountColumns[key]}`),
    ...terms.subtract.map((key) => `- ${alias}.${amountColumns[key]}`),
  ].join(' ')})`;

/** A ticket's item sales (its subtotal less the gift cards it sold), before discounts and its sign. */
export const itemSalesSql = (alias: string) => termsSql(itemSalesTerms, alias);

/** A ticket's net sales before its sign (item sales less discounts): the domain's netSalesTerms. */
export const netSalesSql = (alias: string) => termsSql(netSalesTerms, alias);

/** What a ticket (or a total of tickets of one type) adds to net sales: a sale adds, a refund takes back. */
export const signedNetSalesSql = (alias: string) =>
  `case ${alias}.transaction_type when 'S' then ${netSalesSign('S')} * ${netSalesSql(alias)}
     when 'R' then ${netSalesSign('R')} * ${netSalesSql(alias)} else 0 end`;

/** A count of tickets of a type, from the hour totals (alias t). */
export const ticketCount = (type: string) =>
  `coalesce(sum(t.ticket_count) filter (where t.transaction_type = '${type}'), 0)::int`;

/**
 * The sums behind TicketTotals (sale tickets S, refunds R, deleted tickets V), over ticket_hour_totals t
 * (or a relation of the same columns): net sales of them is the domain's (myStore.ts netSales).
 */
export const totalsColumns = `${ticketCount('S')} as sale_count,
  ${cents(itemSalesSql('t'), SALE)} as sales_cents,
  ${cents('t.discount_amount', SALE)} as discount_cents,
  ${cents(netSalesSql('t'), REFUND)} as refund_cents,
  ${ticketCount('R')} as refund_count,
  ${ticketCount('V')} as void_count,
  ${cents('t.tax_amount', SALE)} as tax_cents,
  ${cents('t.tip_amount', SALE)} as tip_cents`;

/** Only the groups with tickets (after deletes, a total may be kept at zero). */
export const WITH_TICKETS = 'having sum(t.ticket_count) > 0';

export interface TotalsRow {
  [key: string]: unknown;
  sale_count: number;
  sales_cents: number;
  discount_cents: number;
  refund_cents: number;
  refund_count: number;
  void_count: number;
  tax_cents: number;
  tip_cents: number;
}

export function totalsOf(r: TotalsRow | undefined): TicketTotals {
  return {
    saleCount: r?.sale_count ?? 0,
    salesCents: Number(r?.sales_cents ?? 0),
    discountCents: Number(r?.discount_cents ?? 0),
    refundCents: Number(r?.refund_cents ?? 0),
    refundCount: r?.refund_count ?? 0,
    voidCount: r?.void_count ?? 0,
    taxCents: Number(r?.tax_cents ?? 0),
    tipCents: Number(r?.tip_cents ?? 0),
  };
}
