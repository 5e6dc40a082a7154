-- Item availability (2-menu-and-reports.md §2): every change of a store's item row moves its version
-- on; a change made on an older version (an outbox sent after someone else changed the row) is a
-- conflict. The idempotency keys of applied changes: a change sent twice is applied once.
alter table store_items add column version integer not null default 1;

create table item_availability_changes (
  idempotency_key uuid primary key,
  store_id integer not null references stores,
  item_master_id integer not null references items on delete cascade,
  user_id integer,
  version integer not null,
  applied_at timestamptz not null default now()
);
create index item_availability_changes_applied on item_availability_changes (applied_at);
