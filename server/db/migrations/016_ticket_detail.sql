-- POS transactions (2-menu §3): every field of the ticket detail, lines with their modifiers as
-- child lines, the ticket's taxes and notes. Amounts are positive whatever the transaction type
-- (a refund's total is what went back); how they add up is src/domain/ticketAmounts.ts.
alter table tickets
  add column sales_associate_name text,
  add column selling_location text,
  add column customer_email_address text,
  add column payin_reason text,
  add column payin_comment text,
  add column payout_reason text,
  add column payout_comment text,
  add column order_due_date_time timestamptz,
  add column external_reference_number text,
  add column order_status smallint,
  add column last_printed_utc timestamptz,
  add column contact_name text,
  add column contact_phone text,
  add column contact_address1 text,
  add column contact_address2 text,
  add column contact_city text,
  add column contact_state text,
  add column contact_zip text,
  add column charges_amount numeric(12, 2) not null default 0,
  add column cc_surcharges_amount numeric(12, 2) not null default 0,
  add column donations_amount numeric(12, 2) not null default 0,
  add column price_overrides_amount numeric(12, 2) not null default 0,
  add column gratuity_amount numeric(12, 2) not null default 0,
  add column gratuity_tax_amount numeric(12, 2) not null default 0,
  add column payment_rounded_amount numeric(12, 2) not null default 0,
  add column tender_amount numeric(12, 2) not null default 0,
  add column change_amount numeric(12, 2) not null default 0;

alter table ticket_lines
  add column item_number text,
  add column line_type char(1) not null default 'I' check (line_type in ('I', 'M')),
  add column line_type_extension text,
  add column parent_line_id bigint references ticket_lines on delete cascade,
  add column is_sold_by_weight boolean not null default false,
  add column is_manual_weight boolean not null default false,
  add column is_price_override boolean not null default false,
  -- the item's own price when the line's was overridden (the ticket's PriceOverridesAmount)
  add column list_price numeric(12, 2),
  add column ticket_discount numeric(12, 2) not null default 0,
  -- a line deleted on the ticket before it was paid: shown struck through, counted nowhere
  add column is_deleted boolean not null default false;
create index ticket_lines_parent on ticket_lines (parent_line_id) where parent_line_id is not null;

alter table ticket_payments
  add column additional_payment_info text,
  add column transaction_id text;

create table ticket_taxes (
  ticket_tax_id bigserial primary key,
  document_id bigint not null references tickets on delete cascade,
  rule_name text not null,
  tax_rate numeric(7, 4) not null,
  tax_amount numeric(12, 2) not null
);
create index ticket_taxes_document on ticket_taxes (document_id);

create table ticket_notes (
  document_id bigint not null references tickets on delete cascade,
  sequence_number integer not null,
  note text not null,
  primary key (document_id, sequence_number)
);
