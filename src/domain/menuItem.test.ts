import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLORS,
  categoryColorNameKey,
  categoryNameForSave,
  categoryWriteOf,
  categoryWriteSchema,
  type Item,
  itemCategorySchema,
  itemFormOf,
  itemListSchema,
  itemSchema,
  itemWriteOf,
  itemWriteSchema,
  isModifierType,
  mayEditMenu,
  newCategoryForm,
  newItemForm,
  stockingUnit,
  trimmedItem,
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

async function firstError(
  schema: typeof itemSchema | typeof itemCategorySchema | typeof itemWriteSchema,
  value: object,
) {
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
    expect(await firstError(itemSchema, { ...validItem, SoldBy: 1.5 })).toBe('Item.SoldByRequired');
    expect(await firstError(itemSchema, { ...validItem, SoldBy: '1' })).toBe('Validation.Type');
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
  it("names a colour of the 12 by its catalogue key, none as none, and leaves another (a legacy menu's) unnamed", () => {
    expect(categoryColorNameKey(CATEGORY_COLORS[0])).toBe(`Category.Color.${CATEGORY_COLORS[0]}`);
    expect(categoryColorNameKey(null)).toBe('Category.NoColor');
    expect(categoryColorNameKey('ABCDEF')).toBeNull();
  });
  it('sends the name trimmed, in upper case', () => {
    expect(categoryNameForSave('  Tacos ')).toBe('TACOS');
  });
});

describe('2-menu §5 Item (the extended setup): price variations named, at most 30 characters, distinct, priced 0–999999.99', () => {
  const valid = itemWriteOf({
    ...newItemForm({ ItemCategoryId: 3, TaxCategoryId: 1 }),
    ItemName: 'Wine',
    RetailPrice: 9,
  });
  const withVariations = (PriceVariations: unknown[]) => ({ ...valid, PriceVariations });
  it('accepts variations with names and prices', async () => {
    expect(
      await firstError(
        itemWriteSchema,
        withVariations([{ ItemVariationId: 0, Name: 'Glass', RetailPrice: 9 }]),
      ),
    ).toBeNull();
  });
  it('refuses a blank, long or repeated name, and a price out of range', async () => {
    expect(await firstError(itemWriteSchema, withVariations([{ Name: ' ', RetailPrice: 1 }]))).toBe(
      'Item.VariationNameRequired',
    );
    expect(
      await firstError(itemWriteSchema, withVariations([{ Name: 'x'.repeat(31), RetailPrice: 1 }])),
    ).toBe('Item.VariationNameLength');
    expect(
      await firstError(
        itemWriteSchema,
        withVariations([
          { Name: 'Glass', RetailPrice: 1 },
          { Name: 'glass ', RetailPrice: 2 },
        ]),
      ),
    ).toBe('Item.VariationNameTaken');
    expect(await firstError(itemWriteSchema, withVariations([{ Name: 'Bottle', RetailPrice: 1e6 }]))).toBe(
      'Item.PriceRange',
    );
  });
});

describe('2-menu §3 Item list rows: IsModifier for a modifier (M) or both (B), not for an item (I)', () => {
  it('tells the modifier types', () => {
    expect(isModifierType('M')).toBe(true);
    expect(isModifierType('B')).toBe(true);
    expect(isModifierType('I')).toBe(false);
  });
});

describe('2-menu §3 Item: the stocking unit added on submit is the sold-by’s (EACH or LB)', () => {
  it('sends EACH for each and LB for weight, trimmed names, and refuses a unit that does not match', async () => {
    const form = {
      ...newItemForm({ ItemCategoryId: 3, TaxCategoryId: 1 }),
      ItemName: ' Shrimp ',
      RetailPrice: 20,
    };
    expect(itemWriteOf({ ...form, SoldBy: 2 })).toMatchObject({
      ItemName: 'Shrimp',
      StockingUnit: 'LB',
      IsMenuItem: true,
    });
    expect(await firstError(itemWriteSchema, { ...itemWriteOf(form), StockingUnit: 'LB' })).toBe(
      'Item.StockingUnitMismatch',
    );
  });
  it('saves names trimmed and nothing else changed (the server trims AddItem the same way)', () => {
    const form = {
      ...newItemForm({ ItemCategoryId: 3, TaxCategoryId: 1 }),
      ItemName: ' Shrimp ',
      Description: ' Grilled ',
      RetailPrice: 20,
      PriceVariations: [{ ItemVariationId: 0, Name: ' Half ', RetailPrice: 11 }],
    };
    expect(trimmedItem(form)).toEqual({
      ...form,
      ItemName: 'Shrimp',
      Description: 'Grilled',
      PriceVariations: [{ ItemVariationId: 0, Name: 'Half', RetailPrice: 11 }],
    });
  });
  it('a loaded item becomes the form again (category 0 when it has none)', () => {
    const item: Item = {
      ...newItemForm(),
      ItemMasterId: 9,
      ItemName: 'Rare',
      RetailPrice: 0,
      ItemCategoryId: null,
      CategoryName: null,
      PrinterGroupName: null,
      StockingUnit: 'EACH',
      IsMenuItem: true,
      ConcurrencyChecksum: 1,
    };
    expect(itemFormOf(item)).toMatchObject({ ItemMasterId: 9, ItemCategoryId: 0, StockingUnit: null });
  });
});

describe('2-menu §3 Category: the save payload is itemCategory (name upper case) and tagAssignments', () => {
  it('splits the form into the category and its tags', () => {
    const form = { ...newCategoryForm(), CategoryName: ' tacos', TagIds: [4, 7] };
    expect(categoryWriteOf(form)).toEqual({
      itemCategory: {
        ItemCategoryId: 0,
        CategoryName: 'TACOS',
        DisplayColor: null,
        DepartmentId: null,
        SortOrder: 0,
        ConcurrencyChecksum: 0,
      },
      tagAssignments: [4, 7],
    });
  });
  it('refuses a tag twice and invisible characters in the name', async () => {
    const write = categoryWriteOf({ ...newCategoryForm(), CategoryName: 'Tacos' });
    await expect(categoryWriteSchema.validate({ ...write, tagAssignments: [1, 1] })).rejects.toThrow(
      'Category.TagTwice',
    );
    await expect(
      categoryWriteSchema.validate({
        ...write,
        itemCategory: { ...write.itemCategory, CategoryName: 'TA\u200bCOS' },
      }),
    ).rejects.toThrow('Validation.InvisibleCharacters');
  });
});

describe('2-menu §6 (decided): a store user of several stores only reads the menu', () => {
  it('enterprise-level users and store users of one store may change it', () => {
    expect(mayEditMenu({ isEnterprise: true, storeCount: 5 })).toBe(true);
    expect(mayEditMenu({ isEnterprise: false, storeCount: 1 })).toBe(true);
    expect(mayEditMenu({ isEnterprise: false, storeCount: 2 })).toBe(false);
  });
});

describe('2-menu §7 Item/GetItems: the all/active/inactive filter (SearchArg2), a type (SearchArg3), a category (NumericKeySearchArg)', () => {
  it('defaults to all items of every category and type, sorted by the allow-list', async () => {
    expect(await itemListSchema.validate({})).toMatchObject({
      SearchArg2: 'all',
      SearchArg3: '',
      NumericKeySearchArg: null,
      SortColumn: null,
    });
    await expect(itemListSchema.validate({ SearchArg2: 'some' })).rejects.toThrow('Item.FilterInvalid');
    await expect(itemListSchema.validate({ SortColumn: 'item_name' })).rejects.toThrow(
      'Validation.SortColumn',
    );
    await expect(itemListSchema.validate({ NumericKeySearchArg: '3' })).rejects.toThrow('Validation.Type');
  });
});
