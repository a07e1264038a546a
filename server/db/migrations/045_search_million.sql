-- The search at ten times the market (issue 27: 1,000,000 profiles, the search bench).
--
-- A search without a time window reads its candidates from a second, narrower index on the cell:
-- every column it filters and sorts by, without the two only a search by time needs (the time
-- zone and the weekly slots as minute ranges, ~45 % of caregiver_profiles_cell_idx's bytes).
-- Near a large city a search reads ~45,000 index rows, so the row's width is the search's cost:
-- 140 MB here for 247 MB, and ~30 % less time a search in the bench's A/B. The planner takes
-- the narrower one whenever it covers the query; a search by time keeps reading the wider one.
create index caregiver_profiles_cell_search_idx on caregiver_profiles (cell)
  include (id, account_off_until, hidden_at, earth, services_mask, age_groups_mask, languages,
           hourly_rate, available_days, rating, last_active_at, verified_until)
  where published and lat is not null;

-- A search by time leaves out the profiles busy in the window: one scan of the window's
-- confirmed bookings (those starting up to 12 h, the longest booking, before it), hashed, where
-- a probe a candidate cost a btree descent each (~2,000 a search near a large city). The same
-- key and predicate as bookings_confirmed_idx (the reminders' scan), which it replaces, and the
-- probe's index of migration 044 is no longer read.
create index bookings_confirmed_window_idx on bookings (starts_at) include (profile_id, ends_at)
  where status = 'confirmed';
drop index bookings_confirmed_idx;
drop index bookings_confirmed_starts_idx;
