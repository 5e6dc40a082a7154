-- A version of each store's figures: bumped by the database whenever a statement changes the store's
-- ticket totals (020: every change of its tickets, their lines or payments, and a new time zone, 035,
-- goes through them). An answer built from those totals is kept keyed by the versions of the stores
-- it counts (server/routes/keptFigures.ts), so it is right in every server process that shares the
-- database: a change anywhere makes a new key. A table of its own, not a column of stores, whose
-- every change bumps the merchant's data version (006) and so the session contexts.
create table store_figures_versions (
  store_id integer primary key,
  version bigint not null
);

create function bump_store_figures_versions() returns trigger language plpgsql as $$
begin
  insert into store_figures_versions (store_id, version)
    -- in the stores' order: two statements bumping the same stores wait for each other, never deadlock
    select distinct store_id, 1 from changed_totals order by store_id
    on conflict (store_id) do update set version = store_figures_versions.version + 1;
  return null;
end $$;

-- on each totals table, for each statement: the rows it added or changed (their store stays: it is
-- part of each table's key), or took out; one event a trigger (a trigger with a transition table may
-- have only one)
do $$
declare
  totals text;
  event text;
begin
  foreach totals in array array['ticket_hour_totals', 'ticket_item_day_totals', 'ticket_payment_day_totals'] loop
    foreach event in array array['insert', 'update', 'delete'] loop
      execute format(
        'create trigger %1$s_version_%2$s after %2$s on %1$s referencing %3$s table as changed_totals
           for each statement execute function bump_store_figures_versions()',
        totals, event, case event when 'delete' then 'old' else 'new' end);
    end loop;
  end loop;
end $$;
