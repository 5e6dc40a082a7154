import {
  BANK_RESELLER_ID,
  CURRENCY_COUNTRY_ID,
  MerchantType,
  ProductMode,
  effectiveProductMode,
} from '../enums';
import { FeatureId } from '../features';
import type { AccessContext } from './context';
import { adminAreaAllowed } from './adminArea';
import { inRoleGroup, isMerchantAdmin } from './roleGroups';
import { resellerAllows } from './reseller';

export interface UserMenuAccess {
  myAccount: boolean;
  changePassword: boolean;
  buyHardware: boolean;
  registerHardware: boolean;
  supportTools: boolean;
  customerCare: boolean;
  logout: boolean;
}

const has = (ctx: AccessContext, id: number) => ctx.featureIds.includes(id);

/**
 * A permission of the admin-area table for the user menu: it lists the provider's roles; the
 * merchant's own staff (no provider role) are not limited by it.
 */
function rolePermits(item: string, ctx: AccessContext): boolean {
  return ctx.silverRole === null || adminAreaAllowed(item, ctx);
}

/**
 * My account: an account manager with the permission, or feature id 46; under configurable role
 * permissions only feature id 46 counts.
 */
export function myAccountAllowed(ctx: AccessContext): boolean {
  if (!rolePermits('userMyAccount', ctx)) return false;
  if (ctx.portalFlags.featConfigurableRolePermissions) return has(ctx, FeatureId.MyAccount);
  return has(ctx, FeatureId.MyAccount) || ctx.isAccountManager;
}

/**
 * Buy hardware: denied to a merchant admin, without feature id 43, to merchant types other than
 * customer, and on the bank reseller without the permission (decision: on the bank the permission is
 * the merchant's account manager's, or a provider role's).
 */
export function buyHardwareAllowed(ctx: AccessContext): boolean {
  if (!rolePermits('userBuyHardware', ctx)) return false;
  if (isMerchantAdmin(ctx)) return false;
  if (!has(ctx, FeatureId.BuyHardware)) return false;
  if (ctx.merchantType !== MerchantType.Customer) return false;
  if (ctx.resellerId === BANK_RESELLER_ID) return ctx.isAccountManager || ctx.silverRole !== null;
  return true;
}

/** Register hardware: feature id 44, product mode not 2, and the reseller's permission. */
export function registerHardwareAllowed(ctx: AccessContext): boolean {
  return (
    has(ctx, FeatureId.RegisterHardware) &&
    effectiveProductMode(ctx.productMode) !== ProductMode.Commerce &&
    resellerAllows('registerHardware', ctx.resellerId)
  );
}

/** Support tools: the permission (support-level plus partner roles), or an account manager in product mode 3. */
export function supportToolsAllowed(ctx: AccessContext): boolean {
  return (
    adminAreaAllowed('userSupportTools', ctx) ||
    (ctx.isAccountManager && ctx.productMode === ProductMode.PosAlt)
  );
}

/** Customer care: customerCare Y and the reseller's permission. */
export function customerCareAllowed(ctx: AccessContext): boolean {
  return ctx.customerCare && resellerAllows('customerCare', ctx.resellerId);
}

/** The user menu's entries (1-foundation.md §2 "Portal header", §6 "User menu access"). */
export function userMenuAccess(ctx: AccessContext): UserMenuAccess {
  return {
    myAccount: myAccountAllowed(ctx),
    changePassword: true,
    buyHardware: buyHardwareAllowed(ctx),
    registerHardware: registerHardwareAllowed(ctx),
    supportTools: supportToolsAllowed(ctx),
    customerCare: customerCareAllowed(ctx),
    logout: true,
  };
}

export const limitFeatures = [
  'featLimitOpenChecks',
  'featLimitMaxRefundAmount',
  'featLimitClearItems',
  'featLimitDeleteTickets',
] as const;
export type LimitFeature = (typeof limitFeatures)[number];

/** Limit-type features apply only in product mode 2 for country 840 (and when the merchant's flag is Y). */
export function limitFeatureApplies(feature: LimitFeature, ctx: AccessContext): boolean {
  return (
    ctx.productMode === ProductMode.Commerce &&
    ctx.countryId === CURRENCY_COUNTRY_ID &&
    ctx.portalFlags[feature]
  );
}

/** The merchant's admins: admin, merchant admin, account manager or support-level (the 5th role group). */
export function managesMerchant(ctx: AccessContext): boolean {
  return (
    inRoleGroup('adminMerchantAdminAccountManagerOrSupportLevel', ctx) ||
    ctx.roles.isAdminUser ||
    ctx.roles.isMerchantAdminUser
  );
}
