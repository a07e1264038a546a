-- Subscriptions: plans per audience, promo codes, orders (one checkout each) and the
-- subscription each account holds. Amounts are integers in minor units (2599 = $25.99).

create table plans (
  id text primary key,
  audience text not null check (audience in ('user', 'service_provider')),
  name text not null,
  description text not null,
  price integer not null check (price >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  "interval" text not null check ("interval" in ('month', 'year')),
  features text[] not null default '{}',
  position integer not null default 0
);
create index plans_audience_idx on plans (audience, position);

-- Codes are stored upper-cased; plan_ids lists the plans a code applies to.
create table promo_codes (
  code text primary key check (code = upper(code) and code <> ''),
  discount_percent integer not null check (discount_percent between 1 and 100),
  expires_at timestamptz,
  max_uses integer check (max_uses is null or max_uses > 0),
  uses integer not null default 0 check (uses >= 0),
  plan_ids text[] not null default '{}',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  check (max_uses is null or uses <= max_uses)
);

-- One checkout. amount is after the discount; period_end is set when it is paid.
create table orders (
  id text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  plan_id text not null references plans (id),
  promo_code text references promo_codes (code),
  amount integer not null check (amount >= 0),
  currency text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  period_end timestamptz,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  failure_reason text
);
create index orders_account_idx on orders (account_id, created_at desc);

-- At most one subscription per account: buying another plan replaces it.
create table subscriptions (
  account_id bigint primary key references accounts (id) on delete cascade,
  plan_id text not null references plans (id),
  order_id text not null references orders (id),
  status text not null default 'active' check (status in ('active', 'cancelled', 'expired')),
  current_period_end timestamptz not null,
  auto_renew boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
