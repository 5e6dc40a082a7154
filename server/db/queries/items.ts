import type { Snapshot } from '../../../src/domain/changeHistory';
import type {
  ItemFilter,
  ItemSort,
  ItemTypeCode,
  ItemWrite,
  PriceVariation,
} from '../../../src/domain/menuItem';
import { one, type Queryable } from '../db';
import { type Page, type PageRequest, pagedQuery } from '../paged';
import { LIVE_STORE } from './stores';

/**
 * Items (2-menu-and-reports.md §3): the merchant's items as the lists show them (POS active in the
 * session's store, or in any live store in a company view), one item with its price variations, and
 * the writes. Every query is scoped by the merchant.
 */

export interface ItemListSqlRow {
  [key: string]: unknown;
  item_master_id: number;
  item_name: string;
  item_category_id: number | null;
  category_name: string | null;
  item_type: ItemTypeCode;
  is_available: boolean;
  printer_group_name: string | null;
  retail_price: number;
}

/** POS active in the session's store ($2), or in any live store of the merchant ($2 null). */
const AVAILABLE = `case when $2::int is null then exists (
    select 1 from stores s left join store_items x on x.store_id = s.store_id and x.item_master_id = i.item_master_id
    where s.merchant_id = $1 and ${LIVE_STORE} and coalesce(x.is_pos_active, true))
  else coalesce(si.is_pos_active, true) end`;

export interface ItemListQuery {
  search: string;
  categoryId: number | null;
  filter: ItemFilter;
  type: '' | ItemTypeCode;
}

/**
 * A page of the merchant's items: searched in the name (or the POS id, typed whole), of one category
 * or all, all/active/inactive, of one type or all. Sort allow-list with the id as tie-breaker.
 */
export function itemPage(
  db: Queryable,
  scope: { merchantId: number; storeId: number | null },
  q: ItemListQuery,
  page: PageRequest<ItemSort>,
): Promise<Page<ItemListSqlRow>> {
  return pagedQuery<ItemListSqlRow, ItemSort>(
    db,
    {
      select: `i.item_master_id, i.item_name, i.item_category_id, c.category_name, i.item_type,
        ${AVAILABLE} as is_available, pg.name as printer_group_name, i.retail_price::float8 as retail_price`,
      from: `items i left join item_categories c on c.item_category_id = i.item_category_id
        left join printer_groups pg on pg.printer_group_id = i.printer_group_id
        left join store_items si on si.item_master_id = i.item_master_id and si.store_id = $2::int`,
      where: `i.merchant_id = $1
        and ($3::text = '' or strpos(lower(i.item_name), lower($3::text)) > 0
          or ($3::text ~ '^[0-9]{1,9}$' and i.item_master_id = $3::text::int))
        and ($4::int is null or i.item_category_id = $4::int)
        and ($5::text = 'all' or (${AVAILABLE}) = ($5::text = 'active'))
        and ($6::text = '' or i.item_type = $6::text)`,
      params: [scope.merchantId, scope.storeId, q.search, q.categoryId, q.filter, q.type],
      sortable: {
        posId: 'i.item_master_id',
        name: 'lower(i.item_name)',
        available: AVAILABLE,
        modifier: "(i.item_type in ('M', 'B'))",
        routingGroup: 'lower(pg.name)',
        price: 'i.retail_price',
        category: 'lower(c.category_name)',
      },
      id: 'i.item_master_id',
    },
    page,
    'name',
  );
}

export interface ItemSqlRow {
  [key: string]: unknown;
  item_master_id: number;
  item_name: string;
  description: string;
  is_sellable: boolean;
  is_favorite: boolean;
  item_category_id: number | null;
  category_name: string | null;
  print_priority: number;
  item_type: ItemTypeCode;
  sold_by: 1 | 2;
  retail_price: number;
  tax_category_id: number | null;
  prompt_for_price: boolean;
  printer_group_id: number | null;
  printer_group_name: string | null;
  stocking_unit: 'EACH' | 'LB';
  is_menu_item: boolean;
  concurrency_checksum: number;
}

/** An item of the merchant (another merchant's id: undefined); `lock` for a write. */
/** The item columns an item read answers (ItemSqlRow), from items i with its category and routing group. */
const ITEM_SELECT = `select i.item_master_id, i.item_name, i.description, i.is_sellable, i.is_favorite, i.item_category_id,
       c.category_name, i.print_priority, i.item_type, i.sold_by, i.retail_price::float8 as retail_price,
       i.tax_category_id, i.prompt_for_price, i.printer_group_id, pg.name as printer_group_name,
       i.stocking_unit, i.is_menu_item, i.concurrency_checksum
     from items i left join item_categories c on c.item_category_id = i.item_category_id
       left join printer_groups pg on pg.printer_group_id = i.printer_group_id`;

export function itemById(
  db: Queryable,
  merchantId: number,
  itemId: number,
  lock = false,
): Promise<ItemSqlRow | undefined> {
  return one<ItemSqlRow>(
    db,
    `${ITEM_SELECT} where i.merchant_id = $1 and i.item_master_id = $2 ${lock ? 'for update of i' : ''}`,
    [merchantId, itemId],
  );
}

/** The merchant's items among `itemIds` (another merchant's are left out), by id. */
export function itemsByIds(
  db: Queryable,
  merchantId: number,
  itemIds: readonly number[],
): Promise<ItemSqlRow[]> {
  return db.query<ItemSqlRow>(
    `${ITEM_SELECT} where i.merchant_id = $1 and i.item_master_id = any($2::int[]) order by i.item_master_id`,
    [merchantId, itemIds],
  );
}

export interface VariationSqlRow {
  [key: string]: unknown;
  item_variation_id: number;
  name: string;
  retail_price: number;
}

/** An item's price variations in their order. */
export function itemVariations(db: Queryable, itemId: number): Promise<VariationSqlRow[]> {
  return db.query<VariationSqlRow>(
    `select item_variation_id, name, retail_price::float8 as retail_price from item_variations
     where item_master_id = $1 order by sort_order, item_variation_id`,
    [itemId],
  );
}

/** What an item refers to, each checked to be the merchant's: the names of those that are not. */
export async function foreignReferences(
  db: Queryable,
  merchantId: number,
  item: Pick<ItemWrite, 'ItemCategoryId' | 'TaxCategoryId' | 'PrinterGroupId'>,
): Promise<('ItemCategoryId' | 'TaxCategoryId' | 'PrinterGroupId')[]> {
  const [row] = await db.query<{ category: boolean; tax: boolean; routing: boolean }>(
    `select exists (select 1 from item_categories where merchant_id = $1 and item_category_id = $2) as category,
       exists (select 1 from tax_categories where merchant_id = $1 and tax_category_id = $3) as tax,
       ($4::int is null or exists (select 1 from printer_groups where merchant_id = $1 and printer_group_id = $4::int)) as routing`,
    [merchantId, item.ItemCategoryId, item.TaxCategoryId, item.PrinterGroupId],
  );
  const missing: ('ItemCategoryId' | 'TaxCategoryId' | 'PrinterGroupId')[] = [];
  if (!row.category) missing.push('ItemCategoryId');
  if (!row.tax) missing.push('TaxCategoryId');
  if (!row.routing) missing.push('PrinterGroupId');
  return missing;
}

function itemValues(item: ItemWrite, unit: 'EACH' | 'LB') {
  return [
    item.ItemName,
    item.Description,
    item.IsSellable,
    item.IsFavorite,
    item.ItemCategoryId,
    item.PrintPriority,
    item.ItemType,
    item.SoldBy,
    item.RetailPrice,
    item.TaxCategoryId,
    item.PromptForPrice,
    item.PrinterGroupId,
    unit,
  ];
}

/** A new item of the merchant; answers its id. */
export async function insertItem(
  db: Queryable,
  merchantId: number,
  item: ItemWrite,
  unit: 'EACH' | 'LB',
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ item_master_id: number }>(
    `insert into items (item_name, description, is_sellable, is_favorite, item_category_id, print_priority,
       item_type, sold_by, retail_price, tax_category_id, prompt_for_price, printer_group_id, stocking_unit,
       is_menu_item, merchant_id, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14, $15) returning item_master_id`,
    [...itemValues(item, unit), merchantId, now],
  );
  return row.item_master_id;
}

/** Changes an item and moves its checksum on. */
export async function updateItem(
  db: Queryable,
  merchantId: number,
  item: ItemWrite,
  unit: 'EACH' | 'LB',
  now: Date,
): Promise<void> {
  await db.query(
    `update items set item_name = $1, description = $2, is_sellable = $3, is_favorite = $4,
       item_category_id = $5, print_priority = $6, item_type = $7, sold_by = $8, retail_price = $9,
       tax_category_id = $10, prompt_for_price = $11, printer_group_id = $12, stocking_unit = $13,
       is_menu_item = true, concurrency_checksum = concurrency_checksum + 1, updated_at = $16
     where merchant_id = $14 and item_master_id = $15`,
    [...itemValues(item, unit), merchantId, item.ItemMasterId, now],
  );
}

/**
 * The item's price variations become the given list, in its order: a variation with an id of the
 * item is changed, one with id 0 added, the others removed (with their loyalty prices). Answers
 * false, changing nothing, when an id is not one of the item's.
 */
export async function replaceVariations(
  db: Queryable,
  itemId: number,
  variations: PriceVariation[],
): Promise<boolean> {
  const existing = new Set((await itemVariations(db, itemId)).map((v) => v.item_variation_id));
  const kept = variations.filter((v) => v.ItemVariationId > 0).map((v) => v.ItemVariationId);
  if (kept.some((id) => !existing.has(id))) return false;
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length > 0) {
    await db.query('delete from tiered_price_list_members where item_variation_id = any($1::int[])', [
      removed,
    ]);
    await db.query('delete from item_variations where item_variation_id = any($1::int[])', [removed]);
  }
  for (const [order, v] of variations.entries()) {
    if (v.ItemVariationId > 0)
      await db.query(
        'update item_variations set name = $2, retail_price = $3, sort_order = $4 where item_variation_id = $1',
        [v.ItemVariationId, v.Name, v.RetailPrice, order + 1],
      );
    else
      await db.query(
        'insert into item_variations (item_master_id, name, retail_price, sort_order) values ($1, $2, $3, $4)',
        [itemId, v.Name, v.RetailPrice, order + 1],
      );
  }
  return true;
}

/** Deletes an item of the merchant (its store rows, variations, modifier links and loyalty prices go with it). */
export async function deleteItem(db: Queryable, merchantId: number, itemId: number): Promise<void> {
  await db.query('delete from items where merchant_id = $1 and item_master_id = $2', [merchantId, itemId]);
}

/** What the change history keeps of an item (src/domain/changeHistory.ts lists the fields shown). */
export function itemSnapshot(row: ItemSqlRow): Snapshot {
  return {
    ItemName: row.item_name,
    Description: row.description,
    CategoryName: row.category_name,
    ItemType: row.item_type,
    SoldBy: row.sold_by,
    RetailPrice: row.retail_price,
    IsSellable: row.is_sellable,
    IsFavorite: row.is_favorite,
    PromptForPrice: row.prompt_for_price,
    PrintPriority: row.print_priority,
  };
}
