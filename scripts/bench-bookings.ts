// Bookings for the search bench (issue 25, interface §11): 1,000,000 bookings over the bench's
// profiles, made in bulk by one `insert … select generate_series` (pg-copy-streams is not
// installed; a set-returning insert is bulk too: one statement, no per-row round trip), the
// profiles' city time zones, and the time windows parents search by.
import os from 'node:os';
import type pg from 'pg';

export const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const PARENTS = 10_000;

/** The machine the figures were taken on (they mean little without it). */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${loadAverage()} load`;
}

/** `uptime`'s load averages (1, 5, 15 minutes): on a shared machine, every figure's weather. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

/** A time zone by longitude over the 48 states (for profiles saved without one). */
const benchZoneSql = (lng: string) => `case
    when ${lng} > -87.5 then 'America/New_York' when ${lng} > -101 then 'America/Chicago'
    when ${lng} > -114 then 'America/Denver' else 'America/Los_Angeles' end`;

/**
 * The zones of profiles saved without one, parents, and
 * BOOKINGS bookings spread evenly over the profiles: each profile's are 6 days apart or more from
 * 30 days ago, over 60 days (3 h each, so confirmed ones never overlap), past ones mostly completed, future ones
 * mostly confirmed or requested, some cancelled, a few late by the caregiver.
 */
export async function loadBookings(pool: pg.Pool, profiles: number) {
  const started = performance.now();
  // Profiles saved without a zone (the search bench's are saved with tz-lookup's, as the server
  // saves them): one by longitude.
  await pool.query(
    `update caregiver_profiles set time_zone = ${benchZoneSql('lng')}
      where lat is not null and time_zone is null`,
  );
  await pool.query(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash, is_mobile_verified)
     select 'user', 'Bench Parent ' || g, 'bench.parent.' || g || '@example.com', '+1',
            (4000000000 + g)::text, '!bench', true
       from generate_series(1, $1::int) g`,
    [PARENTS],
  );
  const perProfile = Math.max(1, Math.ceil(BOOKINGS / profiles));
  // Each profile's bookings spread over the 60 days from 30 days ago, at least 6 days apart:
  // 10 a profile every 6 days (100,000 profiles), 1 a profile somewhere in the 60 days
  // (1,000,000), so some are ahead of every searched window either way.
  const step = Math.max(6, Math.floor(60 / perProfile));
  await pool.query(
    `with parents as (select min(id) as first from accounts where email like 'bench.parent.%'),
     slots as (
       select p.id as profile_id, p.hourly_rate, k,
              date_trunc('day', now()) - interval '30 days'
                + (k * $4::int + p.id % $4::int) * interval '1 day'
                + (8 + p.id % 10) * interval '1 hour' as starts,
              (p.id * 7 + k * 3) % 20 as roll
         from (select id, hourly_rate from caregiver_profiles order by id) p
        cross join generate_series(0, $1::int - 1) k
        limit $2::int),
     made as (
       select s.*, case
                when s.starts < now() then case when roll < 14 then 'completed'
                  when roll < 17 then 'cancelled' when roll < 19 then 'declined' else 'expired' end
                else case when roll < 11 then 'confirmed' when roll < 17 then 'requested'
                  when roll < 19 then 'cancelled' else 'declined' end
              end as status
         from slots s)
     insert into bookings (parent_account_id, profile_id, series_id, status, starts_at, ends_at,
            children, hourly_rate, respond_by, confirmed_at, cancelled_by, cancelled_at,
            late_cancel, hours, completed_at, amount_due, created_at, updated_at)
     select parents.first + (m.profile_id * 13 + m.k) % $3::int, m.profile_id, null, m.status,
            m.starts, m.starts + interval '3 hours', 1 + m.roll % 3, m.hourly_rate,
            m.starts - interval '2 days',
            case when m.status in ('confirmed', 'completed')
                   or (m.status = 'cancelled' and m.roll % 2 = 0) then m.starts - interval '5 days' end,
            case when m.status = 'cancelled' then
              case when m.roll % 4 = 0 then 'caregiver' else 'parent' end end,
            case when m.status = 'cancelled' then m.starts - interval '1 day' end,
            m.status = 'cancelled' and m.roll % 8 = 0,
            case when m.status = 'completed' then 3 end,
            case when m.status = 'completed' then m.starts + interval '1 day' end,
            case when m.status = 'completed' then 3 * m.hourly_rate end,
            m.starts - interval '6 days', m.starts - interval '5 days'
       from made m, parents`,
    [perProfile, BOOKINGS, PARENTS, step],
  );
  // As a live database stands between bulk writes: vacuumed (the time-zone update left every
  // profile a dead version; the visibility map lets reliability's index-only scans skip the
  // heap), analyzed, and checkpointed, so autovacuum and the checkpointer do not run during
  // the measurement.
  await pool.query('vacuum (analyze) bookings');
  await pool.query('vacuum (analyze) caregiver_profiles');
  await pool.query('checkpoint');
  const { rows } = await pool.query<{ bookings: number; confirmed: number }>(
    `select count(*)::int as bookings, count(*) filter (where status = 'confirmed')::int as confirmed
       from bookings`,
  );
  return {
    bookings: rows[0]?.bookings ?? 0,
    confirmed: rows[0]?.confirmed ?? 0,
    loadSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/**
 * A time window a parent searches: a weekday 1–3 weeks ahead, starting between 14:00 and 18:00
 * UTC (morning to early afternoon in the US zones), 2–4 hours long.
 */
export function randomWindow(int: (min: number, max: number) => number) {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const at = new Date(day.getTime() + int(7, 21) * 86_400_000 + int(14, 18) * 3_600_000);
  const until = new Date(at.getTime() + int(2, 4) * 3_600_000);
  return { at: at.toISOString(), until: until.toISOString() };
}

/** The EXPLAINed window: 15:00–18:00 UTC two weeks from today (10:00–13:00 in New York in winter). */
export function typicalWindow() {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const at = new Date(day.getTime() + 14 * 86_400_000 + 15 * 3_600_000);
  return { at: at.toISOString(), until: new Date(at.getTime() + 3 * 3_600_000).toISOString() };
}
