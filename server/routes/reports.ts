import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import { type DateRange, datesOf, figuresOf, fromCents, sumTotals } from '../../src/domain/myStore';
import { comparisonPeriod } from '../../src/domain/reportPeriods';
import { reportRequestSchema } from '../../src/domain/reportRequests';
import {
  type ReportAnswer,
  type ReportDefinition,
  type ReportId,
  type ReportMeasure,
  type ReportRow,
  reportDefinitions,
  reportIds,
  reportPath,
} from '../../src/domain/reports';
import { requireRoute } from '../auth/routeAccess';
import {
  type GroupSums,
  merchantStoreIds,
  type ReportGroup,
  type ReportScope,
  reportGroups,
  sumsKindOf,
} from '../db/queries/reports';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';

/**
 * The reports (issue 9; docs/api.md "Reports"): POST Report/<id> for each definition of
 * src/domain/reports.ts, behind its route's access rule. Reads only, answered no-store as every
 * answer by default (server/app.ts; the portal keeps its own copy for offline reading).
 */
export const reports = new Hono<AppEnv>();

for (const id of reportIds) {
  const definition: ReportDefinition = reportDefinitions[id];
  reports.post(
    `/${reportPath(id)}`,
    requireRoute(definition.route, {
      messages: { noStore: 'Reports.NoStore', storeUnavailable: 'Reports.StoreUnavailable' },
    }),
    async (c) => c.json(ok(await runReport(c, id, definition))),
  );
}

/**
 * The stores a report adds up: a store's view is its store (asking for others is refused); a
 * company view the merchant's stores asked for, all of them by default (one of another merchant is
 * refused, and nothing is read).
 */
async function reportScope(c: Context<AppEnv>, asked: number[] | null): Promise<ReportScope> {
  const { merchantId, storeId } = c.var.access;
  if (storeId !== null) {
    if (asked?.some((id) => id !== storeId)) throw Errors.forbidden('Reports.StoreNotYours');
    return { merchantId, storeIds: [storeId] };
  }
  const unique = asked === null ? null : [...new Set(asked)];
  const storeIds = await merchantStoreIds(c.var.deps.db, merchantId, unique);
  if (unique !== null && storeIds.length !== unique.length) throw Errors.forbidden('Reports.StoreNotYours');
  return { merchantId, storeIds };
}

async function runReport(
  c: Context<AppEnv>,
  id: ReportId,
  definition: ReportDefinition,
): Promise<ReportAnswer> {
  const body = await readBody(c, reportRequestSchema);
  const scope = await reportScope(c, body.StoreIds);
  const period: DateRange = { From: body.From, To: body.To };
  const before = comparisonPeriod(period, body.Comparison, body.Preset);
  const { db } = c.var.deps;
  const [now, then] = await Promise.all([
    reportGroups(db, scope, definition.grouping, period),
    before ? reportGroups(db, scope, definition.grouping, before) : Promise.resolve(null),
  ]);
  const measures = [...definition.measures];
  const kind = sumsKindOf(definition.grouping);
  const total = totalOf(kind, now);
  const previousTotal = then && totalOf(kind, then);
  const none = totalOf(kind, []);
  const currentByKey = new Map(now.map((g) => [g.key, g]));
  const previousByKey = new Map((then ?? []).map((g) => [g.key, g]));
  const rows: ReportRow[] = rowKeys(definition, period, before, now, then).map(
    ([key, label, previousKey]) => {
      const current = currentByKey.get(key)?.sums ?? none;
      const previous = previousByKey.get(previousKey)?.sums ?? none;
      return {
        Key: key,
        Label: label,
        Values: measures.map((m) => measureValue(m, current, total)),
        Previous: previousTotal && measures.map((m) => measureValue(m, previous, previousTotal)),
      };
    },
  );
  return {
    ReportId: id,
    Period: period,
    ComparisonPeriod: before,
    Measures: measures,
    Rows: sortRows(rows, definition),
    Totals: {
      Values: measures.map((m) => measureValue(m, total, total)),
      Previous: previousTotal && measures.map((m) => measureValue(m, previousTotal, previousTotal)),
    },
    StoreIds: scope.storeIds,
  };
}

/**
 * Each row's key, label and the key of its comparison: a day report has every date of the period,
 * each beside the same place in the comparison period (day 1 with day 1); any other grouping has
 * every group of the period, then those only the comparison period had, each beside itself.
 */
function rowKeys(
  definition: ReportDefinition,
  period: DateRange,
  before: DateRange | null,
  now: ReportGroup[],
  then: ReportGroup[] | null,
): [key: string, label: string, previousKey: string][] {
  if (definition.grouping === 'day') {
    const previousDates = before ? datesOf(before) : [];
    return datesOf(period).map((date, i) => [date, date, previousDates[i] ?? '']);
  }
  const labels = new Map([...now, ...(then ?? [])].map((g) => [g.key, g.label]));
  return [...labels].map(([key, label]) => [key, label, key]);
}

/** Days in time order; any other grouping by its first money figure, largest first, then by label. */
function sortRows(rows: ReportRow[], definition: ReportDefinition): ReportRow[] {
  if (definition.grouping === 'day') return rows;
  const money = definition.measures.findIndex(
    (m) => m === 'netSales' || m === 'itemSales' || m === 'paymentAmount',
  );
  const by = Math.max(0, money);
  return [...rows].sort(
    (a, b) => b.Values[by] - a.Values[by] || a.Label.localeCompare(b.Label) || a.Key.localeCompare(b.Key),
  );
}

/** The sums of every group together (of nothing: zeros). */
function totalOf(kind: GroupSums['kind'], groups: ReportGroup[]): GroupSums {
  const all = groups.map((g) => g.sums);
  const add = <K extends GroupSums['kind']>(k: K, f: (s: Extract<GroupSums, { kind: K }>) => number) =>
    all.reduce((n, s) => n + (s.kind === k ? f(s as Extract<GroupSums, { kind: K }>) : 0), 0);
  if (kind === 'tickets')
    return { kind, totals: sumTotals(all.flatMap((s) => (s.kind === 'tickets' ? [s.totals] : []))) };
  if (kind === 'lines')
    return { kind, quantity: add('lines', (s) => s.quantity), salesCents: add('lines', (s) => s.salesCents) };
  return { kind, count: add('payments', (s) => s.count), amountCents: add('payments', (s) => s.amountCents) };
}

/** A measure of a group's sums (`total` the report's, for shares): money in dollars, shares in % to 0.1. */
function measureValue(measure: ReportMeasure, sums: GroupSums, total: GroupSums): number {
  if (sums.kind === 'tickets') {
    // My store's figures of the same totals (src/domain/myStore.ts figuresOf)
    const f = figuresOf(sums.totals);
    const values: Partial<Record<ReportMeasure, number>> = {
      grossSales: f.Sales,
      discounts: f.Discounts,
      refunds: f.Refunds,
      netSales: f.NetSales,
      tax: f.Tax,
      tips: f.Tips,
      tickets: f.TicketCount,
      averageTicket: f.AverageTicket,
    };
    return values[measure] ?? 0;
  }
  if (sums.kind === 'lines') {
    const all = total.kind === 'lines' ? total.salesCents : 0;
    const values: Partial<Record<ReportMeasure, number>> = {
      quantity: Math.round(sums.quantity * 1000) / 1000,
      itemSales: fromCents(sums.salesCents),
      share: all === 0 ? 0 : Math.round((sums.salesCents / all) * 1000) / 10,
    };
    return values[measure] ?? 0;
  }
  const values: Partial<Record<ReportMeasure, number>> = {
    payments: sums.count,
    paymentAmount: fromCents(sums.amountCents),
  };
  return values[measure] ?? 0;
}
