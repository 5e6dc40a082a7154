import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import { type DateRange, eachPeriod, type StorePeriod, spanOf } from '../../src/domain/calendar';
import { datesOf } from '../../src/domain/myStore';
import {
  type Comparison,
  comparisonPeriod,
  type ReportPreset,
  reportPresetPeriod,
} from '../../src/domain/reportPeriods';
import { reportRequestSchema } from '../../src/domain/reportRequests';
import {
  dayGroupings,
  groupingRowLimits,
  groupingTexts,
  keyOrderedGroupings,
  newestFirstGroupings,
  leadMeasureIndex,
  type ReportAnswer,
  type ReportDefinition,
  type ReportId,
  type ReportRow,
  type ReportStore,
  reportDefinitions,
  reportIds,
  reportPath,
} from '../../src/domain/reports';
import { requireRoute } from '../auth/routeAccess';
import {
  type ReportGroup,
  type ReportScope,
  reportGroups,
  reportStores,
  type Sums,
} from '../db/queries/reports';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { reportHeadline } from './reportHeadline';
import { measureFormulas } from './reportMeasures';
import { periodsOfStores, viewStores } from './storeClock';

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
 * refused, and nothing is read). With the stores the view can choose from.
 */
async function reportScope(
  c: Context<AppEnv>,
  asked: number[] | null,
): Promise<ReportScope & { stores: ReportStore[] }> {
  const { merchantId, storeId } = c.var.access;
  const stores = await reportStores(c.var.deps.db, merchantId, storeId);
  const ids = new Set(stores.map((s) => s.StoreId));
  const unique = asked === null ? null : [...new Set(asked)];
  if (unique?.some((id) => !ids.has(id))) throw Errors.forbidden('Reports.StoreNotYours');
  const storeIds = (unique ?? [...ids]).sort((a, b) => a - b);
  return { merchantId, storeIds, stores };
}

async function runReport(
  c: Context<AppEnv>,
  id: ReportId,
  definition: ReportDefinition,
): Promise<ReportAnswer> {
  const body = await readBody(c, reportRequestSchema);
  const scope = await reportScope(c, body.StoreIds);
  const { periods, period, befores, before } = reportPeriods(c, scope.storeIds, body);
  const { db } = c.var.deps;
  const listing = groupingRowLimits[definition.grouping] !== undefined;
  const [current, previous] = await Promise.all([
    reportGroups(db, scope, definition.grouping, periods),
    befores
      ? reportGroups(db, scope, definition.grouping, befores, { totalsOnly: listing })
      : Promise.resolve(null),
  ]);
  const headline = await reportHeadline(
    db,
    scope,
    definition.grouping,
    { period: periods, before: befores },
    { current, previous },
  );
  const now = current.groups;
  const then = previous?.groups ?? null;
  const measures = [...definition.measures];
  const total = current.total;
  const previousTotal = previous?.total ?? null;
  const values = (sums: Sums, of: Sums) => measures.map((m) => measureFormulas[m](sums, of));
  const currentByKey = new Map(now.map((g) => [g.key, g]));
  const previousByKey = new Map((then ?? []).map((g) => [g.key, g]));
  const rows: ReportRow[] = rowKeys(definition, period, before, now, then).map(
    ([key, label, previousKey]) => {
      const current = currentByKey.get(key);
      return {
        Key: key,
        Label: label,
        Texts: current?.texts ?? previousByKey.get(previousKey)?.texts ?? [],
        Values: values(current?.sums ?? {}, total),
        // a listing's entry has no counterpart: only its totals compare
        Previous: listing
          ? null
          : previousTotal && values(previousByKey.get(previousKey)?.sums ?? {}, previousTotal),
      };
    },
  );
  return {
    ReportId: id,
    Grouping: definition.grouping,
    Texts: [...groupingTexts[definition.grouping]],
    Period: period,
    ComparisonPeriod: before,
    Measures: measures,
    Rows: sortRows(rows, definition),
    Totals: { Values: values(total, total), Previous: previousTotal && values(previousTotal, previousTotal) },
    Headline: headline,
    StoreIds: scope.storeIds,
    Stores: scope.stores,
    Omitted: current.omitted,
  };
}

/**
 * The stores' periods of a report and of its comparison, and the dates each spans: a preset is each
 * store's own, on its business day by the server's clock (in company view New York may be on the
 * next day while Denver is not); a custom From–To the same dates for every store. Each store's
 * comparison period is its own period's (the period before, the same period last year).
 */
function reportPeriods(
  c: Context<AppEnv>,
  storeIds: number[],
  body: { From: string; To: string; Preset: ReportPreset | null; Comparison: Comparison },
): { periods: StorePeriod[]; period: DateRange; befores: StorePeriod[] | null; before: DateRange | null } {
  const asked: DateRange = { From: body.From, To: body.To };
  const { Preset: preset, Comparison: comparison } = body;
  const presetOn = preset ? (today: string) => reportPresetPeriod(preset, today) : null;
  const periods = periodsOfStores(c, viewStores(c, storeIds), presetOn, asked);
  const compared = (p: DateRange) => comparisonPeriod(p, comparison, preset);
  const befores = comparison === 'none' ? null : eachPeriod(periods, (p) => compared(p) ?? p);
  const period = spanOf(periods) ?? asked;
  return { periods, period, befores, before: befores && (spanOf(befores) ?? compared(period)) };
}

/**
 * Each row's key, label and the key of its comparison: a day report has every date of the period,
 * each beside the same place in the comparison period (day 1 with day 1); a listing has its period's
 * entries only (an entry has no counterpart: only the totals compare); any other grouping has every
 * group of the period, then those only the comparison period had, each beside itself.
 */
function rowKeys(
  definition: ReportDefinition,
  period: DateRange,
  before: DateRange | null,
  now: ReportGroup[],
  then: ReportGroup[] | null,
): [key: string, label: string, previousKey: string][] {
  if (dayGroupings.includes(definition.grouping)) {
    const previousDates = before ? datesOf(before) : [];
    return datesOf(period).map((date, i) => [date, date, previousDates[i] ?? '']);
  }
  if (groupingRowLimits[definition.grouping] !== undefined) return now.map((g) => [g.key, g.label, '']);
  const labels = new Map([...now, ...(then ?? [])].map((g) => [g.key, g.label]));
  return [...labels].map(([key, label]) => [key, label, key]);
}

/**
 * In key order (keyOrderedGroupings; a listing's entries newest first, newestFirstGroupings), else
 * by the lead measure, largest first, then by label.
 */
function sortRows(rows: ReportRow[], definition: ReportDefinition): ReportRow[] {
  if (keyOrderedGroupings.includes(definition.grouping)) {
    const direction = newestFirstGroupings.includes(definition.grouping) ? -1 : 1;
    return [...rows].sort((a, b) => direction * (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));
  }
  const by = leadMeasureIndex(definition);
  return [...rows].sort(
    (a, b) => b.Values[by] - a.Values[by] || a.Label.localeCompare(b.Label) || a.Key.localeCompare(b.Key),
  );
}
