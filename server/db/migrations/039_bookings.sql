-- Bookings after the hire (interface §11, issue 25): a parent asks for a dated block of care,
-- the caregiver answers within a window, the hours are confirmed afterwards.
create extension if not exists btree_gist;

-- The caregiver's city's IANA time zone (from the profile's ZIP centre, @photostructure/tz-lookup):
-- weekly availability (§7) and weekly repeats are in this local time. Null until the profile has
-- a place; the server fills it when the ZIP is saved and for rows made before this column.
alter table caregiver_profiles add column time_zone text;

create table bookings (
  id bigserial primary key,
  parent_account_id bigint not null references accounts (id) on delete cascade,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  -- The bookings made by one request with `repeat_weekly_until` share the first one's id.
  series_id bigint,
  status text not null default 'requested' check (status in (
    'requested', 'confirmed', 'declined', 'expired', 'cancelled',
    'hours_submitted', 'completed', 'disputed')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  children integer not null check (children between 1 and 6),
  hourly_rate integer not null check (hourly_rate between 500 and 20000),
  currency text not null default 'USD',
  notes text not null default '' check (char_length(notes) <= 1000),
  -- The caregiver's zone when asked: what the week view names when it differs from the reader's.
  time_zone text not null default 'UTC',
  respond_by timestamptz not null,
  answer_reason text,
  answered_at timestamptz,
  -- When the caregiver accepted; kept after a cancel: reliability counts bookings ever confirmed.
  confirmed_at timestamptz,
  cancelled_by text check (cancelled_by in ('parent', 'caregiver')),
  cancel_reason text,
  cancelled_at timestamptz,
  late_cancel boolean not null default false,
  -- Hours the caregiver submitted (0.25 steps) and what the parent said of them.
  hours numeric(5, 2) check (hours is null or (hours >= 0 and hours * 4 = trunc(hours * 4))),
  hours_note text,
  hours_submitted_at timestamptz,
  dispute_reason text,
  completed_at timestamptz,
  -- Minor units (hours × rate, rounded), set when completed.
  amount_due integer,
  reminded_at timestamptz,
  created_at timestamptz not null default ftc_now(),
  updated_at timestamptz not null default ftc_now(),
  check (ends_at > starts_at),
  check (ends_at - starts_at <= interval '12 hours'),
  -- A caregiver is never in two confirmed bookings at once: exact under any burst of accepts.
  constraint bookings_no_overlap exclude using gist (
    profile_id with =, tstzrange(starts_at, ends_at) with &&
  ) where (status = 'confirmed')
);
create index bookings_parent_idx on bookings (parent_account_id, starts_at desc, id);
create index bookings_profile_idx on bookings (profile_id, starts_at desc, id);
-- The background jobs' scans: requests past their window, reminders, hours left unanswered.
create index bookings_requested_idx on bookings (respond_by) where status = 'requested';
create index bookings_confirmed_idx on bookings (starts_at) where status = 'confirmed';
create index bookings_hours_idx on bookings (hours_submitted_at) where status = 'hours_submitted';

-- A member's secret calendar feed (§11): only the token's hash is kept; a new link replaces it.
create table calendar_links (
  account_id bigint primary key references accounts (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default ftc_now()
);
