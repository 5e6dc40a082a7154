/**
 * My store (1-foundation.md §2 "My-store home tabs"): the definitions of its figures, its periods and
 * the shapes of its API answers. One place: the server computes the figures with these functions and
 * the portal's definition popovers name them (MyStore.Definition.* keys). Money is counted in cents.
 */
import { addDays, type DateRange, daysFrom, isIsoDate } from './calendar';

/**
 * The body of the dashboards, as myStoreRequests.ts's schema checks it: a preset `Period`, or `From`
 * and `To`; neither is the default period.
 */
export interface DashboardPeriodRequest {
  Period?: string;
  From?: string;
  To?: string;
}

// ---- business dates (YYYY-MM-DD, the calendar days of each store's time zone: calendar.ts) --------

export { addDays, type DateRange, daysFrom, isIsoDate } from './calendar';

/** Same weekday last week: the date − 7 days. */
export function sameWeekdayLastWeek(date: string): string {
  return addDays(date, -7);
}

// ---- periods --------------------------------------------------------------------------------------

/** The periods offered by the dashboards; each ends today (each store's business date, calendar.ts). */
export const periodPresets = ['today', 'last7', 'last30', 'last90'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export const DEFAULT_PERIOD: PeriodPreset = 'last7';
/** The longest period a dashboard answers, in days. */
export const MAX_PERIOD_DAYS = 400;

const presetDays: Record<PeriodPreset, number> = { today: 1, last7: 7, last30: 30, last90: 90 };

/** What is wrong with a From–To range, or null: a date that is not real, To before From, or more than `maxDays` days. */
export type DateRangeProblem = 'invalid' | 'toBeforeFrom' | 'tooLong';

/** The one rule of a period's dates (My store, POS transactions, the reports), each with its own message keys. */
export function dateRangeProblem(
  from: unknown,
  to: unknown,
  maxDays = MAX_PERIOD_DAYS,
): DateRangeProblem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'invalid';
  const days = daysFrom(from, to);
  if (days < 0) return 'toBeforeFrom';
  return days + 1 > maxDays ? 'tooLong' : null;
}

/** The days of a range, both ends included. */
export function rangeDays(range: DateRange): number {
  return daysFrom(range.From, range.To) + 1;
}

/** A preset's range: its number of days, ending today. */
export function presetRange(preset: PeriodPreset, today: string): DateRange {
  return { From: addDays(today, 1 - presetDays[preset]), To: today };
}

/** The period before: as many days, ending the day before the period starts. */
export function previousPeriod(range: DateRange): DateRange {
  const days = rangeDays(range);
  return { From: addDays(range.From, -days), To: addDays(range.From, -1) };
}

/** Every date of a range, in order. */
export function datesOf(range: DateRange): string[] {
  return Array.from({ length: rangeDays(range) }, (_, i) => addDays(range.From, i));
}

/** The range a valid request asks for: From–To, else the preset (default last 7 days) ending today. */
export function requestedRange(body: DashboardPeriodRequest, today: string): DateRange {
  if (body.From && body.To) return { From: body.From, To: body.To };
  return presetRange((body.Period as PeriodPreset | undefined) ?? DEFAULT_PERIOD, today);
}

// ---- definitions of the figures ----------------------------------------------------------------

/** Sums over a set of tickets, in cents (sale tickets: type S; refunds: type R; deleted: type V). */
export interface TicketTotals {
  /** Number of sale tickets. */
  saleCount: number;
  /** Item sales of the sale tickets before discounts (their subtotals). */
  salesCents: number;
  /** Discounts given on the sale tickets. */
  discountCents: number;
  /** Refunded amounts (subtotal less discount of the refund tickets). */
  refundCents: number;
  refundCount: number;
  /** Deleted (voided) tickets. */
  voidCount: number;
  taxCents: number;
  tipCents: number;
}

export const zeroTotals: TicketTotals = {
  saleCount: 0,
  salesCents: 0,
  discountCents: 0,
  refundCents: 0,
  refundCount: 0,
  voidCount: 0,
  taxCents: 0,
  tipCents: 0,
};

/** The totals of several sets of tickets together (a period from its days). */
export function sumTotals(parts: Iterable<TicketTotals>): TicketTotals {
  const sum = { ...zeroTotals };
  for (const t of parts) for (const k of Object.keys(sum) as (keyof TicketTotals)[]) sum[k] += t[k];
  return sum;
}

/** Net sales = sales − discounts − refunds. */
export function netSales(t: TicketTotals): number {
  return t.salesCents - t.discountCents - t.refundCents;
}

/** Net sales of the sale tickets = sales − discounts (refunds are tickets of their own). */
export function netSalesOfSaleTickets(t: TicketTotals): number {
  return t.salesCents - t.discountCents;
}

/** Average ticket = net sales of the sale tickets / number of sale tickets (0 without a sale), to the cent. */
export function averageTicket(t: TicketTotals): number {
  return t.saleCount > 0 ? Math.round(netSalesOfSaleTickets(t) / t.saleCount) : 0;
}

/** Change versus a comparison figure, as a ratio (0.25 = +25 %); null when the comparison is 0. */
export function changeRatio(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/**
 * A new customer: the customer's first sale ticket (in the scope) falls within the period, on or
 * after `periodFrom` (the first day of that ticket's store's period); else returning.
 */
export function isNewCustomer(firstTicketDate: string, periodFrom: string): boolean {
  return firstTicketDate >= periodFrom;
}

/** Tendered total = the payments taken on the sale tickets (tips excluded), of every payment type. */
export function tenderedTotal(payments: readonly { amountCents: number }[]): number {
  return payments.reduce((sum, p) => sum + p.amountCents, 0);
}

/** Cents to the API's money (a number of dollars with two decimals). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** The figures a definition popover explains, and the catalogue key of each definition. */
export const figureDefinitionKeys = {
  netSales: 'MyStore.Definition.NetSales',
  ticketCount: 'MyStore.Definition.TicketCount',
  averageTicket: 'MyStore.Definition.AverageTicket',
  sales: 'MyStore.Definition.Sales',
  discounts: 'MyStore.Definition.Discounts',
  refunds: 'MyStore.Definition.Refunds',
  voids: 'MyStore.Definition.Voids',
  tips: 'MyStore.Definition.Tips',
  lastWeek: 'MyStore.Definition.LastWeek',
  previousPeriod: 'MyStore.Definition.PreviousPeriod',
  tendered: 'MyStore.Definition.Tendered',
  newCustomers: 'MyStore.Definition.NewCustomers',
  namedTickets: 'MyStore.Definition.NamedTickets',
} as const;
export type FigureId = keyof typeof figureDefinitionKeys;

// ---- answers of the API (Entity of /MyStore/*) ----------------------------------------------------

/** Where the figures come from: one store, or every store of the merchant (company view). */
export interface MyStorePlace {
  MerchantName: string;
  /** null in company view (no store chosen). */
  StoreId: number | null;
  StoreName: string | null;
}

/** The figures of a day (or a period), money in dollars. */
export interface MyStoreFigures {
  TicketCount: number;
  Sales: number;
  Discounts: number;
  Refunds: number;
  RefundCount: number;
  NetSales: number;
  AverageTicket: number;
  VoidCount: number;
  Tax: number;
  Tips: number;
}

export interface MyStoreDayFigures extends MyStoreFigures {
  Date: string;
}

export interface MyStoreHour {
  Hour: number;
  TicketCount: number;
  NetSales: number;
}

/** POST /MyStore/GetActivitySummary. */
export interface ActivitySummary {
  Place: MyStorePlace;
  /** The server's business date. */
  Today: string;
  /** The day shown: today, or the latest business day with tickets when today has none. */
  Day: MyStoreDayFigures;
  /** Same weekday last week (Day.Date − 7). */
  LastWeek: MyStoreDayFigures;
  /** Day.Date is not today (today has no tickets yet). */
  IsLatestBusinessDay: boolean;
  /** Sale tickets and net sales of Day.Date by hour of the day, each store's local hour (its time zone). */
  Hours: MyStoreHour[];
}

export interface SalesDay {
  Date: string;
  NetSales: number;
  TicketCount: number;
  /** The same position in the period before. */
  PreviousDate: string;
  PreviousNetSales: number;
  PreviousTicketCount: number;
}

export interface TopItem {
  ItemName: string;
  Quantity: number;
  /** Item sales (price × quantity less line discounts) on sale tickets. */
  Sales: number;
}

export interface PaymentShare {
  PaymentType: string;
  Amount: number;
  Count: number;
}

export interface StoreFigures {
  StoreId: number;
  StoreName: string;
  NetSales: number;
  TicketCount: number;
  AverageTicket: number;
  PreviousNetSales: number;
}

/** POST /MyStore/GetSalesDashboard. */
export interface SalesDashboard {
  Place: MyStorePlace;
  Period: DateRange;
  PreviousPeriod: DateRange;
  Totals: MyStoreFigures;
  PreviousTotals: MyStoreFigures;
  Days: SalesDay[];
  TopItems: TopItem[];
  PaymentMix: PaymentShare[];
  TenderedTotal: number;
  /** Company view only: each store of the merchant with tickets in either period; null for a store. */
  Stores: StoreFigures[] | null;
  /** Sale tickets and net sales by hour of the day, each store's local hour, over the period (the full report). */
  Hours: MyStoreHour[];
}

export interface TopCustomer {
  CustomerNumber: string;
  Name: string;
  TicketCount: number;
  NetSales: number;
}

/** POST /MyStore/GetCustomerDashboard. */
export interface CustomerDashboard {
  Place: MyStorePlace;
  Period: DateRange;
  NewCustomers: number;
  ReturningCustomers: number;
  /** Sale tickets with a named customer, and without. */
  NamedTickets: number;
  AnonymousTickets: number;
  TopCustomers: TopCustomer[];
}

/** The API figures of some totals. */
export function figuresOf(t: TicketTotals): MyStoreFigures {
  return {
    TicketCount: t.saleCount,
    Sales: fromCents(t.salesCents),
    Discounts: fromCents(t.discountCents),
    Refunds: fromCents(t.refundCents),
    RefundCount: t.refundCount,
    NetSales: fromCents(netSales(t)),
    AverageTicket: fromCents(averageTicket(t)),
    VoidCount: t.voidCount,
    Tax: fromCents(t.taxCents),
    Tips: fromCents(t.tipCents),
  };
}
