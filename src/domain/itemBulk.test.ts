import { describe, expect, it } from 'vitest';
import { ITEM_IMPORT_MAX_CELL, ITEM_IMPORT_MAX_COLUMNS, importShapeError } from './itemBulk';
import { ITEM_CSV_HEADER } from './itemCsv';

const row = (name: string) => ITEM_CSV_HEADER.map((c) => (c === 'Item Name' ? name : ''));

describe('issue 7 §3 bad input: a file ImportItems refuses whole for its shape is refused before the preview', () => {
  it('accepts a file of the item columns', () => {
    expect(importShapeError(ITEM_CSV_HEADER, [row('Fritters')])).toBeNull();
  });
  it('names a cell longer than the limit', () => {
    expect(importShapeError(ITEM_CSV_HEADER, [row('x'.repeat(ITEM_IMPORT_MAX_CELL + 1))])).toBe(
      'ItemBulk.CellTooLong',
    );
  });
  it('names a row with more cells than the limit', () => {
    const wide = Array.from({ length: ITEM_IMPORT_MAX_COLUMNS + 1 }, () => 'a');
    expect(importShapeError(ITEM_CSV_HEADER, [wide])).toBe('ItemBulk.TooManyColumns');
  });
});
