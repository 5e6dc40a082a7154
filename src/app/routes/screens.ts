import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';
import { lazyPreloadable, type Preloadable } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { LANDING_PATH } from '../../domain/landing';
import { reportRoutes } from '../../domain/reports';
import { type RoutePath, routeOfPath, routeTitleKey } from '../../domain/routes';
import { pageMeta } from '../../lib/basePath';
import type { ItemBulkActions } from '../../scaffold/menuItems/itemBulkSlot';
import type { ScreenProps, StoreChooser } from '../../scaffold/screen';
import { LegacyFrame } from '../shell/LegacyFrame';

export type LazyScreen = Preloadable<ScreenProps>;

/**
 * A screen of item lists with the itemBulk feature's actions in its `bulkActions` slot (features do
 * not import each other: the two meet here), both chunks loaded side by side.
 */
function withItemBulk(
  screen: Promise<ComponentType<ScreenProps & { bulkActions?: ItemBulkActions }>>,
): Promise<ComponentType<ScreenProps>> {
  return Promise.all([screen, import('../../features/menu/itemBulk/ItemBulkSlot')]).then(
    ([Screen, bulk]) =>
      (props: ScreenProps) =>
        createElement(Screen, { ...props, bulkActions: bulk.ItemBulkSlot }),
  );
}

/**
 * A screen with the shell's store selection as its store chooser (POS transactions' store-view-only
 * mode, 2-menu §2): the dialog of the selection feature, loaded when the chooser opens.
 */
function withStoreChooser(
  screen: Promise<ComponentType<ScreenProps & { storeChooser?: StoreChooser }>>,
): Promise<ComponentType<ScreenProps>> {
  const StoreSelection = lazy(() =>
    import('../../features/selection/store/StoreSelectionDialog').then((m) => ({
      default: m.StoreSelectionDialog,
    })),
  );
  const storeChooser: StoreChooser = ({ onClose }) =>
    createElement(
      Suspense,
      { fallback: null },
      createElement(StoreSelection, { open: true, mode: 'switch', onSelected: onClose, onClose }),
    );
  return screen.then((Screen) => (props: ScreenProps) => createElement(Screen, { ...props, storeChooser }));
}

/**
 * A screen that shows the route's classic page in some cases (breaks, 3-settings §2): the embedded
 * frame as its `classicPage` slot (features do not import the shell).
 */
function withClassicPage(
  screen: Promise<ComponentType<ScreenProps & { classicPage?: ReactNode }>>,
): Promise<ComponentType<ScreenProps>> {
  return screen.then(
    (Screen) => (props: ScreenProps) =>
      createElement(Screen, { ...props, classicPage: createElement(ClassicPage, { path: props.path }) }),
  );
}

function ClassicPage({ path }: { path: string }) {
  const { t } = useT();
  const route = routeOfPath(path);
  const title = route ? t(routeTitleKey(route.path)) : path;
  return createElement(LegacyFrame, { path, title, origin: pageMeta('backroom:legacy-origin') });
}

/** One screen for the list and its ticket (/results/posTrans/:documentId): one chunk, one view. */
const posTransactions = lazyPreloadable(() =>
  withStoreChooser(
    import('../../features/results/posTrans/PosTransactionsView').then((m) => m.PosTransactionsView),
  ),
);

/** The report screen (issue 9), one chunk for every report route: a report is a definition. */
const report = lazyPreloadable(() =>
  import('../../features/results/reports/ReportView').then((m) => m.ReportView),
);

/**
 * The screens of the route registry (src/domain/routes.ts), keyed by its typed paths, each in its
 * own chunk. A route the specification keeps classic, or whose newer screen is not built yet, shows
 * its classic page in the embedded frame.
 */
export const screens: Readonly<Partial<Record<RoutePath, LazyScreen>>> = {
  '/mystore': lazyPreloadable(() =>
    import('../../features/mystore/home/MyStoreView').then((m) => m.MyStoreView),
  ),
  '/account/mybills': lazyPreloadable(() =>
    import('../../features/account/mybills/MyBillsView').then((m) => m.MyBillsView),
  ),
  '/menu/discounts': lazyPreloadable(() =>
    import('../../features/menu/discounts/DiscountsView').then((m) => m.DiscountsView),
  ),
  '/menu/discounts/:discountId': lazyPreloadable(() =>
    import('../../features/menu/discounts/detail/DiscountView').then((m) => m.DiscountView),
  ),
  '/menu/loyaltytierpricing': lazyPreloadable(() =>
    import('../../features/menu/loyaltyTierPricing/LoyaltyTierPricingView').then(
      (m) => m.LoyaltyTierPricingView,
    ),
  ),
  // The categories screen and the items list take the itemBulk feature's actions as their
  // `bulkActions` prop (src/scaffold/menuItems/itemBulkSlot.tsx), given here (withItemBulk).
  '/menu/categoriesoritems/categories': lazyPreloadable(() =>
    withItemBulk(import('../../features/menu/categories/CategoriesView').then((m) => m.CategoriesView)),
  ),
  '/menu/categoriesoritems/items': lazyPreloadable(() =>
    withItemBulk(import('../../features/menu/items/ItemsView').then((m) => m.ItemsView)),
  ),
  '/menu/categoriesoritems/items/:itemId': lazyPreloadable(() =>
    import('../../features/menu/items/detail/ItemView').then((m) => m.ItemView),
  ),
  '/menu/itemAvailability': lazyPreloadable(() =>
    import('../../features/menu/itemAvailability/ItemAvailabilityView').then((m) => m.ItemAvailabilityView),
  ),
  '/settings/paycodes': lazyPreloadable(() =>
    import('../../features/settings/paycodes/PayCodesView').then((m) => m.PayCodesView),
  ),
  '/settings/store/alertmanagement': lazyPreloadable(() =>
    import('../../features/settings/alerts/AlertManagementView').then((m) => m.AlertManagementView),
  ),
  '/employees/securityControls': lazyPreloadable(() =>
    import('../../features/employees/securityControls/SecurityControlsView').then(
      (m) => m.SecurityControlsView,
    ),
  ),
  '/employees/scheduleEnforcement': lazyPreloadable(() =>
    import('../../features/employees/scheduleEnforcement/ScheduleEnforcementView').then(
      (m) => m.ScheduleEnforcementView,
    ),
  ),
  '/employees/breaks': lazyPreloadable(() =>
    withClassicPage(import('../../features/employees/breaks/BreaksView').then((m) => m.BreaksView)),
  ),
  '/settings/revenuecenters': lazyPreloadable(() =>
    import('../../features/settings/revenueCenters/RevenueCentersView').then((m) => m.RevenueCentersView),
  ),
  '/settings/revenuecenters/:revenuecenterId': lazyPreloadable(() =>
    import('../../features/settings/revenueCenters/detail/RevenueCenterView').then(
      (m) => m.RevenueCenterView,
    ),
  ),
  '/settings/store/storeconfiguration': lazyPreloadable(() =>
    withStoreChooser(
      import('../../features/settings/store/StoreConfigurationView').then((m) => m.StoreConfigurationView),
    ),
  ),
  '/settings/companyinformation/info': lazyPreloadable(() =>
    import('../../features/settings/companyInformation/CompanyInformationView').then(
      (m) => m.CompanyInformationView,
    ),
  ),
  '/employees/employees': lazyPreloadable(() =>
    import('../../features/employees/employees/EmployeesView').then((m) => m.EmployeesView),
  ),
  '/employees/userroles': lazyPreloadable(() =>
    import('../../features/employees/userroles/UserRolesView').then((m) => m.UserRolesView),
  ),
  '/results/posTrans': posTransactions,
  '/results/posTrans/:documentId': posTransactions,
  // the report routes: those with report definitions (src/domain/reports.ts); the rest stay classic
  ...reportScreens(),
};

function reportScreens(): Partial<Record<RoutePath, LazyScreen>> {
  return Object.fromEntries(reportRoutes().map((route) => [route, report]));
}

/** Loads the screen of a portal path (the landing screen for '/'), if it has one: the portal's start. */
export function preloadScreenOf(portalPath: string): Promise<void> {
  const route = routeOfPath(portalPath === '/' ? LANDING_PATH : portalPath);
  return (route && screens[route.path as RoutePath]?.preload()) ?? Promise.resolve();
}
