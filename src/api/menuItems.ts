import type { ApiResult, PagedResult } from '../domain/contract';
import {
  CATEGORY_LIST_ROWS,
  type CategoryListAnswer,
  type CategoryTag,
  type CategoryWrite,
  type Department,
  type Item,
  type ItemCategoryRow,
  type ItemWrite,
  type RoutingGroup,
  type TaxCategory,
} from '../domain/menuItem';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The category and item calls (2-menu-and-reports.md §7; docs/api.md "Categories and items"). */
export const menuItemPaths = {
  categories: 'Item/GetItemCategories',
  addCategory: 'Item/AddItemCategory',
  editCategory: 'Item/EditItemCategory',
  tags: 'Tag/GetTagsForCategory',
  departments: 'Department/GetDepartments',
  items: 'Item/GetItems',
  item: 'Item/GetItem',
  addItem: 'Item/AddItem',
  deleteItem: 'Item/DeleteItem',
  taxes: 'Tax/GetActiveTaxCategories',
  printerGroups: 'Item/GetPrinterGroups',
} as const;

/** What a category or item write changes: every item and category read, the tags. */
export const MENU_ITEM_READS = ['Item/', 'Tag/'] as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const menuItemApi = {
  addCategory: (body: CategoryWrite, options?: RequestOptions) =>
    http.write<ApiResult<ItemCategoryRow>>(menuItemPaths.addCategory, body, options),
  editCategory: (body: CategoryWrite, options?: RequestOptions) =>
    http.write<ApiResult<ItemCategoryRow>>(menuItemPaths.editCategory, body, options),
  /** AddItem: ItemMasterId 0 creates, another id edits (docs/api.md). */
  saveItem: (body: ItemWrite, options?: RequestOptions) =>
    http.write<ApiResult<Item>>(menuItemPaths.addItem, body, options),
  deleteItem: (body: { ItemMasterId: number; ConcurrencyChecksum: number }, options?: RequestOptions) =>
    http.write<ApiResult>(menuItemPaths.deleteItem, body, options),
};

/** The merchant's categories (§9: up to 9999 rows) and whether the caller may change the menu. */
export function useItemCategories() {
  return useApiRead<CategoryListAnswer>(menuItemPaths.categories, {
    PageRowCount: CATEGORY_LIST_ROWS,
    RequestedPageNum: 1,
    TotalRowCount: -1,
    SearchArg: '',
  });
}

/** The merchant's tags and whether the category carries each (null pauses; 0: a new category). */
export function useCategoryTags(categoryId: number | null) {
  return useApiRead<PagedResult<CategoryTag>>(categoryId === null ? null : menuItemPaths.tags, {
    ItemCategoryId: categoryId,
  });
}

/** The merchant's departments (false pauses: read only while the category modal is open). */
export function useDepartments(active: boolean) {
  return useApiRead<PagedResult<Department>>(active ? menuItemPaths.departments : null, {
    PageRowCount: CATEGORY_LIST_ROWS,
  });
}

/** One item (null pauses: a new item reads nothing). */
export function useItem(id: number | null) {
  return useApiRead<ApiResult<Item>>(id === null ? null : menuItemPaths.item, { ItemMasterId: id });
}

export function useTaxCategories() {
  return useApiRead<PagedResult<TaxCategory>>(menuItemPaths.taxes, {});
}

/** The routing groups (§7: SortColumn SortOrderDisplay, SearchArg3 1, 9999 rows). */
export function useRoutingGroups() {
  return useApiRead<PagedResult<RoutingGroup>>(menuItemPaths.printerGroups, {
    SortColumn: 'SortOrderDisplay',
    SearchArg3: '1',
    PageRowCount: CATEGORY_LIST_ROWS,
  });
}
