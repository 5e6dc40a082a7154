import { useState } from 'react';
import useSWR, { type SWRConfiguration, unstable_serialize, useSWRConfig } from 'swr';
import { useFetchedAt } from './cacheTimes';
import { silentSwrFetcher } from './http';
import { type ApiKey, apiKey, type KeyedBy } from './keys';
import { useScopeId, useUserScopeId } from './scope';
import { freshlySeeded } from './startupAnswers';

export interface ReadOptions<T> extends SWRConfiguration<T> {
  /** Whose read it is (api/keys.ts): by default the user's in the current merchant and store. */
  keyedBy?: KeyedBy;
  /**
   * The screen shows the read's failure itself (a tab's alert): the global error toast stays quiet,
   * so a failure is said once. Otherwise a refused read reaches the one global handler.
   */
  silent?: boolean;
}

/**
 * The one read hook of the api modules: SWR under the key [path, body, scope] (body undefined: a
 * GET), so every cached answer is keyed by user, merchant and store (api/scope.ts). `path` null
 * pauses. Resource modules wrap it in typed hooks (usePortalData, useSalesDashboard…).
 */
export function useApiRead<T>(path: string | null, body?: unknown, options: ReadOptions<T> = {}) {
  const { keyedBy, silent, ...configured } = options;
  const swr = silent
    ? { ...configured, fetcher: silentSwrFetcher as SWRConfiguration<T>['fetcher'] }
    : configured;
  const scope = useScopeId();
  const user = useUserScopeId();
  const key: ApiKey | null = path ? apiKey(path, body, keyedBy, { scope, user }) : null;
  const serialized = key ? unstable_serialize(key) : null;
  // an answer the portal's start has just put in the cache is not asked for again at mount
  const { cache } = useSWRConfig();
  const [justSeeded] = useState(() => serialized !== null && freshlySeeded(cache, serialized));
  const read = useSWR<T>(key, justSeeded ? { ...swr, revalidateOnMount: false } : swr);
  /** When the answer shown was fetched (for "Offline — as of TIME"), when the cache knows. */
  const fetchedAt = useFetchedAt(serialized);
  return Object.assign(read, { fetchedAt, serialized });
}
