import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('the portal and its documents', () => {
  it.each(['', 'Portal/NewIndex', 'Portal/NewIndex/menu/discounts/0', 'Portal/NewIndex/results/posTrans'])(
    '/%s answers the portal page',
    async (path) => {
      const res = await s.agent().get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('marks the bank brand for a bank host before any script runs', async () => {
    expect(await (await s.agent('bank.localhost:8080').get('')).text()).toContain('data-brand="bank"');
    expect(await (await s.agent().get('')).text()).toContain('data-brand="default"');
  });

  it('serves the licence documents and refuses other paths', async () => {
    const res = await s.agent().get('Eula/BackroomEULA.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Licence Agreement');
    expect((await s.agent().get('Eula/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await s.agent().get('Eula/missing.html')).status).toBe(404);
  });

  it('serves everything under BASE_PATH', async () => {
    const based = await startTestServer({ BASE_PATH: '/backroom/' });
    try {
      const agent = based.agent();
      const page = await agent.get('Portal/NewIndex/mystore');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<base href="/backroom/"');
      // the login page is the base path itself, with or without its slash, and the e-mailed reset link
      for (const path of ['', '?tk=abc', 'index.html']) {
        const login = await agent.get(path);
        expect(login.status, path).toBe(200);
        expect(await login.text(), path).toContain('<base href="/backroom/"');
      }
      const bare = await based.app.fetch(new Request('http://localhost:8080/backroom'));
      expect(await bare.text()).toContain('<base href="/backroom/"');
      expect((await agent.get('health')).status).toBe(200);
      const login = await agent.login('owner');
      expect(login.success).toBe(true);
      expect((await agent.get('Portal/GetPortalData')).status).toBe(200);
      const outside = await based.app.fetch(new Request('http://localhost:8080/health'));
      expect(outside.status).toBe(404);
    } finally {
      await based.close();
    }
  });
});
