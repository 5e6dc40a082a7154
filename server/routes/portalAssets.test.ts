import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

  it("sends the build's login and portal pages of the host's brand, by path or by file name", async () => {
    const page = async (path: string, host?: string) => (await (await s.agent(host).get(path)).text()) ?? '';
    const bank = 'bank.localhost:8080';
    expect(await page('')).toContain('fixture: login default');
    expect(await page('', bank)).toContain('fixture: login bank');
    expect(await page('Portal/NewIndex/mystore')).toContain('fixture: portal default');
    expect(await page('Portal/NewIndex', bank)).toContain('fixture: portal bank');
    // by file name (the service worker precaches index.html and portal.html): the host decides
    expect(await page('portal.html', bank)).toContain('fixture: portal bank');
    expect(await page('index.bank.html')).toContain('fixture: login default');
    expect(await page('portal.bank.html')).toContain('fixture: portal default');
  });

  it('writes the version into the page (its meta and the prerendered header)', async () => {
    const html = await (await s.agent().get('')).text();
    expect(html).toContain(`<meta name="backroom:version" content="${s.config.version}">`);
    expect(html).not.toContain('__BACKROOM_VERSION__');
  });

  it('sends static assets precompressed by Accept-Encoding (brotli, else gzip), with Vary', async () => {
    const original = readFileSync('test/fixtures/portal-build/assets/app-fixture.js', 'utf8');
    const get = (encoding?: string) =>
      s.agent().get('assets/app-fixture.js', encoding ? { 'accept-encoding': encoding } : {});
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(original);
    const gz = await get('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(original);
  });

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

  describe('2-menu §2: a page that sends its user elsewhere (item availability is not for enterprise users)', () => {
    it("answers a company user's item availability page with a redirect to My store, nothing rendered", async () => {
      const owner = await s.signedIn('owner');
      const res = await owner.get('Portal/NewIndex/menu/itemAvailability?q=bread');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/Portal/NewIndex/mystore');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('<div id="root"');
    });

    it('sends a store user the page itself, and a request without a session the page too', async () => {
      const manager = await s.signedIn('manager');
      const own = await manager.get('Portal/NewIndex/menu/itemAvailability');
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('<div id="root"');
      // no session: the portal's own script asks for the log-on; nothing about the user is told
      const anonymous = await s.agent().get('Portal/NewIndex/menu/itemAvailability');
      expect(anonymous.status).toBe(200);
    });
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
      // a page that sends the user elsewhere sends them under the base path
      const sent = await agent.get('Portal/NewIndex/menu/itemAvailability');
      expect(sent.status).toBe(302);
      expect(sent.headers.get('location')).toBe('/backroom/Portal/NewIndex/mystore');
      const outside = await based.app.fetch(new Request('http://localhost:8080/health'));
      expect(outside.status).toBe(404);
    } finally {
      await based.close();
    }
  });
});
