import { fromAbsolute } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../i18n/en-US.json';
import {
  groupingRowLimits,
  groupingTexts,
  measureKinds,
  type ReportAnswer,
  type ReportId,
  reportDefinitions,
} from '../../src/domain/reports';
import { addDays, cents, LAST_30, report, startReportServer, TODAY } from '../../test/reports';
import { itemSalesOf } from '../../test/giftCards';
import type { Agent, TestServer } from '../../test/server';

/**
 * The operations reports (issue 9): each one's figures against an independent computation over the
 * tickets, their lines, taxes, payments and discounts (never the kept totals), what they reconcile
 * with, the void audit's bound, and the scope (a store's view, a company view's stores, another
 * merchant's store refused).
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

const HARBOR = [2001, 2002, 2003, 2004, 2005, 2006];
const operationsIds = Object.keys(reportDefinitions).filter(
  (id) => id.startsWith('operations') && id !== 'operationsLocation',
) as ReportId[];

const answer = async (agent: Agent, id: ReportId, body: Record<string, unknown> = LAST_30) => {
  const { status, body: json } = await report(agent, id, body);
  expect(status).toBe(200);
  return json.Entity;
};

/** A report's figures by measure, as cents for money: a row's or the totals'. */
const figures = (a: ReportAnswer, values: number[]) =>
  Object.fromEntries(
    a.Measures.map((m, i) => [m, measureKinds[m] === 'money' ? cents(values[i]) : values[i]]),
  );
const money = (a: ReportAnswer, values: number[], measure: string) =>
  cents(values[a.Measures.indexOf(measure as never)]);
/** The rows by key. */
const rowsByKey = (a: ReportAnswer) => new Map(a.Rows.map((r) => [r.Key, r]));

/** The tickets of some stores and a period: the independent computations' scope (with $1 stores, $2 From, $3 To). */
const IN_SCOPE = 't.store_id = any($1::int[]) and t.business_date between $2::date and $3::date';
const query = <R extends Record<string, unknown>>(sql: string, stores: number[] = [2001], period = LAST_30) =>
  s.db.query<R>(sql, [stores, period.From, period.To]);

describe('operations summary (tickets, deleted tickets, refunds, discounts, price overrides, pay-ins and -outs, cleared lines)', () => {
  it("adds up the store's tickets and lines of the period, day by day", async () => {
    const a = await answer(owner, 'operationsSummary');
    expect(a.StoreIds).toEqual([2001]);
    expect(a.Rows.map((r) => r.Key)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(LAST_30.From, i)));
    const [t] = await query<Record<string, number>>(
      `select count(*) filter (where transaction_type = 'S')::int as tickets,
         count(*) filter (where transaction_type = 'V')::int as voids,
         coalesce(sum((sub_total_amount - discount_amount) * 100) filter (where transaction_type = 'V'), 0)::int as "voidAmount",
         count(*) filter (where transaction_type = 'R')::int as "refundCount",
         coalesce(sum((${itemSalesOf('t')} - discount_amount) * 100) filter (where transaction_type = 'R'), 0)::int as refunds,
         coalesce(sum(discount_amount * 100) filter (where transaction_type = 'S'), 0)::int as discounts,
         coalesce(sum(sub_total_amount * 100) filter (where transaction_type = 'I'), 0)::int as "payIns",
         coalesce(sum(sub_total_amount * 100) filter (where transaction_type = 'P'), 0)::int as "payOuts"
       from tickets t where ${IN_SCOPE}`,
    );
    const [l] = await query<Record<string, number>>(
      `select coalesce(sum(round((l.list_price - l.price) * l.quantity_sold, 2) * 100)
                filter (where t.transaction_type = 'S' and l.is_price_override and not l.is_deleted), 0)::int as "overrideAmount",
         count(*) filter (where l.is_deleted)::int as "deletedLines",
         coalesce(sum((round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount) * 100)
                filter (where l.is_deleted), 0)::int as "deletedLineAmount"
       from tickets t join ticket_lines l on l.document_id = t.document_id where ${IN_SCOPE}`,
    );
    expect(figures(a, a.Totals.Values)).toEqual({ ...t, ...l });
    for (const v of [t.voids, t.refundCount, t.payIns, t.payOuts, l.overrideAmount, l.deletedLines]) {
      expect(v).toBeGreaterThan(0);
    }
    // a day's row is that day's
    const day = a.Rows[10];
    const [d] = await query<{ voids: number; deleted: number }>(
      `select count(distinct t.document_id) filter (where t.transaction_type = 'V')::int as voids,
         count(l.ticket_line_id) filter (where l.is_deleted)::int as deleted
       from tickets t left join ticket_lines l on l.document_id = t.document_id where ${IN_SCOPE}`,
      [2001],
      { From: day.Key, To: day.Key },
    );
    expect([figures(a, day.Values).voids, figures(a, day.Values).deletedLines]).toEqual([d.voids, d.deleted]);
  });

  it("reconciles with the sales summary's tickets, refunds and discounts", async () => {
    const ops = await answer(owner, 'operationsSummary');
    const sales = await answer(owner, 'salesSummary');
    for (const m of ['tickets', 'refunds', 'discounts']) {
      expect(figures(ops, ops.Totals.Values)[m]).toBe(figures(sales, sales.Totals.Values)[m]);
    }
  });
});

describe('employee (net sales, tickets, deleted tickets, refunds and tips per user)', () => {
  it("each employee's figures are those of the tickets they rang", async () => {
    const a = await answer(owner, 'operationsEmployee');
    const users = await query<Record<string, number> & { user_name: string }>(
      `select user_name,
         (coalesce(sum((${itemSalesOf('t')} - discount_amount) * 100) filter (where transaction_type = 'S'), 0)
          - coalesce(sum((${itemSalesOf('t')} - discount_amount) * 100) filter (where transaction_type = 'R'), 0))::int as "netSales",
         count(*) filter (where transaction_type = 'S')::int as tickets,
         count(*) filter (where transaction_type = 'V')::int as voids,
         count(*) filter (where transaction_type = 'R')::int as "refundCount",
         coalesce(sum((${itemSalesOf('t')} - discount_amount) * 100) filter (where transaction_type = 'R'), 0)::int as refunds,
         coalesce(sum(tip_amount * 100) filter (where transaction_type = 'S'), 0)::int as tips
       from tickets t where ${IN_SCOPE} and transaction_type in ('S', 'R', 'V') group by user_name`,
    );
    expect(a.Rows.map((r) => r.Label).sort()).toEqual(users.map((u) => u.user_name).sort());
    const rows = rowsByKey(a);
    for (const { user_name, ...expected } of users) {
      expect(figures(a, rows.get(user_name)?.Values ?? [])).toEqual(expected);
    }
    // largest net sales first
    const net = a.Rows.map((r) => r.Values[0]);
    expect(net).toEqual([...net].sort((x, y) => y - x));
    const sales = await answer(owner, 'salesSummary');
    expect(money(a, a.Totals.Values, 'netSales')).toBe(money(sales, sales.Totals.Values, 'netSales'));
    expect(money(a, a.Totals.Values, 'tips')).toBe(money(sales, sales.Totals.Values, 'tips'));
  });
});

describe('discounts and promotions (count and amount by discount)', () => {
  it("each discount's count and amount are the sale tickets' discounts of that name", async () => {
    const a = await answer(ownerCompany, 'operationsDiscounts');
    const named = await query<{ key: string; discountCount: number; discountAmount: number }>(
      `select coalesce(d.discount_id, 0) || ':' || d.name as key, count(*)::int as "discountCount",
         sum(d.amount * 100)::int as "discountAmount"
       from tickets t join ticket_discounts d on d.document_id = t.document_id
       where ${IN_SCOPE} and t.transaction_type = 'S' group by 1`,
      HARBOR,
    );
    expect(a.Rows.length).toBe(named.length);
    expect(named.length).toBeGreaterThan(3);
    const rows = rowsByKey(a);
    for (const { key, ...expected } of named)
      expect(figures(a, rows.get(key)?.Values ?? [])).toEqual(expected);
    // they add up to the sale lines' discounts (a line discount once a line, a ticket discount once a ticket)
    const [lines] = await query<{ n: number; amount: number }>(
      `select (count(*) filter (where l.line_discount <> 0) + count(distinct l.document_id) filter (where l.ticket_discount <> 0))::int as n,
         sum((l.line_discount + l.ticket_discount) * 100)::int as amount
       from tickets t join ticket_lines l on l.document_id = t.document_id
       where ${IN_SCOPE} and t.transaction_type = 'S' and not l.is_deleted`,
      HARBOR,
    );
    expect(figures(a, a.Totals.Values)).toEqual({ discountCount: lines.n, discountAmount: lines.amount });
  });
});

describe('taxes (by tax rule)', () => {
  it("each rule's taxed sale tickets, tax on sales, refunded and net are its taxes'", async () => {
    const a = await answer(ownerCompany, 'operationsTaxes');
    const rules = await query<Record<string, number> & { rule_name: string; rate: string }>(
      `select x.rule_name, x.tax_rate::float8::text as rate,
         count(distinct t.document_id) filter (where t.transaction_type = 'S')::int as "taxTickets",
         coalesce(sum(x.tax_amount * 100) filter (where t.transaction_type = 'S'), 0)::int as "taxOnSales",
         coalesce(sum(x.tax_amount * 100) filter (where t.transaction_type = 'R'), 0)::int as "taxRefunded"
       from tickets t join ticket_taxes x on x.document_id = t.document_id
       where ${IN_SCOPE} and t.transaction_type in ('S', 'R') group by 1, 2`,
      HARBOR,
    );
    expect(a.Texts).toEqual(['taxRate']);
    expect(a.Rows.map((r) => [r.Label, r.Texts[0]]).sort()).toEqual(
      rules.map((r) => [r.rule_name, r.rate]).sort(),
    );
    for (const { rule_name, rate, ...expected } of rules) {
      const row = a.Rows.find((r) => r.Label === rule_name && r.Texts[0] === rate);
      expect(figures(a, row?.Values ?? [])).toEqual({
        ...expected,
        netTax: expected.taxOnSales - expected.taxRefunded,
      });
    }
    const sales = await answer(ownerCompany, 'salesSummary');
    expect(money(a, a.Totals.Values, 'taxOnSales')).toBe(money(sales, sales.Totals.Values, 'tax'));
  });
});

describe('tips (by employee and payment type)', () => {
  it('each row is the tipped payments of sale tickets an employee rang, of a payment type', async () => {
    const a = await answer(ownerCompany, 'operationsTips');
    const tips = await query<{ user_name: string; payment_type: string; payments: number; tips: number }>(
      `select t.user_name, p.payment_type, count(*)::int as payments, sum(p.tip_amount * 100)::int as tips
       from tickets t join ticket_payments p on p.document_id = t.document_id
       where ${IN_SCOPE} and t.transaction_type = 'S' and p.tip_amount <> 0 group by 1, 2`,
      HARBOR,
    );
    expect(tips.length).toBeGreaterThan(1);
    expect(a.Rows.length).toBe(tips.length);
    for (const { user_name, payment_type, ...expected } of tips) {
      const row = a.Rows.find((r) => r.Label === user_name && r.Texts[0] === payment_type);
      expect(figures(a, row?.Values ?? [])).toEqual(expected);
    }
    const sales = await answer(ownerCompany, 'salesSummary');
    expect(money(a, a.Totals.Values, 'tips')).toBe(money(sales, sales.Totals.Values, 'tips'));
  });
});

/**
 * The deleted tickets and cleared lines of stores and a period, oldest first, as the void audit lists
 * them: the time on the store's clock with its offset and zone (RFC 9557), written here by
 * @internationalized/date from the instant and the zone.
 */
async function voidEntries(stores: number[], period: { From: string; To: string }) {
  const rows = await query<{
    number: string;
    store: string;
    user: string;
    at: Date;
    zone: string;
    item: string;
    voids: number;
    amount: number;
  }>(
    `select t.ticket_number::text as number, s.name as store, t.user_name as user, t.ticket_date as at,
       s.time_zone as zone, '' as item, 1 as voids, ((t.sub_total_amount - t.discount_amount) * 100)::int as amount
     from tickets t join stores s on s.store_id = t.store_id
     where ${IN_SCOPE} and t.transaction_type = 'V'
     union all
     select t.ticket_number::text, s.name, t.user_name, t.ticket_date, s.time_zone, l.item_name, 0,
       ((round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount) * 100)::int
     from tickets t join stores s on s.store_id = t.store_id join ticket_lines l on l.document_id = t.document_id
     where ${IN_SCOPE} and l.is_deleted
     order by at, number, item`,
    stores,
    period,
  );
  return rows.map(({ at, zone, ...e }) => ({
    ...e,
    time: fromAbsolute(new Date(at).getTime(), zone).toString(),
  }));
}

describe('void audit (deleted tickets and cleared lines, with who and when)', () => {
  it('lists each deleted ticket and cleared line with its store, user, time and item, the newest first', async () => {
    const a = await answer(ownerCompany, 'operationsVoidAudit');
    expect(a.Texts).toEqual(['store', 'employee', 'time', 'item']);
    const entries = await voidEntries(HARBOR, LAST_30);
    expect(entries.length).toBeGreaterThan(20);
    expect(a.Omitted).toBe(0);
    // the newest first (its caption says so)
    expect(a.Rows.map((r) => r.Key)).toEqual([...a.Rows.map((r) => r.Key)].sort().reverse());
    const listed = a.Rows.map((r) => {
      const f = figures(a, r.Values);
      return [r.Label, ...r.Texts, f.voids, f.voids ? f.voidAmount : f.deletedLineAmount];
    });
    const expected = entries.map((e) => [e.number, e.store, e.user, e.time, e.item, e.voids, e.amount]);
    const order = (rows: unknown[][]) =>
      [...rows].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    expect(order(listed)).toEqual(order(expected));
    const ops = await answer(ownerCompany, 'operationsSummary');
    for (const m of ['voids', 'voidAmount', 'deletedLines', 'deletedLineAmount']) {
      expect(figures(a, a.Totals.Values)[m]).toBe(figures(ops, ops.Totals.Values)[m]);
    }
  });

  it('lists at most 1,000 entries, the newest, and still totals the whole period', async () => {
    const year = { From: addDays(TODAY, -399), To: TODAY };
    const a = await answer(ownerCompany, 'operationsVoidAudit', year);
    const entries = await voidEntries(HARBOR, year);
    const limit = groupingRowLimits.voidEntry ?? 0;
    expect(entries.length).toBeGreaterThan(limit);
    expect(a.Rows).toHaveLength(limit);
    expect(a.Omitted).toBe(entries.length - limit);
    expect(a.Rows[0]?.Texts[2]).toBe(entries.at(-1)?.time);
    expect(a.Rows.at(-1)?.Texts[2]).toBe(entries[entries.length - limit].time);
    const t = figures(a, a.Totals.Values);
    expect(t.voids + t.deletedLines).toBe(entries.length);
    expect(t.voidAmount + t.deletedLineAmount).toBe(entries.reduce((n, e) => n + e.amount, 0));
  });

  it('compares its totals only: the rows are the period entries', async () => {
    const a = await answer(owner, 'operationsVoidAudit', { ...LAST_30, Comparison: 'previous' });
    const before = { From: addDays(LAST_30.From, -30), To: addDays(LAST_30.From, -1) };
    expect(a.Rows.length).toBe((await voidEntries([2001], LAST_30)).length);
    const previous = await voidEntries([2001], before);
    expect(a.Totals.Previous?.[0]).toBe(previous.filter((e) => e.voids).length);
    const t = figures(a, a.Totals.Previous ?? []);
    expect(t.voidAmount + t.deletedLineAmount).toBe(previous.reduce((n, e) => n + e.amount, 0));
    // an entry has no counterpart in the period before
    expect(a.Rows.every((r) => r.Previous === null)).toBe(true);
  });
});

describe('price overrides (sale lines at an overridden price, by item)', () => {
  it("each item's overridden lines, list and charged amounts and their difference", async () => {
    const a = await answer(ownerCompany, 'operationsPriceOverrides');
    const items = await query<Record<string, number> & { key: string }>(
      `select coalesce(l.item_master_id, 0) || ':' || l.item_name as key, count(*)::int as "priceOverrides",
         sum(round((l.list_price - l.price) * l.quantity_sold, 2) * 100)::int as "overrideAmount",
         sum(round(l.list_price * l.quantity_sold, 2) * 100)::int as "listAmount",
         sum(round(l.price * l.quantity_sold, 2) * 100)::int as "chargedAmount"
       from tickets t join ticket_lines l on l.document_id = t.document_id
       where ${IN_SCOPE} and t.transaction_type = 'S' and l.is_price_override and not l.is_deleted group by 1`,
      HARBOR,
    );
    expect(items.length).toBeGreaterThan(3);
    expect(a.Rows.length).toBe(items.length);
    const rows = rowsByKey(a);
    for (const { key, ...expected } of items)
      expect(figures(a, rows.get(key)?.Values ?? [])).toEqual(expected);
    // the difference is the sale tickets' PriceOverridesAmount (the summary's)
    const [t] = await query<{ amount: number }>(
      `select sum(price_overrides_amount * 100)::int as amount from tickets t where ${IN_SCOPE} and transaction_type = 'S'`,
      HARBOR,
    );
    expect(money(a, a.Totals.Values, 'overrideAmount')).toBe(t.amount);
  });
});

describe('the scope of the operations reports', () => {
  it("a store's view is its store; a company view its chosen stores", async () => {
    const own = await answer(manager, 'operationsEmployee');
    expect(own.StoreIds).toEqual([2001]);
    const two = await answer(ownerCompany, 'operationsEmployee', { ...LAST_30, StoreIds: [2002, 2001] });
    expect(two.StoreIds).toEqual([2001, 2002]);
    const [n] = await query<{ tickets: number }>(
      `select count(*)::int as tickets from tickets t where ${IN_SCOPE} and transaction_type = 'S'`,
      [2001, 2002],
    );
    expect(figures(two, two.Totals.Values).tickets).toBe(n.tickets);
    const maple = await answer(bank, 'operationsVoidAudit');
    expect(maple.StoreIds).toEqual([2101]);
    const [store] = await s.db.query<{ name: string }>('select name from stores where store_id = 2101');
    for (const row of maple.Rows) expect(row.Texts[0]).toBe(store.name);
  });

  it.each(operationsIds)(
    "%s: another merchant's store or another store of a store's view is refused",
    async (id) => {
      for (const asked of [[2101], [2001, 2101]]) {
        const res = await report(ownerCompany, id, { ...LAST_30, StoreIds: asked });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: 'Reports.StoreNotYours' });
      }
      expect((await report(manager, id, { ...LAST_30, StoreIds: [2002] })).status).toBe(403);
      expect((await report(bank, id, { ...LAST_30, StoreIds: [2001] })).status).toBe(403);
    },
  );
});

describe('the catalogue has the operations reports texts', () => {
  it('each measure, grouping header and text column has its text', () => {
    const texts = catalogue as Record<string, string>;
    for (const id of operationsIds) {
      const { grouping, measures } = reportDefinitions[id];
      expect(texts[`Reports.Grouping.${grouping}`], grouping).toBeTruthy();
      for (const m of measures) expect(texts[`Reports.Measure.${m}`], m).toBeTruthy();
      for (const t of groupingTexts[grouping]) expect(texts[`Reports.Text.${t}`], t).toBeTruthy();
    }
  });
});
