import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { Cache } from 'swr';
import { Box, Spinner } from '../../design-system';
import { withAllMessages } from '../../i18n/catalogue';
import { LoginView } from '../features/signin/login/LoginView';
import { basePath } from '../lib/basePath';
import { initialBrand } from '../lib/brand';
import { Providers } from './Providers';
import { UpdatePrompt } from './UpdatePrompt';

const PortalShell = lazy(
  withAllMessages(() => import('./shell/PortalShell').then((m) => ({ default: m.PortalShell }))),
);

function FullPageSpinner() {
  return (
    <Box display="flex" alignItems="center" justifyContent="center" minHeight="screen">
      <Spinner size="large" />
    </Box>
  );
}

/** The login page at the base path, and the portal (its own chunk) under Portal/NewIndex. */
export function App({ cache }: { cache?: () => Cache }) {
  return (
    <Providers brand={initialBrand()} cache={cache}>
      <Router base={basePath().replace(/\/$/, '')}>
        <Switch>
          <Route path="/Portal/NewIndex" nest>
            <Suspense fallback={<FullPageSpinner />}>
              <PortalShell />
            </Suspense>
          </Route>
          <Route>
            <LoginView />
          </Route>
        </Switch>
      </Router>
      <UpdatePrompt />
    </Providers>
  );
}
