import type { PortalData } from './portalData';
import { isPlainUser, type RoleFlags } from './roles';

/**
 * Who sees the POS transactions report, and how (2-menu-and-reports.md §2 "POS transactions"): the
 * two page states that replace or lock the report. One rule, one place: the page asks these.
 */

export interface PosTransactionsViewer {
  /**
   * An enterprise-level (company) user: works with every store of the merchant. As the discounts
   * decide it (server/routes/discount.ts viewerOf): every user but a plain store user.
   */
  isEnterprise: boolean;
  /** No store chosen: the session works on the whole company (the portal data's storeId null). */
  companyView: boolean;
  /** The stores the user works with (the portal data's activeStoreCount). */
  storeCount: number;
  /** The portal data's isASMReportingEnabled: the merchant's reports moved to the smart manager. */
  smartManagerReporting: boolean;
}

export type PosTransactionsMode =
  /** The report. */
  | 'report'
  /** §2 store-view-only mode: the page inert under a modal that asks to choose a store. */
  | 'storeViewOnly'
  /** §2 smart manager: a warning and a Login button (a new tab) instead of the report. */
  | 'smartManager';

/**
 * §2: the report moved to the smart manager when the merchant's smart-manager reporting is on
 * (decision: isASMReportingEnabled); otherwise store-view-only when a user who is not enterprise-level
 * is in company view with several stores (decision: such a user reads one store's tickets at a time).
 */
export function posTransactionsMode(viewer: PosTransactionsViewer): PosTransactionsMode {
  if (viewer.smartManagerReporting) return 'smartManager';
  if (!viewer.isEnterprise && viewer.companyView && viewer.storeCount > 1) return 'storeViewOnly';
  return 'report';
}

/**
 * The viewer of a session: its role flags (a plain user who is not a company user is store-level,
 * as server/auth/access.ts isStoreUser) and its portal data.
 */
export function posTransactionsViewer(
  roles: RoleFlags,
  data: Pick<PortalData, 'storeId' | 'activeStoreCount' | 'isASMReportingEnabled'>,
): PosTransactionsViewer {
  return {
    isEnterprise: !(isPlainUser(roles) && !roles.isCompanyUser),
    companyView: data.storeId === null,
    storeCount: data.activeStoreCount,
    smartManagerReporting: data.isASMReportingEnabled === true,
  };
}
