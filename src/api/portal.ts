import useSWR from 'swr';
import type { PortalData } from '../domain/portalData';
import { http, swrFetcher } from './http';
import { PORTAL_DATA_PATH, takePrefetchedPortalData } from './portalDataPrefetch';

export const portalKeys = { portalData: PORTAL_DATA_PATH } as const;

/** The first fetch reads the answer the entry script asked for (portalDataPrefetch.ts). */
function fetchPortalData(key: string): Promise<PortalData> {
  const prefetched = takePrefetchedPortalData();
  return prefetched ? http.get<PortalData>(key, { response: prefetched }) : swrFetcher<PortalData>(key);
}

/** Portal data of the session (cached list tag PortalData). `null` pauses the request. */
export function usePortalData(enabled = true) {
  return useSWR<PortalData>(enabled ? portalKeys.portalData : null, fetchPortalData);
}
