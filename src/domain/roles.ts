/** Roles of the provider's staff and partners (1-foundation.md §3 "Roles"). */
export const SilverRole = {
  SupportAdmin: 'Silver Support Admin',
  Support: 'Silver Support',
  MerchantAdmin: 'Silver Merchant Admin',
  Admin: 'Silver Admin',
  Partner: 'Silver Partner',
  PartnerManager: 'Silver Partner Manager',
  PartnerSupport: 'Silver Partner Support',
} as const;
export type SilverRoleName = (typeof SilverRole)[keyof typeof SilverRole];
export const silverRoleNames = Object.values(SilverRole) as SilverRoleName[];

export interface RoleFlags {
  isAdminUser: boolean;
  isCompanyUser: boolean;
  isMerchantAdminUser: boolean;
  isSilverPartner: boolean;
}

const partnerRoles: readonly SilverRoleName[] = [
  SilverRole.Partner,
  SilverRole.PartnerManager,
  SilverRole.PartnerSupport,
];
const adminRoles: readonly SilverRoleName[] = [SilverRole.Admin, SilverRole.SupportAdmin, SilverRole.Support];

/** The role flags of the login result, from the user's provider role and company flag. */
export function roleFlagsOf(role: SilverRoleName | null, isCompanyUser: boolean): RoleFlags {
  return {
    isAdminUser: role !== null && adminRoles.includes(role),
    isCompanyUser,
    isMerchantAdminUser: role === SilverRole.MerchantAdmin,
    isSilverPartner: role !== null && partnerRoles.includes(role),
  };
}

/** A plain store user is none of admin, merchant admin or partner (1-foundation.md §6). */
export function isPlainUser(flags: RoleFlags): boolean {
  return !flags.isAdminUser && !flags.isMerchantAdminUser && !flags.isSilverPartner;
}
