import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import {
  newPayCodeForm,
  type PayCodeForm,
  type PayCodeListAnswer,
  type PayInOutReasonCode,
  PayCodeType,
} from '../../src/domain/payCode';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let owner: Agent;
let company: Agent;
let manager: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  company = await sessionOf(s, { as: 'owner' });
  manager = await sessionOf(s, { as: 'manager', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

let n = 0;
/** A valid new code with a name of its own (at most 10 characters). */
const form = (over: Partial<PayCodeForm> = {}): PayCodeForm => {
  n += 1;
  return { ...newPayCodeForm(), Name: `TEST${n}`, Description: 'A test code', ...over };
};

async function call<T = PayInOutReasonCode>(agent: Agent, path: 'Insert' | 'Update', body: unknown) {
  const res = await agent.post(`PayInOutReasonCodes/${path}`, body);
  return { status: res.status, body: (await res.json()) as ApiResult<T> & { Field?: string } };
}

async function insert(agent: Agent, over: Partial<PayCodeForm> = {}) {
  const res = await call(agent, 'Insert', form(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Entity as PayInOutReasonCode;
}

async function list(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('PayInOutReasonCodes/GetAll', { PageRowCount: 100, ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as PayCodeListAnswer;
}

const countOf = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from pay_in_out_reason_codes'))[0].n;

const safedropOf = async (merchantId: number) =>
  (
    await s.db.query<{ reason_code_id: number; concurrency_checksum: number }>(
      "select reason_code_id, concurrency_checksum from pay_in_out_reason_codes where merchant_id = $1 and name = 'SAFEDROP'",
      [merchantId],
    )
  )[0];

describe('PayInOutReasonCodes/GetAll (3-settings §7)', () => {
  it('answers the merchant’s live codes, SAFEDROP (IsSystem) first, then by name', async () => {
    const page = await list(owner);
    expect(page.IsSuccessful).toBe(true);
    expect(page.MayEdit).toBe(true);
    const [first, ...rest] = page.ResultSet;
    expect(first).toMatchObject({ Name: 'SAFEDROP', IsSystem: true, Type: 0, AvailableReasonCodeTypes: [0] });
    const names = rest.map((r) => r.Name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.ResultSet.map((r) => r.Name)).toEqual(
      expect.arrayContaining(['CHANGEFUND', 'SUPPLIES', 'ICE']),
    );
    expect(page.ResultSet.every((r) => r.MerchantId === 1001)).toBe(true);
  });

  it('keeps SAFEDROP first whatever the sort; searches name and description; pages', async () => {
    const desc = await list(owner, { SortColumn: 'name', SortDirection: 'desc' });
    expect(desc.ResultSet[0].Name).toBe('SAFEDROP');
    const byType = await list(owner, { SortColumn: 'type', SortDirection: 'desc' });
    expect(byType.ResultSet[0].Name).toBe('SAFEDROP');
    expect((await list(owner, { SearchArg: 'driver' })).ResultSet.map((r) => r.Name)).toEqual(['DRIVERTIP']);
    const one = await list(owner, { PageRowCount: 2, RequestedPageNum: 2 });
    expect(one.ResultSet).toHaveLength(2);
    expect(one.TotalRowCount).toBeGreaterThanOrEqual(8);
  });

  it('refuses an unknown sort with 400; a company view of several sites may not edit', async () => {
    const res = await owner.post('PayInOutReasonCodes/GetAll', { SortColumn: 'merchant_id' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Validation.SortColumn' });
    expect((await list(company)).MayEdit).toBe(false);
  });

  it('takes §7’s form-encoded request: page, start, limit, sort (a JSON list), isAjaxRequest', async () => {
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      owner.request('POST', 'PayInOutReasonCodes/GetAll', {
        raw: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const sort = (...by: [string, string][]) =>
      JSON.stringify(by.map(([property, direction]) => ({ property, direction })));
    const res = await form({
      page: '2',
      start: '2',
      limit: '2',
      sort: sort(['IsSystem', 'DESC'], ['Name', 'desc']),
      isAjaxRequest: 'true',
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as PayCodeListAnswer;
    const all = (await list(owner, { SortColumn: 'name', SortDirection: 'desc' })).ResultSet;
    expect(answer.ResultSet.map((r) => r.Name)).toEqual(all.slice(2, 4).map((r) => r.Name));
    expect(answer.TotalRowCount).toBe(all.length);
    // IsSystem alone: the system code, then by name
    const bySystem = (await (await form({ sort: sort(['IsSystem', 'DESC']) })).json()) as PayCodeListAnswer;
    expect(bySystem.ResultSet.map((r) => r.Name)).toEqual((await list(owner)).ResultSet.map((r) => r.Name));
    // strictly typed: an unknown property, not a list, a number that is not digits, a field twice
    for (const [fields, key] of [
      [{ sort: sort(['MerchantId', 'ASC']) }, 'Validation.SortColumn'],
      [{ sort: 'Name' }, 'Validation.SortColumn'],
      [{ limit: '1e3' }, 'Validation.Type'],
      [{ isAjaxRequest: 'yes' }, 'Validation.Type'],
    ] as const) {
      const bad = await form(fields);
      expect(bad.status, JSON.stringify(fields)).toBe(400);
      expect(await bad.json()).toMatchObject({ IsSuccessful: false, MessageKey: key });
    }
    const twice = await owner.request('POST', 'PayInOutReasonCodes/GetAll', {
      raw: 'page=1&page=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.status).toBe(400);
    // the csrf header is still required; a form is taken by this path only
    expect((await form({ page: '1' }, { requestverificationtoken: '' })).status).toBe(403);
    const insert = await owner.request('POST', 'PayInOutReasonCodes/Insert', {
      raw: 'ReasonCodeId=0&Name=FORM&Description=Form&Type=0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(insert.status).toBe(415);
  });

  it('another merchant sees its own codes only', async () => {
    const page = await list(bank);
    expect(page.ResultSet.every((r) => r.MerchantId === 1002)).toBe(true);
    expect(page.ResultSet[0].Name).toBe('SAFEDROP');
  });

  it('the demo codes are the reasons of the demo tickets’ pay-ins and pay-outs', async () => {
    const reasons = await s.db.query<{ reason: string; type: number }>(
      `select distinct payin_reason as reason, 1 as type from tickets where merchant_id = 1001 and payin_reason is not null
       union select distinct payout_reason, 0 from tickets where merchant_id = 1001 and payout_reason is not null`,
    );
    expect(reasons.length).toBeGreaterThan(0);
    const codes = (await list(owner)).ResultSet;
    for (const r of reasons)
      expect(
        codes.some((c) => c.Description === r.reason && c.Type === r.type),
        r.reason,
      ).toBe(true);
  });
});

describe('PayInOutReasonCodes/Insert (3-settings §5)', () => {
  it('adds a code of the session’s merchant', async () => {
    const code = await insert(owner, {
      Name: ' Tips ',
      Description: 'Tip payout ',
      Type: PayCodeType.PayOut,
    });
    expect(code).toMatchObject({
      Name: 'Tips',
      Description: 'Tip payout',
      IsSystem: false,
      MerchantId: 1001,
    });
    expect((await list(owner)).ResultSet.map((r) => r.Name)).toContain('Tips');
    expect((await list(bank)).ResultSet.map((r) => r.Name)).not.toContain('Tips');
  });

  it('refuses a name of another code in other case, inline on Name, and saves nothing', async () => {
    const before = await countOf();
    for (const name of ['supplies', 'SafeDrop', ' ICE ']) {
      const res = await call(owner, 'Insert', form({ Name: name }));
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({
        IsSuccessful: false,
        MessageKey: 'PayCode.NameExists',
        Message: 'Reason Code with given name already exists',
        Field: 'Name',
      });
    }
    expect(await countOf()).toBe(before);
  });

  it('lets another merchant use the same name', async () => {
    await insert(bank, { Name: 'tips' });
  });

  it('refuses over-limit, blank and wrongly typed fields with the rule’s key, never 500', async () => {
    const before = await countOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: 'ABCDEFGHIJK' }, 'PayCode.NameLength'],
      [{ Name: '   ' }, 'PayCode.NameBlank'],
      [{ Name: '' }, 'PayCode.NameRequired'],
      [{ Description: 'x'.repeat(31) }, 'PayCode.DescriptionLength'],
      [{ Description: '' }, 'PayCode.DescriptionRequired'],
      [{ Type: 2 }, 'PayCode.TypeRequired'],
      [{ Type: 'x' }, 'Validation.Type'],
      [{ Name: 'safedrop', Type: PayCodeType.PayIn }, 'PayCode.SafedropPayOut'],
      [{ Name: 42 }, 'Validation.Type'],
      [{ ReasonCodeId: 5 }, 'PayCode.InsertWithId'],
      [{ IsDeleted: true }, 'PayCode.InsertDeleted'],
    ];
    for (const [over, key] of cases) {
      const res = await call(owner, 'Insert', { ...form(), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.MessageKey, JSON.stringify(over)).toBe(key);
    }
    const bad = await owner.request('POST', 'PayInOutReasonCodes/Insert', {
      raw: '{"Name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(await countOf()).toBe(before);
  });

  it('is refused in a company view of several sites (403), saving nothing', async () => {
    const before = await countOf();
    const res = await call(company, 'Insert', form());
    expect(res.status).toBe(403);
    expect(res.body.MessageKey).toBe('PayCode.CompanyView');
    expect(await countOf()).toBe(before);
  });

  it('a store user on a store may add (decision: every role the route serves)', async () => {
    await insert(manager);
  });
});

describe('PayInOutReasonCodes/Update (3-settings §4, §5)', () => {
  it('edits a code and moves its checksum on; a stale checksum is a 409 changing nothing', async () => {
    const code = await insert(owner, { Name: 'EDITME' });
    const res = await call(owner, 'Update', { ...code, Name: 'EDITED', Type: PayCodeType.PayIn });
    expect(res.status).toBe(200);
    expect(res.body.Entity).toMatchObject({
      Name: 'EDITED',
      Type: 1,
      ConcurrencyChecksum: code.ConcurrencyChecksum + 1,
    });
    const stale = await call(owner, 'Update', { ...code, Name: 'STALE' });
    expect(stale.status).toBe(409);
    expect(stale.body.MessageKey).toBe('PayCode.StaleChecksum');
    expect((await list(owner)).ResultSet.map((r) => r.Name)).toEqual(expect.arrayContaining(['EDITED']));
    expect((await list(owner)).ResultSet.map((r) => r.Name)).not.toContain('STALE');
  });

  it('keeps its own name in another case (unchanged), refuses another code’s', async () => {
    const code = await insert(owner, { Name: 'Keep' });
    const same = await call(owner, 'Update', { ...code, Name: 'KEEP' });
    expect(same.status).toBe(200);
    const other = await call(owner, 'Update', {
      ...(same.body.Entity as PayInOutReasonCode),
      Name: 'Produce',
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ MessageKey: 'PayCode.NameExists', Field: 'Name' });
  });

  it('soft-deletes with IsDeleted: gone from the list, its name free again', async () => {
    const code = await insert(owner, { Name: 'GONE' });
    const res = await call(owner, 'Update', { ...code, IsDeleted: true });
    expect(res.status).toBe(200);
    expect(res.body.IsSuccessful).toBe(true);
    expect((await list(owner)).ResultSet.map((r) => r.Name)).not.toContain('GONE');
    const [row] = await s.db.query<{ is_deleted: boolean }>(
      'select is_deleted from pay_in_out_reason_codes where reason_code_id = $1',
      [code.ReasonCodeId],
    );
    expect(row.is_deleted).toBe(true);
    const again = await call(owner, 'Update', { ...code, ConcurrencyChecksum: code.ConcurrencyChecksum + 1 });
    expect(again.status).toBe(404);
    await insert(owner, { Name: 'gone' });
  });

  it('SAFEDROP cannot be edited or deleted', async () => {
    const safedrop = await safedropOf(1001);
    const body = {
      ReasonCodeId: safedrop.reason_code_id,
      Name: 'SAFEDROP',
      Description: 'Renamed',
      Type: 0,
      ConcurrencyChecksum: safedrop.concurrency_checksum,
    };
    for (const over of [{}, { IsDeleted: true }, { Name: 'SAFE' }]) {
      const res = await call(owner, 'Update', { ...body, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.MessageKey).toBe('PayCode.SystemCode');
    }
    expect(await safedropOf(1001)).toEqual(safedrop);
  });

  it('another merchant’s code id is not found (404), changing nothing', async () => {
    const code = await insert(owner, { Name: 'MINE' });
    const res = await call(bank, 'Update', { ...code, Name: 'THEIRS' });
    expect(res.status).toBe(404);
    expect(res.body.MessageKey).toBe('PayCode.NotFound');
    const del = await call(bank, 'Update', { ...code, IsDeleted: true });
    expect(del.status).toBe(404);
    expect((await list(owner)).ResultSet.map((r) => r.Name)).toContain('MINE');
  });

  it('is refused in a company view of several sites, and without the csrf header', async () => {
    const code = await insert(owner, { Name: 'LOCKED' });
    expect((await call(company, 'Update', { ...code, Name: 'OPEN' })).status).toBe(403);
    const res = await owner.post(
      'PayInOutReasonCodes/Update',
      { ...code, Name: 'OPEN' },
      { requestverificationtoken: '' },
    );
    expect(res.status).toBe(403);
  });
});

describe('every merchant has SAFEDROP (migration 028)', () => {
  it('a merchant added later gets its system code', async () => {
    await s.db.query(
      `insert into merchants (merchant_id, name, reseller_id, product_mode, credit_gateway, customer_care, status_code, feature_ids, flags)
       select 9999, 'Later', reseller_id, product_mode, credit_gateway, customer_care, status_code, feature_ids, flags
       from merchants where merchant_id = 1001`,
    );
    const rows = await s.db.query<{ name: string; type: number; is_system: boolean }>(
      'select name, type::int as type, is_system from pay_in_out_reason_codes where merchant_id = 9999',
    );
    expect(rows).toEqual([{ name: 'SAFEDROP', type: 0, is_system: true }]);
  });
});
