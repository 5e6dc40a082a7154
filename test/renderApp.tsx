import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setFetch } from '../src/api/http';
import { Providers } from '../src/app/Providers';
import { inProcessFetch, startTestServer, type TestServer } from './server';

/**
 * Component tests against the REAL server: the in-process Hono app over the seeded PGlite test
 * database answers the portal's http client (no hand-written mocks of our own API).
 * Call in beforeAll: `server = await connectPortalToServer()`; in afterAll: `await server.close()`.
 */
export async function connectPortalToServer(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env);
  setFetch(inProcessFetch((req) => server.app.fetch(req)));
  return server;
}

/** Starts a fresh browser session (a new cookie jar) against the same server, e.g. between tests. */
export function newBrowserSession(server: TestServer) {
  setFetch(inProcessFetch((req) => server.app.fetch(req)));
  localStorage.clear();
}

/**
 * Renders UI with the portal's providers (intl, brand, design-system labels, SWR with a fresh cache)
 * and an in-memory router starting at `path` (the path the app sees, e.g. "/Portal/NewIndex/mystore").
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { path?: string; brand?: 'default' | 'bank' } = {},
) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <Providers brand={options.brand ?? 'default'} cache={() => new Map()}>
      <Router hook={location.hook}>{ui}</Router>
    </Providers>,
    options,
  );
  return { ...result, location };
}
