import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, PagedResult } from '../../src/domain/contract';
import {
  type EmployeeForm,
  type EmployeeMetadata,
  type EmployeeRow,
  employeeFormOf,
  newEmployeeForm,
  type UserRoleRow,
} from '../../src/domain/employees';
import { sessionOf } from '../../test/accessMatrix';
import { type Agent, startTestServer, type TestServer } from '../../test/server';
import { pinKeyOf } from '../auth/pinKey';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../start';

/**
 * Employees and user roles against the seeded demo (server/demo/employees.ts): Harbor Downtown
 * (2001) has the eight ticket users (Alex Morgan … Jordan Hale), Olivia Owner (every Harbor store,
 * Owner) and Quinn Avery (deactivated); Casey Carver's PIN there is 1111. The owner is rank 1
 * (Owner), the manager rank 2 (General Manager), a store user of 2001 only.
 */
let s: TestServer;
let owner: Agent;
let ownerCompany: Agent;
let manager: Agent;
let bank: Agent;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  owner = await sessionOf(s, { as: 'owner', store: 2001 });
  ownerCompany = await sessionOf(s, { as: 'owner' });
  manager = await sessionOf(s, { as: 'manager', store: 2001 });
  bank = await sessionOf(s, { as: 'bankowner', store: 2101 });
});
afterAll(() => s.close());

let n = 0;
/** A valid new employee at Harbor Downtown with a name and a six-digit PIN of its own. */
const form = (over: Partial<EmployeeForm> = {}): EmployeeForm => {
  n += 1;
  return {
    ...newEmployeeForm(2001),
    FirstName: 'Test',
    LastName: `Person ${n}`,
    RoleId: 5,
    Pin: String(600000 + n),
    ...over,
  };
};

async function call<T = unknown>(agent: Agent, path: string, body: unknown) {
  const res = await agent.post(path, body);
  return { status: res.status, body: (await res.json()) as ApiResult<T> & { Field?: string } };
}

async function add(agent: Agent, over: Partial<EmployeeForm> = {}) {
  const res = await call<EmployeeRow>(agent, 'Employee/AddEmployee', form(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Entity as EmployeeRow;
}

async function list(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('Employee/GetEmployees', body);
  expect(res.status).toBe(200);
  return (await res.json()) as PagedResult<EmployeeRow>;
}

const employeeCount = async () =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from employees'))[0].n;

/** Everything stored of an employee, as text (the PIN must be nowhere in it). */
const storedText = async (id: number) =>
  JSON.stringify(
    await s.db.query(
      `select e.*, (select json_agg(es) from employee_stores es where es.employee_id = e.employee_id) as stores
       from employees e where e.employee_id = $1`,
      [id],
    ),
  );

/** A body of an existing employee (an edit of its row, as the dialog starts it). */
const editOf = (row: EmployeeRow, over: Partial<EmployeeForm> = {}): EmployeeForm => ({
  ...employeeFormOf(row, 840),
  ...over,
});

describe('Employee/GetEmployees', () => {
  it('pages the store’s employees by last name, with role, active and the last clock-in in the store’s time', async () => {
    const page = await list(owner, { PageRowCount: 100 });
    const names = page.ResultSet.map((r) => `${r.FirstName} ${r.LastName}`);
    expect(names.slice(0, 3)).toEqual(['Quinn Avery', 'Blair Bennett', 'Casey Carver']);
    expect(names).toContain('Olivia Owner');
    const casey = page.ResultSet.find((r) => r.LastName === 'Carver');
    expect(casey).toMatchObject({ RoleName: 'Server', RoleRank: 5, IsActive: true, MayEdit: true });
    expect(casey?.LastClockIn).toMatch(/^\d{4}-\d{2}-\d{2}T(1[0-9]|2[0-2]):\d{2}:00$/);
    const quinn = page.ResultSet.find((r) => r.FirstName === 'Quinn');
    expect(quinn).toMatchObject({ IsActive: false, LastClockIn: null });
  });

  it('a company view lists every store’s employees; a search narrows; the sort is an allow-list', async () => {
    const all = await list(ownerCompany);
    const here = await list(owner);
    expect(all.TotalRowCount).toBeGreaterThan(here.TotalRowCount);
    const found = await list(owner, { SearchArg: 'carver' });
    expect(found.ResultSet.map((r) => r.FirstName)).toEqual(['Casey']);
    const byRole = await list(owner, { SortColumn: 'role', PageRowCount: 100 });
    const ranks = byRole.ResultSet.map((r) => r.RoleRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const byClock = await list(owner, {
      SortColumn: 'lastClockIn',
      SortDirection: 'desc',
      PageRowCount: 100,
    });
    const times = byClock.ResultSet.map((r) => r.LastClockIn ?? '');
    expect(times.filter(Boolean)).toEqual([...times.filter(Boolean)].sort().reverse());
    const bad = await owner.post('Employee/GetEmployees', { SortColumn: 'pin_key' });
    expect(bad.status).toBe(400);
  });

  it('another merchant sees none of Harbor’s employees; a lower rank may not change a higher one', async () => {
    const other = await list(bank, { PageRowCount: 100 });
    expect(JSON.stringify(other)).not.toContain('Olivia');
    const seen = await list(manager, { PageRowCount: 100 });
    expect(seen.ResultSet.find((r) => r.FirstName === 'Olivia')?.MayEdit).toBe(false);
    expect(seen.ResultSet.find((r) => r.LastName === 'Morgan')?.MayEdit).toBe(true);
  });
});

describe('Employee/GetMetadata', () => {
  it('gives the roles, the stores the user may assign and their rank', async () => {
    const own = (await call<EmployeeMetadata>(owner, 'Employee/GetMetadata', {})).body.Entity;
    expect(own?.AssignerRank).toBe(1);
    expect(own?.Roles.map((r) => r.Name)).toContain('Line Cook');
    expect(own?.Stores.map((st) => st.StoreId)).toEqual(expect.arrayContaining([2001, 2002, 2005]));
    expect(own?.Stores.map((st) => st.StoreId)).not.toContain(2003);
    const mgr = (await call<EmployeeMetadata>(manager, 'Employee/GetMetadata', {})).body.Entity;
    expect(mgr).toMatchObject({ AssignerRank: 2, StoreId: 2001, Stores: [{ StoreId: 2001 }] });
  });
});

describe('Employee/AddEmployee', () => {
  it('adds an employee at the store; the PIN is kept only as a keyed hash', async () => {
    const added = await add(owner, { Pin: '583920', Email: 'test@example.com', Phone: '(207) 555-0199' });
    expect(added).toMatchObject({ FirstName: 'Test', RoleName: 'Server', IsActive: true, StoreIds: [2001] });
    const text = await storedText(added.EmployeeId);
    expect(text).toContain('pin_key');
    expect(text).not.toContain('583920');
    const page = await list(owner, { SearchArg: added.LastName });
    expect(page.ResultSet.map((r) => r.EmployeeId)).toEqual([added.EmployeeId]);
  });

  it('a PIN already used at the store is refused with its message, nothing saved; at another store it is free', async () => {
    const before = await employeeCount();
    const used = await call(owner, 'Employee/AddEmployee', form({ Pin: '1111' }));
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ MessageKey: 'Employees.PinInUse', Field: 'Pin' });
    const twoStores = await call(
      owner,
      'Employee/AddEmployee',
      form({ Pin: '1111', StoreIds: [2002, 2001] }),
    );
    expect(twoStores.body.MessageKey).toBe('Employees.PinInUse');
    expect(await employeeCount()).toBe(before);
    await add(owner, { Pin: '1111', StoreIds: [2002] });
  });

  it('a role above the assigner’s rank is refused (the rule’s message); at their own rank it is given', async () => {
    const before = await employeeCount();
    const above = await call(manager, 'Employee/AddEmployee', form({ RoleId: 1 }));
    expect(above.status).toBe(403);
    expect(above.body).toMatchObject({ MessageKey: 'Employees.RoleAboveRank', Field: 'RoleId' });
    expect(await employeeCount()).toBe(before);
    expect((await add(manager, { RoleId: 2 })).RoleName).toBe('General Manager');
  });

  it('bad input is the rule’s message, never a 500, nothing saved', async () => {
    const before = await employeeCount();
    const cases: [Partial<EmployeeForm> | Record<string, unknown>, string][] = [
      [{ FirstName: 'x'.repeat(31) }, 'Employees.NameTooLong'],
      [{ LastName: '' }, 'Employees.NameRequired'],
      [{ Pin: '123' }, 'Employees.PinInvalid'],
      [{ Pin: '1234567' }, 'Employees.PinInvalid'],
      [{ Pin: '12ab' }, 'Employees.PinInvalid'],
      [{ Pin: '' }, 'Employees.PinRequired'],
      [{ Pin: 1234 }, 'Validation.Type'],
      [{ RoleId: 99 }, 'Employees.RoleRequired'],
      [{ RoleId: '5' }, 'Validation.Type'],
      [{ StoreIds: [] }, 'Employees.StoresRequired'],
      [{ StoreIds: [2101] }, 'Employees.StoresInvalid'],
      [{ StoreIds: [2003] }, 'Employees.StoresInvalid'],
      [{ Email: 'nobody@' }, 'Employees.EmailInvalid'],
      [{ Phone: '12' }, 'Employees.PhoneInvalid'],
      [{ EmployeeId: 5 }, 'Employees.NotFound'],
    ];
    for (const [over, key] of cases) {
      const res = await call(owner, 'Employee/AddEmployee', { ...form(), ...over });
      expect(res.status, `${JSON.stringify(over)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.MessageKey, JSON.stringify(over)).toBe(key);
    }
    const elsewhere = await call(manager, 'Employee/AddEmployee', form({ StoreIds: [2002] }));
    expect(elsewhere.body.MessageKey).toBe('Employees.StoresInvalid');
    const harborRole = await call(bank, 'Employee/AddEmployee', form({ StoreIds: [2001] }));
    expect(harborRole.body.MessageKey).toBe('Employees.StoresInvalid');
    expect(await employeeCount()).toBe(before);
  });
});

describe('Employee/UpdateEmployee', () => {
  it('edits the role and keeps the PIN when it is left blank; a stale checksum is refused', async () => {
    const added = await add(owner);
    const keyBefore = await storedText(added.EmployeeId);
    const res = await call<EmployeeRow>(owner, 'Employee/UpdateEmployee', editOf(added, { RoleId: 6 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity).toMatchObject({
      RoleName: 'Bartender',
      ConcurrencyChecksum: added.ConcurrencyChecksum + 1,
    });
    const keyOf = (text: string) => /"pin_key":"([^"]+)"/.exec(text)?.[1];
    expect(keyOf(await storedText(added.EmployeeId))).toBe(keyOf(keyBefore));
    const stale = await call(owner, 'Employee/UpdateEmployee', editOf(added, { FirstName: 'Stale' }));
    expect(stale.status).toBe(409);
    expect(stale.body.MessageKey).toBe('Employees.StaleChecksum');
  });

  it('a new PIN in use at one of the stores is refused and nothing changes', async () => {
    const added = await add(owner);
    const res = await call(
      owner,
      'Employee/UpdateEmployee',
      editOf(added, { FirstName: 'Changed', Pin: '1111' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.MessageKey).toBe('Employees.PinInUse');
    const page = await list(owner, { SearchArg: added.LastName });
    expect(page.ResultSet[0]).toMatchObject({
      FirstName: 'Test',
      ConcurrencyChecksum: added.ConcurrencyChecksum,
    });
  });

  it('a store user keeps the employee’s other stores; may not change a higher rank; another merchant’s id is not found', async () => {
    const both = await add(owner, { StoreIds: [2001, 2002] });
    const res = await call<EmployeeRow>(
      manager,
      'Employee/UpdateEmployee',
      editOf(both, { StoreIds: [2001] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Entity?.StoreIds).toEqual([2001, 2002]);
    // as the dialog sends it: every store the employee works at, those beyond the manager's kept
    const again = await call<EmployeeRow>(
      manager,
      'Employee/UpdateEmployee',
      editOf(res.body.Entity as EmployeeRow, { LastName: 'Both stores' }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.Entity?.StoreIds).toEqual([2001, 2002]);
    const olivia = (await list(manager, { SearchArg: 'Olivia' })).ResultSet[0];
    const higher = await call(manager, 'Employee/UpdateEmployee', editOf(olivia, { FirstName: 'Liv' }));
    expect(higher.status).toBe(403);
    expect(higher.body.MessageKey).toBe('Employees.RoleAboveRank');
    const foreign = await call(bank, 'Employee/UpdateEmployee', editOf(both, { StoreIds: [2101] }));
    expect(foreign.status).toBe(404);
  });
});

describe('Employee/SetEmployeeActive', () => {
  it('deactivates and reactivates (soft), checking the checksum', async () => {
    const added = await add(owner);
    const off = await call<EmployeeRow>(owner, 'Employee/SetEmployeeActive', {
      EmployeeId: added.EmployeeId,
      IsActive: false,
      ConcurrencyChecksum: added.ConcurrencyChecksum,
    });
    expect(off.status).toBe(200);
    expect(off.body.Entity?.IsActive).toBe(false);
    const stale = await call(owner, 'Employee/SetEmployeeActive', {
      EmployeeId: added.EmployeeId,
      IsActive: true,
      ConcurrencyChecksum: added.ConcurrencyChecksum,
    });
    expect(stale.status).toBe(409);
    const on = await call<EmployeeRow>(owner, 'Employee/SetEmployeeActive', {
      EmployeeId: added.EmployeeId,
      IsActive: true,
      ConcurrencyChecksum: off.body.Entity?.ConcurrencyChecksum,
    });
    expect(on.body.Entity?.IsActive).toBe(true);
    const bad = await call(owner, 'Employee/SetEmployeeActive', {
      EmployeeId: added.EmployeeId,
      IsActive: 'no',
    });
    expect(bad.status).toBe(400);
  });
});

describe('UserRole/GetUserRoles', () => {
  it('lists the merchant’s roles by rank with their active employees; a store user may not see them', async () => {
    const res = await owner.post('UserRole/GetUserRoles', {});
    expect(res.status).toBe(200);
    const page = (await res.json()) as PagedResult<UserRoleRow>;
    expect(page.ResultSet[0]).toMatchObject({ Name: 'Owner', Rank: 1, EmployeeCount: 1 });
    const ranks = page.ResultSet.map((r) => r.Rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.ResultSet.find((r) => r.Name === 'Line Cook')?.EmployeeCount).toBe(0);
    expect((await manager.post('UserRole/GetUserRoles', {})).status).toBe(403);
    const other = await (await bank.post('UserRole/GetUserRoles', {})).json();
    expect(JSON.stringify(other)).not.toContain('Harbor');
  });
});

describe('PIN_SECRET', () => {
  it('keys the PINs with the configured secret, kept outside the database', async () => {
    const keyed = await startTestServer({
      LOGIN_ATTEMPTS_PER_WINDOW: '1000',
      PIN_SECRET: 'a-secret-kept-apart',
    });
    try {
      const agent = await sessionOf(keyed, { as: 'owner', store: 2001 });
      const added = await add(agent, { Pin: '604817' });
      const [row] = await keyed.db.query<{ pin_key: string }>(
        'select pin_key from employees where employee_id = $1',
        [added.EmployeeId],
      );
      expect(row.pin_key).toBe(pinKeyOf('a-secret-kept-apart', 1001, '604817'));
    } finally {
      await keyed.close();
    }
  });
});

describe('DEMO_DATA=off', () => {
  it('seeds no roles, employees nor clock-ins', async () => {
    const db = await openPglite();
    try {
      await prepareDatabase(db, s.clock, { demoData: false });
      const [row] = await db.query<{ n: number }>(
        `select (select count(*) from merchant_user_roles) + (select count(*) from employees)
           + (select count(*) from employee_time_punches) + (select count(*) from server_settings where key = 'pin_secret') as n`,
      );
      expect(Number(row.n)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
