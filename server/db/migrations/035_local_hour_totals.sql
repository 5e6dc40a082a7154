-- The store's clock (issue 22 §1; docs/decisions.md "The store's clock"): ticket_hour_totals keeps
-- each total by the hour of the tickets' time in their store's time zone (stores.time_zone), the
-- hour the store's own clock showed, where 020 and 021 kept the UTC hour and the readers moved it by
-- a whole-hour offset a store and day (wrong for a half-hour zone, and for the night hours of the
-- days the clocks change). The hourly report and My store's hours now read `hour` as it is.
--   On the day the clocks go back, the hour that happens twice (01:00 in the United States) is one
--   hour of the day holding both; on the day they go forward, 02:00 has no total.
--   A store moved to another time zone has its hour totals added up again from its tickets (its
--   tickets keep their business dates: the register wrote them).

-- 034's builder, each ticket's hour read in its store's time zone.
create or replace function ticket_hour_rows(tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date,
       extract(hour from t.ticket_date at time zone z.time_zone)::smallint as hour, t.transaction_type,
       %2$s as ticket_count, %2$s * t.sub_total_amount as sub_total_amount,
       %2$s * t.discount_amount as discount_amount, %2$s * t.tax_amount as tax_amount,
       %2$s * t.tip_amount as tip_amount, %2$s * t.total_amount as total_amount,
       %2$s * t.gratuity_amount as gratuity_amount, %2$s * t.guest_count as guest_count,
       %2$s * t.charges_amount as charges_amount, %2$s * (t.charges_amount <> 0)::int as charge_count,
       %2$s * t.cc_surcharges_amount as cc_surcharges_amount,
       %2$s * (t.cc_surcharges_amount <> 0)::int as cc_surcharge_count,
       %2$s * t.donations_amount as donations_amount, %2$s * (t.donations_amount <> 0)::int as donation_count,
       %2$s * t.gift_card_amount as gift_card_amount
     from %1$s t join stores z on z.store_id = t.store_id', tickets, sign)
$$;

-- A store's hours added up again in its new time zone.
create function store_hour_totals_rezone() returns trigger language plpgsql as $$
begin
  delete from ticket_hour_totals where store_id = new.store_id;
  execute ticket_hour_totals_add(
    ticket_hour_rows(format('(select * from tickets where store_id = %s)', new.store_id), '1'));
  return null;
end $$;

create trigger stores_hour_totals_zone after update of time_zone on stores
  for each row when (old.time_zone is distinct from new.time_zone) execute function store_hour_totals_rezone();

-- The hour totals of what is there already, by local hour.
delete from ticket_hour_totals;
do $$
begin
  execute ticket_hour_totals_add(ticket_hour_rows('tickets', '1'));
end $$;
