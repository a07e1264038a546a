-- Operators (interface §10, issue 23): staff roles, suspensions, the append-only audit log and
-- one queue of reports for every kind of target. Later migrations of the same issue add what each
-- area needs (hidden content, message flags, refunds, FAQ order).

-- A staff role: `admin` (everything) or `moderator` (reports, hiding, suspending, documents).
-- The ADMIN_EMAIL account (`is_admin`) is an admin whatever this column says.
alter table accounts add column staff_role text check (staff_role in ('admin', 'moderator'));
create index accounts_staff_idx on accounts (staff_role) where staff_role is not null;

-- A suspension: from when, until when (null: until staff lift it), and the staff's reason.
alter table accounts add column suspended_at timestamptz;
alter table accounts add column suspended_until timestamptz;
alter table accounts add column suspension_reason text;
create index accounts_suspended_idx on accounts (suspended_at) where suspended_at is not null;

-- Every staff action, one row written in the action's own transaction. No foreign key to the
-- actor: an erased account must not take (or change) the record of what was done.
create table audit_log (
  id bigserial primary key,
  actor_account_id bigint not null,
  actor_email text not null,
  action text not null check (char_length(action) between 1 and 80),
  target_kind text not null check (char_length(target_kind) between 1 and 40),
  target_id text not null check (char_length(target_id) between 1 and 80),
  reason text check (reason is null or char_length(reason) <= 500),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default ftc_now()
);
create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_actor_idx on audit_log (actor_account_id, created_at desc, id desc);
create index audit_log_target_idx on audit_log (target_kind, target_id, created_at desc, id desc);

-- Append-only: the application's role can insert and read, never change or remove a row.
create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_refuse_change();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();

-- Reports from members (and automatic ones from the conversation safety check), of a caregiver
-- profile, a job, a review, a conversation or one message. One open member report per reporter
-- and target.
create table reports (
  id bigserial primary key,
  source text not null check (source in ('member', 'automatic')),
  reporter_account_id bigint references accounts (id) on delete set null,
  target_kind text not null check (target_kind in ('caregiver', 'job', 'review', 'conversation', 'message')),
  target_id bigint not null,
  reason text not null check (reason in ('scam', 'harassment', 'inappropriate', 'fake_profile', 'off_platform_payment', 'other')),
  details text check (details is null or char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved')),
  resolution text check (resolution in ('dismiss', 'hide', 'suspend')),
  resolution_reason text,
  resolved_by bigint,
  resolved_at timestamptz,
  created_at timestamptz not null default ftc_now(),
  check ((status = 'resolved') = (resolution is not null))
);
create unique index reports_one_open_idx on reports (reporter_account_id, target_kind, target_id)
  where status = 'open' and source = 'member';
create index reports_queue_idx on reports (status, created_at, id);
create index reports_target_idx on reports (target_kind, target_id);
create index reports_reporter_idx on reports (reporter_account_id) where reporter_account_id is not null;
