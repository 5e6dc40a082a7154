import { describe, expect, it } from 'vitest';
import {
  checkItemCsvHeader,
  checkItemCsvRows,
  ITEM_CSV_HEADER,
  type ItemCsvColumnIndex,
  itemCsvCells,
  itemCsvLookups,
  type ItemExportRow,
  parseCsvPrice,
} from './itemCsv';
import {
  ITEM_BULK_EDIT_MAX,
  ITEM_IMPORT_MAX_ROWS,
  itemBulkEditBodyOf,
  itemBulkEditFormSchema,
  itemBulkEditSchema,
  itemImportSchema,
} from './itemBulk';

const lookups = itemCsvLookups({
  Categories: [
    { ItemCategoryId: 3, CategoryName: 'MAINS' },
    { ItemCategoryId: 4, CategoryName: 'SWEETS' },
  ],
  TaxCategories: [
    { TaxCategoryId: 7, Name: 'Standard', IsDefault: true },
    { TaxCategoryId: 8, Name: 'Alcohol', IsDefault: false },
  ],
  PrinterGroups: [{ PrinterGroupId: 11, PrinterGroupName: 'Kitchen' }],
  ExistingItems: [{ ItemCategoryId: 3, ItemName: 'Lobster Roll' }],
});

const header = checkItemCsvHeader(ITEM_CSV_HEADER);
if (!header.ok) throw new Error('the download header must be accepted');
const index: ItemCsvColumnIndex = header.index;

/** A row in the download's column order, with some cells set. */
function row(cells: Partial<Record<string, string>> = {}): string[] {
  const base: Record<string, string> = {
    'Item Name': 'Fish Tacos',
    Description: 'Two tacos, slaw, lime',
    Category: 'Mains',
    Type: 'Item',
    'Sold By': 'Each',
    Price: '12.50',
    'Tax Category': 'Standard',
    'Routing Group': 'Kitchen',
    'POS Active': 'Yes',
  };
  return ITEM_CSV_HEADER.map((h) => cells[h] ?? base[h]);
}

const one = (cells: string[]) => checkItemCsvRows(index, [cells], lookups);
const problemsOf = (cells: string[]) => one(cells).rejected[0]?.Problems ?? [];

describe('issue 7 §3 import: the columns — wrong columns are named', () => {
  it('accepts the download header, in any order, case and spacing', () => {
    expect(checkItemCsvHeader([' price', 'CATEGORY', 'item  name']).ok).toBe(true);
    expect(checkItemCsvHeader(['\uFEFFItem Name', 'Category', 'Price', '', '']).ok).toBe(true);
  });
  it('names the required columns missing, the unknown ones and the repeated ones', () => {
    expect(checkItemCsvHeader(['Item Name', 'Colour', 'Price', 'Price'])).toEqual({
      ok: false,
      key: 'ItemBulk.WrongColumns',
      missing: ['Category'],
      unknown: ['Colour'],
      repeated: ['Price'],
    });
  });
});

describe('issue 7 §3 download: a downloaded list can be imported again as it is', () => {
  it('writes the columns in order, two decimals, the words of Type, Sold By and POS Active', () => {
    const exported: ItemExportRow = {
      ItemMasterId: 9,
      ItemName: 'Crab Cakes',
      Description: 'Two cakes',
      CategoryName: 'MAINS',
      ItemType: 'B',
      SoldBy: 2,
      RetailPrice: 14,
      TaxCategoryName: 'Alcohol',
      PrinterGroupName: '',
      IsPosActive: false,
    };
    const cells = itemCsvCells(exported);
    expect(cells).toEqual([
      'Crab Cakes',
      'Two cakes',
      'MAINS',
      'Both',
      'Weight',
      '14.00',
      'Alcohol',
      '',
      'No',
    ]);
    const back = one(cells);
    expect(back.rejected).toEqual([]);
    expect(back.items[0]).toMatchObject({
      ItemName: 'Crab Cakes',
      ItemCategoryId: 3,
      ItemType: 'B',
      SoldBy: 2,
      RetailPrice: 14,
      TaxCategoryId: 8,
      PrinterGroupId: null,
      IsPosActive: false,
      Row: 2,
    });
  });
});

describe('2-menu §5 Item rules on each imported row (with the row number; the header is row 1)', () => {
  it('name required, at most 50', () => {
    expect(problemsOf(row({ 'Item Name': ' ' }))).toEqual([
      { Column: 'Item Name', MessageKey: 'Item.NameRequired' },
    ]);
    expect(problemsOf(row({ 'Item Name': 'x'.repeat(51) }))).toEqual([
      { Column: 'Item Name', MessageKey: 'Item.NameLength' },
    ]);
  });
  it('description at most 130', () => {
    expect(problemsOf(row({ Description: 'x'.repeat(131) }))).toEqual([
      { Column: 'Description', MessageKey: 'Item.DescriptionLength' },
    ]);
  });
  it('category required, looked up by name without regard to case', () => {
    expect(one(row({ Category: 'sweets' })).items[0].ItemCategoryId).toBe(4);
    expect(problemsOf(row({ Category: '' }))).toEqual([
      { Column: 'Category', MessageKey: 'Item.CategoryRequired' },
    ]);
    expect(problemsOf(row({ Category: 'Soups' }))).toEqual([
      { Column: 'Category', MessageKey: 'ItemBulk.CategoryUnknown' },
    ]);
  });
  it("tax category required: blank is the merchant's default, an unknown name is refused", () => {
    expect(one(row({ 'Tax Category': '' })).items[0].TaxCategoryId).toBe(7);
    expect(problemsOf(row({ 'Tax Category': 'Luxury' }))).toEqual([
      { Column: 'Tax Category', MessageKey: 'ItemBulk.TaxCategoryUnknown' },
    ]);
    const noDefault = itemCsvLookups({
      Categories: [{ ItemCategoryId: 3, CategoryName: 'MAINS' }],
      TaxCategories: [{ TaxCategoryId: 8, Name: 'Alcohol', IsDefault: false }],
      PrinterGroups: [],
      ExistingItems: [],
    });
    const check = checkItemCsvRows(index, [row({ 'Tax Category': '', 'Routing Group': '' })], noDefault);
    expect(check.rejected[0].Problems).toEqual([
      { Column: 'Tax Category', MessageKey: 'Item.TaxCategoryRequired' },
    ]);
  });
  it('sold-by required: Each (the default) or Weight', () => {
    expect(one(row({ 'Sold By': '' })).items[0].SoldBy).toBe(1);
    expect(one(row({ 'Sold By': 'weight' })).items[0].SoldBy).toBe(2);
    for (const text of ['2', 'Weight or measure', 'MEASURE'])
      expect(one(row({ 'Sold By': text })).items[0].SoldBy, text).toBe(2);
    expect(one(row({ 'Sold By': 'Each' })).items[0].SoldBy).toBe(1);
    expect(problemsOf(row({ 'Sold By': 'Gallon' }))).toEqual([
      { Column: 'Sold By', MessageKey: 'ItemBulk.SoldByInvalid' },
    ]);
  });
  it('type: Item (the default), Modifier or Both, or their codes', () => {
    expect(one(row({ Type: '' })).items[0].ItemType).toBe('I');
    expect(one(row({ Type: 'm' })).items[0].ItemType).toBe('M');
    expect(one(row({ Type: 'Both' })).items[0].ItemType).toBe('B');
    expect(problemsOf(row({ Type: 'Combo' }))).toEqual([
      { Column: 'Type', MessageKey: 'ItemBulk.TypeInvalid' },
    ]);
  });
  it('price required, 0 to 999,999.99, at most two decimals; $ and thousands separators are read', () => {
    expect(parseCsvPrice('$1,234.50')).toBe(1234.5);
    expect(parseCsvPrice('12')).toBe(12);
    expect(parseCsvPrice('twelve')).toBeNull();
    expect(parseCsvPrice('-1')).toBeNull();
    expect(problemsOf(row({ Price: '' }))).toEqual([{ Column: 'Price', MessageKey: 'Item.PriceRequired' }]);
    expect(problemsOf(row({ Price: 'abc' }))).toEqual([
      { Column: 'Price', MessageKey: 'ItemBulk.PriceInvalid' },
    ]);
    expect(problemsOf(row({ Price: '1000000' }))).toEqual([
      { Column: 'Price', MessageKey: 'Item.PriceRange' },
    ]);
    expect(problemsOf(row({ Price: '1.005' }))).toEqual([{ Column: 'Price', MessageKey: 'Item.PriceRange' }]);
  });
  it('POS active: Yes (the default) or No', () => {
    expect(one(row({ 'POS Active': '' })).items[0].IsPosActive).toBe(true);
    expect(one(row({ 'POS Active': 'no' })).items[0].IsPosActive).toBe(false);
    expect(problemsOf(row({ 'POS Active': 'maybe' }))).toEqual([
      { Column: 'POS Active', MessageKey: 'ItemBulk.PosActiveInvalid' },
    ]);
  });
  it('a routing group is looked up by name; an unknown one is refused', () => {
    expect(one(row({ 'Routing Group': 'kitchen' })).items[0].PrinterGroupId).toBe(11);
    expect(problemsOf(row({ 'Routing Group': 'Patio' }))).toEqual([
      { Column: 'Routing Group', MessageKey: 'ItemBulk.RoutingGroupUnknown' },
    ]);
  });
  it('reports every problem of a row, and cells beyond the columns', () => {
    expect(problemsOf([...row({ 'Item Name': '', Price: 'x' }), 'stray'])).toEqual([
      { Column: null, MessageKey: 'ItemBulk.ExtraCells' },
      { Column: 'Price', MessageKey: 'ItemBulk.PriceInvalid' },
      { Column: 'Item Name', MessageKey: 'Item.NameRequired' },
    ]);
  });
});

describe('issue 7 §3 import: only new items are created', () => {
  it('refuses an item its category has already, and one repeated in the file; skips blank rows', () => {
    const check = checkItemCsvRows(
      index,
      [
        row({ 'Item Name': 'lobster roll' }),
        row(),
        ['', '  ', ''],
        row({ 'Item Name': 'FISH TACOS' }),
        row({ Category: 'Sweets' }),
      ],
      lookups,
    );
    expect(check.items.map((i) => [i.Row, i.ItemName, i.ItemCategoryId])).toEqual([
      [3, 'Fish Tacos', 3],
      [6, 'Fish Tacos', 4],
    ]);
    expect(check.rejected).toEqual([
      { Row: 2, Problems: [{ Column: 'Item Name', MessageKey: 'ItemBulk.AlreadyExists' }] },
      { Row: 5, Problems: [{ Column: 'Item Name', MessageKey: 'ItemBulk.RepeatedInFile' }] },
    ]);
    expect(check.blank).toBe(1);
  });
  it('reads a file with the required columns only', () => {
    const short = checkItemCsvHeader(['Item Name', 'Category', 'Price']);
    if (!short.ok) throw new Error('required columns only');
    const check = checkItemCsvRows(short.index, [['Soup of the Day', 'mains', '7']], lookups);
    expect(check.items[0]).toMatchObject({ SoldBy: 1, ItemType: 'I', TaxCategoryId: 7, IsPosActive: true });
  });
});

const firstError = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
};

describe('issue 7 bad input: at most 10,000 rows an import (50,000 are refused whole)', () => {
  it('takes 10,000 rows and refuses one more', async () => {
    const rows = Array.from({ length: ITEM_IMPORT_MAX_ROWS }, () => ['a', 'b', '1']);
    expect(
      await firstError(itemImportSchema, { Columns: ['Item Name', 'Category', 'Price'], Rows: rows }),
    ).toBeNull();
    expect(
      await firstError(itemImportSchema, { Columns: ['Item Name'], Rows: [...rows, ['a', 'b', '1']] }),
    ).toBe('ItemBulk.TooManyRows');
  });
  it('refuses rows that are not lists of text', async () => {
    expect(await firstError(itemImportSchema, { Columns: [], Rows: [['a', 1]] })).toBe('Validation.Type');
    expect(await firstError(itemImportSchema, { Columns: [], Rows: 'a,b' })).toBe('Validation.Type');
  });
});

describe('issue 7 §3 edit multiple items: price, category and POS active in one save', () => {
  const items = [{ ItemMasterId: 1, ConcurrencyChecksum: 1 }];
  it('needs at least one change, each item once, at most 1,000 items', async () => {
    expect(await firstError(itemBulkEditSchema, { Items: items })).toBe('ItemBulk.NothingToChange');
    expect(await firstError(itemBulkEditSchema, { Items: items, IsPosActive: false })).toBeNull();
    expect(await firstError(itemBulkEditSchema, { Items: [...items, ...items], RetailPrice: 1 })).toBe(
      'ItemBulk.ItemTwice',
    );
    expect(await firstError(itemBulkEditSchema, { Items: [], RetailPrice: 1 })).toBe(
      'ItemBulk.NoItemsSelected',
    );
    const many = Array.from({ length: ITEM_BULK_EDIT_MAX + 1 }, (_, i) => ({
      ItemMasterId: i + 1,
      ConcurrencyChecksum: 1,
    }));
    expect(await firstError(itemBulkEditSchema, { Items: many, RetailPrice: 1 })).toBe(
      'ItemBulk.TooManyItems',
    );
  });
  it('a price of §5 (0–999,999.99, two decimals); a category id', async () => {
    expect(await firstError(itemBulkEditSchema, { Items: items, RetailPrice: 1_000_000 })).toBe(
      'Item.PriceRange',
    );
    expect(await firstError(itemBulkEditSchema, { Items: items, RetailPrice: '5' })).toBe('Validation.Type');
    expect(await firstError(itemBulkEditSchema, { Items: items, ItemCategoryId: 0 })).toBe(
      'Item.CategoryRequired',
    );
  });
});

describe('issue 7 §3 edit multiple items: the form (each part left empty keeps what the items have)', () => {
  const valid = async (form: Record<string, string>) => {
    try {
      await itemBulkEditFormSchema.validate(form);
      return null;
    } catch (err) {
      return (err as { errors: string[] }).errors[0];
    }
  };
  it('needs one change; reads a price as typed, within §5', async () => {
    expect(await valid({ Price: '', ItemCategoryId: '', PosActive: 'keep' })).toBe(
      'ItemBulk.NothingToChange',
    );
    expect(await valid({ Price: '$12.50', ItemCategoryId: '', PosActive: 'keep' })).toBeNull();
    expect(await valid({ Price: 'ten', ItemCategoryId: '', PosActive: 'keep' })).toBe(
      'ItemBulk.PriceInvalid',
    );
    expect(await valid({ Price: '1000000', ItemCategoryId: '', PosActive: 'keep' })).toBe('Item.PriceRange');
  });
  it('makes the save: null for what is kept', () => {
    const items = [{ ItemMasterId: 4, ConcurrencyChecksum: 2 }];
    expect(itemBulkEditBodyOf({ Price: '12.5', ItemCategoryId: '', PosActive: 'no' }, items)).toEqual({
      Items: items,
      RetailPrice: 12.5,
      ItemCategoryId: null,
      IsPosActive: false,
    });
    expect(itemBulkEditBodyOf({ Price: '', ItemCategoryId: '9', PosActive: 'keep' }, items)).toMatchObject({
      RetailPrice: null,
      ItemCategoryId: 9,
      IsPosActive: null,
    });
  });
});
