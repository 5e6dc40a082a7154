import { BANK_RESELLER_ID } from '../enums';
import { SilverRole, silverRoleNames, type SilverRoleName } from '../roles';
import type { AccessContext } from './context';
import { isMerchantAdmin, partnerRoles, supportLevelRoles } from './roleGroups';

const { Admin, SupportAdmin, PartnerManager, Partner, MerchantAdmin, PartnerSupport } = SilverRole;

/** A further condition of a row of the admin-area table. */
export type AdminCondition =
  /** the merchant's pilot feature (featPilotProgram) is Y */
  | 'pilotFeature'
  /** the setup permission (an input of the context) */
  | 'setupPermission'
  /** the dynamic delivery feature (featDynamicDelivery) is Y */
  | 'dynamicDelivery'
  /** not a merchant admin */
  | 'notMerchantAdmin'
  /** the merchant is under the bank reseller */
  | 'bankReseller';

export interface AdminRow {
  /** The row as the specification words it (test names). */
  row: string;
  items: readonly string[];
  /** Provider roles allowed, or 'anyone' (any signed-in user, the conditions decide). */
  who: readonly SilverRoleName[] | 'anyone';
  /** The merchant's account managers are allowed too. */
  accountManager?: boolean;
  /** All must hold as well. */
  also?: readonly AdminCondition[];
}

const supportLevel = supportLevelRoles;
const allExceptPartnerSupport = silverRoleNames.filter((r) => r !== PartnerSupport);

/** The admin-area permission table of 1-foundation.md §6, one entry per row. */
export const adminAreaTable: readonly AdminRow[] = [
  {
    row: 'merchantSettings, merchantTasks, merchantDiagnostics, merchantAndroidRelease: support-level plus partner and partner manager',
    items: ['merchantSettings', 'merchantTasks', 'merchantDiagnostics', 'merchantAndroidRelease'],
    who: [...supportLevel, Partner, PartnerManager],
  },
  {
    row: 'systemSettings, bslServiceAccount: Silver Admin only',
    items: ['systemSettings', 'bslServiceAccount'],
    who: [Admin],
  },
  {
    row: 'adminUserSetup, partnerAdminUserRoles: Admin, Support Admin, Partner Manager',
    items: ['adminUserSetup', 'partnerAdminUserRoles'],
    who: [Admin, SupportAdmin, PartnerManager],
  },
  {
    row: 'momentumInsight, merchantAggregation, merchantDeleteCustomers, POSExtensionApps and the merchant settings field sections: support-level',
    items: [
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
    ],
    who: supportLevel,
  },
  {
    row: 'merchantCreation, adminVersionControl, clear transactions, reset payment configurations, commerce inventory sync, merchantIntegration, apiGovernorManager, zuoraTestHarness, POSConfigurations, bslSupport: Admin and Support Admin',
    items: [
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
    ],
    who: [Admin, SupportAdmin],
  },
  {
    row: 'merchantPilotRelease: Admin and Support Admin, only when the pilot feature is Y',
    items: ['merchantPilotRelease'],
    who: [Admin, SupportAdmin],
    also: ['pilotFeature'],
  },
  {
    row: 'merchantResetInventory: Admin, Support Admin, partner manager, partner, merchant admin',
    items: ['merchantResetInventory'],
    who: [Admin, SupportAdmin, PartnerManager, Partner, MerchantAdmin],
  },
  {
    row: 'merchantResetInventorySetup: account manager or support-level, and the setup permission',
    items: ['merchantResetInventorySetup'],
    who: supportLevel,
    accountManager: true,
    also: ['setupPermission'],
  },
  {
    row: 'merchantItemImport, userMyAccount, userBuyHardware, myStoresAddStore, myDevicesAddDevice, employee password reset: all listed roles except partner support',
    items: [
      'merchantItemImport',
      'userMyAccount',
      'userBuyHardware',
      'myStoresAddStore',
      'myDevicesAddDevice',
      'employeePasswordReset',
    ],
    who: allExceptPartnerSupport,
  },
  {
    row: 'myStoresDeactivateStore: partner and partner manager',
    items: ['myStoresDeactivateStore'],
    who: [Partner, PartnerManager],
  },
  {
    row: 'paymentMethodsOfflineCredit, paymentGatewayChange: support-level plus merchant admin',
    items: ['paymentMethodsOfflineCredit', 'paymentGatewayChange'],
    who: [...supportLevel, MerchantAdmin],
  },
  {
    row: 'userSupportTools: support-level plus partner roles',
    items: ['userSupportTools'],
    who: [...supportLevel, ...partnerRoles],
  },
  {
    row: 'reportAuditLog: hidden for a merchant admin and for anyone not under the bank reseller',
    items: ['reportAuditLog'],
    who: 'anyone',
    also: ['notMerchantAdmin', 'bankReseller'],
  },
  {
    row: 'POSExtensionApps: support-level, and also needs the dynamic delivery feature',
    items: ['POSExtensionApps'],
    who: supportLevel,
    also: ['dynamicDelivery'],
  },
];

/** Every item the table names. */
export const adminItems: readonly string[] = adminAreaTable.flatMap((r) => r.items);

const conditions: Record<AdminCondition, (ctx: AccessContext) => boolean> = {
  pilotFeature: (ctx) => ctx.portalFlags.featPilotProgram,
  setupPermission: (ctx) => ctx.inventorySetupPermission,
  dynamicDelivery: (ctx) => ctx.portalFlags.featDynamicDelivery,
  notMerchantAdmin: (ctx) => !isMerchantAdmin(ctx),
  bankReseller: (ctx) => ctx.resellerId === BANK_RESELLER_ID,
};

function rowAllows(row: AdminRow, ctx: AccessContext): boolean {
  const byRole =
    row.who === 'anyone' ||
    (ctx.silverRole !== null && row.who.includes(ctx.silverRole)) ||
    (row.accountManager === true && ctx.isAccountManager);
  return byRole && (row.also ?? []).every((c) => conditions[c](ctx));
}

/**
 * Whether the user may use an item of the admin-area table. An item on several rows (POSExtensionApps)
 * needs every row; an item the table does not name is refused.
 */
export function adminAreaAllowed(item: string, ctx: AccessContext): boolean {
  const rows = adminAreaTable.filter((r) => r.items.includes(item));
  return rows.length > 0 && rows.every((r) => rowAllows(r, ctx));
}

/**
 * The admin pages of the route table (/settings/admin/<name>) and the table item that gates each;
 * the route names differ from the item names in case only, or name the item's long form.
 */
export const adminRouteItems = {
  merchantsettings: 'merchantSettings',
  systemSettings: 'systemSettings',
  adminUserSetup: 'adminUserSetup',
  partnerAdminUserRoles: 'partnerAdminUserRoles',
  merchantTasks: 'merchantTasks',
  momentumInsight: 'momentumInsight',
  merchantAggregation: 'merchantAggregation',
  merchantDiagnostics: 'merchantDiagnostics',
  merchantCreation: 'merchantCreation',
  merchantAndroidRelease: 'merchantAndroidRelease',
  merchantPilotRelease: 'merchantPilotRelease',
  adminVersionControl: 'adminVersionControl',
  merchantResetInventory: 'merchantResetInventory',
  merchantResetInventorySetup: 'merchantResetInventorySetup',
  merchantClearTransactions: 'merchantClearTransactions',
  merchantResetPaymentConfiguration: 'merchantResetPaymentConfiguration',
  merchantResetCommercePaymentConfiguration: 'merchantResetCommercePaymentConfiguration',
  merchantCommerceInventorySyncConfiguration: 'merchantCommerceInventorySyncConfiguration',
  merchantDeleteCustomers: 'merchantDeleteCustomers',
  merchantIntegration: 'merchantIntegration',
  apiGovernorManager: 'apiGovernorManager',
  zuoraTestHarness: 'zuoraTestHarness',
  merchantItemImport: 'merchantItemImport',
  bslServiceAccount: 'bslServiceAccount',
  bslSupport: 'bslSupport',
  POSConfigurations: 'POSConfigurations',
  reportauditlog: 'reportAuditLog',
  POSExtensionApps: 'POSExtensionApps',
} as const satisfies Readonly<Record<string, string>>;
