-- The employee, tips and price overrides reports of issue 9 within their budget (docs/decisions.md
-- "Operations reports"): on a million tickets they read a store's 28,000 tickets of 30 days one by
-- one (and the tips and overrides each ticket's payments or lines): 156–200 ms at the p95 of 8
-- concurrent on PostgreSQL. Kept exact through every insert, update and delete, as 020's and 023's
-- totals (server/db/ticketFigureTotals.test.ts):
--   ticket_user_day_totals  a store, business day, ticket type and user (the ticket's user_name):
--                           the tickets' count and amounts
--   ticket_tip_day_totals   a store, business day, ticket type, user and payment type: the tipped
--                           payments (a tip other than zero) and their tips
--   ticket_item_day_totals  gains its price-overridden lines: how many, what the overrides took off
--                           (list less charged price × quantity, to the cent), the list amount and
--                           the charged amount (a line without a list price: its charged price)

create table ticket_user_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  user_name text not null,
  ticket_count integer not null,
  sub_total_amount numeric not null,
  discount_amount numeric not null,
  tax_amount numeric not null,
  tip_amount numeric not null,
  primary key (merchant_id, store_id, business_date, transaction_type, user_name)
);

create table ticket_tip_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  user_name text not null,
  payment_type text not null,
  payment_count integer not null,
  tip_amount numeric not null,
  primary key (merchant_id, store_id, business_date, transaction_type, user_name, payment_type)
);

alter table ticket_item_day_totals
  add column override_count integer not null default 0,
  add column override_amount numeric not null default 0,
  add column list_amount numeric not null default 0,
  add column charged_amount numeric not null default 0;

-- the price overrides report reads a store's period's overridden items from this index alone (most
-- item days have none)
create index ticket_item_day_overrides on ticket_item_day_totals (merchant_id, store_id, business_date)
  include (transaction_type, item_id, item_name, override_count, override_amount, list_amount, charged_amount)
  where override_count <> 0;

-- What each table adds up, as 020's *_rows.
create function ticket_user_rows(tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, t.user_name,
       %2$s as ticket_count, %2$s * t.sub_total_amount as sub_total_amount,
       %2$s * t.discount_amount as discount_amount, %2$s * t.tax_amount as tax_amount,
       %2$s * t.tip_amount as tip_amount
     from %1$s t', tickets, sign)
$$;

create function ticket_tip_rows(payments text, tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, t.user_name, p.payment_type,
       %3$s as payment_count, %3$s * p.tip_amount as tip_amount
     from %1$s p join %2$s t on t.document_id = p.document_id where p.tip_amount <> 0', payments, tickets, sign)
$$;

create or replace function ticket_item_rows(lines text, tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, l.line_type,
       coalesce(l.item_master_id, 0) as item_id, l.item_name, %3$s as line_count, %3$s * l.quantity_sold as quantity,
       %3$s * (round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount) as net_amount,
       %3$s * l.is_price_override::int as override_count,
       case when l.is_price_override
         then %3$s * round((coalesce(l.list_price, l.price) - l.price) * l.quantity_sold, 2) else 0 end as override_amount,
       case when l.is_price_override
         then %3$s * round(coalesce(l.list_price, l.price) * l.quantity_sold, 2) else 0 end as list_amount,
       case when l.is_price_override then %3$s * round(l.price * l.quantity_sold, 2) else 0 end as charged_amount
     from %1$s l join %2$s t on t.document_id = l.document_id where not l.is_deleted', lines, tickets, sign)
$$;

create function ticket_user_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_user_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'user_name'],
    array['ticket_count', 'sub_total_amount', 'discount_amount', 'tax_amount', 'tip_amount'], source)
$$;

create function ticket_tip_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_tip_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'user_name', 'payment_type'],
    array['payment_count', 'tip_amount'], source)
$$;

create or replace function ticket_item_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_item_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'line_type', 'item_id', 'item_name'],
    array['line_count', 'quantity', 'net_amount', 'override_count', 'override_amount', 'list_amount', 'charged_amount'],
    source)
$$;

-- 023's refresh of the store days tickets left or joined adds up their tips again too.
create or replace function ticket_day_totals_refresh(days text) returns text[] language sql immutable as $$
  select array[
    format('delete from ticket_item_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    format('delete from ticket_payment_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    format('delete from ticket_tax_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    format('delete from ticket_tip_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    ticket_item_day_totals_add(ticket_item_rows('ticket_lines', there, '1')),
    ticket_payment_day_totals_add(ticket_payment_rows('ticket_payments', there, '1')),
    ticket_tax_day_totals_add(ticket_tax_rows('ticket_taxes', there, '1')),
    ticket_tip_day_totals_add(ticket_tip_rows('ticket_payments', there, '1'))]
  from (select format('(select distinct merchant_id, store_id, business_date from (%s) d)', days) as chosen) c
    cross join lateral (select format(
      '(select t.* from tickets t join %s b using (merchant_id, store_id, business_date))', c.chosen) as there) h
$$;

-- 020's change of tickets, with the user totals counted as the hour totals are; the tips belong to a
-- user through their ticket, so a ticket whose user changes has its days added up again, as one
-- that changes store, day or type.
create or replace function ticket_totals_change() returns trigger language plpgsql as $$
declare
  changed text := 'from old_tickets o join new_tickets n on n.document_id = o.document_id
    where (o.merchant_id, o.store_id, o.business_date, o.transaction_type, o.user_name)
      is distinct from (n.merchant_id, n.store_id, n.business_date, n.transaction_type, n.user_name)';
  days text;
  statement text;
begin
  execute ticket_hour_totals_add(case tg_op
    when 'INSERT' then ticket_hour_rows('new_tickets', '1')
    when 'DELETE' then ticket_hour_rows('old_tickets', '-1')
    else ticket_hour_rows('new_tickets', '1') || ' union all ' || ticket_hour_rows('old_tickets', '-1') end);
  execute ticket_user_day_totals_add(case tg_op
    when 'INSERT' then ticket_user_rows('new_tickets', '1')
    when 'DELETE' then ticket_user_rows('old_tickets', '-1')
    else ticket_user_rows('new_tickets', '1') || ' union all ' || ticket_user_rows('old_tickets', '-1') end);
  -- new tickets have no lines yet (a line names its ticket)
  if tg_op = 'INSERT' then
    return null;
  end if;
  days := case tg_op
    when 'DELETE' then 'select merchant_id, store_id, business_date from old_tickets'
    else 'select o.merchant_id, o.store_id, o.business_date ' || changed
      || ' union select n.merchant_id, n.store_id, n.business_date ' || changed end;
  foreach statement in array ticket_day_totals_refresh(days) loop
    execute statement;
  end loop;
  return null;
end $$;

-- 020's change of payments, with their tips by user.
create or replace function ticket_payment_totals_change() returns trigger language plpgsql as $$
begin
  execute ticket_payment_day_totals_add(case tg_op
    when 'INSERT' then ticket_payment_rows('new_payments', 'tickets', '1')
    when 'DELETE' then ticket_payment_rows('old_payments', 'tickets', '-1')
    else ticket_payment_rows('new_payments', 'tickets', '1') || ' union all ' || ticket_payment_rows('old_payments', 'tickets', '-1') end);
  execute ticket_tip_day_totals_add(case tg_op
    when 'INSERT' then ticket_tip_rows('new_payments', 'tickets', '1')
    when 'DELETE' then ticket_tip_rows('old_payments', 'tickets', '-1')
    else ticket_tip_rows('new_payments', 'tickets', '1') || ' union all ' || ticket_tip_rows('old_payments', 'tickets', '-1') end);
  return null;
end $$;

-- What is there already: the users' and tips' totals, and the overridden lines of the item totals
-- (every line not deleted has its item day's row by now).
do $$
begin
  execute ticket_user_day_totals_add(ticket_user_rows('tickets', '1'));
  execute ticket_tip_day_totals_add(ticket_tip_rows('ticket_payments', 'tickets', '1'));
  execute 'update ticket_item_day_totals d set override_count = o.override_count,
      override_amount = o.override_amount, list_amount = o.list_amount, charged_amount = o.charged_amount
    from (select merchant_id, store_id, business_date, transaction_type, line_type, item_id, item_name,
        sum(override_count) as override_count, sum(override_amount) as override_amount,
        sum(list_amount) as list_amount, sum(charged_amount) as charged_amount
      from (' || ticket_item_rows('ticket_lines', 'tickets', '1') || ') r where r.override_count <> 0
      group by 1, 2, 3, 4, 5, 6, 7) o
    where (d.merchant_id, d.store_id, d.business_date, d.transaction_type, d.line_type, d.item_id, d.item_name)
      = (o.merchant_id, o.store_id, o.business_date, o.transaction_type, o.line_type, o.item_id, o.item_name)';
end $$;
