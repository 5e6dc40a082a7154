import { describe, expect, it } from 'vitest';
import {
  amountError,
  autoCashOffered,
  autoCashProblemLines,
  autoCashProblems,
  autoCashType,
  barcodeRangeError,
  clampAmount,
  clampMinimum,
  type DiscountForm,
  discountSchema,
  newDiscountForm,
  normaliseDiscount,
  storeChips,
} from './discount';
import { discountPermissions } from './discountPermissions';

const valid = (over: Partial<DiscountForm> = {}): DiscountForm => ({
  ...newDiscountForm(),
  Name: 'HAPPY HOUR',
  Description: 'Twenty percent off drinks',
  DiscountAmount: 20,
  ...over,
});

/** The first broken rule's key for a form, or null. */
async function firstError(value: unknown): Promise<string | null> {
  try {
    await discountSchema.validate(value, { abortEarly: true });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('2-menu §5: name is required, at most 15 characters, no leading whitespace (TextFieldError)', () => {
  it.each([
    ['', 'Discount.TextFieldError'],
    ['   ', 'Discount.TextFieldError'],
    [' LEADING', 'Discount.TextFieldError'],
    ['X'.repeat(16), 'Discount.TextFieldError'],
    ['X'.repeat(15), null],
  ])('%j → %s', async (Name, expected) => {
    expect(await firstError(valid({ Name }))).toBe(expected);
  });
});

describe('2-menu §5: description is required, at most 30 characters, no leading whitespace', () => {
  it.each([
    ['', 'Discount.TextFieldError'],
    [' x', 'Discount.TextFieldError'],
    ['d'.repeat(31), 'Discount.TextFieldError'],
    ['d'.repeat(30), null],
  ])('%j → %s', async (Description, expected) => {
    expect(await firstError(valid({ Description }))).toBe(expected);
  });
});

describe('2-menu §5: external id is at most 40 characters', () => {
  it('41 is refused, 40 is fine', async () => {
    expect(await firstError(valid({ ExternalDiscountId: 'e'.repeat(41) }))).toBe(
      'Discount.ExternalIdLengthError',
    );
    expect(await firstError(valid({ ExternalDiscountId: 'e'.repeat(40) }))).toBeNull();
  });
});

describe('2-menu §5: discount type is required', () => {
  it('a missing or unknown type is refused', async () => {
    expect(await firstError({ ...valid(), DiscountType: undefined })).toBe('Discount.TypeRequired');
    expect(await firstError({ ...valid(), DiscountType: 'Z' })).toBe('Discount.TypeRequired');
  });
});

describe('2-menu §5: the amount of a percent discount is 1–100 (PercentageRangeError)', () => {
  it.each([
    [0, 'Discount.PercentageRangeError'],
    [101, 'Discount.PercentageRangeError'],
    [null, 'Discount.PercentageRangeError'],
    [1, null],
    [100, null],
  ])('P %j → %s', (amount, expected) => {
    expect(amountError('P', amount)).toBe(expected);
    expect(amountError('Q', amount)).toBe(expected);
  });
});

describe('2-menu §5: an amount off is above 0 and at most 999999.99 (AmountRangeError)', () => {
  it.each([
    [0, 'Discount.AmountRangeError'],
    [-1, 'Discount.AmountRangeError'],
    [1_000_000, 'Discount.AmountRangeError'],
    [0.01, null],
    [999999.99, null],
  ])('A %j → %s', async (amount, expected) => {
    expect(amountError('A', amount)).toBe(expected);
    expect(await firstError(valid({ DiscountType: 'A', DiscountAmount: amount }))).toBe(expected);
  });
});

describe('2-menu §5: a set item price is above 0 and at most 999999.99 (ItemPriceRangeError)', () => {
  it('0 and over the cap are refused', () => {
    expect(amountError('I', 0)).toBe('Discount.ItemPriceRangeError');
    expect(amountError('I', 1_000_000)).toBe('Discount.ItemPriceRangeError');
    expect(amountError('I', 4.5)).toBeNull();
  });
});

describe('2-menu §5: the amount is clamped to the cap for amount and set-item-price', () => {
  it('clamps A and I, not P', () => {
    expect(clampAmount('A', 2_000_000)).toBe(999999.99);
    expect(clampAmount('I', 2_000_000)).toBe(999999.99);
    expect(clampAmount('P', 150)).toBe(150);
  });
});

describe('2-menu §5: the minimum qualifying amount is clamped, and 0 for set-item-price', () => {
  it('clamps, forces 0 for I', () => {
    expect(clampMinimum('A', 5_000_000)).toBe(999999.99);
    expect(clampMinimum('I', 25)).toBe(0);
    expect(
      normaliseDiscount(valid({ DiscountType: 'I', DiscountAmount: 5, MinimumDiscountAmount: 9 }))
        .MinimumDiscountAmount,
    ).toBe(0);
  });
});

describe('2-menu §5: AppliesTo is required unless disabled; set-item-price forces L', () => {
  it('required for P, forced for I and auto cash', async () => {
    expect(await firstError(valid({ AppliesTo: null }))).toBe('Discount.AppliesToRequired');
    expect(await firstError(valid({ DiscountType: 'I', DiscountAmount: 3, AppliesTo: null }))).toBeNull();
    expect(normaliseDiscount(valid({ DiscountType: 'I', DiscountAmount: 3, AppliesTo: 'H' })).AppliesTo).toBe(
      'L',
    );
  });
});

describe('2-menu §5: barcode range — alphanumeric, same length, end not before start', () => {
  it.each([
    ['A-1', '', 'BarcodeRangeStart', 'Discount.BarCodeCharError'],
    ['A1', 'B 2', 'BarcodeRangeEnd', 'Discount.BarCodeCharError'],
    ['1'.repeat(21), '', 'BarcodeRangeStart', 'Discount.BarCodeCharError'],
    ['100', '1000', 'BarcodeRangeEnd', 'Discount.BarCodeLenError'],
    ['200', '100', 'BarcodeRangeEnd', 'Discount.BarCodeOrderError'],
  ])('%j..%j → %s %s', async (start, end, field, key) => {
    expect(barcodeRangeError(start, end)).toEqual({ field, key });
    expect(await firstError(valid({ BarcodeRangeStart: start, BarcodeRangeEnd: end }))).toBe(key);
  });
  it('a range in order, or none, is fine (lengths compared after trimming)', () => {
    expect(barcodeRangeError('100', '200')).toBeNull();
    expect(barcodeRangeError(' 100', '200 ')).toBeNull();
    expect(barcodeRangeError('', '')).toBeNull();
  });
});

describe('2-menu §5: strict types (nothing converted)', () => {
  it('a string amount or a numeric name is Validation.Type', async () => {
    expect(await firstError({ ...valid(), DiscountAmount: '20' })).toBe('Validation.Type');
    expect(await firstError({ ...valid(), Name: 5 })).toBe('Validation.Type');
  });
});

describe('2-menu §4: auto-apply cash discount forces AppliesTo H and maps I, Q to P and B to A', () => {
  it('maps the types', () => {
    expect(autoCashType('I')).toBe('P');
    expect(autoCashType('Q')).toBe('P');
    expect(autoCashType('B')).toBe('A');
    expect(autoCashType('A')).toBe('A');
    const saved = normaliseDiscount(valid({ DiscountType: 'I', IsAutoCashDiscount: true, AppliesTo: 'L' }));
    expect(saved).toMatchObject({ DiscountType: 'P', AppliesTo: 'H' });
  });
});

describe('2-menu §4: who may change what', () => {
  const enterprise = { isEnterprise: true, storeCount: 4 };
  const multiStore = { isEnterprise: false, storeCount: 2 };
  const single = { isEnterprise: false, storeCount: 1 };
  it('enterprise users with several stores assign stores and have no Active column', () => {
    expect(discountPermissions(enterprise, { isNew: false })).toMatchObject({
      assignsStores: true,
      showActiveColumn: false,
      mayDelete: true,
      restricted: false,
    });
  });
  it('a multi-store user who is not enterprise-level cannot delete and is restricted on existing discounts', () => {
    expect(discountPermissions(multiStore, { isNew: false })).toMatchObject({
      mayDelete: false,
      restricted: true,
    });
    expect(discountPermissions(multiStore, { isNew: true })).toMatchObject({ restricted: false });
    expect(discountPermissions(single, { isNew: false })).toMatchObject({
      mayDelete: true,
      restricted: false,
    });
  });
  it('name editable only when new; promoted types keep their amount on existing discounts', () => {
    expect(discountPermissions(single, { isNew: true }).nameEditable).toBe(true);
    expect(discountPermissions(single, { isNew: false }).nameEditable).toBe(false);
    expect(discountPermissions(single, { isNew: false, type: 'B' }).amountEditable).toBe(false);
    expect(discountPermissions(single, { isNew: false, type: 'Q' }).amountEditable).toBe(false);
    expect(discountPermissions(single, { isNew: false, type: 'P' }).amountEditable).toBe(true);
    expect(discountPermissions(single, { isNew: true, type: 'Q' }).amountEditable).toBe(true);
    expect(discountPermissions(single, { isNew: true }).mayDuplicate).toBe(false);
  });
  it('auto cash discount offered with the flag, and for non-enterprise users on connected payments only', () => {
    expect(autoCashOffered({ cashDiscountFlag: false, isEnterprise: true, storeGateway: 8 })).toBe(false);
    expect(autoCashOffered({ cashDiscountFlag: true, isEnterprise: true, storeGateway: 4 })).toBe(true);
    expect(autoCashOffered({ cashDiscountFlag: true, isEnterprise: false, storeGateway: 4 })).toBe(false);
    expect(autoCashOffered({ cashDiscountFlag: true, isEnterprise: false, storeGateway: 8 })).toBe(true);
  });
});

describe('2-menu §5: auto cash discount pre-save checks, one active per store', () => {
  const meta = {
    CCSurchargeStores: [2],
    ExistingStoreCashDiscounts: [{ DiscountId: 9, StoreId: 3 }],
    StoresCreditGateways: [
      { StoreId: 1, CreditGateway: 8 },
      { StoreId: 2, CreditGateway: 8 },
      { StoreId: 3, CreditGateway: 8 },
      { StoreId: 4, CreditGateway: 4 },
    ],
  };
  it('lists surcharge, existing and gateway problems per store', () => {
    expect(autoCashProblems(0, [1, 2, 3, 4], meta)).toEqual([
      { StoreId: 2, Key: 'Discount.AutoApplyCashDiscountCCSurchargeEnabledErr' },
      { StoreId: 3, Key: 'Discount.AutoApplyCashDiscountExistsErr' },
      { StoreId: 4, Key: 'Discount.AutoApplyCashDiscountNonConnectedPaymentsGateway' },
    ]);
  });
  it('the discount itself is not "another" cash discount', () => {
    expect(autoCashProblems(9, [3], meta)).toEqual([]);
  });
  it('lines carry the store name only when several stores are involved', () => {
    const problems = autoCashProblems(0, [3], meta);
    const t = (k: string) => `<${k}>`;
    expect(autoCashProblemLines(problems, 1, () => 'Uptown', t)).toEqual([
      '<Discount.AutoApplyCashDiscountExistsErr>',
    ]);
    expect(autoCashProblemLines(problems, 2, () => 'Uptown', t)).toEqual([
      'Uptown: <Discount.AutoApplyCashDiscountExistsErr>',
    ]);
  });
});

describe('2-menu §2: store chips — all stores, up to 3, or the first 2 and N others', () => {
  const name = (id: number) => `S${id}`;
  it('chips', () => {
    expect(storeChips([0], name)).toEqual({ kind: 'all' });
    expect(storeChips([1, 2, 3], name)).toEqual({ kind: 'stores', names: ['S1', 'S2', 'S3'], others: 0 });
    expect(storeChips([1, 2, 3, 4, 5], name)).toEqual({ kind: 'stores', names: ['S1', 'S2'], others: 3 });
  });
});
