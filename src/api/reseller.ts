import useSWR from 'swr';
import type { ApiResult } from '../domain/contract';

export interface ResellerConfiguration {
  ResellerId: number;
  IsBank: boolean;
}

export const resellerKeys = { configuration: 'Reseller/GetResellerConfiguration' } as const;

/** The reseller of the host the portal is served from (the login page's brand). */
export function useResellerConfiguration() {
  return useSWR<ApiResult<ResellerConfiguration>>(resellerKeys.configuration, { revalidateOnFocus: false });
}
