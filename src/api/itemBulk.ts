import type { ApiResult } from '../domain/contract';
import type {
  ItemBulkEditBody,
  ItemBulkEditData,
  ItemBulkEditResult,
  ItemBulkLookups,
  ItemExportResult,
  ItemImportBody,
  ItemImportResult,
} from '../domain/itemBulk';
import { changeHistoryPrefix } from './changeHistory';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';
import { MENU_ITEM_READS } from './menuItems';

/** Items in bulk (issue 7 §3; docs/api.md "Items in bulk"): import, edit multiple items, download. */
export const itemBulkPaths = {
  lookups: 'Item/GetItemBulkLookups',
  import: 'Item/ImportItems',
  export: 'Item/GetItemsForExport',
  bulkEditRead: 'Item/GetItemsForBulkEdit',
  update: 'Item/UpdateMultipleItems',
} as const;

/** What an import or a bulk edit changes: every item and category read, and the items' history. */
export const ITEM_BULK_READS = [...MENU_ITEM_READS, changeHistoryPrefix('item')];

export const itemBulkApi = {
  /** A file's header and rows: the valid rows are created, the others answered with their problems. */
  import: (body: ItemImportBody, options?: RequestOptions) =>
    http.write<ApiResult<ItemImportResult>>(itemBulkPaths.import, body, options),
  /** Price, category and POS active of the selected items, each with its checksum, in one save. */
  update: (body: ItemBulkEditBody, options?: RequestOptions) =>
    http.write<ApiResult<ItemBulkEditResult>>(itemBulkPaths.update, body, options),
  /**
   * The rows of a download: one category's items, or (null) every item. Asked once, never cached: a
   * POST judged by the mutation hook (status and IsSuccessful), as the writes are.
   */
  exportRows: (categoryId: number | null, options?: RequestOptions) =>
    http.write<ApiResult<ItemExportResult>>(itemBulkPaths.export, { ItemCategoryId: categoryId }, options),
};

/** The names an import looks its rows up by (null pauses: the dialog is closed). */
export function useItemBulkLookups() {
  return useApiRead<ApiResult<ItemBulkLookups>>(itemBulkPaths.lookups, {});
}

/** The selected items with their checksums, and the categories (null or none pauses). */
export function useItemsForBulkEdit(itemIds: readonly number[] | null) {
  const active = itemIds !== null && itemIds.length > 0;
  return useApiRead<ApiResult<ItemBulkEditData>>(
    active ? itemBulkPaths.bulkEditRead : null,
    { ItemMasterIds: itemIds },
    // the checksums a save carries: read anew at each opening
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}
