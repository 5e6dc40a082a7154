import type { StoreZone } from './calendar';

/** Portal data (1-foundation.md §3): what GET /Portal/GetPortalData answers. */
export interface PortalData {
  AppEnvironment: string;
  userFullName: string;
  /** Not in the spec's list: the signed-in user's name and ids, for Change Password and the renew modal. */
  userName: string;
  membershipUserId: string;
  posUserId: number;
  storeCode: string | null;
  storeName: string | null;
  /**
   * Not in the spec's list: the session store's state, so that wherever it is named it carries the
   * marks and badges of the store selection (deleted, status code, first run done).
   */
  storeIsDeleted?: boolean;
  storeStatusCode?: number | null;
  storeHasFirstRun?: boolean;
  /** spelled so in the contract */
  merhantId: number | null;
  merchantName: string | null;
  /**
   * Not in the spec's list: the company logo's address below the base path (3-settings §4), null
   * without one; the header shows it (docs/decisions.md "Company information").
   */
  merchantLogoUrl?: string | null;
  userRole: string;
  resellerId: number;
  ProductMode: number;
  featureIds: string;
  creditGateway: number;
  activeStoreCount: number;
  storeId: number | null;
  /**
   * Not in the spec's list: the merchant's one live store when it has exactly one, else null. A
   * company view of a single store works as that store (src/domain/viewLevel.ts, §1).
   */
  soleStoreId?: number | null;
  /**
   * Not in the spec's list: the time zone (IANA, stores.time_zone) of each store in view, the
   * session's store or, in company view, every store of the merchant: whose clock says "today" and
   * the time of a ticket (docs/decisions.md "The store's clock"). Empty without a merchant.
   */
  storeTimeZones?: StoreZone[];
  timeout: number;
  supportStoreChange: boolean;
  isAccountManager: boolean;
  merchantType: number;
  customerCare: 'Y' | 'N';
  countryId: number;
  merchantCulture: string;
  hasEmvAndGiftSupport: boolean;
  isOfflineCreditEnabled: boolean;
  isAlohaOrderDirectAddOnEnabled: boolean;
  isASMEnabled: boolean;
  isASMReportingEnabled: boolean;
  isASMEmployeeEnabled: boolean;
  smartManagerBaseUrl: string;
  bslOrg: string | null;
  bslEuid: string | null;
  featDonations: 'Y' | 'N';
  featPilotProgram: 'Y' | 'N';
  featConfigurableRolePermissions: 'Y' | 'N';
  featCashManager: 'Y' | 'N';
  featDynamicDelivery: 'Y' | 'N';
  featLimitOpenChecks: 'Y' | 'N';
  featLimitMaxRefundAmount: 'Y' | 'N';
  featLimitClearItems: 'Y' | 'N';
  featLimitDeleteTickets: 'Y' | 'N';
}

/** The merchant flags that carry Y or N in the portal data. */
export const portalYesFlags = [
  'featDonations',
  'featPilotProgram',
  'featConfigurableRolePermissions',
  'featCashManager',
  'featDynamicDelivery',
  'featLimitOpenChecks',
  'featLimitMaxRefundAmount',
  'featLimitClearItems',
  'featLimitDeleteTickets',
] as const;
export type PortalYesFlag = (typeof portalYesFlags)[number];

/** The landing page is mystore when the user holds one of these feature ids (1-foundation.md §2). */
export const MYSTORE_FEATURE_IDS = [45, 46, 47, 48] as const;

export function parseFeatureIds(value: string | null | undefined): number[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}
