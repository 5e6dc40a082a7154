import { describe, expect, it } from 'vitest';
import { allFeatureIds, FeatureId } from '../features';
import { fallbackFeatureFlags, featureFlagNames, type FeatureFlags } from '../featureFlags';
import type { PortalData } from '../portalData';
import { routePath, routes } from '../routes';
import { SilverRole } from '../roles';
import { accessContextFor, accessContextOf, type AccessContext } from './context';
import {
  bottomItemsFor,
  canSeeRoute,
  canSelectStore,
  menuSectionIsCalledMenu,
  myStoreTabs,
  routeOfPath,
  routeSendsTo,
  sideMenuFor,
} from './routeAccess';

const allFlags = Object.fromEntries(featureFlagNames.map((n) => [n, true])) as FeatureFlags;
/** A company account manager of a default-reseller merchant with every feature id, Y-flag and feature flag. */
const everything = (over: Parameters<typeof accessContextFor>[0] = {}): AccessContext =>
  accessContextFor({
    featureIds: allFeatureIds,
    isAccountManager: true,
    customerCare: true,
    portalFlags: {
      featDonations: true,
      featPilotProgram: true,
      featCashManager: true,
      featDynamicDelivery: true,
      featLimitOpenChecks: true,
      featLimitMaxRefundAmount: true,
      featLimitClearItems: true,
      featLimitDeleteTickets: true,
    },
    flags: allFlags,
    ...over,
  });
const without = (id: number, over: Parameters<typeof accessContextFor>[0] = {}) =>
  everything({ featureIds: allFeatureIds.filter((f) => f !== id), ...over });

describe('the route table is gated in one place', () => {
  it('every route of the table has one path and its own visibility rule', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes.every((r) => typeof r.rule === 'object')).toBe(true);
  });
  it('paths are built from the table with their parameters', () => {
    expect(routePath('/menu/discounts/:discountId', { discountId: 0 })).toBe('/menu/discounts/0');
    expect(routePath('/settings/revenuecenters/:revenuecenterId', { revenuecenterId: 'a b' })).toBe(
      '/settings/revenuecenters/a%20b',
    );
    expect(routePath('/mystore')).toBe('/mystore');
  });
  it('a path outside the table is never visible', () => {
    expect(canSeeRoute('/nowhere', everything())).toBe(false);
  });
  it('concrete paths find their route (details included)', () => {
    expect(routeOfPath('/menu/discounts/12')?.path).toBe('/menu/discounts/:discountId');
    expect(routeOfPath('/menu/discounts')?.path).toBe('/menu/discounts');
    expect(routeOfPath('/menu/discounts/')?.path).toBe('/menu/discounts');
    expect(routeOfPath('/settings/revenuecenters/4?x=1')?.path).toBe(
      '/settings/revenuecenters/:revenuecenterId',
    );
    expect(routeOfPath('/menu/discounts/1/2')).toBeNull();
  });
});

describe('2-menu §2: item availability is not for enterprise users (they are redirected elsewhere)', () => {
  const storeUser = { ...everything().roles, isCompanyUser: false };
  it('sends a company user to My store, with or without a trailing slash', () => {
    expect(routeSendsTo('/menu/itemAvailability', everything())).toBe('/mystore');
    expect(routeSendsTo('/menu/itemAvailability/', everything())).toBe('/mystore');
  });
  it('shows it to a store user; sends no one from a route they may not see or a route without sendsTo', () => {
    expect(routeSendsTo('/menu/itemAvailability', everything({ roles: storeUser }))).toBeNull();
    expect(routeSendsTo('/menu/itemAvailability', without(FeatureId.MenuItemAvailability))).toBeNull();
    expect(routeSendsTo('/menu/discounts', everything())).toBeNull();
    expect(routeSendsTo('/nowhere', everything())).toBeNull();
  });
  it('every route that sends elsewhere sends to a page of the route table with nothing to send on', () => {
    for (const route of routes.filter((r) => r.sendsTo)) {
      const to = route.sendsTo?.to ?? '';
      expect(routeOfPath(to)?.path, route.path).toBe(to);
      expect(routeOfPath(to)?.sendsTo, route.path).toBeUndefined();
    }
  });
});

describe('1-foundation §2 side menu: sections in the spec order', () => {
  it('My store, Results, Inventory, Customers, Employees, E-commerce, Online ordering, Settings, My account', () => {
    expect(sideMenuFor(everything()).map((s) => s.section)).toEqual([
      'mystore',
      'results',
      'menu',
      'customers',
      'employees',
      'ecommerce',
      'onlineordering',
      'settings',
      'account',
    ]);
  });
  it('Inventory is called Menu in product mode 2', () => {
    expect(menuSectionIsCalledMenu({ productMode: 2 })).toBe(true);
    expect(menuSectionIsCalledMenu({ productMode: 1 })).toBe(false);
    expect(menuSectionIsCalledMenu({ productMode: 3 })).toBe(false);
  });
  it('a section with nothing visible is left out', () => {
    expect(sideMenuFor(without(FeatureId.ECommerce)).map((s) => s.section)).not.toContain('ecommerce');
  });
  it('details, the categories-or-items parent and the settings index are not menu entries', () => {
    const paths: string[] = sideMenuFor(everything()).flatMap((s) => s.entries.map((e) => e.path));
    expect(paths.some((p) => p.includes(':'))).toBe(false);
    expect(paths).not.toContain('/menu/categoriesoritems');
    expect(paths).not.toContain('/settings');
  });
  it('Results has sub-headings: sales, operations, customer, lists, other reports', () => {
    const results = sideMenuFor(everything()).find((s) => s.section === 'results');
    expect([...new Set(results?.entries.map((e) => e.group))]).toEqual([
      'sales',
      'operations',
      'customer',
      'lists',
      'otherReports',
    ]);
  });
  it('the load-sidebar flag off leaves the side menu empty', () => {
    expect(sideMenuFor(everything({ flags: { loadSidebar: false } }))).toEqual([]);
  });
});

describe('1-foundation §2: menu sub-area visibility depends on product mode and feature ids', () => {
  const cases: [string, number, string[]][] = [
    [
      'item category',
      FeatureId.MenuItemCategory,
      ['/menu/categoriesoritems/categories', '/menu/categoriesoritems/items'],
    ],
    ['modifiers', FeatureId.MenuModifiers, ['/menu/modifiers']],
    ['price list', FeatureId.MenuPriceList, ['/menu/pricelists']],
    ['loyalty tiered price list', FeatureId.MenuLoyaltyTierPriceList, ['/menu/loyaltytierpricing']],
    ['departments', FeatureId.MenuDepartments, ['/menu/departments']],
    ['tags', FeatureId.MenuTags, ['/menu/tags']],
    ['discounts', FeatureId.MenuDiscounts, ['/menu/discounts', '/menu/discounts/:discountId']],
    ['promotions', FeatureId.MenuPromotions, ['/menu/promotions']],
    ['pricing', FeatureId.MenuPricing, ['/menu/pricing']],
    ['events', FeatureId.MenuEvents, ['/menu/events', '/menu/events/:eventId']],
    [
      'manage',
      FeatureId.MenuManage,
      ['/menu/manage/snapshot', '/menu/manage/countentry', '/menu/manage/receive'],
    ],
    ['more (departments and tags)', FeatureId.MenuMore, ['/menu/departments', '/menu/tags']],
    ['configuration', FeatureId.MenuConfiguration, ['/menu/configuration']],
    ['donations', FeatureId.MenuDonations, ['/menu/donations']],
    ['item availability', FeatureId.MenuItemAvailability, ['/menu/itemAvailability']],
  ];
  it.each(cases)('%s (feature id %i)', (_name, id, paths) => {
    for (const p of paths) {
      expect(canSeeRoute(p, everything()), p).toBe(true);
      expect(canSeeRoute(p, without(id)), p).toBe(false);
    }
  });
  it('manage (inventory counts) is not in product mode 2', () => {
    expect(canSeeRoute('/menu/manage/snapshot', everything({ productMode: 2 }))).toBe(false);
    expect(canSeeRoute('/menu/manage/snapshot', everything({ productMode: 3 }))).toBe(true);
  });
  it('loyalty tier pricing also needs its flag', () => {
    expect(
      canSeeRoute('/menu/loyaltytierpricing', everything({ flags: { loyaltyTierPricing: false } })),
    ).toBe(false);
  });
  it('2-menu §6: loyalty tier pricing needs its store type: the point-of-sale mode (1, 3 counts as 1), not 2, 4 or 6', () => {
    expect(canSeeRoute('/menu/loyaltytierpricing', everything({ productMode: 1 }))).toBe(true);
    expect(canSeeRoute('/menu/loyaltytierpricing', everything({ productMode: 3 }))).toBe(true);
    for (const mode of [2, 4, 6])
      expect(canSeeRoute('/menu/loyaltytierpricing', everything({ productMode: mode })), String(mode)).toBe(
        false,
      );
  });
  it('donations also need featDonations Y', () => {
    expect(canSeeRoute('/menu/donations', everything({ portalFlags: { featDonations: false } }))).toBe(false);
    expect(
      canSeeRoute('/results/sales/donations', everything({ portalFlags: { featDonations: false } })),
    ).toBe(false);
  });
});

describe('1-foundation §2: report areas are gated by feature ids', () => {
  const cases: [string, number, string[]][] = [
    [
      'reports',
      FeatureId.Reports,
      [
        '/results/operations/summary',
        '/results/sales/item',
        '/results/customer/notes',
        '/results/list/items',
      ],
    ],
    ['POS transactions', FeatureId.ReportPosTransactions, ['/results/posTrans']],
    ['cash manager', FeatureId.ReportCashManager, ['/results/cashmanager']],
    ['financial shifts', FeatureId.ReportFinancialShifts, ['/results/financial']],
    ['labor shifts', FeatureId.ReportLaborShifts, ['/results/labor']],
    ['accounting', FeatureId.ReportAccounting, ['/results/accounting']],
    ['credit settlement', FeatureId.ReportCreditSettlement, ['/results/credit']],
    ['commerce credit settlement', FeatureId.ReportCommerceCreditSettlement, ['/results/commercecredit']],
    ['gift settlement', FeatureId.ReportGiftSettlement, ['/results/giftSettlement']],
  ];
  it.each(cases)('%s (feature id %i)', (_name, id, paths) => {
    for (const p of paths) {
      expect(canSeeRoute(p, everything()), p).toBe(true);
      expect(canSeeRoute(p, without(id)), p).toBe(false);
    }
  });
  it('cash manager also needs featCashManager Y; offline credit is hidden for the bank', () => {
    expect(canSeeRoute('/results/cashmanager', everything({ portalFlags: { featCashManager: false } }))).toBe(
      false,
    );
    expect(canSeeRoute('/results/operations/offlinecredit', everything({ resellerId: 10017 }))).toBe(false);
    expect(canSeeRoute('/results/operations/offlinecredit', everything())).toBe(true);
  });
});

describe('3-settings §6: employee menu entries', () => {
  const sees = (p: string, over: Parameters<typeof accessContextFor>[0] = {}) =>
    canSeeRoute(`/employees/${p}`, everything(over));
  it('employees: everyone with the employees area', () => {
    expect(sees('employees', { isAccountManager: false })).toBe(true);
    expect(canSeeRoute('/employees/employees', without(FeatureId.Employees))).toBe(false);
  });
  it('time clock: not in product mode 2', () => {
    expect(sees('timeClock')).toBe(true);
    expect(sees('timeClock', { productMode: 2 })).toBe(false);
  });
  it('user roles: admin, merchant admin, account manager or support-level', () => {
    expect(sees('userroles')).toBe(true);
    expect(sees('userroles', { isAccountManager: false })).toBe(false);
    expect(sees('userroles', { isAccountManager: false, silverRole: SilverRole.Support })).toBe(true);
  });
  it('breaks: product mode 2 (decision: no paid-breaks flag in the contract)', () => {
    expect(sees('breaks', { productMode: 2 })).toBe(true);
    expect(sees('breaks', { productMode: 1 })).toBe(false);
  });
  it('security controls: shown unless hidden by its flag, and only with something to control', () => {
    expect(sees('securityControls', { productMode: 2 })).toBe(true);
    expect(sees('securityControls', { productMode: 2, flags: { securityControlPage: false } })).toBe(false);
    // mode 1: no limit feature applies; the user-role restriction remains
    expect(sees('securityControls', { productMode: 1 })).toBe(true);
    expect(sees('securityControls', { productMode: 1, flags: { restrictUserRolesOverride: false } })).toBe(
      false,
    );
  });
  it('schedule enforcement: its flag plus the role', () => {
    expect(sees('scheduleEnforcement')).toBe(true);
    expect(sees('scheduleEnforcement', { flags: { scheduleEnforcement: false } })).toBe(false);
    expect(sees('scheduleEnforcement', { isAccountManager: false })).toBe(false);
  });
});

describe('4-online-ordering §2: side-menu entries by role and flags', () => {
  const sees = (p: string, over: Parameters<typeof accessContextFor>[0] = {}) =>
    canSeeRoute(`/onlineordering/${p}`, everything(over));
  it('order manager, store and hours: everyone with the area', () => {
    for (const p of ['ordermanager', 'store', 'hours'])
      expect(sees(p, { isAccountManager: false })).toBe(true);
    expect(canSeeRoute('/onlineordering/ordermanager', without(FeatureId.OnlineOrdering))).toBe(false);
  });
  it('the set-up pages: the merchant admins', () => {
    for (const p of ['preptime', 'tipping', 'fees', 'branding', 'privacy', 'ordersettings']) {
      expect(sees(p)).toBe(true);
      expect(sees(p, { isAccountManager: false })).toBe(false);
    }
  });
  it('operating hours, capacity and menu settings also depend on their flags', () => {
    expect(sees('operatinghours', { flags: { operatingHoursPage: false } })).toBe(false);
    expect(sees('capacitymanagement', { flags: { capacityManagementOrderCount: false } })).toBe(false);
    expect(sees('menusettings', { flags: { popularMenuItems: false } })).toBe(false);
    for (const p of ['operatinghours', 'capacitymanagement', 'menusettings']) expect(sees(p)).toBe(true);
  });
});

describe('settings entries', () => {
  it('revenue centers need the revenueCenter flag, a selected merchant and the role', () => {
    expect(canSeeRoute('/settings/revenuecenters', everything())).toBe(true);
    expect(canSeeRoute('/settings/revenuecenters', everything({ flags: { revenueCenter: false } }))).toBe(
      false,
    );
    expect(canSeeRoute('/settings/revenuecenters/3', everything({ isAccountManager: false }))).toBe(false);
  });
  it('the settings area needs its feature id', () => {
    expect(canSeeRoute('/settings/store/storeconfiguration', without(FeatureId.Settings))).toBe(false);
  });
  it('admin pages follow the admin table', () => {
    const admin = everything({ silverRole: SilverRole.Admin, isAccountManager: false });
    const partner = everything({ silverRole: SilverRole.Partner, isAccountManager: false });
    expect(canSeeRoute('/settings/admin/systemSettings', admin)).toBe(true);
    expect(canSeeRoute('/settings/admin/systemSettings', partner)).toBe(false);
    expect(canSeeRoute('/settings/admin/merchantsettings', partner)).toBe(true);
    expect(canSeeRoute('/settings/admin/merchantsettings', everything())).toBe(false);
    expect(sideMenuFor(admin).find((s) => s.section === 'settings')?.entries).toContainEqual({
      path: '/settings/admin/systemSettings',
      group: 'admin',
    });
  });
  it('support-admin pages: support-level', () => {
    expect(canSeeRoute('/settings/supportadmin/productModePage', everything())).toBe(false);
    expect(
      canSeeRoute('/settings/supportadmin/productModePage', everything({ silverRole: SilverRole.Support })),
    ).toBe(true);
  });
});

describe('my account entries and the bank', () => {
  it('the account pages follow My account access', () => {
    expect(canSeeRoute('/account/overview', everything())).toBe(true);
    expect(
      canSeeRoute(
        '/account/overview',
        everything({ isAccountManager: false, featureIds: [FeatureId.MyStoreActivity] }),
      ),
    ).toBe(false);
  });
  it.each(['/account/myintegrations', '/account/mybills', '/account/purchasetermsandconditions'])(
    'the bank hides %s',
    (p) => {
      expect(canSeeRoute(p, everything())).toBe(true);
      expect(canSeeRoute(p, everything({ resellerId: 10017 }))).toBe(false);
    },
  );
  it('support tools follow the user menu', () => {
    expect(canSeeRoute('/supportTools', everything())).toBe(false);
    expect(canSeeRoute('/supportTools', everything({ silverRole: SilverRole.Support }))).toBe(true);
  });
});

describe('my store', () => {
  it('the page shows with one of the my-store feature ids 45-48', () => {
    for (const id of [45, 46, 47, 48])
      expect(canSeeRoute('/mystore', accessContextFor({ featureIds: [id] }))).toBe(true);
    expect(canSeeRoute('/mystore', accessContextFor({ featureIds: [FeatureId.Reports] }))).toBe(false);
  });
  it('tabs: activity summary first, sales dashboard, customer dashboard', () => {
    expect(myStoreTabs(everything()).map((t) => t.id)).toEqual(['activity', 'sales', 'customers']);
  });
  it('the customer dashboard is hidden for the bank reseller in product mode 4', () => {
    expect(myStoreTabs(everything({ resellerId: 10017, productMode: 4 })).map((t) => t.id)).toEqual([
      'activity',
      'sales',
    ]);
    expect(myStoreTabs(everything({ resellerId: 10017, productMode: 1 })).map((t) => t.id)).toContain(
      'customers',
    );
    expect(myStoreTabs(everything({ resellerId: 1, productMode: 4 })).map((t) => t.id)).toContain(
      'customers',
    );
  });
  it('sales and activity show the full report when the flag is set', () => {
    const tabs = myStoreTabs(everything({ embeddedReports: true }));
    expect(tabs.map((t) => [t.id, t.fullReport])).toEqual([
      ['activity', true],
      ['sales', true],
      ['customers', false],
    ]);
    expect(myStoreTabs(everything()).every((t) => !t.fullReport)).toBe(true);
  });
});

describe('bottom items', () => {
  it('Pilot program: featPilotProgram Y and a non-reseller (reseller 1)', () => {
    expect(bottomItemsFor(everything())).toContain('pilotProgram');
    expect(bottomItemsFor(everything({ portalFlags: { featPilotProgram: false } }))).not.toContain(
      'pilotProgram',
    );
    for (const resellerId of [10017, 10000, 10004]) {
      expect(bottomItemsFor(everything({ resellerId }))).not.toContain('pilotProgram');
      expect(canSeeRoute('/pilotprogram', everything({ resellerId }))).toBe(false);
    }
  });
  it('Help center always; Settings with the settings area', () => {
    expect(bottomItemsFor(accessContextFor())).toEqual(['helpCenter']);
    expect(bottomItemsFor(everything())).toEqual(['settings', 'helpCenter', 'pilotProgram']);
  });
});

describe('1-foundation §2 portal header: the store button', () => {
  it('shows when the store selector is available and there is another store', () => {
    expect(canSelectStore(accessContextFor({ supportStoreChange: true, activeStoreCount: 3 }))).toBe(true);
    expect(canSelectStore(accessContextFor({ supportStoreChange: false, activeStoreCount: 3 }))).toBe(false);
    expect(canSelectStore(accessContextFor({ supportStoreChange: true, activeStoreCount: 1 }))).toBe(false);
  });
  it('admins, merchant admins and partners switch stores once a merchant is chosen', () => {
    expect(canSelectStore(accessContextFor({ silverRole: SilverRole.Admin }))).toBe(true);
    expect(canSelectStore(accessContextFor({ silverRole: SilverRole.Admin, hasMerchant: false }))).toBe(
      false,
    );
  });
});

describe('the access context from portal data', () => {
  const data = {
    userRole: 'Silver Partner',
    merhantId: 1001,
    resellerId: 10017,
    ProductMode: 2,
    featureIds: '[45,46]',
    creditGateway: 6,
    merchantType: 1,
    customerCare: 'Y',
    countryId: 840,
    isAccountManager: false,
    supportStoreChange: true,
    activeStoreCount: 2,
    isASMReportingEnabled: true,
    featPilotProgram: 'Y',
    featDonations: 'N',
  } as unknown as PortalData;
  it('reads the role, reseller, mode, ids, Y-flags and flags', () => {
    const ctx = accessContextOf(data, null, fallbackFeatureFlags());
    expect(ctx.silverRole).toBe(SilverRole.Partner);
    expect(ctx.roles.isSilverPartner).toBe(true);
    expect(ctx.featureIds).toEqual([45, 46]);
    expect(ctx.portalFlags.featPilotProgram).toBe(true);
    expect(ctx.portalFlags.featDonations).toBe(false);
    expect(ctx.customerCare).toBe(true);
    expect(ctx.embeddedReports).toBe(true);
    expect(ctx.flags.loadSidebar).toBe(true);
    expect(ctx.hasMerchant).toBe(true);
  });
  it('a company user keeps the local role flags', () => {
    const ctx = accessContextOf(
      { ...data, userRole: 'Company User' },
      {
        isAdminUser: false,
        isCompanyUser: true,
        isMerchantAdminUser: false,
        isSilverPartner: false,
      },
    );
    expect(ctx.silverRole).toBeNull();
    expect(ctx.roles.isCompanyUser).toBe(true);
    expect(ctx.roles.isSilverPartner).toBe(false);
  });
});
