import { figuresOf, type MyStoreFigures } from '../../src/domain/myStore';
import type { ReportMeasure } from '../../src/domain/reports';
import { type TotalsRow, totalsOf } from '../db/queries/ticketTotals';
import { count, type MeasureFormula, money, share } from './measureFormula';
import { salesMeasureFormulas } from './salesReportMeasures';

export { count, type MeasureFormula, money, share };

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
  // sales reports
  ...salesMeasureFormulas,
};
