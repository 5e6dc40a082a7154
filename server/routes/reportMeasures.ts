import { figuresOf, fromCents, type MyStoreFigures } from '../../src/domain/myStore';
import type { ReportMeasure } from '../../src/domain/reports';
import { type TotalsRow, totalsOf } from '../db/queries/ticketTotals';
import { count, type MeasureFormula, money, share } from './measureFormula';
import { salesMeasureFormulas } from './salesReportMeasures';

/** A ticket figure: My store's figures of the same totals (src/domain/myStore.ts figuresOf). */
const ticketFigure =
  (pick: (f: MyStoreFigures) => number): MeasureFormula =>
  (s) =>
    pick(figuresOf(totalsOf(s as unknown as TotalsRow)));

/**
 * How each measure of the reports is worked out from a group's sums (the additive columns its
 * grouping's SQL adds up, server/db/queries/reports.ts) and the report's total sums (for shares):
 * money in dollars, quantities to 3 decimals, shares in % to 0.1 (the helpers: measureFormula.ts).
 * A new measure is a line here.
 */
export const measureFormulas: Record<ReportMeasure, MeasureFormula> = {
  grossSales: ticketFigure((f) => f.Sales),
  discounts: ticketFigure((f) => f.Discounts),
  refunds: ticketFigure((f) => f.Refunds),
  netSales: ticketFigure((f) => f.NetSales),
  tax: ticketFigure((f) => f.Tax),
  tips: ticketFigure((f) => f.Tips),
  tickets: ticketFigure((f) => f.TicketCount),
  averageTicket: ticketFigure((f) => f.AverageTicket),
  quantity: (s) => Math.round((s.quantity ?? 0) * 1000) / 1000,
  itemSales: money('sales_cents'),
  share: share('sales_cents'),
  payments: count('payment_count'),
  paymentAmount: money('amount_cents'),
  // operations (server/db/queries/operationsReportGroupings.ts)
  voids: ticketFigure((f) => f.VoidCount),
  voidAmount: money('void_cents'),
  refundCount: ticketFigure((f) => f.RefundCount),
  payIns: money('payin_cents'),
  payOuts: money('payout_cents'),
  overrideAmount: money('override_cents'),
  deletedLines: count('deleted_line_count'),
  deletedLineAmount: money('deleted_line_cents'),
  discountCount: count('discount_count'),
  discountAmount: money('discount_cents'),
  taxTickets: count('tax_ticket_count'),
  taxOnSales: money('tax_sales_cents'),
  taxRefunded: money('tax_refund_cents'),
  netTax: (s) => fromCents((s.tax_sales_cents ?? 0) - (s.tax_refund_cents ?? 0)),
  priceOverrides: count('override_line_count'),
  listAmount: money('list_cents'),
  chargedAmount: money('charged_cents'),
  // sales reports
  ...salesMeasureFormulas,
};
