-- Categories and items (2-menu-and-reports.md §2, §3, §5, §7): a checksum and a change time on
-- categories (edits are compare-and-set like items'), category names unique per merchant whatever
-- their case, the fields the item form adds on submit (stocking unit, menu item), tags and the
-- categories they are assigned to, and the merchant's event schedules.

alter table item_categories add column concurrency_checksum integer not null default 1;
alter table item_categories add column updated_at timestamptz not null default now();
-- names are stored in upper case (§3); the index makes "TACOS" and "tacos" one name, also under a race
create unique index item_categories_merchant_name on item_categories (merchant_id, upper(category_name));

alter table items add column stocking_unit text not null default 'EACH' check (stocking_unit in ('EACH', 'LB'));
alter table items add column is_menu_item boolean not null default true;
alter table items add column updated_at timestamptz not null default now();
create index items_merchant_name on items (merchant_id, lower(item_name), item_master_id);

create table tags (
  tag_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null
);
create unique index tags_merchant_name on tags (merchant_id, lower(name));

create table item_category_tags (
  item_category_id integer not null references item_categories on delete cascade,
  tag_id integer not null references tags on delete cascade,
  primary key (item_category_id, tag_id)
);
create index item_category_tags_tag on item_category_tags (tag_id);

-- A named schedule of the menu's events (happy hour, brunch): the days of the week it runs
-- (0 Sunday … 6 Saturday) and a time of day from start to end (docs/decisions.md).
create table event_schedules (
  event_schedule_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null,
  days_of_week smallint[] not null,
  start_time time not null,
  end_time time not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index event_schedules_merchant_name on event_schedules (merchant_id, lower(name));
