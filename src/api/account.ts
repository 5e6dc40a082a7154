import useSWR from 'swr';
import type { LoginResult } from '../domain/login';
import type { ApiResult } from '../domain/contract';
import { http } from './http';

export const accountKeys = { version: 'Account/GetVersion' } as const;

export const accountApi = {
  logOn: (username: string, password: string) =>
    http.post<LoginResult | { success: false; errorCode: string }>(
      'Account/LogOn',
      { username, password },
      { silent: true },
    ),
  getCsrfToken: () => http.post<ApiResult<string>>('Account/GetCsrfToken'),
  logOff: () => http.get<ApiResult>('Account/LogOff', { silent: true }),
  keepAlive: () => http.post<ApiResult>('Account/KeepAlive', undefined, { silent: true }),
};

export function useVersion() {
  return useSWR<ApiResult<string>>(accountKeys.version, { revalidateOnFocus: false });
}
