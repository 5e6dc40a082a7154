-- Accounts: resellers, merchants, stores, users, sessions, e-mail outbox.
create table resellers (
  reseller_id integer primary key,
  name text not null
);

create table merchants (
  merchant_id integer primary key,
  name text not null,
  reseller_id integer not null references resellers,
  product_mode integer not null default 1,
  credit_gateway integer not null default 0,
  country_id integer not null default 840,
  customer_care char(1) not null default 'N' check (customer_care in ('Y', 'N')),
  merchant_type integer not null default 1,
  status_code integer not null default 2,
  feature_ids integer[] not null default '{}',
  flags jsonb not null default '{}',
  culture text not null default 'en-US',
  portal_timeout integer not null default 40 check (portal_timeout between 1 and 720),
  bsl_org text,
  created_at timestamptz not null default now()
);

create table stores (
  store_id integer primary key,
  merchant_id integer not null references merchants,
  store_code text not null,
  name text not null,
  status_code integer not null default 2,
  is_deleted boolean not null default false,
  has_first_run boolean not null default true,
  payment_due_date date,
  is_payment_required boolean not null default false,
  created_at timestamptz not null default now()
);
create index stores_merchant on stores (merchant_id, name);

create table eulas (
  eula_id integer primary key,
  file_name text not null,
  title text not null
);

create table users (
  user_id serial primary key,
  membership_user_id uuid not null unique,
  pos_user_id integer not null,
  username text not null,
  email text not null,
  full_name text not null,
  password_hash text not null,
  merchant_id integer references merchants,
  silver_role text,
  is_company_user boolean not null default false,
  is_account_manager boolean not null default false,
  merchant_user_role_id integer,
  user_role_rank integer not null default 1,
  role_has_features boolean not null default true,
  is_approved boolean not null default true,
  is_locked boolean not null default false,
  failed_attempts integer not null default 0,
  must_change_password boolean not null default false,
  pending_eula_id integer references eulas,
  created_at timestamptz not null default now()
);
create unique index users_username on users (lower(username));
create index users_email on users (lower(email));

create table user_stores (
  user_id integer not null references users on delete cascade,
  store_id integer not null references stores,
  primary key (user_id, store_id)
);

create table sessions (
  token_hash text primary key,
  user_id integer not null references users on delete cascade,
  csrf_token text not null,
  merchant_id integer references merchants,
  store_id integer references stores,
  timeout_minutes integer not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);
create index sessions_expires on sessions (expires_at);

create table login_throttle (
  client_key text primary key,
  window_start timestamptz not null,
  attempts integer not null
);

create table password_reset_tokens (
  token_hash text primary key,
  user_id integer not null references users on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null,
  sent_at timestamptz
);
