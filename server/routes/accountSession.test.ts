import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { accountFailures } from '../../test/loginFailures';
import { TEST_NOW } from '../../test/testClock';
import { AOD_AUDIENCE, jwtSecret, verifyJwt } from '../auth/jwt';
import { DEMO_PASSWORD } from '../demo/accounts';

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

async function userOf(username: string) {
  const [row] = await s.db.query<{
    user_id: number;
    membership_user_id: string;
    pending_eula_id: number | null;
  }>('select user_id, membership_user_id, pending_eula_id from users where username = $1', [username]);
  return row;
}

function cookieOf(res: Response): string | undefined {
  return /backroom_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
}

describe('pending licence gate and POST /Account/UpdateMerchantEulaHistory', () => {
  it('a user with a licence to accept may only accept it (and keep the session), then everything', async () => {
    const agent = s.agent();
    const result = await agent.login('newhire');
    expect(result).toMatchObject({ success: true, eulaId: 1, eulaFileName: 'BackroomEULA.html' });
    const user = await userOf('newhire');

    for (const [method, path, body] of [
      ['GET', 'Portal/GetPortalData'],
      ['POST', 'Company/GetMerchantStores', {}],
      ['POST', 'Account/CheckStoreAccountStatus', { StoreId: 2001, MerchantId: 1001 }],
      ['POST', 'Account/SaveStoreContext?StoreId=2001', {}],
      ['GET', 'Notification/GetNotifications'],
      ['GET', 'FeatureFlag/GetFeatureFlags'],
      ['POST', 'Account/GetJwtToken?isAOD=true'],
    ] as const) {
      const res = await agent.request(method, path, { body });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({
        IsSuccessful: false,
        MessageKey: 'Server.AccountActionPending',
      });
    }
    expect((await agent.post('Account/KeepAlive', {})).status).toBe(200);
    expect((await agent.post('Account/RenewSession', {})).status).toBe(200);
    expect((await agent.post('Account/GetCsrfToken')).status).toBe(200);
    expect((await agent.get('Account/GetVersion')).status).toBe(200);
    expect((await agent.get('Reseller/GetResellerConfiguration')).status).toBe(200);

    const body = {
      eulaId: 1,
      membershipUserId: user.membership_user_id,
      merchantId: 1001,
      merchantStatusCode: 2,
    };
    expect((await agent.post('Account/UpdateMerchantEulaHistory', { ...body, eulaId: 2 })).status).toBe(400);
    const otherUser = (await userOf('owner')).membership_user_id;
    expect(
      (await agent.post('Account/UpdateMerchantEulaHistory', { ...body, membershipUserId: otherUser }))
        .status,
    ).toBe(403);
    expect(
      (await agent.post('Account/UpdateMerchantEulaHistory', { ...body, merchantId: 1002 })).status,
    ).toBe(403);
    expect(
      (await agent.post('Account/UpdateMerchantEulaHistory', body, { requestverificationtoken: 'forged' }))
        .status,
    ).toBe(403);
    for (const bad of [{}, { ...body, eulaId: 'one' }, { ...body, eulaId: 0 }]) {
      expect((await agent.post('Account/UpdateMerchantEulaHistory', bad)).status).toBe(400);
    }
    expect(
      await s.db.query('select 1 from eula_acceptances where user_id = $1', [user.user_id]),
    ).toHaveLength(0);
    expect((await userOf('newhire')).pending_eula_id).toBe(1);

    const ok = await agent.post('Account/UpdateMerchantEulaHistory', body);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ IsSuccessful: true });
    const rows = await s.db.query(
      'select eula_id, merchant_id, accepted_at from eula_acceptances where user_id = $1',
      [user.user_id],
    );
    expect(rows).toEqual([{ eula_id: 1, merchant_id: 1001, accepted_at: TEST_NOW }]);
    expect((await userOf('newhire')).pending_eula_id).toBeNull();
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    expect((await agent.post('Account/UpdateMerchantEulaHistory', body)).status).toBe(400);
    expect((await s.agent().login('newhire')).eulaId).toBe(0);
  });

  it('needs a session', async () => {
    const res = await s.agent().post('Account/UpdateMerchantEulaHistory', {
      eulaId: 1,
      membershipUserId: 'x',
      merchantId: 1001,
      merchantStatusCode: 2,
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /Account/ExpireSession (issue 22 §2: the portal idle timeout ends the session on the server too)', () => {
  it('ends a live session at once, which only the password renews: a read answers 401, Extend without the password is refused', async () => {
    const agent = await s.signedIn('owner');
    expect((await agent.post('Account/SaveStoreContext?StoreId=2002', {})).status).toBe(200);
    // without the csrf header nothing ends
    expect(
      (await agent.post('Account/ExpireSession', {}, { requestverificationtoken: 'forged' })).status,
    ).toBe(403);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);

    expect((await agent.post('Account/ExpireSession', {})).status).toBe(200);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
    expect((await agent.post('Account/GetCsrfToken')).status).toBe(401);
    expect((await agent.post('Account/RenewSession', { password: null })).status).toBe(401);
    expect((await agent.post('Account/ExpireSession', {})).status).toBe(401);

    expect((await agent.post('Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(200);
    agent.csrf = (await (await agent.post('Account/GetCsrfToken')).json()).Entity;
    const data = await (await agent.get('Portal/GetPortalData')).json();
    expect(data).toMatchObject({ merhantId: 1001, storeId: 2002 });
  });
});

describe('POST /Account/RenewSession', () => {
  it('extends a live session without a password', async () => {
    const agent = await s.signedIn('manager');
    s.clock.advance(30 * MINUTE);
    expect((await agent.post('Account/RenewSession', { password: null })).status).toBe(200);
    s.clock.advance(30 * MINUTE);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
  });

  it('checks a password given with a live session', async () => {
    const agent = await s.signedIn('manager');
    const wrong = await agent.post('Account/RenewSession', { password: 'Wrong#Password1' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      MessageKey: 'RenewSession.IncorrectPassword',
      errorCode: 'I',
    });
    expect((await agent.post('Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('after expiry: the password of that session user gives a new session on the same merchant and store', async () => {
    const agent = await s.signedIn('owner');
    expect((await agent.post('Account/SaveStoreContext?StoreId=2002', {})).status).toBe(200);
    const oldCsrf = agent.csrf;
    s.clock.advance(41 * MINUTE);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);

    const missing = await agent.post('Account/RenewSession', { password: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ MessageKey: 'RenewSession.PasswordRequired' });

    // the browser signed in as owner: its failures count against its device cookie (issue 22 §5)
    const before = (await accountFailures(s.db, 'owner')).device;
    const wrong = await agent.post('Account/RenewSession', { password: 'Wrong#Password1' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      IsSuccessful: false,
      MessageKey: 'RenewSession.IncorrectPassword',
    });
    expect((await accountFailures(s.db, 'owner')).device).toBe(before + 1);

    const ok = await agent.post('Account/RenewSession', { password: DEMO_PASSWORD });
    expect(ok.status).toBe(200);
    expect(cookieOf(ok)).toBeTruthy();
    const csrf = await (await agent.post('Account/GetCsrfToken')).json();
    expect(csrf.Entity).not.toBe(oldCsrf);
    agent.csrf = csrf.Entity;
    const data = await (await agent.get('Portal/GetPortalData')).json();
    expect(data).toMatchObject({ merhantId: 1001, storeId: 2002, storeName: 'Harbor Uptown' });
    expect((await accountFailures(s.db, 'owner')).device).toBe(0);
  });

  /** Whether the session renewed after expiry has its notifications seen, as `seenBefore` said. */
  async function seenAfterRenewal(seenBefore: boolean) {
    const agent = await s.signedIn('owner');
    if (seenBefore) expect((await agent.post('Notification/MarkNotificationsSeen', {})).status).toBe(200);
    s.clock.advance(41 * MINUTE);
    expect((await agent.post('Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(200);
    agent.csrf = (await (await agent.post('Account/GetCsrfToken')).json()).Entity;
    return (await (await agent.get('Notification/GetNotificationsSeen')).json()).Entity;
  }

  it('after expiry: a renewal goes on with the visit, the notifications seen in it stay seen', async () => {
    expect(await seenAfterRenewal(true)).toBe(true);
  });

  it('after expiry: notifications not seen before the renewal are still to be shown', async () => {
    expect(await seenAfterRenewal(false)).toBe(false);
  });

  it('after expiry: the old token cannot be renewed again once it has been', async () => {
    const agent = s.agent();
    const token = cookieOf(
      await agent.post('Account/LogOn', { username: 'manager', password: DEMO_PASSWORD }),
    );
    agent.csrf = (await (await agent.post('Account/GetCsrfToken')).json()).Entity;
    s.clock.advance(41 * MINUTE);
    expect((await agent.post('Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(200);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    const replay = await s.app.fetch(
      new Request('http://localhost:8080/Account/RenewSession', {
        method: 'POST',
        headers: {
          host: 'localhost:8080',
          cookie: `backroom_session=${token}`,
          requestverificationtoken: agent.csrf ?? '',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ password: DEMO_PASSWORD }),
      }),
    );
    expect(replay.status).toBe(401);
  });

  it('after expiry: the csrf token of that session is still required', async () => {
    const agent = await s.signedIn('manager');
    s.clock.advance(41 * MINUTE);
    const res = await agent.post(
      'Account/RenewSession',
      { password: DEMO_PASSWORD },
      { requestverificationtoken: '' },
    );
    expect(res.status).toBe(403);
    expect((await agent.post('Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('after expiry: more than 4 wrong passwords lock this browser out like LogOn', async () => {
    const agent = await s.signedIn('bankowner');
    s.clock.advance(41 * MINUTE);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await agent.post('Account/RenewSession', { password: `Wrong#Password${i}` });
      expect(res.status).toBe(401);
      codes.push((await res.json()).errorCode);
    }
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L']);
    const locked = await agent.post('Account/RenewSession', { password: DEMO_PASSWORD });
    expect(locked.status).toBe(401);
    expect(await locked.json()).toMatchObject({ errorCode: 'L', MessageKey: 'Login.Error.L' });
    expect((await agent.login('bankowner')).errorCode).toBe('L');
    // they counted against this browser's device cookie: another browser is not locked out (issue 22 §5)
    expect((await s.agent().login('bankowner')).success).toBe(true);
  });

  it('without a cookie, or a day after expiry, is a 401', async () => {
    expect((await s.agent().post('Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(401);
    const agent = await s.signedIn('shiftlead');
    s.clock.advance(40 * MINUTE + 24 * 60 * MINUTE + MINUTE);
    const res = await agent.post('Account/RenewSession', { password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ MessageKey: 'Server.SessionRequired' });
  });

  it('a bad body is a 400', async () => {
    const agent = await s.signedIn('manager');
    for (const body of [{ password: ['x'] }, { password: 'x'.repeat(300) }]) {
      expect((await agent.post('Account/RenewSession', body)).status).toBe(400);
    }
  });

  it('log off removes an expired session too', async () => {
    const agent = await s.signedIn('shiftlead');
    s.clock.advance(41 * MINUTE);
    await agent.get('Account/LogOff');
    expect(agent.hasSession()).toBe(false);
  });
});

describe('POST /Account/GetJwtToken?isAOD=true', () => {
  it('answers an HS256 token for the session user, merchant and store, living 5 minutes', async () => {
    const agent = await s.signedIn('manager');
    const res = await agent.post('Account/GetJwtToken?isAOD=true');
    expect(res.status).toBe(200);
    const { IsSuccessful, Entity } = await res.json();
    expect(IsSuccessful).toBe(true);
    const secret = await jwtSecret(s.db, null);
    const claims = verifyJwt(Entity, secret, { audience: AOD_AUDIENCE, now: s.clock.now() });
    expect(claims).toEqual({
      sub: (await userOf('manager')).membership_user_id,
      merchantId: 1001,
      storeId: 2001,
      aud: 'aod',
      iat: TEST_NOW.getTime() / 1000,
      exp: TEST_NOW.getTime() / 1000 + 300,
    });
    const later = new Date(TEST_NOW.getTime() + 5 * MINUTE);
    expect(verifyJwt(Entity, secret, { audience: AOD_AUDIENCE, now: later })).toBeNull();
    const stored = await s.db.query("select value from server_settings where key = 'jwt_secret'");
    expect(stored).toEqual([{ value: secret }]);
  });

  it('uses JWT_SECRET when it is set', async () => {
    expect(await jwtSecret(s.db, 'from-env')).toBe('from-env');
  });

  it('needs a session, the csrf header and a merchant', async () => {
    expect((await s.agent().post('Account/GetJwtToken?isAOD=true')).status).toBe(401);
    const agent = await s.signedIn('manager');
    expect(
      (await agent.post('Account/GetJwtToken?isAOD=true', undefined, { requestverificationtoken: '' }))
        .status,
    ).toBe(403);
    const admin = await s.signedIn('admin');
    const res = await admin.post('Account/GetJwtToken?isAOD=true');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ MessageKey: 'Server.NoMerchantSelected' });
    expect((await agent.post('Account/GetJwtToken?isAOD=maybe')).status).toBe(400);
  });
});
