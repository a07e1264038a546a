-- A member's pending change of email or mobile (interface §9 "Account"): the new address or
-- number waits here until it is confirmed from itself (the emailed link, the texted code); the
-- account keeps the old one, and logs in with it, until then. One row per request; a newer
-- request of the same kind voids the older ones. Secrets are stored hashed.
create table account_changes (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  kind text not null check (kind in ('email', 'mobile')),
  -- The new email (kind 'email'), or null.
  email text,
  -- The new number (kind 'mobile'), or null.
  country_code text,
  mobile text,
  -- sha256 of the emailed link's token (email), or the HMAC of the texted code (mobile). A change
  -- to an email or number another account has gets a secret that was never sent.
  secret_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default ftc_now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  voided_at timestamptz
);
create unique index account_changes_email_secret_key on account_changes (secret_hash)
  where kind = 'email';
create index account_changes_account_idx on account_changes (account_id, kind, created_at desc);
