-- POS transactions (2-menu §3, §7; server/db/queries/ticketSearch.ts and ticketExport.ts). The list
-- and the exports read newest first, business day then time: a page walks (store, business_date,
-- ticket_date) backwards from the end of the range and stops after the page, however many tickets
-- the range holds (a store of the million-ticket database has about 28,000 in 30 days). The search's
-- summary (count, sales, refunds) reads the same index alone: the type and the total are in it. In
-- company view the same reads run over the merchant's tickets.
create index tickets_store_day_time on tickets (store_id, business_date desc, ticket_date desc, document_id desc)
  include (merchant_id, transaction_type, total_amount);
create index tickets_merchant_day_time on tickets (merchant_id, business_date desc, ticket_date desc, document_id desc)
  include (store_id, transaction_type, total_amount);
