-- Lockout without denial of service (issue 22 §5; OWASP's "Slow Down Online Guessing Attacks with
-- Device Cookies"). Failed log-ons are counted per client kind, in one table every server process
-- shares, each counter alike (more than 4 failures lock it for LOCKOUT_MINUTES; while locked nothing
-- changes; after the lock the count starts again):
--   'name'    a name that is no account (the normalised name): unknown names answer like known ones;
--   'account' an account's untrusted clients (the user id): browsers without its device cookie;
--   'device'  one browser holding a valid device cookie of the account ("<user id>:<device id>"):
--             failures from elsewhere never lock it out.
create table login_failures (
  kind text not null check (kind in ('name', 'account', 'device')),
  key text not null,
  failed_attempts integer not null,
  locked_until timestamptz,
  last_failed_at timestamptz not null,
  primary key (kind, key)
);
create index login_failures_last on login_failures (last_failed_at);

insert into login_failures (kind, key, failed_attempts, locked_until, last_failed_at)
  select 'name', name_key, failed_attempts, locked_until, last_failed_at from login_name_failures;
drop table login_name_failures;

-- an account's failures and its lock from failed log-ons become its untrusted clients' counter
insert into login_failures (kind, key, failed_attempts, locked_until, last_failed_at)
  select 'account', user_id::text, failed_attempts, locked_until, now() from users
  where failed_attempts > 0 or locked_until is not null;

-- users.is_locked is now an administrator's lock alone (no end; the e-mailed reset clears it): it
-- ends the user's sessions, and the log-on answers it like any account (I, I, I, I, then L)
update users set is_locked = false where locked_until is not null;

-- the session lookup without the columns that go
drop function session_with_user(text);
alter table users drop column locked_until, drop column failed_attempts;

create function session_with_user(p_token_hash text)
returns table (
  token_hash text,
  user_id integer,
  csrf_token text,
  merchant_id integer,
  store_id integer,
  timeout_minutes integer,
  last_seen_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz,
  username text,
  full_name text,
  membership_user_id uuid,
  pos_user_id integer,
  silver_role text,
  is_company_user boolean,
  is_account_manager boolean,
  home_merchant_id integer,
  is_locked boolean,
  pending_eula_id integer,
  must_change_password boolean,
  merchant_version bigint
)
language plpgsql stable
as $$
#variable_conflict use_column
begin
  return query
    select s.token_hash, s.user_id, s.csrf_token, s.merchant_id, s.store_id, s.timeout_minutes,
      s.last_seen_at, s.expires_at, s.created_at,
      u.username, u.full_name, u.membership_user_id, u.pos_user_id, u.silver_role, u.is_company_user,
      u.is_account_manager, u.merchant_id, u.is_locked,
      u.pending_eula_id, u.must_change_password,
      m.data_version
    from sessions s
      join users u on u.user_id = s.user_id
      left join merchants m on m.merchant_id = s.merchant_id
    where s.token_hash = p_token_hash;
end
$$;
