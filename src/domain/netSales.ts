import { TransactionType } from './enums';
import { type TicketAmounts, toCents } from './ticketAmounts';

/**
 * Net sales, the one definition of the portal (issue 22 §3; docs/decisions.md "Net sales"): what
 * the business sold, net of what it gave back. Of a sale ticket, its item sales (its subtotal less
 * the gift cards it sold: a gift card sold is money held for a sale to come) less its discounts; of
 * a refund ticket the same, taken back; nothing of any other ticket (a pay-in, a pay-out, a deleted
 * ticket). Tax, tips, gratuity, charges, card surcharges and donations are not sales. My store, the
 * reports and POS transactions' summary count it so (the server's SQL: server/db/queries/ticketTotals.ts
 * builds its expressions from the terms below), and the definition popovers say it
 * (figureDefinitionKeys.netSales).
 */

/** A ticket's amounts that make a figure: those added, those taken away. */
export interface AmountTerms {
  add: readonly (keyof TicketAmounts)[];
  subtract: readonly (keyof TicketAmounts)[];
}

/** A ticket's item sales: its subtotal without the gift cards it sold (before discounts). */
export const itemSalesTerms = {
  add: ['SubTotalAmount'],
  subtract: ['GiftCardAmount'],
} as const satisfies AmountTerms;

/** A ticket's net sales before its sign: its item sales less its discounts. */
export const netSalesTerms = {
  add: ['SubTotalAmount'],
  subtract: ['GiftCardAmount', 'DiscountAmount'],
} as const satisfies AmountTerms;

/** How a ticket's type counts in net sales: a sale adds, a refund takes back, any other ticket is not a sale. */
export function netSalesSign(transactionType: string): 1 | -1 | 0 {
  if (transactionType === TransactionType.Sale) return 1;
  if (transactionType === TransactionType.Refund) return -1;
  return 0;
}

/** The amount of some terms of a ticket, in cents. */
export function termsCents(ticket: TicketAmounts, terms: AmountTerms): number {
  const cents = (key: keyof TicketAmounts) => toCents(Number(ticket[key]));
  return (
    terms.add.reduce((sum, key) => sum + cents(key), 0) -
    terms.subtract.reduce((sum, key) => sum + cents(key), 0)
  );
}

/** What a ticket adds to net sales, in cents: a refund's is negative, a pay-in's or a deleted ticket's 0. */
export function ticketNetSalesCents(ticket: TicketAmounts): number {
  const sign = netSalesSign(ticket.TransactionTypeCode);
  return sign === 0 ? 0 : sign * termsCents(ticket, netSalesTerms);
}
