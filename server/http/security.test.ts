import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { HSTS } from './security';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.db.query('delete from login_throttle');
});

/** What an anonymous caller could change: sessions, mails, reset tokens, passwords. */
async function state() {
  const [row] = await s.db.query<{ sessions: number; mails: number; tokens: number; hashes: string }>(
    `select (select count(*)::int from sessions) as sessions, (select count(*)::int from outbox) as mails,
            (select count(*)::int from password_reset_tokens) as tokens,
            (select string_agg(password_hash, ',' order by user_id) from users) as hashes`,
  );
  return row;
}

const logOn = { username: 'owner', password: 'Backroom#2026' };

/** Every write that runs without a session, with a body that would succeed (or at least be read). */
const unauthenticatedWrites: [string, unknown][] = [
  ['Account/LogOn', logOn],
  ['Account/ForgotPassword', { userName: 'owner' }],
  ['Account/SendUserNamesEmail', { emailAddress: 'owner@example.com' }],
  ['User/ChangePasswordAndCreateSession?tk=some-token', { newPassword: 'Harbor!Light42' }],
  ['Account/GetCsrfToken', {}],
];

describe('unauthenticated writes', () => {
  it('refuse Origin: null and another origin with 403, changing nothing', async () => {
    const before = await state();
    for (const [path, body] of unauthenticatedWrites) {
      for (const origin of [
        'null',
        'http://evil.example',
        'http://localhost:8080.evil.example',
        'not a url',
      ]) {
        const agent = s.agent();
        const res = await agent.post(path, body, { origin });
        expect(res.status, `${path} from ${origin}`).toBe(403);
        expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.CrossOrigin' });
        expect(agent.hasSession()).toBe(false);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('accept their own origin, or no Origin at all (not a browser)', async () => {
    expect((await s.agent().login('owner')).success).toBe(true);
    const same = await s.agent().post('Account/LogOn', logOn, { origin: 'http://localhost:8080' });
    expect((await same.json()).success).toBe(true);
  });

  it('refuse a body that is not application/json with 415, changing nothing', async () => {
    const before = await state();
    const bodies: [string, string][] = [
      ['text/plain', JSON.stringify(logOn)],
      ['text/plain;charset=UTF-8', JSON.stringify(logOn)],
      ['application/x-www-form-urlencoded', 'username=owner&password=Backroom%232026'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nowner\r\n--x--',
      ],
      ['application/json-patch+json', JSON.stringify(logOn)],
    ];
    for (const [path] of unauthenticatedWrites) {
      for (const [type, raw] of bodies) {
        const agent = s.agent();
        const res = await agent.request('POST', path, { raw, headers: { 'content-type': type } });
        expect(res.status, `${path} as ${type}`).toBe(415);
        expect(await res.json()).toMatchObject({
          IsSuccessful: false,
          MessageKey: 'Server.UnsupportedMediaType',
        });
        expect(agent.hasSession()).toBe(false);
      }
      // no Content-Type at all: fetch sends a string body as text/plain
      const bare = await s.agent().request('POST', path, { raw: JSON.stringify(logOn) });
      expect(bare.status, `${path} without a type`).toBe(415);
    }
    expect(await state()).toEqual(before);
  });

  it('the JSON rule holds for writes with a session too; writes without a body need no type', async () => {
    const agent = s.agent();
    await agent.login('owner');
    const plain = await agent.request('POST', 'Account/SaveStoreContext?StoreId=2002', {
      raw: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect((await agent.post('Account/KeepAlive')).status).toBe(200);
    expect((await agent.post('Account/KeepAlive', {})).status).toBe(200);
    const json = await agent.request('POST', 'Account/KeepAlive', {
      raw: '{}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
    server.app.fetch(new Request(url, { headers }));

  it('is sent only over https', async () => {
    expect(
      (await get(s, 'http://localhost:8080/health')).headers.get('strict-transport-security'),
    ).toBeNull();
    expect((await get(s, 'https://localhost/health')).headers.get('strict-transport-security')).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it("through a trusted proxy, by its X-Forwarded-Proto; a client's own header counts for nothing", async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await get(s, 'http://localhost:8080/health', https)).headers.get('strict-transport-security'),
    ).toBeNull();
    const proxied = await startTestServer({ TRUST_PROXY: '1' }, WITHOUT_TICKETS);
    try {
      expect(
        (await get(proxied, 'http://localhost:8080/health', https)).headers.get('strict-transport-security'),
      ).toBe(HSTS);
      expect(
        (await get(proxied, 'http://localhost:8080/health', { 'x-forwarded-proto': 'http' })).headers.get(
          'strict-transport-security',
        ),
      ).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
