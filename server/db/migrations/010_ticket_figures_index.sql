-- My store's figures read the tickets of one store and a few business dates (server/db/queries/
-- myStore.ts). With the amounts in the index, those reads answer from the index alone once the table
-- has been vacuumed (autovacuum does it as tickets come), without visiting a table page per ticket.
create index tickets_store_date_figures on tickets (store_id, business_date)
  include (merchant_id, transaction_type, ticket_date, sub_total_amount, discount_amount, tax_amount, tip_amount);
