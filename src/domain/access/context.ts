import { fallbackFeatureFlags, type FeatureFlags } from '../featureFlags';
import { parseFeatureIds, portalYesFlags, type PortalData, type PortalYesFlag } from '../portalData';
import { roleFlagsOf, silverRoleNames, type RoleFlags, type SilverRoleName } from '../roles';

/**
 * Everything the permission tables of 1-foundation.md §6 look at, in one value: the role flags kept
 * at login, the provider role, the merchant's reseller, product mode, gateway, feature ids, Y-flags
 * and feature flags. Built from the portal data by `accessContextOf`; the tables are pure functions of it.
 */
export interface AccessContext {
  /** The login result's role flags (kept in local storage). */
  roles: RoleFlags;
  /** The provider role (Silver …) of the user, null for the merchant's own staff. */
  silverRole: SilverRoleName | null;
  isAccountManager: boolean;
  /** A merchant is selected (admins and partners may have none yet). */
  hasMerchant: boolean;
  resellerId: number;
  /** The product mode as the server sends it (3 counts as 1 where a rule says so). */
  productMode: number;
  creditGateway: number;
  featureIds: readonly number[];
  merchantType: number;
  /** customerCare is Y. */
  customerCare: boolean;
  countryId: number;
  /** The merchant flags that carry Y in the portal data. */
  portalFlags: Readonly<Record<PortalYesFlag, boolean>>;
  /** The merchant's feature flags (2-menu-and-reports.md §4). */
  flags: Readonly<FeatureFlags>;
  /** The portal data's supportStoreChange. */
  supportStoreChange: boolean;
  activeStoreCount: number;
  /** Smart-manager reporting (the my-store tabs add the full report's figures by hour). */
  embeddedReports: boolean;
  /**
   * The setup permission of merchantResetInventorySetup (source not shown by the specification):
   * an input of the table. `accessContextOf` grants it to Silver Admin and Silver Support Admin.
   */
  inventorySetupPermission: boolean;
}

/** The provider role named by the portal data's userRole, or null for merchant staff. */
export function silverRoleOf(userRole: string | null | undefined): SilverRoleName | null {
  return (silverRoleNames as readonly string[]).includes(userRole ?? '')
    ? (userRole as SilverRoleName)
    : null;
}

function yesFlags(data: Partial<PortalData>): Record<PortalYesFlag, boolean> {
  return Object.fromEntries(portalYesFlags.map((f) => [f, data[f] === 'Y'])) as Record<
    PortalYesFlag,
    boolean
  >;
}

/**
 * The access context of a session: its portal data, the role flags kept at login (when the local
 * copy is missing they follow from the provider role) and the merchant's feature flags.
 */
export function accessContextOf(
  data: PortalData,
  roles: RoleFlags | null,
  flags: FeatureFlags = fallbackFeatureFlags(),
): AccessContext {
  const silverRole = silverRoleOf(data.userRole);
  const fromRole = roleFlagsOf(silverRole, data.userRole === 'Company User');
  const kept = roles ?? fromRole;
  // A provider role always counts, whatever an old local copy says.
  const merged: RoleFlags = {
    isAdminUser: kept.isAdminUser || fromRole.isAdminUser,
    isCompanyUser: kept.isCompanyUser,
    isMerchantAdminUser: kept.isMerchantAdminUser || fromRole.isMerchantAdminUser,
    isSilverPartner: kept.isSilverPartner || fromRole.isSilverPartner,
  };
  return {
    roles: merged,
    silverRole,
    isAccountManager: data.isAccountManager === true,
    hasMerchant: data.merhantId !== null && data.merhantId !== undefined,
    resellerId: data.resellerId ?? 1,
    productMode: data.ProductMode || 1,
    creditGateway: data.creditGateway ?? 0,
    featureIds: parseFeatureIds(data.featureIds),
    merchantType: data.merchantType ?? 0,
    customerCare: data.customerCare === 'Y',
    countryId: data.countryId ?? 0,
    portalFlags: yesFlags(data),
    flags,
    supportStoreChange: data.supportStoreChange === true,
    activeStoreCount: data.activeStoreCount ?? 0,
    embeddedReports: data.isASMReportingEnabled === true,
    inventorySetupPermission: silverRole === 'Silver Admin' || silverRole === 'Silver Support Admin',
  };
}

const noRoles: RoleFlags = {
  isAdminUser: false,
  isCompanyUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: false,
};

/**
 * A context for tests and stories: a company user of a default-reseller customer merchant in product
 * mode 1 with no feature ids, no Y-flags and the fallback feature flags, changed by `overrides`.
 * Giving `silverRole` alone sets the matching role flags.
 */
export function accessContextFor(
  overrides: Partial<Omit<AccessContext, 'portalFlags' | 'flags'>> & {
    portalFlags?: Partial<Record<PortalYesFlag, boolean>>;
    flags?: Partial<FeatureFlags>;
  } = {},
): AccessContext {
  const silverRole = overrides.silverRole ?? null;
  const roles =
    overrides.roles ?? (silverRole ? roleFlagsOf(silverRole, false) : { ...noRoles, isCompanyUser: true });
  return {
    silverRole,
    isAccountManager: false,
    hasMerchant: true,
    resellerId: 1,
    productMode: 1,
    creditGateway: 0,
    featureIds: [],
    merchantType: 1,
    customerCare: false,
    countryId: 840,
    supportStoreChange: false,
    activeStoreCount: 1,
    embeddedReports: false,
    inventorySetupPermission: false,
    ...overrides,
    roles,
    portalFlags: {
      ...(Object.fromEntries(portalYesFlags.map((f) => [f, false])) as Record<PortalYesFlag, boolean>),
      ...overrides.portalFlags,
    },
    flags: { ...fallbackFeatureFlags(), ...overrides.flags },
  };
}
