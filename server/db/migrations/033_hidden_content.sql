-- Reports and hidden content (interface §10, issue 23): staff hide a caregiver profile, a job, a
-- review or one message; hidden content leaves every answer, search and stream (the predicates of
-- db/sql-fragments.ts) until staff restore it. The member reports of conversations move into the
-- one `reports` queue of migration 031.

do $$
declare
  name text;
begin
  foreach name in array array['caregiver_profiles', 'jobs', 'reviews', 'messages']
  loop
    execute format('alter table %I add column hidden_at timestamptz', name);
    -- The staff account that hid it (no foreign key: an erased staff account keeps the record).
    execute format('alter table %I add column hidden_by bigint', name);
    execute format(
      'alter table %I add column hidden_reason text check (hidden_reason is null or char_length(hidden_reason) <= 500)',
      name);
    execute format('create index %I on %I (hidden_at desc, id desc) where hidden_at is not null',
      name || '_hidden_idx', name);
  end loop;
end;
$$;

-- The conversation reports of migration 010, as member reports of the one queue: the free text
-- becomes `details`, the reason `other`. A reporter's second open report of one conversation is
-- kept resolved as dismissed, so the one-open-report rule holds.
insert into reports (source, reporter_account_id, target_kind, target_id, reason, details,
                     status, resolution, resolution_reason, resolved_at, created_at)
select 'member', cr.reporter_account_id, 'conversation', cr.conversation_id, 'other',
       left(cr.reason, 1000),
       case when cr.rank = 1 then 'open' else 'resolved' end,
       case when cr.rank = 1 then null else 'dismiss' end,
       case when cr.rank = 1 then null else 'A repeat of an earlier report (migration 033).' end,
       case when cr.rank = 1 then null else cr.created_at end,
       cr.created_at
  from (select c.*, row_number() over (partition by conversation_id, reporter_account_id
                                       order by created_at, id) as rank
          from conversation_reports c) cr
 order by cr.created_at, cr.id;
drop table conversation_reports;

-- A profile's `rating` and `review_count` count the reviews on the market only: not hidden, and
-- not written by a suspended account (sql-fragments.ts `reviewShownSql`, written here once more
-- because a trigger cannot import it).
create function ftc_refresh_rating(profile_id bigint) returns void language sql as $$
  update caregiver_profiles p
     set rating = s.mean, review_count = s.count, updated_at = ftc_now()
    from (select round(avg(r.rating)::numeric, 1) as mean, count(*)::int as count
            from reviews r join accounts a on a.id = r.parent_account_id
           where r.profile_id = $1 and r.hidden_at is null
             and not (a.suspended_at is not null
                      and (a.suspended_until is null or a.suspended_until > ftc_now()))) s
   where p.id = $1
     and (p.rating is distinct from s.mean or p.review_count is distinct from s.count);
$$;

create function ftc_review_visibility_changed() returns trigger language plpgsql as $$
begin
  perform ftc_refresh_rating(new.profile_id);
  return null;
end;
$$;
create trigger reviews_hidden_changed after update of hidden_at on reviews
  for each row when (old.hidden_at is distinct from new.hidden_at)
  execute function ftc_review_visibility_changed();

-- A suspension (or its end) moves the ratings of every caregiver the account reviewed.
create function ftc_account_visibility_changed() returns trigger language plpgsql as $$
begin
  perform ftc_refresh_rating(r.profile_id) from reviews r where r.parent_account_id = new.id;
  perform pg_notify('ftc_content', 'accounts');
  return null;
end;
$$;
create trigger accounts_visibility_changed
  after update of suspended_at, suspended_until, deleted_at on accounts
  for each row when (old.suspended_at is distinct from new.suspended_at
                     or old.suspended_until is distinct from new.suspended_until
                     or old.deleted_at is distinct from new.deleted_at)
  execute function ftc_account_visibility_changed();

-- The spotlight (content-cache.ts) is dropped when a profile is hidden or restored, too.
drop trigger caregiver_profiles_content_changed on caregiver_profiles;
create trigger caregiver_profiles_content_changed
  after update of first_name, last_initial, headline, city, state, experience_years,
    hourly_rate, services, languages, bio, rating, review_count, published, created_at, hidden_at
  on caregiver_profiles
  for each statement execute function ftc_content_changed();
