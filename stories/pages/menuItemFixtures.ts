import { listFixture } from './listFixture';
import {
  type CategoryForm,
  type CategoryTag,
  type Department,
  type ItemCategoryRow,
  type ItemListRow,
  type ItemWrite,
  newItemForm,
  type RoutingGroup,
  type TaxCategory,
} from '../../src/domain/menuItem';
import type { ListState } from '../../src/scaffold/list/useListState';

/** Fixtures of the categories screen, the category modal, the items list and the item detail. */

const category = (id: number, name: string, color: string | null, count: number, dept: string | null) => ({
  ItemCategoryId: id,
  CategoryName: name,
  DisplayColor: color,
  DepartmentId: dept ? 1 : null,
  DepartmentName: dept,
  MerchantId: 1001,
  SortOrder: id,
  ParentItemCategoryId: null,
  ItemCount: count,
  ConcurrencyChecksum: 1,
});

export const categoriesFixture: ItemCategoryRow[] = [
  category(1, 'STARTERS', 'F57C00', 5, 'Food'),
  category(2, 'MAINS', '00897B', 6, 'Food'),
  category(3, 'DESSERTS', 'D32F2F', 3, 'Food'),
  category(4, 'DRINKS', '1976D2', 4, 'Beverage'),
  category(5, 'MERCH', null, 12, 'Retail'),
];

const row = (id: number, name: string, price: number, over: Partial<ItemListRow> = {}): ItemListRow => ({
  ItemMasterId: id,
  ItemName: name,
  Available: 'yes',
  IsModifier: false,
  PrinterGroupName: 'Kitchen',
  RetailPrice: price,
  ItemCategoryId: 2,
  CategoryName: 'MAINS',
  ItemType: 'I',
  ...over,
});

export const itemRowsFixture: ItemListRow[] = [
  row(7, 'Fish and Chips', 19),
  row(9, 'Grilled Salmon', 26, { Available: 'no' }),
  row(10, 'Harbor Burger', 17.5),
  row(8, 'Lobster Roll', 28),
  row(11, 'Mushroom Risotto', 21, { ItemType: 'B', IsModifier: true }),
  row(12, 'Steak Frites', 32, { PrinterGroupName: null }),
];

/** The list held still, by name ascending. */
export const itemListFixture = (): ListState => listFixture({ sort: { columnId: 'name', direction: 'asc' } });

export const departmentsFixture: Department[] = [
  { DepartmentId: 1, Name: 'Food' },
  { DepartmentId: 2, Name: 'Beverage' },
  { DepartmentId: 3, Name: 'Retail' },
];

export const tagsFixture: CategoryTag[] = [
  { TagId: 1, Name: 'Happy hour', IsAssigned: false },
  { TagId: 2, Name: 'Kids', IsAssigned: false },
  { TagId: 3, Name: 'Seafood', IsAssigned: true },
];

export const mainsFormFixture: CategoryForm = {
  ItemCategoryId: 2,
  CategoryName: 'MAINS',
  DisplayColor: '00897B',
  DepartmentId: 1,
  SortOrder: 2,
  ConcurrencyChecksum: 1,
  TagIds: [3],
};

export const taxCategoriesFixture: TaxCategory[] = [
  { TaxCategoryId: 1, Name: 'Standard', IsDefault: true },
  { TaxCategoryId: 2, Name: 'Alcohol', IsDefault: false },
];

export const routingGroupsFixture: RoutingGroup[] = [
  { PrinterGroupId: 1, PrinterGroupName: 'Kitchen', SortOrder: 1 },
  { PrinterGroupId: 2, PrinterGroupName: 'Bar', SortOrder: 2 },
];

/** Lobster Roll as the form holds it, with two price variations. */
export const lobsterRollFixture: ItemWrite = {
  ...newItemForm({ ItemCategoryId: 2, TaxCategoryId: 1 }),
  ItemMasterId: 8,
  ItemName: 'Lobster Roll',
  Description: 'Maine lobster, brown butter, brioche',
  RetailPrice: 28,
  PrinterGroupId: 1,
  ConcurrencyChecksum: 3,
  PriceVariations: [
    { ItemVariationId: 1, Name: 'Half', RetailPrice: 16 },
    { ItemVariationId: 2, Name: 'Whole', RetailPrice: 28 },
  ],
};
