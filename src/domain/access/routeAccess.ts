import { BANK_RESELLER_ID, ProductMode, Reseller, effectiveProductMode } from '../enums';
import { FeatureId } from '../features';
import type { FeatureFlagName } from '../featureFlags';
import { MYSTORE_FEATURE_IDS, type PortalYesFlag } from '../portalData';
import { routes, type PortalRoute, type Section } from '../routes';
import { adminAreaAllowed, adminRouteItems } from './adminArea';
import type { AccessContext } from './context';
import { canSelectMerchant, inRoleGroup } from './roleGroups';
import { resellerAllows, type ResellerItem } from './reseller';
import {
  limitFeatureApplies,
  limitFeatures,
  managesMerchant,
  userMenuAccess,
  type UserMenuAccess,
} from './userMenu';

/**
 * What shows a route of the route table (and its side-menu entry): every condition given must hold.
 * Conditions that are not simple data are named predicates (`when`), each documented below.
 */
export interface RouteRule {
  /** All of these feature ids. */
  featureIds?: readonly number[];
  /** At least one of these feature ids. */
  anyFeatureIds?: readonly number[];
  /** Hidden in these product modes (3 counts as 1). */
  notInModes?: readonly number[];
  /** Shown only in these product modes (3 counts as 1). */
  onlyInModes?: readonly number[];
  /** These merchant flags are Y. */
  portalFlags?: readonly PortalYesFlag[];
  /** These feature flags are on. */
  featureFlags?: readonly FeatureFlagName[];
  /** The reseller does not hide this item. */
  resellerItem?: ResellerItem;
  /** An item of the admin-area table. */
  adminItem?: string;
  /** An entry of the user menu. */
  userMenu?: keyof UserMenuAccess;
  /** A named predicate. */
  when?: RoutePredicate;
}

export type RoutePredicate =
  | 'managesMerchant'
  | 'supportLevel'
  | 'defaultReseller'
  | 'hasMerchant'
  | 'securityControlsHaveSomethingToControl';

const predicates: Record<RoutePredicate, (ctx: AccessContext) => boolean> = {
  /** admin, merchant admin, account manager or support-level */
  managesMerchant,
  supportLevel: (ctx) => inRoleGroup('supportLevel', ctx),
  /** a non-reseller merchant, i.e. reseller 1 */
  defaultReseller: (ctx) => ctx.resellerId === Reseller.Default,
  hasMerchant: (ctx) => ctx.hasMerchant,
  /** a limit-type feature applies (mode 2, country 840) or user-role overrides can be restricted */
  securityControlsHaveSomethingToControl: (ctx) =>
    limitFeatures.some((f) => limitFeatureApplies(f, ctx)) || ctx.flags.restrictUserRolesOverride,
};

const F = FeatureId;
const COMMERCE = ProductMode.Commerce;

const sameRule = (paths: string[], rule: RouteRule) => Object.fromEntries(paths.map((p) => [p, rule]));
const under = (prefix: string, names: string[]) => names.map((n) => `${prefix}/${n}`);

/** The visibility of every route of the table (1-foundation.md §2 "Side menu", §6; 3-settings §6; 4-online-ordering §2). */
export const routeRules: Readonly<Record<string, RouteRule>> = {
  // Top level
  '/mystore': { anyFeatureIds: MYSTORE_FEATURE_IDS },
  '/ecommerce': { featureIds: [F.ECommerce] },
  '/pilotprogram': {
    portalFlags: ['featPilotProgram'],
    when: 'defaultReseller',
    resellerItem: 'pilotProgram',
  },
  '/supportTools': { userMenu: 'supportTools' },

  // My account
  ...sameRule(under('/account', ['overview', 'mystores', 'mydevices', 'mymessages', 'myhelpurls']), {
    userMenu: 'myAccount',
  }),
  '/account/myintegrations': { userMenu: 'myAccount', resellerItem: 'myIntegrations' },
  '/account/mybills': { userMenu: 'myAccount', resellerItem: 'myBills' },
  '/account/purchasetermsandconditions': { userMenu: 'myAccount', resellerItem: 'termsAndConditions' },

  // Admin settings: the admin-area table
  ...Object.fromEntries(
    Object.entries(adminRouteItems).map(([name, item]) => [`/settings/admin/${name}`, { adminItem: item }]),
  ),

  // Customers
  ...sameRule(under('/customers', ['email', 'loyalty', 'survey', 'customers', 'social', 'houseaccounts']), {
    featureIds: [F.Customers],
  }),

  // Employees (3-settings-and-employees §6)
  '/employees/employees': { featureIds: [F.Employees] },
  '/employees/userroles': { featureIds: [F.Employees], when: 'managesMerchant' },
  '/employees/breaks': { featureIds: [F.Employees], onlyInModes: [COMMERCE] },
  '/employees/securityControls': {
    featureIds: [F.Employees],
    featureFlags: ['securityControlPage'],
    when: 'securityControlsHaveSomethingToControl',
  },
  '/employees/timeClock': { featureIds: [F.Employees], notInModes: [COMMERCE] },
  '/employees/scheduleEnforcement': {
    featureIds: [F.Employees],
    featureFlags: ['scheduleEnforcement'],
    when: 'managesMerchant',
  },

  // Menu (inventory): sub-areas by feature ids and product mode
  ...sameRule(
    [
      '/menu/categoriesoritems',
      ...under('/menu/categoriesoritems', ['categories', 'items', 'items/:itemId']),
    ],
    { featureIds: [F.MenuItemCategory] },
  ),
  '/menu/modifiers': { featureIds: [F.MenuModifiers] },
  '/menu/pricelists': { featureIds: [F.MenuPriceList] },
  '/menu/loyaltytierpricing': {
    featureIds: [F.MenuLoyaltyTierPriceList],
    featureFlags: ['loyaltyTierPricing'],
  },
  '/menu/departments': { featureIds: [F.MenuDepartments, F.MenuMore] },
  '/menu/tags': { featureIds: [F.MenuTags, F.MenuMore] },
  '/menu/discounts': { featureIds: [F.MenuDiscounts] },
  '/menu/discounts/:discountId': { featureIds: [F.MenuDiscounts] },
  '/menu/promotions': { featureIds: [F.MenuPromotions] },
  '/menu/pricing': { featureIds: [F.MenuPricing] },
  '/menu/events': { featureIds: [F.MenuEvents] },
  '/menu/events/:eventId': { featureIds: [F.MenuEvents] },
  ...sameRule(under('/menu/manage', ['snapshot', 'countentry', 'receive']), {
    featureIds: [F.MenuManage],
    notInModes: [COMMERCE],
  }),
  '/menu/configuration': { featureIds: [F.MenuConfiguration] },
  '/menu/donations': { featureIds: [F.MenuDonations], portalFlags: ['featDonations'] },
  '/menu/itemAvailability': { featureIds: [F.MenuItemAvailability] },

  // Results: report areas by feature ids
  ...sameRule(
    [
      ...under('/results/operations', [
        'summary',
        'device',
        'employee',
        'location',
        'discountspromotions',
        'taxes',
        'labor',
        'tips',
        'voidaudit',
        'shifts',
        'timeClock',
        'priceOverrides',
      ]),
      ...under('/results/sales', [
        'department',
        'item',
        'modifier',
        'summary',
        'hourly',
        'nonsalesrevenue',
        'salescommissions',
      ]),
      ...under('/results/customer', ['bulkemail', 'notes', 'sales', 'houseaccounts', 'accountactivity']),
      ...under('/results/list', ['items', 'modifiers', 'customers', 'employees', 'devices']),
    ],
    { featureIds: [F.Reports] },
  ),
  '/results/operations/offlinecredit': { featureIds: [F.Reports], resellerItem: 'offlineCredit' },
  '/results/sales/donations': { featureIds: [F.Reports], portalFlags: ['featDonations'] },
  '/results/posTrans': { featureIds: [F.ReportPosTransactions] },
  '/results/cashmanager': { featureIds: [F.ReportCashManager], portalFlags: ['featCashManager'] },
  '/results/financial': { featureIds: [F.ReportFinancialShifts] },
  '/results/labor': { featureIds: [F.ReportLaborShifts] },
  '/results/accounting': { featureIds: [F.ReportAccounting] },
  '/results/credit': { featureIds: [F.ReportCreditSettlement] },
  '/results/commercecredit': { featureIds: [F.ReportCommerceCreditSettlement] },
  '/results/giftSettlement': { featureIds: [F.ReportGiftSettlement] },

  // Settings
  ...sameRule(
    [
      '/settings',
      ...under('/settings/companyinformation', ['info', 'options', 'customerprofilesetup']),
      ...under('/settings/store', [
        'storeconfiguration',
        'storeoptions',
        'storegratuity',
        'menuqrcode',
        'voidreasoncode',
        'alertmanagement',
        'cashmanagement',
        'storeschedule',
        'instoreapi',
      ]),
      '/settings/taxes/taxes',
      '/settings/taxes/taxtables',
      '/settings/payments',
      '/settings/paymentmethods',
      '/settings/customtenders',
      '/settings/paycodes',
      '/settings/charges',
      '/settings/kitchen/routing',
      '/settings/kitchen/expostation',
      '/settings/venueseats',
    ],
    { featureIds: [F.Settings] },
  ),
  ...sameRule(['/settings/revenuecenters', '/settings/revenuecenters/:revenuecenterId'], {
    featureIds: [F.Settings],
    featureFlags: ['revenueCenter'],
    when: 'managesMerchant',
  }),
  ...sameRule(under('/settings/supportadmin', ['productModePage', 'inStoreServerPage']), {
    when: 'supportLevel',
  }),

  // Online ordering (4-online-ordering §2): the order desk for everyone with the area, its set-up for
  // the merchant's admins; operating hours, capacity and menu settings also need their flags
  ...sameRule(under('/onlineordering', ['ordermanager', 'store', 'hours']), {
    featureIds: [F.OnlineOrdering],
  }),
  ...sameRule(
    under('/onlineordering', ['preptime', 'tipping', 'fees', 'branding', 'privacy', 'ordersettings']),
    {
      featureIds: [F.OnlineOrdering],
      when: 'managesMerchant',
    },
  ),
  '/onlineordering/operatinghours': {
    featureIds: [F.OnlineOrdering],
    featureFlags: ['operatingHoursPage'],
    when: 'managesMerchant',
  },
  '/onlineordering/capacitymanagement': {
    featureIds: [F.OnlineOrdering],
    featureFlags: ['capacityManagementOrderCount'],
    when: 'managesMerchant',
  },
  '/onlineordering/menusettings': {
    featureIds: [F.OnlineOrdering],
    featureFlags: ['popularMenuItems'],
    when: 'managesMerchant',
  },
};

/** Whether a rule holds in a context. */
export function ruleHolds(rule: RouteRule, ctx: AccessContext): boolean {
  const mode = effectiveProductMode(ctx.productMode);
  if (rule.featureIds && !rule.featureIds.every((id) => ctx.featureIds.includes(id))) return false;
  if (rule.anyFeatureIds && !rule.anyFeatureIds.some((id) => ctx.featureIds.includes(id))) return false;
  if (rule.notInModes?.includes(mode)) return false;
  if (rule.onlyInModes && !rule.onlyInModes.includes(mode)) return false;
  if (rule.portalFlags && !rule.portalFlags.every((f) => ctx.portalFlags[f])) return false;
  if (rule.featureFlags && !rule.featureFlags.every((f) => ctx.flags[f])) return false;
  if (rule.resellerItem && !resellerAllows(rule.resellerItem, ctx.resellerId)) return false;
  if (rule.adminItem && !adminAreaAllowed(rule.adminItem, ctx)) return false;
  if (rule.userMenu && !userMenuAccess(ctx)[rule.userMenu]) return false;
  if (rule.when && !predicates[rule.when](ctx)) return false;
  return true;
}

function segmentsMatch(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((s, i) => (s.startsWith(':') ? b[i] !== '' : s === b[i]));
}

/** The route of the table a portal path belongs to (a pattern such as /menu/discounts/:discountId), or null. */
export function routeOfPath(pathname: string): PortalRoute | null {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return (
    routes.find((r) => r.path === path) ??
    routes.find((r) => r.path.includes(':') && segmentsMatch(r.path, path)) ??
    null
  );
}

/** Whether the context may see a route (a pattern of the table, or a concrete portal path). Unknown paths: no. */
export function canSeeRoute(path: string, ctx: AccessContext): boolean {
  const route = routeOfPath(path);
  if (!route) return false;
  const rule = routeRules[route.path];
  return rule !== undefined && ruleHolds(rule, ctx);
}

/** Side-menu sections in the order of 1-foundation.md §2 "Side menu". */
export const sideMenuSections: readonly Section[] = [
  'mystore',
  'results',
  'menu',
  'customers',
  'employees',
  'ecommerce',
  'onlineordering',
  'settings',
  'account',
];

/** Routes that are pages but not side-menu entries: details (:id), the categories-or-items parent, the settings index (a bottom item). */
export function isSideMenuEntry(path: string): boolean {
  return !path.includes(':') && path !== '/menu/categoriesoritems' && path !== '/settings';
}

/** The side menu a context sees: each section with its visible entries, empty sections left out. */
export function sideMenuFor(ctx: AccessContext): { section: Section; paths: string[] }[] {
  if (!ctx.flags.loadSidebar) return [];
  return sideMenuSections
    .map((section) => ({
      section,
      paths: routes
        .filter((r) => r.section === section && isSideMenuEntry(r.path) && canSeeRoute(r.path, ctx))
        .map((r) => r.path),
    }))
    .filter((s) => s.paths.length > 0);
}

export type BottomItem = 'settings' | 'helpCenter' | 'pilotProgram';

/** The side menu's bottom items: Settings (the settings index), Help center (always), Pilot program (flag and reseller 1). */
export function bottomItemsFor(ctx: AccessContext): BottomItem[] {
  const items: BottomItem[] = [];
  if (canSeeRoute('/settings', ctx)) items.push('settings');
  items.push('helpCenter');
  if (canSeeRoute('/pilotprogram', ctx)) items.push('pilotProgram');
  return items;
}

/** The section title of the narrow-screen header is called Menu instead of Inventory in product mode 2. */
export function menuSectionIsCalledMenu(ctx: Pick<AccessContext, 'productMode'>): boolean {
  return effectiveProductMode(ctx.productMode) === COMMERCE;
}

export type MyStoreTabId = 'activity' | 'sales' | 'customers';

export interface MyStoreTab {
  id: MyStoreTabId;
  /**
   * Smart-manager reporting (the portal data's isASMReportingEnabled): the tab adds the full report's
   * figures by hour to its dashboard.
   */
  fullReport: boolean;
}

/**
 * The my-store tabs (3-settings-and-employees §2): activity summary (first, selected by default),
 * sales dashboard, customer dashboard (hidden for the bank reseller in product mode 4). With the
 * smart-manager reporting flag the activity and sales tabs show the full report's figures too.
 */
export function myStoreTabs(ctx: AccessContext): MyStoreTab[] {
  const report = ctx.embeddedReports;
  const tabs: MyStoreTab[] = [
    { id: 'activity', fullReport: report },
    { id: 'sales', fullReport: report },
  ];
  if (!(ctx.resellerId === BANK_RESELLER_ID && ctx.productMode === ProductMode.Four)) {
    tabs.push({ id: 'customers', fullReport: false });
  }
  return tabs;
}

/** The header's store button: the store selector is available (supportStoreChange), with a store to switch to. */
export function canSelectStore(ctx: AccessContext): boolean {
  if (canSelectMerchant(ctx)) return ctx.hasMerchant;
  return ctx.supportStoreChange && ctx.activeStoreCount > 1;
}
