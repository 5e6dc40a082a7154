/**
 * The one route registry of the portal (1-foundation.md §2): every route below {base}Portal/NewIndex
 * with its section, its side-menu sub-heading, whether the specification keeps it a classic page in
 * the embedded frame ('legacy') or a newer screen ('screen'), and the rule that shows it (1-foundation
 * §2, §6; 3-settings §6; 4-online-ordering §2). The portal's screens are keyed by these paths
 * (src/app/routes/screens.ts), the server's route access reads the same rules, and paths are typed
 * and built from here (`routePath`). Titles are catalogue keys Route.<path>.
 */
import { adminRouteItems } from './access/adminArea';
import type { RoutePredicate, RouteRule } from './access/rule';
import { ProductMode } from './enums';
import type { FeatureFlagName, FeatureFlags } from './featureFlags';
import { FeatureId } from './features';
import { MYSTORE_FEATURE_IDS } from './portalData';
import { customerEmailVariants } from './routeVariants';

export type RouteKind = 'legacy' | 'screen';

/** The catalogue keys of the routes' subtitles (the portal's t() checks the catalogue has them). */
export type RouteSubtitleKey =
  | 'Category.Subtitle'
  | 'Item.ListSubtitle'
  | 'Discount.Subtitle'
  | 'ItemAvailability.Subtitle'
  | 'LoyaltyTierPricing.Subtitle';

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

/** Sub-headings inside a side-menu section (catalogue keys MenuGroup.<id>). */
export const menuGroups = [
  'sales',
  'operations',
  'customer',
  'lists',
  'otherReports',
  'company',
  'store',
  'taxesPayments',
  'kitchen',
  'admin',
  'supportAdmin',
] as const;
export type MenuGroup = (typeof menuGroups)[number];

export interface PortalRoute<P extends string = string> {
  path: P;
  section: Section;
  kind: RouteKind;
  rule: RouteRule;
  group?: MenuGroup;
  /** The variants the route is shown in (the first by default), chosen by navigation state (routeVariants.ts). */
  variants?: readonly string[];
  /**
   * The screen's subtitle under its title (a catalogue key): part of the page's head, so a page the
   * server renders shows it before any script has run (the first paint is the screen's, not a spinner).
   */
  subtitle?: RouteSubtitleKey;
  /**
   * The feature flag that shows the newer screen (2-menu §2, §6: "the newer page when its feature
   * flag is on, otherwise a legacy page"): with the flag off the route shows its classic page in the
   * embedded frame. Unlike a rule's `featureFlags`, it never hides the route.
   */
  screenFlag?: FeatureFlagName;
  /**
   * Whom the route sends to another page instead of showing its own (2-menu §2: item availability
   * is "not for enterprise users (they are redirected elsewhere)"): the entry stays in the menu, and
   * its page sends those users on (routeAccess `routeSendsTo`).
   */
  sendsTo?: { when: RoutePredicate; to: string };
}

/** Routes of one section, kind, rule and sub-heading, their paths kept as literal types. */
function many<const P extends readonly string[]>(
  paths: P,
  common: Omit<PortalRoute, 'path'>,
): { [K in keyof P]: PortalRoute<P[K]> } {
  return paths.map((path) => ({ path, ...common })) as { [K in keyof P]: PortalRoute<P[K]> };
}

function one<const P extends string>(path: P, common: Omit<PortalRoute, 'path'>): [PortalRoute<P>] {
  return [{ path, ...common }];
}

const F = FeatureId;
const COMMERCE = ProductMode.Commerce;
const reports = { featureIds: [F.Reports] };
const settingsArea = { featureIds: [F.Settings] };
/** A settings screen of a sub-heading: the newer page when its flag is on, otherwise the older one (3-settings §2). */
const flaggedSettingsScreen = (group: MenuGroup, screenFlag: FeatureFlagName): Omit<PortalRoute, 'path'> => ({
  section: 'settings',
  group,
  kind: 'screen',
  rule: settingsArea,
  screenFlag,
});

const adminNames = Object.keys(adminRouteItems) as (keyof typeof adminRouteItems)[];

export const routes = [
  // Top level
  ...one('/mystore', { section: 'mystore', kind: 'screen', rule: { anyFeatureIds: MYSTORE_FEATURE_IDS } }),
  ...one('/ecommerce', { section: 'ecommerce', kind: 'legacy', rule: { featureIds: [F.ECommerce] } }),
  ...one('/pilotprogram', {
    section: 'pilotprogram',
    kind: 'legacy',
    rule: { portalFlags: ['featPilotProgram'], when: 'defaultReseller', resellerItem: 'pilotProgram' },
  }),
  ...one('/supportTools', { section: 'supportTools', kind: 'legacy', rule: { userMenu: 'supportTools' } }),

  // My account: frame-hosted legacy pages following My Account access
  ...many(
    [
      '/account/overview',
      '/account/mystores',
      '/account/mydevices',
      '/account/mymessages',
      '/account/myhelpurls',
    ],
    { section: 'account', kind: 'legacy', rule: { userMenu: 'myAccount' } },
  ),
  ...one('/account/myintegrations', {
    section: 'account',
    kind: 'legacy',
    rule: { userMenu: 'myAccount', resellerItem: 'myIntegrations' },
  }),
  ...one('/account/mybills', {
    section: 'account',
    kind: 'screen',
    rule: { userMenu: 'myAccount', resellerItem: 'myBills' },
  }),
  ...one('/account/purchasetermsandconditions', {
    section: 'account',
    kind: 'legacy',
    rule: { userMenu: 'myAccount', resellerItem: 'termsAndConditions' },
  }),

  // Customers: the e-mail route in its bulk, welcome and miss-you variants
  ...one('/customers/email', {
    section: 'customers',
    kind: 'screen',
    rule: { featureIds: [F.Customers] },
    variants: customerEmailVariants,
  }),
  ...many(
    [
      '/customers/loyalty',
      '/customers/survey',
      '/customers/customers',
      '/customers/social',
      '/customers/houseaccounts',
    ],
    { section: 'customers', kind: 'screen', rule: { featureIds: [F.Customers] } },
  ),

  // Employees (3-settings-and-employees §6)
  ...one('/employees/employees', {
    section: 'employees',
    kind: 'screen',
    rule: { featureIds: [F.Employees] },
  }),
  ...one('/employees/userroles', {
    section: 'employees',
    kind: 'screen',
    rule: { featureIds: [F.Employees], when: 'managesMerchant' },
  }),
  ...one('/employees/breaks', {
    section: 'employees',
    kind: 'screen',
    rule: { featureIds: [F.Employees], onlyInModes: [COMMERCE] },
  }),
  ...one('/employees/securityControls', {
    section: 'employees',
    kind: 'screen',
    rule: {
      featureIds: [F.Employees],
      featureFlags: ['securityControlPage'],
      when: 'securityControlsHaveSomethingToControl',
    },
  }),
  ...one('/employees/timeClock', {
    section: 'employees',
    kind: 'screen',
    rule: { featureIds: [F.Employees], notInModes: [COMMERCE] },
  }),
  ...one('/employees/scheduleEnforcement', {
    section: 'employees',
    kind: 'screen',
    rule: { featureIds: [F.Employees], featureFlags: ['scheduleEnforcement'], when: 'managesMerchant' },
  }),

  // Menu (inventory): sub-areas by feature ids and product mode
  ...one('/menu/categoriesoritems', {
    section: 'menu',
    kind: 'legacy',
    rule: { featureIds: [F.MenuItemCategory] },
  }),
  ...one('/menu/categoriesoritems/categories', {
    section: 'menu',
    kind: 'screen',
    rule: { featureIds: [F.MenuItemCategory] },
    subtitle: 'Category.Subtitle',
  }),
  ...one('/menu/categoriesoritems/items', {
    section: 'menu',
    kind: 'screen',
    rule: { featureIds: [F.MenuItemCategory] },
    subtitle: 'Item.ListSubtitle',
  }),
  ...one('/menu/categoriesoritems/items/:itemId', {
    section: 'menu',
    kind: 'screen',
    rule: { featureIds: [F.MenuItemCategory] },
  }),
  ...one('/menu/modifiers', { section: 'menu', kind: 'legacy', rule: { featureIds: [F.MenuModifiers] } }),
  ...one('/menu/discounts', {
    section: 'menu',
    kind: 'screen',
    rule: { featureIds: [F.MenuDiscounts] },
    subtitle: 'Discount.Subtitle',
  }),
  ...one('/menu/discounts/:discountId', {
    section: 'menu',
    kind: 'screen',
    rule: { featureIds: [F.MenuDiscounts] },
  }),
  ...one('/menu/itemAvailability', {
    section: 'menu',
    kind: 'screen',
    rule: { featureIds: [F.MenuItemAvailability] },
    subtitle: 'ItemAvailability.Subtitle',
    // set store by store, by the store's staff: a company user lands on My store (docs/decisions.md)
    sendsTo: { when: 'enterpriseLevel', to: '/mystore' },
  }),
  ...one('/menu/promotions', { section: 'menu', kind: 'legacy', rule: { featureIds: [F.MenuPromotions] } }),
  ...one('/menu/pricelists', { section: 'menu', kind: 'legacy', rule: { featureIds: [F.MenuPriceList] } }),
  // 2-menu §2, §6: its flag and the store type: the restaurant point-of-sale mode (1, 3 counting as
  // 1) only — not the commerce mode 2 nor modes 4 and 6 (docs/decisions.md, loyalty tier pricing)
  ...one('/menu/loyaltytierpricing', {
    section: 'menu',
    kind: 'screen',
    rule: {
      featureIds: [F.MenuLoyaltyTierPriceList],
      featureFlags: ['loyaltyTierPricing'],
      onlyInModes: [ProductMode.Pos],
    },
    subtitle: 'LoyaltyTierPricing.Subtitle',
  }),
  ...one('/menu/departments', {
    section: 'menu',
    kind: 'legacy',
    rule: { featureIds: [F.MenuDepartments, F.MenuMore] },
  }),
  ...one('/menu/tags', { section: 'menu', kind: 'legacy', rule: { featureIds: [F.MenuTags, F.MenuMore] } }),
  ...one('/menu/configuration', {
    section: 'menu',
    kind: 'legacy',
    rule: { featureIds: [F.MenuConfiguration] },
  }),
  ...one('/menu/pricing', { section: 'menu', kind: 'legacy', rule: { featureIds: [F.MenuPricing] } }),
  ...many(['/menu/manage/snapshot', '/menu/manage/countentry', '/menu/manage/receive'], {
    section: 'menu',
    kind: 'legacy',
    rule: { featureIds: [F.MenuManage], notInModes: [COMMERCE] },
  }),
  ...many(['/menu/events', '/menu/events/:eventId'], {
    section: 'menu',
    kind: 'legacy',
    rule: { featureIds: [F.MenuEvents] },
  }),
  ...one('/menu/donations', {
    section: 'menu',
    kind: 'legacy',
    rule: { featureIds: [F.MenuDonations], portalFlags: ['featDonations'] },
  }),

  // Results: report areas by feature ids, under their sub-headings
  ...many(
    [
      '/results/sales/summary',
      '/results/sales/department',
      '/results/sales/item',
      '/results/sales/modifier',
      '/results/sales/hourly',
      '/results/sales/nonsalesrevenue',
      '/results/sales/salescommissions',
    ],
    { section: 'results', group: 'sales', kind: 'screen', rule: reports },
  ),
  ...one('/results/sales/donations', {
    section: 'results',
    group: 'sales',
    kind: 'screen',
    rule: { ...reports, portalFlags: ['featDonations'] },
  }),
  ...many(
    [
      '/results/operations/summary',
      '/results/operations/device',
      '/results/operations/employee',
      '/results/operations/location',
      '/results/operations/discountspromotions',
      '/results/operations/taxes',
      '/results/operations/labor',
      '/results/operations/tips',
      '/results/operations/voidaudit',
      '/results/operations/shifts',
      '/results/operations/timeClock',
      '/results/operations/priceOverrides',
    ],
    { section: 'results', group: 'operations', kind: 'screen', rule: reports },
  ),
  ...one('/results/operations/offlinecredit', {
    section: 'results',
    group: 'operations',
    kind: 'screen',
    rule: { ...reports, resellerItem: 'offlineCredit' },
  }),
  ...many(
    [
      '/results/customer/sales',
      '/results/customer/notes',
      '/results/customer/bulkemail',
      '/results/customer/houseaccounts',
      '/results/customer/accountactivity',
    ],
    { section: 'results', group: 'customer', kind: 'screen', rule: reports },
  ),
  ...many(
    [
      '/results/list/items',
      '/results/list/modifiers',
      '/results/list/customers',
      '/results/list/employees',
      '/results/list/devices',
    ],
    { section: 'results', group: 'lists', kind: 'screen', rule: reports },
  ),
  // 2-menu §2, §6: the newer page behind its flag; a ticket of the list is the detail route (hidden
  // from the menu), so Back works and a ticket has an address of its own
  ...one('/results/posTrans', {
    section: 'results',
    group: 'otherReports',
    kind: 'screen',
    rule: { featureIds: [F.ReportPosTransactions] },
    screenFlag: 'posTransactionsPage',
  }),
  ...one('/results/posTrans/:documentId', {
    section: 'results',
    kind: 'screen',
    rule: { featureIds: [F.ReportPosTransactions] },
    screenFlag: 'posTransactionsPage',
  }),
  ...one('/results/cashmanager', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportCashManager], portalFlags: ['featCashManager'] },
  }),
  ...one('/results/financial', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportFinancialShifts] },
  }),
  ...one('/results/labor', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportLaborShifts] },
  }),
  ...one('/results/accounting', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportAccounting] },
  }),
  ...one('/results/credit', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportCreditSettlement] },
  }),
  ...one('/results/commercecredit', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportCommerceCreditSettlement] },
  }),
  ...one('/results/giftSettlement', {
    section: 'results',
    group: 'otherReports',
    kind: 'legacy',
    rule: { featureIds: [F.ReportGiftSettlement] },
  }),

  // Settings: the index, then sub-headed entries
  ...one('/settings', { section: 'settings', kind: 'screen', rule: settingsArea }),
  // 3-settings §2: the company information form when its flag is on, otherwise the older page
  ...one('/settings/companyinformation/info', flaggedSettingsScreen('company', 'companyInfo')),
  ...many(['/settings/companyinformation/options', '/settings/companyinformation/customerprofilesetup'], {
    section: 'settings',
    group: 'company',
    kind: 'legacy',
    rule: settingsArea,
  }),
  ...many(['/settings/revenuecenters', '/settings/revenuecenters/:revenuecenterId'], {
    section: 'settings',
    group: 'company',
    kind: 'screen',
    rule: { ...settingsArea, featureFlags: ['revenueCenter'], when: 'managesMerchant' },
  }),
  ...one('/settings/store/storeconfiguration', flaggedSettingsScreen('store', 'storeConfigurationPage')),
  // 3-settings §2: the alert form when its flag is on, otherwise the older page
  ...one('/settings/store/alertmanagement', flaggedSettingsScreen('store', 'alertsManagementPage')),
  ...many(
    [
      '/settings/store/storeoptions',
      '/settings/store/storegratuity',
      '/settings/store/menuqrcode',
      '/settings/store/voidreasoncode',
      '/settings/store/cashmanagement',
      '/settings/store/storeschedule',
      '/settings/store/instoreapi',
    ],
    { section: 'settings', group: 'store', kind: 'legacy', rule: settingsArea },
  ),
  ...many(
    [
      '/settings/taxes/taxes',
      '/settings/taxes/taxtables',
      '/settings/payments',
      '/settings/paymentmethods',
      '/settings/customtenders',
    ],
    { section: 'settings', group: 'taxesPayments', kind: 'legacy', rule: settingsArea },
  ),
  // 3-settings §2: the newer list when its flag is on, otherwise the older page
  ...one('/settings/paycodes', flaggedSettingsScreen('taxesPayments', 'payInOutCodesPage')),
  ...one('/settings/charges', {
    section: 'settings',
    group: 'taxesPayments',
    kind: 'legacy',
    rule: settingsArea,
  }),
  ...many(['/settings/kitchen/routing', '/settings/kitchen/expostation', '/settings/venueseats'], {
    section: 'settings',
    group: 'kitchen',
    kind: 'legacy',
    rule: settingsArea,
  }),
  // Admin settings: the admin-area table (1-foundation §6)
  ...adminNames.map(
    (name): PortalRoute<`/settings/admin/${typeof name}`> => ({
      path: `/settings/admin/${name}`,
      section: 'settings',
      group: 'admin',
      kind: 'legacy',
      rule: { adminItem: adminRouteItems[name] },
    }),
  ),
  ...many(['/settings/supportadmin/productModePage', '/settings/supportadmin/inStoreServerPage'], {
    section: 'settings',
    group: 'supportAdmin',
    kind: 'legacy',
    rule: { when: 'supportLevel' },
  }),

  // Online ordering (4-online-ordering §2): the order desk for everyone with the area, its set-up for
  // the merchant's admins; operating hours, capacity and menu settings also need their flags
  ...many(['/onlineordering/ordermanager', '/onlineordering/store', '/onlineordering/hours'], {
    section: 'onlineordering',
    kind: 'screen',
    rule: { featureIds: [F.OnlineOrdering] },
  }),
  ...many(
    [
      '/onlineordering/preptime',
      '/onlineordering/tipping',
      '/onlineordering/fees',
      '/onlineordering/branding',
      '/onlineordering/privacy',
      '/onlineordering/ordersettings',
    ],
    {
      section: 'onlineordering',
      kind: 'screen',
      rule: { featureIds: [F.OnlineOrdering], when: 'managesMerchant' },
    },
  ),
  ...one('/onlineordering/operatinghours', {
    section: 'onlineordering',
    kind: 'screen',
    rule: { featureIds: [F.OnlineOrdering], featureFlags: ['operatingHoursPage'], when: 'managesMerchant' },
  }),
  ...one('/onlineordering/capacitymanagement', {
    section: 'onlineordering',
    kind: 'screen',
    rule: {
      featureIds: [F.OnlineOrdering],
      featureFlags: ['capacityManagementOrderCount'],
      when: 'managesMerchant',
    },
  }),
  ...one('/onlineordering/menusettings', {
    section: 'onlineordering',
    kind: 'screen',
    rule: { featureIds: [F.OnlineOrdering], featureFlags: ['popularMenuItems'], when: 'managesMerchant' },
  }),
] as const satisfies readonly PortalRoute[];

/** Every path of the route table, as a type: a path outside the table does not compile. */
export type RoutePath = (typeof routes)[number]['path'];

/** The `:name` parameters of a route path. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/**
 * A concrete portal path of a route, its parameters filled in (encoded):
 * `routePath('/menu/discounts/:discountId', { discountId: 0 })` → '/menu/discounts/0'.
 */
export function routePath<P extends RoutePath>(
  path: P,
  ...params: keyof PathParams<P> extends never ? [] : [PathParams<P>]
): string {
  return fillPath(path, (params[0] ?? {}) as Record<string, string | number>);
}

/** The id a detail path ends with (/menu/discounts/12 → 12), or null when it is not a whole number. */
export function pathIdOf(path: string): number | null {
  const last = path.replace(/\/$/, '').split('/').at(-1) ?? '';
  return /^\d{1,9}$/.test(last) ? Number(last) : null;
}

/** A record's id as an address query carries it (?category=12), or null when it is not one. */
export function idParam(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** A path pattern with its `:name` parameters filled in (encoded); what routePath does untyped. */
export function fillPath(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/**
 * Whether a route shows its newer screen (when it has one) rather than its classic page: always,
 * unless it names a `screenFlag` that is off for the merchant (2-menu §2, §6).
 */
export function routeShowsScreen(
  route: Pick<PortalRoute, 'screenFlag'>,
  flags: Readonly<FeatureFlags>,
): boolean {
  return route.screenFlag === undefined || flags[route.screenFlag];
}

type TitleSegment<S extends string> = S extends `:${string}` ? 'detail' : S;
type TitleSegments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? `${TitleSegment<Head>}.${TitleSegments<Rest>}`
  : TitleSegment<P>;
/** A route's title key as a type too, so the portal's t() checks the catalogue has every route's title. */
export type RouteTitleKey<P extends string = RoutePath> = P extends `/${infer Rest}`
  ? `Route.${TitleSegments<Rest>}`
  : never;

/** The catalogue key of a route's title: Route.menu.discounts.:discountId → Route.menu.discounts.detail */
export function routeTitleKey<P extends RoutePath>(path: P): RouteTitleKey<P> {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? 'detail' : p));
  return `Route.${parts.join('.')}` as RouteTitleKey<P>;
}

/** The section title of the narrow-screen header: the third path segment of the portal URL. */
export function sectionOf(pathname: string): Section | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return (sections as readonly string[]).includes(first) ? (first as Section) : null;
}

function segmentsMatch(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((s, i) => (s.startsWith(':') ? b[i] !== '' : s === b[i]));
}

/** The route of the table a portal path belongs to (a pattern such as /menu/discounts/:discountId), or null. */
export function routeOfPath(pathname: string): (typeof routes)[number] | null {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return (
    routes.find((r) => r.path === path) ??
    routes.find((r) => r.path.includes(':') && segmentsMatch(r.path, path)) ??
    null
  );
}
