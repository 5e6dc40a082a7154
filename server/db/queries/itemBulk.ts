import type { ItemBulkEditRow } from '../../../src/domain/itemBulk';
import type { ItemCsvLookupLists, ItemExportRow, ItemImportItem } from '../../../src/domain/itemCsv';
import { CATEGORY_LIST_ROWS, type ItemTypeCode, type SoldByCode } from '../../../src/domain/menuItem';
import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import { categoryNames } from './itemCategories';
import { ITEM_FROM, type ItemScope, POS_ACTIVE, type PosActiveItemSqlRow } from './items';
import { printerGroupPage, taxCategories } from './menuLookups';
import { LIVE_STORE } from './stores';

/**
 * Items in bulk (issue 7 §3; docs/decisions.md "Item CSV import and export"): the names an import
 * looks up, the rows of a download, the items of "edit multiple items", and the writes of both.
 * Every query is scoped by the merchant; names are answered HTML-decoded (the lookups match a file's
 * names against them). POS active is per store (store_items, no row = active): read and written in
 * the session's store, or in every live store of the merchant in a company view.
 */

/** The merchant's categories as a choice of category answers them (ids and names). */
export async function categoryChoices(
  db: Queryable,
  merchantId: number,
): Promise<ItemCsvLookupLists['Categories']> {
  return (await categoryNames(db, merchantId)).map((c) => ({
    ItemCategoryId: c.item_category_id,
    CategoryName: c.category_name,
  }));
}

/** The merchant's categories, tax categories, routing groups and existing items (names and ids). */
export async function itemLookupLists(db: Queryable, merchantId: number): Promise<ItemCsvLookupLists> {
  const [categories, taxes, groups, items] = await Promise.all([
    categoryChoices(db, merchantId),
    taxCategories(db, merchantId),
    printerGroupPage(db, merchantId, '', { PageRowCount: CATEGORY_LIST_ROWS, RequestedPageNum: 1 }),
    db
      .query<{ item_category_id: number; item_name: string }>(
        `select item_category_id, item_name from items where merchant_id = $1 and item_category_id is not null`,
        [merchantId],
      )
      .then((rows) => decodeRows(rows, ['item_name'])),
  ]);
  return {
    Categories: categories,
    TaxCategories: taxes.map((t) => ({
      TaxCategoryId: t.tax_category_id,
      Name: t.name,
      IsDefault: t.is_default,
    })),
    PrinterGroups: groups.rows.map((g) => ({ PrinterGroupId: g.printer_group_id, PrinterGroupName: g.name })),
    ExistingItems: items.map((i) => ({ ItemCategoryId: i.item_category_id, ItemName: i.item_name })),
  };
}

/** The stores a POS active change applies to: the session's, or every live store of the merchant. */
export async function posActiveStores(db: Queryable, scope: ItemScope): Promise<number[]> {
  if (scope.storeId !== null) return [scope.storeId];
  const rows = await db.query<{ store_id: number }>(
    `select s.store_id from stores s where s.merchant_id = $1 and ${LIVE_STORE} order by s.store_id`,
    [scope.merchantId],
  );
  return rows.map((r) => r.store_id);
}

/**
 * Creates the items in one statement, in the file's order, and marks the ones imported as not POS
 * active so in `storeIds` (a new item without a store row is active everywhere). Answers their ids.
 */
export async function insertImportedItems(
  tx: Queryable,
  merchantId: number,
  items: ItemImportItem[],
  storeIds: number[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const column = <K extends keyof ItemImportItem>(k: K) => items.map((i) => i[k]);
  const [row] = await tx.query<{ ids: number[] | null }>(
    `with input as (
       select * from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::numeric[],
         $8::int[], $9::int[], $10::boolean[])
         with ordinality as t(category_id, name, description, item_type, sold_by, price, tax_id, group_id, pos_active, ord)
     ), created as (
       insert into items (merchant_id, item_category_id, item_name, description, item_type, sold_by,
         retail_price, tax_category_id, printer_group_id)
       select $1, category_id, name, description, item_type, sold_by, price, tax_id, group_id
       from input order by ord
       returning item_master_id, item_category_id, item_name
     ), inactive as (
       insert into store_items (store_id, item_master_id, is_pos_active)
       select s, c.item_master_id, false
       from created c join input on input.category_id = c.item_category_id and input.name = c.item_name
         cross join unnest($11::int[]) as s
       where not input.pos_active
       returning item_master_id
     )
     select array_agg(item_master_id order by item_master_id) as ids from created`,
    [
      merchantId,
      column('ItemCategoryId'),
      column('ItemName'),
      column('Description'),
      column('ItemType'),
      column('SoldBy'),
      column('RetailPrice'),
      column('TaxCategoryId'),
      column('PrinterGroupId'),
      column('IsPosActive'),
      storeIds,
    ],
  );
  return row?.ids ?? [];
}

interface ExportSqlRow {
  [key: string]: unknown;
  item_master_id: number;
  item_name: string;
  description: string;
  category_name: string | null;
  item_type: string;
  sold_by: number;
  retail_price: number;
  tax_name: string | null;
  group_name: string | null;
  is_pos_active: boolean;
}

/** The rows of a download: one category's items, or (null) every item of the merchant, by category and name. */
export async function itemsForExport(
  db: Queryable,
  scope: ItemScope,
  categoryId: number | null,
): Promise<ItemExportRow[]> {
  const rows = await db.query<ExportSqlRow>(
    `select i.item_master_id, i.item_name, i.description, c.category_name, i.item_type, i.sold_by,
       i.retail_price::float8 as retail_price, t.name as tax_name, pg.name as group_name,
       ${POS_ACTIVE} as is_pos_active
     from ${ITEM_FROM} left join tax_categories t on t.tax_category_id = i.tax_category_id
     where i.merchant_id = $1 and ($3::int is null or i.item_category_id = $3::int)
     order by c.sort_order nulls last, lower(c.category_name), lower(i.item_name), i.item_master_id`,
    [scope.merchantId, scope.storeId, categoryId],
  );
  decodeRows(rows, ['item_name', 'description', 'category_name', 'tax_name', 'group_name']);
  return rows.map((r) => ({
    ItemMasterId: r.item_master_id,
    ItemName: r.item_name,
    Description: r.description,
    CategoryName: r.category_name ?? '',
    ItemType: r.item_type as ItemTypeCode,
    SoldBy: r.sold_by as SoldByCode,
    RetailPrice: r.retail_price,
    TaxCategoryName: r.tax_name ?? '',
    PrinterGroupName: r.group_name ?? '',
    IsPosActive: r.is_pos_active,
  }));
}

/** An item as "edit multiple items" shows it (itemsWithPosActive's row). */
export function bulkEditRowOf(r: PosActiveItemSqlRow): ItemBulkEditRow {
  return {
    ItemMasterId: r.item_master_id,
    ItemName: r.item_name,
    ItemCategoryId: r.item_category_id,
    CategoryName: r.category_name ?? '',
    RetailPrice: r.retail_price,
    IsPosActive: r.is_pos_active,
    ConcurrencyChecksum: r.concurrency_checksum,
  };
}

/** Sets the price and/or the category of the items (null: unchanged); their checksums move on. */
export async function updateItemsPriceAndCategory(
  tx: Queryable,
  merchantId: number,
  itemIds: number[],
  change: { RetailPrice: number | null; ItemCategoryId: number | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `update items set retail_price = coalesce($3::numeric, retail_price),
       item_category_id = coalesce($4::int, item_category_id),
       concurrency_checksum = concurrency_checksum + 1, updated_at = $5
     where merchant_id = $1 and item_master_id = any($2::int[])`,
    [merchantId, itemIds, change.RetailPrice, change.ItemCategoryId, now],
  );
}

/**
 * Sets POS active of the items in these stores. Only rows whose value changes move their version on
 * (the item availability screen's conflict check, docs/decisions.md "Item availability"); an item
 * without a row is active, so a row is created only to make it inactive.
 */
export async function setItemsPosActive(
  tx: Queryable,
  itemIds: number[],
  storeIds: number[],
  active: boolean,
): Promise<void> {
  await tx.query(
    `update store_items set is_pos_active = $3, version = version + 1
     where store_id = any($2::int[]) and item_master_id = any($1::int[]) and is_pos_active <> $3`,
    [itemIds, storeIds, active],
  );
  if (active) return;
  await tx.query(
    `insert into store_items (store_id, item_master_id, is_pos_active)
     select s, i, false from unnest($2::int[]) as s cross join unnest($1::int[]) as i
     order by s, i
     on conflict (store_id, item_master_id) do nothing`,
    [itemIds, storeIds],
  );
}
