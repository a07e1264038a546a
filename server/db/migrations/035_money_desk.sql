-- The money desk (interface §10, issue 23): refunds made by staff and what promo codes need.

-- One staff refund of an order. The row is written (as `pending`, its amount reserved) before
-- the payment provider is asked, and its id is the idempotency key of that request: a retry of
-- the same request (the client's own, or a later call finishing an unanswered one) can never
-- refund twice. `succeeded` rows are what this desk has given back of the order.
create table refunds (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  amount integer not null check (amount > 0),
  reason text not null check (char_length(reason) between 1 and 500),
  actor_account_id bigint not null,
  actor_email text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  failure_reason text,
  -- When the provider was last asked: a pending row unanswered for a while is asked again.
  attempted_at timestamptz not null default ftc_now(),
  settled_at timestamptz,
  created_at timestamptz not null default ftc_now()
);
create index refunds_order_idx on refunds (order_id, created_at);

-- Promo codes made and disabled on the desk. `active` stays the checkout's switch (false once
-- disabled); `disabled_at` says when.
alter table promo_codes add column disabled_at timestamptz;
alter table promo_codes add column created_by bigint;
alter table promo_codes alter column created_at set default ftc_now();

-- The orders list: newest first, and its search by the member's email.
create index orders_created_idx on orders (created_at desc, id desc);
