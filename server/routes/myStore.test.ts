import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivitySummary,
  CustomerDashboard,
  MyStoreFigures,
  MyStoreHour,
  SalesDashboard,
} from '../../src/domain/myStore';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { itemSalesOf } from '../../test/giftCards';
import { atInstant, inTimeZone } from '../../test/storeClock';
import { TEST_NOW } from '../../test/testClock';
import { figuresVersions } from './keptFigures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const TODAY = TEST_NOW.toISOString().slice(0, 10);
const HARBOR_STORES = [2001, 2002, 2003, 2004, 2005, 2006];

async function call<T>(agent: Agent, path: string, body: unknown = {}) {
  const res = await agent.post(`MyStore/${path}`, body);
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { Entity: T } & Record<string, unknown>,
  };
}

const activity = (agent: Agent) => call<ActivitySummary>(agent, 'GetActivitySummary');
const sales = (agent: Agent, body: unknown = {}) => call<SalesDashboard>(agent, 'GetSalesDashboard', body);
const customers = (agent: Agent, body: unknown = {}) =>
  call<CustomerDashboard>(agent, 'GetCustomerDashboard', body);

/** The figures of the tickets themselves (an independent sum over the tickets table), in cents. */
async function ticketSums(where: string, params: unknown[]) {
  const [row] = await s.db.query<{ n: number; sales: number; discounts: number; refunds: number }>(
    `select count(*) filter (where transaction_type = 'S')::int as n,
       coalesce(sum(${itemSalesOf('t')} * 100) filter (where transaction_type = 'S'), 0)::float8 as sales,
       coalesce(sum(discount_amount * 100) filter (where transaction_type = 'S'), 0)::float8 as discounts,
       coalesce(sum((${itemSalesOf('t')} - discount_amount) * 100) filter (where transaction_type = 'R'), 0)::float8 as refunds
     from tickets t where ${where}`,
    params,
  );
  return row;
}

const cents = (dollars: number) => Math.round(dollars * 100);

function expectTiles(f: MyStoreFigures, sums: Awaited<ReturnType<typeof ticketSums>>) {
  expect(f.TicketCount).toBe(sums.n);
  expect(cents(f.Sales)).toBe(sums.sales);
  expect(cents(f.Discounts)).toBe(sums.discounts);
  expect(cents(f.Refunds)).toBe(sums.refunds);
  // net sales = sales − discounts − refunds
  expect(cents(f.NetSales)).toBe(sums.sales - sums.discounts - sums.refunds);
  // average ticket = net sales of sale tickets / number of sale tickets
  expect(cents(f.AverageTicket)).toBe(sums.n ? Math.round((sums.sales - sums.discounts) / sums.n) : 0);
}

const sumOf = (values: number[]) => Math.round(values.reduce((a, b) => a + cents(b), 0));

/**
 * The hours of some tickets computed on their own (each ticket's time in its store's zone, not the
 * hour totals My store reads): the hours with a sale or a refund, their sale tickets and net sales.
 */
async function localHoursOf(where: string, params: unknown[]) {
  const rows = await s.db.query<{ hour: number; n: number; net: number }>(
    `select extract(hour from t.ticket_date at time zone s.time_zone)::int as hour,
       count(*) filter (where t.transaction_type = 'S')::int as n,
       coalesce(sum(case t.transaction_type when 'S' then ${itemSalesOf('t')} - t.discount_amount
         else t.discount_amount - ${itemSalesOf('t')} end) * 100, 0)::float8 as net
     from tickets t join stores s using (store_id)
     where ${where} and t.transaction_type in ('S', 'R') group by 1 order by 1`,
    params,
  );
  return rows.map((r) => ({ Hour: r.hour, TicketCount: r.n, NetSales: r.net }));
}

const hoursInCents = (hours: MyStoreHour[]) => hours.map((h) => ({ ...h, NetSales: cents(h.NetSales) }));

describe('POST /MyStore/GetActivitySummary', () => {
  it("a store session: today's figures of its store, reconciled with the day's tickets, and the same weekday last week", async () => {
    const manager = await s.signedIn('manager');
    const res = await activity(manager);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const e = res.body.Entity;
    expect(res.body.IsSuccessful).toBe(true);
    expect(e.Place).toEqual({
      MerchantName: 'Harbor Bistro Group',
      StoreId: 2001,
      StoreName: 'Harbor Downtown',
    });
    expect(e.Today).toBe(TODAY);
    expect(e.Day.Date).toBe(TODAY);
    expect(e.IsLatestBusinessDay).toBe(false);
    const today = await ticketSums('store_id = 2001 and business_date = $1::date', [TODAY]);
    expect(today.n).toBeGreaterThan(0);
    expectTiles(e.Day, today);
    expect(e.LastWeek.Date).toBe('2026-11-13');
    expectTiles(e.LastWeek, await ticketSums('store_id = 2001 and business_date = $1::date', ['2026-11-13']));
    // the hours add up to the day
    expect(e.Hours.reduce((n, h) => n + h.TicketCount, 0)).toBe(e.Day.TicketCount);
    expect(sumOf(e.Hours.map((h) => h.NetSales))).toBe(cents(e.Day.NetSales));
  });

  it("has the store's local hours: Harbor Downtown's (New York time) within its opening hours 07–23", async () => {
    const manager = await s.signedIn('manager');
    const e = (await activity(manager)).body.Entity;
    const expected = await localHoursOf('t.store_id = 2001 and t.business_date = $1::date', [e.Day.Date]);
    expect(expected.length).toBeGreaterThan(5);
    expect(hoursInCents(e.Hours)).toEqual(expected);
    for (const h of e.Hours) expect(h.Hour >= 7 && h.Hour < 23, String(h.Hour)).toBe(true);
    // the lunch rush at noon there, not at 17:00 (noon in UTC)
    const byTickets = [...e.Hours].sort((a, b) => b.TicketCount - a.TicketCount);
    expect([11, 12, 13, 17, 18, 19, 20]).toContain(byTickets[0].Hour);
  });

  it('company view (no store chosen): every store of the merchant together', async () => {
    const owner = await s.signedIn('owner');
    const e = (await activity(owner)).body.Entity;
    expect(e.Place).toEqual({ MerchantName: 'Harbor Bistro Group', StoreId: null, StoreName: null });
    expectTiles(e.Day, await ticketSums('merchant_id = 1001 and business_date = $1::date', [TODAY]));
  });

  it('a company user who chose a store sees that store', async () => {
    const owner = await s.signedIn('owner');
    expect((await owner.post('Account/SaveStoreContext?StoreId=2002', {})).status).toBe(200);
    const e = (await activity(owner)).body.Entity;
    expect(e.Place.StoreName).toBe('Harbor Uptown');
    expectTiles(e.Day, await ticketSums('store_id = 2002 and business_date = $1::date', [TODAY]));
  });

  it('when today has no sales yet, the latest business day with sales, said so', async () => {
    s.clock.advance(3 * 86_400_000);
    try {
      const manager = await s.signedIn('manager');
      const e = (await activity(manager)).body.Entity;
      expect(e.Today).toBe('2026-11-23');
      expect(e.Day.Date).toBe(TODAY);
      expect(e.IsLatestBusinessDay).toBe(true);
      expect(e.LastWeek.Date).toBe('2026-11-13');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });
});

describe('POST /MyStore/GetSalesDashboard', () => {
  it('company view: net sales by day against the period before; the stores side by side sum to the company total', async () => {
    const owner = await s.signedIn('owner');
    const res = await sales(owner, { Period: 'last7' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const e = res.body.Entity;
    expect(e.Period).toEqual({ From: '2026-11-14', To: TODAY });
    expect(e.PreviousPeriod).toEqual({ From: '2026-11-07', To: '2026-11-13' });
    expectTiles(
      e.Totals,
      await ticketSums('merchant_id = 1001 and business_date between $1::date and $2::date', [
        '2026-11-14',
        TODAY,
      ]),
    );
    expect(e.Days.map((d) => d.Date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      TODAY,
    ]);
    expect(e.Days[0].PreviousDate).toBe('2026-11-07');
    expect(sumOf(e.Days.map((d) => d.NetSales))).toBe(cents(e.Totals.NetSales));
    expect(sumOf(e.Days.map((d) => d.PreviousNetSales))).toBe(cents(e.PreviousTotals.NetSales));
    // stores side by side: only Harbor's, summing to the company total
    const stores = e.Stores ?? [];
    expect(stores.length).toBeGreaterThan(1);
    for (const st of stores) expect(HARBOR_STORES).toContain(st.StoreId);
    expect(sumOf(stores.map((st) => st.NetSales))).toBe(cents(e.Totals.NetSales));
    expect(stores.reduce((n, st) => n + st.TicketCount, 0)).toBe(e.Totals.TicketCount);
    expect(sumOf(stores.map((st) => st.PreviousNetSales))).toBe(cents(e.PreviousTotals.NetSales));
  });

  it("by hour: each store's local hours, over a period across the end of daylight saving time (1 November)", async () => {
    const owner = await s.signedIn('owner');
    const e = (await sales(owner, { Period: 'last30' })).body.Entity;
    expect(e.Period.From <= '2026-11-01').toBe(true);
    const expected = await localHoursOf(
      't.merchant_id = 1001 and t.business_date between $1::date and $2::date',
      [e.Period.From, e.Period.To],
    );
    expect(hoursInCents(e.Hours)).toEqual(expected);
    for (const h of e.Hours) expect(h.Hour >= 7 && h.Hour < 23, String(h.Hour)).toBe(true);
    expect(e.Hours.reduce((n, h) => n + h.TicketCount, 0)).toBe(e.Totals.TicketCount);
  });

  it("company view with stores in two zones: each store's tickets go to their own local hour", async () => {
    const owner = await s.signedIn('owner');
    const before = (await sales(owner, { Period: 'last7' })).body.Entity;
    // Harbor Uptown moved to Los Angeles time: its New York 07:00–23:00 are 04:00–20:00 there, on the
    // same local dates
    await s.db.query("update stores set time_zone = 'America/Los_Angeles' where store_id = 2002");
    try {
      const e = (await sales(owner, { Period: 'last7' })).body.Entity;
      const expected = await localHoursOf(
        't.merchant_id = 1001 and t.business_date between $1::date and $2::date',
        [e.Period.From, e.Period.To],
      );
      expect(hoursInCents(e.Hours)).toEqual(expected);
      expect(e.Hours[0].Hour).toBeLessThan(7);
      expect(e.Hours).not.toEqual(before.Hours);
      expect(e.Totals).toEqual(before.Totals);
      const uptown = (await activity(await s.signedIn('owner', { store: 2002 }))).body.Entity;
      expect(hoursInCents(uptown.Hours)).toEqual(
        await localHoursOf('t.store_id = 2002 and t.business_date = $1::date', [uptown.Day.Date]),
      );
      for (const h of uptown.Hours) expect(h.Hour >= 4 && h.Hour < 20, String(h.Hour)).toBe(true);
    } finally {
      await s.db.query("update stores set time_zone = 'America/New_York' where store_id = 2002");
    }
  });

  it('the payment mix sums to the tendered total, the payments of the sale tickets', async () => {
    const manager = await s.signedIn('manager');
    const e = (await sales(manager, { From: '2026-11-01', To: TODAY })).body.Entity;
    expect(e.PaymentMix.length).toBeGreaterThan(0);
    expect(sumOf(e.PaymentMix.map((p) => p.Amount))).toBe(cents(e.TenderedTotal));
    const [paid] = await s.db.query<{ c: number; n: number }>(
      `select coalesce(sum(p.payment_amount * 100), 0)::float8 as c, count(*)::int as n
       from ticket_payments p join tickets t using (document_id)
       where t.store_id = 2001 and t.transaction_type = 'S' and t.business_date between '2026-11-01' and $1::date`,
      [TODAY],
    );
    expect(cents(e.TenderedTotal)).toBe(paid.c);
    expect(e.PaymentMix.reduce((n, p) => n + p.Count, 0)).toBe(paid.n);
    // a store session: its store, no side-by-side
    expect(e.Place.StoreId).toBe(2001);
    expect(e.Stores).toBeNull();
    expect(e.TopItems.length).toBeLessThanOrEqual(5);
    expect(e.TopItems.map((i) => i.Sales)).toEqual([...e.TopItems.map((i) => i.Sales)].sort((a, b) => b - a));
    expect(e.Hours.reduce((n, h) => n + h.TicketCount, 0)).toBe(e.Totals.TicketCount);
  });

  it("another merchant's stores are never shown, whatever the body says", async () => {
    const bank = await s.signedIn('bankowner');
    const e = (await sales(bank, { Period: 'last30', StoreId: 2001, MerchantId: 1001 })).body.Entity;
    expect(e.Place.MerchantName).toBe('Maple Bank Café');
    for (const st of e.Stores ?? []) expect([2101, 2102]).toContain(st.StoreId);
    expectTiles(
      e.Totals,
      await ticketSums('merchant_id = 1002 and business_date between $1::date and $2::date', [
        e.Period.From,
        TODAY,
      ]),
    );
  });

  it('a merchant admin sees the merchant picked, in company view', async () => {
    const madmin = await s.signedIn('madmin');
    expect((await sales(madmin)).body.MessageKey).toBe('Server.NoMerchantSelected');
    await madmin.post('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1003 });
    const e = (await sales(madmin)).body.Entity;
    expect(e.Place).toMatchObject({ MerchantName: 'Corner Market', StoreId: null });
    expect((e.Stores ?? []).map((st) => st.StoreId)).toEqual([2201]);
  });

  it('bad periods: 400 in the contract shape', async () => {
    const owner = await s.signedIn('owner');
    const cases: [unknown, string][] = [
      [{ Period: 'forever' }, 'MyStore.PeriodInvalid'],
      [{ From: '2026-11-20', To: '2026-11-01' }, 'MyStore.PeriodToBeforeFrom'],
      [{ From: '2025-10-15', To: TODAY }, 'MyStore.PeriodTooLong'],
      [{ From: '2026-02-30', To: '2026-03-02' }, 'MyStore.DateInvalid'],
      [{ From: '2026-11-01' }, 'MyStore.DateInvalid'],
      [{ From: 20261101, To: '2026-11-02' }, 'MyStore.DateInvalid'],
    ];
    for (const [body, key] of cases) {
      const res = await sales(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
      expect(typeof res.body.Message).toBe('string');
    }
    const raw = await owner.request('POST', 'MyStore/GetSalesDashboard', {
      raw: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect((await sales(owner, [1, 2])).status).toBe(400);
    expect((await customers(owner, { Period: 'forever' })).status).toBe(400);
  });
});

describe('POST /MyStore/GetCustomerDashboard', () => {
  it('new and returning customers (new = first ticket within the period), named tickets and top customers', async () => {
    const manager = await s.signedIn('manager');
    const e = (await customers(manager, { Period: 'last30' })).body.Entity;
    const from = e.Period.From;
    const [expected] = await s.db.query<{ fresh: number; all: number }>(
      `select count(*) filter (where first >= $1::date)::int as fresh, count(*)::int as all from (
         select customer_number, min(business_date) as first from tickets
         where store_id = 2001 and transaction_type = 'S' and customer_number is not null and business_date <= $2::date
         group by customer_number having max(business_date) >= $1::date) c`,
      [from, TODAY],
    );
    expect(e.NewCustomers).toBe(expected.fresh);
    expect(e.NewCustomers + e.ReturningCustomers).toBe(expected.all);
    expect(e.ReturningCustomers).toBeGreaterThan(0);
    const totals = await ticketSums('store_id = 2001 and business_date between $1::date and $2::date', [
      from,
      TODAY,
    ]);
    expect(e.NamedTickets + e.AnonymousTickets).toBe(totals.n);
    expect(e.TopCustomers.length).toBe(5);
    expect(e.TopCustomers.map((c) => c.NetSales)).toEqual(
      [...e.TopCustomers.map((c) => c.NetSales)].sort((a, b) => b - a),
    );
  });

  it('hidden for the bank reseller in product mode 4: 403', async () => {
    await s.db.query('update merchants set product_mode = 4 where merchant_id = 1002');
    try {
      const bank = await s.signedIn('bankowner');
      const res = await customers(bank);
      expect(res.status).toBe(403);
      expect(res.body.MessageKey).toBe('Access.NotAvailable');
      expect((await sales(bank)).status).toBe(200);
    } finally {
      await s.db.query('update merchants set product_mode = 1 where merchant_id = 1002');
    }
  });
});

describe('who may see which figures', () => {
  const paths = ['GetActivitySummary', 'GetSalesDashboard', 'GetCustomerDashboard'];

  async function refusedEverywhere(agent: Agent, key: string) {
    for (const path of paths) {
      const res = await call(agent, path);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toMatchObject({ IsSuccessful: false, MessageKey: key });
      expect(res.body.Entity, path).toBeUndefined();
    }
  }

  it('a store user whose session has no store gets no merchant-wide figures', async () => {
    // shiftlead has two stores and has not picked one yet
    await refusedEverywhere(await s.signedIn('shiftlead'), 'MyStore.NoStore');
  });

  it('store users of a suspended or overdue store get nothing (their session starts without it)', async () => {
    await refusedEverywhere(await s.signedIn('suspended'), 'MyStore.NoStore');
    await refusedEverywhere(await s.signedIn('pastdue'), 'MyStore.NoStore');
  });

  it('a store session whose store becomes suspended, overdue or deactivated is refused', async () => {
    const manager = await s.signedIn('manager');
    const changes = [
      'status_code = 5',
      "payment_due_date = date '2026-11-19'",
      'status_code = 3, is_deleted = true',
    ];
    for (const change of changes) {
      await s.db.query(`update stores set ${change} where store_id = 2001`);
      try {
        await refusedEverywhere(manager, 'MyStore.StoreUnavailable');
      } finally {
        await s.db.query(
          'update stores set status_code = 2, is_deleted = false, payment_due_date = null where store_id = 2001',
        );
      }
    }
    expect((await activity(manager)).status).toBe(200);
  });

  it('a store user sees only an assigned store', async () => {
    const shiftlead = await s.signedIn('shiftlead');
    expect((await shiftlead.post('Account/SaveStoreContext?StoreId=2002', {})).status).toBe(200);
    expect((await activity(shiftlead)).body.Entity.Place.StoreName).toBe('Harbor Uptown');
    // a store taken away after it was chosen
    await s.db.query(
      "delete from user_stores where store_id = 2002 and user_id = (select user_id from users where username = 'shiftlead')",
    );
    const res = await activity(shiftlead);
    expect(res.status).toBe(403);
    expect(res.body.Entity).toBeUndefined();
  });

  it('the route must be visible to the session (a my-store feature id)', async () => {
    await s.db.query(
      'update merchants set feature_ids = array(select unnest(feature_ids) except select unnest(array[45, 46, 47, 48])) where merchant_id = 1003',
    );
    await refusedEverywhere(await s.signedIn('marketowner'), 'Access.NotAvailable');
  });

  it('no session: 401; no csrf header on the POST: 403', async () => {
    for (const path of paths) {
      const res = await s.agent().post(`MyStore/${path}`, {});
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.SessionRequired' });
    }
    const owner = await s.signedIn('owner');
    for (const path of paths) {
      const res = await owner.post(`MyStore/${path}`, {}, { requestverificationtoken: '' });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ MessageKey: 'Server.CsrfInvalid' });
    }
  });
});

const at = <T>(instant: string, run: () => Promise<T>) => atInstant(s, instant, run);
const inDenver = <T>(storeId: number, run: () => Promise<T>) => inTimeZone(s, storeId, 'America/Denver', run);

describe("My store on the store's clock (issue 22 §1; 1-foundation §2 My store)", () => {
  it("at 21:30 in New York (02:30 UTC the next day) today is New York's date, with its sales", async () => {
    const e = await at(
      '2026-11-21T02:30:00Z',
      async () => (await activity(await s.signedIn('manager'))).body.Entity,
    );
    expect(e.Today).toBe(TODAY);
    expect(e.Day.Date).toBe(TODAY);
    expect(e.IsLatestBusinessDay).toBe(false);
    expectTiles(e.Day, await ticketSums('store_id = 2001 and business_date = $1::date', [TODAY]));
    const week = await at(
      '2026-11-21T04:59:00Z',
      async () => (await sales(await s.signedIn('manager'), { Period: 'last7' })).body.Entity,
    );
    expect(week.Period).toEqual({ From: '2026-11-14', To: TODAY });
  });

  it('at 00:30 just after midnight in New York today is the new day, without sales yet', async () => {
    const e = await at(
      '2026-11-21T05:30:00Z',
      async () => (await activity(await s.signedIn('manager'))).body.Entity,
    );
    expect(e.Today).toBe('2026-11-21');
    expect(e.IsLatestBusinessDay).toBe(true);
    expect(e.Day.Date).toBe(TODAY);
  });

  it('company view at 22:00 in Denver (midnight in New York): each store counts its own day', async () => {
    await inDenver(2002, () =>
      at('2026-11-21T05:00:00Z', async () => {
        const owner = await s.signedIn('owner');
        const uptownsDay = await ticketSums('store_id = 2002 and business_date = $1::date', [TODAY]);
        expect(uptownsDay.n).toBeGreaterThan(0);
        // New York's stores are on the 21st (no sales yet), Harbor Uptown in Denver still on the 20th
        const a = (await activity(owner)).body.Entity;
        expect(a.Today).toBe('2026-11-21');
        expect(a.IsLatestBusinessDay).toBe(false);
        expectTiles(a.Day, uptownsDay);
        // each store's same weekday a week before its own today
        const eachOwn = (denver: string, newYork: string) =>
          ticketSums(
            `merchant_id = 1001 and ((store_id = 2002 and business_date = $1::date)
               or (store_id <> 2002 and business_date = $2::date))`,
            [denver, newYork],
          );
        expectTiles(a.LastWeek, await eachOwn('2026-11-13', '2026-11-14'));
        // today's dashboard: from Denver's day to New York's, each store its own
        const d = (await sales(owner, { Period: 'today' })).body.Entity;
        expect(d.Period).toEqual({ From: TODAY, To: '2026-11-21' });
        expect(d.PreviousPeriod).toEqual({ From: '2026-11-19', To: TODAY });
        expectTiles(d.Totals, uptownsDay);
        expect((d.Stores ?? []).filter((st) => st.TicketCount > 0).map((st) => st.StoreId)).toEqual([2002]);
        expectTiles(d.PreviousTotals, await eachOwn('2026-11-19', TODAY));
        // a custom day is that calendar day in every store
        const custom = (await sales(owner, { From: TODAY, To: TODAY })).body.Entity;
        expectTiles(
          custom.Totals,
          await ticketSums('merchant_id = 1001 and business_date = $1::date', [TODAY]),
        );
      }),
    );
  });

  describe('answers kept in memory (server/routes/keptFigures.ts)', () => {
    /** Moves a sale ticket of `store` between two business days (the database's totals follow it). */
    async function moveTicket(store: number, from: string, to: string): Promise<void> {
      await s.db.query(
        `update tickets set business_date = $3::date where document_id = (
           select document_id from tickets where store_id = $1 and business_date = $2::date
             and transaction_type = 'S' order by document_id limit 1)`,
        [store, from, to],
      );
    }
    const version = async (store: number) => (await figuresVersions(s.db, [store]))[0];

    it("a kept dashboard gives way to any change of its store's tickets; another store's leave its version", async () => {
      const manager = await s.signedIn('manager');
      const before = (await sales(manager, { Period: 'today' })).body.Entity;
      // asked again on unchanged figures: the same answer
      expect((await sales(manager, { Period: 'today' })).body.Entity).toEqual(before);
      const harbor = await version(2001);
      await moveTicket(2002, TODAY, '2001-01-02');
      expect(await version(2001)).toBe(harbor);
      await moveTicket(2001, TODAY, '2001-01-02');
      expect(await version(2001)).toBeGreaterThan(harbor);
      const moved = (await sales(manager, { Period: 'today' })).body.Entity;
      expect(moved.Totals.TicketCount).toBe(before.Totals.TicketCount - 1);
      expectTiles(moved.Totals, await ticketSums('store_id = 2001 and business_date = $1::date', [TODAY]));
      // and back: the answer is the first one again
      await moveTicket(2001, '2001-01-02', TODAY);
      await moveTicket(2002, '2001-01-02', TODAY);
      expect((await sales(manager, { Period: 'today' })).body.Entity).toEqual(before);
    });
  });
});
