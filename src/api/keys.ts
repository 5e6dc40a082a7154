/**
 * SWR keys of the API: [path, body, scope] — a GET has no body (its query is in the path), a POST
 * read has its body; the scope is whose answer it is (api/scope.ts, api/read.ts). Writes revalidate
 * what they change by path prefix ('Discount/' revalidates every discount read).
 */
export type ApiKey = readonly [path: string, body: unknown, scope: string];

/**
 * Whose answer a read is: 'scope' (the default) the user's in the current merchant and store; 'user'
 * the user's alone (the portal data, which says the merchant and store); 'public' nobody's.
 */
export type KeyedBy = 'scope' | 'user' | 'public';

/** The key of a read: its path, its body (none for a GET) and the id of whose answer it is. */
export function apiKey(
  path: string,
  body: unknown,
  keyedBy: KeyedBy = 'scope',
  ids: { scope: string; user: string } = { scope: '', user: '' },
): ApiKey {
  return [path, body, keyedBy === 'scope' ? ids.scope : keyedBy === 'user' ? ids.user : 'public'];
}

/** The API path a cached key reads, or null for a key that is not ours. */
export function keyPath(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return null;
}

/** Whether a cached key reads a path that starts with one of the prefixes. */
export function keyMatches(key: unknown, prefixes: readonly string[]): boolean {
  const path = keyPath(key);
  return path !== null && prefixes.some((p) => path.startsWith(p));
}
