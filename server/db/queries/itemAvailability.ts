import type {
  ItemAvailabilityChange,
  ItemAvailabilityChangeResult,
  ItemAvailabilityRow,
} from '../../../src/domain/itemAvailability';
import type { ItemAvailabilitySort } from '../../../src/domain/itemAvailabilityList';
import type { Queryable } from '../db';
import { decodeRows } from '../htmlText';
import { type PageRequest, pagedQuery } from '../paged';
import { ITEM_FROM } from './items';

/** A store's item row: the merchant's sellable items (not modifiers), the store's state or the defaults. */
interface AvailabilitySqlRow {
  [key: string]: unknown;
  item_master_id: number;
  item_category_id: number | null;
  item_name: string;
  category_name: string | null;
  is_in_stock: boolean;
  is_pos_active: boolean;
  is_available_online: boolean;
  version: number;
}

export interface StoreScope {
  merchantId: number;
  storeId: number;
}

/** The items a store's availability lists: the merchant's items and items-and-modifiers. */
const SELLABLE = `i.merchant_id = $1 and i.item_type in ('I', 'B')`;

const SELECT = `i.item_master_id, i.item_category_id, i.item_name, c.category_name,
  coalesce(si.is_in_stock, true) as is_in_stock, coalesce(si.is_pos_active, true) as is_pos_active,
  coalesce(si.is_available_online, true) as is_available_online, coalesce(si.version, 0) as version`;

const FROM = `${ITEM_FROM}
  left join store_items si on si.item_master_id = i.item_master_id and si.store_id = $2`;

/** A row as the screen shows it, names HTML-decoded. */
export function toAvailabilityRow(r: AvailabilitySqlRow): ItemAvailabilityRow {
  const [row] = decodeRows([r], ['item_name', 'category_name']);
  return {
    ItemMasterId: row.item_master_id,
    ItemCategoryId: row.item_category_id,
    ItemName: row.item_name,
    CategoryName: row.category_name ?? '',
    IsInStock: row.is_in_stock,
    IsPosActive: row.is_pos_active,
    IsAvailableOnline: row.is_available_online,
    Version: row.version,
  };
}

/** A page of a store's item availability, searched in the item's and the category's names. */
export async function itemAvailabilityPage(
  db: Queryable,
  scope: StoreScope,
  request: { SearchArg: string } & PageRequest<ItemAvailabilitySort>,
) {
  const page = await pagedQuery<AvailabilitySqlRow, ItemAvailabilitySort>(
    db,
    {
      select: SELECT,
      from: FROM,
      where: `${SELLABLE} and ($3::text = '' or strpos(lower(i.item_name), lower($3::text)) > 0
        or strpos(lower(coalesce(c.category_name, '')), lower($3::text)) > 0)`,
      params: [scope.merchantId, scope.storeId, request.SearchArg],
      sortable: {
        item: 'lower(i.item_name)',
        category: 'lower(c.category_name)',
        inStock: 'coalesce(si.is_in_stock, true)',
        posActive: 'coalesce(si.is_pos_active, true)',
        activeOnline: 'coalesce(si.is_available_online, true)',
      },
      id: 'i.item_master_id',
    },
    request,
    'item',
  );
  return { rows: page.rows.map(toAvailabilityRow), total: page.total };
}

/** The store's rows of these items (only items of the merchant that the list shows). */
export async function availabilityRows(
  db: Queryable,
  scope: StoreScope,
  itemIds: number[],
): Promise<Map<number, ItemAvailabilityRow>> {
  const rows = await db.query<AvailabilitySqlRow>(
    `select ${SELECT} from ${FROM} where ${SELLABLE} and i.item_master_id = any($3::int[])`,
    [scope.merchantId, scope.storeId, itemIds],
  );
  return new Map(rows.map((r) => [r.item_master_id, toAvailabilityRow(r)]));
}

/** The two values a change sets (the change history records them). */
export type AvailabilityValues = Pick<ItemAvailabilityRow, 'IsInStock' | 'IsAvailableOnline'>;

/** A change that was applied: the item, and its values before and after (for the change history). */
export interface AppliedAvailability {
  ItemMasterId: number;
  before: AvailabilityValues;
  after: AvailabilityValues;
}

/** How long the idempotency keys of applied changes are kept (an outbox older than this is unlikely). */
const KEY_DAYS = 30;

export class IdempotencyKeyReused extends Error {}

/**
 * Records a change's idempotency key: 'replayed' when it was recorded already for the same store and
 * item (a concurrent sender of the same key waits for the first and then sees it), 'new' otherwise.
 */
async function recordKey(
  tx: Queryable,
  scope: StoreScope,
  userId: number,
  change: ItemAvailabilityChange & { IdempotencyKey: string },
  now: Date,
): Promise<'new' | 'replayed'> {
  const recorded = await tx.query(
    `insert into item_availability_changes (idempotency_key, store_id, item_master_id, user_id, version, applied_at)
     values ($1, $2, $3, $4, 0, $5) on conflict (idempotency_key) do nothing returning idempotency_key`,
    [change.IdempotencyKey, scope.storeId, change.ItemMasterId, userId, now],
  );
  if (recorded.length > 0) return 'new';
  const [earlier] = await tx.query<{ store_id: number; item_master_id: number }>(
    'select store_id, item_master_id from item_availability_changes where idempotency_key = $1',
    [change.IdempotencyKey],
  );
  if (earlier?.store_id !== scope.storeId || earlier.item_master_id !== change.ItemMasterId)
    throw new IdempotencyKeyReused();
  return 'replayed';
}

/**
 * Applies a list of changes in one transaction (call it inside `db.transaction`). A change with an
 * idempotency key first records it: a key already recorded is a replay (answered with the row as it
 * is, nothing applied again). Then the row is locked and, for a change with a version, the version
 * compared: a change made on another version is a conflict (its key is forgotten, the row is left
 * alone). Otherwise the two flags are set and the version moves on: a change without a version (the
 * specification's plain row) applies as the last write. The items must have been checked to be the
 * store's (availabilityRows), each once.
 */
export async function applyAvailabilityChanges(
  tx: Queryable,
  scope: StoreScope,
  userId: number,
  changes: ItemAvailabilityChange[],
  now: Date,
): Promise<{ outcomes: Omit<ItemAvailabilityChangeResult, 'Row'>[]; applied: AppliedAvailability[] }> {
  await tx.query('delete from item_availability_changes where applied_at < $1', [
    new Date(now.getTime() - KEY_DAYS * 86_400_000),
  ]);
  const results: Omit<ItemAvailabilityChangeResult, 'Row'>[] = [];
  const applied: AppliedAvailability[] = [];
  // rows are locked in the item's order: two saves over the same items never wait on each other in a circle
  const ordered = [...changes].sort((a, b) => a.ItemMasterId - b.ItemMasterId);
  for (const change of ordered) {
    const key = change.IdempotencyKey;
    const base = { ItemMasterId: change.ItemMasterId, IdempotencyKey: key };
    if (
      key !== null &&
      (await recordKey(tx, scope, userId, { ...change, IdempotencyKey: key }, now)) === 'replayed'
    ) {
      results.push({ ...base, Outcome: 'replayed' });
      continue;
    }
    const [current] = await tx.query<{ version: number } & AvailabilityValues>(
      `select version, is_in_stock as "IsInStock", is_available_online as "IsAvailableOnline"
       from store_items where store_id = $1 and item_master_id = $2 for update`,
      [scope.storeId, change.ItemMasterId],
    );
    if (change.Version !== null && (current?.version ?? 0) !== change.Version) {
      if (key !== null)
        await tx.query('delete from item_availability_changes where idempotency_key = $1', [key]);
      results.push({ ...base, Outcome: 'conflict' });
      continue;
    }
    const [updated] = await tx.query<{ version: number }>(
      `insert into store_items (store_id, item_master_id, is_in_stock, is_available_online, version)
       values ($1, $2, $3, $4, 1)
       on conflict (store_id, item_master_id) do update
         set is_in_stock = excluded.is_in_stock, is_available_online = excluded.is_available_online,
             version = store_items.version + 1
       returning version`,
      [scope.storeId, change.ItemMasterId, change.IsInStock, change.IsAvailableOnline],
    );
    if (key !== null)
      await tx.query('update item_availability_changes set version = $2 where idempotency_key = $1', [
        key,
        updated.version,
      ]);
    results.push({ ...base, Outcome: 'applied' });
    applied.push({
      ItemMasterId: change.ItemMasterId,
      // an item without its row has the defaults (all true)
      before: {
        IsInStock: current?.IsInStock ?? true,
        IsAvailableOnline: current?.IsAvailableOnline ?? true,
      },
      after: { IsInStock: change.IsInStock, IsAvailableOnline: change.IsAvailableOnline },
    });
  }
  // answered in the request's order (an item is changed once a request)
  const byItem = new Map(results.map((r) => [r.ItemMasterId, r]));
  return { outcomes: changes.flatMap((c) => byItem.get(c.ItemMasterId) ?? []), applied };
}

/**
 * Sets a flag on every item of the store that lacks it (enable all in stock / all active online),
 * moving those rows' versions on; rows already set are left alone (their versions too). Answers the
 * rows changed (item and name, HTML-decoded).
 */
export async function enableAllAvailability(
  db: Queryable,
  scope: StoreScope,
  column: 'is_in_stock' | 'is_available_online',
): Promise<{ item_master_id: number; item_name: string }[]> {
  const rows = await db.query<{ item_master_id: number; item_name: string }>(
    `update store_items si set ${column} = true, version = si.version + 1
     from items i
     where si.store_id = $2 and si.item_master_id = i.item_master_id and ${SELLABLE} and not si.${column}
     returning si.item_master_id, i.item_name`,
    [scope.merchantId, scope.storeId],
  );
  return decodeRows(rows, ['item_name']);
}
