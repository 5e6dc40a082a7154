/**
 * Change history (issue 7 §5, "who changed it"): every create, update and delete of a discount, an
 * item, a category, an item's availability in a store and a price-list price is recorded with who
 * made it, when, and the fields before and after. Shared by the server (what is recorded, the read's
 * query) and the portal (the answers' shapes, how each field is shown). docs/decisions.md "Change
 * history".
 */
import { APPLY_TO_TYPES, DISCOUNT_TYPES } from './discountTypes';
import type { RoutePath } from './routes';

/** The kinds of entity with a history (changeHistoryPaths.ts, which the entry script reads). */
import type { EntityKind } from './changeHistoryPaths';
export { ENTITY_KINDS, type EntityKind } from './changeHistoryPaths';

const CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** How many changes a page of the history holds (the panel's page, the read's default): changeHistoryPaths.ts. */
export { HISTORY_PAGE_SIZE } from './changeHistoryPaths';
/** The largest page the read serves. */
export const HISTORY_PAGE_MAX = 50;

/**
 * Who may read the history of a kind: whoever the kind's screen serves (its route's rule), since the
 * history shows nothing that screen does not, but who and when. The server checks it per request.
 */
export const HISTORY_ROUTES: Record<EntityKind, RoutePath> = {
  discount: '/menu/discounts/:discountId',
  item: '/menu/categoriesoritems/items/:itemId',
  category: '/menu/categoriesoritems/categories',
  itemAvailability: '/menu/itemAvailability',
  priceListPrice: '/menu/loyaltytierpricing',
};

/** How a field's value is shown: as it is, as money, two decimals, yes/no, a list, or a code's name. */
export type FieldFormat =
  | { kind: 'text' }
  | { kind: 'money' }
  | { kind: 'decimal' }
  | { kind: 'yesNo' }
  | { kind: 'list' }
  /** A code (String(value)) → the catalogue key of its name. */
  | { kind: 'choice'; choices: Readonly<Record<string, string>> };

export interface HistoryField {
  /** The key in a recorded snapshot. */
  key: string;
  /** The catalogue key of the field's name. */
  label: string;
  format: FieldFormat;
}

const TEXT: FieldFormat = { kind: 'text' };
const MONEY: FieldFormat = { kind: 'money' };
const YES_NO: FieldFormat = { kind: 'yesNo' };
const f = (key: string, label: string, format: FieldFormat = TEXT): HistoryField => ({ key, label, format });
const choicesOf = (list: readonly { Id: string; Name: string }[]) =>
  Object.fromEntries(list.map((c) => [c.Id, c.Name]));

/**
 * The fields recorded of each kind, in the order they are shown. This is an allow-list: a snapshot's
 * other keys are never recorded, so a sensitive field (none today) stays out of the history by not
 * being listed here.
 */
export const HISTORY_FIELDS: Record<EntityKind, readonly HistoryField[]> = {
  discount: [
    f('Name', 'Discount.Name'),
    f('Description', 'Discount.Description'),
    f('DiscountType', 'Discount.DiscountType', { kind: 'choice', choices: choicesOf(DISCOUNT_TYPES) }),
    // a percent or an amount, by the type: two decimals, as the discount list shows it (§2)
    f('DiscountAmount', 'Discount.Amount', { kind: 'decimal' }),
    f('MinimumDiscountAmount', 'Discount.MinimumQualifyingAmount', MONEY),
    f('AppliesTo', 'Discount.AppliesTo', { kind: 'choice', choices: choicesOf(APPLY_TO_TYPES) }),
    f('ExternalDiscountId', 'Discount.ExternalId'),
    f('EmailOfferOnly', 'Discount.EmailOfferOnly', YES_NO),
    f('BarcodeRangeStart', 'Discount.BarcodeRangeStart'),
    f('BarcodeRangeEnd', 'Discount.BarcodeRangeEnd'),
    f('IsApprovalNeeded', 'Discount.ApprovalNeeded', YES_NO),
    f('ShowOnActivitySummary', 'Discount.ShowOnActivitySummary', YES_NO),
    f('IsAutoCashDiscount', 'Discount.AutoApplyCashTender', YES_NO),
    f('Stores', 'ChangeHistory.Field.Stores', { kind: 'list' }),
    f('PosActiveStores', 'ChangeHistory.Field.PosActiveStores', { kind: 'list' }),
  ],
  item: [
    f('ItemName', 'Item.Name'),
    f('Description', 'Item.Description'),
    f('CategoryName', 'Item.Category'),
    f('ItemType', 'Item.Type', {
      kind: 'choice',
      choices: {
        I: 'Item.Type.I',
        M: 'Item.Type.M',
        B: 'Item.Type.B',
      },
    }),
    f('SoldBy', 'Item.SoldBy', {
      kind: 'choice',
      choices: { '1': 'Item.SoldBy.1', '2': 'Item.SoldBy.2' },
    }),
    f('RetailPrice', 'Item.Price', MONEY),
    f('IsSellable', 'Item.Sellable', YES_NO),
    f('IsFavorite', 'Item.Favorite', YES_NO),
    f('PromptForPrice', 'Item.PromptForPrice', YES_NO),
    f('PrintPriority', 'Item.PrintPriority'),
  ],
  category: [
    f('CategoryName', 'Category.Name'),
    f('DisplayColor', 'Category.Color'),
    f('DepartmentName', 'Category.Department'),
    f('SortOrder', 'ChangeHistory.Field.SortOrder'),
  ],
  itemAvailability: [
    f('IsInStock', 'ItemAvailability.InStock', YES_NO),
    f('IsAvailableOnline', 'ItemAvailability.ActiveOnline', YES_NO),
  ],
  priceListPrice: [f('Price', 'LoyaltyTierPricing.Column.PriceListPrice', MONEY)],
};

/** A recorded state of an entity: field key → value (JSON). */
export type Snapshot = Readonly<Record<string, unknown>>;

/** One recorded change, as GetHistory answers it. */
export interface ChangeEntry {
  ChangeId: number;
  EntityKind: EntityKind;
  /** The entity's id as text: a number for most kinds, the member key for a price-list price. */
  EntityId: string;
  /** The entity's name when it was changed (the item, the discount, the member). */
  EntityLabel: string;
  /** The store of a per-store entity (availability), null for the merchant's. */
  StoreId: number | null;
  StoreName: string | null;
  Action: ChangeAction;
  /** The user's display name when they made the change. */
  UserName: string;
  /** When, by the server's clock (ISO 8601). */
  ChangedAt: string;
  /** Null on create; on update only the fields that changed. */
  Before: Snapshot | null;
  /** Null on delete; on update only the fields that changed. */
  After: Snapshot | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The snapshot's listed fields only (absent ones left out). */
function pick(kind: EntityKind, snapshot: Snapshot): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key } of HISTORY_FIELDS[kind])
    if (Object.hasOwn(snapshot, key) && snapshot[key] !== undefined) out[key] = snapshot[key];
  return out;
}

/**
 * What is recorded of a change: on create the new state, on delete the last state, on update the
 * fields that changed, before and after — only the kind's listed fields, always. Null when an
 * update changed none of them (nothing is recorded then).
 */
export function recordedSnapshots(
  kind: EntityKind,
  action: ChangeAction,
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null } | null {
  if (action === 'create') return { before: null, after: pick(kind, after ?? {}) };
  if (action === 'delete') return { before: pick(kind, before ?? {}), after: null };
  const b = pick(kind, before ?? {});
  const a = pick(kind, after ?? {});
  const changed = HISTORY_FIELDS[kind]
    .map((field) => field.key)
    .filter((key) => (key in a || key in b) && !same(a[key], b[key]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((k) => [k, b[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, a[k] ?? null])),
  };
}

/** A line of a change as shown: the field, and its value before and after (undefined: not there). */
export interface FieldChange {
  field: HistoryField;
  before: unknown;
  after: unknown;
}

/** The fields a change touched, in the kind's order. */
export function fieldChanges(entry: Pick<ChangeEntry, 'EntityKind' | 'Before' | 'After'>): FieldChange[] {
  const fields = HISTORY_FIELDS[entry.EntityKind] ?? [];
  return fields
    .filter(
      (field) => (entry.Before && field.key in entry.Before) || (entry.After && field.key in entry.After),
    )
    .map((field) => ({ field, before: entry.Before?.[field.key], after: entry.After?.[field.key] }));
}
