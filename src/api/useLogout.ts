import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { accountApi } from './account';
import { useCacheTimes } from './cacheTimes';
import { clearLocalState } from './localState';
import { basePath } from '../lib/basePath';

/**
 * Logout (1-foundation.md §4 "Session"): log off, clear the csrf token and local state, reset the
 * API cache — every answer kept on screen and on the device, and the service worker's caches — and
 * return to the base path. Also the user menu's Logout.
 */
export function useLogout(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const kept = useCacheTimes();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await accountApi.logOff().catch(() => undefined);
    clearLocalState();
    await mutate(() => true, undefined, { revalidate: false });
    await kept.clear();
    navigate(`~${basePath()}`);
  }, [mutate, navigate, kept]);
}
