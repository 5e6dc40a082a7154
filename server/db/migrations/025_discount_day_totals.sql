-- The discounts report of issue 9 from kept totals, as the other operations reports (024): on a
-- million tickets it read a store's 30 days of discounted sale tickets and each one's discounts (95
-- ms at the p95 of 8 concurrent on PostgreSQL, a budget of 150). Kept exact through every insert,
-- update and delete, as 020's totals (server/db/ticketFigureTotals.test.ts):
--   ticket_discount_day_totals  a store, business day, ticket type and discount (its id, 0 for an
--                               open discount, and the name it was given): the discounts given (a
--                               line discount once a line, a ticket discount once a ticket) and
--                               their amount

create table ticket_discount_day_totals (
  merchant_id integer not null,
  store_id integer not null,
  business_date date not null,
  transaction_type text not null,
  discount_id integer not null,
  name text not null,
  discount_count integer not null,
  amount numeric not null,
  primary key (merchant_id, store_id, business_date, transaction_type, discount_id, name)
);

-- What a relation of discounts (alias d) of a relation of tickets (alias t) adds, as 020's *_rows.
create function ticket_discount_rows(discounts text, tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, coalesce(d.discount_id, 0) as discount_id,
       d.name, %3$s as discount_count, %3$s * d.amount as amount
     from %1$s d join %2$s t on t.document_id = d.document_id', discounts, tickets, sign)
$$;

create function ticket_discount_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_discount_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'discount_id', 'name'],
    array['discount_count', 'amount'], source)
$$;

-- 024's refresh of the store days tickets left or joined adds up their discounts again too.
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
    format('delete from ticket_discount_day_totals d using %s b
      where (d.merchant_id, d.store_id, d.business_date) = (b.merchant_id, b.store_id, b.business_date)', chosen),
    ticket_item_day_totals_add(ticket_item_rows('ticket_lines', there, '1')),
    ticket_payment_day_totals_add(ticket_payment_rows('ticket_payments', there, '1')),
    ticket_tax_day_totals_add(ticket_tax_rows('ticket_taxes', there, '1')),
    ticket_tip_day_totals_add(ticket_tip_rows('ticket_payments', there, '1')),
    ticket_discount_day_totals_add(ticket_discount_rows('ticket_discounts', there, '1'))]
  from (select format('(select distinct merchant_id, store_id, business_date from (%s) d)', days) as chosen) c
    cross join lateral (select format(
      '(select t.* from tickets t join %s b using (merchant_id, store_id, business_date))', c.chosen) as there) h
$$;

-- A statement's change of discounts: its new rows counted in, its old rows out (a ticket's delete
-- takes its discounts by cascade; its own trigger adds its days up again).
create function ticket_discount_totals_change() returns trigger language plpgsql as $$
begin
  execute ticket_discount_day_totals_add(case tg_op
    when 'INSERT' then ticket_discount_rows('new_discounts', 'tickets', '1')
    when 'DELETE' then ticket_discount_rows('old_discounts', 'tickets', '-1')
    else ticket_discount_rows('new_discounts', 'tickets', '1') || ' union all '
      || ticket_discount_rows('old_discounts', 'tickets', '-1') end);
  return null;
end $$;

create trigger ticket_discounts_totals_insert after insert on ticket_discounts
  referencing new table as new_discounts for each statement execute function ticket_discount_totals_change();
create trigger ticket_discounts_totals_update after update on ticket_discounts
  referencing old table as old_discounts new table as new_discounts
  for each statement execute function ticket_discount_totals_change();
create trigger ticket_discounts_totals_delete after delete on ticket_discounts
  referencing old table as old_discounts for each statement execute function ticket_discount_totals_change();

-- What is there already.
do $$
begin
  execute ticket_discount_day_totals_add(ticket_discount_rows('ticket_discounts', 'tickets', '1'));
end $$;

-- 022's partial indexes of the overridden lines and the tipped payments served the reports that
-- read them a ticket at a time; those read 024's totals now, and nothing else looks for them.
drop index ticket_lines_price_override;
drop index ticket_payments_tips;
