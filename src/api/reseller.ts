import type { ApiResult } from '../domain/contract';
import { useApiRead } from './read';

export interface ResellerConfiguration {
  ResellerId: number;
  IsBank: boolean;
}

export const resellerKeys = { configuration: 'Reseller/GetResellerConfiguration' } as const;

/** The reseller of the host the portal is served from (the login page's brand). */
export function useResellerConfiguration() {
  return useApiRead<ApiResult<ResellerConfiguration>>(resellerKeys.configuration, undefined, {
    keyedBy: 'public',
    revalidateOnFocus: false,
  });
}
