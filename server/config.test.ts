import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      basePath: '/',
      dataDir: './data',
      databaseUrl: null,
      demoData: true,
      smtpUrl: null,
      bankHostnames: ['bank.localhost'],
      legacyOrigin: null,
    });
  });

  it('normalises BASE_PATH and reads the rest', () => {
    const c = loadConfig({
      BASE_PATH: 'backroom',
      PORT: '9000',
      DEMO_DATA: 'off',
      BANK_HOSTNAMES: 'bank.localhost, Bank.Example.com',
      LEGACY_ORIGIN: 'https://legacy.example.com/path',
    });
    expect(c.basePath).toBe('/backroom/');
    expect(c.port).toBe(9000);
    expect(c.demoData).toBe(false);
    expect(c.bankHostnames).toEqual(['bank.localhost', 'bank.example.com']);
    expect(c.legacyOrigin).toBe('https://legacy.example.com');
  });

  it('PUBLIC_ORIGIN is an allow-list of link origins; by default localhost and the bank hosts on PORT', () => {
    const c = loadConfig({
      PUBLIC_ORIGIN: 'https://backoffice.example.com/ignored, https://bank.example.com',
      JWT_SECRET: ' s3cret ',
    });
    expect(c.publicOrigins).toEqual(['https://backoffice.example.com', 'https://bank.example.com']);
    expect(c.jwtSecret).toBe('s3cret');
    expect(loadConfig({}).publicOrigins).toEqual(['http://localhost:8080', 'http://bank.localhost:8080']);
    expect(loadConfig({ PORT: '80', BANK_HOSTNAMES: 'a.test,b.test' }).publicOrigins).toEqual([
      'http://localhost',
      'http://a.test',
      'http://b.test',
    ]);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'nope' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://files.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('DEMO_MAILBOX is off unless turned on, and never without demo data or with SMTP_URL', () => {
    expect(loadConfig({}).demoMailbox).toBe(false);
    expect(loadConfig({ DEMO_MAILBOX: 'on' }).demoMailbox).toBe(true);
    expect(loadConfig({ DEMO_MAILBOX: 'on', DEMO_DATA: 'off' }).demoMailbox).toBe(false);
    expect(loadConfig({ DEMO_MAILBOX: 'on', SMTP_URL: 'smtp://mail.example.com' }).demoMailbox).toBe(false);
    expect(() => loadConfig({ DEMO_MAILBOX: 'maybe' })).toThrow(/DEMO_MAILBOX/);
  });

  it('TRUST_PROXY: off, a number of hops (1 for on/true) or proxy addresses and subnets', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.0/8', '127.0.0.1', '::1'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('PGLITE_FSYNC is on unless turned off', () => {
    expect(loadConfig({}).pgliteFsync).toBe(true);
    expect(loadConfig({ PGLITE_FSYNC: 'off' }).pgliteFsync).toBe(false);
    expect(() => loadConfig({ PGLITE_FSYNC: 'sometimes' })).toThrow(/PGLITE_FSYNC/);
  });

  it('refuses bad values with a one-line reason', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ BASE_PATH: '/a b/' })).toThrow(/BASE_PATH/);
    expect(() => loadConfig({ LEGACY_ORIGIN: 'not a url' })).toThrow();
  });
});
