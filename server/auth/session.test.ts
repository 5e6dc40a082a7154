import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_HOURS } from '../../src/domain/session';
import { startTestServer, type TestServer } from '../../test/server';
import { TEST_NOW } from '../../test/testClock';
import { DEMO_PASSWORD } from '../demo/accounts';
import { sha256 } from './tokens';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('sessions', () => {
  it('log on sets an HttpOnly, SameSite=Strict session cookie scoped to the base path', async () => {
    const res = await s.agent().post('Account/LogOn', { username: 'owner', password: 'Backroom#2026' });
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/backroom_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('the cookie is Secure when served over https', async () => {
    const res = await s.app.fetch(
      new Request('https://localhost/Account/LogOn', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: 'Backroom#2026' }),
      }),
    );
    expect(res.headers.getSetCookie().join('\n')).toMatch(/Secure/);
  });

  it('stores only a hash of the session token', async () => {
    const agent = s.agent();
    const res = await agent.post('Account/LogOn', { username: 'manager', password: 'Backroom#2026' });
    const token = /backroom_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1] ?? '';
    const rows = await s.db.query('select 1 from sessions where token_hash = $1', [token]);
    expect(token.length).toBeGreaterThan(20);
    expect(rows).toHaveLength(0);
  });

  it('without a session, portal data is 401 in the contract shape', async () => {
    const res = await s.agent().get('Portal/GetPortalData');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.SessionRequired' });
  });

  it('the session ends on the server after the portal timeout without activity', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    s.clock.advance(39 * 60_000);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200); // activity slides the expiry
    s.clock.advance(39 * 60_000);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    s.clock.advance(41 * 60_000);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
  });

  it('SESSION_TIMEOUT_MINUTES shortens the session', async () => {
    const short = await startTestServer({ SESSION_TIMEOUT_MINUTES: '2' });
    try {
      const agent = short.agent();
      await agent.login('owner');
      const data = await (await agent.get('Portal/GetPortalData')).json();
      expect(data.timeout).toBe(2);
      short.clock.advance(3 * 60_000);
      expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('keeps an expired session for a day (RenewSession), then a log-on removes it', async () => {
    const agent = s.agent();
    const res = await agent.post('Account/LogOn', { username: 'shiftlead', password: 'Backroom#2026' });
    const token = /backroom_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1] ?? '';
    s.clock.advance(41 * 60_000);
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
    expect(await s.db.query('select 1 from sessions where token_hash = $1', [sha256(token)])).toHaveLength(1);
    s.clock.advance(24 * 60 * 60_000);
    await s.agent().login('manager');
    expect(await s.db.query('select 1 from sessions where token_hash = $1', [sha256(token)])).toHaveLength(0);
  });

  it('log off ends the session', async () => {
    const agent = s.agent();
    await agent.login('owner');
    await agent.get('Account/LogOff');
    expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
  });
});

describe('absolute session lifetime', () => {
  it(`ends ${SESSION_ABSOLUTE_HOURS} hours after log-on however active; then only a new log-on helps`, async () => {
    const HALF_HOUR = 30 * 60_000;
    const agent = s.agent();
    try {
      await agent.login('marketowner');
      for (let elapsed = HALF_HOUR; elapsed < SESSION_ABSOLUTE_HOURS * 2 * HALF_HOUR; elapsed += HALF_HOUR) {
        s.clock.advance(HALF_HOUR);
        expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
      }
      s.clock.advance(HALF_HOUR);
      expect((await agent.get('Portal/GetPortalData')).status).toBe(401);
      expect((await agent.post('Account/KeepAlive', {})).status).toBe(401);
      const renew = await agent.post('Account/RenewSession', { password: DEMO_PASSWORD });
      expect(renew.status).toBe(401);
      expect(await renew.json()).toMatchObject({ MessageKey: 'Server.SessionRequired' });
      expect((await agent.login('marketowner')).success).toBe(true);
      expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
    } finally {
      s.clock.set(TEST_NOW);
    }
  });
});

describe('csrf', () => {
  it('GetCsrfToken needs a session', async () => {
    const res = await s.agent().post('Account/GetCsrfToken');
    expect(res.status).toBe(401);
  });

  it('a write without the requestverificationtoken header is refused with 403', async () => {
    const agent = s.agent();
    await agent.login('owner');
    const res = await agent.post('Account/KeepAlive', {}, { requestverificationtoken: '' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.CsrfInvalid' });
  });

  it('a forged token is refused and the right one accepted', async () => {
    const agent = s.agent();
    await agent.login('owner');
    expect((await agent.post('Account/KeepAlive', {}, { requestverificationtoken: 'forged' })).status).toBe(
      403,
    );
    expect((await agent.post('Account/KeepAlive', {})).status).toBe(200);
  });

  it("another session's token is refused", async () => {
    const a = s.agent();
    const b = s.agent();
    await a.login('owner');
    await b.login('manager');
    expect((await a.post('Account/KeepAlive', {}, { requestverificationtoken: b.csrf ?? '' })).status).toBe(
      403,
    );
  });

  it('a cross-origin log on is refused', async () => {
    const res = await s
      .agent()
      .post(
        'Account/LogOn',
        { username: 'owner', password: 'Backroom#2026' },
        { origin: 'http://evil.example' },
      );
    expect(res.status).toBe(403);
  });
});
