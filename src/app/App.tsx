import { type ComponentType, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { Cache } from 'swr';
import { type BrandName, lazyPreloadable, useWhenIdle } from '../../design-system';
import { registerServiceWorker } from '../offline/serviceWorker';
import { withAllMessages } from '../../i18n/catalogue';
import { LoginView } from '../features/signin/login/LoginView';
import { seedStartupAnswers } from '../api/startupAnswers';
import { startupSessionRefused } from '../api/startupReads';
import { basePath, portalPathOf, PORTAL_ROUTE } from '../lib/basePath';
import { pageAnswers } from './pageAnswers';
import { PortalSkeleton } from './PortalSkeleton';
import { initialBrand } from '../lib/brand';
import { Providers } from './Providers';
import { LazyUpdatePrompt } from './LazyUpdatePrompt';

/**
 * The portal: the shell over the answers kept on this device (both in the portal's chunks), loaded
 * with the answers read back, the start-up reads' answers and the screen of the page's path, so the
 * first render shows it all.
 */
async function loadPortal() {
  const [shell, kept] = await Promise.all([
    import('./shell/PortalShell'),
    import('../offline/PersistedAnswers'),
  ]);
  const portalPath = portalPathOf(window.location.pathname) ?? '/';
  // a screen whose chunk does not come is the route's own error to show, not the shell's
  const [answers] = await Promise.all([
    kept.readPersistedAnswers(),
    shell.preloadScreenOf(portalPath).catch(() => {}),
  ]);
  // the reads the entry script started, answered, in the cache the first render reads
  await seedStartupAnswers(answers);
  // refused for a session the server has ended: the portal renders nothing kept (and its first read
  // answers the 401 that ends the session here)
  if (startupSessionRefused()) await kept.forgetRefusedSession();
  return function Portal() {
    return (
      <kept.PersistedAnswers>
        <shell.PortalShell />
      </kept.PersistedAnswers>
    );
  };
}

const PortalShell = lazyPreloadable(withAllMessages(loadPortal));

/** Loads the portal before its first render (src/app/start.tsx): no fallback, no held-back reveal. */
export const preloadPortal = PortalShell.preload;

export interface AppProps {
  /** A SWR cache (tests give a fresh one). */
  cache?: () => Cache;
  /** The build's prerender (src/app/prerender.tsx): the brand and the path it renders, without a document. */
  brand?: BrandName;
  ssrPath?: string;
  /** The query of the page the server renders (without "?"). */
  ssrSearch?: string;
  /** Answers the page came with (SWR fallback); by default those the server wrote into the page. */
  fallback?: Record<string, unknown>;
  /** The portal's shell as loaded (the server's render of a portal page): no lazy loading. */
  portal?: ComponentType;
}

/** The login page at the base path, and the portal (its own chunk) under Portal/NewIndex. */
export function App({ cache, brand, ssrPath, ssrSearch, fallback, portal: Portal = PortalShell }: AppProps) {
  // once the page has painted: the worker's code is no part of the page's start
  useWhenIdle([registerServiceWorker]);
  return (
    <Providers brand={brand ?? initialBrand()} cache={cache} fallback={fallback ?? pageAnswers()}>
      <Router base={basePath().replace(/\/$/, '')} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Switch>
          <Route path={PORTAL_ROUTE} nest>
            <Suspense fallback={<PortalSkeleton />}>
              <Portal />
            </Suspense>
          </Route>
          <Route>
            <LoginView />
          </Route>
        </Switch>
      </Router>
      <LazyUpdatePrompt />
    </Providers>
  );
}
