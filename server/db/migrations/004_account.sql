-- Account: merchants linked to merchant admins and partners, licence acceptances, notifications,
-- server settings (the JWT secret), and lookups for reset tokens and session clean-up.

-- The merchants a merchant admin or partner may select (provider admins see every merchant).
create table user_merchants (
  user_id integer not null references users on delete cascade,
  merchant_id integer not null references merchants,
  primary key (user_id, merchant_id)
);
create index user_merchants_merchant on user_merchants (merchant_id);

-- Every licence acceptance (UpdateMerchantEulaHistory); users.pending_eula_id is cleared at the same time.
create table eula_acceptances (
  acceptance_id serial primary key,
  user_id integer not null references users on delete cascade,
  eula_id integer not null references eulas,
  merchant_id integer references merchants,
  accepted_at timestamptz not null
);
create index eula_acceptances_user on eula_acceptances (user_id);

-- Notifications shown after sign-in; merchant_id null = every merchant.
create table notifications (
  notification_id serial primary key,
  merchant_id integer references merchants,
  title text not null,
  description text not null default '',
  messages jsonb not null default '[]',
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
create index notifications_merchant on notifications (merchant_id, starts_at);

-- Server-wide values generated once (e.g. the JWT secret when JWT_SECRET is not set).
create table server_settings (
  key text primary key,
  value text not null
);

create index password_reset_tokens_user on password_reset_tokens (user_id);
