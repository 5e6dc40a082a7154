import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/** The seeded database scripts/e2e.sh makes once per run (scripts/e2eDatabase.ts). */
export const E2E_SEEDED_DIR = '.tmp/e2e-seeded';

/**
 * How an e2e server starts on a fresh data directory: from a copy of the run's seeded database when
 * scripts/e2e.sh made one (a copy takes a second, a seeding most of a minute), else seeding its own.
 */
export function e2eServerCommand(dataDir: string): string {
  return `rm -rf ${dataDir} && { [ ! -d ${E2E_SEEDED_DIR} ] || cp -r ${E2E_SEEDED_DIR} ${dataDir}; } && node_modules/.bin/tsx server/main.ts`;
}
export const baseURL = `http://localhost:${PORT}/`;
/**
 * Workers, each with a server of its own (PORT + the worker's index), each on its own copy of the
 * seeded database: a worker's specs run one after the other and never see the other's changes
 * (e2e/fixtures.ts gives each test its worker's server as baseURL). One by default: on two cores a
 * second worker saved little (14.6 min against about 14) and made journeys race (E2E_WORKERS=2).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** The base URL of a worker's server: the configured one, on the port after it for each worker. */
export function workerBaseURL(configured: string, parallelIndex: number): string {
  if (parallelIndex === 0) return configured;
  const url = new URL(configured);
  url.port = String(Number(url.port) + parallelIndex);
  return url.toString();
}
/** Parallel work on one machine: each port gets its own data directory; E2E_DIST_DIR picks a build. */
const dataDir = (port: number) => `.tmp/e2e-data-${port}`;
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

/** The server of one worker: npm start's server on its own port and data directory. */
function workerServer(port: number) {
  return {
    command: e2eServerCommand(dataDir(port)),
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir(port),
      DIST_DIR,
      // every test signs in from the same address
      LOGIN_ATTEMPTS_PER_WINDOW: '1000',
      // the journeys read reset links from the demo mailbox (loopback only, off unless turned on)
      DEMO_MAILBOX: 'on',
      SESSION_TIMEOUT_MINUTES: process.env.SESSION_TIMEOUT_MINUTES ?? '',
      // a test database: no fsync on each commit (a power loss is no concern here)
      PGLITE_FSYNC: 'off',
    },
  };
}

/**
 * End-to-end tests in Debian's chromium against the real server (npm start's server over a fresh
 * PGlite database with demo data, built portal). No browser download.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // specs with a server of their own: under BASE_PATH (playwright.base-path.config.ts) and with
  // 2-minute sessions (playwright.short-session.config.ts)
  testIgnore: ['**/base-path.spec.ts', '**/*.short-session.spec.ts'],
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => workerServer(PORT + i)),
});
