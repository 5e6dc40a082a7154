import { addDays, type DateRange, type FigureId } from './myStore';
import type { Comparison, ReportPreset } from './reportPeriods';
import type { RoutePath } from './routes';

/**
 * The reports (issue 9): each is a definition — a grouping and its measures — that the server runs
 * as one aggregate over the ticket totals (migration 020) and the portal's report screen draws. A new
 * report is a line here, not a screen.
 */

/**
 * The operations reports' groupings: the period's days (their operating figures), employees
 * (user_name), discounts by name, tax rules (name and rate), employee and payment type (tips),
 * void audit entries (a deleted ticket or a cleared line), items sold at an overridden price.
 */
export const operationsGroupings = [
  'operationsDay',
  'employee',
  'discount',
  'taxRule',
  'employeePaymentType',
  'voidEntry',
  'overrideItem',
] as const;
export type OperationsGrouping = (typeof operationsGroupings)[number];

/**
 * The groupings of the sales reports' second part (docs/decisions.md "Sales reports"): the hours of
 * the day in the store's time zone, the kinds of non-sales revenue (a pay-in by its reason, charges,
 * card surcharges) and the sales associates.
 */
export const salesGroupings = ['hour', 'nonSalesRevenue', 'salesAssociate'] as const;
export type SalesGrouping = (typeof salesGroupings)[number];

/** What a report's rows are: the period's days, its stores, items, modifiers, departments or payment types. */
export const reportGroupings = [
  'day',
  'store',
  'item',
  'modifier',
  'department',
  'paymentType',
  ...operationsGroupings,
  ...salesGroupings,
] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/**
 * The groupings whose rows are in the order of their keys (days and hours in time order); the rows of
 * any other are sorted by the report's first money measure, largest first.
 */
export const keyOrderedGroupings: readonly ReportGrouping[] = [
  'day',
  'operationsDay',
  'voidEntry',
  // sales reports
  'hour',
];

/** Of those, the listings of entries, newest first (the void audit: what happened last leads). */
export const newestFirstGroupings: readonly ReportGrouping[] = ['voidEntry'];

/** The groupings whose rows are the period's dates, every one of them (each beside the same place of the comparison period). */
export const dayGroupings: readonly ReportGrouping[] = ['day', 'operationsDay'];

/**
 * The listings: at most this many rows, the last in key order (the newest entries); the totals are
 * still the whole period's, and the answer says how many rows were left out (Omitted). A listing's
 * rows are its period's only: with a comparison, only its totals compare.
 */
export const groupingRowLimits: Partial<Record<ReportGrouping, number>> = { voidEntry: 1000 };

/**
 * The text columns a grouping's rows carry after their label (catalogue keys Reports.Text.<id>): a
 * listing's who, when (an ISO 8601 time, UTC) and what. The kind of a non-sales revenue is a code
 * the portal names (Reports.RevenueKind.<code>: payIn, charges, fees).
 */
export const reportTexts = [
  'paymentType',
  'taxRate',
  'store',
  'employee',
  'time',
  'item',
  // sales reports
  'revenueKind',
] as const;
export type ReportText = (typeof reportTexts)[number];
export const groupingTexts: Record<ReportGrouping, readonly ReportText[]> = {
  day: [],
  store: [],
  item: [],
  modifier: [],
  department: [],
  paymentType: [],
  // operations
  operationsDay: [],
  employee: [],
  discount: [],
  taxRule: ['taxRate'],
  employeePaymentType: ['paymentType'],
  voidEntry: ['store', 'employee', 'time', 'item'],
  overrideItem: [],
  // sales reports
  hour: [],
  nonSalesRevenue: ['revenueKind'],
  salesAssociate: [],
};

/** The kinds of non-sales revenue (the revenueKind text): pay-ins, charges, card surcharges (fees). */
export const revenueKinds = ['payIn', 'charges', 'fees'] as const;
export type RevenueKind = (typeof revenueKinds)[number];

/** The kind of non-sales revenue a row's text (or its key's first part) names, or null. */
export function revenueKindOf(code: string): RevenueKind | null {
  return (revenueKinds as readonly string[]).includes(code) ? (code as RevenueKind) : null;
}

/** The figures of tickets (day, store), of lines (item, modifier, department) and of payments. */
const ticketMeasures = [
  'grossSales',
  'discounts',
  'refunds',
  'netSales',
  'tax',
  'tips',
  'gratuity',
  'tickets',
  'guests',
  'averageTicket',
] as const;
const lineMeasures = ['quantity', 'itemSales', 'share'] as const;
const paymentMeasures = ['payments', 'paymentAmount'] as const;
/** The operations reports' own figures (docs/api.md "Reports"). */
const operationsMeasures = [
  'voids',
  'voidAmount',
  'refundCount',
  'payIns',
  'payOuts',
  'overrideAmount',
  'deletedLines',
  'deletedLineAmount',
  'discountCount',
  'discountAmount',
  'taxTickets',
  'taxOnSales',
  'taxRefunded',
  'netTax',
  'priceOverrides',
  'listAmount',
  'chargedAmount',
] as const;

/**
 * The figures of the sales reports' second part: the hourly report's same-weekday average, the
 * non-sales revenue's count and amount, the donations' count and amount, a sales associate's share
 * of the net sales.
 */
const salesMeasures = [
  'weekdayAverage',
  'revenueCount',
  'revenueAmount',
  'donationCount',
  'donations',
  'netShare',
] as const;

/** The figures a report can show (catalogue keys Reports.Measure.<id>). */
export const reportMeasures = [
  ...ticketMeasures,
  ...lineMeasures,
  ...paymentMeasures,
  ...operationsMeasures,
  ...salesMeasures,
] as const;
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
  // operations
  voids: 'count',
  voidAmount: 'money',
  refundCount: 'count',
  payIns: 'money',
  payOuts: 'money',
  overrideAmount: 'money',
  deletedLines: 'count',
  deletedLineAmount: 'money',
  discountCount: 'count',
  discountAmount: 'money',
  taxTickets: 'count',
  taxOnSales: 'money',
  taxRefunded: 'money',
  netTax: 'money',
  priceOverrides: 'count',
  listAmount: 'money',
  chargedAmount: 'money',
  // sales reports
  gratuity: 'money',
  guests: 'count',
  weekdayAverage: 'money',
  revenueCount: 'count',
  revenueAmount: 'money',
  donationCount: 'count',
  donations: 'money',
  netShare: 'percent',
};

/**
 * The measures whose total is worked out from the report's total sums, not the sum of its rows: an
 * average (each row's is rounded to the cent) and the shares.
 */
export const averagedMeasures: readonly ReportMeasure[] = ['averageTicket', 'weekdayAverage'];

/** The weeks before a period whose same weekdays make the hourly report's average. */
export const WEEKDAY_AVERAGE_WEEKS = 4;

/**
 * The days the hourly report's weekday average reads (what its chart compares with, and its caption
 * names): from 4 weeks before the period's first day to a week before its last.
 */
export function weekdayAverageWindow(period: DateRange): DateRange {
  return { From: addDays(period.From, -7 * WEEKDAY_AVERAGE_WEEKS), To: addDays(period.To, -7) };
}

/**
 * The figures every report leads with, above its chart (issue 22 §3): the period's net sales, sale
 * tickets and average ticket of the stores added up, each beside the compared period's, whatever
 * the report's rows are; each with its definition (figureDefinitionKeys of myStore.ts).
 */
export const headlineFigures = [
  { measure: 'netSales', figure: 'netSales' },
  { measure: 'tickets', figure: 'ticketCount' },
  { measure: 'averageTicket', figure: 'averageTicket' },
] as const satisfies readonly { measure: ReportMeasure; figure: FigureId }[];

/** The groupings whose total is the headline's sums (the stores' hour totals), read once for both. */
export const headlineGroupings: readonly ReportGrouping[] = ['day', 'store'];

export interface ReportDefinition {
  /** The portal route that shows it (its access rule is the report's). */
  route: RoutePath;
  grouping: ReportGrouping;
  /** Its columns, in order. */
  measures: readonly ReportMeasure[];
  /** The measure its chart draws and its rows are sorted by (largest first; days in time order): its first money measure unless said. */
  lead?: ReportMeasure;
  /** A measure its chart draws beside the lead (the hourly report's weekday average), instead of the compared period's. */
  chartAgainst?: ReportMeasure;
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
  // operations (docs/api.md "Reports", docs/decisions.md "Operations reports")
  /** Operations summary: the period's operating figures day by day, with their totals. */
  operationsSummary: {
    route: '/results/operations/summary',
    grouping: 'operationsDay',
    measures: [
      'tickets',
      'voids',
      'voidAmount',
      'refundCount',
      'refunds',
      'discounts',
      'overrideAmount',
      'payIns',
      'payOuts',
      'deletedLines',
      'deletedLineAmount',
    ],
  },
  /** Per employee (the ticket's user): net sales, sale tickets, deleted tickets, refunds and tips. */
  operationsEmployee: {
    route: '/results/operations/employee',
    grouping: 'employee',
    measures: ['netSales', 'tickets', 'voids', 'refundCount', 'refunds', 'tips'],
  },
  /** The sale tickets' discounts, by discount: how many times given and how much. */
  operationsDiscounts: {
    route: '/results/operations/discountspromotions',
    grouping: 'discount',
    measures: ['discountCount', 'discountAmount'],
  },
  /** By tax rule and rate: the taxed sale tickets, the tax on sales, refunded, and the difference. */
  operationsTaxes: {
    route: '/results/operations/taxes',
    grouping: 'taxRule',
    measures: ['taxTickets', 'taxOnSales', 'taxRefunded', 'netTax'],
  },
  /** Tips on sales by employee and payment type: the tipped payments and their tips. */
  operationsTips: {
    route: '/results/operations/tips',
    grouping: 'employeePaymentType',
    measures: ['payments', 'tips'],
  },
  /** Void audit: each deleted ticket and cleared line, with who, when and what (the newest 1,000). */
  operationsVoidAudit: {
    route: '/results/operations/voidaudit',
    grouping: 'voidEntry',
    measures: ['voids', 'voidAmount', 'deletedLines', 'deletedLineAmount'],
  },
  /** Sale lines at an overridden price, by item: how many, what the overrides took off, list and charged. */
  operationsPriceOverrides: {
    route: '/results/operations/priceOverrides',
    grouping: 'overrideItem',
    measures: ['priceOverrides', 'overrideAmount', 'listAmount', 'chargedAmount'],
  },
  // sales reports (docs/decisions.md "Sales reports")
  /** Net sales and tickets by hour of the day (the store's time), beside the same weekdays of the 4 weeks before. */
  salesHourly: {
    route: '/results/sales/hourly',
    grouping: 'hour',
    measures: ['netSales', 'tickets', 'weekdayAverage'],
    chartAgainst: 'weekdayAverage',
  },
  /** Pay-ins by reason, charges and card surcharges (fees) of the sales: how many, how much. */
  salesNonSalesRevenue: {
    route: '/results/sales/nonsalesrevenue',
    grouping: 'nonSalesRevenue',
    measures: ['revenueCount', 'revenueAmount'],
  },
  /** The donations of the sales, day by day. */
  salesDonations: {
    route: '/results/sales/donations',
    grouping: 'day',
    measures: ['donationCount', 'donations'],
  },
  /** Sales by sales associate (no commission rate is known: the net sales and their share). */
  salesCommissions: {
    route: '/results/sales/salescommissions',
    grouping: 'salesAssociate',
    measures: ['tickets', 'netSales', 'netShare', 'averageTicket'],
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
  /**
   * The same row's values in the comparison period (zeros when it had none), null without a
   * comparison or in a listing (an entry has no counterpart: only the totals compare).
   */
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
  /** The headline's figures (headlineFigures, in order), and the compared period's (null without a comparison). */
  Headline: { Values: number[]; Previous: number[] | null };
  /** The stores added up. */
  StoreIds: number[];
  /** A listing's rows left out (groupingRowLimits: its oldest), their figures still in Totals; 0 otherwise. */
  Omitted: number;
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
