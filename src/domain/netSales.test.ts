import { describe, expect, it } from 'vitest';
import { itemSalesTerms, netSalesSign, termsCents, ticketNetSalesCents } from './netSales';
import { ticketOf } from '../../test/ticketAmounts';

describe('issue 22 §3: one definition of net sales (docs/decisions.md "Net sales")', () => {
  // a $60.25 sale with a $25 gift card, $4.50 off, tax, a tip, a gratuity, a charge, a surcharge and a donation
  const sale = ticketOf({
    SubTotalAmount: 60.25,
    GiftCardAmount: 25,
    DiscountAmount: 4.5,
    TaxAmount: 2.79,
    TipAmount: 6,
    GratuityAmount: 5,
    ChargesAmount: 3.99,
    CCSurchargesAmount: 1.2,
    DonationsAmount: 0.27,
    TotalAmount: 69,
  });

  it('is the item sales (the subtotal less the gift cards sold) less the discounts: nothing of tax, tips, gratuity, charges, surcharges or donations', () => {
    expect(termsCents(sale, itemSalesTerms)).toBe(3525);
    expect(ticketNetSalesCents(sale)).toBe(3075);
  });

  it('a refund takes its net sales back; a pay-in, a pay-out and a deleted ticket are not sales', () => {
    expect(ticketNetSalesCents({ ...sale, TransactionTypeCode: 'R' })).toBe(-3075);
    for (const type of ['I', 'P', 'V']) {
      expect(netSalesSign(type)).toBe(0);
      expect(ticketNetSalesCents({ ...sale, TransactionTypeCode: type })).toBe(0);
    }
  });
});
