-- Company information and the company logo (issue 10, 3-settings-and-employees.md §3 Company, §4, §5):
-- one row per merchant, made at the first save (a merchant without one reads its name and country).
-- The logo is kept here, bytes and type, and served by the server under the merchant's address
-- (Company/MerchantLogo); logo_version changes on every upload or delete, so its address does too.
create table merchant_company (
  merchant_id integer primary key references merchants,
  co_name text not null default '',
  co_add1 text not null default '',
  co_add2 text not null default '',
  co_city text not null default '',
  co_state text not null default '',
  co_zip text not null default '',
  cont_name text not null default '',
  cont_phone text not null default '',
  cont_email text not null default '',
  country_id integer,
  industry_id integer,
  web_site_url text not null default '',
  marketing_from_email text not null default '',
  concurrency_checksum integer not null default 1,
  logo bytea,
  logo_type text check (logo_type in ('image/png', 'image/jpeg')),
  logo_version integer not null default 0,
  updated_at timestamptz not null default now()
);
