/** The base path the server put in <base href> (default "/"), always ending in "/". */
export function basePath(): string {
  if (typeof document === 'undefined') return '/';
  const path = new URL(document.baseURI).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Where every portal route hangs: {base}Portal/NewIndex. */
export function portalBase(): string {
  return `${basePath()}Portal/NewIndex`;
}

/** Reads a meta tag the server fills (e.g. backroom:legacy-origin). */
export function pageMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return value && !value.startsWith('__') ? value : null;
}
