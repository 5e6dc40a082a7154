import type { TicketTotals } from '../../../src/domain/myStore';

/**
 * The SQL of the ticket totals' sums (ticket_hour_totals, migration 020) as TicketTotals: My store's
 * figures and the reports add them up the same way.
 */

/** A sum of money in cents, over the rows that pass `filter` when given. */
export const cents = (expr: string, filter?: string) =>
  `coalesce(round(sum(${expr})${filter ? ` filter (where ${filter})` : ''} * 100), 0)::float8`;

export const SALE = "t.transaction_type = 'S'";
export const REFUND = "t.transaction_type = 'R'";

/** A count of tickets of a type, from the hour totals (alias t). */
export const ticketCount = (type: string) =>
  `coalesce(sum(t.ticket_count) filter (where t.transaction_type = '${type}'), 0)::int`;

/** The sums behind TicketTotals (sale tickets S, refunds R, deleted tickets V), over ticket_hour_totals t. */
export const totalsColumns = `${ticketCount('S')} as sale_count,
  ${cents('t.sub_total_amount', SALE)} as sales_cents,
  ${cents('t.discount_amount', SALE)} as discount_cents,
  ${cents('t.sub_total_amount - t.discount_amount', REFUND)} as refund_cents,
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
