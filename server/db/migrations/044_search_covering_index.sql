-- The search near a ZIP reads its candidates from one index (issue 25's search bench; interface
-- §7 and §11). Before, every profile in the radius's box was a heap visit (~1 page each: a
-- profile row is ~1.5 kB with its bio), `ll_to_earth(lat, lng)` was computed again per row, and
-- "verified" was a lookup in caregiver_badges per row. Now the point on the earth, its grid cell
-- and the end of the verification are stored columns, and one btree on the cell carries every
-- column the search filters and sorts by (all but the words of `q`), so the search is an
-- index-only scan; only the page's 20 rows are read from the table.
alter table caregiver_profiles
  add column earth cube generated always as (ll_to_earth(lat, lng)) stored;

-- Until when the profile counts as verified (§7 `verified`): the latest end of an `id` or
-- `background_check` badge, infinity for one that does not expire, null for none. Kept by a
-- trigger on caregiver_badges, so every writer counts; "verified now" is `verified_until > now`,
-- the same rule as services/badges.ts's ACTIVE_BADGE_SQL.
alter table caregiver_profiles add column verified_until timestamptz;

create function ftc_verified_until(profile bigint) returns timestamptz
language sql stable as $$
  select max(coalesce(b.expires_at, 'infinity'::timestamptz))
    from caregiver_badges b
   where b.profile_id = profile and b.kind in ('id', 'background_check')
$$;

create function ftc_keep_verified_until() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update caregiver_profiles set verified_until = ftc_verified_until(old.profile_id)
     where id = old.profile_id
       and verified_until is distinct from ftc_verified_until(old.profile_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update caregiver_profiles set verified_until = ftc_verified_until(new.profile_id)
     where id = new.profile_id
       and verified_until is distinct from ftc_verified_until(new.profile_id);
  end if;
  return null;
end $$;

create trigger caregiver_badges_verified_until
  after insert or update of profile_id, kind, expires_at or delete on caregiver_badges
  for each row execute function ftc_keep_verified_until();

update caregiver_profiles p set verified_until = ftc_verified_until(p.id)
 where exists (select 1 from caregiver_badges b where b.profile_id = p.id);

-- Until when the caregiver's account is off the market (§10): infinity once deleted or suspended
-- without an end, the suspension's end, null while on it; "off now" is `> now`, the rule of
-- sql-fragments.ts's accountOnMarketSql. Kept by a trigger on accounts, so every writer counts.
alter table caregiver_profiles add column account_off_until timestamptz;

create function ftc_account_off_until(a accounts) returns timestamptz
language sql immutable as $$
  select case when a.deleted_at is not null then 'infinity'::timestamptz
              when a.suspended_at is not null then coalesce(a.suspended_until, 'infinity') end
$$;

create function ftc_keep_account_off_until() returns trigger
language plpgsql as $$
begin
  update caregiver_profiles set account_off_until = ftc_account_off_until(new)
   where account_id = new.id and account_off_until is distinct from ftc_account_off_until(new);
  return null;
end $$;

create trigger accounts_off_until
  after update of deleted_at, suspended_at, suspended_until on accounts
  for each row execute function ftc_keep_account_off_until();

create function ftc_set_account_off_until() returns trigger
language plpgsql as $$
begin
  new.account_off_until := (select ftc_account_off_until(a) from accounts a where a.id = new.account_id);
  return new;
end $$;

create trigger caregiver_profiles_account_off_until
  before insert or update of account_id on caregiver_profiles
  for each row execute function ftc_set_account_off_until();

update caregiver_profiles p set account_off_until = ftc_account_off_until(a)
  from accounts a
 where a.id = p.account_id and (a.deleted_at is not null or a.suspended_at is not null);

-- Services and age groups as bit masks (bit i for the i-th of the contract's SERVICES and
-- AGE_GROUPS, in their order): 4 bytes in the index row where the arrays take ~50 each, and one
-- `&` a row where `@>` compares strings. The arrays stay the profile's words.
create function ftc_mask(items text[], known text[]) returns int
language sql immutable parallel safe as $$
  select coalesce(bit_or(1 << (array_position(known, item) - 1)), 0)
    from unnest(items) item
   where item = any(known)
$$;

alter table caregiver_profiles
  add column services_mask int generated always as (ftc_mask(services,
    array['babysitting', 'nanny', 'after_school', 'overnight', 'special_needs', 'tutoring'])) stored,
  add column age_groups_mask int generated always as (ftc_mask(age_groups,
    array['infant', 'toddler', 'preschool', 'school_age', 'teen'])) stored;

-- The grid cell of the profile's point (services/earth-cells.ts): 1/20° of latitude by 1/20° of
-- longitude, row-major from (-90, -180). A search lists the cells its circle may reach.
alter table caregiver_profiles add column cell int generated always as (
  (floor((lat + 90) * 20) * 7200 + floor((lng + 180) * 20))::int) stored;

-- The search's index: a btree on the cell (several times cheaper a row than the GiST box it
-- replaces) carrying every column the search filters and sorts by.
drop index caregiver_profiles_earth_idx;
create index caregiver_profiles_cell_idx on caregiver_profiles (cell)
  include (id, account_off_until, hidden_at, earth, services_mask, age_groups_mask, languages,
           hourly_rate, available_days, rating, last_active_at, verified_until, time_zone,
           availability_minutes)
  where published and lat is not null;

-- "No confirmed booking meets the window" per candidate: a btree range scan over the profile's
-- confirmed bookings starting up to 12 h (the longest booking) before the window's end.
create index bookings_confirmed_starts_idx on bookings (profile_id, starts_at)
  include (ends_at) where status = 'confirmed';
