import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  type ItemBulkEditData,
  type ItemBulkEditResult,
  itemBulkEditReadSchema,
  itemBulkEditSchema,
  type ItemExportResult,
  itemExportSchema,
  type ItemImportResult,
  itemImportSchema,
} from '../../src/domain/itemBulk';
import { checkItemCsvHeader, checkItemCsvRows, itemCsvLookups } from '../../src/domain/itemCsv';
import { requireRoute } from '../auth/routeAccess';
import {
  categoryNameOf,
  insertImportedItems,
  type ItemScope,
  itemLookupLists,
  itemsForBulkEdit,
  itemsForExport,
  lockItemChecksums,
  posActiveStores,
  setItemsPosActive,
  updateItemsPriceAndCategory,
} from '../db/queries/itemBulk';
import type { Queryable } from '../db/db';
import { recordChanges } from '../db/queries/changeHistory';
import { lockMerchant } from '../db/queries/merchants';
import { type ItemSqlRow, itemSnapshot, itemsByIds } from '../db/queries/items';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { changeAuthor } from './changeHistory';
import { requireMenuEditor } from './menuEditing';

/**
 * Items in bulk (issue 7 §3: the categories screen's more menu and the items list — import items,
 * edit multiple items, download list; docs/api.md "Items in bulk"). Everything is the session's
 * merchant's; POS active is the session's store's, or every live store's in a company view. The
 * rows of an import are checked with the same domain functions the portal's preview uses
 * (src/domain/itemCsv.ts); writes happen in one transaction or not at all, and need a menu editor
 * like every other menu write (a store user of several stores only reads: requireMenuEditor).
 */
export const itemBulk = new Hono<AppEnv>();

/** The categories screen and the items list share their rule (feature id 101): the categories route. */
const route = requireRoute('/menu/categoriesoritems/categories');

function scopeOf(c: Context<AppEnv>): ItemScope {
  const { merchantId, storeId } = c.var.access;
  return { merchantId, storeId };
}

/** The names an import's rows are looked up by (categories, tax categories, routing groups, items). */
itemBulk.post('/Item/GetItemBulkLookups', route, async (c) => {
  await readBody(c, itemExportSchema.pick([]));
  return c.json(ok(await itemLookupLists(c.var.deps.db, c.var.access.merchantId)));
});

/**
 * Records items created (not in `before`) or updated (their row before, by id) in the change
 * history, in the write's transaction, in one statement.
 */
function recordItemChanges(
  c: Context<AppEnv>,
  tx: Queryable,
  rows: ItemSqlRow[],
  before: ReadonlyMap<number, ItemSqlRow>,
) {
  const author = changeAuthor(c);
  return recordChanges(
    tx,
    rows.map((row) => {
      const old = before.get(row.item_master_id);
      return {
        ...author,
        kind: 'item' as const,
        entityId: row.item_master_id,
        label: row.item_name,
        action: old ? ('update' as const) : ('create' as const),
        before: old ? itemSnapshot(old) : null,
        after: itemSnapshot(row),
      };
    }),
  );
}

/**
 * A file's rows: wrong columns or too many rows are refused whole (400, nothing created); otherwise
 * every row is checked again and the valid ones are created in one transaction; the others are
 * answered with their problems.
 */
itemBulk.post('/Item/ImportItems', route, requireMenuEditor, async (c) => {
  const body = await readBody(c, itemImportSchema);
  const header = checkItemCsvHeader(body.Columns);
  if (!header.ok)
    throw new ApiError(400, header.key, {
      Field: 'Columns',
      MissingColumns: header.missing,
      UnknownColumns: header.unknown,
      RepeatedColumns: header.repeated,
    });
  const scope = scopeOf(c);
  const { db } = c.var.deps;
  const result = await db.transaction(async (tx) => {
    // imports of one merchant wait for each other: the "already exists" check holds with imports racing
    await lockMerchant(tx, scope.merchantId);
    const lookups = itemCsvLookups(await itemLookupLists(tx, scope.merchantId));
    const check = checkItemCsvRows(header.index, body.Rows, lookups);
    if (check.items.length === 0 && check.rejected.length === 0)
      throw new ApiError(400, 'ItemBulk.NothingToImport', { Field: 'Rows' });
    const stores = check.items.some((i) => !i.IsPosActive) ? await posActiveStores(tx, scope) : [];
    const created = await insertImportedItems(tx, scope.merchantId, check.items, stores);
    const rows = await itemsByIds(tx, scope.merchantId, created);
    await recordItemChanges(c, tx, rows, new Map());
    const answer: ItemImportResult = {
      Created: created.length,
      Rejected: check.rejected,
      Blank: check.blank,
    };
    return answer;
  });
  return c.json(ok(result));
});

/** The rows of a download: one category's items (another merchant's category: 404) or all items. */
itemBulk.post('/Item/GetItemsForExport', route, async (c) => {
  const { ItemCategoryId } = await readBody(c, itemExportSchema);
  const scope = scopeOf(c);
  const { db } = c.var.deps;
  let categoryName: string | null = null;
  if (ItemCategoryId !== null) {
    categoryName = (await categoryNameOf(db, scope.merchantId, ItemCategoryId)) ?? null;
    if (categoryName === null) throw Errors.notFound('ItemBulk.CategoryNotFound');
  }
  const answer: ItemExportResult = {
    CategoryName: categoryName,
    Rows: await itemsForExport(db, scope, ItemCategoryId),
  };
  return c.json(ok(answer));
});

/** The selected items as "edit multiple items" shows them, with their checksums, and the categories. */
itemBulk.post('/Item/GetItemsForBulkEdit', route, async (c) => {
  const { ItemMasterIds } = await readBody(c, itemBulkEditReadSchema);
  const scope = scopeOf(c);
  const { db } = c.var.deps;
  const [items, lists] = await Promise.all([
    itemsForBulkEdit(db, scope, ItemMasterIds),
    itemLookupLists(db, scope.merchantId),
  ]);
  const answer: ItemBulkEditData = { Items: items, Categories: lists.Categories };
  return c.json(ok(answer));
});

/**
 * One save of the selected items' price, category and POS active. Every item must be the merchant's
 * (404 otherwise) and carry its current checksum (409 otherwise, with the stale ones): nothing is
 * changed unless everything can be.
 */
itemBulk.post('/Item/UpdateMultipleItems', route, requireMenuEditor, async (c) => {
  const body = await readBody(c, itemBulkEditSchema);
  const scope = scopeOf(c);
  const { db } = c.var.deps;
  const ids = body.Items.map((i) => i.ItemMasterId);
  const items = await db.transaction(async (tx) => {
    const checksums = await lockItemChecksums(tx, scope.merchantId, ids);
    if (checksums.size !== ids.length) throw Errors.notFound('ItemBulk.ItemsNotFound');
    const stale = body.Items.filter((i) => checksums.get(i.ItemMasterId) !== i.ConcurrencyChecksum);
    if (stale.length)
      throw new ApiError(409, 'ItemBulk.StaleChecksum', { StaleItems: stale.map((i) => i.ItemMasterId) });
    if (body.ItemCategoryId !== null && !(await categoryNameOf(tx, scope.merchantId, body.ItemCategoryId)))
      throw new ApiError(400, 'ItemBulk.CategoryUnknown', { Field: 'ItemCategoryId' });
    if (body.RetailPrice !== null || body.ItemCategoryId !== null) {
      const before = new Map((await itemsByIds(tx, scope.merchantId, ids)).map((r) => [r.item_master_id, r]));
      await updateItemsPriceAndCategory(tx, scope.merchantId, ids, body);
      await recordItemChanges(c, tx, await itemsByIds(tx, scope.merchantId, ids), before);
    }
    if (body.IsPosActive !== null)
      await setItemsPosActive(tx, ids, await posActiveStores(tx, scope), body.IsPosActive);
    return itemsForBulkEdit(tx, scope, ids);
  });
  const answer: ItemBulkEditResult = { Items: items };
  return c.json(ok(answer));
});
