-- The marketplace's hiring half (interface §7): parents' jobs and caregivers' applications.
-- A hire (applications.status = 'hired') closes its job and adds a `hires` row (006), which
-- makes the caregiver reviewable by that parent.

create table jobs (
  id bigserial primary key,
  parent_account_id bigint not null references accounts (id) on delete cascade,
  title text not null,
  description text not null default '',
  zip text not null,
  city text not null,
  state text not null,
  -- From the ZIP code's centre; never sent to a client (interface §7): only distances are.
  lat double precision not null,
  lng double precision not null,
  services text[] not null,
  age_groups text[] not null default '{}',
  schedule text not null default '',
  hourly_rate_max integer not null check (hourly_rate_max between 500 and 20000),
  currency text not null default 'USD',
  starts_on date not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Caregivers' search: distance (earthdistance, GiST) and array filters (GIN) on open jobs.
create index jobs_open_earth_idx on jobs using gist (ll_to_earth(lat, lng)) where status = 'open';
create index jobs_open_services_idx on jobs using gin (services) where status = 'open';
create index jobs_open_age_groups_idx on jobs using gin (age_groups) where status = 'open';
-- A parent's own list (newest first) and the count of their open jobs (the paywall).
create index jobs_parent_idx on jobs (parent_account_id, created_at desc, id desc);

create table applications (
  id bigserial primary key,
  job_id bigint not null references jobs (id) on delete cascade,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  message text not null,
  status text not null default 'applied'
    check (status in ('applied', 'shortlisted', 'declined', 'hired')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (job_id, profile_id)
);
-- A caregiver's applications of a month (the paywall) and their `applied` flags.
create index applications_profile_idx on applications (profile_id, created_at);
