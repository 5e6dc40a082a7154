import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useCacheTimes } from './cacheTimes';
import { clearLocalState } from './localState';
import { requestLogOff } from './logOff';
import { forgetCacheScopeHere } from './scope';
import { basePath } from '../lib/basePath';

/**
 * How a session ended (docs/decisions.md "Session end on a shared device"): the menu's Logout, a 401
 * from the server, the idle timeout or the absolute lifetime by the portal's clock, or a log-off or
 * log-on in another tab ('elsewhere').
 */
export type SessionEnd = 'logout' | 'refused' | 'idle' | 'lifetime' | 'elsewhere';

/**
 * Forgets the session in this tab: every answer on screen and in memory, the cache scope; and, when
 * it ended here, on the device too: local and session storage (the csrf token, the role flags, the
 * device's session; remember-me stays), the kept answers in IndexedDB and the worker's runtime
 * caches, the other tabs being told. Ended elsewhere, the tab that ended it cleared the device (and
 * may already keep the next session there): this tab leaves storage alone.
 */
export function useForgetSession(): (where: 'here' | 'elsewhere') => Promise<void> {
  const { unload } = useSWRConfig();
  const kept = useCacheTimes();
  return useCallback(
    async (where) => {
      if (where === 'here') clearLocalState();
      else forgetCacheScopeHere();
      // every answer, the previous data kept on screen and the requests on their way: none of them
      // writes back, and the next session's first read is asked anew, never deduped onto this one's
      unload({ revalidate: false });
      await kept.clear({ device: where === 'here' });
    },
    [unload, kept],
  );
}

/**
 * Ends the session however it ended (1-foundation.md §4 "Session"): forgets it (above), ends it on
 * the server (a log-off, sent when the server can be reached; never for a session another tab
 * replaced, whose cookie is now the new one's), the login page at the base path shown first.
 */
export function useEndSession(): (how: SessionEnd) => Promise<void> {
  const forget = useForgetSession();
  const [, navigate] = useLocation();
  return useCallback(
    async (how) => {
      const here = how !== 'elsewhere';
      // the login page first: the portal's screens unmount before the session's keys go (their reads,
      // keyed by the session's scope, would otherwise ask again under the emptied one and be refused)
      navigate(`~${basePath()}`);
      const forgotten = forget(here ? 'here' : 'elsewhere');
      if (here) void requestLogOff();
      await forgotten;
    },
    [forget, navigate],
  );
}

/** Logout (1-foundation.md §4 "Session"), the user menu's and the session modals'. */
export function useLogout(): () => Promise<void> {
  const end = useEndSession();
  return useCallback(() => end('logout'), [end]);
}
