/**
 * Items and categories of the menu (2-menu-and-reports.md §2, §3, §5, §7, §9): the entities, the
 * form and write schemas and the submit rules, once. The categories screen, the item detail, the
 * CSV import and "edit multiple items" validate with these; the server validates every write with
 * the same schemas. Messages are catalogue keys (Item.*, Category.*).
 */
import { MAX_AMOUNT } from './enums';
import { flag, id, integer, text, yup } from './validation';

// ---- constants (§9) -------------------------------------------------------------------------------

export const ITEM_NAME_MAX = 50;
export const ITEM_DESCRIPTION_MAX = 130;
export const CATEGORY_NAME_MAX = 20;
/** The highest retail price an item may have (the product's amount cap). */
export const ITEM_PRICE_MAX = MAX_AMOUNT;
/** The category list and the routing-group list fetch up to this many rows (§9). */
export const CATEGORY_LIST_ROWS = 9999;

/** Item types (§3, §9): item, modifier, or both. */
export const ItemType = { Item: 'I', Modifier: 'M', Both: 'B' } as const;
export const itemTypeCodes = ['I', 'M', 'B'] as const;
export type ItemTypeCode = (typeof itemTypeCodes)[number];

/** Sold by (§3): each, or weight or measure. */
export const SoldBy = { Each: 1, Weight: 2 } as const;
export const soldByCodes = [1, 2] as const;
export type SoldByCode = (typeof soldByCodes)[number];

/** The stocking unit the product adds on submit (§3): EACH for sold-by-each, LB for weight. */
export function stockingUnit(soldBy: SoldByCode): 'EACH' | 'LB' {
  return soldBy === SoldBy.Weight ? 'LB' : 'EACH';
}

/**
 * The 12 category colours (§2 "Category modal", §9), hex without '#' as DisplayColor carries them;
 * a category may also have none (null).
 */
export const CATEGORY_COLORS = [
  'D32F2F',
  'F57C00',
  'FBC02D',
  '689F38',
  '388E3C',
  '00897B',
  '0288D1',
  '1976D2',
  '5E35B1',
  '8E24AA',
  'C2185B',
  '6D4C41',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

/** The item filter of the categories screen and the items list (§2): all, active or inactive items. */
export const ITEM_FILTERS = ['all', 'active', 'inactive'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

// ---- the entities (§3) ----------------------------------------------------------------------------

export interface ItemCategory {
  ItemCategoryId: number;
  CategoryName: string;
  /** Hex without '#', one of CATEGORY_COLORS, or null for none. */
  DisplayColor: string | null;
  DepartmentId: number | null;
  MerchantId: number;
  SortOrder: number;
  ParentItemCategoryId: number | null;
}

/** A row of an item list (§3 "List rows"). */
export interface ItemRow {
  ItemMasterId: number;
  ItemName: string;
  /** 'yes' when the item is POS active (in the session's store, or any store in a company view). */
  Available: 'yes' | 'no';
  IsModifier: boolean;
  PrinterGroupName: string | null;
  RetailPrice: number;
}

/** The fields the product adds to an item on submit (§3). */
export interface ItemSubmitFields {
  IsMenuItem: true;
  IsModifier: false;
  StockingUnit: 'EACH' | 'LB';
  IsAODDeliveryPartnerFee: false;
}

// ---- rules (§5) -----------------------------------------------------------------------------------

/** A name: required, not blank, at most `max` characters (the key of the broken rule). */
function requiredName(max: number, requiredKey: string, maxKey: string) {
  return text()
    .required(requiredKey)
    .test('not-blank', requiredKey, (v) => v == null || v.trim().length > 0)
    .max(max, maxKey);
}

/** A price: a JSON number from 0 to the cap, with at most two decimals. */
export function price() {
  return yup
    .number()
    .withMutation((s) => {
      s.spec.coerce = false;
      return s;
    })
    .min(0, 'Item.PriceRange')
    .max(ITEM_PRICE_MAX, 'Item.PriceRange')
    .test('cents', 'Item.PriceRange', (v) => v == null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6);
}

/**
 * The item's fields as the detail form and AddItem/EditItem carry them (§3 "Item", §5 "Item": name
 * required, at most 50; description at most 130; category, sold-by and tax category required).
 */
export const itemSchema = yup.object({
  ItemMasterId: id().required(),
  ItemName: requiredName(ITEM_NAME_MAX, 'Item.NameRequired', 'Item.NameLength'),
  Description: text().max(ITEM_DESCRIPTION_MAX, 'Item.DescriptionLength').default(''),
  IsSellable: flag().default(true),
  IsFavorite: flag().default(false),
  ItemCategoryId: id().min(1, 'Item.CategoryRequired').required('Item.CategoryRequired'),
  PrintPriority: integer().min(0).max(99).default(0),
  ItemType: text()
    .oneOf([...itemTypeCodes], 'Item.TypeRequired')
    .default(ItemType.Item) as unknown as yup.StringSchema<ItemTypeCode>,
  SoldBy: yup
    .number()
    .withMutation((s) => {
      s.spec.coerce = false;
      return s;
    })
    .required('Item.SoldByRequired')
    .oneOf([...soldByCodes], 'Item.SoldByRequired') as unknown as yup.NumberSchema<SoldByCode>,
  RetailPrice: price().required('Item.PriceRequired'),
  TaxCategoryId: id().min(1, 'Item.TaxCategoryRequired').required('Item.TaxCategoryRequired'),
  PromptForPrice: flag().default(false),
  PrinterGroupId: id().nullable().default(null),
  ConcurrencyChecksum: id().default(0),
});

export type ItemForm = yup.InferType<typeof itemSchema>;

/** What is sent on submit (§3): the form's fields plus what the product adds. */
export function withSubmitFields<T extends { SoldBy: SoldByCode }>(item: T): T & ItemSubmitFields {
  return {
    ...item,
    IsMenuItem: true,
    IsModifier: false,
    StockingUnit: stockingUnit(item.SoldBy),
    IsAODDeliveryPartnerFee: false,
  };
}

/** §5 "Category modal": name required (non-blank), at most 20 characters; sent in upper case (§3). */
export const categoryNameSchema = requiredName(
  CATEGORY_NAME_MAX,
  'Category.NameRequired',
  'Category.NameLength',
);

/** The category as AddItemCategory/EditItemCategory carry it (§3: itemCategory and tagAssignments). */
export const itemCategorySchema = yup.object({
  ItemCategoryId: id().required(),
  CategoryName: categoryNameSchema,
  DisplayColor: text()
    .nullable()
    .default(null)
    .oneOf([...CATEGORY_COLORS, null], 'Category.ColorInvalid'),
  DepartmentId: id().min(1).nullable().default(null),
  SortOrder: integer().min(0).default(0),
  ConcurrencyChecksum: id().default(0),
});

export type ItemCategoryForm = yup.InferType<typeof itemCategorySchema>;

/** The name as the server stores it (§3: sent in upper case), trimmed. */
export function categoryNameForSave(name: string): string {
  return name.trim().toUpperCase();
}
