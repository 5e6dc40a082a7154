import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLORS,
  categoryNameForSave,
  itemCategorySchema,
  itemSchema,
  stockingUnit,
  withSubmitFields,
} from './menuItem';

const validItem = {
  ItemMasterId: 0,
  ItemName: 'Fish tacos',
  Description: 'Two tacos, slaw, lime',
  ItemCategoryId: 3,
  SoldBy: 1,
  RetailPrice: 12.5,
  TaxCategoryId: 1,
};

async function firstError(schema: typeof itemSchema | typeof itemCategorySchema, value: object) {
  try {
    await schema.validate(value, { strict: false });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('2-menu §5 Item: name required, max 50; description max 130; category, sold-by and tax category required', () => {
  it('accepts a valid item', async () => {
    expect(await firstError(itemSchema, validItem)).toBeNull();
  });
  it('requires a name that is not blank, at most 50 characters', async () => {
    expect(await firstError(itemSchema, { ...validItem, ItemName: '' })).toBe('Item.NameRequired');
    expect(await firstError(itemSchema, { ...validItem, ItemName: '   ' })).toBe('Item.NameRequired');
    expect(await firstError(itemSchema, { ...validItem, ItemName: 'x'.repeat(51) })).toBe('Item.NameLength');
    expect(await firstError(itemSchema, { ...validItem, ItemName: 'x'.repeat(50) })).toBeNull();
  });
  it('allows a description of at most 130 characters', async () => {
    expect(await firstError(itemSchema, { ...validItem, Description: 'x'.repeat(131) })).toBe(
      'Item.DescriptionLength',
    );
  });
  it('requires the category, the sold-by and the tax category', async () => {
    expect(await firstError(itemSchema, { ...validItem, ItemCategoryId: undefined })).toBe(
      'Item.CategoryRequired',
    );
    expect(await firstError(itemSchema, { ...validItem, ItemCategoryId: 0 })).toBe('Item.CategoryRequired');
    expect(await firstError(itemSchema, { ...validItem, SoldBy: undefined })).toBe('Item.SoldByRequired');
    expect(await firstError(itemSchema, { ...validItem, SoldBy: 3 })).toBe('Item.SoldByRequired');
    expect(await firstError(itemSchema, { ...validItem, TaxCategoryId: 0 })).toBe('Item.TaxCategoryRequired');
  });
  it('takes a price from 0 to 999999.99 in cents, as a number', async () => {
    expect(await firstError(itemSchema, { ...validItem, RetailPrice: -1 })).toBe('Item.PriceRange');
    expect(await firstError(itemSchema, { ...validItem, RetailPrice: 1000000 })).toBe('Item.PriceRange');
    expect(await firstError(itemSchema, { ...validItem, RetailPrice: 1.005 })).toBe('Item.PriceRange');
    expect(await firstError(itemSchema, { ...validItem, RetailPrice: '12' })).toBe('Validation.Type');
    expect(await firstError(itemSchema, { ...validItem, RetailPrice: 999999.99 })).toBeNull();
  });
});

describe('2-menu §3 Item: on submit the product adds IsMenuItem, IsModifier false, StockingUnit EACH or LB, IsAODDeliveryPartnerFee false', () => {
  it('adds the fields, EACH for sold by each and LB for weight', () => {
    expect(withSubmitFields({ SoldBy: 1 as const })).toEqual({
      SoldBy: 1,
      IsMenuItem: true,
      IsModifier: false,
      StockingUnit: 'EACH',
      IsAODDeliveryPartnerFee: false,
    });
    expect(stockingUnit(2)).toBe('LB');
  });
});

describe('2-menu §5 Category modal: name required (non-blank), at most 20 characters; sent upper case; 12 colours or none', () => {
  const valid = { ItemCategoryId: 0, CategoryName: 'Tacos', DisplayColor: null };
  it('requires a non-blank name of at most 20 characters', async () => {
    expect(await firstError(itemCategorySchema, valid)).toBeNull();
    expect(await firstError(itemCategorySchema, { ...valid, CategoryName: ' ' })).toBe(
      'Category.NameRequired',
    );
    expect(await firstError(itemCategorySchema, { ...valid, CategoryName: 'x'.repeat(21) })).toBe(
      'Category.NameLength',
    );
  });
  it('takes one of the 12 colours or none', async () => {
    expect(CATEGORY_COLORS).toHaveLength(12);
    expect(await firstError(itemCategorySchema, { ...valid, DisplayColor: CATEGORY_COLORS[0] })).toBeNull();
    expect(await firstError(itemCategorySchema, { ...valid, DisplayColor: 'ABCDEF' })).toBe(
      'Category.ColorInvalid',
    );
  });
  it('sends the name trimmed, in upper case', () => {
    expect(categoryNameForSave('  Tacos ')).toBe('TACOS');
  });
});
