-- Charge items (1-foundation.md §7 "Item": Item/GetChargeItems, AddChargeItem, UpdateChargeItem;
-- docs/decisions.md "Charge items"): the charges a ticket may add (delivery, a service charge, a bag
-- fee), as 3-settings §3's item-master template for fees has them: a name, a description, a fixed
-- amount or a percentage (kept divided by 100, §9) with its minimum, maximum and rounding point, a tax
-- category, stocking unit EACH, item master type 5. The merchant's, a name once whatever its case.
create table charge_items (
  charge_item_id integer generated always as identity primary key,
  merchant_id integer not null references merchants,
  item_name text not null check (length(item_name) between 1 and 50),
  description text not null default '' check (length(description) <= 130),
  retail_price numeric(12, 2) not null default 0 check (retail_price between 0 and 999999.99),
  percentage numeric(7, 6) check (percentage between 0 and 1),
  minimum_amount numeric(12, 2) check (minimum_amount between 0 and 999999.99),
  maximum_amount numeric(12, 2) check (maximum_amount between 0 and 999999.99),
  rounding_point numeric(3, 2) check (rounding_point in (0.1, 1)),
  tax_category_id integer references tax_categories,
  is_active boolean not null default true,
  concurrency_checksum integer not null default 1,
  updated_at timestamptz not null default now(),
  check (minimum_amount is null or maximum_amount is null or minimum_amount <= maximum_amount)
);
create unique index charge_items_merchant_name on charge_items (merchant_id, lower(item_name));
