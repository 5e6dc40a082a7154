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
/** Parallel work on one machine: each port gets its own data directory; E2E_DIST_DIR picks a build. */
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

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
  workers: 1,
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
  webServer: {
    command: e2eServerCommand(DATA_DIR),
    url: `${baseURL}health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DIST_DIR,
      // every test signs in from the same address
      LOGIN_ATTEMPTS_PER_WINDOW: '1000',
      // the journeys read reset links from the demo mailbox (loopback only, off unless turned on)
      DEMO_MAILBOX: 'on',
      SESSION_TIMEOUT_MINUTES: process.env.SESSION_TIMEOUT_MINUTES ?? '',
      // a test database: no fsync on each commit (a power loss is no concern here)
      PGLITE_FSYNC: 'off',
    },
  },
});
