import type { MerchantDetails, StoreStatusResult } from '../domain/accountContract';
import type { ApiResult } from '../domain/contract';
import type { LoginErrorCode, LoginResult } from '../domain/login';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

export const accountKeys = { version: 'Account/GetVersion', merchant: 'Account/GetMerchant' } as const;

export type LogOnAnswer = LoginResult | { success: false; errorCode: LoginErrorCode };

export interface EulaAcceptance {
  eulaId: number;
  membershipUserId: string;
  merchantId: number;
  merchantStatusCode: number;
}

export interface StoreContext {
  StoreId: number;
  StoreCode: string | null;
  StoreName: string | null;
  OverrideMerchantId: number | null;
}

/**
 * Account calls (1-foundation.md §7). Reads and the log-on answer their body; writes (`…(arg,
 * options)`) answer status and body for the mutation hook (api/mutation.ts), which judges them.
 * Sign-in calls are silent: their screens show their own errors.
 */
export const accountApi = {
  logOn: (username: string, password: string) =>
    http.post<LogOnAnswer>('Account/LogOn', { username, password }, { silent: true }),
  getCsrfToken: () => http.post<ApiResult<string>>('Account/GetCsrfToken', undefined, { silent: true }),
  logOff: (cancelLogin = false) =>
    http.get<ApiResult>('Account/LogOff', {
      silent: true,
      query: cancelLogin ? { CancelLogin: true } : undefined,
    }),
  sendUserNamesEmail: (emailAddress: string, options?: RequestOptions) =>
    http.write<ApiResult>('Account/SendUserNamesEmail', { emailAddress }, options),
  forgotPassword: (userName: string, options?: RequestOptions) =>
    http.write<ApiResult>('Account/ForgotPassword', { userName }, options),
  updateMerchantEulaHistory: (body: EulaAcceptance, options?: RequestOptions) =>
    http.write<ApiResult>('Account/UpdateMerchantEulaHistory', body, options),
  checkStoreAccountStatus: (body: { StoreId: number; MerchantId: number }, options?: RequestOptions) =>
    http.write<StoreStatusResult>('Account/CheckStoreAccountStatus', body, options),
  saveStoreContext: ({ StoreId, ...body }: StoreContext, options?: RequestOptions) =>
    http.write<ApiResult>('Account/SaveStoreContext', body, { ...options, query: { StoreId } }),
  /** A short-lived bearer token for the online-ordering service. */
  getJwtToken: () =>
    http.post<ApiResult<string>>('Account/GetJwtToken', undefined, { query: { isAOD: true } }),
};

export function useVersion() {
  return useApiRead<ApiResult<string>>(accountKeys.version, undefined, {
    keyedBy: 'public',
    revalidateOnFocus: false,
  });
}

/** The session's merchant (Account/GetMerchant, a POST read keyed with its empty body). */
export function useMerchant() {
  return useApiRead<ApiResult<MerchantDetails>>(accountKeys.merchant, {}, { revalidateOnFocus: false });
}
