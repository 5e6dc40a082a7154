/**
 * Item availability (2-menu-and-reports.md §2, §3, §4, §6, §7, §8): per store, whether each item is in
 * stock, active at the point of sale and available online. Shared by the portal and the server.
 */
import { ITEM_AVAILABILITY_SORT } from './itemAvailabilityList';
import { MAX_AVAILABILITY_CHANGES } from './itemAvailabilityRules';
import { pagedListSchema } from './paging';
import { flag, id, integer, text, withoutCoercion, yup } from './validation';

/** A row of the grid (§3 "Item availability row"), with the row's version (docs/decisions.md). */
export interface ItemAvailabilityRow {
  ItemMasterId: number;
  ItemCategoryId: number | null;
  ItemName: string;
  CategoryName: string;
  IsInStock: boolean;
  IsPosActive: boolean;
  IsAvailableOnline: boolean;
  /** Incremented by the server on every change of the row; a change names the version it was made on. */
  Version: number;
}

export const itemAvailabilityListSchema = pagedListSchema(ITEM_AVAILABILITY_SORT);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One change of UpdateItemAvailability: an availability row (§3; its names and category are the
 * item's, not read), of which the two values the screen sets (§2: activeOnline and inStock) are
 * applied. The product's additions are optional: the version of the row the change was made on (a
 * row that moved on since refuses it) and its idempotency key (a UUID, one per change: a second
 * request with it applies nothing again). A row without them applies as the last write.
 */
export const itemAvailabilityChangeSchema = yup.object({
  ItemMasterId: id().min(1).required(),
  IsInStock: flag().required(),
  IsAvailableOnline: flag().required(),
  Version: integer().min(0).nullable().default(null),
  IdempotencyKey: text().matches(UUID, 'ItemAvailability.IdempotencyKeyInvalid').nullable().default(null),
});
export type ItemAvailabilityChange = yup.InferType<typeof itemAvailabilityChangeSchema>;

/** UpdateItemAvailability's body (§7 "list of availability rows"): a JSON array of changes. */
export const itemAvailabilityUpdateSchema = yup
  .array()
  .of(itemAvailabilityChangeSchema.required())
  .withMutation(withoutCoercion)
  .min(1, 'ItemAvailability.NothingToSave')
  .max(MAX_AVAILABILITY_CHANGES, 'ItemAvailability.TooManyChanges')
  .test(
    'one-change-per-item',
    'ItemAvailability.DuplicateItem',
    (rows) => !rows || new Set(rows.map((r) => r?.ItemMasterId)).size === rows.length,
  )
  .required();

/** What became of one change: applied now, applied before (a replay), or refused for a newer row. */
export type ChangeOutcome = 'applied' | 'replayed' | 'conflict';

export interface ItemAvailabilityChangeResult<Key extends string | null = string | null> {
  ItemMasterId: number;
  /** The change's key; null for a change sent without one. */
  IdempotencyKey: Key;
  Outcome: ChangeOutcome;
  /** The row as it is on the server now (after the change, or the newer one that refused it). */
  Row: ItemAvailabilityRow;
}

/** The answer's Entity of UpdateItemAvailability (the portal's changes always carry their keys). */
export interface ItemAvailabilityUpdateResult<Key extends string | null = string | null> {
  Results: ItemAvailabilityChangeResult<Key>[];
}

/** The answer's Entity of UpdateItemAvailabilityAllInStock / AllIsOnline: how many rows changed. */
export interface ItemAvailabilityBulkResult {
  Changed: number;
}
