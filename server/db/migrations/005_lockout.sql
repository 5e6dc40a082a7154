-- Lockout that expires, shared by every server process.
-- users.locked_until: when a lock from failed log-ons ends (LOCKOUT_MINUTES after the last one); null
-- while is_locked means a lock that only the e-mailed reset clears (an administrator's, or the demo
-- account "locked").
alter table users add column locked_until timestamptz;

-- Failed log-ons of names that are no account, counted like an account's (I, I, I, I, L) so that the
-- answers cannot tell which names exist. name_key is the normalised name (NFKC, trimmed, lower case).
create table login_name_failures (
  name_key text primary key,
  failed_attempts integer not null,
  locked_until timestamptz,
  last_failed_at timestamptz not null
);
create index login_name_failures_last on login_name_failures (last_failed_at);
