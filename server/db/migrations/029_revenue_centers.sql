-- Revenue centers (3-settings-and-employees.md §2, §3, §4): the stores' devices (stations: the POS
-- registers a ticket names in tickets.station), the order modes each store offers, and the revenue
-- centers of a merchant that group stores, devices and order modes.
--
-- A device, or an order mode of a store, belongs to at most one revenue center: the assignment tables
-- are keyed by the device and by the store's order mode, so a second center cannot take one (the
-- server says so first, in words; the key is the last guard). An assignment names a store of its
-- center (the composite keys): a store taken out of a center takes its devices and order modes along.

create table store_devices (
  store_device_id serial primary key,
  merchant_id integer not null references merchants,
  store_id integer not null references stores,
  device_name text not null,
  unique (store_id, device_name),
  unique (store_device_id, store_id)
);
create index store_devices_merchant on store_devices (merchant_id, store_id);

-- the order modes a POS knows (reference data, not a merchant's)
create table order_modes (
  order_mode_id integer primary key,
  name text not null unique
);
insert into order_modes (order_mode_id, name) values
  (1, 'Dine In'), (2, 'Take Out'), (3, 'Delivery'), (4, 'Online Pickup'), (5, 'Curbside'), (6, 'Catering');

-- the order modes a store offers
create table store_order_modes (
  store_id integer not null references stores,
  order_mode_id integer not null references order_modes,
  primary key (store_id, order_mode_id)
);

create table revenue_centers (
  revenue_center_id serial primary key,
  merchant_id integer not null references merchants,
  name text not null,
  description text not null,
  external_id text not null default '',
  last_modified_user_code text not null default '',
  updated_at timestamptz not null default now(),
  concurrency_checksum integer not null default 1
);
create index revenue_centers_merchant on revenue_centers (merchant_id, name);

create table revenue_center_stores (
  revenue_center_id integer not null references revenue_centers on delete cascade,
  store_id integer not null references stores,
  primary key (revenue_center_id, store_id)
);

create table revenue_center_devices (
  store_device_id integer primary key,
  store_id integer not null,
  revenue_center_id integer not null,
  foreign key (store_device_id, store_id) references store_devices (store_device_id, store_id),
  foreign key (revenue_center_id, store_id) references revenue_center_stores on delete cascade
);
create index revenue_center_devices_center on revenue_center_devices (revenue_center_id);

create table revenue_center_order_modes (
  store_id integer not null,
  order_mode_id integer not null,
  revenue_center_id integer not null,
  primary key (store_id, order_mode_id),
  foreign key (store_id, order_mode_id) references store_order_modes,
  foreign key (revenue_center_id, store_id) references revenue_center_stores on delete cascade
);
create index revenue_center_order_modes_center on revenue_center_order_modes (revenue_center_id);
