import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../../src/domain/reports';
import { cents, LAST_30, report, startReportServer } from '../../test/reports';
import { itemSalesOf } from '../../test/giftCards';
import type { Agent, TestServer } from '../../test/server';

/**
 * The sales reports' second part (issue 9; docs/decisions.md "Sales reports"): the summary's
 * gratuity and guests, the hourly report in the store's time zone against the same weekdays of the
 * 4 weeks before, non-sales revenue, donations and sales by sales associate. Each figure against an
 * independent computation over the raw tickets (not the totals the reports read), and the scope.
 */
let s: TestServer;
let owner: Agent;
let ownerCompany: Agent;
let manager: Agent;
beforeAll(async () => {
  ({ s, owner, ownerCompany, manager } = await startReportServer());
});
afterAll(() => s.close());

const HARBOR = [2001, 2002, 2004, 2005, 2006];

const value = (a: ReportAnswer, values: number[], measure: string) =>
  values[a.Measures.indexOf(measure as never)];
const total = (a: ReportAnswer, measure: string) => value(a, a.Totals.Values, measure);
/** Each row's key with the values of some measures, in cents for money. */
const rowsOf = (a: ReportAnswer, measures: [string, 'cents' | 'count'][]) =>
  Object.fromEntries(
    a.Rows.map((r) => [
      r.Key,
      measures.map(([m, kind]) => (kind === 'cents' ? cents(value(a, r.Values, m)) : value(a, r.Values, m))),
    ]),
  );

/** The tickets of some stores and business dates (SQL over `tickets t join stores s`). */
const TICKETS = `from tickets t join stores s using (store_id)
  where t.store_id = any($1::int[]) and t.business_date between $2::date and $3::date`;

describe('the sales summary: gratuity and guests (issue 9)', () => {
  it("adds up the sale tickets' gratuity and guests, day by day and by store", async () => {
    const { a } = await report(owner, 'salesSummary');
    const [sums] = await s.db.query<{ gratuity: number; guests: number }>(
      `select coalesce(sum(gratuity_amount * 100), 0)::float8 as gratuity, coalesce(sum(guest_count), 0)::int as guests
       ${TICKETS} and t.transaction_type = 'S'`,
      [[2001], LAST_30.From, LAST_30.To],
    );
    expect(sums.guests).toBeGreaterThan(1000);
    expect(sums.gratuity).toBeGreaterThan(0);
    expect(cents(total(a, 'gratuity'))).toBe(sums.gratuity);
    expect(total(a, 'guests')).toBe(sums.guests);
    const location = (await report(ownerCompany, 'operationsLocation', { ...LAST_30, StoreIds: [2001] })).a;
    expect(total(location, 'guests')).toBe(sums.guests);
    expect(cents(total(location, 'gratuity'))).toBe(sums.gratuity);
  });
});

describe('the hourly report (issue 9: by hour of the day, against the same weekday average of the last 4 weeks)', () => {
  it("has the store's local hours in order, each with its net sales, tickets and the average of the 4 weeks before", async () => {
    const { status, a } = await report(owner, 'salesHourly');
    expect(status).toBe(200);
    const net = `coalesce(sum(case t.transaction_type when 'S' then ${itemSalesOf('t')} - t.discount_amount
      when 'R' then t.discount_amount - ${itemSalesOf('t')} else 0 end) * 100, 0)::float8`;
    const localHour = "to_char(t.ticket_date at time zone s.time_zone, 'HH24')";
    const now = await s.db.query<{ hour: string; net: number; n: number }>(
      `select ${localHour} as hour, ${net} as net, (count(*) filter (where t.transaction_type = 'S'))::int as n
       ${TICKETS} group by 1`,
      [[2001], LAST_30.From, LAST_30.To],
    );
    // the 4 weeks before, each the period moved back 7k days
    const weeks = await s.db.query<{ hour: string; net: number }>(
      `select ${localHour} as hour, ${net} as net
       from generate_series(1, 4) k join tickets t on t.store_id = 2001
         and t.business_date between $1::date - 7 * k and $2::date - 7 * k
       join stores s using (store_id) group by 1`,
      [LAST_30.From, LAST_30.To],
    );
    const expected: Record<string, [number, number, number]> = {};
    for (const h of now) expected[h.hour] = [h.net, h.n, 0];
    for (const h of weeks)
      expected[h.hour] = [expected[h.hour]?.[0] ?? 0, expected[h.hour]?.[1] ?? 0, h.net / 4];
    const got = rowsOf(a, [
      ['netSales', 'cents'],
      ['tickets', 'count'],
      ['weekdayAverage', 'cents'],
    ]);
    expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
    for (const [hour, [n, count, average]] of Object.entries(expected))
      expect(got[hour], hour).toEqual([n, count, Math.round(average)]);
    // local hours: the lunch rush at noon in Portland, nothing before 7 in the morning
    expect(a.Rows.map((r) => r.Key)).toEqual([...a.Rows.map((r) => r.Key)].sort());
    expect(a.Rows[0].Key >= '07').toBe(true);
    expect(a.Rows.find((r) => r.Key === '12')?.Label).toBe('12:00');
    const byNet = [...a.Rows].sort((x, y) => value(a, y.Values, 'tickets') - value(a, x.Values, 'tickets'));
    expect(['11', '12', '13', '17', '18', '19', '20']).toContain(byNet[0].Key);
    // the total average is of the total sums; the net sales' rows add up to the summary's
    const summary = (await report(owner, 'salesSummary')).a;
    expect(cents(total(a, 'netSales'))).toBe(cents(total(summary, 'netSales')));
    const weeksNet = weeks.reduce((n, h) => n + h.net, 0);
    expect(cents(total(a, 'weekdayAverage'))).toBe(Math.round(weeksNet / 4));
  });
});

describe('non-sales revenue (issue 9: pay-ins, charges, fees)', () => {
  it("adds up the pay-ins by reason and the sale tickets' charges and card surcharges", async () => {
    const { a } = await report(ownerCompany, 'salesNonSalesRevenue');
    expect(a.Texts).toEqual(['revenueKind']);
    const rows = await s.db.query<{ key: string; kind: string; label: string; n: number; amount: number }>(
      `select 'payIn:' || payin_reason as key, 'payIn' as kind, payin_reason as label, count(*)::int as n,
         sum(total_amount * 100)::float8 as amount
       ${TICKETS} and t.transaction_type = 'I' group by payin_reason
       union all
       select kind, kind, '', count(*)::int, sum(amount * 100)::float8
       from (select 'charges' as kind, charges_amount as amount ${TICKETS} and t.transaction_type = 'S' and charges_amount <> 0
             union all
             select 'fees', cc_surcharges_amount ${TICKETS} and t.transaction_type = 'S' and cc_surcharges_amount <> 0) x
       group by kind`,
      [HARBOR, LAST_30.From, LAST_30.To],
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['charges', 'fees', 'payIn', 'payIn', 'payIn']);
    expect(
      Object.fromEntries(
        a.Rows.map((r) => [r.Key, [r.Texts[0], r.Label, ...r.Values.map((v, i) => (i ? cents(v) : v))]]),
      ),
    ).toEqual(Object.fromEntries(rows.map((r) => [r.key, [r.kind, r.label, r.n, r.amount]])));
    // largest amount first
    const amounts = a.Rows.map((r) => value(a, r.Values, 'revenueAmount'));
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    // a store without card surcharges has no fees
    const downtown = (await report(owner, 'salesNonSalesRevenue')).a;
    expect(downtown.Rows.map((r) => r.Key)).not.toContain('fees');
    expect(downtown.Rows.map((r) => r.Key)).toContain('charges');
  });
});

describe('donations (issue 9)', () => {
  it("adds up the sale tickets' donations day by day, every day of the period in order", async () => {
    const { a } = await report(owner, 'salesDonations');
    const days = await s.db.query<{ day: string; n: number; amount: number }>(
      `select to_char(business_date, 'YYYY-MM-DD') as day, count(*)::int as n, sum(donations_amount * 100)::float8 as amount
       ${TICKETS} and t.transaction_type = 'S' and donations_amount <> 0 group by 1`,
      [[2001], LAST_30.From, LAST_30.To],
    );
    expect(days.length).toBeGreaterThan(10);
    expect(a.Rows.map((r) => r.Key)).toHaveLength(30);
    const got = rowsOf(a, [
      ['donationCount', 'count'],
      ['donations', 'cents'],
    ]);
    for (const d of days) expect(got[d.day], d.day).toEqual([d.n, d.amount]);
    expect(total(a, 'donationCount')).toBe(days.reduce((n, d) => n + d.n, 0));
  });
});

describe('sales commissions (issue 9: by sales associate)', () => {
  it("adds up each associate's sale tickets and net sales (less refunds), with their share", async () => {
    const { a } = await report(ownerCompany, 'salesCommissions');
    const associates = await s.db.query<{ name: string; n: number; net: number }>(
      `select sales_associate_name as name, (count(*) filter (where transaction_type = 'S'))::int as n,
         (sum(case transaction_type when 'S' then ${itemSalesOf('t')} - discount_amount
            else discount_amount - ${itemSalesOf('t')} end) * 100)::float8 as net
       ${TICKETS} and t.transaction_type in ('S', 'R') and sales_associate_name is not null group by 1`,
      [HARBOR, LAST_30.From, LAST_30.To],
    );
    expect(associates.length).toBeGreaterThan(3);
    const got = rowsOf(a, [
      ['tickets', 'count'],
      ['netSales', 'cents'],
    ]);
    expect(got).toEqual(Object.fromEntries(associates.map((r) => [r.name, [r.n, r.net]])));
    const all = associates.reduce((n, r) => n + r.net, 0);
    for (const r of a.Rows) {
      const net = cents(value(a, r.Values, 'netSales'));
      expect(value(a, r.Values, 'netShare')).toBe(Math.round((net / all) * 1000) / 10);
    }
    expect(total(a, 'netShare')).toBe(100);
  });
});

describe('the scope of the sales reports', () => {
  it.each(['salesHourly', 'salesNonSalesRevenue', 'salesDonations', 'salesCommissions'] as const)(
    "%s: a store's view is its store, a company view its stores, another merchant's store is refused",
    async (id) => {
      const mine = await report(manager, id);
      expect(mine.status).toBe(200);
      expect(mine.a.StoreIds).toEqual([2001]);
      expect((await report(manager, id, { ...LAST_30, StoreIds: [2002] })).status).toBe(403);
      const refused = await report(ownerCompany, id, { ...LAST_30, StoreIds: [2001, 2101] });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Reports.StoreNotYours' });
      // the chosen stores' figures are those of the stores one by one, added up
      const both = (await report(ownerCompany, id, { ...LAST_30, StoreIds: [2001, 2006] })).a;
      const one = (await report(ownerCompany, id, { ...LAST_30, StoreIds: [2001] })).a;
      const other = (await report(ownerCompany, id, { ...LAST_30, StoreIds: [2006] })).a;
      const m = both.Measures.findIndex(
        (x) => x === 'tickets' || x === 'revenueCount' || x === 'donationCount',
      );
      expect(both.Totals.Values[m]).toBe(one.Totals.Values[m] + other.Totals.Values[m]);
      expect(one.Totals.Values[m]).toBe(mine.a.Totals.Values[m]);
    },
  );
});
