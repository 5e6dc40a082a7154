import { fromAbsolute, toCalendarDate, toTime } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import { addDays } from '../../src/domain/myStore';
import {
  customerFields,
  datePresetRange,
  type PosTransactionRow,
  type PosTransactionSearchAnswer,
  type TicketDetail,
  type TicketLine,
  type TicketNote,
  type TicketPayment,
  type TicketTax,
  ticketFilterArguments,
} from '../../src/domain/posTransactions';
import { sessionOf } from '../../test/accessMatrix';
import { itemSalesOf } from '../../test/giftCards';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { atInstant, inTimeZone } from '../../test/storeClock';
import { TEST_NOW } from '../../test/testClock';

let s: TestServer;
let owner: Agent;
let company: Agent;
let manager: Agent;
let bank: Agent;
const today = TEST_NOW.toISOString().slice(0, 10);
const last30 = datePresetRange('last30', today);

beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  company = await sessionOf(s, { as: 'owner' });
  manager = await sessionOf(s, { as: 'manager', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

type Answer = PosTransactionSearchAnswer & ApiResult;

async function search(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('TicketViewer/SearchTickets', { ...last30, ...body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
}

async function refused(agent: Agent, path: string, body: Record<string, unknown>) {
  const res = await agent.post(path, body);
  const json = (await res.json()) as ApiResult;
  return { status: res.status, IsSuccessful: json.IsSuccessful, MessageKey: json.MessageKey };
}

/**
 * The same figures straight from the tickets table and their lines (an independent computation): net
 * sales are the subtotals less the discounts and the gift-card lines, of the sales less the refunds'.
 */
async function expected(where: string, params: unknown[]) {
  const [r] = await s.db.query<{ n: number; netSales: number; sales: number; refunds: number }>(
    `select count(*)::int as n, coalesce(sum(total_amount) filter (where transaction_type = 'S'), 0)::float8 as sales,
       coalesce(sum(total_amount) filter (where transaction_type = 'R'), 0)::float8 as refunds,
       coalesce(sum(case transaction_type when 'S' then 1 when 'R' then -1 else 0 end
         * (${itemSalesOf('t')} - discount_amount)), 0)::float8 as "netSales"
     from tickets t where ${where}`,
    params,
  );
  return r;
}

const cents = (n: number) => Math.round(n * 100);

describe("TicketViewer/SearchTickets on the store's clock (issue 22 §1; 2-menu §2 Today, Yesterday, Last 7 and 30 days)", () => {
  it('every row carries its store’s time zone, and its business date is the local date of its time', async () => {
    const page = await search(company, { PageRowCount: 100 });
    for (const r of page.ResultSet) {
      expect(r.TimeZone).toBe('America/New_York');
      expect(toCalendarDate(fromAbsolute(Date.parse(r.TicketDate), r.TimeZone)).toString()).toBe(
        r.BusinessDate,
      );
    }
  });

  it('a company view at 22:00 in Denver (midnight in New York): Today is each store’s own day', async () => {
    await inTimeZone(s, 2002, 'America/Denver', () =>
      atInstant(s, '2026-11-21T05:00:00Z', async () => {
        const evening = await sessionOf(s, { as: 'owner' });
        // Denver's today to New York's: the preset's dates as the portal shows them, and the preset
        const range = { FromDate: today, ToDate: '2026-11-21', PageRowCount: 500 };
        const own = await search(evening, { ...range, DatePreset: 'today' });
        const uptown = await expected(
          "store_id = 2002 and business_date = $1 and transaction_type in ('S', 'R', 'I', 'P')",
          [today],
        );
        expect(uptown.n).toBeGreaterThan(0);
        expect(own.TotalRowCount).toBe(uptown.n);
        expect(cents(own.Summary.SalesAmount)).toBe(cents(uptown.sales));
        expect(new Set(own.ResultSet.map((r) => r.StoreId))).toEqual(new Set([2002]));
        expect(own.ResultSet[0].TimeZone).toBe('America/Denver');
        // the same dates chosen as dates: those calendar days in every store
        const dates = await search(evening, range);
        const all = await expected(
          "merchant_id = 1001 and business_date between $1 and $2 and transaction_type in ('S', 'R', 'I', 'P')",
          [today, '2026-11-21'],
        );
        expect(dates.TotalRowCount).toBe(all.n);
        // the export counts the same tickets
        const q = new URLSearchParams({
          exportTypeCode: 'pt',
          FromDate: today,
          ToDate: '2026-11-21',
          DatePreset: 'today',
        });
        const file = await evening.get(`Export/GetPosTransactionExport?${q}`);
        expect(JSON.parse((await file.text()).split('\n')[0]).TotalRowCount).toBe(uptown.n);
      }),
    );
  });

  it('a preset that is not one of the date control’s is refused', async () => {
    expect(await refused(owner, 'TicketViewer/SearchTickets', { ...last30, DatePreset: 'thisYear' })).toEqual(
      {
        status: 400,
        IsSuccessful: false,
        MessageKey: 'PosTransactions.DateInvalid',
      },
    );
  });
});

describe('TicketViewer/SearchTickets: the filters and the summary', () => {
  it('answers the store’s last 30 days, newest first, 25 rows, with the summary of the whole set', async () => {
    const page = await search(owner);
    const e = await expected(
      "store_id = 2001 and business_date between $1 and $2 and transaction_type in ('S', 'R', 'I', 'P')",
      [last30.FromDate, last30.ToDate],
    );
    expect(page.TotalRowCount).toBe(e.n);
    expect(page.Summary.TicketCount).toBe(e.n);
    expect(cents(page.Summary.SalesAmount)).toBe(cents(e.sales));
    expect(cents(page.Summary.RefundsAmount)).toBe(cents(e.refunds));
    expect(cents(page.Summary.NetSalesAmount)).toBe(cents(e.netSales));
    expect(page.ResultSet).toHaveLength(25);
    const dates = page.ResultSet.map((r) => r.TicketDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of page.ResultSet) {
      expect(r.StoreId).toBe(2001);
      expect(r.StoreName).toBe('Harbor Downtown');
      expect(r.TransactionType).not.toBe('V');
      expect(r.BusinessDate >= last30.FromDate && r.BusinessDate <= last30.ToDate).toBe(true);
    }
  });

  it.each(Object.entries(ticketFilterArguments))(
    'filter %s selects its transaction types',
    async (_, args) => {
      const page = await search(owner, { ...args, PageRowCount: 200 });
      const types =
        args.TicketFilter === ''
          ? ['S', 'R', 'I', 'P']
          : [args.TicketFilter, args.SearchArg2].filter(Boolean);
      const e = await expected(
        'store_id = 2001 and business_date between $1 and $2 and transaction_type = any($3)',
        [last30.FromDate, last30.ToDate, types],
      );
      expect(page.TotalRowCount).toBe(e.n);
      expect(e.n).toBeGreaterThan(0);
      for (const r of page.ResultSet) expect(types).toContain(r.TransactionType);
      expect(cents(page.Summary.SalesAmount)).toBe(cents(e.sales));
    },
  );

  it('pages without overlap and sorts every column with the DocumentId as tiebreaker', async () => {
    const first = await search(owner, { PageRowCount: 10, RequestedPageNum: 1 });
    const second = await search(owner, { PageRowCount: 10, RequestedPageNum: 2 });
    const both = await search(owner, { PageRowCount: 20, RequestedPageNum: 1 });
    expect([...first.ResultSet, ...second.ResultSet].map((r) => r.id)).toEqual(
      both.ResultSet.map((r) => r.id),
    );
    const byTotal = await search(owner, {
      SortColumn: 'TotalAmount',
      SortDirection: 'asc',
      PageRowCount: 100,
    });
    const totals = byTotal.ResultSet.map((r) => r.TotalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byUser = await search(owner, { SortColumn: 'UserName', SortDirection: 'desc', PageRowCount: 100 });
    const keys = byUser.ResultSet.map((r) => [r.UserName, r.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1], keys[i]];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]), JSON.stringify([a, b])).toBe(true);
    }
    const beyond = await search(owner, { RequestedPageNum: 100000 });
    expect(beyond.ResultSet).toEqual([]);
    expect(beyond.TotalRowCount).toBe(first.TotalRowCount);
  });

  it.each([
    ['TicketDate', 'business_date, ticket_date'],
    ['OrderName', 'order_name'],
    ['TicketNumber', 'ticket_number'],
    ['CheckNumber', 'check_number'],
    ['TransactionType', 'transaction_type'],
    ['CustomerName', 'customer_name'],
    ['TotalAmount', 'total_amount'],
    ['UserName', 'user_name'],
    ['Station', 'station'],
    ['BusinessDate', 'business_date, ticket_date'],
  ])('sorts by %s both ways as the database orders %s, then the DocumentId', async (column, sql) => {
    for (const direction of ['asc', 'desc'] as const) {
      const page = await search(owner, {
        SortColumn: column,
        SortDirection: direction,
        PageRowCount: 60,
        RequestedPageNum: 2,
      });
      const order = [...sql.split(', '), 'document_id'].map((c) => `${c} ${direction}`).join(', ');
      const rows = await s.db.query<{ document_id: number }>(
        `select document_id from tickets where store_id = 2001 and business_date between $1 and $2
           and transaction_type in ('S', 'R', 'I', 'P') order by ${order} limit 60 offset 60`,
        [last30.FromDate, last30.ToDate],
      );
      expect(
        page.ResultSet.map((r) => r.id),
        direction,
      ).toEqual(rows.map((r) => Number(r.document_id)));
    }
  });

  it('narrows to a ticket number and a business date', async () => {
    const [row] = (await search(owner)).ResultSet;
    const byNumber = await search(owner, { TicketNumber: row.TicketNumber });
    expect(byNumber.ResultSet.map((r) => r.id)).toEqual([row.id]);
    const byDate = await search(owner, { BusinessDate: row.BusinessDate, PageRowCount: 500 });
    expect(byDate.ResultSet.every((r) => r.BusinessDate === row.BusinessDate)).toBe(true);
    expect(byDate.ResultSet.map((r) => r.id)).toContain(row.id);
  });
});

describe('TicketViewer/SearchTickets: search by', () => {
  const year = { FromDate: addDays(today, -399), ToDate: today };

  it('matches numbers exactly and other columns as a case-insensitive contains', async () => {
    const [t] = await s.db.query<{
      ticket_number: number;
      check_number: number;
      total_amount: number;
      document_id: number;
    }>(
      `select ticket_number, check_number, total_amount, document_id from tickets
       where store_id = 2001 and business_date = $1 and transaction_type = 'S' order by document_id limit 1`,
      [today],
    );
    const one = { FromDate: today, ToDate: today, PageRowCount: 1000 };
    const byNumber = await search(owner, {
      ...one,
      SearchColumnFilter: 'ticket_number',
      SearchArg: String(t.ticket_number),
    });
    expect(byNumber.ResultSet.map((r) => r.id)).toEqual([t.document_id]);
    const partial = await search(owner, {
      ...one,
      SearchColumnFilter: 'ticket_number',
      SearchArg: String(t.ticket_number).slice(0, 2),
    });
    expect(partial.ResultSet).toEqual([]);
    const byAmount = await search(owner, {
      ...one,
      SearchColumnFilter: 'amount',
      SearchArg: String(t.total_amount),
    });
    expect(byAmount.ResultSet.every((r) => r.TotalAmount === Number(t.total_amount))).toBe(true);
    expect(byAmount.ResultSet.map((r) => r.id)).toContain(t.document_id);
    const byCheck = await search(owner, {
      ...one,
      SearchColumnFilter: 'check_number',
      SearchArg: String(t.check_number),
    });
    expect(byCheck.ResultSet.every((r) => r.CheckNumber === t.check_number)).toBe(true);
    const notANumber = await search(owner, { ...one, SearchColumnFilter: 'amount', SearchArg: 'abc' });
    expect(notANumber.TotalRowCount).toBe(0);
    const user = await search(owner, { ...year, SearchColumnFilter: 'user_name', SearchArg: 'LEX' });
    expect(user.TotalRowCount).toBeGreaterThan(0);
    expect(user.ResultSet.every((r) => r.UserName === 'Alex')).toBe(true);
  });

  it('searches lines (item name, barcode) and payments (card description) through their tables', async () => {
    const byItem = await search(owner, {
      ...year,
      SearchColumnFilter: 'item_name',
      SearchArg: 'lobster roll',
    });
    const [e] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from tickets t where t.store_id = 2001 and t.business_date between $1 and $2
         and t.transaction_type <> 'V'
         and exists (select 1 from ticket_lines l where l.document_id = t.document_id and lower(l.item_name) like '%lobster roll%')`,
      [year.FromDate, year.ToDate],
    );
    expect(e.n).toBeGreaterThan(0);
    expect(byItem.TotalRowCount).toBe(e.n);
    const [line] = await s.db.query<{ item_number: string }>(
      "select item_number from ticket_lines where item_name = 'Lobster Roll' limit 1",
    );
    const byBarcode = await search(owner, {
      ...year,
      SearchColumnFilter: 'barcode',
      SearchArg: line.item_number,
    });
    expect(byBarcode.TotalRowCount).toBeGreaterThan(0);
    const byCard = await search(owner, { ...year, SearchColumnFilter: 'creditcard_name', SearchArg: '****' });
    const byCash = await search(owner, { ...year, SearchColumnFilter: 'creditcard_name', SearchArg: 'cash' });
    expect(byCard.TotalRowCount).toBeGreaterThan(0);
    expect(byCash.TotalRowCount).toBeGreaterThan(0);
    expect(byCard.TotalRowCount + byCash.TotalRowCount).toBeGreaterThan(byCash.TotalRowCount);
  });

  it('takes LIKE wildcards literally and searches all: number, customer, order and user names', async () => {
    for (const arg of ['%', '_', '\\'])
      expect(
        (await search(owner, { ...year, SearchColumnFilter: 'customer_name', SearchArg: arg })).TotalRowCount,
      ).toBe(0);
    const table = await search(owner, { ...year, SearchArg: 'table 1' });
    expect(table.TotalRowCount).toBeGreaterThan(0);
    const casey = await search(owner, { ...year, SearchArg: 'casey', PageRowCount: 100 });
    expect(
      casey.ResultSet.every((r) =>
        [r.UserName, r.CustomerName, r.OrderName].some((v) => /casey/i.test(v ?? '')),
      ),
    ).toBe(true);
  });
});

describe('TicketViewer/SearchTickets: scope and bad input', () => {
  it('gives another merchant nothing of this one, and company view every store with its name', async () => {
    const theirs = await search(bank);
    expect(theirs.ResultSet.every((r) => r.StoreId === 2101)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Harbor');
    const all = await search(company, { PageRowCount: 1000 });
    const e = await expected(
      "merchant_id = 1001 and business_date between $1 and $2 and transaction_type in ('S', 'R', 'I', 'P')",
      [last30.FromDate, last30.ToDate],
    );
    expect(all.TotalRowCount).toBe(e.n);
    expect(cents(all.Summary.SalesAmount)).toBe(cents(e.sales));
    expect(cents(all.Summary.NetSalesAmount)).toBe(cents(e.netSales));
    expect(new Set(all.ResultSet.map((r) => r.StoreName)).size).toBeGreaterThan(1);
    // company view: no customer's name in the list, as in the detail and on the receipt (issue 22 §3)
    expect(all.ResultSet.filter((r) => r.CustomerName !== null)).toEqual([]);
    const sorted = await search(company, {
      SortColumn: 'CustomerName',
      SortDirection: 'asc',
      PageRowCount: 5,
    });
    expect(sorted.ResultSet.map((r) => r.id)).toEqual(all.ResultSet.slice(0, 5).map((r) => r.id));
    expect((await search(owner)).ResultSet.some((r) => r.CustomerName !== null)).toBe(true);
    const mine = await search(manager, { PageRowCount: 1000 });
    expect(mine.ResultSet.every((r) => r.StoreId === 2001)).toBe(true);
  });

  it.each([
    [{ FromDate: '2026-11-20', ToDate: '2026-11-19' }, 'PosTransactions.ToBeforeFrom'],
    [{ FromDate: '2026-02-30' }, 'PosTransactions.DateInvalid'],
    [{ FromDate: '11/20/2026' }, 'PosTransactions.DateInvalid'],
    [{ FromDate: '2024-01-01' }, 'PosTransactions.RangeTooLong'],
    [{ PageRowCount: 0 }, undefined],
    [{ PageRowCount: 10001 }, undefined],
    [{ SearchColumnFilter: 'password' }, 'PosTransactions.SearchColumnInvalid'],
    [{ SortColumn: 'document_id; drop table tickets' }, 'Validation.SortColumn'],
    [{ TicketFilter: 'X' }, 'PosTransactions.TicketFilterInvalid'],
    [{ SearchArg2: 'S' }, 'PosTransactions.TicketFilterInvalid'],
    [{ TicketNumber: 'abc' }, undefined],
  ])('refuses %j with a 400 in the contract’s shape', async (bad, key) => {
    const r = await refused(owner, 'TicketViewer/SearchTickets', { ...last30, ...bad });
    expect(r.status).toBe(400);
    expect(r.IsSuccessful).toBe(false);
    if (key) expect(r.MessageKey).toBe(key);
    else expect(r.MessageKey).toBeTruthy();
  });
});

async function read<T>(agent: Agent, call: string, DocumentId: number) {
  const res = await agent.post(`TicketViewer/${call}`, { DocumentId });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as ApiResult<T>).Entity as T;
}

/** A ticket of store 2001 with modifiers, notes and a card payment. */
async function richTicket(): Promise<number> {
  const [t] = await s.db.query<{ document_id: number }>(
    `select t.document_id from tickets t where t.store_id = 2001 and t.transaction_type = 'S'
       and exists (select 1 from ticket_lines l where l.document_id = t.document_id and l.line_type = 'M')
       and exists (select 1 from ticket_notes n where n.document_id = t.document_id)
       and exists (select 1 from ticket_payments p where p.document_id = t.document_id and p.tip_amount > 0)
     order by t.document_id desc limit 1`,
  );
  return Number(t.document_id);
}

describe('TicketViewer: one ticket', () => {
  it('answers the detail, lines (modifiers after their parent), payments, taxes and notes', async () => {
    const id = await richTicket();
    const detail = await read<TicketDetail>(owner, 'GetTicketDetail2', id);
    expect(detail).toMatchObject({
      DocumentId: id,
      StoreId: 2001,
      StoreName: 'Harbor Downtown',
      TransactionTypeCode: 'S',
    });
    // the time of day on the store's clock (issue 22 §1), not in UTC
    expect(detail.TimeZone).toBe('America/New_York');
    expect(detail.TicketTime).toBe(
      toTime(fromAbsolute(Date.parse(detail.TicketDate), 'America/New_York')).toString(),
    );
    expect(detail.BusinessDate).toBe(
      toCalendarDate(fromAbsolute(Date.parse(detail.TicketDate), 'America/New_York')).toString(),
    );
    const { LineItems } = await read<{ LineItems: TicketLine[] }>(owner, 'GetTicketLines', id);
    const [n] = await s.db.query<{ n: number }>(
      'select count(*)::int as n from ticket_lines where document_id = $1',
      [id],
    );
    expect(LineItems).toHaveLength(n.n);
    LineItems.forEach((l, i) => {
      if (l.ParentLineItemId === null) return;
      const parentAt = LineItems.findIndex((p) => p.LineItemId === l.ParentLineItemId);
      expect(parentAt).toBeGreaterThanOrEqual(0);
      expect(parentAt).toBeLessThan(i);
      for (let k = parentAt + 1; k < i; k++) expect(LineItems[k].ParentLineItemId).not.toBeNull();
      expect(l.LineType).toBe('M');
    });
    const { Payments } = await read<{ Payments: TicketPayment[] }>(owner, 'GetTicketPayments', id);
    expect(Payments.length).toBeGreaterThan(0);
    const paid = Payments.reduce((sum, p) => sum + cents(p.PaymentAmount), 0);
    expect(paid).toBe(cents(detail.TotalAmount) + cents(detail.PaymentRoundedAmount));
    const { Taxes } = await read<{ Taxes: TicketTax[] }>(owner, 'GetTicketTaxes', id);
    expect(Taxes.reduce((sum, t) => sum + cents(t.TaxAmount), 0)).toBe(cents(detail.TaxAmount));
    const notes = await read<TicketNote[]>(owner, 'GetTicketNotes', id);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.map((x) => x.SequenceNumber)).toEqual([...notes.map((x) => x.SequenceNumber)].sort());
  });

  it('decodes HTML-encoded item names', async () => {
    const id = await richTicket();
    const [line] = await s.db.query<{ ticket_line_id: number }>(
      "update ticket_lines set item_name = 'Fish &amp; Chips' where document_id = $1 and line_number = 1 and line_type = 'I' returning ticket_line_id",
      [id],
    );
    const { LineItems } = await read<{ LineItems: TicketLine[] }>(owner, 'GetTicketLines', id);
    expect(LineItems.find((l) => l.LineItemId === Number(line.ticket_line_id))?.ItemName).toBe(
      'Fish & Chips',
    );
  });

  it('leaves the customer out in company view', async () => {
    const [t] = await s.db.query<{ document_id: number }>(
      'select document_id from tickets where store_id = 2002 and customer_name is not null and contact_name is not null limit 1',
    );
    const id = Number(t.document_id);
    const detail = await read<TicketDetail>(company, 'GetTicketDetail2', id);
    for (const f of customerFields) expect(detail[f], f).toBeNull();
    expect(detail.StoreName).toBe('Harbor Uptown');
    const onStore = await read<TicketDetail>(
      await sessionOf(s, { as: 'owner', store: 2002 }),
      'GetTicketDetail2',
      id,
    );
    expect(onStore.CustomerName).not.toBeNull();
  });

  it.each(['GetTicketDetail2', 'GetTicketLines', 'GetTicketPayments', 'GetTicketTaxes', 'GetTicketNotes'])(
    '%s: another merchant’s or another store’s ticket is not found, and bad input is a 400',
    async (call) => {
      const id = await richTicket();
      for (const agent of [bank, await sessionOf(s, { as: 'owner', store: 2002 })]) {
        const res = await agent.post(`TicketViewer/${call}`, { DocumentId: id });
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(JSON.parse(text)).toMatchObject({
          IsSuccessful: false,
          MessageKey: 'PosTransactions.TicketNotFound',
        });
        expect(text).not.toContain('Harbor');
      }
      for (const bad of [{}, { DocumentId: 'x' }, { DocumentId: -1 }]) {
        const r = await refused(owner, `TicketViewer/${call}`, bad);
        expect(r.status).toBe(400);
        expect(r.IsSuccessful).toBe(false);
      }
    },
  );
});

describe('TicketViewer/GetTickets: go to a ticket number', () => {
  it('answers the tickets of the number in the range, newest first, in scope', async () => {
    const [row] = (await search(owner)).ResultSet;
    const res = await owner.post('TicketViewer/GetTickets', { ...last30, TicketNumber: row.TicketNumber });
    const found = ((await res.json()) as ApiResult<PosTransactionRow[]>).Entity ?? [];
    expect(found.map((r) => r.id)).toEqual([row.id]);
    const theirs = await bank.post('TicketViewer/GetTickets', { ...last30, TicketNumber: row.TicketNumber });
    const other = ((await theirs.json()) as ApiResult<PosTransactionRow[]>).Entity ?? [];
    expect(other.map((r) => r.id)).not.toContain(row.id);
    const r = await refused(owner, 'TicketViewer/GetTickets', { ...last30 });
    expect(r).toMatchObject({ status: 400, MessageKey: 'PosTransactions.TicketNumberRequired' });
  });
});
