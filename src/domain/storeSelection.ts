/** Marks of the store and merchant selection lists (1-foundation.md §6 "Store list source"). */
import { StoreStatus } from './enums';
import type { RoleFlags } from './roles';

export interface StoreLabelContext
  extends Pick<RoleFlags, 'isAdminUser' | 'isSilverPartner' | 'isCompanyUser' | 'isMerchantAdminUser'> {
  /** the first-run flag of the login result (launchFirstRunUnleashFlag) */
  firstRunFlag: boolean;
  /** userRoleRank of the login result */
  userRoleRank: number;
}

/** The suffix of a store that has not had its first run. */
export const NEW_STORE_SUFFIX = ' * NEW *';
/** The prefix of a deleted or deactivated store (or merchant). */
export const DELETED_PREFIX = '* ';

/** A deleted store, or one deactivated (store status Inactive). */
export function isDeactivatedStore(row: { IsDeleted: boolean; StoreStatusCode?: number }): boolean {
  return row.IsDeleted || row.StoreStatusCode === StoreStatus.Inactive;
}

/** The * prefix of deleted stores is shown to admins and partners. */
export function showsDeletedMark(ctx: Pick<RoleFlags, 'isAdminUser' | 'isSilverPartner'>): boolean {
  return ctx.isAdminUser || ctx.isSilverPartner;
}

/** A store with no first run gets the * NEW * suffix for a non-admin user when the first-run flag is set and the rank is 1. */
export function showsNewMark(
  ctx: Pick<StoreLabelContext, 'isAdminUser' | 'firstRunFlag' | 'userRoleRank'>,
): boolean {
  return !ctx.isAdminUser && ctx.firstRunFlag && ctx.userRoleRank === 1;
}

/** The name a store row shows in the selection grid, with its marks. */
export function storeLabel(
  row: { StoreName: string; IsDeleted: boolean; HasFirstRun: boolean; StoreStatusCode?: number },
  ctx: StoreLabelContext,
): string {
  const prefix = isDeactivatedStore(row) && showsDeletedMark(ctx) ? DELETED_PREFIX : '';
  const suffix = !row.HasFirstRun && showsNewMark(ctx) ? NEW_STORE_SUFFIX : '';
  return `${prefix}${row.StoreName}${suffix}`;
}

/** The name a merchant row shows: deleted merchants carry the same * prefix, for admins and partners. */
export function merchantLabel(
  row: { MerchantName: string; IsDeleted: boolean },
  ctx: Pick<RoleFlags, 'isAdminUser' | 'isSilverPartner'>,
): string {
  return row.IsDeleted && showsDeletedMark(ctx) ? `${DELETED_PREFIX}${row.MerchantName}` : row.MerchantName;
}

/**
 * Store list source: admin, company, merchant admin and partner users use the company
 * merchant-stores call; others the assigned-stores call.
 */
export function storeListSource(flags: RoleFlags): 'company' | 'assigned' {
  return flags.isAdminUser || flags.isCompanyUser || flags.isMerchantAdminUser || flags.isSilverPartner
    ? 'company'
    : 'assigned';
}

/** Deactivated stores are selectable by admins, merchant admins and partners, never by plain users. */
export function mayPickDeactivated(
  flags: Pick<RoleFlags, 'isAdminUser' | 'isMerchantAdminUser' | 'isSilverPartner'>,
): boolean {
  return flags.isAdminUser || flags.isMerchantAdminUser || flags.isSilverPartner;
}

/**
 * Whether the selection lists deactivated stores before the user asks: for those who may pick them
 * (the specification's default on); hidden for everyone else until they turn the switch on.
 */
export function includesDeactivatedByDefault(
  flags: Pick<RoleFlags, 'isAdminUser' | 'isMerchantAdminUser' | 'isSilverPartner'>,
): boolean {
  return mayPickDeactivated(flags);
}

export const storeBadges = ['current', 'deactivated', 'suspended', 'pending'] as const;
export type StoreBadge = (typeof storeBadges)[number];

/** The status badges of a store row, for everyone: the session's store, deactivated, suspended, pending. */
export function storeBadgesOf(
  row: { StoreId: number; IsDeleted: boolean; StoreStatusCode?: number },
  currentStoreId: number | null,
): StoreBadge[] {
  const badges: StoreBadge[] = [];
  if (currentStoreId !== null && row.StoreId === currentStoreId) badges.push('current');
  if (isDeactivatedStore(row)) badges.push('deactivated');
  else if (row.StoreStatusCode === StoreStatus.Suspended) badges.push('suspended');
  else if (row.StoreStatusCode === StoreStatus.Pending) badges.push('pending');
  return badges;
}

/** Whether the user may pick a store row: deactivated ones only for those who may. */
export function canPickStore(
  row: { IsDeleted: boolean; StoreStatusCode?: number },
  flags: Pick<RoleFlags, 'isAdminUser' | 'isMerchantAdminUser' | 'isSilverPartner'>,
): boolean {
  return !isDeactivatedStore(row) || mayPickDeactivated(flags);
}

/** A store as the session names it (the header's store button, the classic pages). */
export interface NamedStore {
  StoreId: number;
  StoreName: string;
  IsDeleted: boolean;
  HasFirstRun: boolean;
  StoreStatusCode?: number;
}

/**
 * The session's store wherever it is named outside the selection list: the same marks (the * of a
 * deactivated store for admins and partners, * NEW * before the first run) and the same status
 * badges as the list, for everyone; "current" goes without saying there.
 */
export function sessionStoreMarks(
  store: NamedStore,
  ctx: StoreLabelContext,
): { label: string; badges: StoreBadge[] } {
  return {
    label: storeLabel(store, ctx),
    badges: storeBadgesOf(store, null),
  };
}

/** The store id of the company view in the store list and SaveStoreContext (1-foundation §4). */
export const COMPANY_VIEW_STORE_ID = 0;

/**
 * Whether the store list offers the company view (1-foundation §4 "If the store id is 0, save it
 * directly"; 3-settings §1 view level 2): to the users of the company store list (company users,
 * merchant admins, partners, admins; never store users, whom the server refuses it), on the first
 * page of an unsearched list of a merchant with more than one store. Without it a company user who
 * picked a store could never come back to the company view.
 */
export function offersCompanyView(
  flags: RoleFlags,
  list: { page: number; search: string; total: number },
): boolean {
  return (
    storeListSource(flags) === 'company' && list.page === 1 && list.search.trim() === '' && list.total > 1
  );
}

/** The company view's row, named `name`, of the merchant of the list's rows. */
export function companyViewRow(merchant: { MerchantId: number; MerchantName: string }, name: string) {
  return {
    MerchantId: merchant.MerchantId,
    MerchantName: merchant.MerchantName,
    StoreId: COMPANY_VIEW_STORE_ID,
    StoreCode: '',
    StoreName: name,
    IsDeleted: false,
    HasFirstRun: true,
    StoreStatusCode: StoreStatus.Active,
  };
}
