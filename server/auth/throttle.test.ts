import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../../test/server';
import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_MS } from './throttle';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());

describe('login rate limit per client address', () => {
  it('answers 429 past the limit, and again after the window', async () => {
    const agent = s.agent();
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_WINDOW; i++) {
      const res = await agent.post('Account/LogOn', { username: `nobody${i}`, password: 'x' });
      expect(res.status).toBe(200);
    }
    const limited = await agent.post('Account/LogOn', { username: 'owner', password: 'Backroom#2026' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.TooManyRequests' });
    expect(agent.hasSession()).toBe(false);
    s.clock.advance(LOGIN_WINDOW_MS + 1000);
    const again = await agent.post('Account/LogOn', { username: 'owner', password: 'Backroom#2026' });
    expect((await again.json()).success).toBe(true);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw: a forged left-most X-Forwarded-For does not reset the limit', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' }, WITHOUT_TICKETS);
    try {
      const agent = proxied.agent();
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_ATTEMPTS_PER_WINDOW; i++) {
        const forged = { 'x-forwarded-for': `10.9.${i}.1, 198.51.100.7` };
        statuses.push(
          (await agent.post('Account/LogOn', { username: `nobody${i}`, password: 'x' }, forged)).status,
        );
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      // another client behind the same proxy is not limited
      const other = await agent.post(
        'Account/LogOn',
        { username: 'owner', password: 'Backroom#2026' },
        { 'x-forwarded-for': '198.51.100.8' },
      );
      expect((await other.json()).success).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
