import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/domain/contract';
import type { EventSchedule } from '../../src/domain/eventSchedule';
import { type Agent, startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let owner: Agent;
let shiftlead: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await s.signedIn('owner', { store: 2001 });
  shiftlead = await s.signedIn('shiftlead', { store: 2002 });
  bank = await s.signedIn('bankowner', { store: 2101 });
});
afterAll(() => s.close());

async function all(agent: Agent) {
  const res = await agent.post('EventSchedule/GetAll', {});
  expect(res.status).toBe(200);
  return ((await res.json()) as ApiResult<EventSchedule[]>).Entity as EventSchedule[];
}

async function insert(agent: Agent, body: unknown) {
  const res = await agent.post('EventSchedule/Insert', body);
  return { status: res.status, body: (await res.json()) as ApiResult<EventSchedule> };
}

const valid = { Name: 'Sunset Menu', DaysOfWeek: [5, 6], StartTime: '18:30', EndTime: '20:00' };
const count = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from event_schedules'))[0].n;

describe('EventSchedule/GetAll', () => {
  it('answers the merchant’s schedules by name, with days and times', async () => {
    const rows = await all(owner);
    expect(rows.map((r) => r.Name)).toEqual(['Happy Hour', 'Late Night', 'Oyster Monday', 'Weekend Brunch']);
    expect(rows[0]).toMatchObject({
      DaysOfWeek: [1, 2, 3, 4, 5],
      StartTime: '16:00',
      EndTime: '18:00',
      IsActive: true,
    });
    expect(rows.find((r) => r.Name === 'Oyster Monday')?.IsActive).toBe(false);
    expect((await all(bank)).map((r) => r.Name)).toEqual(['Afternoon Tea', 'Morning Rush']);
  });
});

describe('EventSchedule/Insert', () => {
  it('adds a schedule (days sorted; an end before the start runs past midnight)', async () => {
    const res = await insert(owner, { ...valid, DaysOfWeek: [6, 0], StartTime: '23:00', EndTime: '02:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      Name: 'Sunset Menu',
      DaysOfWeek: [0, 6],
      StartTime: '23:00',
      EndTime: '02:00',
      IsActive: true,
    });
    expect((await all(owner)).map((r) => r.Name)).toContain('Sunset Menu');
  });

  it('refuses bad input with its key, and saves nothing', async () => {
    const before = await count();
    for (const [body, key] of [
      [{ ...valid, Name: 'happy hour' }, 'EventSchedule.NameTaken'],
      [{ ...valid, Name: ' ' }, 'EventSchedule.NameRequired'],
      [{ ...valid, Name: 'x'.repeat(31) }, 'EventSchedule.NameLength'],
      [{ ...valid, DaysOfWeek: [] }, 'EventSchedule.DaysRequired'],
      [{ ...valid, DaysOfWeek: [7] }, 'EventSchedule.DaysInvalid'],
      [{ ...valid, DaysOfWeek: [1, 1] }, 'EventSchedule.DaysInvalid'],
      [{ ...valid, StartTime: '25:00' }, 'EventSchedule.TimeInvalid'],
      [{ ...valid, EndTime: '18:30' }, 'EventSchedule.EndIsStart'],
      [{ ...valid, DaysOfWeek: '1' }, 'Validation.Type'],
    ] as const) {
      const res = await insert(owner, body);
      expect(res.status, key).toBe(400);
      expect(res.body.MessageKey, key).toBe(key);
    }
    expect(await count()).toBe(before);
  });

  it('the same name is another merchant’s own; a store user of several stores may not add', async () => {
    expect((await insert(bank, { ...valid, Name: 'Happy Hour' })).status).toBe(200);
    const refused = await insert(shiftlead, { ...valid, Name: 'Shift lead special' });
    expect(refused.status).toBe(403);
    expect(refused.body.MessageKey).toBe('Menu.ReadOnly');
  });
});
