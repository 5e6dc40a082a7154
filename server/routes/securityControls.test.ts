import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import type { SecurityControls, SecurityControlsBody } from '../../src/domain/securityControls';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let owner: Agent;
let ownerMidtown: Agent;
let ownerCompany: Agent;
let manager: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  ownerMidtown = await sessionOf(s, { as: 'owner', store: 2005 });
  ownerCompany = await sessionOf(s, { as: 'owner' });
  manager = await sessionOf(s, { as: 'manager', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

async function read(agent: Agent) {
  const res = await agent.get('SecurityControls/GetSecurityControls');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return ((await res.json()) as ApiResult<SecurityControls>).Entity as SecurityControls;
}

async function update(agent: Agent, body: unknown) {
  const res = await agent.post('SecurityControls/UpdateSecurityControl', body);
  return { status: res.status, body: (await res.json()) as ApiResult<SecurityControls> & { Field?: string } };
}

/** The loaded controls as a body, with changes. */
function bodyOf(e: SecurityControls, over: Partial<Record<keyof SecurityControlsBody, unknown>> = {}) {
  const { StoreId: _store, ...rest } = e;
  return { ...rest, ...over };
}

const rowOf = async (storeId: number) =>
  (await s.db.query('select * from security_controls where store_id = $1', [storeId]))[0];

describe('SecurityControls/GetSecurityControls', () => {
  it('reads the session store’s controls (the demo’s Harbor Downtown)', async () => {
    const e = await read(owner);
    expect(e).toMatchObject({
      StoreId: 2001,
      IsLimitChecksEnabled: true,
      MaxOpenChecks: 25,
      IsLimitMaxRefundAmountEnabled: true,
      MaxTicketAmount: 150,
      MaxShiftAmount: 500,
      IsTicketAmountEnabled: true,
      IsShiftAmountEnabled: true,
    });
  });

  it('gives the defaults of a store never saved: all off but the user permission (§4)', async () => {
    expect(await read(ownerMidtown)).toMatchObject({
      StoreId: 2005,
      IsLimitChecksEnabled: false,
      IsLimitMaxRefundAmountEnabled: false,
      IsLimitUserPermissionEnabled: true,
      MaxOpenChecks: null,
      ConcurrencyChecksum: 0,
    });
  });

  it('gives the defaults without a store in a company view (read-only there)', async () => {
    expect(await read(ownerCompany)).toMatchObject({ StoreId: null, IsLimitUserPermissionEnabled: true });
  });

  it('never answers another merchant’s store', async () => {
    expect((await read(bank)).StoreId).toBe(2101);
  });
});

describe('SecurityControls/UpdateSecurityControl', () => {
  it('saves, clears the fields of switches that are off, derives the amount flags and moves the checksum', async () => {
    const before = await read(owner);
    const res = await update(
      owner,
      bodyOf(before, {
        IsLimitChecksEnabled: false,
        MaxOpenChecks: 25,
        IsLimitClearItemsEnabled: true,
        MaxClearItems: 8,
        MaxTicketAmount: 99.5,
        MaxShiftAmount: null,
        IsShiftAmountEnabled: true,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      IsLimitChecksEnabled: false,
      MaxOpenChecks: null,
      MaxClearItems: 8,
      MaxTicketAmount: 99.5,
      MaxShiftAmount: null,
      IsShiftAmountEnabled: false,
      IsTicketAmountEnabled: true,
      ConcurrencyChecksum: before.ConcurrencyChecksum + 1,
    });
    expect(await read(owner)).toEqual(res.body.Entity);
  });

  it('creates the row of a store never saved (checksum 0)', async () => {
    const res = await update(
      ownerMidtown,
      bodyOf(await read(ownerMidtown), { IsLimitUserPermissionEnabled: false }),
    );
    expect(res.status).toBe(200);
    expect(await rowOf(2005)).toMatchObject({ merchant_id: 1001, is_limit_user_permission_enabled: false });
  });

  it('refuses a stale checksum with 409, changing nothing', async () => {
    const e = await read(owner);
    const stale = await update(
      owner,
      bodyOf(e, { ConcurrencyChecksum: e.ConcurrencyChecksum + 7, MaxClearItems: 9 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ IsSuccessful: false, MessageKey: 'SecurityControls.StaleChecksum' });
    expect(await read(owner)).toEqual(e);
  });

  it.each([
    [
      'a count of 0',
      { IsLimitChecksEnabled: true, MaxOpenChecks: 0 },
      'SecurityControls.NumberError',
      'MaxOpenChecks',
    ],
    [
      'a count of 10000',
      { IsLimitChecksEnabled: true, MaxOpenChecks: 10000 },
      'SecurityControls.NumberError',
      'MaxOpenChecks',
    ],
    [
      'a count of "1e3"',
      { IsLimitDeleteTicketsEnabled: true, MaxDeleteTickets: '1e3' },
      'SecurityControls.NumberError',
      'MaxDeleteTickets',
    ],
    [
      'a count of 2.5',
      { IsLimitClearItemsEnabled: true, MaxClearItems: 2.5 },
      'SecurityControls.NumberError',
      'MaxClearItems',
    ],
    [
      'an empty count while on',
      { IsLimitChecksEnabled: true, MaxOpenChecks: null },
      'SecurityControls.EmptyError',
      'MaxOpenChecks',
    ],
    [
      'an amount of 1000000',
      { IsLimitMaxRefundAmountEnabled: true, MaxTicketAmount: 1000000 },
      'SecurityControls.DollarError',
      'MaxTicketAmount',
    ],
    [
      'an amount of 0.001',
      { IsLimitMaxRefundAmountEnabled: true, MaxShiftAmount: 0.001 },
      'SecurityControls.DollarError',
      'MaxShiftAmount',
    ],
    [
      'the refund limit without an amount',
      { IsLimitMaxRefundAmountEnabled: true, MaxTicketAmount: null, MaxShiftAmount: null },
      'SecurityControls.RefundAmountRequired',
      'MaxTicketAmount',
    ],
    [
      'a switch that is not a boolean',
      { IsLimitChecksEnabled: 'true' },
      'Validation.Type',
      'IsLimitChecksEnabled',
    ],
    [
      'a checksum that is not a number',
      { ConcurrencyChecksum: '1' },
      'Validation.Type',
      'ConcurrencyChecksum',
    ],
  ])('refuses %s with the rule’s message (400), changing nothing', async (_name, over, key, field) => {
    const e = await read(owner);
    const res = await update(owner, bodyOf(e, over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key, Field: field });
    expect(await read(owner)).toEqual(e);
  });

  it('refuses a body that is not an object', async () => {
    expect((await update(owner, [1])).status).toBe(400);
  });

  it('cannot save without a store (company view)', async () => {
    const res = await update(ownerCompany, bodyOf(await read(ownerCompany)));
    expect(res.status).toBe(403);
    expect(res.body.MessageKey).toBe('Server.NoStoreSelected');
  });

  it('is for the merchant’s admins: a store user reads but may not save', async () => {
    const e = await read(manager);
    const res = await update(manager, bodyOf(e, { IsLimitUserPermissionEnabled: false }));
    expect(res.status).toBe(403);
    expect(res.body.MessageKey).toBe('SecurityControls.MayNotChange');
    expect(await read(manager)).toEqual(e);
  });

  it('saves the other merchant’s own store only, whatever StoreId the body names', async () => {
    const harbor = await read(owner);
    const e = await read(bank);
    const res = await update(bank, {
      ...bodyOf(e, { IsLimitDeleteTicketsEnabled: true, MaxDeleteTickets: 4 }),
      StoreId: 2001,
    });
    expect(res.status).toBe(200);
    expect(res.body.Entity?.StoreId).toBe(2101);
    expect(await read(owner)).toEqual(harbor);
  });
});
