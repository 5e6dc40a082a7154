/**
 * Items in bulk (issue 7 §3: the categories screen's more menu — import items, edit multiple items,
 * download list; docs/api.md "Items in bulk"): the limits, the request schemas and the answers of
 * Item/ImportItems, Item/UpdateMultipleItems, Item/GetItemsForExport and their reads. The rows of an
 * import are checked by src/domain/itemCsv.ts.
 */
import {
  type ItemCsvLookupLists,
  type ItemCsvRejectedRow,
  type ItemExportRow,
  parseCsvPrice,
} from './itemCsv';
import { price } from './menuItem';
import { flag, id, text, yup } from './validation';

// ---- limits (docs/decisions.md "Item CSV import and export") ---------------------------------------

/** The most data rows one import takes (a file with more is refused whole, with this number). */
export const ITEM_IMPORT_MAX_ROWS = 10_000;
/** The most columns an import row may have (the format has 9; room for a spreadsheet's blanks). */
export const ITEM_IMPORT_MAX_COLUMNS = 30;
/** The longest cell an import carries (the longest field, the description, is 130). */
export const ITEM_IMPORT_MAX_CELL = 1000;
/** The largest CSV file the portal reads for an import (a list of 10,000 items is about 1–2 MB). */
export const ITEM_IMPORT_MAX_FILE_BYTES = 16 * 1024 * 1024;
/** The largest ImportItems body the server reads (10,000 rows of the longest cells the rules allow fit). */
export const ITEM_IMPORT_MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The most items one "edit multiple items" save changes (a page of the list is at most 100). */
export const ITEM_BULK_EDIT_MAX = 1000;

// ---- Item/ImportItems ------------------------------------------------------------------------------

/**
 * The file as the portal read it: its header row and its data rows, each a list of cells (blank rows
 * included, so a row's number is its place in the file). Checked here for shape only: each row's
 * content is checked by itemCsv.ts, on the server as in the portal.
 */
export const itemImportSchema = yup.object({
  Columns: yup
    .array(text().max(ITEM_IMPORT_MAX_CELL).required())
    .required()
    .max(ITEM_IMPORT_MAX_COLUMNS, 'ItemBulk.TooManyColumns'),
  Rows: yup
    .mixed<string[][]>()
    .required('ItemBulk.NothingToImport')
    .test('rows', 'Validation.Type', (rows) => Array.isArray(rows))
    .test(
      'count',
      'ItemBulk.TooManyRows',
      (rows) => !Array.isArray(rows) || rows.length <= ITEM_IMPORT_MAX_ROWS,
    )
    .test('cells', 'Validation.Type', (rows) => !Array.isArray(rows) || rows.every(isRowOfCells))
    .test('row-width', 'ItemBulk.TooManyColumns', (rows) => !Array.isArray(rows) || rows.every(fitsColumns))
    .test('cell-length', 'ItemBulk.CellTooLong', (rows) => !Array.isArray(rows) || rows.every(cellsFit)),
});

/**
 * Why ImportItems would refuse a file whole for its shape (too many rows or cells, a cell too long),
 * as a catalogue key, or null: the portal says it before the preview, the server's schema refuses it.
 */
export function importShapeError(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): string | null {
  try {
    itemImportSchema.validateSync({ Columns: columns, Rows: rows });
    return null;
  } catch (err) {
    return (err as { message?: string }).message ?? 'ItemBulk.ImportFailed';
  }
}

function isRowOfCells(row: unknown): boolean {
  return Array.isArray(row) && row.every((c) => typeof c === 'string');
}

function fitsColumns(row: unknown): boolean {
  return !Array.isArray(row) || row.length <= ITEM_IMPORT_MAX_COLUMNS;
}

function cellsFit(row: string[]): boolean {
  return row.every((c) => c.length <= ITEM_IMPORT_MAX_CELL);
}

export type ItemImportBody = yup.InferType<typeof itemImportSchema>;

/** What an import did: how many items it created, and the rows it did not, with why. */
export interface ItemImportResult {
  Created: number;
  Rejected: ItemCsvRejectedRow[];
  /** Blank rows of the file, skipped. */
  Blank: number;
}

/** The lists an import's rows are looked up in (the merchant's). */
export type ItemBulkLookups = ItemCsvLookupLists;

// ---- Item/GetItemsForExport ------------------------------------------------------------------------

/** The items of one category of the merchant, or (null) all of the merchant's items. */
export const itemExportSchema = yup.object({
  ItemCategoryId: id().min(1).nullable().default(null),
});

export interface ItemExportResult {
  /** The category's name (null: every item). */
  CategoryName: string | null;
  Rows: ItemExportRow[];
}

// ---- Item/GetItemsForBulkEdit and Item/UpdateMultipleItems -----------------------------------------

const itemIds = () =>
  yup
    .array(id().min(1).required())
    .required('ItemBulk.NoItemsSelected')
    .min(1, 'ItemBulk.NoItemsSelected')
    .max(ITEM_BULK_EDIT_MAX, 'ItemBulk.TooManyItems');

export const itemBulkEditReadSchema = yup.object({ ItemMasterIds: itemIds() });

/** A selected item as the dialog shows it, with the checksum its save must carry. */
export interface ItemBulkEditRow {
  ItemMasterId: number;
  ItemName: string;
  ItemCategoryId: number | null;
  CategoryName: string;
  RetailPrice: number;
  /** In the session's store; in a company view, active in any store. */
  IsPosActive: boolean;
  ConcurrencyChecksum: number;
}

export interface ItemBulkEditData {
  Items: ItemBulkEditRow[];
  Categories: { ItemCategoryId: number; CategoryName: string }[];
}

/**
 * "Edit multiple items": the selected items, each with the ConcurrencyChecksum it was read with, and
 * what to set on all of them — a price, a category, POS active — each null to leave it as it is; at
 * least one must be set (ItemBulk.NothingToChange).
 */
export const itemBulkEditSchema = yup
  .object({
    Items: yup
      .array(
        yup.object({
          ItemMasterId: id().min(1).required(),
          ConcurrencyChecksum: id().required(),
        }),
      )
      .required('ItemBulk.NoItemsSelected')
      .min(1, 'ItemBulk.NoItemsSelected')
      .max(ITEM_BULK_EDIT_MAX, 'ItemBulk.TooManyItems')
      .test(
        'unique',
        'ItemBulk.ItemTwice',
        (items) => !items || new Set(items.map((i) => i.ItemMasterId)).size === items.length,
      ),
    RetailPrice: price().nullable().default(null),
    ItemCategoryId: id().min(1, 'Item.CategoryRequired').nullable().default(null),
    IsPosActive: flag().nullable().default(null),
  })
  .test(
    'something',
    'ItemBulk.NothingToChange',
    (v) => v.RetailPrice !== null || v.ItemCategoryId !== null || v.IsPosActive !== null,
  );

export type ItemBulkEditBody = yup.InferType<typeof itemBulkEditSchema>;

export interface ItemBulkEditResult {
  Items: ItemBulkEditRow[];
}

// ---- the "edit multiple items" form ----------------------------------------------------------------

/** POS active in the form: left as it is, or set on every selected item. */
export const POS_ACTIVE_CHOICES = ['keep', 'yes', 'no'] as const;

/**
 * The dialog's form: a price as typed (empty: each item keeps its own; 12, 12.50, $12.50), a
 * category id ('' keeps each item's), POS active; at least one of them set.
 */
export const itemBulkEditFormSchema = yup
  .object({
    Price: text({ trim: true })
      .default('')
      .test('number', 'ItemBulk.PriceInvalid', (v) => !v || parseCsvPrice(v) !== null)
      .test('range', 'Item.PriceRange', (v) => {
        const n = v ? parseCsvPrice(v) : null;
        return n === null || price().isValidSync(n);
      }),
    ItemCategoryId: text()
      .default('')
      .matches(/^(\d+)?$/, 'Item.CategoryRequired'),
    PosActive: text()
      .default('keep')
      .oneOf([...POS_ACTIVE_CHOICES], 'Validation.Invalid'),
  })
  .test(
    'something',
    'ItemBulk.NothingToChange',
    (v) => !!v.Price || !!v.ItemCategoryId || (v.PosActive !== undefined && v.PosActive !== 'keep'),
  );

export type ItemBulkEditForm = yup.InferType<typeof itemBulkEditFormSchema>;

/** The save's body from the form and the items as they were read (with their checksums). */
export function itemBulkEditBodyOf(
  form: ItemBulkEditForm,
  items: readonly { ItemMasterId: number; ConcurrencyChecksum: number }[],
): ItemBulkEditBody {
  const priceText = form.Price?.trim() ?? '';
  return {
    Items: items.map((i) => ({ ItemMasterId: i.ItemMasterId, ConcurrencyChecksum: i.ConcurrencyChecksum })),
    RetailPrice: priceText ? parseCsvPrice(priceText) : null,
    ItemCategoryId: form.ItemCategoryId ? Number(form.ItemCategoryId) : null,
    IsPosActive: form.PosActive === 'yes' ? true : form.PosActive === 'no' ? false : null,
  };
}
