import {
  type InvoiceSort,
  INVOICE_SORT,
  type InvoiceStatusFilter,
  invoiceStatusFilters,
  PAYMENT_REFERENCE_PARAM,
  PAYMENT_RETURN_PARAM,
  type PaymentOutcome,
  paymentOutcomes,
} from '../../../domain/billingTerms';
import { routePath } from '../../../domain/routes';
import type { ListDefaults } from '../../../domain/listParams';

/** My Bills in the portal (/account/mybills). */
export const myBillsPath = routePath('/account/mybills');

/** The invoice list's defaults: newest first, sortable by the server's allow-list. */
export const invoiceListDefaults: ListDefaults = {
  sort: { columnId: 'issued' satisfies InvoiceSort, direction: 'desc' },
  sortable: INVOICE_SORT,
};

/** The invoice status filter in the URL (?status=open); all by default. */
export const STATUS_PARAM = 'status';

export function readStatusFilter(params: URLSearchParams): InvoiceStatusFilter {
  const value = params.get(STATUS_PARAM);
  return (invoiceStatusFilters as readonly string[]).includes(value ?? '')
    ? (value as InvoiceStatusFilter)
    : 'all';
}

/** The query with another status filter, back on the first page. */
export function withStatusFilter(params: URLSearchParams, status: InvoiceStatusFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (status === 'all') next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, status);
  return next;
}

/** How the hosted payment page sent the user back (?payment=paid&ref=…), if it did. */
export interface PaymentReturn {
  outcome: PaymentOutcome;
  reference: string | null;
}

export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const outcome = params.get(PAYMENT_RETURN_PARAM);
  if (!(paymentOutcomes as readonly string[]).includes(outcome ?? '')) return null;
  const reference = params.get(PAYMENT_REFERENCE_PARAM);
  return {
    outcome: outcome as PaymentOutcome,
    reference: reference && /^[A-Z0-9-]{1,40}$/.test(reference) ? reference : null,
  };
}

/** The query without the payment's return (once its banner is dismissed). */
export function withoutPaymentReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAYMENT_RETURN_PARAM);
  next.delete(PAYMENT_REFERENCE_PARAM);
  return next;
}
