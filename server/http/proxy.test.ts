import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/server';
import type { AppEnv, Deps } from './env';
import { clientAddress, isHttps } from './proxy';

/** A bare app that answers what the proxy helpers make of a request, under a TRUST_PROXY setting. */
function probe(trustProxy: string) {
  const config = testConfig({ TRUST_PROXY: trustProxy });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { config } as Deps);
    await next();
  });
  app.get('/', (c) => c.json({ client: clientAddress(c), https: isHttps(c) }));
  return async (peer: string, headers: Record<string, string> = {}) => {
    const res = await app.fetch(new Request('http://localhost/', { headers }), {
      incoming: { socket: { remoteAddress: peer } },
    });
    return (await res.json()) as { client: string; https: boolean };
  };
}

const xff = (value: string) => ({ 'x-forwarded-for': value });

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('off: the socket peer; forwarding headers are ignored', async () => {
    const ask = probe('off');
    expect(await ask('203.0.113.9', xff('127.0.0.1'))).toEqual({ client: '203.0.113.9', https: false });
    expect((await ask('203.0.113.9', { 'x-forwarded-proto': 'https' })).https).toBe(false);
  });

  it('1 hop: the right-most X-Forwarded-For entry, not the left-most a client can forge', async () => {
    const ask = probe('1');
    expect((await ask('10.0.0.2', xff('198.51.100.7'))).client).toBe('198.51.100.7');
    // the client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw
    expect((await ask('10.0.0.2', xff('1.2.3.4, 198.51.100.7'))).client).toBe('198.51.100.7');
    expect((await ask('10.0.0.2')).client).toBe('10.0.0.2');
    expect((await ask('10.0.0.2', { 'x-forwarded-proto': 'https' })).https).toBe(true);
  });

  it('N hops: the Nth entry from the right (the left-most when the chain is shorter)', async () => {
    const ask = probe('2');
    expect((await ask('10.0.0.2', xff('1.2.3.4, 198.51.100.7, 10.0.0.9'))).client).toBe('198.51.100.7');
    expect((await ask('10.0.0.2', xff('198.51.100.7'))).client).toBe('198.51.100.7');
    // the proxy that faced the client said https; the inner one spoke http to us
    expect(
      (await ask('10.0.0.2', { ...xff('198.51.100.7, 10.0.0.9'), 'x-forwarded-proto': 'https, http' })).https,
    ).toBe(true);
  });

  it('addresses: trusted while the hops are listed proxies; the first unlisted one is the client', async () => {
    const ask = probe('10.0.0.0/8, ::1');
    expect((await ask('10.0.0.2', xff('1.2.3.4, 198.51.100.7, 10.0.0.9'))).client).toBe('198.51.100.7');
    expect((await ask('::1', xff('198.51.100.7'))).client).toBe('198.51.100.7');
    // the peer is no listed proxy: its headers count for nothing
    expect(await ask('203.0.113.9', { ...xff('10.0.0.1'), 'x-forwarded-proto': 'https' })).toEqual({
      client: '203.0.113.9',
      https: false,
    });
    // every hop is a proxy: the left-most is as far as we can see
    expect((await ask('10.0.0.2', xff('10.0.0.3'))).client).toBe('10.0.0.3');
  });
});
