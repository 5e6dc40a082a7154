-- Pay-in/out reason codes and alert management (3-settings-and-employees.md §3, §4, §5, §7).
--
-- Reason codes are the merchant's (§2: "Reason codes are per merchant"). A name is unique per
-- merchant whatever its case among the live codes (a soft-deleted code frees its name). Every
-- merchant has the system code SAFEDROP, a pay-out that cannot be edited or deleted: the existing
-- merchants get it here, a new merchant from the trigger (system data, not demo data).
create table pay_in_out_reason_codes (
  reason_code_id integer generated always as identity primary key,
  merchant_id integer not null references merchants,
  name text not null check (length(name) between 1 and 10),
  description text not null check (length(description) between 1 and 30),
  type smallint not null check (type in (0, 1)),
  is_system boolean not null default false,
  is_deleted boolean not null default false,
  concurrency_checksum integer not null default 1,
  updated_at timestamptz not null default now(),
  check (not is_system or type = 0)
);
create unique index pay_in_out_reason_codes_name on pay_in_out_reason_codes (merchant_id, lower(name))
  where not is_deleted;

insert into pay_in_out_reason_codes (merchant_id, name, description, type, is_system)
  select merchant_id, 'SAFEDROP', 'Safe drop', 0, true from merchants;

create function pay_in_out_system_codes() returns trigger language plpgsql as $$
begin
  insert into pay_in_out_reason_codes (merchant_id, name, description, type, is_system)
    values (new.merchant_id, 'SAFEDROP', 'Safe drop', 0, true);
  return null;
end $$;
create trigger merchants_pay_in_out_system_codes after insert on merchants
  for each row execute function pay_in_out_system_codes();

-- Alert configuration, per store (docs/decisions.md "Pay codes and alerts"): the store's
-- configuration (its ConcurrencyChecksum; no row until its first save, read as every alert off) and
-- its five entries.
create table store_alert_configurations (
  store_id integer primary key references stores,
  concurrency_checksum integer not null default 0,
  updated_at timestamptz not null default now()
);
create table store_alert_subscriptions (
  store_id integer not null references store_alert_configurations on delete cascade,
  alert_definition_id smallint not null check (alert_definition_id between 1 and 5),
  subscription_status smallint not null check (subscription_status in (0, 1)),
  percent_threshold smallint check (percent_threshold between 1 and 25),
  primary key (store_id, alert_definition_id)
);
