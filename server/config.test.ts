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

  it('PUBLIC_ORIGIN fixes the origin of e-mailed links; JWT_SECRET signs the bearer tokens', () => {
    const c = loadConfig({ PUBLIC_ORIGIN: 'https://backoffice.example.com/ignored', JWT_SECRET: ' s3cret ' });
    expect(c.publicOrigin).toBe('https://backoffice.example.com');
    expect(c.jwtSecret).toBe('s3cret');
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'nope' })).toThrow();
  });

  it('refuses bad values with a one-line reason', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ BASE_PATH: '/a b/' })).toThrow(/BASE_PATH/);
    expect(() => loadConfig({ LEGACY_ORIGIN: 'not a url' })).toThrow();
  });
});
