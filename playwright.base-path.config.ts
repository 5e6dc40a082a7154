import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import main, { e2eServerCommand } from './playwright.config';

/**
 * The specs of e2e/base-path.spec.ts: the same browser setup against a server started with
 * BASE_PATH=/backroom/ on a port of its own (E2E_BASE_PATH_PORT, by default E2E_PORT + 1000) and a
 * fresh data directory. scripts/e2e.sh runs them after the others.
 */
const PORT = Number(process.env.E2E_BASE_PATH_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1000);
export const BASE_PATH = '/backroom/';
const baseURL = `http://localhost:${PORT}${BASE_PATH}`;
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const servers = main.webServer as Exclude<PlaywrightTestConfig['webServer'], undefined>;
const server = Array.isArray(servers) ? servers[0] : servers;

export default defineConfig({
  ...main,
  testMatch: '**/base-path.spec.ts',
  testIgnore: [],
  // one server: one worker
  workers: 1,
  use: { ...main.use, baseURL },
  webServer: {
    ...server,
    command: e2eServerCommand(DATA_DIR),
    url: `${baseURL}health`,
    env: { ...server.env, PORT: String(PORT), DATA_DIR, BASE_PATH },
  },
});
