import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Agent, startTestServersOnPostgres, type TestServer } from '../test/server';
import { AOD_AUDIENCE, jwtSecret, verifyJwt } from './auth/jwt';
import { DEMO_PASSWORD } from './demo/accounts';

/**
 * Scale past one machine (docs/scaling.md): two server processes on one PostgreSQL behave as one.
 * Skipped on PGlite, with reason: PGlite is an embedded database inside one process (and its data
 * directory is locked to that process), so there is no second process to share it with.
 */
const onPostgres = inject('dbKind') === 'postgres';

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startTestServersOnPostgres>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    cluster = await startTestServersOnPostgres(2, { LOGIN_ATTEMPTS_PER_WINDOW: '8' });
    [a, b] = cluster.servers;
  });
  afterAll(() => cluster.close());
  beforeEach(async () => {
    await a.db.query('delete from login_throttle');
  });

  /** A browser behind a load balancer without sticky sessions: its requests alternate between the two. */
  function roundRobin(): Agent {
    let next = 0;
    return new Agent((req) => [a, b][next++ % 2].app.fetch(req), 'localhost:8080', '/');
  }

  /** A browser whose every request goes to one of the two. */
  const pinned = (server: TestServer) => new Agent((req) => server.app.fetch(req), 'localhost:8080', '/');

  it('a session made on one works on the other: cookie, csrf token, store context, log off', async () => {
    const agent = roundRobin();
    expect((await agent.login('owner')).success).toBe(true); // LogOn on a, GetCsrfToken on b
    for (let i = 0; i < 4; i++) expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    expect((await agent.post('Account/SaveStoreContext?StoreId=2002', {})).status).toBe(200); // csrf of a, checked by a
    expect((await agent.post('Account/KeepAlive', {})).status).toBe(200); // … and by b
    for (let i = 0; i < 2; i++)
      expect((await (await agent.get('Portal/GetPortalData')).json()).storeId).toBe(2002);
    await agent.get('Account/LogOff');
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
  });

  it('the portal data each process caches follows a change made through the other', async () => {
    // one browser; each request goes to the process named before it
    let target = a;
    const agent = new Agent((req) => target.app.fetch(req), 'localhost:8080', '/');
    const on = (server: TestServer) => {
      target = server;
      return agent;
    };
    const storeName = async () => (await (await on(b).get('Portal/GetPortalData')).json()).storeName;
    expect((await on(a).login('owner')).success).toBe(true);
    await on(a).post('Account/SaveStoreContext?StoreId=2001', {});
    expect(await storeName()).toBe('Harbor Downtown');
    await a.db.query("update stores set name = 'Harbor Downtown East' where store_id = 2001");
    expect(await storeName()).toBe('Harbor Downtown East');
    await on(a).post('Account/SaveStoreContext?StoreId=2002', {});
    expect(await storeName()).toBe('Harbor Uptown');
    await a.db.query("update stores set name = 'Harbor Downtown' where store_id = 2001");
  });

  it('the lockout is shared: I, I, I, I, L whichever process answers, for unknown names too', async () => {
    const codes = async (username: string, password = 'Wrong#Password1') => {
      const list: string[] = [];
      for (const server of [a, b, a, b, a])
        list.push((await pinned(server).login(username, password)).errorCode);
      return list;
    };
    expect(await codes('manager')).toEqual(['I', 'I', 'I', 'I', 'L']);
    await a.db.query('delete from login_throttle');
    expect(await codes('no-such-user')).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await pinned(b).login('manager', DEMO_PASSWORD)).errorCode).toBe('L');
  });

  it('the login throttle per client address is shared', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (await pinned(server).post('Account/LogOn', { username: `nobody${i}`, password: 'x' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('a reset link e-mailed by one is honoured by the other; a bearer token of one verifies on the other', async () => {
    await pinned(a).post('Account/ForgotPassword', { userName: 'shiftlead' });
    const [mail] = await b.db.query<{ body_text: string }>(
      "select body_text from outbox where to_address = 'shiftlead@example.com' order by id desc limit 1",
    );
    const tk = /[?&]tk=([^\s&]+)/.exec(mail.body_text)?.[1] ?? '';
    const reset = await pinned(b).request('POST', `User/ChangePasswordAndCreateSession?tk=${tk}`, {
      body: { newPassword: 'Harbor!Light42' },
    });
    expect(reset.status).toBe(200);

    const agent = roundRobin();
    await agent.login('marketowner');
    const token = (await (await agent.post('Account/GetJwtToken?isAOD=true')).json()).Entity;
    const claims = verifyJwt(token, await jwtSecret(b.db, null), {
      audience: AOD_AUDIENCE,
      now: b.clock.now(),
    });
    expect(claims?.merchantId).toBe(1003);
  });
});
