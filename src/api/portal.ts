import useSWR from 'swr';
import type { PortalData } from '../domain/portalData';

export const portalKeys = { portalData: 'Portal/GetPortalData' } as const;

/** Portal data of the session (cached list tag PortalData). `null` pauses the request. */
export function usePortalData(enabled = true) {
  return useSWR<PortalData>(enabled ? portalKeys.portalData : null);
}
