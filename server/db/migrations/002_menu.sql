-- Menu: departments, tax categories, categories, items and modifiers, discounts.
create table departments (
  department_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null
);
create index departments_merchant on departments (merchant_id);

create table tax_categories (
  tax_category_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null,
  rate numeric(7, 4) not null,
  is_default boolean not null default false
);
create index tax_categories_merchant on tax_categories (merchant_id);

create table printer_groups (
  printer_group_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null,
  sort_order integer not null default 0
);

create table item_categories (
  item_category_id serial primary key,
  merchant_id integer not null references merchants,
  category_name text not null,
  display_color text,
  department_id integer references departments,
  sort_order integer not null default 0,
  parent_item_category_id integer references item_categories
);
create index item_categories_merchant on item_categories (merchant_id, sort_order);

create table items (
  item_master_id serial primary key,
  merchant_id integer not null references merchants,
  item_category_id integer references item_categories,
  item_name text not null,
  description text not null default '',
  item_type char(1) not null default 'I' check (item_type in ('I', 'M', 'B')),
  sold_by integer not null default 1 check (sold_by in (1, 2)),
  retail_price numeric(12, 2) not null default 0,
  tax_category_id integer references tax_categories,
  printer_group_id integer references printer_groups,
  is_sellable boolean not null default true,
  is_favorite boolean not null default false,
  prompt_for_price boolean not null default false,
  print_priority integer not null default 0,
  concurrency_checksum integer not null default 1
);
create index items_merchant on items (merchant_id, item_category_id);

-- per-store state of an item: POS active, in stock, available online
create table store_items (
  store_id integer not null references stores,
  item_master_id integer not null references items on delete cascade,
  is_pos_active boolean not null default true,
  is_in_stock boolean not null default true,
  is_available_online boolean not null default true,
  primary key (store_id, item_master_id)
);

create table modifier_groups (
  modifier_group_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null
);

create table item_modifier_groups (
  item_master_id integer not null references items on delete cascade,
  modifier_group_id integer not null references modifier_groups on delete cascade,
  primary key (item_master_id, modifier_group_id)
);

create table modifier_group_members (
  modifier_group_id integer not null references modifier_groups on delete cascade,
  item_master_id integer not null references items on delete cascade,
  primary key (modifier_group_id, item_master_id)
);

create table discounts (
  discount_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null,
  description text not null,
  discount_type char(1) not null check (discount_type in ('I', 'A', 'P', 'B', 'Q')),
  discount_amount numeric(12, 2) not null default 0,
  minimum_discount_amount numeric(12, 2) not null default 0,
  applies_to text,
  external_discount_id text,
  email_offer_only boolean not null default false,
  barcode_range_start text,
  barcode_range_end text,
  is_approval_needed boolean not null default false,
  show_on_activity_summary boolean not null default false,
  is_auto_cash_discount boolean not null default false,
  is_deleted boolean not null default false,
  concurrency_checksum integer not null default 1
);
create index discounts_merchant on discounts (merchant_id, name);

create table discount_stores (
  discount_id integer not null references discounts on delete cascade,
  store_id integer not null references stores,
  pos_active boolean not null default true,
  primary key (discount_id, store_id)
);
