/** Feature flags of the merchant (2-menu-and-reports.md §4). */
export const featureFlagNames = [
  'capacityManagementOrderCount',
  'operatingHoursPage',
  'popularMenuItems',
  'loyaltyTierPricing',
  'loadSidebar',
  'delivery',
  'openCheckIntegration',
  'securityControlPage',
  'limitDeleteTickets',
  'limitClearItems',
  'limitOpenChecks',
  'maxRefundAmountLimit',
  'restrictUserRolesOverride',
  'alertsManagementPage',
  'notification',
  'payInOutCodesPage',
  'dynamicDelivery',
  'revenueCenter',
  'companyInfo',
  'posTransactionsPage',
  'cashDiscount',
  'resellerMerchantSelection',
  'scheduleEnforcement',
  'merchantLogo',
  // 2-menu §2: the POS transactions page offers its search-by column choice behind this flag (not in
  // §4's list; docs/decisions.md "POS transactions")
  'getSalesTicket',
  // 3-settings §2: the store form of /settings/store/storeconfiguration (the classic page while off;
  // not in §4's list: docs/decisions.md "Store configuration")
  'storeConfigurationPage',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** When the flag service fails or is not initialised: every flag false, except the sidebar flag. */
export function fallbackFeatureFlags(): FeatureFlags {
  const flags = Object.fromEntries(featureFlagNames.map((n) => [n, false])) as FeatureFlags;
  flags.loadSidebar = true;
  return flags;
}

/** Reads a stored flag set: unknown names are dropped, missing ones are false (sidebar true unless stored). */
export function normaliseFeatureFlags(stored: Record<string, unknown> | null | undefined): FeatureFlags {
  const flags = fallbackFeatureFlags();
  for (const name of featureFlagNames)
    if (stored && typeof stored[name] === 'boolean') flags[name] = stored[name] as boolean;
  return flags;
}
