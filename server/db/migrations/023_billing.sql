-- Members own their plan and their money (interface §9 "Plan and billing").

-- A declined renewal leaves the plan `past_due` (still working) while it is retried.
alter table subscriptions drop constraint subscriptions_status_check;
alter table subscriptions add constraint subscriptions_status_check
  check (status in ('active', 'past_due', 'cancelled', 'expired'));
alter table subscriptions
  -- Cancelled: no renewal; the plan works until then (= current_period_end when cancelled).
  add column cancel_at timestamptz,
  add column cancel_reason text,
  -- A cheaper plan chosen with /subscription/change: it starts at current_period_end.
  add column scheduled_plan_id text references plans (id),
  -- Declined renewals: when the first was declined, how many tries so far, when the next is due.
  add column past_due_since timestamptz,
  add column renewal_attempts integer not null default 0,
  add column next_retry_at timestamptz,
  -- The price the next renewal charges: the plan's price changes reach it only after a notice
  -- sent at least 14 days before the renewal (price_notice_at).
  add column renewal_price integer check (renewal_price >= 0),
  add column price_notice_at timestamptz,
  -- The period end the last renewal reminder was sent for (one reminder per renewal).
  add column reminder_sent_for timestamptz;

alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('pending', 'paid', 'failed', 'refunded', 'partially_refunded'));
alter table orders
  -- buy-subscription: a new purchase; renewal: the renewal job's; change: the prorated upgrade.
  add column kind text not null default 'buy-subscription'
    check (kind in ('buy-subscription', 'renewal', 'change')),
  add column period_start timestamptz,
  add column refunded_amount integer not null default 0 check (refunded_amount >= 0),
  -- The card that paid (receipts show brand and last 4 only).
  add column card_brand text,
  add column card_last4 text,
  -- The renewal terms the member accepted before paying (interface §9 `consent`).
  add column consent_text text,
  add column consent_price integer,
  add column consent_currency text,
  add column consent_interval text,
  add column consent_accepted_at timestamptz,
  -- The receipt's number, given when the order is paid.
  add column receipt_number bigint unique;
update orders set kind = 'renewal' where id like 'renew\_%';
create sequence receipt_numbers;

-- The card kept for renewals, one per account: what /billing shows, what renewals charge.
create table payment_methods (
  account_id bigint primary key references accounts (id) on delete cascade,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null,
  -- The provider's reference (the sandbox's pm_sandbox_*, Stripe's pm_…).
  provider_ref text not null,
  updated_at timestamptz not null default now()
);

-- The language the member's last request carried (Accept-Language): their emails' language.
alter table accounts add column language text not null default 'en';
