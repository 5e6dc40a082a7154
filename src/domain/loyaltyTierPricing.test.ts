import { describe, expect, it } from 'vitest';
import {
  changedMembers,
  formatPrice,
  loyaltyTierPricingFormSchema,
  membersQuerySchema,
  memberKey,
  memberTypesOf,
  normalisePrice,
  normalisePriceText,
  programNameSchema,
  sanitizePriceText,
  tieredPriceListSaveSchema,
  truncateProgramName,
} from './loyaltyTierPricing';
import { MEMBER_KEY } from './memberKey';

const nameError = async (value: unknown) => {
  try {
    await programNameSchema().validate(value);
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
};

describe('2-menu §5: the loyalty program name is required; only letters, digits and inner spaces; no leading or trailing space; truncated at 30 characters', () => {
  it('is required', async () => {
    expect(await nameError('')).toBe('LoyaltyTierPricing.ProgramNameFieldRequiredError');
    expect(await nameError(undefined)).toBe('LoyaltyTierPricing.ProgramNameFieldRequiredError');
  });
  it('takes letters, digits and spaces between them', async () => {
    expect(await nameError('Harbor Rewards Gold')).toBeNull();
    expect(await nameError('Tier 2  Club')).toBeNull();
    expect(await nameError('Café Élite')).toBeNull();
  });
  it('refuses a leading or trailing space, and any other character', async () => {
    for (const bad of [' Gold', 'Gold ', 'Gold-Club', 'Gold_Club', 'Gold!', 'Gold\tClub', ' '])
      expect(await nameError(bad), bad).toBe('LoyaltyTierPricing.ProgramNameFieldDoesNotFollowPattern');
  });
  it('is truncated at 30 characters as typed; longer is refused', async () => {
    expect(truncateProgramName('A'.repeat(40))).toBe('A'.repeat(30));
    expect(await nameError('A'.repeat(30))).toBeNull();
    expect(await nameError('A'.repeat(31))).toBe('LoyaltyTierPricing.ProgramNameFieldTooLong');
  });
  it('must be text', async () => {
    expect(await nameError(12)).toBe('Validation.Type');
  });
});

describe('2-menu §5: a price-list price is digits with an optional decimal point, rounded to 2 decimals on blur, capped at 999999.99, empty becomes null', () => {
  it('keeps only digits and the first decimal point as typed', () => {
    expect(sanitizePriceText('12a.3.4-')).toBe('12.34');
    expect(sanitizePriceText('$1,000')).toBe('1000');
  });
  it('rounds to 2 decimals', () => {
    expect(normalisePrice('4.005')).toBe(4.01);
    expect(normalisePrice('4.004')).toBe(4);
    expect(normalisePrice('.5')).toBe(0.5);
    expect(normalisePrice('7.')).toBe(7);
    expect(normalisePriceText('4.5')).toBe('4.50');
  });
  it('is capped at 999999.99', () => {
    expect(normalisePrice('1234567')).toBe(999999.99);
    expect(normalisePriceText('999999.999')).toBe('999999.99');
  });
  it('empty becomes null', () => {
    expect(normalisePrice('')).toBeNull();
    expect(normalisePrice('  ')).toBeNull();
    expect(formatPrice(null)).toBe('');
  });
  it('other text is no price', () => {
    expect(normalisePrice('1e3')).toBeNaN();
    expect(normalisePrice('.')).toBeNaN();
  });
  it('the form refuses a price text over the cap or not a number', async () => {
    const form = { Name: 'Gold', Prices: { m0_1_0: '1000000' } };
    await expect(loyaltyTierPricingFormSchema.validate(form)).rejects.toThrow(
      'LoyaltyTierPricing.PriceOutOfRange',
    );
    await expect(
      loyaltyTierPricingFormSchema.validate({ Name: 'Gold', Prices: { m0_1_0: '1.2.3' } }),
    ).rejects.toThrow('LoyaltyTierPricing.PriceDoesNotFollowPattern');
    await expect(
      loyaltyTierPricingFormSchema.validate({ Name: 'Gold', Prices: { m0_1_0: '12.50', m2_9_0: '' } }),
    ).resolves.toBeTruthy();
  });
});

describe('2-menu §3: a save carries the name, the list id and the members (Item 0, ItemVariation 1, Modifier 2, ModifierVariation 3)', () => {
  const save = (body: unknown) => tieredPriceListSaveSchema.validate(body, { stripUnknown: true });
  const member = { MemberType: 0, ItemMasterId: 5, ItemVariationId: null, PriceListPrice: 3.5 };
  it('takes a valid body', async () => {
    await expect(save({ Name: 'Gold', TieredPriceListId: 0, Members: [member] })).resolves.toBeTruthy();
    await expect(
      save({
        Name: 'Gold',
        TieredPriceListId: 0,
        Members: [{ ...member, MemberType: 1, ItemVariationId: 2 }],
      }),
    ).resolves.toBeTruthy();
  });
  it('refuses prices out of range, with more than 2 decimals, or given as text', async () => {
    for (const price of [1_000_000, -1, 1.234, '3.50'])
      await expect(
        save({ Name: 'Gold', TieredPriceListId: 0, Members: [{ ...member, PriceListPrice: price }] }),
        String(price),
      ).rejects.toThrow();
  });
  it("names the broken rule: the range (to 999999.99, the cap of an item's price) or the two decimals", async () => {
    const priced = (PriceListPrice: unknown) =>
      save({ Name: 'Gold', TieredPriceListId: 0, Members: [{ ...member, PriceListPrice }] });
    await expect(priced(1_000_000)).rejects.toThrow('LoyaltyTierPricing.PriceOutOfRange');
    await expect(priced(-1)).rejects.toThrow('LoyaltyTierPricing.PriceOutOfRange');
    await expect(priced(1.234)).rejects.toThrow('LoyaltyTierPricing.PriceDoesNotFollowPattern');
    await expect(priced(999_999.99)).resolves.toBeTruthy();
  });
  it('refuses an unknown member type, a variation type without a variation, and a member twice', async () => {
    await expect(
      save({ Name: 'Gold', TieredPriceListId: 0, Members: [{ ...member, MemberType: 4 }] }),
    ).rejects.toThrow('LoyaltyTierPricing.MemberTypeInvalid');
    await expect(
      save({ Name: 'Gold', TieredPriceListId: 0, Members: [{ ...member, MemberType: 1 }] }),
    ).rejects.toThrow('LoyaltyTierPricing.MemberVariationInvalid');
    await expect(save({ Name: 'Gold', TieredPriceListId: 0, Members: [member, member] })).rejects.toThrow(
      'LoyaltyTierPricing.MemberTwice',
    );
  });
  it('refuses Members that is not an array', async () => {
    await expect(save({ Name: 'Gold', TieredPriceListId: 0, Members: '[]' })).rejects.toThrow();
  });
  it("a member's key is its type, item and variation (0 for none), as MEMBER_KEY reads it", () => {
    const key = memberKey({ MemberType: 3, ItemMasterId: 12, ItemVariationId: null });
    expect(key).toBe('m3_12_0');
    expect(MEMBER_KEY.test(key)).toBe(true);
    expect(MEMBER_KEY.test('m4_12_0')).toBe(false);
  });
  it('a changed price text becomes the member price sent', () => {
    const m = {
      MemberType: 0 as const,
      ItemMasterId: 5,
      ItemVariationId: null,
      RetailPriceVariationGroupId: null,
    };
    const members = new Map([[memberKey(m), m]]);
    expect(changedMembers({ [memberKey(m)]: '4.5', m0_99_0: '1' }, members)).toEqual([
      { ...m, PriceListPrice: 4.5 },
    ]);
    expect(changedMembers({ [memberKey(m)]: '' }, members)[0].PriceListPrice).toBeNull();
  });
});

describe('2-menu §2: the grid filters by type (Item or Modifier) and by item name', () => {
  it('a type filter covers the variations of its type', () => {
    expect(memberTypesOf('item')).toEqual([0, 1]);
    expect(memberTypesOf('modifier')).toEqual([2, 3]);
    expect(memberTypesOf('all')).toEqual([0, 1, 2, 3]);
  });
  it('the query has defaults and refuses an unknown filter or sort', async () => {
    expect(await membersQuerySchema.validate({})).toMatchObject({
      typeFilter: 'all',
      pageNumber: 1,
      pageSize: 25,
    });
    await expect(membersQuerySchema.validate({ typeFilter: 'drink' })).rejects.toThrow(
      'LoyaltyTierPricing.TypeFilterInvalid',
    );
    await expect(membersQuerySchema.validate({ sortColumn: 'item_name; drop' })).rejects.toThrow(
      'Validation.SortColumn',
    );
  });
});
