import type { StorePeriod } from '../../src/domain/calendar';
import {
  headlineFigures,
  headlineGroupings,
  type ReportAnswer,
  type ReportGrouping,
} from '../../src/domain/reports';
import type { Queryable } from '../db/db';
import { type ReportGroups, type ReportScope, reportGroups, type Sums } from '../db/queries/reports';
import { measureFormulas } from './reportMeasures';

/** The headline's figures of some sums: the report measures' own formulas. */
const figuresOf = (sums: Sums) => headlineFigures.map(({ measure }) => measureFormulas[measure](sums, sums));

/**
 * A report's headline (src/domain/reports.ts headlineFigures): the stores' net sales, tickets and
 * average ticket of the stores' periods and of the compared ones (each store its own days). A report by day or by store has those sums
 * as its total already; any other reads them (the stores' hour totals, one row a store).
 */
export async function reportHeadline(
  db: Queryable,
  scope: ReportScope,
  grouping: ReportGrouping,
  periods: { period: readonly StorePeriod[]; before: readonly StorePeriod[] | null },
  read: { current: ReportGroups; previous: ReportGroups | null },
): Promise<ReportAnswer['Headline']> {
  const own = headlineGroupings.includes(grouping);
  const totalOf = async (period: readonly StorePeriod[], groups: ReportGroups | null) =>
    own && groups ? groups.total : (await reportGroups(db, scope, 'store', period)).total;
  const [now, then] = await Promise.all([
    totalOf(periods.period, read.current),
    periods.before ? totalOf(periods.before, read.previous) : Promise.resolve(null),
  ]);
  return { Values: figuresOf(now), Previous: then && figuresOf(then) };
}
