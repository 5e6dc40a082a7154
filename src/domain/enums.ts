/** Enumerations of the specification (1-foundation.md §3 and §9). */

export const StoreStatus = { Pending: 1, Active: 2, Inactive: 3, Suspended: 5 } as const;
export type StoreStatusCode = (typeof StoreStatus)[keyof typeof StoreStatus];

/** Merchant status: active merchants answer 2; a deactivated merchant 3 (login error X). */
export const MerchantStatus = { Active: 2, Deactivated: 3 } as const;

export const MerchantType = { Unknown: 0, Customer: 1, Partner: 2, Internal: 3 } as const;

export const Reseller = { Default: 1, Bank: 10017, Other10000: 10000, Other10004: 10004 } as const;
export const BANK_RESELLER_ID = Reseller.Bank;

export const ProductMode = { Pos: 1, Commerce: 2, PosAlt: 3, Four: 4, Six: 6 } as const;
/** Mode 3 counts as 1 (1-foundation.md §9). */
export function effectiveProductMode(mode: number | null | undefined): number {
  if (!mode) return ProductMode.Pos;
  return mode === ProductMode.PosAlt ? ProductMode.Pos : mode;
}

export const PaymentTypes = [
  'CASH',
  'CHECK',
  'PrePaid',
  'CREDIT',
  'NICredit',
  'INTGIFT',
  'Gift',
  'LEVELUP',
  'PAYPAL',
  'EBTSNAP',
  'NIEBTSNAP',
] as const;
export type PaymentType = (typeof PaymentTypes)[number];

export const DiscountType = {
  SetItemPrice: 'I',
  Amount: 'A',
  Percent: 'P',
  PromotedAmount: 'B',
  PromotedPercent: 'Q',
} as const;
export type DiscountTypeCode = (typeof DiscountType)[keyof typeof DiscountType];

/** POS transaction types (2-menu-and-reports.md §3). */
/** A ticket line's LineType (§3 "Ticket line item"): an item, a modifier of the line above it, a gift card sold. */
export const LineType = {
  Item: 'I',
  Modifier: 'M',
  GiftCard: 'G',
} as const;

export const TransactionType = {
  Ticket: 'T',
  PayIn: 'I',
  PayOut: 'P',
  DeletedTicket: 'V',
  Sale: 'S',
  Refund: 'R',
} as const;

export const CURRENCY_COUNTRY_ID = 840;
/** The cap of every amount of money (2-menu §5): a price, a price-list price, an amount off, a minimum. */
export const MAX_AMOUNT = 999999.99;
export const LARGE_CONSTANT = 10000000;
export { DEFAULT_PORTAL_TIMEOUT_MINUTES } from './sessionEnding';
/** The contract's paging constants (1-foundation §9): written in listParams.ts, which the entry script reads. */
export { DEFAULT_PAGE_SIZE, FIRST_PAGE, UNKNOWN_TOTAL } from './listParams';
export const MAX_INVALID_LOGINS = 4;
/**
 * A lock from failed log-ons (more than MAX_INVALID_LOGINS) ends by itself after this many minutes
 * from the last failed attempt, or earlier through the e-mailed reset link.
 */
export const LOCKOUT_MINUTES = 15;
