import { isIP } from 'node:net';

/**
 * Which reverse proxies are trusted to say who the client is (TRUST_PROXY): none; the nearest `hops`
 * proxies (1 = the peer of the socket is a proxy); or the proxies at these addresses or subnets.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

/** Server configuration from the environment (README lists every variable). */
export interface Config {
  port: number;
  basePath: string;
  dataDir: string;
  databaseUrl: string | null;
  demoData: boolean;
  /**
   * The demo mailbox page (DEMO_MAILBOX=on): only when turned on, with demo data and no SMTP_URL, and
   * then only for loopback clients.
   */
  demoMailbox: boolean;
  smtpUrl: string | null;
  bankHostnames: string[];
  legacyOrigin: string | null;
  /** Caps the merchants' portal timeout (minutes), e.g. for demos and tests. */
  sessionTimeoutMinutes: number | null;
  distDir: string;
  /** Log-on attempts per client address per 5 minutes (LOGIN_ATTEMPTS_PER_WINDOW, default 30). */
  loginAttemptsPerWindow: number;
  /** Trust X-Forwarded-For / X-Forwarded-Proto from these reverse proxies. */
  trustProxy: TrustProxy;
  /**
   * The origins e-mailed links may be built on (PUBLIC_ORIGIN, comma-separated): the request's origin
   * when it is one of them, else the first. Default: http://localhost:PORT and each bank host name.
   */
  publicOrigins: string[];
  /** PGlite fsyncs every commit (PGLITE_FSYNC, default on): acknowledged writes survive a power loss. */
  pgliteFsync: boolean;
  /** Signs the online-ordering bearer tokens (JWT_SECRET); without it a secret kept in the database. */
  jwtSecret: string | null;
  /** Keys the POS PINs' hashes (PIN_SECRET); without it a secret kept in the database (server/auth/pinKey.ts). */
  pinSecret: string | null;
  /** Signs the log-on's device cookies (DEVICE_SECRET); without it a secret kept in the database (server/auth/deviceCookie.ts). */
  deviceSecret: string | null;
  version: string;
}

function normaliseBase(value: string | undefined): string {
  let base = (value ?? '/').trim() || '/';
  if (!base.startsWith('/')) base = `/${base}`;
  if (!base.endsWith('/')) base = `${base}/`;
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(base)) throw new Error(`BASE_PATH "${value}" is not a URL path`);
  return base;
}

function positiveInt(name: string, value: string | undefined, fallback: number | null): number | null {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** An http(s) origin, normalised (scheme, host, port; no path). */
function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name}: "${value}" is not an http or https origin`);
  return url.origin;
}

/** An IP address or a subnet in CIDR notation (v4 or v6). */
function isAddressOrSubnet(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: off (default); on/true = 1 hop; a whole number N = N hops; or proxy addresses/subnets. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (['', 'off', 'false', '0', 'no'].includes(v)) return { kind: 'none' };
  if (['on', 'true', 'yes'].includes(v)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(v)) return { kind: 'hops', hops: Number(v) };
  const addresses = list(v);
  const bad = addresses.find((a) => !isAddressOrSubnet(a));
  if (bad !== undefined || addresses.length === 0)
    throw new Error(`TRUST_PROXY must be off, a number of proxy hops or proxy addresses, got "${value}"`);
  return { kind: 'addresses', addresses };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const legacy = env.LEGACY_ORIGIN?.trim();
  if (legacy) new URL(legacy); // throws on a malformed origin
  const port = positiveInt('PORT', env.PORT, 8080) as number;
  const bankHostnames = list(env.BANK_HOSTNAMES ?? 'bank.localhost').map((h) => h.toLowerCase());
  const publicOrigins = list(env.PUBLIC_ORIGIN).map((o) => origin('PUBLIC_ORIGIN', o));
  const demoData = onOff('DEMO_DATA', env.DEMO_DATA, true);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  return {
    port,
    basePath: normaliseBase(env.BASE_PATH),
    dataDir: env.DATA_DIR?.trim() || './data',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    demoData,
    demoMailbox: onOff('DEMO_MAILBOX', env.DEMO_MAILBOX, false) && demoData && !smtpUrl,
    smtpUrl,
    bankHostnames,
    legacyOrigin: legacy ? new URL(legacy).origin : null,
    sessionTimeoutMinutes: positiveInt('SESSION_TIMEOUT_MINUTES', env.SESSION_TIMEOUT_MINUTES, null),
    distDir: env.DIST_DIR?.trim() || 'dist',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginAttemptsPerWindow: positiveInt(
      'LOGIN_ATTEMPTS_PER_WINDOW',
      env.LOGIN_ATTEMPTS_PER_WINDOW,
      30,
    ) as number,
    publicOrigins: publicOrigins.length
      ? publicOrigins
      : ['localhost', ...bankHostnames].map((host) => origin('PUBLIC_ORIGIN', `http://${host}:${port}`)),
    pgliteFsync: onOff('PGLITE_FSYNC', env.PGLITE_FSYNC, true),
    jwtSecret: env.JWT_SECRET?.trim() || null,
    pinSecret: env.PIN_SECRET?.trim() || null,
    deviceSecret: env.DEVICE_SECRET?.trim() || null,
    version: env.npm_package_version || '0.1.0',
  };
}
