-- The sales reports of issue 9 (docs/decisions.md "Sales reports"):
--   stores.time_zone    the store's IANA zone: its business dates are the calendar days there (a
--                       ticket's business_date is the local date of its ticket_date) and the hourly
--                       report reads the hours there
--   tickets.guest_count the guests a sale served (0 where nobody counts them: a market, a pay-in)
--   ticket_hour_totals  020's hour totals also keep, by store, business day, UTC hour and type, the
--                       tickets' gratuity and guests (the sales summary), their charges, card
--                       surcharges and donations with how many tickets had each (non-sales revenue,
--                       donations): exact through every insert, update and delete as the rest
alter table stores add column time_zone text not null default 'America/New_York';

alter table tickets add column guest_count smallint not null default 0;

alter table ticket_hour_totals
  add column gratuity_amount numeric not null default 0,
  add column guest_count integer not null default 0,
  add column charges_amount numeric not null default 0,
  add column charge_count integer not null default 0,
  add column cc_surcharges_amount numeric not null default 0,
  add column cc_surcharge_count integer not null default 0,
  add column donations_amount numeric not null default 0,
  add column donation_count integer not null default 0;

-- 020's builders with the new columns (020's trigger functions call them, so they follow).
create or replace function ticket_hour_rows(tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date,
       extract(hour from t.ticket_date at time zone ''UTC'')::smallint as hour, t.transaction_type,
       %2$s as ticket_count, %2$s * t.sub_total_amount as sub_total_amount,
       %2$s * t.discount_amount as discount_amount, %2$s * t.tax_amount as tax_amount,
       %2$s * t.tip_amount as tip_amount, %2$s * t.total_amount as total_amount,
       %2$s * t.gratuity_amount as gratuity_amount, %2$s * t.guest_count as guest_count,
       %2$s * t.charges_amount as charges_amount, %2$s * (t.charges_amount <> 0)::int as charge_count,
       %2$s * t.cc_surcharges_amount as cc_surcharges_amount,
       %2$s * (t.cc_surcharges_amount <> 0)::int as cc_surcharge_count,
       %2$s * t.donations_amount as donations_amount, %2$s * (t.donations_amount <> 0)::int as donation_count
     from %1$s t', tickets, sign)
$$;

create or replace function ticket_hour_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_hour_totals',
    array['merchant_id', 'store_id', 'business_date', 'hour', 'transaction_type'],
    array['ticket_count', 'sub_total_amount', 'discount_amount', 'tax_amount', 'tip_amount', 'total_amount',
      'gratuity_amount', 'guest_count', 'charges_amount', 'charge_count', 'cc_surcharges_amount',
      'cc_surcharge_count', 'donations_amount', 'donation_count'],
    source)
$$;

-- The hour totals of what is there already, added up again with their new columns.
delete from ticket_hour_totals;
do $$
begin
  execute ticket_hour_totals_add(ticket_hour_rows('tickets', '1'));
end $$;

-- Pay-ins by reason (non-sales revenue) and sales by sales associate (commissions) read the few
-- tickets concerned of a store and a period from these indexes alone (once vacuumed): a pay-in is
-- about one ticket in a hundred, and only retail sales and waited tables carry an associate.
create index tickets_payins on tickets (merchant_id, store_id, business_date)
  include (payin_reason, total_amount) where transaction_type = 'I';
create index tickets_sales_associates on tickets (merchant_id, store_id, business_date)
  include (transaction_type, sales_associate_name, sub_total_amount, discount_amount)
  where sales_associate_name is not null;
