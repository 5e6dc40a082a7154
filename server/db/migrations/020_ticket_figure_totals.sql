-- The figures of the tickets, kept by the database as tickets, lines and payments are written, so
-- that My store's dashboards and POS transactions' summary add up a few thousand rows instead of
-- every ticket of a period (on a million tickets a store's 30 days are 28,000 tickets and 80,000
-- lines: the sales dashboard took 250 ms of database time a request). The reports of issue 9 read
-- the same tables. Kept exact through every insert, update and delete (server/db/ticketFigureTotals.
-- test.ts compares them with the tickets after each):
--   ticket_hour_totals         a store, business day, hour of the ticket's time (UTC) and type: the
--                              tickets' count and amounts (replaces 019's ticket_day_totals)
--   ticket_item_day_totals     a store, business day, ticket type, line type (item I or modifier M)
--                              and item (its id, 0 for an open item, and name): the lines (deleted
--                              lines left out), their quantity and net sales (price × quantity to
--                              the cent, less the line's discount and its share of the ticket's):
--                              a ticket's lines add up to its subtotal less its discount
--   ticket_payment_day_totals  a store, business day, ticket type and payment type: the payments,
--                              their amount and tips

-- 003's (store, business_date) index: 010's figures index and 018's store index serve its reads.
drop index tickets_store_date;

drop trigger tickets_day_totals_insert on tickets;
drop trigger tickets_day_totals_update on tickets;
drop trigger tickets_day_totals_delete on tickets;
drop function ticket_day_totals_change();
drop table ticket_day_totals;

create table ticket_hour_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  hour smallint not null,
  transaction_type text not null,
  ticket_count integer not null,
  sub_total_amount numeric not null,
  discount_amount numeric not null,
  tax_amount numeric not null,
  tip_amount numeric not null,
  total_amount numeric not null,
  primary key (merchant_id, store_id, business_date, hour, transaction_type)
);

create table ticket_item_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  line_type char(1) not null,
  item_id integer not null,
  item_name text not null,
  line_count integer not null,
  quantity numeric not null,
  net_amount numeric not null,
  primary key (merchant_id, store_id, business_date, transaction_type, line_type, item_id, item_name)
);
-- My store's top items and the line reports read a store's lines of a period from this index alone
-- (no visit to a table page a row: 9 ms → 3 ms for 30 days on a million tickets).
create index ticket_item_day_lines on ticket_item_day_totals (merchant_id, store_id, business_date)
  include (transaction_type, line_type, item_id, item_name, line_count, quantity, net_amount);

create table ticket_payment_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  payment_type text not null,
  payment_count integer not null,
  payment_amount numeric not null,
  tip_amount numeric not null,
  primary key (merchant_id, store_id, business_date, transaction_type, payment_type)
);

-- What each table adds up, from a relation of tickets (alias t) and, for the lines and payments, a
-- relation of them (alias l, p): the select lists of the fill, the triggers and the refresh, whose
-- columns are the table's (its key, then its sums, each times `sign`).
create function ticket_hour_rows(tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date,
       extract(hour from t.ticket_date at time zone ''UTC'')::smallint as hour, t.transaction_type,
       %2$s as ticket_count, %2$s * t.sub_total_amount as sub_total_amount,
       %2$s * t.discount_amount as discount_amount, %2$s * t.tax_amount as tax_amount,
       %2$s * t.tip_amount as tip_amount, %2$s * t.total_amount as total_amount
     from %1$s t', tickets, sign)
$$;

create function ticket_item_rows(lines text, tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, l.line_type,
       coalesce(l.item_master_id, 0) as item_id, l.item_name, %3$s as line_count, %3$s * l.quantity_sold as quantity,
       %3$s * (round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount) as net_amount
     from %1$s l join %2$s t on t.document_id = l.document_id where not l.is_deleted', lines, tickets, sign)
$$;

create function ticket_payment_rows(payments text, tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, p.payment_type,
       %3$s as payment_count, %3$s * p.payment_amount as payment_amount, %3$s * p.tip_amount as tip_amount
     from %1$s p join %2$s t on t.document_id = p.document_id', payments, tickets, sign)
$$;

-- The statement adding rows (`source`, a union of a table's *_rows selects) to a totals table,
-- summed by its key. Built here and run by the trigger functions themselves: a transition table
-- (new_tickets…) is visible only to the statements of its trigger function, not to a function it
-- calls.
create function ticket_totals_add(totals text, keys text[], sums text[], source text) returns text
language sql immutable as $$
  select format(
    'insert into %1$s as d (%2$s, %3$s) select %2$s, %4$s from (%5$s) c group by %2$s
     on conflict (%2$s) do update set %6$s',
    totals, array_to_string(keys, ', '), array_to_string(sums, ', '),
    (select string_agg(format('sum(%s)', sum), ', ') from unnest(sums) sum),
    source,
    (select string_agg(format('%1$s = d.%1$s + excluded.%1$s', sum), ', ') from unnest(sums) sum))
$$;

create function ticket_hour_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_hour_totals',
    array['merchant_id', 'store_id', 'business_date', 'hour', 'transaction_type'],
    array['ticket_count', 'sub_total_amount', 'discount_amount', 'tax_amount', 'tip_amount', 'total_amount'],
    source)
$$;

create function ticket_item_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_item_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'line_type', 'item_id', 'item_name'],
    array['line_count', 'quantity', 'net_amount'], source)
$$;

create function ticket_payment_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_payment_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'payment_type'],
    array['payment_count', 'payment_amount', 'tip_amount'], source)
$$;

-- The statements adding up again the lines' and payments' totals of some store days (`days`: a
-- select of merchant_id, store_id, business_date) from the tickets there now.
create function ticket_day_totals_refresh(days text) returns text[] language sql immutable as $$
  select array[
    format('delete from ticket_item_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    format('delete from ticket_payment_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    ticket_item_day_totals_add(ticket_item_rows('ticket_lines', there, '1')),
    ticket_payment_day_totals_add(ticket_payment_rows('ticket_payments', there, '1'))]
  from (select format('(select distinct merchant_id, store_id, business_date from (%s) d)', days) as chosen) c
    cross join lateral (select format(
      '(select t.* from tickets t join %s b using (merchant_id, store_id, business_date))', c.chosen) as there) h
$$;

-- A statement's change of tickets: its new rows counted in, its old rows out. Lines and payments
-- belong to a store, day and type through their ticket: when tickets leave (a delete, whose cascade
-- has taken their lines by now) or change store, day or type, the lines' and payments' totals of
-- the days they left and joined are added up again from what is there.
create function ticket_totals_change() returns trigger language plpgsql as $$
declare
  changed text := 'from old_tickets o join new_tickets n on n.document_id = o.document_id
    where (o.merchant_id, o.store_id, o.business_date, o.transaction_type)
      is distinct from (n.merchant_id, n.store_id, n.business_date, n.transaction_type)';
  days text;
  statement text;
begin
  execute ticket_hour_totals_add(case tg_op
    when 'INSERT' then ticket_hour_rows('new_tickets', '1')
    when 'DELETE' then ticket_hour_rows('old_tickets', '-1')
    else ticket_hour_rows('new_tickets', '1') || ' union all ' || ticket_hour_rows('old_tickets', '-1') end);
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

create function ticket_line_totals_change() returns trigger language plpgsql as $$
begin
  execute ticket_item_day_totals_add(case tg_op
    when 'INSERT' then ticket_item_rows('new_lines', 'tickets', '1')
    when 'DELETE' then ticket_item_rows('old_lines', 'tickets', '-1')
    else ticket_item_rows('new_lines', 'tickets', '1') || ' union all ' || ticket_item_rows('old_lines', 'tickets', '-1') end);
  return null;
end $$;

create function ticket_payment_totals_change() returns trigger language plpgsql as $$
begin
  execute ticket_payment_day_totals_add(case tg_op
    when 'INSERT' then ticket_payment_rows('new_payments', 'tickets', '1')
    when 'DELETE' then ticket_payment_rows('old_payments', 'tickets', '-1')
    else ticket_payment_rows('new_payments', 'tickets', '1') || ' union all ' || ticket_payment_rows('old_payments', 'tickets', '-1') end);
  return null;
end $$;

create trigger tickets_totals_insert after insert on tickets
  referencing new table as new_tickets for each statement execute function ticket_totals_change();
create trigger tickets_totals_update after update on tickets
  referencing old table as old_tickets new table as new_tickets for each statement execute function ticket_totals_change();
create trigger tickets_totals_delete after delete on tickets
  referencing old table as old_tickets for each statement execute function ticket_totals_change();

create trigger ticket_lines_totals_insert after insert on ticket_lines
  referencing new table as new_lines for each statement execute function ticket_line_totals_change();
create trigger ticket_lines_totals_update after update on ticket_lines
  referencing old table as old_lines new table as new_lines for each statement execute function ticket_line_totals_change();
create trigger ticket_lines_totals_delete after delete on ticket_lines
  referencing old table as old_lines for each statement execute function ticket_line_totals_change();

create trigger ticket_payments_totals_insert after insert on ticket_payments
  referencing new table as new_payments for each statement execute function ticket_payment_totals_change();
create trigger ticket_payments_totals_update after update on ticket_payments
  referencing old table as old_payments new table as new_payments for each statement execute function ticket_payment_totals_change();
create trigger ticket_payments_totals_delete after delete on ticket_payments
  referencing old table as old_payments for each statement execute function ticket_payment_totals_change();

-- What is there already.
do $$
begin
  execute ticket_hour_totals_add(ticket_hour_rows('tickets', '1'));
  execute ticket_item_day_totals_add(ticket_item_rows('ticket_lines', 'tickets', '1'));
  execute ticket_payment_day_totals_add(ticket_payment_rows('ticket_payments', 'tickets', '1'));
end $$;
