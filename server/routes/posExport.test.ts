import { fromAbsolute, toCalendarDateTime } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/myStore';
import messages from '../../i18n/en-US.json';
import { TransactionType } from '../../src/domain/enums';
import {
  EXPORT_TYPE_CODES,
  exportColumns,
  posTransExportColumns,
  posTransMoneyColumns,
  ticketDetailExportColumns,
} from '../../src/domain/posTransactions';
import { exportRows } from '../db/queries/ticketExport';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { TEST_NOW } from '../../test/testClock';

let s: TestServer;
let owner: Agent;
let company: Agent;
let bank: Agent;
const today = TEST_NOW.toISOString().slice(0, 10);
const year = { FromDate: addDays(today, -399), ToDate: today };

beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  company = await sessionOf(s, { as: 'owner' });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

const url = (q: Record<string, string | number>) =>
  `Export/GetPosTransactionExport?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

async function exported(agent: Agent, q: Record<string, string | number>) {
  const res = await agent.get(url(q));
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const [head, ...rows] = (await res.text())
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { head: head as { TotalRowCount: number; Columns: string[] }, rows: rows as unknown[][] };
}

const text = messages as Record<string, string>;
/** An amount as the files write it: two decimals. */
const money = (v: unknown) => Number(v).toFixed(2);

/**
 * The "pt" rows straight from the tables (an independent query), newest first: types by name, every
 * amount with two decimals, the net sales of a sale (less a refund's) its subtotal less its gift cards
 * and discount; company view without the customer.
 */
async function expectedTickets(where: string, params: unknown[], limit: number, companyView = false) {
  const rows = await s.db.query<Record<string, unknown>>(
    `select to_char(t.business_date, 'YYYY-MM-DD') as bd, t.ticket_date, s.time_zone, s.name, t.ticket_number, t.check_number,
       t.transaction_type, t.order_name, t.customer_name, t.user_name, t.station, t.sub_total_amount,
       t.gift_card_amount, t.discount_amount, t.charges_amount, t.cc_surcharges_amount, t.donations_amount,
       t.tax_amount, t.gratuity_amount, t.gratuity_tax_amount, t.total_amount, t.tip_amount,
       t.payment_rounded_amount,
       case t.transaction_type when 'S' then 1 when 'R' then -1 else 0 end
         * (t.sub_total_amount - t.gift_card_amount - t.discount_amount) as net_sales
     from tickets t join stores s using (store_id) where ${where}
     order by t.business_date desc, t.ticket_date desc, t.document_id desc limit ${limit}`,
    params,
  );
  return rows.map((r) =>
    Object.values(r)
      .map((v, i) =>
        i === 1
          ? storeCell(v, r.time_zone)
          : i === 6
            ? text[`PosTransactions.Type.${v}`]
            : i >= 11
              ? money(v)
              : v,
      )
      .filter((_, i) => !(companyView && i === 8)),
  );
}

/** The "pt" columns of a row by name. */
const cellsOf = (columns: string[], row: unknown[]) =>
  Object.fromEntries(columns.map((column, i) => [column, row[i]])) as Record<string, unknown>;

/**
 * A ticket's time as the export writes it: the store's local date and time (issue 22 §1), written
 * here by @internationalized/date from the instant and the store's zone.
 */
const storeCell = (instant: unknown, zone: unknown) =>
  toCalendarDateTime(fromAbsolute(new Date(instant as string).getTime(), zone as string))
    .toString()
    .replace('T', ' ');

describe('Export/GetPosTransactionExport: POS Trans (pt)', () => {
  it('streams the columns and the total, then the store’s tickets newest first, as the tables hold them', async () => {
    const { head, rows } = await exported(owner, { exportTypeCode: 'pt', ...year });
    const all =
      "t.store_id = 2001 and t.business_date between $1 and $2 and t.transaction_type in ('S', 'R', 'I', 'P')";
    const expected = await expectedTickets(all, [year.FromDate, year.ToDate], 100000);
    expect(head).toEqual({ TotalRowCount: expected.length, Columns: [...posTransExportColumns] });
    expect(expected.length).toBeGreaterThan(5000); // more than one batch
    expect(rows).toEqual(expected);
    // the local date and time: its date is the business date, 6 PM reads 18:00
    for (const row of rows) expect(String(row[1]).slice(0, 10)).toBe(row[0]);
    expect(rows[0][2]).toBe('America/New_York');
  });

  it('keeps PageRowCount rows of a larger set, across batches, and says how many the set has', async () => {
    const { head, rows } = await exported(company, { exportTypeCode: 'pt', ...year, PageRowCount: 12000 });
    const all =
      "t.merchant_id = 1001 and t.business_date between $1 and $2 and t.transaction_type in ('S', 'R', 'I', 'P')";
    const expected = await expectedTickets(all, [year.FromDate, year.ToDate], 12000, true);
    expect(head.TotalRowCount).toBeGreaterThan(12000);
    expect(rows).toHaveLength(12000);
    expect(rows).toEqual(expected);
    expect(new Set(rows.map((r) => r[3])).size).toBeGreaterThan(1);
  });

  it('reconciles row by row, for every demo ticket: its amounts add up to its total, with two decimals, its type by name (issue 22 §3)', async () => {
    const merchants = await s.db.query<{ id: number; n: number }>(
      'select merchant_id as id, count(*)::int as n from tickets group by merchant_id order by merchant_id',
    );
    const typeNames = Object.fromEntries(
      Object.values(TransactionType).map((code) => [code, text[`PosTransactions.Type.${code}`]]),
    );
    const names = { transactionTypes: typeNames, lineTypes: {} };
    const every = {
      ...year,
      FromDate: '2000-01-01',
      TicketNumber: null,
      BusinessDate: null,
      everyType: true,
    };
    const filters = { ...every, TicketFilter: '', SearchArg2: '', SearchColumnFilter: 'all', SearchArg: '' };
    const columns = exportColumns(EXPORT_TYPE_CODES.posTransactions, true);
    for (const merchant of merchants) {
      const scope = { merchantId: merchant.id, storeId: null };
      const rows: unknown[][] = [];
      for await (const batch of exportRows(s.db, scope, filters, { code: 'pt', names }, 1_000_000))
        for (const line of batch.text.split('\n')) rows.push(JSON.parse(line) as unknown[]);
      expect(rows).toHaveLength(merchant.n);
      const broken = rows
        .map((row) => cellsOf([...columns], row))
        .filter((r) => {
          const c = (column: string) => Math.round(Number(r[column]) * 100);
          const total =
            c('SubTotalAmount') -
            c('DiscountAmount') +
            c('ChargesAmount') +
            c('CCSurchargesAmount') +
            c('DonationsAmount') +
            c('TaxAmount') +
            c('GratuityAmount') +
            c('GratuityTaxAmount');
          const twoDecimals = posTransMoneyColumns.every((m) => /^-?\d+\.\d\d$/.test(String(r[m])));
          const named = Object.values(typeNames).includes(String(r.TransactionType));
          return total !== c('TotalAmount') || !twoDecimals || !named || 'CustomerName' in r;
        });
      expect(broken.slice(0, 3)).toEqual([]);
    }
  }, 120_000);

  it("leaves the customer out in company view, as the receipt does; a store's view has it", async () => {
    const { head, rows } = await exported(company, { exportTypeCode: 'pt', ...year, PageRowCount: 50 });
    expect(head.Columns).not.toContain('CustomerName');
    expect(rows[0]).toHaveLength(head.Columns.length);
    const mine = await exported(owner, { exportTypeCode: 'pt', ...year, PageRowCount: 50 });
    expect(mine.head.Columns).toContain('CustomerName');
  });

  it('applies the search’s filters (ticket filter, search by)', async () => {
    const { head, rows } = await exported(owner, {
      exportTypeCode: 'pt',
      ...year,
      TicketFilter: 'S',
      SearchArg2: 'R',
      SearchColumnFilter: 'user_name',
      SearchArg: 'alex',
    });
    const expected = await expectedTickets(
      "t.store_id = 2001 and t.business_date between $1 and $2 and t.transaction_type in ('S', 'R') and t.user_name = 'Alex'",
      [year.FromDate, year.ToDate],
      100000,
    );
    expect(head.TotalRowCount).toBe(expected.length);
    expect(rows).toEqual(expected);
  });
});

describe('Export/GetPosTransactionExport: Ticket Detail (td)', () => {
  it('streams one row a line with its ticket, lines in order, as the tables hold them', async () => {
    const range = { FromDate: addDays(today, -59), ToDate: today };
    const { head, rows } = await exported(owner, { exportTypeCode: 'td', ...range });
    const expected = await s.db.query<Record<string, unknown>>(
      `select to_char(t.business_date, 'YYYY-MM-DD') as bd, t.ticket_date, s.time_zone, s.name, t.ticket_number, t.transaction_type,
         l.line_number, l.line_type, l.item_number, l.item_name, l.quantity_sold, l.price, l.line_discount,
         l.ticket_discount, l.is_price_override, l.is_deleted
       from tickets t join stores s using (store_id) join ticket_lines l on l.document_id = t.document_id
       where t.store_id = 2001 and t.business_date between $1 and $2 and t.transaction_type <> 'V'
       order by t.business_date desc, t.ticket_date desc, t.document_id desc, l.line_number, l.ticket_line_id`,
      [range.FromDate, range.ToDate],
    );
    const want = expected.map((r) =>
      Object.values(r).map((v, i) =>
        i === 1
          ? storeCell(v, r.time_zone)
          : i === 5
            ? text[`PosTransactions.Type.${v}`]
            : i === 7
              ? text[`TicketDetail.LineType.${v}`]
              : i === 10
                ? Number(v)
                : i >= 11 && i <= 13
                  ? money(v)
                  : v,
      ),
    );
    expect(head).toEqual({ TotalRowCount: want.length, Columns: [...ticketDetailExportColumns] });
    // every line's type by its name: items, modifiers, gift cards
    expect(new Set(rows.map((r) => r[7]))).toEqual(new Set(['Item', 'Modifier', 'Gift card']));
    expect(want.length).toBeGreaterThan(2000);
    expect(rows).toEqual(want);
  });

  it('HTML-decodes item names (legacy names are stored encoded), leaving the other rows as they are', async () => {
    const range = { FromDate: addDays(today, -6), ToDate: today };
    const [line] = await s.db.query<{ id: number; name: string }>(
      `select l.ticket_line_id as id, l.item_name as name from ticket_lines l join tickets t using (document_id)
       where t.store_id = 2001 and t.business_date between $1 and $2 and t.transaction_type = 'S'
       order by t.business_date desc, t.ticket_date desc limit 1`,
      [range.FromDate, range.ToDate],
    );
    const before = await exported(owner, { exportTypeCode: 'td', ...range });
    await s.db.query(
      `update ticket_lines set item_name = 'Fish &amp; Chips &lt;large&gt;' where ticket_line_id = $1`,
      [line.id],
    );
    try {
      const { rows } = await exported(owner, { exportTypeCode: 'td', ...range });
      const changed = rows.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before.rows[i]));
      expect(changed).toHaveLength(1);
      expect(changed[0][9]).toBe('Fish & Chips <large>');
    } finally {
      await s.db.query('update ticket_lines set item_name = $2 where ticket_line_id = $1', [
        line.id,
        line.name,
      ]);
    }
  });

  it('stops at PageRowCount lines', async () => {
    const { head, rows } = await exported(owner, { exportTypeCode: 'td', ...year, PageRowCount: 7 });
    expect(rows).toHaveLength(7);
    expect(head.TotalRowCount).toBeGreaterThan(7);
  });
});

describe('Export/GetPosTransactionExport: refusals and scope', () => {
  it.each([
    [{ PageRowCount: 100001 }, 'PosTransactions.ExportTooLarge'],
    [{ exportTypeCode: 'xx' }, 'PosTransactions.ExportTypeInvalid'],
    [{ FromDate: '2026-11-21', ToDate: '2026-11-20' }, 'PosTransactions.ToBeforeFrom'],
    [{ SortColumn: 'TotalAmount' }, 'Validation.SortColumn'],
    [{ CashRounding: 'true' }, 'PosTransactions.ExportOptionInvalid'],
    [{ SearchColumnFilter: 'secret' }, 'PosTransactions.SearchColumnInvalid'],
  ])('refuses %j with a 400 in the contract’s shape', async (bad, key) => {
    const res = await owner.get(url({ exportTypeCode: 'pt', ...year, ...bad }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: key });
  });

  it('answers the first line alone for an empty set', async () => {
    for (const exportTypeCode of ['pt', 'td']) {
      const q = { exportTypeCode, ...year, SearchColumnFilter: 'customer_name', SearchArg: 'nobody at all' };
      const { head, rows } = await exported(owner, q);
      expect(head.TotalRowCount).toBe(0);
      expect(rows).toEqual([]);
    }
  });

  it('gives another merchant its own tickets only', async () => {
    const res = await bank.get(url({ exportTypeCode: 'pt', ...year, PageRowCount: 100 }));
    const text = await res.text();
    expect(text).not.toContain('Harbor');
    expect(text.split('\n').length).toBeGreaterThan(2);
  });
});
