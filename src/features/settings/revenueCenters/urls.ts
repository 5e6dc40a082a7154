import { routePath } from '../../../domain/routes';

/** The revenue centers list in the portal (/settings/revenuecenters). */
export const revenueCentersPath = routePath('/settings/revenuecenters');

/** The form of a revenue center (0 = add). */
export function revenueCenterPath(revenueCenterId: number): string {
  return routePath('/settings/revenuecenters/:revenuecenterId', { revenuecenterId: revenueCenterId });
}
