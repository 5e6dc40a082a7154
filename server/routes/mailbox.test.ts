import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';

/** What @hono/node-server hands the app: the socket the request came on. */
function socketFrom(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: 'IPv4' } } };
}

async function visit(
  server: TestServer,
  path: string,
  from: string | null,
  headers: Record<string, string> = {},
) {
  const req = new Request(`http://localhost:8080/${path}`, { headers });
  return server.app.fetch(req, from === null ? undefined : socketFrom(from));
}

const paths = ['Demo/Mailbox', 'Demo/Mailbox/latest.json?to=owner@example.com'];

let on: TestServer;
beforeAll(async () => {
  on = await startTestServer({ DEMO_MAILBOX: 'on' }, WITHOUT_TICKETS);
  await on.agent().post('Account/ForgotPassword', { userName: 'owner' });
});
afterAll(() => on.close());

describe('the demo mailbox', () => {
  it('with DEMO_MAILBOX=on, answers a client on this machine (loopback socket)', async () => {
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.53']) {
      const page = await visit(on, paths[0], from);
      expect(page.status, from).toBe(200);
      expect(await page.text()).toContain('owner@example.com');
    }
    const latest = await (await visit(on, paths[1], '127.0.0.1')).json();
    expect(latest.Entity.body_text).toMatch(/\?tk=/);
  });

  it('answers 404 to anyone else, and to a request that came on no socket', async () => {
    for (const path of paths) {
      for (const from of ['10.0.0.7', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.7', null]) {
        const res = await visit(on, path, from);
        expect(res.status, `${path} from ${from}`).toBe(404);
        expect(await res.text()).not.toContain('tk=');
      }
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a remote client cannot claim to be local', async () => {
    const res = await visit(on, paths[1], '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(res.status).toBe(404);
  });

  it('behind a trusted proxy, the client the proxy names must be loopback too', async () => {
    const proxied = await startTestServer({ DEMO_MAILBOX: 'on', TRUST_PROXY: '1' }, WITHOUT_TICKETS);
    try {
      const remote = await visit(proxied, paths[0], '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
      expect(remote.status).toBe(404);
      const forged = await visit(proxied, paths[0], '127.0.0.1', {
        'x-forwarded-for': '127.0.0.1, 203.0.113.9',
      });
      expect(forged.status).toBe(404);
      const local = await visit(proxied, paths[0], '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(local.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  // three servers in turn, each on a database of its own: over 30 s on CI's busy cores
  it('is off unless turned on, and off without demo data', { timeout: 120_000 }, async () => {
    const envs: Record<string, string>[] = [
      {},
      { DEMO_MAILBOX: 'on', DEMO_DATA: 'off' },
      { DEMO_MAILBOX: 'off' },
    ];
    for (const env of envs) {
      const server = await startTestServer(env, WITHOUT_TICKETS);
      try {
        for (const path of paths) expect((await visit(server, path, '127.0.0.1')).status).toBe(404);
      } finally {
        await server.close();
      }
    }
  });
});
