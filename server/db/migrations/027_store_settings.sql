-- Store configuration (issue 10; 3-settings-and-employees.md §3 "Store settings" and "Online-ordering
-- site", §4 "Store form"; docs/decisions.md "Store configuration"):
--   store_settings          a store's contact, address, receipt text, QR code and tip suggestion
--                           settings. Its name is stores.name and its time zone stores.time_zone (021,
--                           read by the reports): one truth each, not copied here. The row carries the
--                           ConcurrencyChecksum of the whole store settings (a store without a row reads
--                           as empty with checksum 0; the first save creates it).
--   online_ordering_sites   the store's online-ordering site record (kept here: there is no external
--                           graph service): its receipt information, primary contact, website (url),
--                           time zone, coordinates. UpdateStoreSettings writes both rows in one
--                           transaction. No geocoder offline: when address1 changes the coordinates are
--                           cleared and coordinates_pending set, for a geocoding job to fill them.
create table store_settings (
  store_id integer primary key references stores on delete cascade,
  contact_name text not null default '',
  contact_email text not null default '',
  contact_phone text not null default '',
  store_phone text not null default '',
  address1 text not null default '',
  address2 text not null default '',
  city text not null default '',
  state text not null default '',
  zip text not null default '',
  receipt_header text not null default '',
  receipt_note text not null default '',
  include_qr_code boolean not null default false,
  qr_code_website_url text not null default '',
  display_tip_suggestion boolean not null default false,
  tip_suggestion_message text not null default '',
  tip_suggestion1 text not null default '',
  tip_suggestion2 text not null default '',
  tip_suggestion3 text not null default '',
  concurrency_checksum integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by integer
);

create table online_ordering_sites (
  store_id integer primary key references stores on delete cascade,
  primary_contact_name text not null default '',
  receipt_store_name text not null default '',
  receipt_address text not null default '',
  receipt_city text not null default '',
  receipt_state text not null default '',
  receipt_zip text not null default '',
  receipt_phone text not null default '',
  url text not null default '',
  time_zone text not null default 'America/New_York',
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  coordinates_pending boolean not null default false,
  status text not null default 'Active',
  locked boolean not null default false,
  updated_at timestamptz not null default now()
);
