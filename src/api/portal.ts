import { useEffect } from 'react';
import type { PortalData } from '../domain/portalData';
import { PORTAL_DATA_PATH } from '../domain/startupReads';
import { useApiRead } from './read';
import { cacheScope, moveCacheScope } from './scope';

export const portalKeys = { portalData: PORTAL_DATA_PATH } as const;

/**
 * Portal data of the session (cached list tag PortalData), keyed by the user: it is what tells the
 * merchant and store every other read is keyed by, so its arrival moves the cache scope to them.
 * The previous answer stays on screen (the shell's chrome) while a new one loads. `enabled` false
 * pauses the request.
 */
export function usePortalData(enabled = true) {
  const read = useApiRead<PortalData>(enabled ? portalKeys.portalData : null, undefined, {
    keyedBy: 'user',
    keepPreviousData: true,
  });
  const data = read.data;
  useEffect(() => {
    if (data && cacheScope()) moveCacheScope(data.merhantId, data.storeId);
  }, [data]);
  return read;
}
