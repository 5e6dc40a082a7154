/**
 * The route table of 1-foundation.md §2: every route below {base}Portal/NewIndex, its section and
 * whether it is a legacy page shown in the embedded frame. Titles are catalogue keys Route.<path>.
 */
export type RouteKind = 'legacy' | 'screen';

export interface PortalRoute {
  path: string;
  section: Section;
  kind: RouteKind;
}

export const sections = [
  'mystore',
  'results',
  'menu',
  'customers',
  'employees',
  'ecommerce',
  'onlineordering',
  'settings',
  'account',
  'pilotprogram',
  'supportTools',
] as const;
export type Section = (typeof sections)[number];

const legacy = (section: Section, paths: string[]): PortalRoute[] =>
  paths.map((p) => ({ path: p, section, kind: 'legacy' }));
const screens = (section: Section, paths: string[]): PortalRoute[] =>
  paths.map((p) => ({ path: p, section, kind: 'screen' }));

const under = (prefix: string, names: string[]) => names.map((n) => `${prefix}/${n}`);

export const routes: PortalRoute[] = [
  ...screens('mystore', ['/mystore']),
  ...legacy('ecommerce', ['/ecommerce']),
  ...legacy('pilotprogram', ['/pilotprogram']),
  ...legacy('supportTools', ['/supportTools']),
  ...legacy(
    'account',
    under('/account', [
      'overview',
      'mystores',
      'mydevices',
      'myintegrations',
      'mybills',
      'purchasetermsandconditions',
      'mymessages',
      'myhelpurls',
    ]),
  ),
  ...legacy(
    'settings',
    under('/settings/admin', [
      'merchantsettings',
      'systemSettings',
      'adminUserSetup',
      'partnerAdminUserRoles',
      'merchantTasks',
      'momentumInsight',
      'merchantAggregation',
      'merchantDiagnostics',
      'merchantCreation',
      'merchantAndroidRelease',
      'merchantPilotRelease',
      'adminVersionControl',
      'merchantResetInventory',
      'merchantResetInventorySetup',
      'merchantClearTransactions',
      'merchantResetPaymentConfiguration',
      'merchantResetCommercePaymentConfiguration',
      'merchantCommerceInventorySyncConfiguration',
      'merchantDeleteCustomers',
      'merchantIntegration',
      'apiGovernorManager',
      'zuoraTestHarness',
      'merchantItemImport',
      'bslServiceAccount',
      'bslSupport',
      'POSConfigurations',
      'reportauditlog',
      'POSExtensionApps',
    ]),
  ),
  ...screens(
    'customers',
    under('/customers', ['email', 'loyalty', 'survey', 'customers', 'social', 'houseaccounts']),
  ),
  ...screens(
    'employees',
    under('/employees', [
      'employees',
      'userroles',
      'breaks',
      'securityControls',
      'timeClock',
      'scheduleEnforcement',
    ]),
  ),
  ...legacy('menu', ['/menu/categoriesoritems']),
  ...screens('menu', [
    '/menu/categoriesoritems/categories',
    '/menu/categoriesoritems/items',
    '/menu/categoriesoritems/items/:itemId',
    '/menu/discounts',
    '/menu/discounts/:discountId',
    '/menu/itemAvailability',
    '/menu/loyaltytierpricing',
  ]),
  ...legacy('menu', [
    '/menu/modifiers',
    '/menu/promotions',
    '/menu/pricelists',
    '/menu/departments',
    '/menu/tags',
    '/menu/configuration',
    '/menu/pricing',
    '/menu/manage/snapshot',
    '/menu/manage/countentry',
    '/menu/manage/receive',
    '/menu/events',
    '/menu/events/:eventId',
    '/menu/donations',
  ]),
  ...screens(
    'results',
    under('/results/operations', [
      'summary',
      'device',
      'employee',
      'location',
      'discountspromotions',
      'taxes',
      'labor',
      'tips',
      'offlinecredit',
      'voidaudit',
      'shifts',
      'timeClock',
      'priceOverrides',
    ]),
  ),
  ...screens(
    'results',
    under('/results/sales', [
      'department',
      'item',
      'modifier',
      'summary',
      'hourly',
      'nonsalesrevenue',
      'donations',
      'salescommissions',
    ]),
  ),
  ...screens(
    'results',
    under('/results/customer', ['bulkemail', 'notes', 'sales', 'houseaccounts', 'accountactivity']),
  ),
  ...screens('results', under('/results/list', ['items', 'modifiers', 'customers', 'employees', 'devices'])),
  ...screens('results', ['/results/posTrans']),
  ...legacy(
    'results',
    under('/results', [
      'cashmanager',
      'financial',
      'labor',
      'accounting',
      'credit',
      'commercecredit',
      'giftSettlement',
    ]),
  ),
  ...screens('settings', [
    '/settings',
    '/settings/companyinformation/info',
    '/settings/revenuecenters',
    '/settings/revenuecenters/:revenuecenterId',
  ]),
  ...legacy('settings', under('/settings/companyinformation', ['options', 'customerprofilesetup'])),
  ...screens('settings', ['/settings/store/storeconfiguration', '/settings/store/alertmanagement']),
  ...legacy(
    'settings',
    under('/settings/store', [
      'storeoptions',
      'storegratuity',
      'menuqrcode',
      'voidreasoncode',
      'cashmanagement',
      'storeschedule',
      'instoreapi',
    ]),
  ),
  ...legacy('settings', [
    '/settings/taxes/taxes',
    '/settings/taxes/taxtables',
    '/settings/payments',
    '/settings/paymentmethods',
    '/settings/customtenders',
  ]),
  ...screens('settings', ['/settings/paycodes']),
  ...legacy('settings', [
    '/settings/charges',
    '/settings/kitchen/routing',
    '/settings/kitchen/expostation',
    '/settings/venueseats',
  ]),
  ...legacy('settings', under('/settings/supportadmin', ['productModePage', 'inStoreServerPage'])),
  ...screens(
    'onlineordering',
    under('/onlineordering', [
      'ordermanager',
      'store',
      'hours',
      'operatinghours',
      'preptime',
      'tipping',
      'fees',
      'capacitymanagement',
      'branding',
      'privacy',
      'ordersettings',
      'menusettings',
    ]),
  ),
];

/** The catalogue key of a route's title: Route.menu.discounts.:discountId → Route.menu.discounts.detail */
export function routeTitleKey(path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? 'detail' : p));
  return `Route.${parts.join('.')}`;
}

/** The section title of the narrow-screen header: the third path segment of the portal URL. */
export function sectionOf(pathname: string): Section | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return (sections as readonly string[]).includes(first) ? (first as Section) : null;
}
