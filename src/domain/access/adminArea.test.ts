import { describe, expect, it } from 'vitest';
import { Reseller } from '../enums';
import { routes } from '../routes';
import { SilverRole, silverRoleNames, type SilverRoleName } from '../roles';
import { adminAreaAllowed, adminAreaTable, adminItems, adminRouteItems } from './adminArea';
import { accessContextFor, type AccessContext } from './context';

const { Admin, Support, SupportAdmin, MerchantAdmin, Partner, PartnerManager, PartnerSupport } = SilverRole;

/** The provider roles allowed an item, in a context otherwise given by `extra`. */
const allowed = (item: string, extra: Parameters<typeof accessContextFor>[0] = {}) =>
  silverRoleNames
    .filter((role) => adminAreaAllowed(item, accessContextFor({ ...extra, silverRole: role })))
    .sort();
const sorted = (roles: SilverRoleName[]) => [...roles].sort();

describe('1-foundation §6 admin-area permissions', () => {
  it.each(['merchantSettings', 'merchantTasks', 'merchantDiagnostics', 'merchantAndroidRelease'])(
    'merchantSettings, merchantTasks, merchantDiagnostics, merchantAndroidRelease: support-level plus partner and partner manager (%s)',
    (item) => {
      expect(allowed(item)).toEqual(sorted([Support, SupportAdmin, Admin, Partner, PartnerManager]));
    },
  );

  it.each(['systemSettings', 'bslServiceAccount'])(
    'systemSettings, bslServiceAccount: Silver Admin only (%s)',
    (item) => {
      expect(allowed(item)).toEqual([Admin]);
    },
  );

  it.each(['adminUserSetup', 'partnerAdminUserRoles'])(
    'adminUserSetup, partnerAdminUserRoles: Admin, Support Admin, Partner Manager (%s)',
    (item) => {
      expect(allowed(item)).toEqual(sorted([Admin, SupportAdmin, PartnerManager]));
    },
  );

  it.each([
    'momentumInsight',
    'merchantAggregation',
    'merchantDeleteCustomers',
    'merchantSettingsName',
    'merchantSettingsAccountType',
    'merchantSettingsStatus',
    'merchantSettingsReseller',
    'merchantSettingsPromptForPayment',
    'merchantSettingsOfflineCredit',
    'merchantSettingsApiAccess',
    'merchantSettingsTrialComps',
  ])(
    'momentumInsight, merchantAggregation, merchantDeleteCustomers and the merchant settings field sections: support-level (%s)',
    (item) => {
      expect(allowed(item)).toEqual(sorted([Support, SupportAdmin, Admin]));
    },
  );

  it('POSExtensionApps: support-level, and also needs the dynamic delivery feature', () => {
    expect(allowed('POSExtensionApps')).toEqual([]);
    expect(allowed('POSExtensionApps', { portalFlags: { featDynamicDelivery: true } })).toEqual(
      sorted([Support, SupportAdmin, Admin]),
    );
  });

  it.each([
    'merchantCreation',
    'adminVersionControl',
    'merchantClearTransactions',
    'merchantResetPaymentConfiguration',
    'merchantResetCommercePaymentConfiguration',
    'merchantCommerceInventorySyncConfiguration',
    'merchantIntegration',
    'apiGovernorManager',
    'zuoraTestHarness',
    'POSConfigurations',
    'bslSupport',
  ])(
    'merchantCreation, adminVersionControl, clear transactions, reset payment configurations, commerce inventory sync, merchantIntegration, apiGovernorManager, zuoraTestHarness, POSConfigurations, bslSupport: Admin and Support Admin (%s)',
    (item) => {
      expect(allowed(item)).toEqual(sorted([Admin, SupportAdmin]));
    },
  );

  it('merchantPilotRelease: Admin and Support Admin, and only when the pilot feature is Y', () => {
    expect(allowed('merchantPilotRelease')).toEqual([]);
    expect(allowed('merchantPilotRelease', { portalFlags: { featPilotProgram: true } })).toEqual(
      sorted([Admin, SupportAdmin]),
    );
  });

  it('merchantResetInventory: Admin, Support Admin, partner manager, partner, merchant admin', () => {
    expect(allowed('merchantResetInventory')).toEqual(
      sorted([Admin, SupportAdmin, PartnerManager, Partner, MerchantAdmin]),
    );
  });

  it('merchantResetInventorySetup: account manager or support-level, and the setup permission', () => {
    expect(allowed('merchantResetInventorySetup')).toEqual([]);
    expect(allowed('merchantResetInventorySetup', { inventorySetupPermission: true })).toEqual(
      sorted([Support, SupportAdmin, Admin]),
    );
    const manager = (permission: boolean) =>
      adminAreaAllowed(
        'merchantResetInventorySetup',
        accessContextFor({ isAccountManager: true, inventorySetupPermission: permission }),
      );
    expect(manager(true)).toBe(true);
    expect(manager(false)).toBe(false);
    expect(
      adminAreaAllowed('merchantResetInventorySetup', accessContextFor({ inventorySetupPermission: true })),
    ).toBe(false);
  });

  it.each([
    'merchantItemImport',
    'userMyAccount',
    'userBuyHardware',
    'myStoresAddStore',
    'myDevicesAddDevice',
    'employeePasswordReset',
  ])(
    'merchantItemImport, userMyAccount, userBuyHardware, myStoresAddStore, myDevicesAddDevice, employee password reset: all listed roles except partner support (%s)',
    (item) => {
      expect(allowed(item)).toEqual(silverRoleNames.filter((r) => r !== PartnerSupport).sort());
    },
  );

  it('myStoresDeactivateStore: partner and partner manager', () => {
    expect(allowed('myStoresDeactivateStore')).toEqual(sorted([Partner, PartnerManager]));
  });

  it.each(['paymentMethodsOfflineCredit', 'paymentGatewayChange'])(
    'paymentMethodsOfflineCredit, paymentGatewayChange: support-level plus merchant admin (%s)',
    (item) => {
      expect(allowed(item)).toEqual(sorted([Support, SupportAdmin, Admin, MerchantAdmin]));
    },
  );

  it('userSupportTools: support-level plus partner roles', () => {
    expect(allowed('userSupportTools')).toEqual(
      sorted([Support, SupportAdmin, Admin, Partner, PartnerManager, PartnerSupport]),
    );
  });

  it('reportAuditLog: hidden for a merchant admin and for anyone not under the bank reseller', () => {
    const bank = { resellerId: Reseller.Bank };
    expect(allowed('reportAuditLog')).toEqual([]);
    expect(allowed('reportAuditLog', bank)).toEqual(
      silverRoleNames.filter((r) => r !== MerchantAdmin).sort(),
    );
    const staff = (ctx: Partial<AccessContext>) => adminAreaAllowed('reportAuditLog', accessContextFor(ctx));
    expect(staff(bank)).toBe(true);
    expect(staff({ resellerId: Reseller.Default })).toBe(false);
    expect(staff({ resellerId: Reseller.Other10004 })).toBe(false);
    expect(
      staff({
        ...bank,
        roles: { isAdminUser: false, isCompanyUser: true, isMerchantAdminUser: true, isSilverPartner: false },
      }),
    ).toBe(false);
  });

  it('merchant staff (no provider role) get no admin page but the audit log under the bank', () => {
    const staff = accessContextFor({ isAccountManager: true, resellerId: Reseller.Bank });
    expect(adminItems.filter((item) => adminAreaAllowed(item, staff))).toEqual(['reportAuditLog']);
  });

  it('an item the table does not name is refused', () => {
    expect(adminAreaAllowed('noSuchItem', accessContextFor({ silverRole: Admin }))).toBe(false);
  });

  it('every admin route of the route table is gated by an item of the table', () => {
    const adminRoutes = routes
      .filter((r) => r.path.startsWith('/settings/admin/'))
      .map((r) => r.path.split('/')[3]);
    expect(Object.keys(adminRouteItems).sort()).toEqual([...adminRoutes].sort());
    for (const item of Object.values(adminRouteItems)) expect(adminItems).toContain(item);
    expect(adminAreaTable.length).toBe(14);
  });
});
