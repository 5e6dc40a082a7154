import { readLoginContext } from '../../api/localState';
import type { AccessContext } from '../../domain/access/context';
import type { PortalData } from '../../domain/portalData';
import { type StoreBadge, sessionStoreMarks } from '../../domain/storeSelection';

/**
 * The session's store as the header names it: the marks and status badges of the store selection
 * (src/domain/storeSelection), for the same viewer; null without a store.
 */
export function sessionStoreOf(
  data: PortalData,
  ctx: AccessContext,
): { label: string; badges: StoreBadge[] } | null {
  if (data.storeId === null || !data.storeName) return null;
  const login = readLoginContext();
  return sessionStoreMarks(
    {
      StoreId: data.storeId,
      StoreName: data.storeName,
      IsDeleted: data.storeIsDeleted === true,
      HasFirstRun: data.storeHasFirstRun !== false,
      StoreStatusCode: data.storeStatusCode ?? undefined,
    },
    { ...ctx.roles, firstRunFlag: login.launchFirstRunUnleashFlag, userRoleRank: login.userRoleRank ?? 0 },
  );
}
