-- POS tickets and their lines, payments, taxes and notes.
create table tickets (
  document_id bigserial primary key,
  merchant_id integer not null references merchants,
  store_id integer not null references stores,
  ticket_number integer not null,
  check_number integer,
  business_date date not null,
  ticket_date timestamptz not null,
  transaction_type text not null,
  order_name text,
  customer_name text,
  customer_number text,
  user_name text not null,
  station text not null,
  sub_total_amount numeric(12, 2) not null default 0,
  discount_amount numeric(12, 2) not null default 0,
  tax_amount numeric(12, 2) not null default 0,
  tip_amount numeric(12, 2) not null default 0,
  total_amount numeric(12, 2) not null default 0
);
create index tickets_store_date on tickets (store_id, business_date desc, document_id desc);

create table ticket_lines (
  ticket_line_id bigserial primary key,
  document_id bigint not null references tickets on delete cascade,
  line_number integer not null,
  item_master_id integer,
  item_name text not null,
  description text not null default '',
  quantity_sold numeric(10, 3) not null default 1,
  price numeric(12, 2) not null,
  line_discount numeric(12, 2) not null default 0
);
create index ticket_lines_document on ticket_lines (document_id);

create table ticket_payments (
  ticket_payment_id bigserial primary key,
  document_id bigint not null references tickets on delete cascade,
  payment_type text not null,
  description text not null,
  payment_amount numeric(12, 2) not null,
  tip_amount numeric(12, 2) not null default 0
);
create index ticket_payments_document on ticket_payments (document_id);
