-- Gift cards sold are not net sales (issue 22 §3; docs/decisions.md "Net sales"): a gift card sold is
-- money held for a sale to come, which is counted when the card pays for it.
--   ticket_lines.line_type   'G' a gift card sold (beside 'I' an item and 'M' a modifier): not an
--                            item sale, so the line reports (items, modifiers, departments), which
--                            read the item totals of lines I and M, leave it out
--   tickets.gift_card_amount the gift cards the ticket sold: its G lines' price × quantity, part of
--                            its subtotal (a gift card carries no discount: src/domain/ticketAmounts.ts)
--   ticket_hour_totals,      keep it beside the subtotal, so that every figure of net sales (My store,
--   ticket_user_day_totals   the reports, POS transactions' summary) takes it out of the subtotal as
--                            src/domain/netSales.ts says
-- The tickets there already sold no gift card of this kind (0), so the totals' new column is exact
-- at its default: nothing is added up again.
alter table ticket_lines drop constraint ticket_lines_line_type_check;
alter table ticket_lines add constraint ticket_lines_line_type_check check (line_type in ('I', 'M', 'G'));

alter table tickets add column gift_card_amount numeric not null default 0;

alter table ticket_hour_totals add column gift_card_amount numeric not null default 0;
alter table ticket_user_day_totals add column gift_card_amount numeric not null default 0;

-- 021's and 024's builders with the new column (the trigger functions call them, so they follow).
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
       %2$s * t.donations_amount as donations_amount, %2$s * (t.donations_amount <> 0)::int as donation_count,
       %2$s * t.gift_card_amount as gift_card_amount
     from %1$s t', tickets, sign)
$$;

create or replace function ticket_hour_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_hour_totals',
    array['merchant_id', 'store_id', 'business_date', 'hour', 'transaction_type'],
    array['ticket_count', 'sub_total_amount', 'discount_amount', 'tax_amount', 'tip_amount', 'total_amount',
      'gratuity_amount', 'guest_count', 'charges_amount', 'charge_count', 'cc_surcharges_amount',
      'cc_surcharge_count', 'donations_amount', 'donation_count', 'gift_card_amount'],
    source)
$$;

create or replace function ticket_user_rows(tickets text, sign text) returns text language sql immutable as $$
  select format(
    'select t.merchant_id, t.store_id, t.business_date, t.transaction_type, t.user_name,
       %2$s as ticket_count, %2$s * t.sub_total_amount as sub_total_amount,
       %2$s * t.discount_amount as discount_amount, %2$s * t.tax_amount as tax_amount,
       %2$s * t.tip_amount as tip_amount, %2$s * t.gift_card_amount as gift_card_amount
     from %1$s t', tickets, sign)
$$;

create or replace function ticket_user_day_totals_add(source text) returns text language sql immutable as $$
  select ticket_totals_add('ticket_user_day_totals',
    array['merchant_id', 'store_id', 'business_date', 'transaction_type', 'user_name'],
    array['ticket_count', 'sub_total_amount', 'discount_amount', 'tax_amount', 'tip_amount', 'gift_card_amount'],
    source)
$$;

-- the commissions report reads the tickets with a sales associate from this index alone: with the
-- gift cards, as its net sales need them
drop index tickets_sales_associates;
create index tickets_sales_associates on tickets (merchant_id, store_id, business_date)
  include (transaction_type, sales_associate_name, sub_total_amount, discount_amount, gift_card_amount)
  where sales_associate_name is not null;
