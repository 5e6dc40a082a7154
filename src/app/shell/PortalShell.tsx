import { memo, useEffect, useState, type MouseEvent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import {
  Alert,
  AppShell,
  Box,
  brandAssets,
  preloadMenuDrawer,
  preloadModal,
  SideMenu,
  Spinner,
  Stack,
  Text,
  useWhenIdle,
} from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { ApiRequestError } from '../../api/http';
import { cacheScope, useScopeId } from '../../api/scope';
import { LANDING_PATH } from '../../domain/landing';
import { MYSTORE_FEATURE_IDS } from '../../domain/portalData';
import { fillPath, routes, sectionOf } from '../../domain/routes';
import { brandOfReseller } from '../../domain/brand';
import {
  type NotificationsCenter,
  NotificationsView,
  useNotificationsCenter,
} from '../../features/account/notifications/NotificationsView';
import { STORE_CHANGED_EVENT } from '../../features/selection/shared/events';
import { SessionControl } from '../../features/session/control/SessionControl';
import { SessionGate } from '../../features/session/control/SessionGate';
import { useLogout } from '../../api/useLogout';
import { basePath, portalHref, portalPathOf } from '../../lib/basePath';
import { useBrandState } from '../../lib/brand';
import { PendingChangesProvider } from '../../scaffold/pendingChanges/PendingChanges';
import type { AccessContext } from '../../domain/access/context';
import type { PortalData } from '../../domain/portalData';
import { PortalSkeleton } from '../PortalSkeleton';
import { FrameReloadProvider, useFrameReload } from './frameReload';
import { HomePage } from './HomePage';
import { OfflineBar } from './OfflineBar';
import { PortalHeader } from './PortalHeader';
import { RoutePage } from './RoutePage';
import { sessionUserOf } from './sessionUser';
import {
  buildBottomItems,
  buildSideMenu,
  helpCenterHref,
  openHelpCenter,
  sectionTitleKey,
} from './sideMenuModel';
import { useAccessContext } from './useAccessContext';
import { useSessionEnds } from './useSessionEnds';
import { useOpenBillsOnUpdatePayment } from './useOpenBillsOnUpdatePayment';

/** The portal's start loads the page's screen with the shell (src/app/App.tsx). */
export { preloadScreenOf } from '../routes/screens';

const SIDE_MENU_ID = 'side-menu';

/**
 * The portal: header, side menu (a 240px drawer below the large breakpoint) and the routes of the
 * table, every visibility decided by src/domain/access. In-portal navigation passes the
 * pending-changes guard; the embedded frame reloads on a store change.
 */
export function PortalShell() {
  // the dialogs and the menu's drawer load on first use; ahead of it once the portal has painted
  useWhenIdle([preloadModal, preloadMenuDrawer]);
  useSessionEnds();
  return (
    <SessionGate>
      <FrameReloadProvider storeChangedEvent={STORE_CHANGED_EVENT}>
        <PendingChangesProvider>
          <ShellLayout />
        </PendingChangesProvider>
      </FrameReloadProvider>
    </SessionGate>
  );
}

/**
 * The data side of the shell: the portal data, the feature flags. Their
 * answers reach ShellContent deferred (useAccessContext), so an answer re-renders this component at
 * once and the whole shell after, in a transition, in slices: no long task at start-up.
 */
function ShellLayout() {
  const { ctx, data, error, flagsPending } = useAccessContext();
  useScopeId();
  const [, navigate] = useLocation();
  const { setBrand } = useBrandState();
  useOpenBillsOnUpdatePayment(ctx, navigate);
  const notifications = useNotificationsCenter(!!ctx?.hasMerchant);

  useEffect(() => {
    if (data) setBrand(brandOfReseller(data.resellerId));
  }, [data, setBrand]);

  if (error instanceof ApiRequestError && error.status === 401) {
    return <Redirect to={`~${basePath()}`} />;
  }
  if (!data && error instanceof ApiRequestError && error.isOffline) return <OfflineWithoutData />;
  if (!data || !ctx) return <PortalSkeleton />;
  // The screens read under the session's merchant and store: they render once the scope is theirs.
  return (
    <ShellContent
      ctx={ctx}
      data={data}
      scopeReady={scopeIsOf(data)}
      flagsPending={flagsPending}
      notifications={notifications}
    />
  );
}

/** Whether the cache scope is the portal data's merchant and store (api/scope.ts). */
function scopeIsOf(data: PortalData): boolean {
  const scope = cacheScope();
  return !scope || (scope.merchant === data.merhantId && scope.store === data.storeId);
}

/** Offline with nothing kept on this device: say so, instead of a spinner that never ends. */
function OfflineWithoutData() {
  const { t } = useT();
  return (
    <Box padding="xlarge" maxWidth="medium">
      <Alert tone="caution">{t('Offline.NoPortalData')}</Alert>
    </Box>
  );
}

/** Header, side menu and the routes for one access context (re-rendered only when it changes). */
const ShellContent = memo(function ShellContent({
  ctx,
  data,
  scopeReady,
  flagsPending,
  notifications,
}: {
  ctx: AccessContext;
  data: PortalData;
  /** The feature flags are being read: a route with a screen flag waits rather than show its classic page. */
  flagsPending: boolean;
  /** The cache scope is this portal data's store (after a switch, until the new portal data arrives: no). */
  scopeReady: boolean;
  /** The session's notifications: the modal once per session, and the user menu's entry that reopens it. */
  notifications: NotificationsCenter;
}) {
  const { t } = useT();
  const [location, navigate] = useLocation();
  const { reload } = useFrameReload();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const section = sectionOf(location);
  const helpHref = helpCenterHref(basePath(), section);
  const sections = buildSideMenu({ ctx, t, currentPath: location, href: portalHref });
  const bottomItems = buildBottomItems({ ctx, t, currentPath: location, helpHref, href: portalHref });
  const asset = brandAssets[brandOfReseller(data.resellerId)];
  const landing = ctx.featureIds.some((id) => (MYSTORE_FEATURE_IDS as readonly number[]).includes(id));

  /** A plain click on a menu link routes in the portal (links keep their full address for new tabs). */
  const onNavigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDrawerOpen(false);
    if (href === helpHref) openHelpCenter(href);
    else navigate(portalPathOf(href) ?? href);
  };

  return (
    <>
      <AppShell
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        drawerLabel={t('Shell.SideMenu')}
        skipLinkLabel={t('Shell.SkipToContent')}
        header={
          <PortalHeader
            data={data}
            ctx={ctx}
            title={section ? t(sectionTitleKey(section, ctx)) : undefined}
            drawerOpen={drawerOpen}
            onMenuClick={() => setDrawerOpen(true)}
            menuControlsId={SIDE_MENU_ID}
            navigate={navigate}
            currentPath={location}
            reloadFrame={reload}
            notifications={{ count: notifications.notifications.length, onOpen: notifications.show }}
            onLogout={() => void logout()}
          />
        }
        sideMenu={
          <SideMenu
            id={SIDE_MENU_ID}
            label={t('Shell.SideMenu')}
            sections={sections}
            bottomItems={bottomItems}
            footer={
              // The brand's logo on a light tile (the menu may be dark); decorative: the header names the brand.
              <Box display="inline-flex" background="surface" borderRadius="medium" padding="small">
                <img src={`${basePath()}${asset.logo}`} alt="" height={28} width={112} />
              </Box>
            }
            onNavigate={onNavigate}
          />
        }
      >
        <Stack space="medium">
          <OfflineBar />
          {scopeReady ? null : <Spinner size="large" label={t('Shell.SwitchingStore')} />}
          <Switch>
            <Route path="/">
              {landing ? (
                <Redirect to={LANDING_PATH} replace />
              ) : (
                <HomePage name={data.userFullName} sections={sections} />
              )}
            </Route>
            {routes.map((r) => (
              <Route key={r.path} path={r.path}>
                {(params: Record<string, string>) =>
                  scopeReady ? (
                    <RoutePage
                      route={r}
                      path={fillPath(r.path, params)}
                      ctx={ctx}
                      flagsPending={flagsPending}
                    />
                  ) : null
                }
              </Route>
            ))}
            <Route>
              <Text>{t('Shell.NotFound')}</Text>
            </Route>
          </Switch>
        </Stack>
      </AppShell>
      <SessionControl timeoutMinutes={data.timeout} username={sessionUserOf(data).username} />
      <NotificationsView center={notifications} />
    </>
  );
});
