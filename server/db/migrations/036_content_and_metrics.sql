-- Issue 23, content and metrics (interface §10).

-- FAQs: when each was last saved (the admin list shows it). Positions are kept 0, 1, 2… within
-- each audience by services/admin-faqs.ts; the public lists read them in order.
alter table faqs add column updated_at timestamptz not null default ftc_now();
create index faqs_audience_order_idx on faqs (audience, position, id);

-- Metrics: each figure is a grouped count of one table by day over an index on its time.
create index accounts_created_idx on accounts (created_at) include (type);
create index messages_created_idx on messages (created_at);
create index jobs_created_idx on jobs (created_at);
create index hires_created_idx on hires (created_at);
-- New paid plans and revenue: paid orders by their payment time.
create index orders_paid_idx on orders (paid_at) include (amount, kind, currency, status)
  where paid_at is not null;
-- Active plans: paid periods by their start and their end.
create index orders_period_start_idx on orders ((coalesce(period_start, paid_at)))
  include (status) where paid_at is not null and period_end is not null;
create index orders_period_end_idx on orders (period_end) include (status)
  where paid_at is not null and period_end is not null;
-- Open reports at a day's end: opened up to then less resolved up to then.
create index reports_created_idx on reports (created_at) include (resolved_at);
create index reports_resolved_idx on reports (resolved_at) where resolved_at is not null;

-- When a plan was cancelled and when money went back are not kept by the billing tables (a
-- subscription row is replaced by the next purchase, an order keeps only its refunded total):
-- two small ledgers keep them, written by triggers so that every path (the member's cancel,
-- staff, Stripe's webhook, psql) counts.
create table plan_cancellations (
  id bigserial primary key,
  account_id bigint not null,
  plan_id text not null,
  created_at timestamptz not null default ftc_now()
);
create index plan_cancellations_created_idx on plan_cancellations (created_at);

create table order_refunds (
  id bigserial primary key,
  order_id text not null,
  amount integer not null check (amount > 0),
  currency text not null,
  created_at timestamptz not null default ftc_now()
);
create index order_refunds_created_idx on order_refunds (created_at) include (amount, currency);

-- A cancellation: renewal turned off with an end date (cancel_at set), or a plan ended at once
-- (status to cancelled) without one. Resuming later does not undo the day's event.
create function ftc_plan_cancelled() returns trigger language plpgsql as $$
begin
  if (new.cancel_at is not null and old.cancel_at is null)
     or (new.status = 'cancelled' and old.status <> 'cancelled' and old.cancel_at is null
         and new.cancel_at is null) then
    insert into plan_cancellations (account_id, plan_id) values (new.account_id, new.plan_id);
  end if;
  return null;
end;
$$;
create trigger subscriptions_cancelled after update of cancel_at, status on subscriptions
  for each row execute function ftc_plan_cancelled();

-- A refund: what refunded_amount grew by, on the day it grew.
create function ftc_order_refunded() returns trigger language plpgsql as $$
begin
  if new.refunded_amount > old.refunded_amount then
    insert into order_refunds (order_id, amount, currency)
    values (new.id, new.refunded_amount - old.refunded_amount, new.currency);
  end if;
  return null;
end;
$$;
create trigger orders_refunded after update of refunded_amount on orders
  for each row execute function ftc_order_refunded();

-- What happened before this migration, as well as it can be told.
insert into plan_cancellations (account_id, plan_id, created_at)
  select account_id, plan_id, updated_at from subscriptions where cancel_at is not null;
insert into order_refunds (order_id, amount, currency, created_at)
  select id, refunded_amount, currency, coalesce(paid_at, created_at)
    from orders where refunded_amount > 0;

-- The figures of days that are over (UTC, with an hour's margin for late commits), kept once
-- computed (services/metrics.ts): a year's call then counts only today. A day's figures do not
-- change once it is over — later events are dated when they happen — so they are not recounted;
-- rows written afterwards with a date in the past (an import) need `delete from metrics_days`.
create table metrics_days (
  day date primary key,
  figures jsonb not null,
  computed_at timestamptz not null default ftc_now()
);
