import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCKOUT_MINUTES, MAX_INVALID_LOGINS } from '../../src/domain/enums';
import { startTestServer, type TestServer } from '../../test/server';
import { TEST_NOW } from '../../test/testClock';
import { DEMO_PASSWORD } from '../demo/accounts';
import { nameKey } from './login';
import { dummyHash } from './password';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
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
    const rows = await s.db.query('select name_key, failed_attempts from login_name_failures');
    expect(rows).toContainEqual({ name_key: 'ghost.user', failed_attempts: 5 });
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
    const [row] = await s.db.query(
      'select is_locked, failed_attempts, locked_until from users where username = $1',
      ['marketowner'],
    );
    expect(row).toEqual({ is_locked: false, failed_attempts: 0, locked_until: null });
  });

  it('a lock from failed log-ons does not end the sessions its user already has', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect(await attempts(five('owner'))).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
  });

  it('the demo account "locked" has a lock without an end: only the e-mailed reset clears it', async () => {
    s.clock.advance(LOCKOUT_MINUTES * MINUTE + MINUTE);
    expect(await attempts(['locked'], DEMO_PASSWORD)).toEqual(['L']);
    s.clock.advance(7 * 24 * 60 * MINUTE);
    expect(await attempts(['locked'], DEMO_PASSWORD)).toEqual(['L']);
  });

  it('an unknown name costs the same scrypt work: the stand-in hash has the cost of the stored ones', async () => {
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const stored = await s.db.query<{ password_hash: string }>('select distinct password_hash from users');
    const costs = new Set(stored.map((r) => params(r.password_hash)));
    expect([...costs]).toEqual([params(await dummyHash())]);
  });
});
