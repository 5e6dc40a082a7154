import { serverRenderContext } from './serverRender';

/** The base path the server put in <base href> (default "/"), always ending in "/". */
export function basePath(): string {
  if (typeof document === 'undefined') return serverRenderContext()?.basePath ?? '/';
  const path = new URL(document.baseURI).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The router's path of the portal (under the base path): every portal route hangs from it. */
export const PORTAL_ROUTE = '/Portal/NewIndex';

/** Where every portal route hangs: {base}Portal/NewIndex. */
export function portalBase(): string {
  return `${basePath()}${PORTAL_ROUTE.slice(1)}`;
}

/** Reads a meta tag the server fills (e.g. backroom:legacy-origin). */
export function pageMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return value && !value.startsWith('__') ? value : null;
}

/** The full address of a portal path ({base}Portal/NewIndex/menu/discounts): links that open in a new tab. */
export function portalHref(path: string): string {
  return `${portalBase()}${path}`;
}

/** The portal path of a full portal address (the inverse of portalHref), or null for another address. */
export function portalPathOf(href: string): string | null {
  const base = portalBase();
  if (href === base) return '/';
  return href.startsWith(`${base}/`) ? href.slice(base.length) : null;
}
