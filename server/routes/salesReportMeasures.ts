import { fromCents, netSales } from '../../src/domain/myStore';
import { type ReportMeasure, WEEKDAY_AVERAGE_WEEKS } from '../../src/domain/reports';
import type { Sums } from '../db/queries/reports';
import { type TotalsRow, totalsOf } from '../db/queries/ticketTotals';
import { count, type MeasureFormula, money, share } from './measureFormula';

/** Net sales in cents of a group's ticket sums: the domain's rule (src/domain/myStore.ts netSales). */
const netCents = (s: Sums) => netSales(totalsOf(s as unknown as TotalsRow));

/**
 * The measures of the sales reports' second part (docs/decisions.md "Sales reports"), spread into
 * measureFormulas (server/routes/reportMeasures.ts).
 */
export const salesMeasureFormulas = {
  gratuity: money('gratuity_cents'),
  guests: count('guest_count'),
  /** The average of the same weekdays of the 4 weeks before, to the cent. */
  weekdayAverage: (s) => fromCents(Math.round((s.weekday_net_cents ?? 0) / WEEKDAY_AVERAGE_WEEKS)),
  revenueCount: count('revenue_count'),
  revenueAmount: money('revenue_cents'),
  donationCount: count('donation_count'),
  donations: money('donation_cents'),
  netShare: (s, total) => share('net_cents')({ net_cents: netCents(s) }, { net_cents: netCents(total) }),
} as const satisfies Partial<Record<ReportMeasure, MeasureFormula>>;
