import { useEffect, useState, type MouseEvent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppShell, Box, SideMenu, Spinner, Text, brandAssets } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { ApiRequestError } from '../../api/http';
import { MYSTORE_FEATURE_IDS } from '../../domain/portalData';
import { fillPath, routes, sectionOf } from '../../domain/routes';
import { brandOfReseller } from '../../domain/brand';
import {
  NotificationsView,
  useNotificationsCenter,
} from '../../features/account/notifications/NotificationsView';
import { STORE_CHANGED_EVENT } from '../../features/selection/shared/events';
import { SessionControl } from '../../features/session/control/SessionControl';
import { useLogout } from '../../features/session/control/useLogout';
import { basePath, portalHref, portalPathOf } from '../../lib/basePath';
import { useBrandState } from '../../lib/brand';
import { PendingChangesProvider } from '../../scaffold/pendingChanges/PendingChanges';
import { FrameReloadProvider, useFrameReload } from './frameReload';
import { HomePage } from './HomePage';
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
import { useEndSessionOn401 } from './useEndSessionOn401';

const SIDE_MENU_ID = 'side-menu';

/**
 * The portal: header, side menu (a 240px drawer below the large breakpoint) and the routes of the
 * table, every visibility decided by src/domain/access. In-portal navigation passes the
 * pending-changes guard; the embedded frame reloads on a store change.
 */
export function PortalShell() {
  return (
    <FrameReloadProvider storeChangedEvent={STORE_CHANGED_EVENT}>
      <PendingChangesProvider>
        <ShellLayout />
      </PendingChangesProvider>
    </FrameReloadProvider>
  );
}

function ShellLayout() {
  const { t } = useT();
  const [location, navigate] = useLocation();
  const { ctx, data, error } = useAccessContext();
  const { setBrand } = useBrandState();
  const { reload } = useFrameReload();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEndSessionOn401(() => void logout());
  const notifications = useNotificationsCenter(!!ctx?.hasMerchant);

  useEffect(() => {
    if (data) setBrand(brandOfReseller(data.resellerId));
  }, [data, setBrand]);

  if (error instanceof ApiRequestError && error.status === 401) {
    return <Redirect to={`~${basePath()}`} />;
  }
  if (!data || !ctx) {
    return (
      <Box display="flex" alignItems="center" justifyContent="center" minHeight="screen">
        <Spinner size="large" />
      </Box>
    );
  }

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
        <Switch>
          <Route path="/">
            {landing ? (
              <Redirect to="/mystore" replace />
            ) : (
              <HomePage name={data.userFullName} sections={sections} />
            )}
          </Route>
          {routes.map((r) => (
            <Route key={r.path} path={r.path}>
              {(params: Record<string, string>) => (
                <RoutePage route={r} path={fillPath(r.path, params)} ctx={ctx} />
              )}
            </Route>
          ))}
          <Route>
            <Text>{t('Shell.NotFound')}</Text>
          </Route>
        </Switch>
      </AppShell>
      <SessionControl timeoutMinutes={data.timeout} username={sessionUserOf(data).username} />
      <NotificationsView center={notifications} />
    </>
  );
}
