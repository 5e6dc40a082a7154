-- POS transactions' summary (2-menu §3: the count, sales, refunds and net of the whole filtered set;
-- server/db/queries/ticketSearch.ts ticketSummary): the tickets of a store, a business day and a
-- type counted and totalled, kept by the database as tickets are written. A search over a range
-- without a ticket number or a search-by text adds up a row a day and type instead of every ticket
-- (on a million tickets a store's 30 days are 28,000 tickets, and summing their totals was most of
-- a search's time). The reports' summary tables (issue 9) follow the same pattern.
create table ticket_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  ticket_count integer not null,
  total_amount numeric(16, 2) not null,
  primary key (merchant_id, store_id, business_date, transaction_type)
);

insert into ticket_day_totals (merchant_id, store_id, business_date, transaction_type, ticket_count, total_amount)
  select merchant_id, store_id, business_date, transaction_type, count(*), sum(total_amount)
  from tickets group by merchant_id, store_id, business_date, transaction_type;

-- One statement's change of tickets, whatever its size: its new rows counted in, its old rows out.
create function ticket_day_totals_change() returns trigger language plpgsql as $$
declare
  added text := 'select merchant_id, store_id, business_date, transaction_type, 1 as n, total_amount as amount from new_tickets';
  removed text := 'select merchant_id, store_id, business_date, transaction_type, -1 as n, -total_amount as amount from old_tickets';
begin
  execute format(
    'insert into ticket_day_totals as d (merchant_id, store_id, business_date, transaction_type, ticket_count, total_amount)
     select merchant_id, store_id, business_date, transaction_type, sum(n), sum(amount) from (%s) c
     group by merchant_id, store_id, business_date, transaction_type
     on conflict (merchant_id, store_id, business_date, transaction_type) do update
       set ticket_count = d.ticket_count + excluded.ticket_count, total_amount = d.total_amount + excluded.total_amount',
    case tg_op when 'INSERT' then added when 'DELETE' then removed else added || ' union all ' || removed end);
  return null;
end $$;

create trigger tickets_day_totals_insert after insert on tickets
  referencing new table as new_tickets for each statement execute function ticket_day_totals_change();
create trigger tickets_day_totals_update after update on tickets
  referencing old table as old_tickets new table as new_tickets for each statement execute function ticket_day_totals_change();
create trigger tickets_day_totals_delete after delete on tickets
  referencing old table as old_tickets for each statement execute function ticket_day_totals_change();
