import type { BillingSummary, HostedPaymentLink } from '../domain/billing';
import type { ApiResult } from '../domain/contract';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The AccountBilling calls (1-foundation.md §7; docs/api.md "Billing"). */
export const accountBillingPaths = {
  summary: 'AccountBilling/GetBillingSummary',
  subscriptionNumber: 'AccountBilling/GetSubscriptionNumber',
  invoices: 'AccountBilling/GetInvoices',
  hostedPaymentUrl: 'AccountBilling/GetCreditHPMUrl',
} as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const accountBillingApi = {
  /** The hosted payment page's address, for the checksum of the bill on screen (409 when stale). */
  hostedPaymentUrl: (body: { ConcurrencyChecksum: number }, options?: RequestOptions) =>
    http.write<ApiResult<HostedPaymentLink>>(accountBillingPaths.hostedPaymentUrl, body, options),
};

/** The bill of the session's merchant: balance, stores, card on file, last payment, checksum. */
export function useBillingSummary() {
  return useApiRead<ApiResult<BillingSummary>>(accountBillingPaths.summary);
}

/** The merchant's subscription number (null for a merchant never billed). */
export function useSubscriptionNumber() {
  return useApiRead<ApiResult<string | null>>(accountBillingPaths.subscriptionNumber, undefined, {
    revalidateOnFocus: false,
  });
}
