import { Hono, type Context } from 'hono';
import { myStoreTabs, type MyStoreTabId } from '../../src/domain/access/routeAccess';
import { ok } from '../../src/domain/contract';
import {
  averageTicket,
  businessDateOf,
  datesOf,
  figuresOf,
  fromCents,
  isNewCustomer,
  netSales,
  previousPeriod,
  requestedRange,
  sameWeekdayLastWeek,
  sumTotals,
  tenderedTotal,
  zeroTotals,
  type ActivitySummary,
  type CustomerDashboard,
  type DateRange,
  type MyStoreHour,
  type MyStorePlace,
  type SalesDashboard,
  type StoreFigures,
} from '../../src/domain/myStore';
import { activitySummarySchema, dashboardPeriodSchema } from '../../src/domain/myStoreRequests';
import {
  customerFirstDates,
  dailyTotals,
  daysWithHours,
  hourlyTotals,
  latestSaleDate,
  namedTicketCounts,
  paymentTotals,
  placeNames,
  storeTotals,
  topCustomers,
  topItems,
  type FiguresScope,
  type HourTotals,
} from '../db/queries/myStore';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { requireRoute } from '../auth/routeAccess';

/**
 * My store (1-foundation.md §2): the figures of the landing page's three tabs. Reads only, POST
 * like the contract's other reads; every answer with figures is `Cache-Control: no-store` (the
 * portal keeps its own copy).
 */
export const myStore = new Hono<AppEnv>();

myStore.use('/MyStore/*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

/** The route of every my-store read: a store user's figures are those of an assigned store in good standing. */
const myStoreRoute = requireRoute('/mystore', {
  messages: { noStore: 'MyStore.NoStore', storeUnavailable: 'MyStore.StoreUnavailable' },
});

/** Whose figures the session may see on a tab (route access passed): the tab's own rule, then the scope. */
function figuresScope(c: Context<AppEnv>, tab: MyStoreTabId): FiguresScope {
  const { ctx, merchantId, storeId } = c.var.access;
  if (!myStoreTabs(ctx).some((t) => t.id === tab)) throw Errors.forbidden('Access.NotAvailable');
  return { merchantId, storeId };
}

async function placeOf(c: Context<AppEnv>, scope: FiguresScope): Promise<MyStorePlace> {
  const names = await placeNames(c.var.deps.db, scope);
  return { MerchantName: names.merchantName, StoreId: scope.storeId, StoreName: names.storeName };
}

const today = (c: Context<AppEnv>) => businessDateOf(c.var.deps.clock.now());

const hoursOf = (rows: HourTotals[]): MyStoreHour[] =>
  rows.map((h) => ({ Hour: h.hour, TicketCount: h.saleCount, NetSales: fromCents(h.netCents) }));

/**
 * The activity summary: the figures of today, or of the latest business day with sales when today
 * has none yet, beside those of the same weekday a week before, and by hour.
 */
myStore.post('/MyStore/GetActivitySummary', myStoreRoute, async (c) => {
  const scope = figuresScope(c, 'activity');
  await readBody(c, activitySummarySchema);
  const { db } = c.var.deps;
  const now = today(c);
  const figuresOfDay = (date: string) =>
    daysWithHours(db, scope, [date, sameWeekdayLastWeek(date)], date).then((found) => ({ date, ...found }));
  const [todays, place] = await Promise.all([figuresOfDay(now), placeOf(c, scope)]);
  let shown = todays;
  if ((todays.days.get(now)?.saleCount ?? 0) === 0) {
    const latest = await latestSaleDate(db, scope, now);
    if (latest && latest !== now) shown = await figuresOfDay(latest);
  }
  const { date, days, hours } = shown;
  const lastWeekDate = sameWeekdayLastWeek(date);
  const day = days.get(date) ?? zeroTotals;
  const lastWeek = days.get(lastWeekDate) ?? zeroTotals;
  const entity: ActivitySummary = {
    Place: place,
    Today: now,
    Day: { Date: date, ...figuresOf(day) },
    LastWeek: { Date: lastWeekDate, ...figuresOf(lastWeek) },
    IsLatestBusinessDay: date !== now,
    Hours: hoursOf(hours),
  };
  return c.json(ok(entity));
});

/**
 * The sales dashboard of a period (a preset or From–To): net sales by day against the period before,
 * totals, top items, payment mix and, in company view, the stores side by side.
 */
myStore.post('/MyStore/GetSalesDashboard', myStoreRoute, async (c) => {
  const scope = figuresScope(c, 'sales');
  const body = await readBody(c, dashboardPeriodSchema);
  const { db } = c.var.deps;
  const period = requestedRange(body, today(c));
  const before = previousPeriod(period);
  const [days, previousDays, items, payments, hours, place, stores] = await Promise.all([
    dailyTotals(db, scope, period),
    dailyTotals(db, scope, before),
    topItems(db, scope, period),
    paymentTotals(db, scope, period),
    hourlyTotals(db, scope, period),
    placeOf(c, scope),
    scope.storeId === null ? storesSideBySide(c, scope.merchantId, period, before) : Promise.resolve(null),
  ]);
  const previousDates = datesOf(before);
  const totals = sumTotals(days.values());
  const previousTotals = sumTotals(previousDays.values());
  const entity: SalesDashboard = {
    Place: place,
    Period: period,
    PreviousPeriod: before,
    Totals: figuresOf(totals),
    PreviousTotals: figuresOf(previousTotals),
    Days: datesOf(period).map((date, i) => {
      const day = days.get(date) ?? zeroTotals;
      const previousDate = previousDates[i];
      const previous = previousDays.get(previousDate) ?? zeroTotals;
      return {
        Date: date,
        NetSales: fromCents(netSales(day)),
        TicketCount: day.saleCount,
        PreviousDate: previousDate,
        PreviousNetSales: fromCents(netSales(previous)),
        PreviousTicketCount: previous.saleCount,
      };
    }),
    TopItems: items.map((i) => ({
      ItemName: i.itemName,
      Quantity: i.quantity,
      Sales: fromCents(i.salesCents),
    })),
    PaymentMix: payments.map((p) => ({
      PaymentType: p.paymentType,
      Amount: fromCents(p.amountCents),
      Count: p.count,
    })),
    TenderedTotal: fromCents(tenderedTotal(payments)),
    Stores: stores,
    Hours: hoursOf(hours),
  };
  return c.json(ok(entity));
});

/** Every store of the merchant with tickets in the period or the one before, by name. */
async function storesSideBySide(
  c: Context<AppEnv>,
  merchantId: number,
  period: DateRange,
  before: DateRange,
): Promise<StoreFigures[]> {
  const { db } = c.var.deps;
  const [now, then] = await Promise.all([
    storeTotals(db, merchantId, period),
    storeTotals(db, merchantId, before),
  ]);
  const names = new Map([...then, ...now].map((s) => [s.storeId, s.storeName]));
  return [...names]
    .sort(([a, an], [b, bn]) => an.localeCompare(bn) || a - b)
    .map(([storeId, storeName]) => {
      const current = now.find((s) => s.storeId === storeId)?.totals ?? zeroTotals;
      const previous = then.find((s) => s.storeId === storeId)?.totals ?? zeroTotals;
      return {
        StoreId: storeId,
        StoreName: storeName,
        NetSales: fromCents(netSales(current)),
        TicketCount: current.saleCount,
        AverageTicket: fromCents(averageTicket(current)),
        PreviousNetSales: fromCents(netSales(previous)),
      };
    });
}

/** The customer dashboard of a period: new and returning customers, named tickets, top customers. */
myStore.post('/MyStore/GetCustomerDashboard', myStoreRoute, async (c) => {
  const scope = figuresScope(c, 'customers');
  const body = await readBody(c, dashboardPeriodSchema);
  const { db } = c.var.deps;
  const period = requestedRange(body, today(c));
  const [firsts, tickets, top, place] = await Promise.all([
    customerFirstDates(db, scope, period),
    namedTicketCounts(db, scope, period),
    topCustomers(db, scope, period),
    placeOf(c, scope),
  ]);
  const newCount = firsts.filter((f) => isNewCustomer(f.firstDate, period)).length;
  const entity: CustomerDashboard = {
    Place: place,
    Period: period,
    NewCustomers: newCount,
    ReturningCustomers: firsts.length - newCount,
    NamedTickets: tickets.named,
    AnonymousTickets: tickets.anonymous,
    TopCustomers: top.map((t) => ({
      CustomerNumber: t.customerNumber,
      Name: t.name,
      TicketCount: t.saleCount,
      NetSales: fromCents(t.netCents),
    })),
  };
  return c.json(ok(entity));
});
