-- Issue 25, bookings' calendar feed, reliability, search by time and metrics (interface §11).

-- Reliability (`reliability` on profiles and cards): each page's profiles count their bookings
-- ever confirmed from this index alone (an index-only scan, a few rows per profile).
create index bookings_reliability_idx on bookings (profile_id)
  include (status, cancelled_by, late_cancel) where confirmed_at is not null;

-- Metrics: bookings made per day, like the other figures (migration 036).
create index bookings_created_idx on bookings (created_at);

-- Search by time: a caregiver's weekly availability as one int4range of minutes from Sunday
-- 00:00 local time per slot (0 … 10080), so "covers this window" is one `@>` per slot; kept by a
-- trigger from `availability` (the JSON the editor saves), so every writer counts.
alter table caregiver_profiles add column availability_minutes int4range[] not null default '{}';

create function ftc_availability_minutes(slots jsonb) returns int4range[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(int4range(
           (s->>'day')::int * 1440
             + split_part(s->>'from', ':', 1)::int * 60 + split_part(s->>'from', ':', 2)::int,
           (s->>'day')::int * 1440
             + split_part(s->>'to', ':', 1)::int * 60 + split_part(s->>'to', ':', 2)::int,
           '[]')), '{}')
    from jsonb_array_elements(case when jsonb_typeof(slots) = 'array' then slots
                                   else '[]'::jsonb end) s
$$;

create function ftc_keep_availability_minutes() returns trigger
language plpgsql as $$
begin
  new.availability_minutes := ftc_availability_minutes(new.availability);
  return new;
end $$;

create trigger caregiver_profiles_availability_minutes
  before insert or update of availability on caregiver_profiles
  for each row execute function ftc_keep_availability_minutes();

update caregiver_profiles set availability_minutes = ftc_availability_minutes(availability);

-- A window of time as minutes of the week in `zone`'s local time (the same scale as
-- availability_minutes): its start's minute, and as many minutes more as the local clock moves
-- to its end (a window over a daylight-saving change keeps its wall-clock end). A window past
-- Saturday midnight reaches beyond 10080 and so is covered by no slot.
create function ftc_week_window(starts timestamptz, ends timestamptz, zone text) returns int4range
language sql stable parallel safe as $$
  -- One expression (no FROM): the planner inlines it into the search's WHERE.
  select int4range(
    extract(dow from starts at time zone zone)::int * 1440
      + extract(hour from starts at time zone zone)::int * 60
      + extract(minute from starts at time zone zone)::int,
    extract(dow from starts at time zone zone)::int * 1440
      + extract(hour from starts at time zone zone)::int * 60
      + extract(minute from starts at time zone zone)::int
      + ceil(extract(epoch from (ends at time zone zone)
               - date_trunc('minute', starts at time zone zone)) / 60)::int,
    '[]')
$$;

-- A calendar link's token is HMAC(server secret, salt): `GET …/calendar-link` shows the same URL
-- again without the token being stored; only its hash finds the member (migration 039).
alter table calendar_links add column salt text;
