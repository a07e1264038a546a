-- Issue 14: every instance keeps the public content answers in memory (services/content-cache.ts)
-- and drops them when a table they are read from changes, whoever changed it (an instance, an
-- admin tool, psql): one NOTIFY per statement on `ftc_content`, delivered at commit.
create or replace function ftc_content_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('ftc_content', tg_table_name);
  return null;
end;
$$;

do $$
declare
  name text;
begin
  foreach name in array array['faqs', 'hows', 'videos', 'static_pages', 'blog_posts', 'ads',
                              'settings', 'business_data', 'caregiver_badges', 'subscriptions']
  loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I
         for each statement execute function ftc_content_changed()',
      name || '_content_changed', name);
  end loop;
end;
$$;

-- The spotlight reads profiles: only the columns it shows count (not last_active_at, which
-- every login touches).
create trigger caregiver_profiles_content_changed
  after update of first_name, last_initial, headline, city, state, experience_years,
    hourly_rate, services, languages, bio, rating, review_count, published, created_at
  on caregiver_profiles
  for each statement execute function ftc_content_changed();
create trigger caregiver_profiles_content_added
  after insert or delete or truncate on caregiver_profiles
  for each statement execute function ftc_content_changed();
