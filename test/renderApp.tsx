import { render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { http, setFetch } from '../src/api/http';
import { moveCacheScope } from '../src/api/scope';
import { Providers } from '../src/app/Providers';
import { PORTAL_ROUTE } from '../src/lib/basePath';
import type { Clock } from '../src/lib/clock';
import { accessContextOf } from '../src/domain/access/context';
import type { FeatureFlags } from '../src/domain/featureFlags';
import type { PortalData } from '../src/domain/portalData';
import { PendingChangesProvider } from '../src/scaffold/pendingChanges/PendingChanges';
import type { ScreenProps } from '../src/scaffold/screen';
import { inProcessFetch, startTestServer, type TestDbOptions, type TestServer } from './server';
import { TEST_NOW } from './testClock';

/** The portal's clock in component tests: the instant the server's test clock shows. */
const testNow: Clock = () => TEST_NOW;

/**
 * Component tests against the REAL server: the in-process Hono app over the seeded PGlite test
 * database answers the portal's http client (no hand-written mocks of our own API).
 * Call in beforeAll: `server = await connectPortalToServer()`; in afterAll: `await server.close()`.
 */
export async function connectPortalToServer(
  env: Record<string, string> = {},
  dbOptions: TestDbOptions = {},
): Promise<TestServer> {
  const server = await startTestServer(env, dbOptions);
  setFetch(inProcessFetch((req) => server.app.fetch(req)));
  return server;
}

/** Starts a fresh browser session (a new cookie jar) against the same server, e.g. between tests. */
export function newBrowserSession(server: TestServer) {
  setFetch(inProcessFetch((req) => server.app.fetch(req)));
  localStorage.clear();
}

/**
 * Renders UI with the portal's providers (intl, brand, design-system labels, SWR with a fresh cache,
 * the portal's clock: the server's test clock unless `now` says otherwise) and an in-memory router
 * starting at `path` (the path the app sees, e.g. "/Portal/NewIndex/mystore").
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { path?: string; brand?: 'default' | 'bank'; now?: Clock } = {},
) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <Providers brand={options.brand ?? 'default'} cache={() => new Map()} now={options.now ?? testNow}>
      <Router hook={location.hook}>{ui}</Router>
    </Providers>,
    options,
  );
  return { ...result, location };
}

/**
 * Renders a screen of the route registry as the shell does: under the portal base, at its path (the
 * parameters filled in, e.g. "/menu/discounts/12"), inside the pending-changes guard, with the access
 * context of the session signed in on the real server (its portal data; the feature flags given, or
 * the fallback ones), the cache's scope moved to its merchant and store. `search` is the address's query ("?page=2").
 */
export async function renderPortalScreen(
  Screen: ComponentType<ScreenProps>,
  path: string,
  options: { search?: string; flags?: FeatureFlags; now?: Clock } = {},
) {
  const portal = await http.get<PortalData>('Portal/GetPortalData');
  const ctx = accessContextOf(portal, null, options.flags);
  // the cache's scope is the session's merchant and store before the screen reads, as the shell has
  // it (its portal data first): a screen's reads are keyed by it from their first render
  moveCacheScope(portal.merhantId, portal.storeId);
  return renderWithProviders(
    <PendingChangesProvider>
      <Route path={PORTAL_ROUTE} nest>
        <Screen ctx={ctx} path={path} />
      </Route>
    </PendingChangesProvider>,
    { path: `${PORTAL_ROUTE}${path}${options.search ?? ''}`, now: options.now },
  );
}
