-- The marketplace's finding half (interface §7): caregiver profiles, their badges, parents'
-- favourites, hires (made by applications in the next part; seeded for now) and reviews.

create extension if not exists cube;
create extension if not exists earthdistance;

alter table accounts add column is_admin boolean not null default false;

create table caregiver_profiles (
  id bigserial primary key,
  account_id bigint not null unique references accounts (id) on delete cascade,
  first_name text not null,
  last_initial text not null,
  headline text not null default '',
  bio text not null default '',
  photo_url text,
  zip text not null default '',
  city text not null default '',
  state text not null default '',
  -- Never sent to a client (interface §7): only distances are.
  lat double precision,
  lng double precision,
  hourly_rate integer not null default 2000 check (hourly_rate between 500 and 20000),
  currency text not null default 'USD',
  experience_years integer not null default 0 check (experience_years between 0 and 60),
  age_groups text[] not null default '{}',
  services text[] not null default '{}',
  languages text[] not null default '{}',
  availability jsonb not null default '[]'::jsonb,
  -- Days with any slot, as a bitmask (bit d for day d), for the available_day filter.
  available_days integer not null default 0,
  published boolean not null default false,
  rating numeric(2, 1),
  review_count integer not null default 0,
  last_active_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_text tsvector generated always as (
    to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(bio, ''))
  ) stored
);

-- Search: distance (earthdistance on a cube, GiST), array filters (GIN), words (GIN), sorts.
create index caregiver_profiles_earth_idx on caregiver_profiles
  using gist (ll_to_earth(lat, lng)) where published and lat is not null;
create index caregiver_profiles_services_idx on caregiver_profiles using gin (services) where published;
create index caregiver_profiles_age_groups_idx on caregiver_profiles using gin (age_groups) where published;
create index caregiver_profiles_languages_idx on caregiver_profiles using gin (languages) where published;
create index caregiver_profiles_text_idx on caregiver_profiles using gin (search_text) where published;
create index caregiver_profiles_rate_idx on caregiver_profiles (hourly_rate, id) where published;
create index caregiver_profiles_recent_idx on caregiver_profiles (last_active_at desc, id) where published;
create index caregiver_profiles_rating_idx on caregiver_profiles (rating desc nulls last, id) where published;

create table caregiver_badges (
  id bigserial primary key,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  kind text not null check (kind in ('mobile', 'id', 'background_check', 'first_aid')),
  verified_at timestamptz not null default now(),
  expires_at timestamptz,
  document_id text references documents (id) on delete set null,
  unique (profile_id, kind)
);
create index caregiver_badges_kind_idx on caregiver_badges (kind, profile_id);

create table favourites (
  parent_account_id bigint not null references accounts (id) on delete cascade,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (parent_account_id, profile_id)
);

-- A parent hired a caregiver: what makes a review possible.
create table hires (
  id bigserial primary key,
  parent_account_id bigint not null references accounts (id) on delete cascade,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (parent_account_id, profile_id)
);

create table reviews (
  id bigserial primary key,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  parent_account_id bigint not null references accounts (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  body text not null,
  reply_body text,
  reply_created_at timestamptz,
  created_at timestamptz not null default now(),
  unique (profile_id, parent_account_id)
);
create index reviews_profile_idx on reviews (profile_id, created_at desc);

-- Document review by an admin.
alter table documents add column reviewed_at timestamptz;
alter table documents add column reviewed_by bigint references accounts (id) on delete set null;
alter table documents add column review_reason text;
