import { defineConfig } from '@playwright/test';
import base, { e2eServerCommand } from './playwright.config';

/**
 * The session-timeout journeys on a server whose sessions time out after 2 minutes
 * (SESSION_TIMEOUT_MINUTES): the extend prompt comes after a minute of inactivity. Its own data
 * directory; run after the main config (scripts/e2e.sh), on the same port.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = `.tmp/e2e-data-${PORT}-short-session`;
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testMatch: '**/*.short-session.spec.ts',
  testIgnore: [],
  // one server: one worker
  workers: 1,
  webServer: webServer && {
    ...webServer,
    command: e2eServerCommand(DATA_DIR),
    env: { ...webServer.env, DATA_DIR, SESSION_TIMEOUT_MINUTES: '2' },
  },
});
