import { Hono, type Context } from 'hono';
import { myStoreTabs, type MyStoreTabId } from '../../src/domain/access/routeAccess';
import { ok } from '../../src/domain/contract';
import {
  businessDateIn,
  type DateRange,
  eachPeriod,
  type StorePeriod,
  spanOf,
  storePeriodsAt,
  todayOf,
} from '../../src/domain/calendar';
import {
  averageTicket,
  type DashboardPeriodRequest,
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
  type StoreDay,
} from '../db/queries/myStore';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { Errors } from '../http/errors';
import { requireRoute } from '../auth/routeAccess';
import { keptFigures } from './keptFigures';
import { viewStores } from './storeClock';

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

/**
 * A dashboard's period: each store's own (a preset on each store's business day, in company view too;
 * a custom From–To the same dates for all), and the dates it spans.
 */
function dashboardPeriod(
  c: Context<AppEnv>,
  body: DashboardPeriodRequest,
): { periods: StorePeriod[]; span: DateRange } {
  const stores = viewStores(c);
  const now = c.var.deps.clock.now();
  const periods = storePeriodsAt(stores, now, (today) => requestedRange(body, today));
  return { periods, span: spanOf(periods) ?? requestedRange(body, todayOf(stores, now).latest) };
}

const hoursOf = (rows: HourTotals[]): MyStoreHour[] =>
  rows.map((h) => ({ Hour: h.hour, TicketCount: h.saleCount, NetSales: fromCents(h.netCents) }));

/**
 * The activity summary: the figures of today (each store's own business day), or of the latest
 * business day with sales when today has none yet, beside those of the same weekday a week before,
 * and by hour. Its Today is the latest of the stores' days (in company view New York may be on the
 * next day while Denver is not).
 */
myStore.post('/MyStore/GetActivitySummary', myStoreRoute, async (c) => {
  const scope = figuresScope(c, 'activity');
  await readBody(c, activitySummarySchema);
  const { db, clock } = c.var.deps;
  const stores = viewStores(c);
  const now = clock.now();
  const today = todayOf(stores, now).latest;
  const todays: StoreDay[] = stores.map((s) => ({
    StoreId: s.StoreId,
    Date: businessDateIn(s.TimeZone, now),
  }));
  const [todaysFigures, place] = await Promise.all([daysWithHours(db, scope, todays), placeOf(c, scope)]);
  let shown = { date: today, ...todaysFigures };
  if (todaysFigures.day.saleCount === 0) {
    const latest = await latestSaleDate(db, scope, todays);
    if (latest && latest !== today) {
      const days = stores.map((s) => ({ StoreId: s.StoreId, Date: latest }));
      shown = { date: latest, ...(await daysWithHours(db, scope, days)) };
    }
  }
  const entity: ActivitySummary = {
    Place: place,
    Today: today,
    Day: { Date: shown.date, ...figuresOf(shown.day) },
    LastWeek: { Date: sameWeekdayLastWeek(shown.date), ...figuresOf(shown.lastWeek) },
    IsLatestBusinessDay: shown.date !== today,
    Hours: hoursOf(shown.hours),
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
  const { periods, span } = dashboardPeriod(c, body);
  // the same question on unchanged figures (a tablet's refresh, every manager's landing page) is answered from memory
  const entity = await keptFigures(c, ['sales', periods, span], () =>
    salesDashboard(c, scope, periods, span),
  );
  return c.json(ok(entity));
});

/** The sales dashboard of the stores' periods, beside the periods before them. */
async function salesDashboard(
  c: Context<AppEnv>,
  scope: FiguresScope,
  periods: StorePeriod[],
  period: DateRange,
): Promise<SalesDashboard> {
  const { db } = c.var.deps;
  const befores = eachPeriod(periods, previousPeriod);
  const before = spanOf(befores) ?? previousPeriod(period);
  const [days, previousDays, items, payments, hours, place, stores] = await Promise.all([
    dailyTotals(db, scope, periods),
    dailyTotals(db, scope, befores),
    topItems(db, scope, periods),
    paymentTotals(db, scope, periods),
    hourlyTotals(db, scope, periods),
    placeOf(c, scope),
    scope.storeId === null ? storesSideBySide(c, scope, periods, befores) : Promise.resolve(null),
  ]);
  const previousDates = datesOf(before);
  const totals = sumTotals(days.values());
  const previousTotals = sumTotals(previousDays.values());
  return {
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
}

/** Every store of the merchant with tickets in its period or the one before, by name. */
async function storesSideBySide(
  c: Context<AppEnv>,
  scope: FiguresScope,
  periods: StorePeriod[],
  befores: StorePeriod[],
): Promise<StoreFigures[]> {
  const { db } = c.var.deps;
  const [now, then] = await Promise.all([storeTotals(db, scope, periods), storeTotals(db, scope, befores)]);
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
  const { periods, span: period } = dashboardPeriod(c, body);
  const [firsts, tickets, top, place] = await Promise.all([
    customerFirstDates(db, scope, periods),
    namedTicketCounts(db, scope, periods),
    topCustomers(db, scope, periods),
    placeOf(c, scope),
  ]);
  const newCount = firsts.filter((f) => isNewCustomer(f.firstDate, f.periodFrom)).length;
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
