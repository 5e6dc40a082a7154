import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCKOUT_MINUTES, MAX_INVALID_LOGINS } from '../../src/domain/enums';
import { accountFailures } from '../../test/loginFailures';
import {
  startTestServer,
  type TestServer,
  testConfig,
  testServerOver,
  WITHOUT_TICKETS,
} from '../../test/server';
import { listening } from '../../test/socketClient';
import { TEST_NOW, testClock } from '../../test/testClock';
import { DEMO_PASSWORD } from '../demo/accounts';
import { nameKey } from './login';
import { dummyHash } from './password';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});
afterEach(() => s.clock.set(TEST_NOW));

const MINUTE = 60_000;
const WRONG = 'Wrong#Password1';

/** The errorCode of each log-on (null on success), in order. */
async function attempts(names: string[], password = WRONG): Promise<(string | null)[]> {
  const codes: (string | null)[] = [];
  for (const username of names) codes.push((await s.agent().login(username, password)).errorCode ?? null);
  return codes;
}

const five = (name: string) => Array.from({ length: MAX_INVALID_LOGINS + 1 }, () => name);

describe('lockout (1-foundation.md §4: more than 4 invalid attempts lock the account)', () => {
  it('an unknown name answers exactly like a known one: I, I, I, I, then L', async () => {
    expect(await attempts(five('nobody-at-all'))).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect(await attempts(five('manager'))).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect(await attempts(['nobody-at-all', 'manager'], DEMO_PASSWORD)).toEqual(['L', 'L']);
  });

  it('case variants and the e-mail address of one account count against that account', async () => {
    const spellings = [
      'Shiftlead',
      'SHIFTLEAD',
      'shiftlead@example.com',
      'ShiftLead@Example.COM',
      ' shiftlead ',
    ];
    expect(await attempts(spellings)).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect(await attempts(['shiftlead'], DEMO_PASSWORD)).toEqual(['L']);
  });

  it('case and width variants of an unknown name count against the same name', async () => {
    expect(
      await attempts(['Ghost.User', 'GHOST.USER', 'ghost.user', ' ghost.user ', 'ｇｈｏｓｔ.ｕｓｅｒ']),
    ).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect(nameKey(' ＧＨＯＳＴ.User ')).toBe('ghost.user');
    const rows = await s.db.query("select key, failed_attempts from login_failures where kind = 'name'");
    expect(rows).toContainEqual({ key: 'ghost.user', failed_attempts: 5 });
  });

  it(`a lock ends ${LOCKOUT_MINUTES} minutes after the attempt that set it, for accounts and unknown names`, async () => {
    expect(await attempts([...five('marketowner'), ...five('phantom')])).toEqual([
      ...['I', 'I', 'I', 'I', 'L'],
      ...['I', 'I', 'I', 'I', 'L'],
    ]);
    s.clock.advance(LOCKOUT_MINUTES * MINUTE - 1000);
    expect(await attempts(['marketowner', 'phantom'], DEMO_PASSWORD)).toEqual(['L', 'L']);
    s.clock.advance(1000);
    // the counter starts again after the lock: four more chances before the next one
    expect(await attempts(['phantom', 'marketowner'])).toEqual(['I', 'I']);
    expect(await attempts(['marketowner'], DEMO_PASSWORD)).toEqual([null]);
    expect(await accountFailures(s.db, 'marketowner')).toEqual({ account: 0, device: 0 });
  });

  it('a lock from failed log-ons does not end the sessions its user already has', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect(await attempts(five('owner'))).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
  });

  it('an account an administrator locked answers like any other after the same attempts, its password included (issue 22 §5)', async () => {
    // "locked" is locked without an end; its right password is never confirmed
    expect(await attempts(five('locked'), DEMO_PASSWORD)).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect(await attempts(five('nobody-locked'), DEMO_PASSWORD)).toEqual(['I', 'I', 'I', 'I', 'L']);
    s.clock.advance(LOCKOUT_MINUTES * MINUTE);
    expect(await attempts(['locked', 'locked'], DEMO_PASSWORD)).toEqual(['I', 'I']);
    s.clock.advance(7 * 24 * 60 * MINUTE);
    expect(await attempts(['locked'], DEMO_PASSWORD)).toEqual(['I']);
    // nor does a browser that once signed in to it get further
    const [user] = await s.db.query<{ user_id: number }>(
      "select user_id from users where username = 'locked'",
    );
    await s.db.query('update users set is_locked = false where user_id = $1', [user.user_id]);
    const browser = s.agent();
    expect((await browser.login('locked')).success).toBe(true);
    await s.db.query('update users set is_locked = true where user_id = $1', [user.user_id]);
    expect((await browser.get('Portal/GetPortalData')).status).toBe(401);
    expect((await browser.login('locked')).errorCode).toBe('I');
  });

  it('an unknown name costs the same scrypt work: the stand-in hash has the cost of the stored ones', async () => {
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const stored = await s.db.query<{ password_hash: string }>('select distinct password_hash from users');
    const costs = new Set(stored.map((r) => params(r.password_hash)));
    expect([...costs]).toEqual([params(await dummyHash())]);
  });
});

describe("device cookies: lockout without denial of service (issue 22 §5, OWASP's device cookies)", () => {
  /** A server of its own: each test starts with no failed log-ons counted. */
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({}, WITHOUT_TICKETS);
  });
  afterAll(() => fresh.close());
  beforeEach(async () => {
    await fresh.db.query('delete from login_throttle');
    await fresh.db.query('delete from login_failures');
  });
  afterEach(() => fresh.clock.set(TEST_NOW));

  it("6 failures from 127.0.0.2 do not stop owner's own browser on 127.0.0.1; they still see L", async () => {
    const sockets = await listening(fresh.app);
    try {
      const browser = sockets.from('127.0.0.1');
      expect(await browser.logOn('owner', DEMO_PASSWORD)).toBeNull();
      const attacker = sockets.from('127.0.0.2');
      const codes: (string | null)[] = [];
      for (let i = 0; i < 6; i++) codes.push(await attacker.logOn('owner', WRONG));
      expect(codes).toEqual(['I', 'I', 'I', 'I', 'L', 'L']);
      // the untrusted clients are locked out, the right password included: the attacker's, and any
      // other browser, on either address
      expect(await attacker.logOn('owner', DEMO_PASSWORD)).toBe('L');
      expect(await sockets.from('127.0.0.1').logOn('owner', DEMO_PASSWORD)).toBe('L');
      // owner's own browser signs in
      expect(await browser.logOn('owner', DEMO_PASSWORD)).toBeNull();
    } finally {
      await sockets.close();
    }
  });

  it('a successful log-on sets a signed device cookie of the account, HttpOnly and SameSite=Strict', async () => {
    const res = await fresh.agent().post('Account/LogOn', { username: 'owner', password: DEMO_PASSWORD });
    const [user] = await fresh.db.query<{ user_id: number }>(
      "select user_id from users where username = 'owner'",
    );
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`backroom_device_${user.user_id}=`));
    expect(cookie).toMatch(
      /^backroom_device_\d+=[\w-]+\.[\w-]{43}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    // a failed log-on sets none
    const failed = await fresh.agent().post('Account/LogOn', { username: 'owner', password: WRONG });
    expect(failed.headers.getSetCookie()).toEqual([]);
  });

  it("the device's own failures lock that browser out (I, I, I, I, L), and no one else", async () => {
    const browser = fresh.agent();
    expect((await browser.login('manager')).success).toBe(true);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await browser.login('manager', WRONG)).errorCode);
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await browser.login('manager')).errorCode).toBe('L');
    expect(await accountFailures(fresh.db, 'manager')).toEqual({ account: 0, device: 5 });
    // another browser (untrusted) is not locked by them
    expect((await fresh.agent().login('manager')).success).toBe(true);
    // the lock ends after LOCKOUT_MINUTES
    fresh.clock.advance(LOCKOUT_MINUTES * MINUTE);
    expect((await browser.login('manager')).success).toBe(true);
  });

  it('a forged, tampered or other account’s device cookie is no device: it counts as an untrusted client', async () => {
    const browser = fresh.agent();
    expect((await browser.login('shiftlead')).success).toBe(true);
    for (let i = 0; i < 5; i++) await fresh.agent().login('manager', WRONG);
    // shiftlead's cookie is not manager's, so the browser is an untrusted client of manager
    expect((await browser.login('manager')).errorCode).toBe('L');
    const [ids] = await fresh.db.query<{ manager: number }>(
      "select user_id as manager from users where username = 'manager'",
    );
    const forged = fresh.agent();
    const name = `backroom_device_${ids.manager}`;
    for (const value of ['abcdefghijklmnopqrstuv.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x', '']) {
      const res = await forged.request('POST', 'Account/LogOn', {
        body: { username: 'manager', password: DEMO_PASSWORD },
        headers: { cookie: `${name}=${value}` },
      });
      expect((await res.json()).errorCode).toBe('L');
    }
  });

  it('wrong old passwords in Change password count towards the lockout of the browser making them', async () => {
    const browser = fresh.agent();
    expect((await browser.login('shiftlead')).success).toBe(true);
    const [ids] = await fresh.db.query<{ membership: string; pos: number }>(
      "select membership_user_id as membership, pos_user_id as pos from users where username = 'shiftlead'",
    );
    const change = async (oldPassword: string) => {
      const res = await browser.post('User/ChangePassword', {
        MembershipUserId: ids.membership,
        MembershipUserName: 'shiftlead',
        POSUserId: ids.pos,
        OldPassword: oldPassword,
        Password: 'Harbor!Light42',
        ReenterPassword: 'Harbor!Light42',
      });
      return { status: res.status, key: (await res.json()).MessageKey };
    };
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await change(WRONG)).key);
    expect(keys).toEqual([...Array(4).fill('ChangePassword.OldPasswordIncorrect'), 'Login.Error.L']);
    // while locked out the right old password is not even checked, and the log-on is refused too
    expect(await change(DEMO_PASSWORD)).toEqual({ status: 400, key: 'Login.Error.L' });
    expect((await browser.login('shiftlead')).errorCode).toBe('L');
    expect(await accountFailures(fresh.db, 'shiftlead')).toEqual({ account: 0, device: 5 });
    // the session itself goes on
    expect((await browser.get('Portal/GetPortalData')).status).toBe(200);
  });

  it('a right password clears the failures of the browser giving it', async () => {
    const browser = fresh.agent();
    expect((await browser.login('manager')).success).toBe(true);
    for (let i = 0; i < 3; i++) expect((await browser.login('manager', WRONG)).errorCode).toBe('I');
    expect((await browser.login('manager')).success).toBe(true);
    expect(await accountFailures(fresh.db, 'manager')).toEqual({ account: 0, device: 0 });
  });
});

describe('a failed log-on of a known name costs what an unknown one does (issue 22 §5)', () => {
  it('the same statements, in the same order', async () => {
    await s.db.query('delete from login_failures');
    const statements: string[] = [];
    const recorded = {
      ...s.db,
      query: ((sql: string, params?: unknown[]) => {
        statements.push(sql);
        return s.db.query(sql, params);
      }) as typeof s.db.query,
    };
    const spied = testServerOver(recorded, testClock(), testConfig(), async () => {});
    const statementsOf = async (username: string) => {
      statements.length = 0;
      const res = await spied.agent().post('Account/LogOn', { username, password: WRONG });
      expect((await res.json()).errorCode).toBe('I');
      return [...statements];
    };
    await statementsOf('warm-up'); // the device secret is read once per database
    expect(await statementsOf('manager')).toEqual(await statementsOf('nobody-else'));
    expect(await statementsOf('manager@example.com')).toEqual(await statementsOf('nobody@example.org'));
  });
});
