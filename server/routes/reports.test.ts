import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averagedMeasures, measureKinds, reportDefinitions, reportIds } from '../../src/domain/reports';
import { ticketFilterArguments, type PosTransactionSearchAnswer } from '../../src/domain/posTransactions';
import { giftCardLines } from '../../test/giftCards';
import { addDays, cents, column, LAST_30, report, startReportServer, TODAY } from '../../test/reports';
import type { Agent, TestServer } from '../../test/server';
import { atInstant, inTimeZone } from '../../test/storeClock';

/**
 * The reports (issue 9): each report's figures against an independent sum over the tickets and their
 * lines, the comparison period, the scope (a store's view, a company view's stores, another merchant's
 * store refused) and bad input (a clear error, never a 500).
 */
let s: TestServer;
let owner: Agent;
let ownerCompany: Agent;
let manager: Agent;
let bank: Agent;
beforeAll(async () => {
  ({ s, owner, ownerCompany, manager, bank } = await startReportServer());
});
afterAll(() => s.close());

/**
 * Σ of the tickets of stores and a period, in cents: the independent computation. Sales are item
 * sales: the subtotals less the gift cards sold (the tickets' lines of type G), which are not sales.
 */
async function ticketSums(storeIds: number[], from: string, to: string) {
  const [r] = await s.db.query<{
    n: number;
    sales: number;
    discounts: number;
    refunds: number;
    tax: number;
    giftCards: number;
  }>(
    `with t as (
       select t.*, ${giftCardLines('t')} as gift
       from tickets t where store_id = any($1::int[]) and business_date between $2::date and $3::date)
     select count(*) filter (where transaction_type = 'S')::int as n,
       coalesce(sum((sub_total_amount - gift) * 100) filter (where transaction_type = 'S'), 0)::float8 as sales,
       coalesce(sum(discount_amount * 100) filter (where transaction_type = 'S'), 0)::float8 as discounts,
       coalesce(sum((sub_total_amount - gift - discount_amount) * 100) filter (where transaction_type = 'R'), 0)::float8 as refunds,
       coalesce(sum(tax_amount * 100) filter (where transaction_type = 'S'), 0)::float8 as tax,
       coalesce(sum(gift * 100) filter (where transaction_type = 'S'), 0)::float8 as "giftCards"
     from t`,
    [storeIds, from, to],
  );
  return r;
}

describe('the sales summary (issue 9: gross, discounts, refunds, net, tax, tickets, average ticket)', () => {
  it("adds up the store's tickets of the period, day by day, as the tickets themselves do", async () => {
    const { status, body } = await report(owner, 'salesSummary');
    expect(status).toBe(200);
    const a = body.Entity;
    expect(a.StoreIds).toEqual([2001]);
    const sums = await ticketSums([2001], LAST_30.From, LAST_30.To);
    const total = (m: string) => a.Totals.Values[column(a, m)];
    expect(total('tickets')).toBe(sums.n);
    expect(cents(total('grossSales'))).toBe(sums.sales);
    expect(cents(total('discounts'))).toBe(sums.discounts);
    expect(cents(total('refunds'))).toBe(sums.refunds);
    expect(cents(total('netSales'))).toBe(sums.sales - sums.discounts - sums.refunds);
    expect(cents(total('tax'))).toBe(sums.tax);
    // gift cards were sold in the period, and are not sales (issue 22 §3)
    expect(sums.giftCards).toBeGreaterThan(0);
    expect(cents(total('averageTicket'))).toBe(Math.round((sums.sales - sums.discounts) / sums.n));
    // the days, in order, add up to the totals
    expect(a.Rows.map((r) => r.Key)).toEqual([...a.Rows.map((r) => r.Key)].sort());
    expect(a.Rows.reduce((n, r) => n + r.Values[column(a, 'tickets')], 0)).toBe(sums.n);
    const day = a.Rows[3];
    const daySums = await ticketSums([2001], day.Key, day.Key);
    expect(cents(day.Values[column(a, 'netSales')])).toBe(
      daySums.sales - daySums.discounts - daySums.refunds,
    );
  });

  it('compares with the period before and with the same period last year (52 weeks before)', async () => {
    const before = await report(owner, 'salesSummary', {
      ...LAST_30,
      Preset: 'last30',
      Comparison: 'previous',
    });
    expect(before.body.Entity.ComparisonPeriod).toEqual({
      From: addDays(LAST_30.From, -30),
      To: addDays(LAST_30.From, -1),
    });
    const sums = await ticketSums([2001], addDays(LAST_30.From, -30), addDays(LAST_30.From, -1));
    const a = before.body.Entity;
    expect(a.Totals.Previous?.[column(a, 'tickets')]).toBe(sums.n);
    // the period's days, each beside the same day of the period before
    expect(a.Rows.map((r) => r.Key)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(LAST_30.From, i)));
    const first = await ticketSums([2001], addDays(LAST_30.From, -30), addDays(LAST_30.From, -30));
    expect(a.Rows[0].Previous?.[column(a, 'tickets')]).toBe(first.n);
    const lastYear = await report(owner, 'salesSummary', { ...LAST_30, Comparison: 'lastYear' });
    expect(lastYear.body.Entity.ComparisonPeriod).toEqual({
      From: addDays(LAST_30.From, -364),
      To: addDays(TODAY, -364),
    });
  });

  it('reconciles: the net of the item and modifier reports is the summary net', async () => {
    const summary = (await report(owner, 'salesSummary')).body.Entity;
    const items = (await report(owner, 'salesItem')).body.Entity;
    const modifiers = (await report(owner, 'salesModifier')).body.Entity;
    const net = cents(summary.Totals.Values[column(summary, 'netSales')]);
    const lines =
      cents(items.Totals.Values[column(items, 'itemSales')]) +
      cents(modifiers.Totals.Values[column(modifiers, 'itemSales')]);
    expect(lines).toBe(net);
    // a gift card sold is not an item sale (issue 22 §3)
    expect(items.Rows.filter((r) => r.Label.startsWith('Gift Card'))).toEqual([]);
    // shares of the items add up to 100 % (to rounding), the largest first
    const shares = items.Rows.map((r) => r.Values[column(items, 'share')]);
    expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.1 * shares.length);
    const sales = items.Rows.map((r) => r.Values[column(items, 'itemSales')]);
    expect(sales).toEqual([...sales].sort((x, y) => y - x));
  });

  it('reconciles with POS transactions: the same net sales (issue 22 §3), and their ticket totals are the net plus what the same tickets carried beyond their sales', async () => {
    const summary = (await report(owner, 'salesSummary')).a;
    const res = await owner.post('TicketViewer/SearchTickets', {
      FromDate: LAST_30.From,
      ToDate: LAST_30.To,
      ...ticketFilterArguments.saleOrRefund,
      SearchColumnFilter: 'all',
      SearchArg: '',
      PageRowCount: 25,
      RequestedPageNum: 1,
    });
    expect(res.status).toBe(200);
    const pos = (await res.json()) as PosTransactionSearchAnswer;
    const net = cents(summary.Totals.Values[column(summary, 'netSales')]);
    expect(cents(pos.Summary.NetSalesAmount)).toBe(net);
    // beyond the net sales: the gift cards sold, tax, tips, gratuity, charges… of the sales, less the refunds'
    const [beyond] = await s.db.query<{ cents: number }>(
      `select coalesce(sum(case transaction_type when 'S' then 1 else -1 end
         * (total_amount - (sub_total_amount - gift_card_amount - discount_amount)) * 100), 0)::float8 as cents
       from tickets where store_id = 2001 and transaction_type in ('S', 'R')
         and business_date between $1::date and $2::date`,
      [LAST_30.From, LAST_30.To],
    );
    expect(cents(pos.Summary.SalesAmount) - cents(pos.Summary.RefundsAmount)).toBe(net + beyond.cents);
  });

  it('departments add up to the items, payments to what the sale tickets were paid', async () => {
    const items = (await report(owner, 'salesItem')).body.Entity;
    const departments = (await report(owner, 'salesDepartment')).body.Entity;
    expect(departments.Rows.length).toBeGreaterThan(1);
    expect(cents(departments.Totals.Values[column(departments, 'itemSales')])).toBe(
      cents(items.Totals.Values[column(items, 'itemSales')]),
    );
    const payments = (await report(owner, 'salesPayments')).body.Entity;
    const [paid] = await s.db.query<{ n: number; amount: number }>(
      `select count(*)::int as n, coalesce(sum(p.payment_amount * 100), 0)::float8 as amount
       from ticket_payments p join tickets t using (document_id)
       where t.store_id = 2001 and t.transaction_type = 'S' and t.business_date between $1::date and $2::date`,
      [LAST_30.From, LAST_30.To],
    );
    expect(payments.Totals.Values).toEqual([paid.n, paid.amount / 100]);
  });
});

describe('the scope of a report', () => {
  it("a company view adds up the merchant's stores, all or those chosen, side by side by location", async () => {
    const all = (await report(ownerCompany, 'operationsLocation')).body.Entity;
    expect(all.StoreIds).toEqual([2001, 2002, 2003, 2004, 2005, 2006]);
    expect(all.Rows.map((r) => r.Label)).toContain('Harbor Uptown');
    const two = (await report(ownerCompany, 'operationsLocation', { ...LAST_30, StoreIds: [2002, 2001] }))
      .body.Entity;
    expect(two.Rows.map((r) => r.Key).sort()).toEqual(['2001', '2002']);
    const sums = await ticketSums([2001, 2002], LAST_30.From, LAST_30.To);
    expect(two.Totals.Values[column(two, 'tickets')]).toBe(sums.n);
    // the picker's stores: every store of the merchant, by name, whichever were added up
    expect(two.Stores.map((st) => st.StoreId).sort()).toEqual(all.StoreIds);
    expect(two.Stores.map((st) => st.StoreName)).toContain('Harbor Uptown');
    // a store's view offers its own store only
    expect((await report(owner, 'salesSummary')).body.Entity.Stores.map((st) => st.StoreId)).toEqual([2001]);
  });

  it("another merchant's store is refused and nothing is read; a store's view is its store", async () => {
    for (const asked of [[2101], [2001, 2101]]) {
      const res = await report(ownerCompany, 'salesSummary', { ...LAST_30, StoreIds: asked });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Reports.StoreNotYours' });
    }
    expect((await report(bank, 'salesSummary', { ...LAST_30, StoreIds: [2001] })).status).toBe(403);
    expect((await report(manager, 'salesSummary', { ...LAST_30, StoreIds: [2002] })).status).toBe(403);
    const own = (await report(manager, 'salesSummary')).body.Entity;
    expect(own.StoreIds).toEqual([2001]);
    const maple = (await report(bank, 'salesItem')).body.Entity;
    expect(maple.StoreIds).toEqual([2101]);
  });
});

describe("the store's clock (issue 22 §1: presets are each store's business days)", () => {
  it("at 21:30 in New York (02:30 UTC the next day) today is New York's date, whatever dates are asked", async () => {
    await atInstant(s, '2026-11-21T02:30:00Z', async () => {
      // the dates a browser counting in UTC asked for, with the preset: the store's own today answers
      const body = { From: '2026-11-21', To: '2026-11-21', Preset: 'today', Comparison: 'previous' };
      // a session of the evening (the test's own sessions began at 18:00)
      const evening = await s.signedIn('owner', { store: 2001 });
      const a = (await report(evening, 'salesSummary', body)).body.Entity;
      expect(a.Period).toEqual({ From: TODAY, To: TODAY });
      expect(a.ComparisonPeriod).toEqual({ From: addDays(TODAY, -1), To: addDays(TODAY, -1) });
      expect(a.Totals.Values[column(a, 'tickets')]).toBe((await ticketSums([2001], TODAY, TODAY)).n);
      const month = (await report(evening, 'salesSummary', { ...body, Preset: 'thisMonth' })).body.Entity;
      expect(month.Period).toEqual({ From: '2026-11-01', To: TODAY });
    });
  });

  it('a company view at 22:00 in Denver (midnight in New York): each store counts its own day', async () => {
    await inTimeZone(s, 2002, 'America/Denver', () =>
      atInstant(s, '2026-11-21T05:00:00Z', async () => {
        const body = { From: TODAY, To: '2026-11-21', Preset: 'today', Comparison: 'previous' };
        const company = await s.signedIn('owner');
        const a = (await report(company, 'salesSummary', body)).body.Entity;
        expect(a.Period).toEqual({ From: TODAY, To: '2026-11-21' });
        expect(a.ComparisonPeriod).toEqual({ From: addDays(TODAY, -1), To: TODAY });
        // New York's stores are on the 21st, with no ticket yet: the day is Harbor Uptown's, in Denver
        expect(a.Rows.map((r) => r.Key)).toEqual([TODAY, '2026-11-21']);
        const uptown = await ticketSums([2002], TODAY, TODAY);
        expect(uptown.n).toBeGreaterThan(0);
        expect(a.Totals.Values[column(a, 'tickets')]).toBe(uptown.n);
        const [before] = await s.db.query<{ n: number }>(
          `select count(*)::int as n from tickets where merchant_id = 1001 and transaction_type = 'S'
             and ((store_id = 2002 and business_date = $1::date) or (store_id <> 2002 and business_date = $2::date))`,
          [addDays(TODAY, -1), TODAY],
        );
        expect(a.Totals.Previous?.[column(a, 'tickets')]).toBe(before.n);
        // the same days chosen as dates are those calendar days in every store
        const custom = (await report(company, 'salesSummary', { ...body, Preset: null })).body.Entity;
        expect(custom.Totals.Values[column(custom, 'tickets')]).toBe(
          (await ticketSums([2001, 2002, 2003, 2004, 2005, 2006], TODAY, '2026-11-21')).n,
        );
      }),
    );
  });
});

describe('every report (the framework: a definition, its grouping SQL and its measures agree)', () => {
  it.each(reportIds)(
    '%s answers a finite number for each measure, each text column and totals that add up',
    async (id) => {
      const { status, body } = await report(ownerCompany, id, { ...LAST_30, Comparison: 'previous' });
      expect(status).toBe(200);
      const a = body.Entity;
      expect(a.Measures).toEqual(reportDefinitions[id].measures);
      expect(a.Grouping).toBe(reportDefinitions[id].grouping);
      expect(a.Rows.length).toBeGreaterThan(0);
      for (const row of [...a.Rows, a.Totals]) {
        for (const v of [...row.Values, ...(row.Previous ?? [])]) expect(Number.isFinite(v)).toBe(true);
      }
      for (const row of a.Rows) expect(row.Texts).toHaveLength(a.Texts.length);
      // a measure that adds up (not an average or a share: averagedMeasures) is the sum of its rows
      a.Measures.forEach((m, i) => {
        if (averagedMeasures.includes(m) || measureKinds[m] === 'percent') return;
        const sum = a.Rows.reduce((n, r) => n + r.Values[i], 0);
        expect(Math.round(sum * 1000)).toBe(Math.round(a.Totals.Values[i] * 1000));
      });
    },
  );
});

describe('bad input: a clear error, never a 500', () => {
  it.each([
    ['To before From', { From: TODAY, To: addDays(TODAY, -1) }, 'Reports.ToBeforeFrom'],
    ['more than 400 days', { From: addDays(TODAY, -400), To: TODAY }, 'Reports.PeriodTooLong'],
    ['a date that is not real', { From: '2026-02-30', To: TODAY }, 'Reports.DateInvalid'],
    ['no dates', {}, 'Reports.DateInvalid'],
    ['an unknown comparison', { ...LAST_30, Comparison: 'lastCentury' }, 'Reports.ComparisonInvalid'],
    ['an unknown preset', { ...LAST_30, Preset: 'forever' }, 'Reports.PresetInvalid'],
    ['stores that are not numbers', { ...LAST_30, StoreIds: ['2001'] }, 'Validation.Type'],
  ])('%s', async (_name, body, key) => {
    const res = await report(ownerCompany, 'salesSummary', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
  });

  it('an unknown report is not found, in the contract shape', async () => {
    const res = await ownerCompany.post('Report/salesEverything', LAST_30);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ IsSuccessful: false });
  });
});
