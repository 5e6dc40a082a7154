-- Security controls and schedule enforcement (3-settings-and-employees.md §3, §4, §5, §9), one row a
-- store once saved (a store without a row has the defaults of src/domain). The checks repeat the
-- rules of src/domain/securityControls.ts and scheduleEnforcement.ts as the database's last word.
create table security_controls (
  store_id integer primary key references stores,
  merchant_id integer not null references merchants,
  is_limit_checks_enabled boolean not null default false,
  is_limit_clear_items_enabled boolean not null default false,
  is_limit_delete_tickets_enabled boolean not null default false,
  is_limit_max_refund_amount_enabled boolean not null default false,
  is_limit_user_permission_enabled boolean not null default true,
  max_open_checks integer check (max_open_checks between 1 and 9999),
  max_clear_items integer check (max_clear_items between 1 and 9999),
  max_delete_tickets integer check (max_delete_tickets between 1 and 9999),
  max_ticket_amount numeric(8, 2) check (max_ticket_amount between 0.01 and 999999.99),
  max_shift_amount numeric(8, 2) check (max_shift_amount between 0.01 and 999999.99),
  concurrency_checksum integer not null default 0,
  updated_by integer references users on delete set null,
  updated_at timestamptz not null default now()
);
create index security_controls_merchant on security_controls (merchant_id);

create table schedule_enforcement (
  store_id integer primary key references stores,
  merchant_id integer not null references merchants,
  is_clock_in_enforcement_enabled boolean not null default false,
  clock_in_lower_limit integer not null default -5,
  clock_in_upper_limit integer not null default -5,
  is_clock_out_enforcement_enabled boolean not null default false,
  clock_out_lower_limit integer not null default -5,
  clock_out_upper_limit integer not null default -5,
  is_unscheduled_shift_approval_required boolean not null default false,
  last_modified_user_code text,
  concurrency_checksum integer not null default 0,
  updated_at timestamptz not null default now(),
  check (clock_in_lower_limit between -5 and 25 and clock_in_lower_limit % 5 = 0),
  check (clock_in_upper_limit between -5 and 25 and clock_in_upper_limit % 5 = 0),
  check (clock_out_lower_limit between -5 and 25 and clock_out_lower_limit % 5 = 0),
  check (clock_out_upper_limit between -5 and 25 and clock_out_upper_limit % 5 = 0)
);
create index schedule_enforcement_merchant on schedule_enforcement (merchant_id);
