/** Server configuration from the environment (README lists every variable). */
export interface Config {
  port: number;
  basePath: string;
  dataDir: string;
  databaseUrl: string | null;
  demoData: boolean;
  smtpUrl: string | null;
  bankHostnames: string[];
  legacyOrigin: string | null;
  /** Caps the merchants' portal timeout (minutes), e.g. for demos and tests. */
  sessionTimeoutMinutes: number | null;
  distDir: string;
  /** Log-on attempts per client address per 5 minutes (LOGIN_ATTEMPTS_PER_WINDOW, default 30). */
  loginAttemptsPerWindow: number;
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean;
  /** The origin e-mailed links are built on (PUBLIC_ORIGIN); without it, the request's own origin. */
  publicOrigin: string | null;
  /** Signs the online-ordering bearer tokens (JWT_SECRET); without it a secret kept in the database. */
  jwtSecret: string | null;
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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const legacy = env.LEGACY_ORIGIN?.trim();
  if (legacy) new URL(legacy); // throws on a malformed origin
  const publicOrigin = env.PUBLIC_ORIGIN?.trim();
  if (publicOrigin) new URL(publicOrigin);
  return {
    port: positiveInt('PORT', env.PORT, 8080) as number,
    basePath: normaliseBase(env.BASE_PATH),
    dataDir: env.DATA_DIR?.trim() || './data',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    demoData: (env.DEMO_DATA ?? 'on').trim().toLowerCase() !== 'off',
    smtpUrl: env.SMTP_URL?.trim() || null,
    bankHostnames: (env.BANK_HOSTNAMES ?? 'bank.localhost')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    legacyOrigin: legacy ? new URL(legacy).origin : null,
    sessionTimeoutMinutes: positiveInt('SESSION_TIMEOUT_MINUTES', env.SESSION_TIMEOUT_MINUTES, null),
    distDir: env.DIST_DIR?.trim() || 'dist',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginAttemptsPerWindow: positiveInt(
      'LOGIN_ATTEMPTS_PER_WINDOW',
      env.LOGIN_ATTEMPTS_PER_WINDOW,
      30,
    ) as number,
    publicOrigin: publicOrigin ? new URL(publicOrigin).origin : null,
    jwtSecret: env.JWT_SECRET?.trim() || null,
    version: env.npm_package_version || '0.1.0',
  };
}
