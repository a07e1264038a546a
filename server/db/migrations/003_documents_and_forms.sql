-- Documents an account uploads (identity, certifications, background checks) for review, and
-- the site's forms (connect, concierge, demo request, contact). The file itself lives in the
-- file storage (services/file-storage.ts) under storage_key; the row says what it is.

create table documents (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  account_id bigint not null references accounts (id) on delete cascade,
  kind text not null check (kind in ('identity', 'certification', 'background_check', 'other')),
  original_name text not null,
  mime text not null check (mime in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes > 0),
  storage_key text not null unique,
  status text not null default 'pending_review'
    check (status in ('pending_review', 'approved', 'rejected')),
  expires_on date,
  created_at timestamptz not null default now()
);
create index documents_account_idx on documents (account_id, created_at desc);

create table form_submissions (
  id bigserial primary key,
  form text not null check (form in ('connect', 'concierge', 'demo_request', 'contact')),
  payload jsonb not null,
  email text not null,
  ip text,
  created_at timestamptz not null default now()
);
create index form_submissions_form_idx on form_submissions (form, created_at desc);
