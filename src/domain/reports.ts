import type { DateRange } from './myStore';
import type { Comparison, ReportPreset } from './reportPeriods';
import type { RoutePath } from './routes';

/**
 * The reports (issue 9): each is a definition — a grouping and its measures — that the server runs
 * as one aggregate over the ticket totals (migration 020) and the portal's report screen draws. A new
 * report is a line here, not a screen.
 */

/** What a report's rows are: the period's days, its stores, items, modifiers, departments or payment types. */
export const reportGroupings = ['day', 'store', 'item', 'modifier', 'department', 'paymentType'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/**
 * The groupings whose rows are in the order of their keys (days and hours in time order); the rows of
 * any other are sorted by the report's first money measure, largest first.
 */
export const keyOrderedGroupings: readonly ReportGrouping[] = ['day'];

/**
 * The text columns a grouping's rows carry after their label (catalogue keys Reports.Text.<id>): a
 * listing's who, when and what. None so far.
 */
export const reportTexts = [] as const;
export type ReportText = (typeof reportTexts)[number];
export const groupingTexts: Record<ReportGrouping, readonly ReportText[]> = {
  day: [],
  store: [],
  item: [],
  modifier: [],
  department: [],
  paymentType: [],
};

/** The figures of tickets (day, store), of lines (item, modifier, department) and of payments. */
const ticketMeasures = [
  'grossSales',
  'discounts',
  'refunds',
  'netSales',
  'tax',
  'tips',
  'tickets',
  'averageTicket',
] as const;
const lineMeasures = ['quantity', 'itemSales', 'share'] as const;
const paymentMeasures = ['payments', 'paymentAmount'] as const;

/** The figures a report can show (catalogue keys Reports.Measure.<id>). */
export const reportMeasures = [...ticketMeasures, ...lineMeasures, ...paymentMeasures] as const;
export type ReportMeasure = (typeof reportMeasures)[number];

/** How a measure is written and added up: money (USD), a count, a quantity (up to 3 decimals) or a share (%). */
export type MeasureKind = 'money' | 'count' | 'quantity' | 'percent';

export const measureKinds: Record<ReportMeasure, MeasureKind> = {
  grossSales: 'money',
  discounts: 'money',
  refunds: 'money',
  netSales: 'money',
  tax: 'money',
  tips: 'money',
  tickets: 'count',
  averageTicket: 'money',
  quantity: 'quantity',
  itemSales: 'money',
  share: 'percent',
  payments: 'count',
  paymentAmount: 'money',
};

export interface ReportDefinition {
  /** The portal route that shows it (its access rule is the report's). */
  route: RoutePath;
  grouping: ReportGrouping;
  /** Its columns, in order. */
  measures: readonly ReportMeasure[];
  /** The measure its chart draws and its rows are sorted by (largest first; days in time order): its first money measure unless said. */
  lead?: ReportMeasure;
}

/** The index in its measures of the measure a report's chart draws and its rows are sorted by. */
export function leadMeasureIndex(definition: ReportDefinition): number {
  const lead = definition.lead ?? definition.measures.find((m) => measureKinds[m] === 'money');
  return Math.max(0, lead ? definition.measures.indexOf(lead) : 0);
}

export const reportDefinitions = {
  /** Sales summary: the period's figures day by day, with their totals. */
  salesSummary: {
    route: '/results/sales/summary',
    grouping: 'day',
    measures: ticketMeasures,
    lead: 'netSales',
  },
  /** The sales summary's payments by payment type. */
  salesPayments: {
    route: '/results/sales/summary',
    grouping: 'paymentType',
    measures: ['payments', 'paymentAmount'],
  },
  salesDepartment: { route: '/results/sales/department', grouping: 'department', measures: lineMeasures },
  salesItem: { route: '/results/sales/item', grouping: 'item', measures: lineMeasures },
  salesModifier: { route: '/results/sales/modifier', grouping: 'modifier', measures: lineMeasures },
  /** Operations by location: the stores side by side. */
  operationsLocation: {
    route: '/results/operations/location',
    grouping: 'store',
    measures: ticketMeasures,
    lead: 'netSales',
  },
} as const satisfies Record<string, ReportDefinition>;

export type ReportId = keyof typeof reportDefinitions;
export const reportIds = Object.keys(reportDefinitions) as ReportId[];

/** The path of a report's read: POST Report/<id> (docs/api.md "Reports"). */
export const reportPath = (id: ReportId) => `Report/${id}`;

/** What a report is asked: its period (a preset's dates or a custom From–To), the comparison, the stores. */
export interface ReportRequest {
  From: string;
  To: string;
  /** The preset the period was chosen as (month presets compare by month), null for a custom period. */
  Preset: ReportPreset | null;
  Comparison: Comparison;
  /** A company view's stores to add up (null: all of the merchant's); a store's view is its store. */
  StoreIds: number[] | null;
}

/**
 * A row of a report: its key (a date, a store id, an item…), its label, its texts (the grouping's
 * text columns) and its values in the order of the measures.
 */
export interface ReportRow {
  Key: string;
  Label: string;
  Texts: string[];
  Values: number[];
  /** The same row's values in the comparison period (zeros when it had none), null without a comparison. */
  Previous: number[] | null;
}

export interface ReportAnswer {
  ReportId: ReportId;
  Grouping: ReportGrouping;
  /** The text columns of its rows (groupingTexts). */
  Texts: ReportText[];
  Period: DateRange;
  ComparisonPeriod: DateRange | null;
  Measures: ReportMeasure[];
  Rows: ReportRow[];
  Totals: { Values: number[]; Previous: number[] | null };
  /** The stores added up. */
  StoreIds: number[];
  /** The stores the report can add up (a company view's store picker): the merchant's, or the view's store. */
  Stores: ReportStore[];
}

export interface ReportStore {
  StoreId: number;
  StoreName: string;
}

/** The reports a portal route shows, in the order of their definitions (the sales summary and its payments). */
export function reportsOfRoute(route: RoutePath): ReportId[] {
  return reportIds.filter((id) => reportDefinitions[id].route === route);
}

/** The portal routes that show reports (each shows the report screen instead of its classic page). */
export function reportRoutes(): RoutePath[] {
  return [...new Set(reportIds.map((id) => reportDefinitions[id].route))];
}
