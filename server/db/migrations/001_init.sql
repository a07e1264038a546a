-- Accounts: parents ('user') and caregivers ('service_provider') are separate account types.
create table accounts (
  id bigserial primary key,
  type text not null check (type in ('user', 'service_provider')),
  full_name text not null,
  email text not null,
  country_code text not null,
  mobile text not null,
  password_hash text not null,
  is_mobile_verified boolean not null default false,
  profile jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index accounts_type_email_key on accounts (type, email);
create unique index accounts_type_phone_key on accounts (type, country_code, mobile);

-- One-time codes for mobile verification, stored as HMACs.
create table otps (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  invalidated_at timestamptz,
  created_at timestamptz not null default now()
);
create index otps_account_idx on otps (account_id, created_at desc);

-- Refresh tokens, stored hashed; a family is one login, rotated on every refresh.
create table refresh_tokens (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  token_hash text not null unique,
  family uuid not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  replaced_by bigint references refresh_tokens (id),
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_idx on refresh_tokens (family);

create table password_resets (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- What the development transports "sent" (GET /dev/outbox).
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  code text,
  created_at timestamptz not null default now()
);
create index outbox_created_idx on outbox (created_at desc);

create table newsletter_subscribers (
  id bigserial primary key,
  email text not null unique,
  status text not null default 'pending' check (status in ('pending', 'confirmed')),
  confirm_token_hash text unique,
  consent_at timestamptz not null default now(),
  consent_source text,
  consent_ip text,
  signups integer not null default 1,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Sliding-window counters shared by every instance (rate limits per identifier).
create table rate_events (
  key text not null,
  at timestamptz not null default now()
);
create index rate_events_key_idx on rate_events (key, at);

create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Content
create table faqs (
  id bigserial primary key,
  audience text not null check (audience in ('users', 'service-providers')),
  question text not null,
  answer text not null,
  position integer not null default 0
);
create table hows (
  id bigserial primary key,
  audience text not null check (audience in ('users', 'service-providers')),
  step integer not null,
  title text not null,
  body text not null,
  icon text not null
);
create table videos (
  id bigserial primary key,
  kind text not null check (kind in ('spotlight', 'featured')),
  title text not null,
  description text not null,
  youtube_id text not null,
  poster_url text not null,
  duration_seconds integer not null,
  position integer not null default 0
);
create table static_pages (
  slug text primary key,
  title text not null,
  body_html text not null,
  updated_at timestamptz not null default now()
);
create table blog_posts (
  id bigserial primary key,
  slug text not null unique,
  title text not null,
  excerpt text not null,
  body_html text not null,
  author text not null,
  cover_url text not null,
  tags text[] not null default '{}',
  published_at timestamptz not null
);
create table sps (
  id bigserial primary key,
  slug text not null unique,
  data jsonb not null
);
create table ads (
  id bigserial primary key,
  slug text not null unique,
  audience text not null,
  data jsonb not null,
  position integer not null default 0
);
create table settings (
  key text primary key,
  value jsonb not null
);
create table business_data (
  key text primary key,
  value jsonb not null
);
