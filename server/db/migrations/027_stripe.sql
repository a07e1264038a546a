-- Stripe as the payment provider (interface §9 "Payment providers"): the ids that tie our rows
-- to Stripe's, and the webhook events already applied. All empty while the sandbox is in use.

-- The Stripe customer of an account (made at its first Stripe checkout).
alter table accounts add column stripe_customer_id text unique;

-- The recurring price made for a plan, and what it was made for (price, currency, interval):
-- when the plan's price changes, a new Stripe price is made.
alter table plans
  add column stripe_price_id text,
  add column stripe_price_for text;

alter table subscriptions
  add column stripe_subscription_id text unique,
  -- The `created` time (seconds) of the newest Stripe event applied to this subscription: an
  -- older event delivered later changes nothing.
  add column stripe_event_created bigint;

alter table orders
  -- The Checkout Session of a purchase, the invoice of a renewal or an upgrade, and the payment
  -- intent that moved the money (refunds name it).
  add column stripe_checkout_session_id text unique,
  add column stripe_invoice_id text unique,
  add column stripe_payment_intent_id text;
create index orders_stripe_payment_intent_idx on orders (stripe_payment_intent_id)
  where stripe_payment_intent_id is not null;

-- Each Stripe webhook event once: inserted in the transaction that applies it.
create table stripe_events (
  id text primary key,
  type text not null,
  created bigint not null,
  -- What it did: 'applied', or why it changed nothing ('ignored', 'stale', 'unknown').
  outcome text not null,
  received_at timestamptz not null default now()
);
