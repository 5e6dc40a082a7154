-- The notifications modal opens once per server session (1-foundation.md §4 "Other"): the session
-- that has seen it. Ends with its session (log-off, expiry clean-up, a new log-on is a new session).
create table session_notifications_seen (
  token_hash text primary key references sessions (token_hash) on delete cascade,
  seen_at timestamptz not null
);
