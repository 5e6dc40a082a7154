import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, MAX_BODY_BYTES } from './app';
import type { Db } from './db/db';
import { startTestServer, type TestServer, WITHOUT_TICKETS } from '../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, WITHOUT_TICKETS);
});
afterAll(() => s.close());

describe('health', () => {
  it('answers 200 with the database reachable', async () => {
    const res = await s.agent().get('health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken: Db = { ...s.db, query: async () => Promise.reject(new Error('connection refused')) };
    const app = createApp({ db: broken, clock: s.clock, mailer: { send: async () => {} }, config: s.config });
    const res = await app.fetch(new Request('http://localhost/health'));
    expect(res.status).toBe(503);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff, a referrer policy and frame-ancestors self', async () => {
    const res = await s.agent().get('health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('compression', () => {
  const portalData = async (acceptEncoding?: string) => {
    const agent = s.agent();
    await agent.login('marketowner');
    return agent.get('Portal/GetPortalData', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
  };

  it('compresses answers over 1 KB with brotli where accepted, else gzip, saying so in Vary', async () => {
    const br = await portalData('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-length')).toBeNull();
    const data = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(data.userName).toBe('marketowner');
    const gz = await portalData('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).userName).toBe(
      'marketowner',
    );
  });

  it('sends it plain to clients that accept neither or refuse them with q=0', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await portalData(header);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.json()).userName).toBe('marketowner');
    }
  });

  it('leaves answers under 1 KB plain', async () => {
    const res = await s.agent().get('health', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.status).toBe(200);
  });
});

describe('bad input gets the contract shape, never a 500 or a stack', () => {
  it('malformed JSON → 400 IsSuccessful false', async () => {
    const res = await s.agent().request('POST', 'Account/LogOn', {
      raw: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.MalformedBody' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('a wrong type → 400 with a message', async () => {
    const res = await s.agent().post('Account/LogOn', { username: ['owner'], password: 5 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ IsSuccessful: false });
  });

  it('a body that is not an object → 400', async () => {
    const res = await s.agent().post('Account/LogOn', [1, 2]);
    expect(res.status).toBe(400);
  });

  it('an oversized body → 413', async () => {
    const res = await s.agent().request('POST', 'Account/LogOn', {
      raw: JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES + 10), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.BodyTooLarge' });
  });

  it('an unknown API path → 404 in the contract shape', async () => {
    const res = await s.agent().post('Nope/Nothing', {});
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ IsSuccessful: false });
  });

  it('a handler that throws → 500 with a generic message and no stack', async () => {
    const broken: Db = {
      ...s.db,
      query: async () => Promise.reject(new Error('secret detail at file.ts:1')),
    };
    const app = createApp({ db: broken, clock: s.clock, mailer: { send: async () => {} }, config: s.config });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await app.fetch(
        new Request('http://localhost/Account/LogOn', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'owner', password: 'x' }),
        }),
      );
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('secret detail');
      expect(JSON.parse(text)).toMatchObject({ IsSuccessful: false, MessageKey: 'Server.Unexpected' });
    } finally {
      console.error = original;
    }
    expect(errors.length).toBe(1);
  });
});
