-- `ftc_now()` (migration 022) in PL/pgSQL, same body, same answers. As an SQL function it is not
-- inlined (its body reads `server_clock`), so PostgreSQL planned its body again at every use in
-- every statement: over a bench run of 3,030 messages, 13,119 plans, 0.5 s of PostgreSQL's CPU,
-- the largest item of planning left on a message's send (issue 27, pg_stat_statements). A
-- PL/pgSQL function keeps its body's plan for the connection. Stable and parallel safe as
-- before; the defaults and statements that call it are unchanged (same function, same oid).
create or replace function ftc_now() returns timestamptz
  language plpgsql stable parallel safe
  as $$
begin
  return now() + (select offset_ms from server_clock) * interval '1 millisecond';
end
$$;
