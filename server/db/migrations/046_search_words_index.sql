-- The search's words in its index (issue 27, 1,000,000 profiles, second step).
--
-- A search with words (`q`) near a ZIP read a table row for every candidate the other filters
-- kept (~12,000 near New York in the bench: a primary-key descent and a heap page each), only to
-- test `search_text`: the words set the search's p95. The profile's words now also sit in an
-- index row of the cell index, so the whole search is one index-only scan.
--
-- A bio may have up to 2,000 characters, and a btree row may not pass ~2.7 kB: `search_words` is
-- `search_text` while its text form has at most 1,000 characters (its stored form is then at
-- most ~1.6 kB: a lexeme's entry and each position take no more bytes than their text, plus 3 a
-- lexeme) and null above; the search reads the table's `search_text` for those rows alone.
alter table caregiver_profiles add column search_words tsvector generated always as (
  case
    when octet_length(
      to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(bio, ''))::text
    ) <= 1000
    then to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(bio, ''))
  end
) stored;

-- Every column of caregiver_profiles_cell_idx (a search with or without a time window) and the
-- words. The planner takes it only when a search has words: without them the narrower indexes
-- cover the search in fewer bytes.
create index caregiver_profiles_cell_words_idx on caregiver_profiles (cell)
  include (id, account_off_until, hidden_at, earth, services_mask, age_groups_mask, languages,
           hourly_rate, available_days, rating, last_active_at, verified_until, time_zone,
           availability_minutes, search_words)
  where published and lat is not null;
