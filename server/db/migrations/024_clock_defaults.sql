-- Rows stamp themselves by the server's clock (migration 022), not by PostgreSQL's own: every
-- `default now()` of our tables becomes `default ftc_now()`, so a row created after a
-- `POST /dev/tick` carries the ticked time, and later comparisons with `ftc_now()` (a code's
-- age, a stream ticket's, a month's applications) hold. Identical to `now()` in production,
-- where the offset is 0. The abuse limits' tables keep real time (services/rate-limiter.ts).
-- A table added later writes `default ftc_now()` itself.
do $$
declare
  col record;
begin
  for col in
    select c.table_name, c.column_name
      from information_schema.columns c
     where c.table_schema = 'public'
       and c.column_default = 'now()'
       and c.table_name not in ('rate_events', 'client_rate_windows')
     order by c.table_name, c.column_name
  loop
    execute format('alter table %I alter column %I set default ftc_now()',
                   col.table_name, col.column_name);
  end loop;
end
$$;
