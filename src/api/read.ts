import { useState } from 'react';
import useSWR, { type SWRConfiguration, unstable_serialize } from 'swr';
import { useFetchedAt } from './cacheTimes';
import type { ApiKey } from './keys';
import { useScopeId, useUserScopeId } from './scope';
import { freshlySeeded } from './startupAnswers';

export interface ReadOptions<T> extends SWRConfiguration<T> {
  /**
   * Whose read it is: 'scope' (default) keys it by user, merchant and store; 'user' by the user alone
   * (the portal data, which says the merchant and store); 'public' by nobody (before sign-in).
   */
  keyedBy?: 'scope' | 'user' | 'public';
}

/**
 * The one read hook of the api modules: SWR under the key [path, body, scope] (body undefined: a
 * GET), so every cached answer is keyed by user, merchant and store (api/scope.ts). `path` null
 * pauses. Resource modules wrap it in typed hooks (usePortalData, useSalesDashboard…).
 */
export function useApiRead<T>(path: string | null, body?: unknown, options: ReadOptions<T> = {}) {
  const { keyedBy = 'scope', ...swr } = options;
  const scope = useScopeId();
  const user = useUserScopeId();
  const part = keyedBy === 'scope' ? scope : keyedBy === 'user' ? user : 'public';
  const key: ApiKey | null = path ? [path, body, part] : null;
  const serialized = key ? unstable_serialize(key) : null;
  // an answer the portal's start has just put in the cache is not asked for again at mount
  const [justSeeded] = useState(() => serialized !== null && freshlySeeded(serialized));
  const read = useSWR<T>(key, justSeeded ? { ...swr, revalidateOnMount: false } : swr);
  /** When the answer shown was fetched (for "Offline — as of TIME"), when the cache knows. */
  const fetchedAt = useFetchedAt(serialized);
  return Object.assign(read, { fetchedAt });
}
