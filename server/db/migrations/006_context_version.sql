-- A version of what a session's portal data is made of: the merchant row and its stores. Every change
-- bumps it (triggers), so a cache of portal data keyed by it is right in every server process that
-- shares the database.
alter table merchants add column if not exists data_version bigint not null default 1;

create or replace function bump_merchant_version() returns trigger language plpgsql as $$
begin
  new.data_version := old.data_version + 1;
  return new;
end $$;

drop trigger if exists merchants_version on merchants;
create trigger merchants_version before update on merchants
  for each row when (old.* is distinct from new.*) execute function bump_merchant_version();

create or replace function bump_store_merchant_version() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update merchants set data_version = data_version + 1 where merchant_id = old.merchant_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') and (tg_op = 'INSERT' or new.merchant_id <> old.merchant_id) then
    update merchants set data_version = data_version + 1 where merchant_id = new.merchant_id;
  end if;
  return null;
end $$;

drop trigger if exists stores_merchant_version on stores;
create trigger stores_merchant_version after insert or update or delete on stores
  for each row execute function bump_store_merchant_version();
