/**
 * Items and categories of the menu (2-menu-and-reports.md §2, §3, §5, §7, §9): the entities, the
 * form and write schemas and the submit rules, once. The categories screen, the item detail, the
 * CSV import and "edit multiple items" validate with these; the server validates every write with
 * the same schemas. Messages are catalogue keys (Item.*, Category.*).
 */
import { pagingSchema } from './accountContract';
import type { DiscountViewer } from './discountPermissions';
import { pagedListSchema } from './paging';
import { concurrencyChecksum, flag, id, integer, money, requiredName, text, yup } from './validation';

// ---- constants (§9) -------------------------------------------------------------------------------

export const ITEM_NAME_MAX = 50;
export const ITEM_DESCRIPTION_MAX = 130;
export const CATEGORY_NAME_MAX = 20;
/** The category list and the routing-group list fetch up to this many rows (§9). */
export const CATEGORY_LIST_ROWS = 9999;

/** Item types (§3, §9): item, modifier, or both. */
export const ItemType = { Item: 'I', Modifier: 'M', Both: 'B' } as const;
export const itemTypeCodes = ['I', 'M', 'B'] as const;
export type ItemTypeCode = (typeof itemTypeCodes)[number];

/** The types a list shows as a modifier (§3 "List rows" IsModifier): modifier, or both. */
export const MODIFIER_TYPES: readonly ItemTypeCode[] = [ItemType.Modifier, ItemType.Both];

export function isModifierType(type: ItemTypeCode): boolean {
  return MODIFIER_TYPES.includes(type);
}

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

/**
 * The catalogue key of a category colour's name ('Category.NoColor' for none); null for a colour
 * outside the 12 (one a legacy menu carries), which is shown as it is.
 */
export function categoryColorNameKey(
  color: string | null,
): `Category.Color.${CategoryColor}` | 'Category.NoColor' | null {
  if (color === null) return 'Category.NoColor';
  return isCategoryColor(color) ? `Category.Color.${color}` : null;
}

function isCategoryColor(color: string): color is CategoryColor {
  return (CATEGORY_COLORS as readonly string[]).includes(color);
}

/** The item filter of the categories screen and the items list (§2): all, active or inactive items. */
export const ITEM_FILTERS = ['all', 'active', 'inactive'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

// ---- the entities (§3) ----------------------------------------------------------------------------

interface ItemCategory {
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
interface ItemRow {
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

/** A price: a JSON number from 0 to the product's amount cap, with at most two decimals. */
export function price() {
  return money({ range: 'Item.PriceRange', cents: 'Item.PriceRange' });
}

/**
 * The item's fields as the detail form and AddItem/EditItem carry them (§3 "Item", §5 "Item": name
 * required, at most 50; description at most 130; category, sold-by and tax category required).
 */
export const itemSchema = yup.object({
  /** 0 (or none: §3's item names no id) adds the item; another id edits it. */
  ItemMasterId: id().default(0),
  ItemName: requiredName(ITEM_NAME_MAX, 'Item.NameRequired', 'Item.NameLength'),
  Description: text().max(ITEM_DESCRIPTION_MAX, 'Item.DescriptionLength').default(''),
  IsSellable: flag().default(true),
  IsFavorite: flag().default(false),
  ItemCategoryId: id().min(1, 'Item.CategoryRequired').required('Item.CategoryRequired'),
  PrintPriority: integer().min(0).max(99).default(0),
  ItemType: text()
    .oneOf([...itemTypeCodes], 'Item.TypeRequired')
    .default(ItemType.Item) as unknown as yup.StringSchema<ItemTypeCode>,
  SoldBy: integer()
    .required('Item.SoldByRequired')
    .oneOf([...soldByCodes], 'Item.SoldByRequired') as unknown as yup.NumberSchema<SoldByCode>,
  RetailPrice: price().required('Item.PriceRequired'),
  TaxCategoryId: id().min(1, 'Item.TaxCategoryRequired').required('Item.TaxCategoryRequired'),
  PromptForPrice: flag().default(false),
  PrinterGroupId: id().nullable().default(null),
  ConcurrencyChecksum: concurrencyChecksum(),
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
const categoryNameSchema = requiredName(CATEGORY_NAME_MAX, 'Category.NameRequired', 'Category.NameLength');

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
  ConcurrencyChecksum: concurrencyChecksum(),
});

export type ItemCategoryForm = yup.InferType<typeof itemCategorySchema>;

/** The name as the server stores it (§3: sent in upper case), trimmed. */
export function categoryNameForSave(name: string): string {
  return name.trim().toUpperCase();
}

// ---- who may change the menu (§4, §6; docs/decisions.md "Categories and items") -------------------

/**
 * Categories and items are the merchant's, shared by every store. As §4 makes a multi-store user who
 * is not enterprise-level read-only on discounts, such a user only reads the menu; everyone else the
 * route serves may add and change categories and items (the specification names no roles, §6). The
 * viewer is the discount rules' (enterprise-level or not, and how many stores).
 */
export function mayEditMenu(viewer: DiscountViewer): boolean {
  return viewer.isEnterprise || viewer.storeCount <= 1;
}

// ---- the lists (§2, §3, §7, §9) -------------------------------------------------------------------

/** A category as the lists answer it: with its department's name, its item count and its checksum. */
export interface ItemCategoryRow extends ItemCategory {
  DepartmentName: string | null;
  ItemCount: number;
  ConcurrencyChecksum: number;
}

/** GetItemCategories / GetCategoriesAndItems: the category list (up to 9999 rows, §9), by sort order. */
export const categoryListSchema = pagingSchema.shape({
  PageRowCount: integer().min(1).max(CATEGORY_LIST_ROWS).default(CATEGORY_LIST_ROWS),
});

/** GetItemCategories' answer (§7 "returns Categories"), with whether the caller may change the menu. */
export interface CategoryListAnswer {
  IsSuccessful: true;
  Categories: ItemCategoryRow[];
  TotalRowCount: number;
  MayEdit: boolean;
}

/** A category of GetCategoriesAndItems, with its items (names and prices, by name). */
export interface CategoryWithItems extends ItemCategoryRow {
  Items: { ItemMasterId: number; ItemName: string; RetailPrice: number }[];
}

/** The columns an item list may be sorted by (§2 categories screen and items list). */
export const ITEM_SORT = [
  'posId',
  'name',
  'available',
  'modifier',
  'routingGroup',
  'price',
  'category',
] as const;
export type ItemSort = (typeof ITEM_SORT)[number];

/** The item types an item list may be narrowed to ('' every type). */
const ITEM_TYPE_FILTERS = ['', ...itemTypeCodes] as const;

/**
 * GetItems (§7): paging, the sort allow-list, SearchArg (the item's name or POS id), SearchArg2 the
 * all/active/inactive filter, SearchArg3 an item type ('' every type), NumericKeySearchArg the
 * category (null every category).
 */
export const itemListSchema = pagedListSchema(ITEM_SORT).shape({
  NumericKeySearchArg: id().min(1).nullable().default(null),
  SearchArg2: text()
    .oneOf([...ITEM_FILTERS], 'Item.FilterInvalid')
    .default('all') as unknown as yup.StringSchema<ItemFilter>,
  SearchArg3: text()
    .oneOf([...ITEM_TYPE_FILTERS], 'Item.TypeRequired')
    .default('') as unknown as yup.StringSchema<'' | ItemTypeCode>,
});

/** A row of GetItems: the §3 list row, with the item's category (the items list shows it). */
export interface ItemListRow extends ItemRow {
  ItemCategoryId: number | null;
  CategoryName: string | null;
  ItemType: ItemTypeCode;
}

/** GetPrinterGroups (§7): sorted by SortOrderDisplay, SearchArg3 1 or 2, up to 9999 rows. */
export const printerGroupListSchema = pagingSchema.shape({
  PageRowCount: integer().min(1).max(CATEGORY_LIST_ROWS).default(CATEGORY_LIST_ROWS),
  SortColumn: text().oneOf(['SortOrderDisplay', 'name'], 'Validation.SortColumn').default('SortOrderDisplay'),
  SearchArg3: text().oneOf(['1', '2'], 'Item.PrinterGroupKindInvalid').default('1'),
});

/** A routing group (§3). */
export interface RoutingGroup {
  PrinterGroupId: number;
  PrinterGroupName: string;
  SortOrder: number;
}

/** A department (§3). */
export interface Department {
  DepartmentId: number;
  Name: string;
}

/** A tax category (§3). */
export interface TaxCategory {
  TaxCategoryId: number;
  Name: string;
  IsDefault: boolean;
}

/** A tag of the merchant and whether the category carries it (Tag/GetTagsForCategory). */
export interface CategoryTag {
  TagId: number;
  Name: string;
  IsAssigned: boolean;
}

/** Tag/GetTagsForCategory: the category (0: a new one, no tag assigned). */
export const tagsForCategorySchema = yup.object({
  ItemCategoryId: id().required(),
});

// ---- category writes (§3, §5, §7) -----------------------------------------------------------------

/** The most tags a category may carry. */
const CATEGORY_TAGS_MAX = 50;

const tagIds = () =>
  yup
    .array()
    .of(id().min(1).required())
    .max(CATEGORY_TAGS_MAX, 'Category.TooManyTags')
    .test('distinct', 'Category.TagTwice', (v) => !v || new Set(v).size === v.length)
    .default([]) as unknown as yup.ArraySchema<number[], yup.AnyObject, number[], 'd'>;

/** AddItemCategory / EditItemCategory (§3 "Save payload: itemCategory and tagAssignments"). */
export const categoryWriteSchema = yup.object({
  itemCategory: itemCategorySchema.required(),
  tagAssignments: tagIds(),
});
export type CategoryWrite = yup.InferType<typeof categoryWriteSchema>;

/** The category modal's form: the category's fields and the ids of the tags it carries. */
export const categoryFormSchema = itemCategorySchema.shape({ TagIds: tagIds() });
export type CategoryForm = yup.InferType<typeof categoryFormSchema>;

/** A new category's form (no colour, no department, no tag). */
export function newCategoryForm(): CategoryForm {
  return {
    ItemCategoryId: 0,
    CategoryName: '',
    DisplayColor: null,
    DepartmentId: null,
    SortOrder: 0,
    ConcurrencyChecksum: 0,
    TagIds: [],
  };
}

/** What the modal sends (§3): the category with its name in upper case, and the tags apart. */
export function categoryWriteOf(form: CategoryForm): CategoryWrite {
  const { TagIds, ...category } = form;
  return {
    itemCategory: { ...category, CategoryName: categoryNameForSave(category.CategoryName) },
    tagAssignments: TagIds,
  };
}

// ---- item writes and the item entity (§3, §5, §7) -------------------------------------------------

export const VARIATION_NAME_MAX = 30;
/** Longer than any routing group's name. */
const ROUTING_GROUP_NAME_MAX = 100;
/** The most price variations an item may have. */
export const ITEM_VARIATIONS_MAX = 20;

/** A price variation of the extended setup (a size, a pour): a name and its own price. */
const priceVariationSchema = yup.object({
  ItemVariationId: id().default(0),
  Name: requiredName(VARIATION_NAME_MAX, 'Item.VariationNameRequired', 'Item.VariationNameLength'),
  RetailPrice: price().required('Item.PriceRequired'),
});
export type PriceVariation = yup.InferType<typeof priceVariationSchema>;

/**
 * The item form and AddItem's body: the item's fields (itemSchema), its price variations (distinct
 * names, at most 20), and the fields the product adds on submit (§3), whose stocking unit must be
 * the sold-by's.
 */
export const itemWriteSchema = itemSchema.shape({
  PriceVariations: yup
    .array()
    .of(priceVariationSchema.required())
    .max(ITEM_VARIATIONS_MAX, 'Item.TooManyVariations')
    .test(
      'distinct-names',
      'Item.VariationNameTaken',
      (v) => !v || new Set(v.map((p) => p.Name.trim().toLowerCase())).size === v.length,
    )
    .default([]) as unknown as yup.ArraySchema<PriceVariation[], yup.AnyObject, PriceVariation[], 'd'>,
  IsMenuItem: flag().default(true),
  IsModifier: flag().default(false),
  StockingUnit: text()
    .nullable()
    .default(null)
    .test('stocking-unit', 'Item.StockingUnitMismatch', function (v) {
      return v == null || v === stockingUnit(this.parent.SoldBy);
    }) as unknown as yup.StringSchema<'EACH' | 'LB' | null>,
  IsAODDeliveryPartnerFee: flag().default(false),
  /** §3 names the routing group by its name: read when PrinterGroupId is not given. */
  PrinterGroupName: text().max(ROUTING_GROUP_NAME_MAX, 'Item.PrinterGroupNotFound').nullable().optional(),
});
export type ItemWrite = yup.InferType<typeof itemWriteSchema>;

/** The item as GetItem answers it: the form's fields, the names it refers to, and what the server keeps. */
export interface Item extends Omit<ItemForm, 'ItemCategoryId' | 'PrinterGroupId' | 'ConcurrencyChecksum'> {
  ItemCategoryId: number | null;
  ConcurrencyChecksum: number;
  CategoryName: string | null;
  PrinterGroupId: number | null;
  PrinterGroupName: string | null;
  StockingUnit: 'EACH' | 'LB';
  IsMenuItem: boolean;
  PriceVariations: PriceVariation[];
}

export const itemIdSchema = yup.object({
  ItemMasterId: id().min(1).required(),
});

export const deleteItemSchema = yup.object({
  ItemMasterId: id().min(1).required(),
  ConcurrencyChecksum: concurrencyChecksum(),
});

/** A new item's form (§5: category, sold-by and tax category to choose; each by default). */
export function newItemForm(over: { ItemCategoryId?: number; TaxCategoryId?: number } = {}): ItemWrite {
  return {
    ItemMasterId: 0,
    ItemName: '',
    Description: '',
    IsSellable: true,
    IsFavorite: false,
    ItemCategoryId: over.ItemCategoryId ?? 0,
    PrintPriority: 0,
    ItemType: ItemType.Item,
    SoldBy: SoldBy.Each,
    RetailPrice: undefined as unknown as number,
    TaxCategoryId: over.TaxCategoryId ?? 0,
    PromptForPrice: false,
    PrinterGroupId: null,
    ConcurrencyChecksum: 0,
    PriceVariations: [],
    IsMenuItem: true,
    IsModifier: false,
    StockingUnit: null,
    IsAODDeliveryPartnerFee: false,
  };
}

/** The form of a loaded item. */
export function itemFormOf(item: Item): ItemWrite {
  return {
    ItemMasterId: item.ItemMasterId,
    ItemName: item.ItemName,
    Description: item.Description,
    IsSellable: item.IsSellable,
    IsFavorite: item.IsFavorite,
    ItemCategoryId: item.ItemCategoryId ?? 0,
    PrintPriority: item.PrintPriority,
    ItemType: item.ItemType,
    SoldBy: item.SoldBy,
    RetailPrice: item.RetailPrice,
    TaxCategoryId: item.TaxCategoryId,
    PromptForPrice: item.PromptForPrice,
    PrinterGroupId: item.PrinterGroupId,
    ConcurrencyChecksum: item.ConcurrencyChecksum,
    PriceVariations: item.PriceVariations,
    IsMenuItem: true,
    IsModifier: false,
    StockingUnit: null,
    IsAODDeliveryPartnerFee: false,
  };
}

/** The item as it is saved: its name, description and price variations' names trimmed. */
export function trimmedItem(item: ItemWrite): ItemWrite {
  return {
    ...item,
    ItemName: item.ItemName.trim(),
    Description: item.Description.trim(),
    PriceVariations: item.PriceVariations.map((v) => ({ ...v, Name: v.Name.trim() })),
  };
}

/** What AddItem carries: the form, names trimmed, with the submit fields of §3. */
export function itemWriteOf(form: ItemWrite): ItemWrite {
  return withSubmitFields(trimmedItem(form));
}
