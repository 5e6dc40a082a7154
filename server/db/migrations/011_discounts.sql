-- Discounts (2-menu-and-reports.md §3, §5): the stores' card settings the auto-apply cash discount
-- checks (a store's own card gateway, null = the merchant's; card surcharge), and the discount
-- fields the specification names that 002 lacks.
alter table stores add column credit_gateway integer;
alter table stores add column cc_surcharge_enabled boolean not null default false;

alter table discounts add column used_in_mailout boolean not null default false;
alter table discounts add column valid_for text;
alter table discounts add column updated_at timestamptz not null default now();

create index discounts_merchant_live on discounts (merchant_id, lower(name), discount_id) where not is_deleted;
create index discount_stores_store on discount_stores (store_id, discount_id);
