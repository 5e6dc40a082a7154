-- Change history (issue 7 §5, docs/decisions.md "Change history"): every create, update and delete of
-- a discount, an item, a category, an item's availability in a store and a price-list price, written in
-- the same transaction as the change itself (a write that fails or is refused records nothing).
-- `before` and `after` hold the fields the kind lists (src/domain/changeHistory.ts HISTORY_FIELDS):
-- on create `after` only, on delete `before` only, on update only the fields that changed.
create table change_history (
  change_id bigserial primary key,
  merchant_id integer not null references merchants,
  -- the store of a per-store entity (item availability); null for the merchant's own
  store_id integer references stores,
  entity_kind text not null
    check (entity_kind in ('discount', 'item', 'category', 'itemAvailability', 'priceListPrice')),
  -- a number for most kinds, the member key ('m0_12_0') of a price-list price
  entity_id text not null,
  -- the entity's name when it was changed (a deleted entity keeps it)
  entity_label text not null default '',
  action text not null check (action in ('create', 'update', 'delete')),
  -- who, and their display name at the time (a later rename or removal does not rewrite history)
  user_id integer references users on delete set null,
  user_name text not null,
  -- when, by the server's clock
  changed_at timestamptz not null,
  before jsonb,
  after jsonb,
  check ((action = 'create') = (before is null) and (action = 'delete') = (after is null))
);

-- the recent changes of one entity (a detail screen's panel and its "last changed by")
create index change_history_entity
  on change_history (merchant_id, entity_kind, entity_id, changed_at desc, change_id desc);
-- the recent changes of a kind in a store, or of the merchant's own (store_id null)
create index change_history_kind_store
  on change_history (merchant_id, entity_kind, store_id, changed_at desc, change_id desc);
-- the recent changes of a merchant
create index change_history_merchant on change_history (merchant_id, changed_at desc, change_id desc);
