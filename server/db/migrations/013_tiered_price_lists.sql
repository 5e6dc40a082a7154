-- Loyalty tier pricing (2-menu-and-reports.md §3, §4): the items' price variations, the loyalty
-- provider's campaigns (demo data: a program name must be one of them), and the merchant's tiered
-- price list with the price-list price of each member (item, item variation, modifier, modifier
-- variation). A member without a price-list price has no row.

create table item_variations (
  item_variation_id serial primary key,
  item_master_id integer not null references items on delete cascade,
  name text not null,
  retail_price numeric(12, 2) not null default 0,
  retail_price_variation_group_id integer,
  sort_order integer not null default 0
);
create index item_variations_item on item_variations (item_master_id, sort_order);

create table loyalty_campaigns (
  loyalty_campaign_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null,
  unique (merchant_id, name)
);

-- one price list a merchant (GetTieredPriceList takes no id)
create table tiered_price_lists (
  tiered_price_list_id serial primary key,
  merchant_id integer not null unique references merchants,
  name text not null,
  concurrency_checksum integer not null default 1
);

create table tiered_price_list_members (
  tiered_price_list_id integer not null references tiered_price_lists on delete cascade,
  member_type smallint not null check (member_type between 0 and 3),
  item_master_id integer not null references items on delete cascade,
  -- 0: the item or modifier itself (member types 0 and 2)
  item_variation_id integer not null default 0,
  price numeric(12, 2) not null check (price >= 0 and price <= 999999.99),
  primary key (tiered_price_list_id, member_type, item_master_id, item_variation_id)
);
