-- The server's clock (interface §9, `POST /dev/tick`): outside production a tick moves it to a
-- given time, and it runs on from there. `ftc_now()` is what every query calls "now"; its offset
-- is 0 in production, where nothing can change it. One row, shared by every instance.
create table server_clock (
  id boolean primary key default true check (id),
  offset_ms bigint not null default 0,
  last_tick timestamptz
);
insert into server_clock default values;

create function ftc_now() returns timestamptz
  language sql stable parallel safe
  as $$ select now() + (select offset_ms from server_clock) * interval '1 millisecond' $$;
