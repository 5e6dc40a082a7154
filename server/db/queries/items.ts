import type { Snapshot } from '../../../src/domain/changeHistory';
import {
  type ItemFilter,
  type ItemSort,
  type ItemTypeCode,
  type ItemWrite,
  MODIFIER_TYPES,
  type PriceVariation,
} from '../../../src/domain/menuItem';
import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import { type Page, type PageRequest, pagedQuery } from '../paged';
import { LIVE_STORE } from './stores';

/**
 * Items (2-menu-and-reports.md §3): the merchant's items as the lists show them (POS active in the
 * session's store, or in any live store in a company view), one item with its price variations, and
 * the writes. Every query is scoped by the merchant; names are answered HTML-decoded.
 */

/** Where an item read looks: the merchant's items, POS active in a store or (null) a company view. */
export interface ItemScope {
  merchantId: number;
  /** null: a company view (every live store of the merchant). */
  storeId: number | null;
}

/** Items `i` with their category `c` and routing (printer) group `pg`: the FROM of every item read. */
export const ITEM_FROM = `items i left join item_categories c on c.item_category_id = i.item_category_id
  left join printer_groups pg on pg.printer_group_id = i.printer_group_id`;

/**
 * Whether item `i` is POS active in the session's store ($2), or in any live store of the merchant
 * ($1) in a company view ($2 null). An item without its store row is active.
 */
export const POS_ACTIVE = `case when $2::int is null then exists (
    select 1 from stores s left join store_items si on si.store_id = s.store_id and si.item_master_id = i.item_master_id
    where s.merchant_id = $1 and ${LIVE_STORE} and coalesce(si.is_pos_active, true))
  else coalesce((select si.is_pos_active from store_items si
    where si.store_id = $2::int and si.item_master_id = i.item_master_id), true) end`;

/** Whether item `i` is a modifier in the lists (the domain's MODIFIER_TYPES, constants). */
const IS_MODIFIER = `(i.item_type in (${MODIFIER_TYPES.map((t) => `'${t}'`).join(', ')}))`;

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
export async function itemPage(
  db: Queryable,
  scope: ItemScope,
  q: ItemListQuery,
  page: PageRequest<ItemSort>,
): Promise<Page<ItemListSqlRow>> {
  const result = await pagedQuery<ItemListSqlRow, ItemSort>(
    db,
    {
      select: `i.item_master_id, i.item_name, i.item_category_id, c.category_name, i.item_type,
        ${POS_ACTIVE} as is_available, pg.name as printer_group_name, i.retail_price::float8 as retail_price`,
      from: ITEM_FROM,
      where: `i.merchant_id = $1
        and ($3::text = '' or strpos(lower(i.item_name), lower($3::text)) > 0
          or ($3::text ~ '^[0-9]{1,9}$' and i.item_master_id = $3::text::int))
        and ($4::int is null or i.item_category_id = $4::int)
        and ($5::text = 'all' or (${POS_ACTIVE}) = ($5::text = 'active'))
        and ($6::text = '' or i.item_type = $6::text)`,
      params: [scope.merchantId, scope.storeId, q.search, q.categoryId, q.filter, q.type],
      sortable: {
        posId: 'i.item_master_id',
        name: 'lower(i.item_name)',
        available: POS_ACTIVE,
        modifier: IS_MODIFIER,
        routingGroup: 'lower(pg.name)',
        price: 'i.retail_price',
        category: 'lower(c.category_name)',
      },
      id: 'i.item_master_id',
    },
    page,
    'name',
  );
  decodeRows(result.rows, ['item_name', 'category_name', 'printer_group_name']);
  return result;
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

/** The columns of an item read (ItemSqlRow) over ITEM_FROM. */
const ITEM_COLUMNS = `i.item_master_id, i.item_name, i.description, i.is_sellable, i.is_favorite, i.item_category_id,
  c.category_name, i.print_priority, i.item_type, i.sold_by, i.retail_price::float8 as retail_price,
  i.tax_category_id, i.prompt_for_price, i.printer_group_id, pg.name as printer_group_name,
  i.stocking_unit, i.is_menu_item, i.concurrency_checksum`;

const ITEM_TEXTS = ['item_name', 'description', 'category_name', 'printer_group_name'] as const;

/** An item of the merchant (another merchant's id: undefined); `lock` for a write. */
export async function itemById(
  db: Queryable,
  merchantId: number,
  itemId: number,
  lock = false,
): Promise<ItemSqlRow | undefined> {
  const [row] = await itemsByIds(db, merchantId, [itemId], lock);
  return row;
}

/**
 * The merchant's items among `itemIds` (another merchant's are left out), by id; `lock` for a write
 * (locked in id order: two writes over the same items never wait on each other in a circle).
 */
export async function itemsByIds(
  db: Queryable,
  merchantId: number,
  itemIds: readonly number[],
  lock = false,
): Promise<ItemSqlRow[]> {
  const rows = await db.query<ItemSqlRow>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM} where i.merchant_id = $1 and i.item_master_id = any($2::int[])
     order by i.item_master_id ${lock ? 'for update of i' : ''}`,
    [merchantId, itemIds],
  );
  return decodeRows(rows, ITEM_TEXTS);
}

/** An item read with whether the item is POS active in the scope (POS_ACTIVE). */
export interface PosActiveItemSqlRow extends ItemSqlRow {
  is_pos_active: boolean;
}

/** The merchant's items among `itemIds` with their POS active in the scope, by name ("edit multiple items"). */
export async function itemsWithPosActive(
  db: Queryable,
  scope: ItemScope,
  itemIds: readonly number[],
): Promise<PosActiveItemSqlRow[]> {
  const rows = await db.query<PosActiveItemSqlRow>(
    `select ${ITEM_COLUMNS}, ${POS_ACTIVE} as is_pos_active
     from ${ITEM_FROM} where i.merchant_id = $1 and i.item_master_id = any($3::int[])
     order by lower(i.item_name), i.item_master_id`,
    [scope.merchantId, scope.storeId, itemIds],
  );
  return decodeRows(rows, ITEM_TEXTS);
}

export interface VariationSqlRow {
  [key: string]: unknown;
  item_variation_id: number;
  name: string;
  retail_price: number;
}

/** An item's price variations in their order. */
export async function itemVariations(db: Queryable, itemId: number): Promise<VariationSqlRow[]> {
  const rows = await db.query<VariationSqlRow>(
    `select item_variation_id, name, retail_price::float8 as retail_price from item_variations
     where item_master_id = $1 order by sort_order, item_variation_id`,
    [itemId],
  );
  return decodeRows(rows, ['name']);
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
  if (variations.length === 0) return true;
  // one statement: the kept ones changed and the new ones (id 0) added, each at its place in the list
  await db.query(
    `with input as (
       select * from unnest($2::int[], $3::text[], $4::numeric[]) with ordinality as t(id, name, price, ord)
     ), changed as (
       update item_variations v set name = input.name, retail_price = input.price, sort_order = input.ord
       from input where input.id > 0 and v.item_variation_id = input.id and v.item_master_id = $1
       returning v.item_variation_id
     )
     insert into item_variations (item_master_id, name, retail_price, sort_order)
     select $1, name, price, ord from input where id = 0 order by ord`,
    [
      itemId,
      variations.map((v) => v.ItemVariationId),
      variations.map((v) => v.Name),
      variations.map((v) => v.RetailPrice),
    ],
  );
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
