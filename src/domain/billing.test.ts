import { describe, expect, it } from 'vitest';
import {
  billStoresOf,
  cardBrandOf,
  hostedCardSchema,
  invoiceListSchema,
  invoiceState,
  luhnValid,
  mayPayBills,
  parseExpiry,
  storeBillState,
} from './billing';

const base = { configurableRoles: false, isUpdatePaymentFeatureEnabled: false, isAccountManager: false };

describe('1-foundation §6: account managers may update payment information; others ask one', () => {
  it('an account manager may pay', () => {
    expect(mayPayBills({ ...base, isAccountManager: true, merchantUserRoleId: 2 })).toBe(true);
  });
  it('so may whoever the past-due modal lets update payment (merchant role 1)', () => {
    expect(mayPayBills({ ...base, merchantUserRoleId: 1 })).toBe(true);
    expect(mayPayBills({ ...base, merchantUserRoleId: 2 })).toBe(false);
  });
  it('under configurable roles the update-payment flag decides for the others', () => {
    const configurable = { ...base, configurableRoles: true, merchantUserRoleId: 1 };
    expect(mayPayBills(configurable)).toBe(false);
    expect(mayPayBills({ ...configurable, isUpdatePaymentFeatureEnabled: true })).toBe(true);
    expect(mayPayBills({ ...configurable, isAccountManager: true })).toBe(true);
  });
});

describe("issue 22 §5: a store user's My Bills lists their assigned stores, unless they manage the account", () => {
  it('a store user who may not pay sees the assigned stores; one who may pay, the whole bill', () => {
    expect(billStoresOf({ isStoreUser: true, mayPay: false })).toBe('assigned');
    expect(billStoresOf({ isStoreUser: true, mayPay: true })).toBe('merchant');
  });
  it("company users, admins and partners see the merchant's stores, paying or not", () => {
    expect(billStoresOf({ isStoreUser: false, mayPay: false })).toBe('merchant');
    expect(billStoresOf({ isStoreUser: false, mayPay: true })).toBe('merchant');
  });
});

describe('1-foundation §9: past-due remaining days below 0 mean overdue', () => {
  it('an invoice is overdue once its due date has passed, open on the due date itself', () => {
    expect(invoiceState('2026-11-19', false, '2026-11-20')).toBe('overdue');
    expect(invoiceState('2026-11-20', false, '2026-11-20')).toBe('open');
    expect(invoiceState('2026-11-19', true, '2026-11-20')).toBe('paid');
  });
  it("a store's bill: paid up without a due date, a countdown, overdue below 0", () => {
    expect(storeBillState(null)).toBe('paid');
    expect(storeBillState(0)).toBe('due');
    expect(storeBillState(3)).toBe('due');
    expect(storeBillState(-1)).toBe('overdue');
  });
});

describe('the hosted payment page card rules', () => {
  const today = '2026-11-20';
  const card = {
    cardholderName: 'Olivia Owner',
    cardNumber: '4242 4242 4242 4242',
    expiry: '11/26',
    cvc: '123',
    postalCode: '02110',
  };
  const errorOf = async (values: Record<string, unknown>) =>
    hostedCardSchema(today)
      .validate(values)
      .then(
        () => null,
        (e: { errors: string[] }) => e.errors[0],
      );

  it('the Luhn rule, the brand by the leading digits', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrandOf('4111111111111111')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    expect(cardBrandOf('6011111111111117')).toBe('Discover');
  });

  it('MM/YY or MM/YYYY', () => {
    expect(parseExpiry('08/28')).toEqual({ month: 8, year: 2028 });
    expect(parseExpiry(' 8 / 2028 ')).toEqual({ month: 8, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('0828')).toBeNull();
  });

  it('accepts a valid card expiring this month; refuses each broken rule with its key', async () => {
    expect(await errorOf(card)).toBeNull();
    expect(await errorOf({ ...card, cardholderName: ' ' })).toBe('Billing.Card.NameRequired');
    expect(await errorOf({ ...card, cardNumber: '4242 4242 4242 4241' })).toBe('Billing.Card.NumberInvalid');
    expect(await errorOf({ ...card, cardNumber: '4242' })).toBe('Billing.Card.NumberInvalid');
    expect(await errorOf({ ...card, expiry: '10/26' })).toBe('Billing.Card.Expired');
    expect(await errorOf({ ...card, expiry: '2026-12' })).toBe('Billing.Card.ExpiryInvalid');
    expect(await errorOf({ ...card, cvc: '12' })).toBe('Billing.Card.CvcInvalid');
    expect(await errorOf({ ...card, postalCode: '' })).toBe('Billing.Card.PostalCodeRequired');
    expect(await errorOf({ ...card, cardNumber: 4242424242424242 })).toBe('Validation.Type');
  });
});

describe('GetInvoices body', () => {
  it('sorts only by the allow-list and filters by a known status', async () => {
    const ok = await invoiceListSchema.validate({ SortColumn: 'due', Status: 'open' });
    expect(ok).toMatchObject({ SortColumn: 'due', Status: 'open', PageRowCount: 25, RequestedPageNum: 1 });
    await expect(invoiceListSchema.validate({ SortColumn: 'amount_cents' })).rejects.toThrow(
      'Validation.SortColumn',
    );
    await expect(invoiceListSchema.validate({ Status: 'late' })).rejects.toThrow('Billing.StatusInvalid');
  });
});
