-- Employees and user roles (issue 10; docs/decisions.md "Employees and user roles"):
--   merchant_user_roles    the merchant's roles with their rank (1 is the highest: the owner); a web
--                          user's users.merchant_user_role_id names one of its merchant's
--   employees              the merchant's POS employees (soft: deactivated, never deleted); the PIN
--                          is kept only as a keyed hash (HMAC-SHA256 under a server secret, pin_key)
--   employee_stores        the stores an employee works at, each with the employee's pin_key: the
--                          unique index makes a PIN unique per store in the database itself (a
--                          salted hash could not be indexed; the key is what keeps the PIN secret)
--   employee_time_punches  clock-ins and clock-outs: an employee's last clock-in is the latest here
create table merchant_user_roles (
  merchant_id integer not null references merchants,
  merchant_user_role_id integer not null,
  name text not null,
  rank integer not null check (rank between 1 and 99),
  primary key (merchant_id, merchant_user_role_id)
);
create unique index merchant_user_roles_name on merchant_user_roles (merchant_id, lower(name));

create table employees (
  employee_id serial primary key,
  merchant_id integer not null references merchants,
  first_name text not null,
  last_name text not null,
  email text not null default '',
  phone text not null default '',
  merchant_user_role_id integer not null,
  pin_key text not null,
  is_active boolean not null default true,
  concurrency_checksum integer not null default 1,
  updated_at timestamptz not null default now(),
  foreign key (merchant_id, merchant_user_role_id) references merchant_user_roles
);
create index employees_merchant_name on employees (merchant_id, lower(last_name), lower(first_name), employee_id);
create index employees_role on employees (merchant_id, merchant_user_role_id);

create table employee_stores (
  employee_id integer not null references employees on delete cascade,
  store_id integer not null references stores,
  pin_key text not null,
  primary key (employee_id, store_id)
);
create unique index employee_stores_pin on employee_stores (store_id, pin_key);
create index employee_stores_store on employee_stores (store_id, employee_id);

create table employee_time_punches (
  punch_id serial primary key,
  employee_id integer not null references employees on delete cascade,
  store_id integer not null references stores,
  clock_in_at timestamptz not null,
  clock_out_at timestamptz,
  check (clock_out_at is null or clock_out_at > clock_in_at)
);
create index employee_time_punches_last on employee_time_punches (employee_id, store_id, clock_in_at desc);
