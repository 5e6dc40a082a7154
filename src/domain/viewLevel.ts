/**
 * The portal's viewing levels (3-settings-and-employees.md §1, §6): a single-store view (view
 * level 1), a company view of more than one site (view level 2), and a company view of a single store
 * (the merchant's one live store: it works as that store). Read from the portal data's storeId (null
 * in a company view) and activeStoreCount.
 */
export const ViewLevel = { SingleStore: 1, Company: 2 } as const;
export type ViewLevelCode = (typeof ViewLevel)[keyof typeof ViewLevel];

export interface ViewOf {
  /** The session's store, null in a company view. */
  storeId: number | null;
  /** The merchant's live stores the user works with. */
  activeStoreCount: number;
}

/** §1: view level 2 is a company view of more than one site; everything else works on one store. */
export function viewLevelOf(view: ViewOf): ViewLevelCode {
  return view.storeId === null && view.activeStoreCount > 1 ? ViewLevel.Company : ViewLevel.SingleStore;
}

/** §6: the settings a company view of several sites may only read (pay code add/edit, alert save). */
export function isCompanyViewOfSites(view: ViewOf): boolean {
  return viewLevelOf(view) === ViewLevel.Company;
}

/**
 * §1: the store a view works on: the session's store, or, in a company view of a single store, that
 * one store (soleStoreId); null in a company view of several sites. The server resolves a route's
 * store by it (server/auth/routeAccess.ts, the 'required' and 'working' options) and the settings
 * screens read and save that store's settings.
 */
export function workingStoreOf(view: ViewOf & { soleStoreId?: number | null }): number | null {
  if (view.storeId !== null) return view.storeId;
  return viewLevelOf(view) === ViewLevel.SingleStore ? (view.soleStoreId ?? null) : null;
}
