import { unstable_serialize } from 'swr';
import { accountKeys } from '../api/account';
import { apiKey } from '../api/keys';
import { pageMeta } from '../lib/basePath';

/**
 * What the server writes into the page for the login page's first paint: the version it shows in
 * the header (meta backroom:version). The build's prerender renders the placeholder the server
 * replaces, so the hydrating page and the prerendered markup show the same version, at once.
 */
export const VERSION_PLACEHOLDER = '__BACKROOM_VERSION__';

/** SWR fallback answers for the version: `version` in the prerender, the page's meta in the browser. */
export function pageAnswers(version = pageMeta('backroom:version')): Record<string, unknown> {
  const key = apiKey(accountKeys.version, undefined, 'public');
  return version ? { [unstable_serialize(key)]: { IsSuccessful: true, Entity: version } } : {};
}
