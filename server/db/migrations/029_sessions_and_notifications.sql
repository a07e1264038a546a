-- Sessions and notification settings (interface §9 "Account", issue 22).

-- A login (a refresh-token family): the device it was made from (its User-Agent, as sent) and
-- when it was last used (a refresh, or a request with one of its access tokens, at most once a
-- minute). Families made before this migration have no row: the list shows "Unknown device".
create table logins (
  family uuid primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  user_agent text,
  created_at timestamptz not null default ftc_now(),
  last_used_at timestamptz not null default ftc_now()
);
create index logins_account_idx on logins (account_id);

-- Which emails (and texts) a member wants. No row: everything on. `version` goes up when a kind
-- is turned back on: an unsubscribe link signed under an older version does nothing.
create table notification_settings (
  account_id bigint primary key references accounts (id) on delete cascade,
  email_messages boolean not null default true,
  email_applications boolean not null default true,
  email_bookings boolean not null default true,
  email_reminders boolean not null default true,
  email_newsletter boolean not null default true,
  email_tips boolean not null default true,
  sms_bookings boolean not null default true,
  version integer not null default 0,
  updated_at timestamptz not null default ftc_now()
);

-- The newsletter's own unsubscribe (a subscriber need not have an account): when it was used.
alter table newsletter_subscribers add column unsubscribed_at timestamptz;

-- The headers of an email the development transports "sent" (List-Unsubscribe…).
alter table outbox add column headers jsonb;
