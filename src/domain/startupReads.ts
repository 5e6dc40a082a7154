import { changeHistoryPagePath } from './changeHistoryPaths';
import { discountListDefaults, discountListPaths } from './discountList';
import { ITEM_AVAILABILITY_LIST_PATH, itemAvailabilityListDefaults } from './itemAvailabilityList';
import { LANDING_PATH } from './landing';
import { type ListDefaults, pagingBody, paramsFromQuery } from './listParams';
import { myStorePaths } from './myStorePaths';
import { notificationPaths } from './notificationPaths';
import type { RoutePath } from './routes';

/** The portal data's path: the key of the portal-data hook (src/api/portal.ts). */
export const PORTAL_DATA_PATH = 'Portal/GetPortalData';
/** The feature flags' path (src/api/featureFlags.ts): the shell needs them before its menu. */
export const FEATURE_FLAGS_PATH = 'FeatureFlag/GetFeatureFlags';

/** A read a portal page needs before its first render: a GET without body, a POST read with its body. */
export interface StartupRead {
  path: string;
  body?: unknown;
}

/** The read of a list screen's page the URL asks for (page, size, sort, search), as its list hook asks. */
export function listPageRead(path: string, query: URLSearchParams, defaults: ListDefaults): StartupRead {
  return { path, body: pagingBody(paramsFromQuery(query, defaults)) };
}

/**
 * The screens' first reads, by route path: what a screen asks for before anything else, where the
 * URL alone decides the request. My store's first tab reads its activity summary. A list screen
 * reads the page of its list the URL asks for and what its rows are drawn with. The page brings
 * them (server/routes/pageStartup.ts), so the screen's first render has its data: no request after
 * the script has started, and no second render of the whole list as it arrives (in one task: it was
 * the list pages' longest).
 */
const screenReads: Partial<Record<RoutePath, (query: URLSearchParams) => StartupRead[]>> = {
  [LANDING_PATH]: (query) =>
    (query.get('tab') ?? 'activity') === 'activity' ? [{ path: myStorePaths.activity, body: {} }] : [],
  '/menu/discounts': (query) => [
    listPageRead(discountListPaths.list, query, discountListDefaults),
    { path: discountListPaths.metadata, body: {} },
  ],
  '/menu/itemAvailability': (query) => [
    listPageRead(ITEM_AVAILABILITY_LIST_PATH, query, itemAvailabilityListDefaults),
    // the store's latest availability change (LastChangedBy over the list)
    { path: changeHistoryPagePath('itemAvailability', '', 1) },
  ],
};

/**
 * Whether the server renders a route's screen into its page (server/routes/portalRender.ts): only
 * the landing's, which takes no input. Any other screen shows its loading state until the script has
 * taken the page over: a list searched or a form typed into before that would lose what was typed.
 */
export function serverRendersScreen(routePath: string): boolean {
  return routePath === LANDING_PATH;
}

/** The route path of the screen a portal path shows: the portal's root lands on My store. */
export function screenPathOf(portalPath: string): string {
  return portalPath === '/' ? LANDING_PATH : portalPath.replace(/\/$/, '');
}

/**
 * What a portal page at `portalPath` reads before its first render: the portal data, the feature
 * flags, the notifications (the header's bell, and their dialog once a session) and its screen's
 * first reads. The entry script asks for them (src/api/startupReads.ts), or
 * finds them answered in the page (server/routes/pageStartup.ts).
 */
export function startupReadsOf(portalPath: string, query: URLSearchParams): StartupRead[] {
  const screen = screenPathOf(portalPath);
  return [
    { path: PORTAL_DATA_PATH },
    { path: FEATURE_FLAGS_PATH },
    { path: notificationPaths.list },
    { path: notificationPaths.seen },
    ...(screenReads[screen as RoutePath]?.(query) ?? []),
  ];
}

/**
 * Marks a page's #root whose markup the script takes over as it is (hydrateRoot) instead of
 * rendering anew: the login page's (prerendered by the build) and a portal page the server rendered.
 */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * The id of the <template> holding the module preloads of a portal page the server rendered: the
 * entry script adds them once the page has painted (src/main.tsx), so the shell's chunks never hold
 * back the first paint of what the page already shows.
 */
export const DEFERRED_PRELOADS_ID = 'backroom-deferred-preloads';

/** The id of the page's script element holding its start-up answers (JSON, never run). */
export const STARTUP_ANSWERS_ID = 'backroom-startup';

/** The start-up answers a portal page carries: the session's csrf token and each read's answer. */
export interface PageStartup {
  csrfToken: string;
  answers: (StartupRead & { data: unknown })[];
  /** When the server wrote them (ms since the epoch): a copy of the page kept anywhere goes stale. */
  issuedAt: number;
}

/**
 * How long a page's start-up answers are taken: a page is read as it arrives; one from a cache (which
 * no cache should keep: the server sends it no-store) is older, and its page asks afresh. Wide enough
 * for a device whose clock is a little off.
 */
export const PAGE_ANSWERS_FRESH_MS = 120_000;

/** Whether start-up answers written at `issuedAt` may be taken at `now`. */
export function pageAnswersFresh(issuedAt: number, now: number): boolean {
  return Math.abs(now - issuedAt) <= PAGE_ANSWERS_FRESH_MS;
}
