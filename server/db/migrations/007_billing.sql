-- Billing (1-foundation.md §7 AccountBilling): each merchant's billing account (subscription number,
-- the card on file, a concurrency checksum), its invoices (one a month per store), the payments that
-- settled them, and the single-use sessions of the hosted payment page. Money in cents.
-- stores.payment_due_date stays what the login flow counts past-due days from: the earliest due date
-- of the store's open invoices (null when nothing is due); a payment sets it again.

create table billing_accounts (
  merchant_id integer primary key references merchants,
  subscription_number text unique,
  card_brand text,
  card_last4 char(4),
  card_exp_month integer check (card_exp_month between 1 and 12),
  card_exp_year integer,
  cardholder_name text,
  card_updated_at timestamptz,
  -- bumped by every payment and card change: a write made on an older value is refused
  concurrency_checksum integer not null default 1
);

create table billing_payments (
  payment_id serial primary key,
  merchant_id integer not null references merchants,
  user_id integer references users on delete set null,
  reference text not null unique,
  amount_cents integer not null check (amount_cents >= 0),
  card_brand text not null,
  card_last4 char(4) not null,
  paid_at timestamptz not null
);
create index billing_payments_merchant on billing_payments (merchant_id, paid_at desc);

create table invoices (
  invoice_id serial primary key,
  merchant_id integer not null references merchants,
  store_id integer not null references stores,
  invoice_number text not null unique,
  period_start date not null,
  period_end date not null,
  issued_on date not null,
  due_date date not null,
  amount_cents integer not null check (amount_cents >= 0),
  payment_id integer references billing_payments,
  paid_at timestamptz,
  check ((paid_at is null) = (payment_id is null))
);
create index invoices_merchant on invoices (merchant_id, issued_on desc);
create index invoices_open on invoices (merchant_id, store_id) where paid_at is null;

-- A hosted payment page opened by GetCreditHPMUrl: only the token's SHA-256 is kept; it serves once.
create table hosted_payment_sessions (
  token_hash text primary key,
  merchant_id integer not null references merchants,
  user_id integer not null references users on delete cascade,
  amount_cents integer not null check (amount_cents >= 0),
  concurrency_checksum integer not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index hosted_payment_sessions_expires on hosted_payment_sessions (expires_at);

-- A database that already has merchants: a billing account each, and an open invoice (the plan's
-- monthly price, $79.00) for every store that has a bill due, so the balance matches the due date.
insert into billing_accounts (merchant_id, subscription_number)
  select merchant_id, 'A-S' || lpad(merchant_id::text, 8, '0') from merchants
  on conflict do nothing;

insert into invoices (merchant_id, store_id, invoice_number, period_start, period_end, issued_on, due_date, amount_cents)
  select s.merchant_id, s.store_id,
    'INV-' || s.store_id || '-' || to_char(s.payment_due_date - 15, 'YYYYMMDD'),
    s.payment_due_date - 45, s.payment_due_date - 16, s.payment_due_date - 15, s.payment_due_date, 7900
  from stores s
  where s.payment_due_date is not null
    and not exists (select 1 from invoices i where i.store_id = s.store_id and i.paid_at is null);
