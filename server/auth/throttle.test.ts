import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { LOGIN_ATTEMPTS_PER_WINDOW, LOGIN_WINDOW_MS } from './throttle';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
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
