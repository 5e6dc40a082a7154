-- The session lookup every authenticated request makes (server/db/queries/sessions.ts), as a
-- PL/pgSQL function: its plan is made once per connection and kept, where the same query sent as
-- text is parsed and planned again each time. On PGlite planning was most of the request's time
-- (about 0.5 ms of 0.7 ms for the portal data; bench/README.md).
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
  locked_until timestamptz,
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
      u.is_account_manager, u.merchant_id, u.is_locked, u.locked_until,
      u.pending_eula_id, u.must_change_password,
      m.data_version
    from sessions s
      join users u on u.user_id = s.user_id
      left join merchants m on m.merchant_id = s.merchant_id
    where s.token_hash = p_token_hash;
end
$$;
