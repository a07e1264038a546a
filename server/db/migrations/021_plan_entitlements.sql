-- What a plan unlocks beyond the paywall (issue 20): its `entitlements`, written from the same
-- seed entries as the `features` the plans page shows, so the page and the API say one thing.
-- `featured_placement` marks a caregiver's profile `featured` (search's flag and filter, the
-- spotlight's order); before, every caregiver plan did, though only "Caregiver Featured" says so.
alter table plans add column entitlements text[] not null default '{}';

-- Plans already stored: the ones whose features advertise featured placement.
update plans
   set entitlements = array['featured_placement']
 where exists (select 1 from unnest(features) feature where feature ilike 'featured placement%');
