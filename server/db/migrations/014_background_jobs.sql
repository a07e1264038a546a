-- Background jobs (issue 13; server/jobs, pg-boss in its own schema `pgboss`, which pg-boss
-- makes and migrates itself at start).
--
-- The provider's reference to a payment method it keeps (a Stripe-like `pm_…`), returned by the
-- checkout's charge: renewals charge it with no card typed. Never card details. Null: nothing
-- to charge, so a renewal is declined and the plan lapses at its period end.
alter table subscriptions add column payment_method text;

-- When the owner was told that this badge expired: the hourly job tells each owner once per
-- expiry. A renewed badge (a newer approval) clears it.
alter table caregiver_badges add column expiry_notified_at timestamptz;
create index caregiver_badges_expiring_idx on caregiver_badges (expires_at)
  where expiry_notified_at is null and expires_at is not null;

-- The jobs' sweeps: due renewals and lapsed plans by period end; the daily cleanup by expiry.
create index subscriptions_period_end_idx on subscriptions (current_period_end)
  where status = 'active';
create index otps_expires_idx on otps (expires_at);
create index password_resets_expires_idx on password_resets (expires_at);
create index refresh_tokens_expires_idx on refresh_tokens (expires_at);
