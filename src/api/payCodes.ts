import type { ApiResult } from '../domain/contract';
import { type PayCodeForm, type PayInOutReasonCode, payCodePaths } from '../domain/payCode';
import { http, type RequestOptions } from './http';

/** The pay-in/out reason code calls (3-settings-and-employees.md §7; docs/api.md "Pay codes and alerts"). */
export { payCodePaths };

/** What a code's write changes: the list. */
export const PAY_CODE_READS = ['PayInOutReasonCodes/'] as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const payCodeApi = {
  insert: (body: PayCodeForm, options?: RequestOptions) =>
    http.write<ApiResult<PayInOutReasonCode>>(payCodePaths.insert, body, options),
  update: (body: PayCodeForm, options?: RequestOptions) =>
    http.write<ApiResult<PayInOutReasonCode>>(payCodePaths.update, body, options),
};
