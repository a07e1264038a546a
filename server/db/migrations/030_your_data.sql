-- Your data (interface §9, issue 22): exports of everything held about a member, and the
-- deletion that takes a member off the market at once and erases their personal data after
-- 14 days (services/your-data.ts).

-- One export: prepared in the background, then readable by its owner for 7 days.
create table account_exports (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  account_id bigint not null references accounts (id) on delete cascade,
  status text not null default 'preparing' check (status in ('preparing', 'ready')),
  document jsonb,
  created_at timestamptz not null default ftc_now(),
  ready_at timestamptz,
  expires_at timestamptz not null default ftc_now() + interval '7 days'
);
create index account_exports_account_idx on account_exports (account_id, created_at desc);

-- A deletion: when it was asked (no login from then on), the link that undoes it (a hash),
-- what it took off the market (to put it back on restore), and when the data was erased.
alter table accounts add column deleted_at timestamptz;
alter table accounts add column restore_token_hash text unique;
alter table accounts add column deletion_undo jsonb;
alter table accounts add column erased_at timestamptz;
create index accounts_deleted_idx on accounts (deleted_at) where deleted_at is not null and erased_at is null;
