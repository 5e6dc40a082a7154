import { useDeferredValue, useMemo } from 'react';
import { useFeatureFlags } from '../../api/featureFlags';
import { readRoleFlags } from '../../api/localState';
import { usePortalData } from '../../api/portal';
import { accessContextOf, type AccessContext } from '../../domain/access/context';

/**
 * The session's access context: portal data, the role flags kept at login and the feature flags.
 * Null until the portal data has loaded. Every visibility rule of the shell reads it.
 * The data is deferred: the whole shell renders in a transition, in slices (no long task at start-up).
 */
export function useAccessContext() {
  const portal = usePortalData();
  const data = useDeferredValue(portal.data);
  const read = useFeatureFlags(data !== undefined && data.merhantId !== null);
  const flags = useDeferredValue(read.flags);
  // the merchant's flags are being read (a first visit, another merchant or store): a screen flag is not known yet
  const flagsPending = useDeferredValue(read.isLoading);
  const ctx = useMemo<AccessContext | null>(
    () => (data ? accessContextOf(data, readRoleFlags(), flags) : null),
    [data, flags],
  );
  return { ctx, data, flagsPending, error: portal.error as unknown, mutate: portal.mutate };
}
