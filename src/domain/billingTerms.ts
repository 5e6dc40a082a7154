/**
 * The words of My Bills that links and lists use: the invoice list's sort and status values and the
 * hosted payment page's return parameters. Apart from billing.ts so that a link to My Bills (the
 * shell's Update Payment) does not load the validation schemas.
 */

/** The invoice list's sort allow-list: issue date (default, newest first), due date, amount, number, store. */
export const INVOICE_SORT = ['issued', 'due', 'amount', 'number', 'store'] as const;
export type InvoiceSort = (typeof INVOICE_SORT)[number];

export const invoiceStatusFilters = ['all', 'open', 'paid'] as const;
export type InvoiceStatusFilter = (typeof invoiceStatusFilters)[number];

/**
 * How the hosted payment page sends the user back to My Bills: `?payment=paid&ref=PAY-…` after a
 * payment, `?payment=saved` after a card change with nothing due, `?payment=cancelled`.
 */
export const PAYMENT_RETURN_PARAM = 'payment';
export const PAYMENT_REFERENCE_PARAM = 'ref';
export const paymentOutcomes = ['paid', 'saved', 'cancelled'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];
