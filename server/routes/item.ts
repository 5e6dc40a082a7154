import { type Context, Hono } from 'hono';
import { ok } from '../../src/domain/contract';
import {
  deleteItemSchema,
  type Item,
  itemIdSchema,
  type ItemListRow,
  itemListSchema,
  type ItemWrite,
  itemWriteSchema,
  isModifierType,
  stockingUnit,
  trimmedItem,
} from '../../src/domain/menuItem';
import { isStale } from '../../src/domain/validation';
import { requireRoute } from '../auth/routeAccess';
import type { Queryable } from '../db/db';
import { categoryById } from '../db/queries/itemCategories';
import { printerGroupIdByName } from '../db/queries/menuLookups';
import {
  deleteItem,
  foreignReferences,
  insertItem,
  type ItemSqlRow,
  itemById,
  itemPage,
  itemSnapshot,
  itemVariations,
  replaceVariations,
  updateItem,
} from '../db/queries/items';
import { pagedAnswer } from '../http/answers';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { ApiError, Errors } from '../http/errors';
import { recordEntityChange } from './changeHistory';
import { requireMenuEditor } from './menuEditing';

/**
 * Items (2-menu-and-reports.md §2 "Items list", "Item detail", §3, §5, §7; docs/api.md "Categories and
 * items"): the server-paged item list (of a category or all), one item, AddItem (id 0 creates, any
 * other id edits it, compare-and-set on its ConcurrencyChecksum) and DeleteItem. Everything is the
 * session's merchant's: another merchant's item or category is not found. Names are answered
 * HTML-decoded (by the queries).
 */
export const item = new Hono<AppEnv>();

const listRoute = requireRoute('/menu/categoriesoritems/items');
const detailRoute = requireRoute('/menu/categoriesoritems/items/:itemId');

// ---- the list -------------------------------------------------------------------------------------

item.post('/Item/GetItems', listRoute, async (c) => {
  const body = await readBody(c, itemListSchema);
  const { merchantId, storeId } = c.var.access;
  const { db } = c.var.deps;
  if (body.NumericKeySearchArg !== null && !(await categoryById(db, merchantId, body.NumericKeySearchArg)))
    throw Errors.notFound('Category.NotFound');
  const page = await itemPage(
    db,
    { merchantId, storeId },
    {
      search: body.SearchArg,
      categoryId: body.NumericKeySearchArg,
      filter: body.SearchArg2,
      type: body.SearchArg3,
    },
    body,
  );
  const rows: ItemListRow[] = page.rows.map((r) => ({
    ItemMasterId: r.item_master_id,
    ItemName: r.item_name,
    Available: r.is_available ? 'yes' : 'no',
    IsModifier: isModifierType(r.item_type),
    PrinterGroupName: r.printer_group_name,
    RetailPrice: r.retail_price,
    ItemCategoryId: r.item_category_id,
    CategoryName: r.category_name,
    ItemType: r.item_type,
  }));
  return c.json(pagedAnswer({ rows, total: page.total }));
});

// ---- one item -------------------------------------------------------------------------------------

async function itemEntity(db: Queryable, row: ItemSqlRow): Promise<Item> {
  const variations = await itemVariations(db, row.item_master_id);
  return {
    ItemMasterId: row.item_master_id,
    ItemName: row.item_name,
    Description: row.description,
    IsSellable: row.is_sellable,
    IsFavorite: row.is_favorite,
    ItemCategoryId: row.item_category_id,
    CategoryName: row.category_name,
    PrintPriority: row.print_priority,
    ItemType: row.item_type,
    SoldBy: row.sold_by,
    RetailPrice: row.retail_price,
    TaxCategoryId: row.tax_category_id ?? 0,
    PromptForPrice: row.prompt_for_price,
    PrinterGroupId: row.printer_group_id,
    PrinterGroupName: row.printer_group_name,
    StockingUnit: row.stocking_unit,
    IsMenuItem: row.is_menu_item,
    PriceVariations: variations.map((v) => ({
      ItemVariationId: v.item_variation_id,
      Name: v.name,
      RetailPrice: v.retail_price,
    })),
    ConcurrencyChecksum: row.concurrency_checksum,
  };
}

item.post('/Item/GetItem', detailRoute, async (c) => {
  const { ItemMasterId } = await readBody(c, itemIdSchema);
  const { db } = c.var.deps;
  const row = await itemById(db, c.var.access.merchantId, ItemMasterId);
  if (!row) throw Errors.notFound('Item.NotFound');
  return c.json(ok(await itemEntity(db, row)));
});

// ---- writes ---------------------------------------------------------------------------------------

/**
 * The routing group a write names: PrinterGroupId, or else §3's PrinterGroupName (the merchant's group
 * of that name; another name is a 400 on the field).
 */
async function withRoutingGroup(tx: Queryable, merchantId: number, body: ItemWrite): Promise<ItemWrite> {
  const name = body.PrinterGroupName?.trim();
  if (body.PrinterGroupId !== null || !name) return body;
  const id = await printerGroupIdByName(tx, merchantId, name);
  if (id === null) throw new ApiError(400, 'Item.PrinterGroupNotFound', { Field: 'PrinterGroupName' });
  return { ...body, PrinterGroupId: id };
}

/** The category, tax category and routing group must be the merchant's: otherwise a 400 on the field. */
async function checkReferences(tx: Queryable, merchantId: number, body: ItemWrite) {
  const [missing] = await foreignReferences(tx, merchantId, body);
  if (missing === 'ItemCategoryId') throw new ApiError(400, 'Item.CategoryNotFound', { Field: missing });
  if (missing === 'TaxCategoryId') throw new ApiError(400, 'Item.TaxCategoryNotFound', { Field: missing });
  if (missing === 'PrinterGroupId') throw new ApiError(400, 'Item.PrinterGroupNotFound', { Field: missing });
}

/** The item's create in one function, recorded in the change history. */
async function createItem(c: Context<AppEnv>, body: ItemWrite): Promise<Item> {
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  return db.transaction(async (tx) => {
    await checkReferences(tx, merchantId, body);
    if (body.PriceVariations.some((v) => v.ItemVariationId !== 0))
      throw new ApiError(400, 'Item.VariationNotFound', { Field: 'PriceVariations' });
    const id = await insertItem(tx, merchantId, body, stockingUnit(body.SoldBy), clock.now());
    await replaceVariations(tx, id, body.PriceVariations);
    const row = await itemById(tx, merchantId, id);
    if (!row) throw Errors.notFound('Item.NotFound');
    await recordEntityChange(c, tx, 'item', id, row.item_name, null, itemSnapshot(row));
    return itemEntity(tx, row);
  });
}

/** The item's edit in one function, recorded in the change history: compare-and-set. */
async function editItem(c: Context<AppEnv>, body: ItemWrite): Promise<Item> {
  const { merchantId } = c.var.access;
  const { db, clock } = c.var.deps;
  return db.transaction(async (tx) => {
    const before = await itemById(tx, merchantId, body.ItemMasterId, true);
    if (!before) throw Errors.notFound('Item.NotFound');
    if (isStale(before.concurrency_checksum, body.ConcurrencyChecksum))
      throw Errors.conflict('Item.StaleChecksum');
    await checkReferences(tx, merchantId, body);
    await updateItem(tx, merchantId, body, stockingUnit(body.SoldBy), clock.now());
    if (!(await replaceVariations(tx, body.ItemMasterId, body.PriceVariations)))
      throw new ApiError(400, 'Item.VariationNotFound', { Field: 'PriceVariations' });
    const after = await itemById(tx, merchantId, body.ItemMasterId);
    if (!after) throw Errors.notFound('Item.NotFound');
    await recordEntityChange(
      c,
      tx,
      'item',
      after.item_master_id,
      after.item_name,
      itemSnapshot(before),
      itemSnapshot(after),
    );
    return itemEntity(tx, after);
  });
}

/** The item's delete in one function, recorded in the change history: compare-and-set. */
async function removeItem(c: Context<AppEnv>, itemId: number, checksum: number | null): Promise<void> {
  const { merchantId } = c.var.access;
  await c.var.deps.db.transaction(async (tx) => {
    const before = await itemById(tx, merchantId, itemId, true);
    if (!before) throw Errors.notFound('Item.NotFound');
    if (isStale(before.concurrency_checksum, checksum)) throw Errors.conflict('Item.StaleChecksum');
    await deleteItem(tx, merchantId, itemId);
    await recordEntityChange(c, tx, 'item', itemId, before.item_name, itemSnapshot(before), null);
  });
}

/**
 * §7 AddItem: ItemMasterId 0 creates the item, any other id edits that item (docs/api.md); saved with
 * its names trimmed as the portal sends them (the schema has checked them).
 */
item.post('/Item/AddItem', detailRoute, requireMenuEditor, async (c) => {
  const sent = trimmedItem(await readBody(c, itemWriteSchema));
  const body = await withRoutingGroup(c.var.deps.db, c.var.access.merchantId, sent);
  return c.json(ok(body.ItemMasterId === 0 ? await createItem(c, body) : await editItem(c, body)));
});

item.post('/Item/DeleteItem', detailRoute, requireMenuEditor, async (c) => {
  const body = await readBody(c, deleteItemSchema);
  await removeItem(c, body.ItemMasterId, body.ConcurrencyChecksum);
  return c.json(ok());
});
