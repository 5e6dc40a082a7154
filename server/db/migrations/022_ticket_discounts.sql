-- The operations reports (issue 9; server/db/queries/operationsReportGroupings.ts).
--
-- The discounts a ticket was given, by name: its lines carry discount amounts (a line's own, and its
-- share of a ticket discount) but not which discount. A row is a line discount (the line it is on)
-- or a ticket discount (no line: the one amount shared out over the ticket's lines as their
-- ticket_discount). A ticket's rows add up to its discount_amount (the lines' line_discount +
-- ticket_discount, src/domain/ticketAmounts.ts). The discount's id is kept when the POS names one of
-- the merchant's discounts (null: an open discount), without a reference: a ticket is history, and
-- keeps the name it was given even when the discount is deleted or renamed.
create table ticket_discounts (
  ticket_discount_id bigserial primary key,
  document_id bigint not null references tickets on delete cascade,
  ticket_line_id bigint references ticket_lines on delete cascade,
  discount_id integer,
  name text not null,
  amount numeric(12, 2) not null
);
-- the discounts report reads a period's discounted sale tickets, then their discounts from this
-- index alone
create index ticket_discounts_document on ticket_discounts (document_id) include (discount_id, name, amount);

-- Tickets recorded before this migration: their discounts, unnamed (the demo seed names those it
-- makes after the merchant's discounts, server/demo/ticketDiscounts.ts).
insert into ticket_discounts (document_id, ticket_line_id, discount_id, name, amount)
select document_id, ticket_line_id, null, 'Line discount', line_discount
from ticket_lines where not is_deleted and line_discount <> 0;
insert into ticket_discounts (document_id, ticket_line_id, discount_id, name, amount)
select document_id, null, null, 'Ticket discount', sum(ticket_discount)
from ticket_lines where not is_deleted and ticket_discount <> 0 group by document_id;

-- A store's tickets of a period with who rang them and their amounts, read from the index alone
-- (the employee, tips and void audit reports; 28,000 tickets for a store's 30 days on a million):
-- 018's index lacks the user, the ticket number and the amounts.
create index tickets_merchant_store_day_operations on tickets (merchant_id, store_id, business_date)
  include (document_id, transaction_type, ticket_number, ticket_date, user_name, sub_total_amount,
    discount_amount, tax_amount, tip_amount, price_overrides_amount);

-- The few lines the operations reports look for among a period's tickets' lines, found by their
-- ticket without visiting the other lines: deleted (cleared) lines, and lines sold at an overridden
-- price.
create index ticket_lines_deleted on ticket_lines (document_id)
  include (ticket_line_id, item_name, price, quantity_sold, line_discount, ticket_discount) where is_deleted;
create index ticket_lines_price_override on ticket_lines (document_id)
  include (item_master_id, item_name, price, list_price, quantity_sold) where is_price_override and not is_deleted;

-- The taxes report reads a period's tickets' taxes from the index alone (replaces 016's index).
create index ticket_taxes_document_amounts on ticket_taxes (document_id) include (rule_name, tax_rate, tax_amount);
drop index ticket_taxes_document;

-- The tips report: the payments that carry a tip.
create index ticket_payments_tips on ticket_payments (document_id) include (payment_type, tip_amount)
  where tip_amount <> 0;
