import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import type { ScheduleEnforcement } from '../../src/domain/scheduleEnforcement';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

let s: TestServer;
let owner: Agent;
let ownerCompany: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  ownerCompany = await sessionOf(s, { as: 'owner' });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

const path = (merchantId: number | string, storeId: number | string) =>
  `ScheduleEnforcement/GetScheduleEnforcement?merchantId=${merchantId}&storeId=${storeId}`;

async function read(agent: Agent, merchantId = 1001, storeId = 2001) {
  const res = await agent.get(path(merchantId, storeId));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return ((await res.json()) as ApiResult<ScheduleEnforcement>).Entity as ScheduleEnforcement;
}

async function save(agent: Agent, body: unknown) {
  const res = await agent.post('ScheduleEnforcement/SaveScheduleEnforcement', body);
  return {
    status: res.status,
    body: (await res.json()) as ApiResult<ScheduleEnforcement> & { success?: boolean; Field?: string },
  };
}

describe('ScheduleEnforcement/GetScheduleEnforcement', () => {
  it('reads the session store’s enforcement (the demo’s Harbor Downtown: 10 minutes early, 5 late)', async () => {
    expect(await read(owner)).toMatchObject({
      merchantId: 1001,
      storeId: 2001,
      isClockInEnforcementEnabled: true,
      clockInLowerLimit: 5,
      clockInUpperLimit: 0,
      isClockOutEnforcementEnabled: false,
      isUnScheduledShiftApprovalRequired: true,
    });
  });

  it('gives the defaults of a store never saved (0 minutes each side: limits of -5)', async () => {
    expect(await read(bank, 1002, 2101)).toMatchObject({
      storeId: 2101,
      isClockInEnforcementEnabled: false,
      clockInLowerLimit: -5,
      clockOutUpperLimit: -5,
      concurrencyChecksum: 0,
    });
  });

  it.each([
    ['another merchant’s store', 1002, 2101, 403, 'ScheduleEnforcement.StoreNotSession'],
    ['another of the merchant’s stores', 1001, 2002, 403, 'ScheduleEnforcement.StoreNotSession'],
    ['a store id that is not a number', 1001, '20x1', 400, 'Validation.Type'],
  ])('refuses %s', async (_name, merchantId, storeId, status, key) => {
    const res = await owner.get(path(merchantId, storeId));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: key });
  });

  it('has nothing to read above one store', async () => {
    const res = await ownerCompany.get(path(1001, 2001));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ MessageKey: 'ScheduleEnforcement.AboveOneStore' });
  });
});

describe('ScheduleEnforcement/SaveScheduleEnforcement', () => {
  it('saves with success, keeps the session user as the last to change it and moves the checksum', async () => {
    const before = await read(owner);
    const body = {
      ...before,
      isClockOutEnforcementEnabled: true,
      clockOutLowerLimit: 0,
      clockOutUpperLimit: 25,
      lastModifiedUserCode: 'someone',
    };
    const res = await save(owner, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ IsSuccessful: true, success: true });
    const after = await read(owner);
    expect(after).toMatchObject({
      isClockOutEnforcementEnabled: true,
      clockOutLowerLimit: 0,
      clockOutUpperLimit: 25,
      lastModifiedUserCode: 'owner',
      concurrencyChecksum: before.concurrencyChecksum + 1,
    });
  });

  it('refuses a stale checksum with 409, changing nothing', async () => {
    const e = await read(owner);
    const res = await save(owner, {
      ...e,
      concurrencyChecksum: e.concurrencyChecksum + 3,
      clockInUpperLimit: 20,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: 'ScheduleEnforcement.StaleChecksum' });
    expect(await read(owner)).toEqual(e);
  });

  it.each([
    ['a limit of 7', { clockInUpperLimit: 7 }, 400, 'ScheduleEnforcement.LimitError'],
    ['a limit of 40', { clockOutLowerLimit: 40 }, 400, 'ScheduleEnforcement.LimitError'],
    ['a limit of -10', { clockInLowerLimit: -10 }, 400, 'ScheduleEnforcement.LimitError'],
    ['a limit as text', { clockInLowerLimit: '5' }, 400, 'Validation.Type'],
    ['a yes/no that is not a boolean', { isUnScheduledShiftApprovalRequired: 1 }, 400, 'Validation.Type'],
    [
      'another merchant’s store',
      { merchantId: 1002, storeId: 2101 },
      403,
      'ScheduleEnforcement.StoreNotSession',
    ],
    ['another of the merchant’s stores', { storeId: 2002 }, 403, 'ScheduleEnforcement.StoreNotSession'],
  ])('refuses %s with the rule’s message, changing nothing', async (_name, over, status, key) => {
    const e = await read(owner);
    const res = await save(owner, { ...e, ...over });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ IsSuccessful: false, MessageKey: key });
    expect(await read(owner)).toEqual(e);
    expect(await read(bank, 1002, 2101)).toMatchObject({ concurrencyChecksum: 0 });
  });
});
