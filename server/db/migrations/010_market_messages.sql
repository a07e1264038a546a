-- Messaging between one parent and one caregiver, and the live stream (interface §7 and its
-- clarifications "Conversations" and "Stream"). One conversation per parent account and
-- caregiver profile; message ids are the stream's cursor (`after=`, `Last-Event-ID`): the
-- messages of one account commit in id order (services/conversations.ts locks both
-- participants' accounts before taking an id), so "every message after id N" is exact.

create table conversations (
  id bigserial primary key,
  parent_account_id bigint not null references accounts (id) on delete cascade,
  profile_id bigint not null references caregiver_profiles (id) on delete cascade,
  started_by text not null check (started_by in ('parent', 'caregiver')),
  -- The application it was started from, if any (kept for admins; the pair is what counts).
  application_id bigint references applications (id) on delete set null,
  -- Each side's read marker: messages of the other side with a larger id are unread.
  parent_last_read_id bigint not null default 0,
  caregiver_last_read_id bigint not null default 0,
  -- One side blocked it: no more messages either way.
  blocked_by text check (blocked_by in ('parent', 'caregiver')),
  blocked_at timestamptz,
  -- The last "new message" email to each side (at most one per conversation per hour).
  parent_emailed_at timestamptz,
  caregiver_emailed_at timestamptz,
  created_at timestamptz not null default now(),
  -- The last message's time: the lists are newest first by it.
  updated_at timestamptz not null default now(),
  unique (parent_account_id, profile_id),
  check ((blocked_by is null) = (blocked_at is null))
);
-- Each side's list, newest first (the parent's is also the pair lookup, by the unique index).
create index conversations_parent_list_idx on conversations (parent_account_id, updated_at desc, id desc);
create index conversations_profile_list_idx on conversations (profile_id, updated_at desc, id desc);

create table messages (
  id bigserial primary key,
  conversation_id bigint not null references conversations (id) on delete cascade,
  sender text not null check (sender in ('parent', 'caregiver')),
  -- Kept as written (cleaned of invisible characters); HTML is text.
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default clock_timestamp()
);
-- A thread's pages (newest first, `before`, `after`), its last message, and its unread count
-- (the other side's messages past a read marker): all ranges of this index.
create index messages_conversation_idx on messages (conversation_id, id desc) include (sender);

-- Reports of a conversation, stored for admins.
create table conversation_reports (
  id bigserial primary key,
  conversation_id bigint not null references conversations (id) on delete cascade,
  reporter_account_id bigint not null references accounts (id) on delete cascade,
  reason text not null,
  created_at timestamptz not null default now()
);
create index conversation_reports_created_idx on conversation_reports (created_at desc);
create index conversation_reports_conversation_idx on conversation_reports (conversation_id);

-- Tickets for `GET /v1/stream?ticket=…` (EventSource cannot send a header): a SHA-256 of the
-- ticket, good once within 60 s of its creation, consumed by one DELETE (any instance).
create table stream_tickets (
  hash text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index stream_tickets_created_idx on stream_tickets (created_at);

-- Which accounts have an open stream, per server instance, refreshed by each instance while
-- the stream is open: an account without a fresh row is offline (it gets "new message" emails).
create table stream_presence (
  account_id bigint not null references accounts (id) on delete cascade,
  instance_id text not null,
  seen_at timestamptz not null default now(),
  primary key (account_id, instance_id)
);
create index stream_presence_instance_idx on stream_presence (instance_id);
