import type { TicketAmounts } from '../src/domain/ticketAmounts';

/** A sale ticket of no amount, with the amounts given: the domain's ticket sums and net sales tests start from it. */
export const ticketOf = (over: Partial<TicketAmounts> = {}): TicketAmounts => ({
  TransactionTypeCode: 'S',
  SubTotalAmount: 0,
  GiftCardAmount: 0,
  ChargesAmount: 0,
  CCSurchargesAmount: 0,
  DiscountAmount: 0,
  DonationsAmount: 0,
  PriceOverridesAmount: 0,
  TaxAmount: 0,
  GratuityAmount: 0,
  GratuityTaxAmount: 0,
  TipAmount: 0,
  TotalAmount: 0,
  PaymentRoundedAmount: 0,
  TenderAmount: 0,
  ChangeAmount: 0,
  ...over,
});
