import { SilverRole, silverRoleNames, type SilverRoleName } from '../roles';
import type { AccessContext } from './context';

/** Support-level: Support, Support Admin, Admin (1-foundation.md §6 "Role groups"). */
export const supportLevelRoles: readonly SilverRoleName[] = [
  SilverRole.Support,
  SilverRole.SupportAdmin,
  SilverRole.Admin,
];

/** The partner roles: Partner, Partner Manager, Partner Support. */
export const partnerRoles: readonly SilverRoleName[] = [
  SilverRole.Partner,
  SilverRole.PartnerManager,
  SilverRole.PartnerSupport,
];

export const roleGroupNames = [
  'supportLevel',
  'internalPlusPartner',
  'merchantAdminOrSupportLevel',
  'allRoles',
  'adminMerchantAdminAccountManagerOrSupportLevel',
] as const;
export type RoleGroup = (typeof roleGroupNames)[number];

export interface RoleGroupRule {
  /** Provider roles in the group. */
  roles: readonly SilverRoleName[];
  /** The merchant's account managers belong too. */
  accountManager: boolean;
}

/** The role groups of 1-foundation.md §6, as data. */
export const roleGroups: Record<RoleGroup, RoleGroupRule> = {
  supportLevel: { roles: supportLevelRoles, accountManager: false },
  internalPlusPartner: { roles: [...supportLevelRoles, ...partnerRoles], accountManager: false },
  merchantAdminOrSupportLevel: {
    roles: [SilverRole.MerchantAdmin, ...supportLevelRoles],
    accountManager: false,
  },
  allRoles: { roles: silverRoleNames, accountManager: false },
  adminMerchantAdminAccountManagerOrSupportLevel: {
    roles: [SilverRole.Admin, SilverRole.MerchantAdmin, ...supportLevelRoles],
    accountManager: true,
  },
};

/** Whether the context's user belongs to a role group. */
export function inRoleGroup(
  group: RoleGroup,
  ctx: Pick<AccessContext, 'silverRole' | 'isAccountManager'>,
): boolean {
  const rule = roleGroups[group];
  if (ctx.silverRole && rule.roles.includes(ctx.silverRole)) return true;
  return rule.accountManager && ctx.isAccountManager;
}

export function hasRole(ctx: Pick<AccessContext, 'silverRole'>, ...roles: SilverRoleName[]): boolean {
  return ctx.silverRole !== null && roles.includes(ctx.silverRole);
}

/** A merchant admin: the provider role or the login flag. */
export function isMerchantAdmin(ctx: Pick<AccessContext, 'silverRole' | 'roles'>): boolean {
  return ctx.silverRole === SilverRole.MerchantAdmin || ctx.roles.isMerchantAdminUser;
}

/** Admins, merchant admins and partners pick a merchant (1-foundation.md §6): the header's merchant button. */
export function canSelectMerchant(ctx: Pick<AccessContext, 'roles'>): boolean {
  return ctx.roles.isAdminUser || ctx.roles.isMerchantAdminUser || ctx.roles.isSilverPartner;
}
