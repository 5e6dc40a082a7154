import useSWR from 'swr';
import type { StoreStatusResult } from '../domain/accountContract';
import type { ApiResult } from '../domain/contract';
import type { LoginErrorCode, LoginResult } from '../domain/login';
import { http } from './http';

export const accountKeys = { version: 'Account/GetVersion' } as const;

export type LogOnAnswer = LoginResult | { success: false; errorCode: LoginErrorCode };

/** Account calls (1-foundation.md §7). Sign-in calls are silent: their screens show their own errors. */
export const accountApi = {
  logOn: (username: string, password: string) =>
    http.post<LogOnAnswer>('Account/LogOn', { username, password }, { silent: true }),
  getCsrfToken: () => http.post<ApiResult<string>>('Account/GetCsrfToken', undefined, { silent: true }),
  logOff: (cancelLogin = false) =>
    http.get<ApiResult>('Account/LogOff', {
      silent: true,
      query: cancelLogin ? { CancelLogin: true } : undefined,
    }),
  keepAlive: () => http.post<ApiResult>('Account/KeepAlive', undefined, { silent: true }),
  /** Extends a live session; with the password, renews one that has ended. */
  renewSession: (password?: string) =>
    http.post<ApiResult>('Account/RenewSession', { password: password ?? null }, { silent: true }),
  sendUserNamesEmail: (emailAddress: string) =>
    http.post<ApiResult>('Account/SendUserNamesEmail', { emailAddress }, { silent: true }),
  forgotPassword: (userName: string) =>
    http.post<ApiResult>('Account/ForgotPassword', { userName }, { silent: true }),
  updateMerchantEulaHistory: (body: {
    eulaId: number;
    membershipUserId: string;
    merchantId: number;
    merchantStatusCode: number;
  }) => http.post<ApiResult>('Account/UpdateMerchantEulaHistory', body, { silent: true }),
  checkStoreAccountStatus: (StoreId: number, MerchantId: number) =>
    http.post<StoreStatusResult>(
      'Account/CheckStoreAccountStatus',
      { StoreId, MerchantId },
      { silent: true },
    ),
  saveStoreContext: (
    storeId: number,
    body: { StoreCode: string | null; StoreName: string | null; OverrideMerchantId: number | null },
  ) => http.post<ApiResult>('Account/SaveStoreContext', body, { silent: true, query: { StoreId: storeId } }),
  /** A short-lived bearer token for the online-ordering service. */
  getJwtToken: () =>
    http.post<ApiResult<string>>('Account/GetJwtToken', undefined, { query: { isAOD: true } }),
};

export function useVersion() {
  return useSWR<ApiResult<string>>(accountKeys.version, { revalidateOnFocus: false });
}
