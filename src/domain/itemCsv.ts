/**
 * The item list as a CSV file (issue 7 §3: "download list" and "import items" of the categories
 * screen's more menu; docs/decisions.md "Item CSV import and export"): the columns, a downloaded
 * row, and an imported row checked against the item rules of 2-menu-and-reports.md §5 (itemSchema)
 * with its category, tax category and routing group looked up by name. The portal checks a file
 * with these before it sends anything (the preview); the server checks every row again with the
 * same functions before it creates one. Messages are catalogue keys.
 */
import {
  type ItemForm,
  ItemType,
  type ItemTypeCode,
  itemSchema,
  itemTypeCodes,
  SoldBy,
  type SoldByCode,
  soldByCodes,
} from './menuItem';
import { yup } from './validation';

// ---- the columns -----------------------------------------------------------------------------------

/**
 * The file's columns, in the order a download writes them. The headers are the file format (the
 * same in every language of the portal), matched without regard to case or surrounding spaces.
 * A download has all of them, so a downloaded list can be imported again as it is.
 */
const ITEM_CSV_COLUMNS = [
  { key: 'ItemName', header: 'Item Name', required: true },
  { key: 'Description', header: 'Description', required: false },
  { key: 'Category', header: 'Category', required: true },
  { key: 'Type', header: 'Type', required: false },
  { key: 'SoldBy', header: 'Sold By', required: false },
  { key: 'Price', header: 'Price', required: true },
  { key: 'TaxCategory', header: 'Tax Category', required: false },
  { key: 'RoutingGroup', header: 'Routing Group', required: false },
  { key: 'PosActive', header: 'POS Active', required: false },
] as const;

export type ItemCsvColumnKey = (typeof ITEM_CSV_COLUMNS)[number]['key'];

/** The header row of a download. */
export const ITEM_CSV_HEADER: readonly string[] = ITEM_CSV_COLUMNS.map((c) => c.header);

/**
 * How the Type and Sold By columns name their values: a download writes the first word; an import
 * takes any of them, or the code of §3 and §9, without regard to case.
 */
const TYPE_WORDS: Record<ItemTypeCode, readonly string[]> = { I: ['Item'], M: ['Modifier'], B: ['Both'] };
const SOLD_BY_WORDS: Record<SoldByCode, readonly string[]> = {
  1: ['Each'],
  2: ['Weight', 'Weight or measure', 'Measure'],
};

/** Where each column is in a file: its index, or -1 when the file does not have it. */
export type ItemCsvColumnIndex = Record<ItemCsvColumnKey, number>;

export type ItemCsvHeaderCheck =
  | { ok: true; index: ItemCsvColumnIndex }
  | {
      ok: false;
      /** ItemBulk.WrongColumns: required columns missing, unknown or repeated columns. */
      key: 'ItemBulk.WrongColumns';
      missing: string[];
      unknown: string[];
      repeated: string[];
    };

/** A header or a name as it is matched: trimmed (a byte-order mark too), inner spaces as one, lower case. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Checks a file's header row: every required column there, no column the format does not know,
 * none twice (wrong columns are refused with the names of the missing and unknown ones). Blank
 * header cells at the end of the row (a spreadsheet's trailing commas) are ignored.
 */
export function checkItemCsvHeader(header: readonly string[]): ItemCsvHeaderCheck {
  const index = Object.fromEntries(ITEM_CSV_COLUMNS.map((c) => [c.key, -1])) as ItemCsvColumnIndex;
  const byName = new Map(ITEM_CSV_COLUMNS.map((c) => [c.header.toLowerCase(), c]));
  const unknown: string[] = [];
  const repeated: string[] = [];
  let last = header.length - 1;
  while (last >= 0 && header[last].trim() === '') last -= 1;
  for (let i = 0; i <= last; i++) {
    const column = byName.get(nameKey(header[i]));
    if (!column) unknown.push(header[i].trim());
    else if (index[column.key] !== -1) repeated.push(column.header);
    else index[column.key] = i;
  }
  const missing = ITEM_CSV_COLUMNS.filter((c) => c.required && index[c.key] === -1).map((c) => c.header);
  if (missing.length || unknown.length || repeated.length)
    return { ok: false, key: 'ItemBulk.WrongColumns', missing, unknown, repeated };
  return { ok: true, index };
}

// ---- a download -----------------------------------------------------------------------------------

/** An item as the download writes it (Item/GetItemsForExport answers these). */
export interface ItemExportRow {
  ItemMasterId: number;
  ItemName: string;
  Description: string;
  /** Empty for an item without a category (a modifier). */
  CategoryName: string;
  ItemType: ItemTypeCode;
  SoldBy: SoldByCode;
  RetailPrice: number;
  TaxCategoryName: string;
  PrinterGroupName: string;
  /** In the session's store; in a company view, active in any store. */
  IsPosActive: boolean;
}

/** A downloaded row's cells, in ITEM_CSV_COLUMNS' order (prices with two decimals, no symbol). */
export function itemCsvCells(row: ItemExportRow): string[] {
  const cells: Record<ItemCsvColumnKey, string> = {
    ItemName: row.ItemName,
    Description: row.Description,
    Category: row.CategoryName,
    Type: TYPE_WORDS[row.ItemType]?.[0] ?? row.ItemType,
    SoldBy: SOLD_BY_WORDS[row.SoldBy]?.[0] ?? String(row.SoldBy),
    Price: row.RetailPrice.toFixed(2),
    TaxCategory: row.TaxCategoryName,
    RoutingGroup: row.PrinterGroupName,
    PosActive: row.IsPosActive ? 'Yes' : 'No',
  };
  return ITEM_CSV_COLUMNS.map((c) => cells[c.key]);
}

// ---- an import ------------------------------------------------------------------------------------

/** The merchant's names an import looks up (Item/GetItemBulkLookups answers them). */
export interface ItemCsvLookupLists {
  Categories: { ItemCategoryId: number; CategoryName: string }[];
  TaxCategories: { TaxCategoryId: number; Name: string; IsDefault: boolean }[];
  PrinterGroups: { PrinterGroupId: number; PrinterGroupName: string }[];
  /** The items there are already: a row naming one of them again in its category is refused. */
  ExistingItems: { ItemCategoryId: number; ItemName: string }[];
}

/** The names by their lower case (the first of two that differ only in case wins). */
export interface ItemCsvLookups {
  categories: Map<string, number>;
  taxCategories: Map<string, number>;
  defaultTaxCategoryId: number | null;
  printerGroups: Map<string, number>;
  existing: Set<string>;
}

const itemKey = (categoryId: number, name: string) => `${categoryId}\u0000${nameKey(name)}`;

function byName<T>(rows: T[], name: (r: T) => string, id: (r: T) => number): Map<string, number> {
  const map = new Map<string, number>();
  for (const r of rows) if (!map.has(nameKey(name(r)))) map.set(nameKey(name(r)), id(r));
  return map;
}

export function itemCsvLookups(lists: ItemCsvLookupLists): ItemCsvLookups {
  return {
    categories: byName(
      lists.Categories,
      (c) => c.CategoryName,
      (c) => c.ItemCategoryId,
    ),
    taxCategories: byName(
      lists.TaxCategories,
      (t) => t.Name,
      (t) => t.TaxCategoryId,
    ),
    defaultTaxCategoryId: lists.TaxCategories.find((t) => t.IsDefault)?.TaxCategoryId ?? null,
    printerGroups: byName(
      lists.PrinterGroups,
      (p) => p.PrinterGroupName,
      (p) => p.PrinterGroupId,
    ),
    existing: new Set(lists.ExistingItems.map((i) => itemKey(i.ItemCategoryId, i.ItemName))),
  };
}

/** A row's problem: the column it is about (its header; null for the whole row) and the rule's key. */
export interface ItemCsvProblem {
  Column: string | null;
  MessageKey: string;
}

/** A row that is not imported: its row number in the file (the header is row 1) and why. */
export interface ItemCsvRejectedRow {
  Row: number;
  Problems: ItemCsvProblem[];
}

/** An item an import creates: the item's fields, its POS active state and where it came from. */
export type ItemImportItem = ItemForm & { IsPosActive: boolean; Row: number };

/** The row number of a data row: the header is row 1, as a spreadsheet shows it. */
export const csvRowNumber = (dataIndex: number) => dataIndex + 2;

const headerOf = (key: ItemCsvColumnKey) => ITEM_CSV_COLUMNS.find((c) => c.key === key)!.header;

/** Which column an itemSchema field comes from. */
const COLUMN_OF_FIELD: Partial<Record<keyof ItemForm, ItemCsvColumnKey>> = {
  ItemName: 'ItemName',
  Description: 'Description',
  ItemCategoryId: 'Category',
  ItemType: 'Type',
  SoldBy: 'SoldBy',
  RetailPrice: 'Price',
  TaxCategoryId: 'TaxCategory',
  PrinterGroupId: 'RoutingGroup',
};

/** A price as people type it in a spreadsheet: 12, 12.5, 12.50, $12.50, 1,234.50. */
export function parseCsvPrice(text: string): number | null {
  const plain = text.replace(/^\$\s*/, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain)) return Number(plain.replace(/,/g, ''));
  if (/^\d+(\.\d+)?$|^\.\d+$/.test(plain)) return Number(plain);
  return null;
}

/** A Type or Sold By cell's code: blank is `blank`; else its code or one of its words (null: none). */
function parseCode<C extends string | number>(
  text: string,
  codes: readonly C[],
  words: Record<C, readonly string[]>,
  blank: C,
): C | null {
  const t = text.toLowerCase();
  if (t === '') return blank;
  const named = (code: C) =>
    t === String(code).toLowerCase() || words[code].some((w) => t === w.toLowerCase());
  return codes.find(named) ?? null;
}

const parseType = (text: string) => parseCode(text, itemTypeCodes, TYPE_WORDS, ItemType.Item);
const parseSoldBy = (text: string) => parseCode(text, soldByCodes, SOLD_BY_WORDS, SoldBy.Each);

function parseYesNo(text: string): boolean | null {
  const t = text.toLowerCase();
  if (t === '' || t === 'yes' || t === 'y' || t === 'true' || t === '1') return true;
  if (t === 'no' || t === 'n' || t === 'false' || t === '0') return false;
  return null;
}

/** Whether every cell of a row is blank (a blank line of the file: skipped, not an error). */
function isBlankCsvRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

export type ItemCsvRowOutcome =
  | { kind: 'item'; item: ItemImportItem }
  | { kind: 'rejected'; rejected: ItemCsvRejectedRow }
  | { kind: 'blank' };

/**
 * The checker of one file's rows, in the file's order: each row becomes an item, or is rejected with
 * every problem it has (a cell that is not a value of its column, a name the merchant does not have,
 * a rule of §5 broken, the item already in its category or earlier in the file), or is blank.
 */
export function itemCsvRowChecker(index: ItemCsvColumnIndex, lookups: ItemCsvLookups) {
  const seen = new Set<string>();
  const cellOf = (cells: readonly string[], key: ItemCsvColumnKey) =>
    index[key] === -1 ? '' : (cells[index[key]] ?? '').trim();
  const width = Math.max(...Object.values(index)) + 1;

  return (cells: readonly string[], row: number): ItemCsvRowOutcome => {
    if (isBlankCsvRow(cells)) return { kind: 'blank' };
    const problems: ItemCsvProblem[] = [];
    const problem = (key: ItemCsvColumnKey | null, MessageKey: string) =>
      problems.push({ Column: key === null ? null : headerOf(key), MessageKey });
    if (cells.slice(width).some((c) => c.trim() !== '')) problem(null, 'ItemBulk.ExtraCells');

    const categoryName = cellOf(cells, 'Category');
    const categoryId = categoryName === '' ? undefined : lookups.categories.get(nameKey(categoryName));
    if (categoryName !== '' && categoryId === undefined) problem('Category', 'ItemBulk.CategoryUnknown');
    const taxName = cellOf(cells, 'TaxCategory');
    const taxId = taxName === '' ? lookups.defaultTaxCategoryId : lookups.taxCategories.get(nameKey(taxName));
    if (taxName !== '' && taxId === undefined) problem('TaxCategory', 'ItemBulk.TaxCategoryUnknown');
    const groupName = cellOf(cells, 'RoutingGroup');
    const groupId = groupName === '' ? null : lookups.printerGroups.get(nameKey(groupName));
    if (groupName !== '' && groupId === undefined) problem('RoutingGroup', 'ItemBulk.RoutingGroupUnknown');
    const type = parseType(cellOf(cells, 'Type'));
    if (type === null) problem('Type', 'ItemBulk.TypeInvalid');
    const soldBy = parseSoldBy(cellOf(cells, 'SoldBy'));
    if (soldBy === null) problem('SoldBy', 'ItemBulk.SoldByInvalid');
    const priceText = cellOf(cells, 'Price');
    const price = priceText === '' ? undefined : parseCsvPrice(priceText);
    if (price === null) problem('Price', 'ItemBulk.PriceInvalid');
    const posActive = parseYesNo(cellOf(cells, 'PosActive'));
    if (posActive === null) problem('PosActive', 'ItemBulk.PosActiveInvalid');

    const candidate = {
      ItemMasterId: 0,
      ItemName: cellOf(cells, 'ItemName'),
      Description: cellOf(cells, 'Description'),
      ItemCategoryId: categoryId,
      ItemType: type ?? undefined,
      SoldBy: soldBy ?? undefined,
      RetailPrice: price ?? undefined,
      TaxCategoryId: taxId ?? undefined,
      PrinterGroupId: groupId ?? null,
    };
    let item: ItemForm | null = null;
    try {
      item = itemSchema.validateSync(candidate, { abortEarly: false, stripUnknown: true });
    } catch (err) {
      if (!(err instanceof yup.ValidationError)) throw err;
      for (const broken of err.inner.length ? err.inner : [err]) {
        const column = COLUMN_OF_FIELD[broken.path as keyof ItemForm] ?? null;
        // a cell already reported (an unknown category is not also "choose a category")
        if (column && problems.some((p) => p.Column === headerOf(column))) continue;
        problem(column, broken.errors[0] ?? 'Validation.Invalid');
      }
    }
    if (item && problems.length === 0) {
      const key = itemKey(item.ItemCategoryId, item.ItemName);
      if (lookups.existing.has(key)) problem('ItemName', 'ItemBulk.AlreadyExists');
      else if (seen.has(key)) problem('ItemName', 'ItemBulk.RepeatedInFile');
      else seen.add(key);
    }
    if (problems.length || !item) return { kind: 'rejected', rejected: { Row: row, Problems: problems } };
    return { kind: 'item', item: { ...item, IsPosActive: posActive ?? true, Row: row } };
  };
}

/** The outcome of a whole file: the items to create, the rows refused, the blank rows skipped. */
export interface ItemCsvCheck {
  items: ItemImportItem[];
  rejected: ItemCsvRejectedRow[];
  blank: number;
}

/** Checks every data row of a file (the server does it in one go; the portal in slices). */
export function checkItemCsvRows(
  index: ItemCsvColumnIndex,
  rows: readonly (readonly string[])[],
  lookups: ItemCsvLookups,
): ItemCsvCheck {
  const check = itemCsvRowChecker(index, lookups);
  const out: ItemCsvCheck = { items: [], rejected: [], blank: 0 };
  for (let i = 0; i < rows.length; i++) addOutcome(out, check(rows[i], csvRowNumber(i)));
  return out;
}

/** Adds one row's outcome to a file's outcome. */
export function addOutcome(out: ItemCsvCheck, outcome: ItemCsvRowOutcome): void {
  if (outcome.kind === 'item') out.items.push(outcome.item);
  else if (outcome.kind === 'rejected') out.rejected.push(outcome.rejected);
  else out.blank += 1;
}
