import { createContext, useContext, useSyncExternalStore } from 'react';

/** When each cached answer was fetched: what the offline notice says ("Offline — as of TIME"). */
export interface CacheTimes {
  fetchedAt: (cacheKey: string) => number | null;
  subscribe: (listener: () => void) => () => void;
  /**
   * Forgets every kept answer, on screen and, unless `device` is false (another tab ended the session
   * and cleared the device), on the device: whenever the session ends.
   */
  clear: (options?: { device?: boolean }) => Promise<void>;
}

const none: CacheTimes = { fetchedAt: () => null, subscribe: () => () => {}, clear: async () => {} };

/** Given by the portal's providers (the persisted cache, src/offline); tests without it know no times. */
export const CacheTimesContext = createContext<CacheTimes>(none);

/** When the answer under a cache key was fetched (ms since epoch), or null. */
export function useFetchedAt(cacheKey: string | null): number | null {
  const times = useContext(CacheTimesContext);
  const get = () => (cacheKey ? times.fetchedAt(cacheKey) : null);
  return useSyncExternalStore(times.subscribe, get, get);
}

/** The kept answers of the portal (fetched times, and clearing them at logout). */
export function useCacheTimes(): CacheTimes {
  return useContext(CacheTimesContext);
}
