import { startTransition, Suspense, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { Box, Heading, Spinner, Stack, Text, useHydrated } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { AccessContext } from '../../domain/access/context';
import { canSeeRoute, routeSendsTo } from '../../domain/access/routeAccess';
import { serverRendersScreen } from '../../domain/startupReads';
import { type PortalRoute, type RoutePath, routeShowsScreen, routeTitleKey } from '../../domain/routes';
import { useScopeId } from '../../api/scope';
import { pageMeta } from '../../lib/basePath';
import { LegacyFrame } from './LegacyFrame';
import { NotAvailable } from './NotAvailable';
import { VariantFrame } from './VariantFrame';
import { screens } from '../routes/screens';

/**
 * A route of the table: its title (and the screen's subtitle), then its screen, or its classic page
 * in the frame until a screen replaces it (or while its screen flag is off). The route guard: a
 * route the session may not see says so (NotAvailable) under its title; a route that sends the
 * session elsewhere (its `sendsTo`) goes there before anything of its own shows.
 */
export function RoutePage({
  route,
  path,
  ctx,
  flagsPending = false,
}: {
  route: PortalRoute<RoutePath>;
  path: string;
  ctx: AccessContext;
  /** The feature flags are being read: a route with a screen flag cannot yet tell its screen from its classic page. */
  flagsPending?: boolean;
}) {
  const { t } = useT();
  const sendTo = routeSendsTo(route.path, ctx);
  const title = t(routeTitleKey(route.path));
  // a route with a screen flag shows its classic page while the flag is off (2-menu §2, §6)
  const Screen = routeShowsScreen(route, ctx.flags) ? screens[route.path] : undefined;
  const scope = useScopeId();
  if (sendTo !== null) return <Redirect to={sendTo} replace />;
  let content: React.ReactNode;
  if (!canSeeRoute(route.path, ctx)) content = <NotAvailable />;
  // neither the classic page (its frame would be loaded for nothing) nor the screen before the flags
  else if (route.screenFlag !== undefined && flagsPending) content = <Spinner />;
  else if (Screen) {
    const screen = (
      <Suspense fallback={<Spinner />}>
        {/* A store or merchant switch mounts the screen anew: nothing of the last store stays on it. */}
        <Screen key={scope} ctx={ctx} path={path} />
      </Suspense>
    );
    // in a server's render, only the screens it has the first answers of (the rest: their loading state)
    content = serverRendersScreen(route.path) ? screen : <AfterHydration>{screen}</AfterHydration>;
  } else if (route.variants)
    content = (
      <VariantFrame
        routePath={route.path}
        path={path}
        variants={route.variants}
        title={title}
        origin={pageMeta('backroom:legacy-origin')}
      />
    );
  else content = <LegacyFrame path={path} title={title} origin={pageMeta('backroom:legacy-origin')} />;
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1}>{title}</Heading>
        {route.subtitle ? (
          <Text as="p" tone="muted">
            {t(route.subtitle)}
          </Text>
        ) : null}
      </Stack>
      <Box display="flex" flexDirection="column">
        {content}
      </Box>
    </Stack>
  );
}

/**
 * Its children once the script has taken the page over; their loading state in a server's render
 * and while hydrating. Apart from RoutePage, so that the switch re-renders this alone, not a screen
 * the server did render (the landing's), whose hydrated tree would otherwise render again at once.
 */
function AfterHydration({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  // rendered by the script alone (a navigation in the portal): at once; after a hydration, the
  // screen renders in a transition, which React does in slices between the browser's own work
  // (a render forced by the hydration's end would be one long task: TBT)
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : <Spinner />;
}
