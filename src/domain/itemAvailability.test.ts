import { describe, expect, it } from 'vitest';
import { itemAvailabilityUpdateSchema } from './itemAvailability';
import { isEnterpriseLevel, MAX_AVAILABILITY_CHANGES } from './itemAvailabilityRules';

const change = (over: Record<string, unknown> = {}) => ({
  ItemMasterId: 12,
  IsInStock: false,
  IsAvailableOnline: true,
  Version: 3,
  IdempotencyKey: '0c6d46f5-fd57-4c3f-8b0c-49503cb199d6',
  ...over,
});
const roles = (isCompanyUser: boolean) => ({
  roles: { isCompanyUser, isAdminUser: false, isMerchantAdminUser: false, isSilverPartner: false },
});

async function firstError(value: unknown): Promise<string | null> {
  try {
    await itemAvailabilityUpdateSchema.validate(value);
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('2-menu §6: item availability is not for enterprise users', () => {
  it('a company (enterprise-level) user is refused; a store user is not', () => {
    expect(isEnterpriseLevel(roles(true))).toBe(true);
    expect(isEnterpriseLevel(roles(false))).toBe(false);
  });
});

describe('2-menu §7: UpdateItemAvailability takes a list of availability rows', () => {
  it('accepts a list of changes', async () => {
    expect(await firstError([change(), change({ ItemMasterId: 13 })])).toBeNull();
  });

  it('§3’s plain row: Version and IdempotencyKey are optional, the row’s other names are read and dropped', async () => {
    const plain = {
      ItemMasterId: 12,
      ItemCategoryId: 4,
      ItemName: 'Lobster Roll',
      CategoryName: 'MAINS',
      IsInStock: false,
      IsPosActive: true,
      IsAvailableOnline: true,
    };
    expect(await itemAvailabilityUpdateSchema.validate([plain], { stripUnknown: true })).toEqual([
      { ItemMasterId: 12, IsInStock: false, IsAvailableOnline: true, Version: null, IdempotencyKey: null },
    ]);
  });

  it('refuses an empty list, too many, the same item twice, a key that is not a UUID, a string flag', async () => {
    expect(await firstError([])).toBe('ItemAvailability.NothingToSave');
    expect(
      await firstError(
        Array.from({ length: MAX_AVAILABILITY_CHANGES + 1 }, (_, i) => change({ ItemMasterId: i + 1 })),
      ),
    ).toBe('ItemAvailability.TooManyChanges');
    expect(await firstError([change(), change()])).toBe('ItemAvailability.DuplicateItem');
    expect(await firstError([change({ IdempotencyKey: 'x' })])).toBe(
      'ItemAvailability.IdempotencyKeyInvalid',
    );
    expect(await firstError([change({ IsInStock: 'false' })])).toBe('Validation.Type');
    expect(await firstError([change({ Version: '3' })])).toBe('Validation.Type');
    expect(await firstError([change({ IsAvailableOnline: undefined })])).toBe('Validation.Required');
  });
});
