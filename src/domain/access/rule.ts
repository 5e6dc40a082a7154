import type { FeatureFlagName } from '../featureFlags';
import type { PortalYesFlag } from '../portalData';
import type { ResellerItem } from './reseller';
import type { UserMenuAccess } from './userMenu';

/**
 * What shows a route of the route table (and its side-menu entry): every condition given must hold.
 * Conditions that are not simple data are named predicates (`when`), each documented in routeAccess.
 */
export interface RouteRule {
  /** All of these feature ids. */
  featureIds?: readonly number[];
  /** At least one of these feature ids. */
  anyFeatureIds?: readonly number[];
  /** Hidden in these product modes (3 counts as 1). */
  notInModes?: readonly number[];
  /** Shown only in these product modes (3 counts as 1). */
  onlyInModes?: readonly number[];
  /** These merchant flags are Y. */
  portalFlags?: readonly PortalYesFlag[];
  /** These feature flags are on. */
  featureFlags?: readonly FeatureFlagName[];
  /** The reseller does not hide this item. */
  resellerItem?: ResellerItem;
  /** An item of the admin-area table. */
  adminItem?: string;
  /** An entry of the user menu. */
  userMenu?: keyof UserMenuAccess;
  /** A named predicate. */
  when?: RoutePredicate;
}

export type RoutePredicate =
  | 'managesMerchant'
  | 'supportLevel'
  | 'defaultReseller'
  | 'hasMerchant'
  | 'securityControlsHaveSomethingToControl'
  | 'enterpriseLevel';
