import { LineType, TransactionType } from './enums';

/**
 * How a POS ticket's amounts add up (2-menu-and-reports.md §3, ticket detail; the sums are not
 * shown there: docs/decisions.md "Ticket amounts"). Every amount is positive whatever the
 * transaction type: a refund's total is what went back to the customer. In cents, so that a sum is
 * exact.
 *
 * - SubTotal = Σ round(Price × QuantitySold) over the lines not deleted (modifier lines included);
 * - GiftCard = Σ round(Price × QuantitySold) over the gift-card lines (line type G) not deleted: the
 *   gift cards sold, part of the subtotal and not of the sales (netSales.ts); a gift card carries no
 *   discount;
 * - Discount = Σ (LineDiscount + TicketDiscount) over those lines (a ticket discount is shared out
 *   over its lines);
 * - Tax = Σ of the ticket's taxes;
 * - Total = SubTotal − Discount + Charges + CCSurcharges + Donations + Tax + Gratuity + GratuityTax
 *   (the tip is not in the total: it is paid on top, with a payment);
 * - PriceOverrides = Σ round((ListPrice − Price) × QuantitySold) over the overridden lines (what the
 *   overrides took off; already in the lines' prices);
 * - paid tickets: Σ PaymentAmount = Total + PaymentRounded (cash rounding), Σ payment TipAmount =
 *   Tip, Tender − Change = Σ (PaymentAmount + TipAmount), Change ≥ 0;
 * - a deleted ticket was never paid: no payment, no tender, no change;
 * - a pay-in or pay-out is an amount of cash: no lines, SubTotal = Total, one payment of it.
 */
export interface TicketAmounts {
  TransactionTypeCode: string;
  SubTotalAmount: number;
  /** The gift cards the ticket sold (its gift-card lines), part of SubTotal. */
  GiftCardAmount: number;
  ChargesAmount: number;
  CCSurchargesAmount: number;
  DiscountAmount: number;
  DonationsAmount: number;
  PriceOverridesAmount: number;
  TaxAmount: number;
  GratuityAmount: number;
  GratuityTaxAmount: number;
  TipAmount: number;
  TotalAmount: number;
  PaymentRoundedAmount: number;
  TenderAmount: number;
  ChangeAmount: number;
}

export interface TicketLineAmounts {
  /** I an item, M a modifier, G a gift card sold. */
  LineType: string;
  Price: number;
  QuantitySold: number;
  LineDiscount: number;
  TicketDiscount: number;
  IsPriceOverride: boolean;
  /** The item's own price of an overridden line. */
  ListPrice: number | null;
  IsDeleted: boolean;
}

export interface TicketPaymentAmounts {
  PaymentAmount: number;
  TipAmount: number;
}

/** The names of the sums a ticket breaks (none: it adds up). */
export type TicketSum =
  | 'subtotal'
  | 'giftCards'
  | 'discount'
  | 'tax'
  | 'total'
  | 'priceOverrides'
  | 'payments'
  | 'tips'
  | 'tender'
  | 'change'
  | 'unpaid'
  | 'cashAmount';

/** An amount of money in whole cents (half away from zero, as money is rounded). */
export function toCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

/**
 * A price times a quantity (three decimals: a weight) in cents, rounded half away from zero as the
 * database rounds: computed in whole numbers (cents × thousandths), so that 1.15 × 0.5 is 58 cents,
 * not the 57 of floating point.
 */
export function extendedCents(price: number, quantity: number): number {
  const thousandths = toCents(price) * Math.sign(quantity) * Math.round(Math.abs(quantity) * 1000);
  return Math.sign(thousandths) * Math.round(Math.abs(thousandths) / 1000);
}

/** A line's extended amount in cents: its price times its quantity. */
export function lineCents(line: Pick<TicketLineAmounts, 'Price' | 'QuantitySold'>): number {
  return extendedCents(line.Price, line.QuantitySold);
}

function sum<T>(items: readonly T[], cents: (item: T) => number): number {
  return items.reduce((total, item) => total + cents(item), 0);
}

/** Checks a ticket's sums; the list of those it breaks, empty when everything adds up. */
export function brokenTicketSums(
  t: TicketAmounts,
  lines: readonly TicketLineAmounts[],
  taxes: readonly { TaxAmount: number }[],
  payments: readonly TicketPaymentAmounts[],
): TicketSum[] {
  const broken: TicketSum[] = [];
  const c = toCents;
  const isCashMovement =
    t.TransactionTypeCode === TransactionType.PayIn || t.TransactionTypeCode === TransactionType.PayOut;
  const counted = lines.filter((l) => !l.IsDeleted);
  if (isCashMovement) {
    if (lines.length > 0 || c(t.SubTotalAmount) !== c(t.TotalAmount) || c(t.GiftCardAmount) !== 0)
      broken.push('cashAmount');
  } else {
    if (sum(counted, lineCents) !== c(t.SubTotalAmount)) broken.push('subtotal');
    const giftCards = counted.filter((l) => l.LineType === LineType.GiftCard);
    if (
      sum(giftCards, lineCents) !== c(t.GiftCardAmount) ||
      giftCards.some((l) => c(l.LineDiscount) + c(l.TicketDiscount) !== 0)
    )
      broken.push('giftCards');
    if (sum(counted, (l) => c(l.LineDiscount) + c(l.TicketDiscount)) !== c(t.DiscountAmount))
      broken.push('discount');
    const overrides = sum(
      counted.filter((l) => l.IsPriceOverride),
      (l) => extendedCents((l.ListPrice ?? l.Price) - l.Price, l.QuantitySold),
    );
    if (overrides !== c(t.PriceOverridesAmount)) broken.push('priceOverrides');
  }
  if (sum(taxes, (x) => c(x.TaxAmount)) !== c(t.TaxAmount)) broken.push('tax');
  const total =
    c(t.SubTotalAmount) -
    c(t.DiscountAmount) +
    c(t.ChargesAmount) +
    c(t.CCSurchargesAmount) +
    c(t.DonationsAmount) +
    c(t.TaxAmount) +
    c(t.GratuityAmount) +
    c(t.GratuityTaxAmount);
  if (total !== c(t.TotalAmount)) broken.push('total');
  if (t.TransactionTypeCode === TransactionType.DeletedTicket) {
    if (payments.length > 0 || c(t.TenderAmount) !== 0 || c(t.ChangeAmount) !== 0) broken.push('unpaid');
    return broken;
  }
  const paid = sum(payments, (p) => c(p.PaymentAmount));
  const tips = sum(payments, (p) => c(p.TipAmount));
  if (paid !== c(t.TotalAmount) + c(t.PaymentRoundedAmount)) broken.push('payments');
  if (tips !== c(t.TipAmount)) broken.push('tips');
  if (c(t.TenderAmount) - c(t.ChangeAmount) !== paid + tips) broken.push('tender');
  if (c(t.ChangeAmount) < 0) broken.push('change');
  return broken;
}
