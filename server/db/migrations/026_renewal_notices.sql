-- Time-driven billing (issue 21, interface §9): price notices, reminders and retries.

-- The price the last price-change notice announced: a renewal charges a new plan price only
-- when a notice of that very price went out at least 14 days before it (a second change needs
-- its own notice).
alter table subscriptions add column notice_price integer check (notice_price >= 0);

-- Plans bought before renewal_price existed agreed to the plan's price of today.
update subscriptions s set renewal_price = p.price
  from plans p where p.id = s.plan_id and s.renewal_price is null;

-- A subscription starts by the server's clock (a monthly plan's yearly reminder counts from it).
alter table subscriptions alter column created_at set default ftc_now();

-- The retry sweep: past_due plans by their next try.
create index subscriptions_retry_idx on subscriptions (next_retry_at) where status = 'past_due';
