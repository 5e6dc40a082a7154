import { BANK_RESELLER_ID, ProductMode, Reseller, effectiveProductMode } from '../enums';
import { type MenuGroup, type RoutePath, routeOfPath, routes, type Section } from '../routes';
import { adminAreaAllowed } from './adminArea';
import type { AccessContext } from './context';
import { isEnterpriseLevel } from '../itemAvailabilityRules';
import type { RoutePredicate, RouteRule } from './rule';
import { canSelectMerchant, inRoleGroup } from './roleGroups';
import { resellerAllows } from './reseller';
import { limitFeatureApplies, limitFeatures, managesMerchant, userMenuAccess } from './userMenu';

export { routeOfPath };

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
  /** a company-level user, whatever store is chosen (2-menu §2, §6) */
  enterpriseLevel: isEnterpriseLevel,
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

/** Whether the context may see a route (a pattern of the table, or a concrete portal path). Unknown paths: no. */
export function canSeeRoute(path: string, ctx: AccessContext): boolean {
  const route = routeOfPath(path);
  return route !== null && ruleHolds(route.rule, ctx);
}

/**
 * Where a route sends the context instead of showing its page (the route's `sendsTo`), or null: a
 * path of the route table. The portal follows it before the screen loads (RoutePage), and the
 * server answers the route's page with a redirect to it (server/routes/portalAssets.ts).
 */
export function routeSendsTo(path: string, ctx: AccessContext): string | null {
  const route = routeOfPath(path);
  if (!route?.sendsTo || !ruleHolds(route.rule, ctx)) return null;
  return predicates[route.sendsTo.when](ctx) ? route.sendsTo.to : null;
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
export function sideMenuFor(
  ctx: AccessContext,
): { section: Section; entries: { path: RoutePath; group?: MenuGroup }[] }[] {
  if (!ctx.flags.loadSidebar) return [];
  return sideMenuSections
    .map((section) => ({
      section,
      entries: routes
        .filter((r) => r.section === section && isSideMenuEntry(r.path) && ruleHolds(r.rule, ctx))
        .map((r): { path: RoutePath; group?: MenuGroup } => ({
          path: r.path,
          group: 'group' in r ? r.group : undefined,
        })),
    }))
    .filter((s) => s.entries.length > 0);
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
  return effectiveProductMode(ctx.productMode) === ProductMode.Commerce;
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
