import { useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSWRConfig } from 'swr';
import { AppShell, Box, Header, Menu, SideMenu, Spinner, Text, brandAssets } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { accountApi } from '../../api/account';
import { ApiRequestError } from '../../api/http';
import { clearLocalState } from '../../api/localState';
import { usePortalData } from '../../api/portal';
import { brandOfReseller } from '../../domain/brand';
import { MYSTORE_FEATURE_IDS, parseFeatureIds } from '../../domain/portalData';
import { routes, sectionOf, type Section } from '../../domain/routes';
import { basePath } from '../../lib/basePath';
import { useBrandState } from '../../lib/brand';
import { HomePage } from './HomePage';
import { RoutePage } from './RoutePage';
import { buildSideMenu } from './sideMenuModel';

const SIDE_MENU_ID = 'side-menu';

/** The portal: header, side menu (a drawer below the large breakpoint) and the routes of the table. */
export function PortalShell() {
  const { t } = useT();
  const [location, navigate] = useLocation();
  const portal = usePortalData();
  const { setBrand } = useBrandState();
  const { mutate } = useSWRConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const data = portal.data;

  useEffect(() => {
    if (data) setBrand(brandOfReseller(data.resellerId));
  }, [data, setBrand]);

  const sectionLabel = (section: Section) =>
    t(section === 'menu' && data?.ProductMode === 2 ? 'Section.menu.productMode2' : `Section.${section}`);
  const sections = buildSideMenu({ t, href: (p) => p, currentPath: location, sectionLabel });

  if (portal.error instanceof ApiRequestError && portal.error.status === 401) {
    return <Redirect to={`~${basePath()}`} />;
  }
  if (!data) {
    return (
      <Box display="flex" alignItems="center" justifyContent="center" minHeight="screen">
        <Spinner size="large" />
      </Box>
    );
  }

  const logout = async () => {
    await accountApi.logOff().catch(() => undefined);
    clearLocalState();
    await mutate(() => true, undefined, { revalidate: false });
    navigate(`~${basePath()}`);
  };

  const section = sectionOf(location);
  const asset = brandAssets[brandOfReseller(data.resellerId)];
  const landing = parseFeatureIds(data.featureIds).some((id) =>
    (MYSTORE_FEATURE_IDS as readonly number[]).includes(id),
  );

  return (
    <AppShell
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      drawerLabel={t('Shell.SideMenu')}
      skipLinkLabel={t('Shell.SkipToContent')}
      header={
        <Header
          title={section ? sectionLabel(section) : undefined}
          logo={<img src={`${basePath()}${asset.logo}`} alt={t(asset.logoAltKey)} height={36} width={140} />}
          onMenuClick={() => setDrawerOpen(true)}
          menuOpen={drawerOpen}
          menuControlsId={SIDE_MENU_ID}
          actions={
            <Box display={{ mobile: 'none', tablet: 'block' }} minWidth="0">
              <Text size="small" tone="muted" truncate>
                {[data.merchantName, data.storeName].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          }
          userMenu={
            <Menu
              label={data.userFullName}
              icon="user"
              hideLabelBelow="tablet"
              items={[{ id: 'logout', label: t('UserMenu.Logout'), icon: 'logout', onSelect: logout }]}
            />
          }
        />
      }
      sideMenu={
        <SideMenu
          id={SIDE_MENU_ID}
          label={t('Shell.SideMenu')}
          sections={sections}
          onNavigate={(href, event) => {
            event.preventDefault();
            setDrawerOpen(false);
            navigate(href);
          }}
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
            {(params: Record<string, string>) => <RoutePage route={r} path={fill(r.path, params)} />}
          </Route>
        ))}
        <Route>
          <Text>{t('Shell.NotFound')}</Text>
        </Route>
      </Switch>
    </AppShell>
  );
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
