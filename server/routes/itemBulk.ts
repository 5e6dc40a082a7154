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
  bulkEditRowOf,
  categoryChoices,
  insertImportedItems,
  itemLookupLists,
  itemsForExport,
  posActiveStores,
  setItemsPosActive,
  updateItemsPriceAndCategory,
} from '../db/queries/itemBulk';
import { categoryById } from '../db/queries/itemCategories';
import { type ItemScope, itemSnapshot, itemsByIds, itemsWithPosActive } from '../db/queries/items';
import { lockMerchant } from '../db/queries/merchants';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { recordEntityChanges } from './changeHistory';
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

/**
 * The names an import's rows are looked up by (categories, tax categories, routing groups, items).
 * Takes no input: like the other reads without one, its body is not read.
 */
itemBulk.post('/Item/GetItemBulkLookups', route, async (c) =>
  c.json(ok(await itemLookupLists(c.var.deps.db, c.var.access.merchantId))),
);

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
    await recordEntityChanges(
      c,
      tx,
      'item',
      rows.map((r) => ({ id: r.item_master_id, label: r.item_name, before: null, after: itemSnapshot(r) })),
    );
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
    const category = await categoryById(db, scope.merchantId, ItemCategoryId);
    if (!category) throw Errors.notFound('ItemBulk.CategoryNotFound');
    categoryName = category.category_name;
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
  const [items, categories] = await Promise.all([
    itemsWithPosActive(db, scope, ItemMasterIds),
    categoryChoices(db, scope.merchantId),
  ]);
  const answer: ItemBulkEditData = { Items: items.map(bulkEditRowOf), Categories: categories };
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
  const { db, clock } = c.var.deps;
  const ids = body.Items.map((i) => i.ItemMasterId);
  const items = await db.transaction(async (tx) => {
    // read once, locked: the checksums to compare and the change history's "before"
    const before = new Map(
      (await itemsByIds(tx, scope.merchantId, ids, true)).map((r) => [r.item_master_id, r]),
    );
    if (before.size !== ids.length) throw Errors.notFound('ItemBulk.ItemsNotFound');
    const stale = body.Items.filter(
      (i) => before.get(i.ItemMasterId)?.concurrency_checksum !== i.ConcurrencyChecksum,
    );
    if (stale.length)
      throw new ApiError(409, 'ItemBulk.StaleChecksum', { StaleItems: stale.map((i) => i.ItemMasterId) });
    if (body.ItemCategoryId !== null && !(await categoryById(tx, scope.merchantId, body.ItemCategoryId)))
      throw new ApiError(400, 'ItemBulk.CategoryUnknown', { Field: 'ItemCategoryId' });
    const changesItems = body.RetailPrice !== null || body.ItemCategoryId !== null;
    if (changesItems) await updateItemsPriceAndCategory(tx, scope.merchantId, ids, body, clock.now());
    if (body.IsPosActive !== null)
      await setItemsPosActive(tx, ids, await posActiveStores(tx, scope), body.IsPosActive);
    // read once after: the answer and the change history's "after"
    const after = await itemsWithPosActive(tx, scope, ids);
    if (changesItems)
      await recordEntityChanges(
        c,
        tx,
        'item',
        after.map((r) => {
          const old = before.get(r.item_master_id);
          return {
            id: r.item_master_id,
            label: r.item_name,
            before: old ? itemSnapshot(old) : null,
            after: itemSnapshot(r),
          };
        }),
      );
    return after.map(bulkEditRowOf);
  });
  const answer: ItemBulkEditResult = { Items: items };
  return c.json(ok(answer));
});
