import { basePath, portalBase } from '../lib/basePath';
import { CSRF_TOKEN_PATH, keptCsrfToken, refreshCsrfToken } from './csrf';

/** The portal data's path: the key of the portal-data hook (src/api/portal.ts). */
export const PORTAL_DATA_PATH = 'Portal/GetPortalData';

let pending: Promise<Response> | null = null;

/**
 * Called by the entry script (src/main.tsx): on a portal page, asks for the portal data at once, so
 * it loads beside the shell's chunks instead of after them. A GET needs the session cookie only.
 */
export function prefetchPortalData(pathname = window.location.pathname): void {
  if (!pathname.startsWith(portalBase())) return;
  // the entry script's own: no http client here, it loads with the portal after this
  pending = fetch(`${basePath()}${PORTAL_DATA_PATH}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  // a failed request is reported by the hook that takes it, as any other call
  pending.catch(() => {});
  // a tab with the session's cookie but no kept csrf token asks for it beside the portal data
  if (!keptCsrfToken()) void refreshCsrfToken(`${basePath()}${CSRF_TOKEN_PATH}`);
}

/** The prefetched answer, once: the portal-data hook's first fetch reads it, later ones ask again. */
export function takePrefetchedPortalData(): Promise<Response> | null {
  const answer = pending;
  pending = null;
  return answer;
}
