-- POS transactions (2-menu §3, §7; server/db/queries/ticketSearch.ts). The list and the export read
-- newest first: their pages walk (store, ticket time) backwards and stop after a page, however many
-- tickets the range holds (a store of the million-ticket database has about 28,000 in 30 days). In
-- company view the same walk runs over the merchant's tickets.
create index tickets_store_ticket_date on tickets (store_id, ticket_date desc, document_id desc);
create index tickets_merchant_ticket_date on tickets (merchant_id, ticket_date desc, document_id desc);
-- The search's summary (count, sales, refunds) reads the range from my store's covering index, now
-- with the ticket's total too: an index-only scan, no table page per ticket.
drop index tickets_store_date_figures;
create index tickets_store_date_figures on tickets (store_id, business_date)
  include (merchant_id, transaction_type, ticket_date, sub_total_amount, discount_amount, tax_amount, tip_amount,
    total_amount);
