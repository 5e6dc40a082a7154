-- The taxes and void audit reports of issue 9 within their budget (docs/decisions.md "Operations
-- reports"): on a million tickets the taxes report read each ticket's taxes one ticket at a time and
-- the void audit joined a store's tickets with every cleared line in the database (their rows carry
-- no store or day). Kept exact through every insert, update and delete, as 020's totals
-- (server/db/ticketFigureTotals.test.ts):
--   ticket_tax_day_totals  a store, business day, ticket type, tax rule and rate: the tickets taxed
--                          under it (a ticket once, however many rows it has of it), its tax rows
--                          and their amount
--   ticket_cleared_lines   each cleared line (ticket_lines.is_deleted: one line in a hundred) with
--                          its net amount and its ticket's store, business day, type, number, time
--                          and user: a store's period's few cleared lines read from one index
--   tickets_voids          the deleted tickets (type V) of a store's period, from an index alone

create table ticket_tax_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  rule_name text not null,
  tax_rate numeric(7, 4) not null,
  ticket_count integer not null,
  tax_count integer not null,
  tax_amount numeric not null,
  primary key (merchant_id, store_id, business_date, transaction_type, rule_name, tax_rate)
);

-- What a relation of taxes (alias x) of a relation of tickets (alias t) adds, as 020's *_rows: a
-- ticket's rows of a rule and rate count it once.
create function ticket_tax_rows(taxes text, tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, x.rule_name, x.tax_rate,
       %3$s as ticket_count, %3$s * count(*) as tax_count, %3$s * sum(x.tax_amount) as tax_amount
     from %1$s x join %2$s t on t.document_id = x.document_id
     group by t.document_id, t.merchant_id, t.store_id, t.business_date, t.transaction_type, x.rule_name, x.tax_rate',
    taxes, tickets, sign)
$$;

create function ticket_tax_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_tax_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'rule_name', 'tax_rate'],
    array['ticket_count', 'tax_count', 'tax_amount'], source)
$$;

-- 020's refresh of the store days tickets left or joined (a delete, a change of store, day or type)
-- adds up their taxes again too (020's ticket_totals_change runs what it returns).
create or replace function ticket_day_totals_refresh(days text) returns text[] language sql immutable as $$
  select array[
    format('delete from ticket_item_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    format('delete from ticket_payment_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    format('delete from ticket_tax_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    ticket_item_day_totals_add(ticket_item_rows('ticket_lines', there, '1')),
    ticket_payment_day_totals_add(ticket_payment_rows('ticket_payments', there, '1')),
    ticket_tax_day_totals_add(ticket_tax_rows('ticket_taxes', there, '1'))]
  from (select format('(select distinct merchant_id, store_id, business_date from (%s) d)', days) as chosen) c
    cross join lateral (select format(
      '(select t.* from tickets t join %s b using (merchant_id, store_id, business_date))', c.chosen) as there) h
$$;

-- A statement's change of taxes: the tickets it touched counted out as their taxes were (the rows it
-- left alone and its old rows) and in as they are now, so that a ticket stays counted once a rule.
-- A ticket's delete takes its taxes by cascade before its own trigger adds its days up again.
create function ticket_tax_totals_change() returns trigger language plpgsql as $$
declare
  ids text := case tg_op
    when 'INSERT' then 'select document_id from new_taxes'
    when 'DELETE' then 'select document_id from old_taxes'
    else 'select document_id from new_taxes union select document_id from old_taxes' end;
  touched text := format('(select * from tickets where document_id in (%s))', ids);
  now_taxes text := format('select x.* from ticket_taxes x where x.document_id in (%s)', ids);
  -- not exists, not "not in": a million new rows make no hash of "not in" (a row-by-row search)
  left_alone text := now_taxes
    || ' and not exists (select from new_taxes n where n.ticket_tax_id = x.ticket_tax_id)';
  before text := case tg_op
    when 'INSERT' then left_alone
    when 'DELETE' then now_taxes || ' union all select * from old_taxes'
    else left_alone || ' union all select * from old_taxes' end;
begin
  execute ticket_tax_day_totals_add(ticket_tax_rows('(' || now_taxes || ')', touched, '1')
    || ' union all ' || ticket_tax_rows('(' || before || ')', touched, '-1'));
  return null;
end $$;

create trigger ticket_taxes_totals_insert after insert on ticket_taxes
  referencing new table as new_taxes for each statement execute function ticket_tax_totals_change();
create trigger ticket_taxes_totals_update after update on ticket_taxes
  referencing old table as old_taxes new table as new_taxes for each statement execute function ticket_tax_totals_change();
create trigger ticket_taxes_totals_delete after delete on ticket_taxes
  referencing old table as old_taxes for each statement execute function ticket_tax_totals_change();

create table ticket_cleared_lines (
  ticket_line_id bigint primary key,
  document_id bigint not null,
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  ticket_number integer not null,
  ticket_date timestamptz not null,
  user_name text not null,
  item_name text not null,
  net_amount numeric not null
);
-- a store's period's cleared lines from the index alone
create index ticket_cleared_lines_day on ticket_cleared_lines (merchant_id, store_id, business_date)
  include (ticket_line_id, document_id, transaction_type, ticket_number, ticket_date, user_name, item_name, net_amount);

-- The rows of a relation of lines (alias l) that are cleared, with their ticket's columns (the net
-- amount as 020's line totals').
create function ticket_cleared_line_rows(lines text) returns text language sql immutable as $$
  select format(
    'select l.ticket_line_id, l.document_id, t.merchant_id, t.store_id, t.business_date, t.transaction_type,
       t.ticket_number, t.ticket_date, t.user_name, l.item_name,
       round(l.price * l.quantity_sold, 2) - l.line_discount - l.ticket_discount
     from %s l join tickets t on t.document_id = l.document_id where l.is_deleted', lines)
$$;

-- A statement's change of lines: its old cleared lines out, its new ones in (a ticket's delete takes
-- its lines by cascade, and so their rows here).
create function ticket_cleared_lines_change() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    delete from ticket_cleared_lines where ticket_line_id in (select ticket_line_id from old_lines where is_deleted);
  end if;
  if tg_op <> 'DELETE' then
    execute 'insert into ticket_cleared_lines ' || ticket_cleared_line_rows('new_lines');
  end if;
  return null;
end $$;

-- Tickets that change take their cleared lines' copy of them along (found through 022's partial
-- index of the cleared lines by ticket: most tickets have none).
create function ticket_cleared_lines_move() returns trigger language plpgsql as $$
begin
  update ticket_cleared_lines c set merchant_id = t.merchant_id, store_id = t.store_id,
    business_date = t.business_date, transaction_type = t.transaction_type, ticket_number = t.ticket_number,
    ticket_date = t.ticket_date, user_name = t.user_name
  from new_tickets t join ticket_lines l on l.document_id = t.document_id and l.is_deleted
  where c.ticket_line_id = l.ticket_line_id
    and (c.merchant_id, c.store_id, c.business_date, c.transaction_type, c.ticket_number, c.ticket_date, c.user_name)
      is distinct from (t.merchant_id, t.store_id, t.business_date, t.transaction_type, t.ticket_number,
        t.ticket_date, t.user_name);
  return null;
end $$;

create trigger ticket_lines_cleared_insert after insert on ticket_lines
  referencing new table as new_lines for each statement execute function ticket_cleared_lines_change();
create trigger ticket_lines_cleared_update after update on ticket_lines
  referencing old table as old_lines new table as new_lines for each statement execute function ticket_cleared_lines_change();
create trigger ticket_lines_cleared_delete after delete on ticket_lines
  referencing old table as old_lines for each statement execute function ticket_cleared_lines_change();
create trigger tickets_cleared_lines_update after update on tickets
  referencing new table as new_tickets for each statement execute function ticket_cleared_lines_move();

-- The void audit's deleted tickets (type V, about 1.5% of tickets) of a store's period from an index of
-- their own, as 021's pay-ins.
create index tickets_voids on tickets (merchant_id, store_id, business_date)
  include (document_id, ticket_number, ticket_date, user_name, sub_total_amount, discount_amount)
  where transaction_type = 'V';

-- What is there already.
do $$
begin
  execute ticket_tax_day_totals_add(ticket_tax_rows('ticket_taxes', 'tickets', '1'));
  execute 'insert into ticket_cleared_lines ' || ticket_cleared_line_rows('ticket_lines');
end $$;
