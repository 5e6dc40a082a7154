import { describe, expect, it } from 'vitest';
import { ticketOf } from '../../test/ticketAmounts';
import { brokenTicketSums, extendedCents, type TicketAmounts, type TicketLineAmounts } from './ticketAmounts';

const zero = ticketOf();

const line = (over: Partial<TicketLineAmounts>): TicketLineAmounts => ({
  LineType: 'I',
  Price: 0,
  QuantitySold: 1,
  LineDiscount: 0,
  TicketDiscount: 0,
  IsPriceOverride: false,
  ListPrice: null,
  IsDeleted: false,
  ...over,
});

// A burger with bacon (a modifier line), a pound and a half of salmon with a price override, a
// deleted soda; 15% off the burger, 10% off the ticket; paid in cash from a $100 bill.
const lines = [
  line({ Price: 17.5, LineDiscount: 2.63, TicketDiscount: 1.49 }),
  line({ Price: 2.5, TicketDiscount: 0.25 }),
  line({ Price: 19.99, QuantitySold: 1.5, IsPriceOverride: true, ListPrice: 24.99, TicketDiscount: 3.0 }),
  line({ Price: 3, IsDeleted: true }),
];
const taxes = [{ TaxAmount: 3.97 }];
const sale: TicketAmounts = {
  ...zero,
  SubTotalAmount: 49.99, // 17.50 + 2.50 + 29.99 (19.99 × 1.5 = 29.985)
  DiscountAmount: 7.37,
  PriceOverridesAmount: 7.5,
  TaxAmount: 3.97,
  DonationsAmount: 0.41,
  TotalAmount: 47.0,
  TenderAmount: 100,
  ChangeAmount: 53,
};
const cash = [{ PaymentAmount: 47, TipAmount: 0 }];

describe('2-menu §3 ticket detail: the amounts of a ticket add up (docs/decisions.md "Ticket amounts")', () => {
  it('a sale with modifiers, a weight, an override, discounts, a deleted line and cash with change adds up', () => {
    expect(brokenTicketSums(sale, lines, taxes, cash)).toEqual([]);
  });

  it('names each sum a ticket breaks', () => {
    expect(brokenTicketSums({ ...sale, SubTotalAmount: 50 }, lines, taxes, cash)).toEqual([
      'subtotal',
      'total',
    ]);
    expect(brokenTicketSums({ ...sale, DiscountAmount: 7 }, lines, taxes, cash)).toEqual([
      'discount',
      'total',
    ]);
    expect(brokenTicketSums(sale, lines, [{ TaxAmount: 3 }], cash)).toEqual(['tax']);
    expect(brokenTicketSums({ ...sale, PriceOverridesAmount: 0 }, lines, taxes, cash)).toEqual([
      'priceOverrides',
    ]);
    expect(brokenTicketSums(sale, lines, taxes, [{ PaymentAmount: 46, TipAmount: 0 }])).toEqual([
      'payments',
      'tender',
    ]);
    expect(brokenTicketSums({ ...sale, ChangeAmount: 52 }, lines, taxes, cash)).toEqual(['tender']);
  });

  it('the tip is paid on top of the total, with the card payment that carries it', () => {
    const card = {
      ...sale,
      DonationsAmount: 0,
      TotalAmount: 46.59,
      TipAmount: 9,
      TenderAmount: 55.59,
      ChangeAmount: 0,
    };
    expect(brokenTicketSums(card, lines, taxes, [{ PaymentAmount: 46.59, TipAmount: 9 }])).toEqual([]);
    expect(brokenTicketSums(card, lines, taxes, [{ PaymentAmount: 46.59, TipAmount: 0 }])).toEqual([
      'tips',
      'tender',
    ]);
  });

  it('split payments, cash rounding to the nickel, charges, surcharges and gratuity count', () => {
    const t = {
      ...sale,
      DonationsAmount: 0,
      ChargesAmount: 3.99,
      CCSurchargesAmount: 1.28,
      GratuityAmount: 7.65,
      GratuityTaxAmount: 0.5,
      TotalAmount: 60.01,
      PaymentRoundedAmount: -0.01,
      TenderAmount: 60,
      ChangeAmount: 0,
    };
    expect(
      brokenTicketSums(t, lines, taxes, [
        { PaymentAmount: 30, TipAmount: 0 },
        { PaymentAmount: 30, TipAmount: 0 },
      ]),
    ).toEqual([]);
  });

  it('a deleted ticket was never paid; a pay-in is an amount of cash without lines', () => {
    const deleted = {
      ...sale,
      TransactionTypeCode: 'V',
      DonationsAmount: 0,
      TotalAmount: 46.59,
      TenderAmount: 0,
      ChangeAmount: 0,
    };
    expect(brokenTicketSums(deleted, lines, taxes, [])).toEqual([]);
    expect(brokenTicketSums(deleted, lines, taxes, [{ PaymentAmount: 46.59, TipAmount: 0 }])).toEqual([
      'unpaid',
    ]);
    const payIn = {
      ...zero,
      TransactionTypeCode: 'I',
      SubTotalAmount: 40,
      TotalAmount: 40,
      TenderAmount: 40,
    };
    expect(brokenTicketSums(payIn, [], [], [{ PaymentAmount: 40, TipAmount: 0 }])).toEqual([]);
    expect(
      brokenTicketSums({ ...payIn, SubTotalAmount: 0 }, [], [], [{ PaymentAmount: 40, TipAmount: 0 }]),
    ).toEqual(['cashAmount', 'total']);
  });

  it('a gift card sold is in the subtotal and the gift cards, and carries no discount (issue 22 §3)', () => {
    const giftCard = line({ LineType: 'G', Price: 25 });
    const withCard = {
      ...sale,
      SubTotalAmount: 74.99,
      GiftCardAmount: 25,
      TotalAmount: 72,
      TenderAmount: 80,
      ChangeAmount: 8,
    };
    const paid = [{ PaymentAmount: 72, TipAmount: 0 }];
    expect(brokenTicketSums(withCard, [...lines, giftCard], taxes, paid)).toEqual([]);
    expect(brokenTicketSums({ ...withCard, GiftCardAmount: 0 }, [...lines, giftCard], taxes, paid)).toEqual([
      'giftCards',
    ]);
    const discounted = { ...giftCard, TicketDiscount: 2.5 };
    expect(
      brokenTicketSums({ ...withCard, DiscountAmount: 9.87 }, [...lines, discounted], taxes, paid).includes(
        'giftCards',
      ),
    ).toBe(true);
  });

  it('a price times a weight is rounded as the database rounds, half away from zero', () => {
    expect(extendedCents(1.15, 0.5)).toBe(58); // floating point says 0.57499…
    expect(extendedCents(19.99, 1.5)).toBe(2999);
    expect(extendedCents(12.99, 1.235)).toBe(1604);
    expect(extendedCents(2.5, 3)).toBe(750);
  });
});
