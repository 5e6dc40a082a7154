/**
 * Billing of a merchant (1-foundation.md §7 "AccountBilling", §6 "Account managers may update payment
 * information when past due; others are told to ask one"): who may pay, the states of an invoice, the
 * bodies and answers of the AccountBilling calls, and the card rules of the hosted payment page. One
 * place: the server validates and decides with these, the portal shows what they answer. Money is
 * kept in cents and answered in dollars.
 */
import { canUpdatePayment, type PastDueContext } from './pastDue';
import { pagedListSchema } from './paging';
import { concurrencyChecksum, text, yup } from './validation';
import { INVOICE_SORT, type InvoiceStatusFilter, invoiceStatusFilters } from './billingTerms';

export * from './billingTerms';

// ---- who may pay ----------------------------------------------------------------------------------

/** What decides whether a user may pay the merchant's bill. */
export type PaymentPermission = Omit<PastDueContext, 'days' | 'isAdminUser'>;

/**
 * Who may pay and change the card on file: the merchant's account managers, and whoever the past-due
 * modal lets update payment (`canUpdatePayment`). Everyone else sees the bill read-only and is told
 * which account managers to ask.
 */
export function mayPayBills(c: PaymentPermission): boolean {
  return c.isAccountManager || canUpdatePayment(c);
}

/**
 * Whose stores a user's bill shows: the merchant's, or only the stores assigned to the user. A store
 * user who does not manage the account (may not pay) sees the bills of their assigned stores alone;
 * whoever may pay sees the whole bill, which is what Pay charges (issue 22 §5).
 */
export type BillStores = 'merchant' | 'assigned';

export function billStoresOf(user: { isStoreUser: boolean; mayPay: boolean }): BillStores {
  return user.isStoreUser && !user.mayPay ? 'assigned' : 'merchant';
}

// ---- invoices -------------------------------------------------------------------------------------

/** Open until paid; overdue once its due date has passed (due today is not overdue yet). */
export type InvoiceState = 'open' | 'overdue' | 'paid';

export function invoiceState(dueDate: string, paid: boolean, today: string): InvoiceState {
  if (paid) return 'paid';
  return dueDate < today ? 'overdue' : 'open';
}

/** A store's standing on the bill: nothing due, a bill due (a countdown), or overdue. */
export type StoreBillState = 'paid' | 'due' | 'overdue';

export function storeBillState(pastDueDays: number | null): StoreBillState {
  if (pastDueDays === null) return 'paid';
  return pastDueDays < 0 ? 'overdue' : 'due';
}

/**
 * GetInvoices: the paging body with its sort allow-list, searched in the invoice number and the store
 * name, and `Status` (all, open = not paid yet, overdue included; paid).
 */
export const invoiceListSchema = pagedListSchema(INVOICE_SORT).shape({
  Status: text()
    .oneOf([...invoiceStatusFilters], 'Billing.StatusInvalid')
    .default('all') as unknown as yup.StringSchema<InvoiceStatusFilter>,
});
export type InvoiceListRequest = yup.InferType<typeof invoiceListSchema>;

export interface InvoiceRow {
  InvoiceId: number;
  InvoiceNumber: string;
  StoreId: number;
  StoreName: string;
  /** YYYY-MM-DD */
  PeriodStart: string;
  PeriodEnd: string;
  IssuedOn: string;
  DueDate: string;
  Amount: number;
  State: InvoiceState;
  /** The instant it was paid (ISO), null while open. */
  PaidAt: string | null;
  PaymentReference: string | null;
}

// ---- the billing summary --------------------------------------------------------------------------

export interface BillingStoreLine {
  StoreId: number;
  StoreCode: string;
  StoreName: string;
  StoreStatusCode: number;
  /** The store's open invoices. */
  BalanceDue: number;
  /** The due date the past-due modal counts from (stores.payment_due_date), null when nothing is due. */
  DueDate: string | null;
  /** DueDate − today: the past-due modal's days (negative: overdue). */
  PastDueRemainingDays: number | null;
  State: StoreBillState;
}

export interface PaymentMethod {
  Brand: string;
  Last4: string;
  ExpMonth: number;
  ExpYear: number;
  CardholderName: string;
}

export interface PaymentReceipt {
  Reference: string;
  Amount: number;
  /** ISO instant */
  PaidAt: string;
}

/** GetBillingSummary: the merchant's balance, its stores' lines, the card on file and the last payment. */
export interface BillingSummary {
  MerchantId: number;
  Today: string;
  BalanceDue: number;
  /** The part of the balance whose due date has passed. */
  PastDueAmount: number;
  /** The earliest due date of the open invoices, null when nothing is due. */
  NextDueDate: string | null;
  OpenInvoiceCount: number;
  /**
   * Whose stores the figures, the lines and the invoices are (billStoresOf); with 'assigned' the
   * merchant's card and last payment, which are the whole account's, are left out (null).
   */
  StoresShown: BillStores;
  Stores: BillingStoreLine[];
  PaymentMethod: PaymentMethod | null;
  LastPayment: PaymentReceipt | null;
  /** The session's user may pay and change the card (mayPayBills). */
  CanPay: boolean;
  /** Sent back with GetCreditHPMUrl: a payment or card change since then makes it stale. */
  ConcurrencyChecksum: number;
}

// ---- the hosted payment page (HPM) ----------------------------------------------------------------

/**
 * GetCreditHPMUrl (its body not shown by 1-foundation §7): the checksum of the summary the user is
 * looking at, when there is one (none: the bill as it stands now).
 */
export const hostedPaymentRequestSchema = yup.object({
  ConcurrencyChecksum: concurrencyChecksum(),
});

/** GetCreditHPMUrl's answer: where the hosted payment page is, what it will charge, until when. */
export interface HostedPaymentLink {
  Url: string;
  Amount: number;
  /** ISO instant */
  ExpiresAt: string;
}

/** The demo hosted payment page, under the server's base path (GET shows it, its form POSTs back). */
export const HOSTED_PAYMENT_PATH = 'AccountBilling/HostedPaymentPage';

/** A hosted payment page link lives this long and serves once. */
export const HOSTED_PAYMENT_MINUTES = 30;

/** The demo's card that is always declined (as payment providers' test cards do): nothing is charged. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** The card number's digits, spaces and dashes removed. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn check digit rule every card number keeps. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's brand by its leading digits (what the receipt and the card on file name). */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** MM/YY (or MM/YYYY) → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The card form of the hosted payment page, for a day (YYYY-MM-DD): the cardholder's name, a card
 * number of 12 to 19 digits that keeps the Luhn rule, an expiry MM/YY not before this month, a
 * 3- or 4-digit security code and a postal code.
 */
export function hostedCardSchema(today: string) {
  const thisMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return yup.object({
    cardholderName: text({ trim: true }).required('Billing.Card.NameRequired').max(100),
    cardNumber: text()
      .required('Billing.Card.NumberRequired')
      .test('digits', 'Billing.Card.NumberInvalid', (v) => v == null || /^\d{12,19}$/.test(cardDigits(v)))
      .test('luhn', 'Billing.Card.NumberInvalid', (v) => v == null || luhnValid(cardDigits(v))),
    expiry: text()
      .required('Billing.Card.ExpiryRequired')
      .test('format', 'Billing.Card.ExpiryInvalid', (v) => v == null || parseExpiry(v) !== null)
      .test('future', 'Billing.Card.Expired', (v) => {
        const e = v == null ? null : parseExpiry(v);
        return e === null || e.year * 12 + e.month >= thisMonth;
      }),
    cvc: text()
      .required('Billing.Card.CvcRequired')
      .matches(/^\d{3,4}$/, 'Billing.Card.CvcInvalid'),
    postalCode: text({ trim: true })
      .required('Billing.Card.PostalCodeRequired')
      .max(10, 'Billing.Card.PostalCodeInvalid'),
  });
}
export type HostedCard = yup.InferType<ReturnType<typeof hostedCardSchema>>;
