// Caregiver search for `npm run bench`: 100,000 generated profiles in a fresh embedded
// PostgreSQL, ANALYZEd; 1,000 searches (a ZIP + radius + 2–3 filters + a sort + a page) as the
// service sends them, with the indexes and again with index scans off (the sequential-scan
// baseline); the HTTP route under autocannon; and the EXPLAIN of a typical search.
// Then (issue 25) 1,000,000 bookings (scripts/bench-bookings.ts) and 1,000 searches near a ZIP
// with a time window (`available_at`/`available_until`) and two filters: p95 ≤ 50 ms, and the
// EXPLAIN of one. Alone: `node --import tsx scripts/bench-search.ts` (BENCH_PROFILES,
// BENCH_BOOKINGS to change the sizes).
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedContent } from '../server/db/seed';
import { availableDaysOf, CaregiverService, type SearchInput } from '../server/services/caregivers';
import { placeOfZip, timeZoneOf } from '../server/services/zip-codes';
import { AGE_GROUPS, SERVICES, SORTS } from '../src/contract/caregivers';
import { loadBookings, machine, randomWindow, typicalWindow } from './bench-bookings';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 1000);
const CONCURRENCY = 4;
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Metro centres by ZIP: most profiles live around one; the rest anywhere in the 48 states. */
const METRO_ZIPS = [
  '10001',
  '11201',
  '90012',
  '60601',
  '77002',
  '98101',
  '78701',
  '85004',
  '19103',
  '78205',
  '92101',
  '75201',
  '95113',
  '32202',
  '43215',
  '28202',
  '46204',
  '94103',
  '80202',
  '20001',
  '02108',
  '37203',
  '48226',
  '97204',
  '73102',
  '89101',
  '21202',
  '53202',
  '87102',
  '30303',
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(42);
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const some = <T>(list: readonly T[], min: number, max: number): T[] =>
  [...list].sort(() => rnd() - 0.5).slice(0, int(min, max));
/** Roughly normal (sum of uniforms), in degrees. */
const spread = (sigma: number) => (rnd() + rnd() + rnd() + rnd() - 2) * sigma;

const centres = METRO_ZIPS.map((zip) => {
  const place = placeOfZip(zip);
  if (!place) throw new Error(`bench ZIP ${zip} unknown`);
  return { zip, ...place };
});

const WORDS = ['piano', 'swimming', 'montessori', 'spanish', 'homework', 'newborn', 'crafts'];

function profileRow(n: number) {
  const metro = rnd() < 0.75 ? pick(centres) : undefined;
  const lat = metro ? metro.lat + spread(0.2) : 26 + rnd() * 22;
  const lng = metro ? metro.lng + spread(0.25) : -123 + rnd() * 53;
  const availability = some([0, 1, 2, 3, 4, 5, 6], 1, 5).map((day) => ({
    day,
    from: '09:00',
    to: '17:00',
  }));
  return {
    n,
    headline: `Caregiver ${pick(WORDS)} and ${pick(WORDS)} ${n}`,
    bio: `I love ${pick(WORDS)}, ${pick(WORDS)} and ${pick(WORDS)}.`,
    zip: metro?.zip ?? '00000',
    city: metro?.city ?? 'Somewhere',
    state: metro?.state ?? 'US',
    lat,
    lng,
    hourly_rate: int(20, 120) * 50,
    experience_years: int(0, 30),
    age_groups: some(AGE_GROUPS, 1, 4),
    services: some(SERVICES, 1, 3),
    languages: rnd() < 0.3 ? ['en', 'es'] : rnd() < 0.1 ? ['en', pick(['zh', 'fr', 'ru'])] : ['en'],
    availability,
    available_days: availableDaysOf(availability),
    published: rnd() < 0.95,
    rating: rnd() < 0.6 ? Math.round((3 + rnd() * 2) * 10) / 10 : null,
    review_count: 0,
    last_active_days: rnd() * 90,
    // As the server saves a profile: the zone of its place (tz-lookup), so a search near a ZIP
    // finds its neighbours in the ZIP's zone, as on the site.
    time_zone: timeZoneOf(lat, lng),
  };
}

async function load(pool: pg.Pool) {
  await pool.query(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash, is_mobile_verified)
     select 'service_provider', 'Bench Person ' || g, 'bench.' || g || '@example.com', '+1',
            (3000000000 + g)::text, '!bench', g % 10 <> 0
       from generate_series(1, $1::int) g`,
    [PROFILES],
  );
  for (let start = 1; start <= PROFILES; start += 10_000) {
    const rows = [];
    for (let n = start; n < Math.min(start + 10_000, PROFILES + 1); n++) rows.push(profileRow(n));
    await pool.query(
      `insert into caregiver_profiles (account_id, first_name, last_initial, headline, bio, zip,
              city, state, lat, lng, hourly_rate, experience_years, age_groups, services,
              languages, availability, available_days, published, rating, review_count,
              last_active_at, time_zone)
       select a.id, 'Bench', 'P', x.headline, x.bio, x.zip, x.city, x.state, x.lat, x.lng,
              x.hourly_rate, x.experience_years, x.age_groups, x.services, x.languages,
              x.availability, x.available_days, x.published, x.rating,
              case when x.rating is null then 0 else 3 end,
              now() - x.last_active_days * interval '1 day', x.time_zone
         from json_to_recordset($1::json) as x(n int, headline text, bio text, zip text,
              city text, state text, lat float8, lng float8, hourly_rate int,
              experience_years int, age_groups text[], services text[], languages text[],
              availability jsonb, available_days int, published boolean, rating numeric,
              last_active_days float8, time_zone text)
         join accounts a on a.type = 'service_provider' and a.email = 'bench.' || x.n || '@example.com'`,
      [JSON.stringify(rows)],
    );
  }
  await pool.query(
    `insert into caregiver_badges (profile_id, kind, verified_at, expires_at)
     select id, 'id', now() - interval '30 days', null from caregiver_profiles
      where id % 5 in (0, 1) and first_name = 'Bench'
     union all
     select id, 'background_check', now() - interval '200 days',
            now() + (case when id % 7 = 0 then -10 else 200 end) * interval '1 day'
       from caregiver_profiles where id % 4 = 0 and first_name = 'Bench'
     on conflict do nothing`,
  );
  await pool.query(
    `with paid as (
       insert into orders (id, account_id, plan_id, amount, currency, status, period_end, paid_at)
       select 'bench-' || account_id, account_id, 'caregiver-featured-monthly', 2999, 'USD', 'paid',
              now() + interval '20 days', now() - interval '10 days'
         from caregiver_profiles where id % 50 = 0 and first_name = 'Bench'
       returning id, account_id, plan_id, period_end)
     insert into subscriptions (account_id, plan_id, order_id, status, current_period_end)
     select account_id, plan_id, id, 'active', period_end from paid`,
  );
  // As a live database stands between bulk writes (autovacuum): the visibility map set, so the
  // search's index-only scans skip the table.
  await pool.query('vacuum (analyze) caregiver_profiles');
  await pool.query('analyze');
}

/** A search as a parent makes one: a ZIP, a radius, 2–3 filters (or `filters`), a sort, a page. */
function randomSearch(filterCount?: number): { input: SearchInput; query: string } {
  const centre = pick(centres);
  const input: SearchInput = {
    near: { lat: centre.lat, lng: centre.lng },
    radiusKm: pick([10, 25, 25, 50]),
    sort: pick(SORTS),
    page: pick([1, 1, 1, 2, 3]),
    pageSize: 20,
  };
  const query = [`near=${centre.zip}`, `radius_km=${input.radiusKm}`, `sort=${input.sort}`];
  query.push(`page=${input.page}`);
  const filters = some(
    ['service', 'age_group', 'language', 'rate', 'day', 'verified', 'q'],
    filterCount ?? 2,
    filterCount ?? 3,
  );
  for (const filter of filters) {
    if (filter === 'service') {
      input.services = [pick(SERVICES)];
      query.push(`service=${input.services[0]}`);
    } else if (filter === 'age_group') {
      input.ageGroups = [pick(AGE_GROUPS)];
      query.push(`age_group=${input.ageGroups[0]}`);
    } else if (filter === 'language') {
      input.languages = ['es'];
      query.push('language=es');
    } else if (filter === 'rate') {
      input.maxRate = int(30, 60) * 50;
      query.push(`max_rate=${input.maxRate}`);
    } else if (filter === 'day') {
      input.availableDay = int(0, 6);
      query.push(`available_day=${input.availableDay}`);
    } else if (filter === 'verified') {
      input.verified = true;
      query.push('verified=1');
    } else {
      input.q = pick(WORDS);
      query.push(`q=${input.q}`);
    }
  }
  return { input, query: query.join('&') };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

/** A search near a ZIP with a time window and exactly two filters (the §11 target's). */
function randomTimedSearch() {
  const search = randomSearch(2);
  const window = randomWindow(int);
  search.input.window = window;
  search.query += `&available_at=${window.at}&available_until=${window.until}`;
  return search;
}

/** Runs every search on CONCURRENCY connections, each prepared with `settings`. */
async function run(
  pool: pg.Pool,
  service: CaregiverService,
  searches: SearchInput[],
  settings: string[],
) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const client = await pool.connect();
      try {
        for (const setting of settings) await client.query(setting);
        while (next < searches.length) {
          const input = searches[next++] as SearchInput;
          const { text, values } = service.searchSql(input);
          const t0 = performance.now();
          await client.query(text, values);
          latencies.push(performance.now() - t0);
        }
        await client.query('reset all');
      } finally {
        client.release();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    searches: searches.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    perSecond: Math.round(searches.length / seconds),
  };
}

export async function benchSearch() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftc-bench-search-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const database = await openDatabase({ dataDir, poolSize: 12, statementTimeoutMs: 0 });
  try {
    await migrate(database.pool);
    await seedContent(database.pool);
    const loadStarted = performance.now();
    await load(database.pool);
    const loadSeconds = round((performance.now() - loadStarted) / 1000);
    const { rows } = await database.pool.query<{ published: number }>(
      'select count(*)::int as published from caregiver_profiles where published',
    );

    const service = new CaregiverService(database.pool);
    const mix = Array.from({ length: SEARCHES }, randomSearch);
    const inputs = mix.map((search) => search.input);
    // A warm-up pass (the buffers, the plans), not counted.
    await run(database.pool, service, inputs.slice(0, 100), []);
    const indexed = await run(database.pool, service, inputs, []);
    // BENCH_SKIP_SEQUENTIAL=1 skips the baseline (minutes on a busy machine).
    const sequential = process.env.BENCH_SKIP_SEQUENTIAL
      ? null
      : await run(database.pool, service, inputs, [
          'set enable_indexscan = off',
          'set enable_bitmapscan = off',
          'set enable_indexonlyscan = off',
        ]);

    const typical = service.searchSql({
      near: { lat: centres[0]?.lat ?? 0, lng: centres[0]?.lng ?? 0 },
      radiusKm: 25,
      services: ['nanny'],
      ageGroups: ['toddler'],
      maxRate: 3000,
      sort: 'distance',
      page: 1,
      pageSize: 20,
    });
    const explained = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${typical.text}`,
      typical.values,
    );
    const explain = explained.rows.map((row) => row['QUERY PLAN']);

    // Search by time (§11): 1,000,000 bookings now (the runs above measured §7's search as
    // before), then a ZIP, a time window, two filters.
    const bookings = await loadBookings(database.pool, PROFILES);
    // Search by time (§11): a ZIP, a time window, two filters.
    const timedMix = Array.from({ length: SEARCHES }, randomTimedSearch);
    const timedInputs = timedMix.map((search) => search.input);
    await run(database.pool, service, timedInputs.slice(0, 100), []);
    const timed = await run(database.pool, service, timedInputs, []);
    const timedTypical = service.searchSql({
      near: { lat: centres[0]?.lat ?? 0, lng: centres[0]?.lng ?? 0 },
      radiusKm: 25,
      services: ['babysitting'],
      languages: ['es'],
      window: typicalWindow(),
      sort: 'distance',
      page: 1,
      pageSize: 20,
    });
    const timedExplained = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${timedTypical.text}`,
      timedTypical.values,
    );

    // The same mix over HTTP: the route, validation, ZIP lookup and JSON included.
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
      RATE_CLIENT_PER_MINUTE: '100000000',
    });
    const app = await buildApp({
      config: { ...config, staticRoot: undefined },
      pool: database.pool,
      logger: false,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const http = await autocannon({
      url,
      connections: CONCURRENCY * 2,
      duration: HTTP_SECONDS,
      requests: mix.slice(0, 200).map((search) => ({
        method: 'GET',
        path: `/v1/caregivers?${search.query}`,
      })),
    });
    await app.close();

    return {
      profiles: PROFILES,
      published: rows[0]?.published ?? 0,
      loadSeconds,
      concurrency: CONCURRENCY,
      indexed,
      sequentialScan: sequential,
      http: {
        seconds: HTTP_SECONDS,
        connections: CONCURRENCY * 2,
        perSecond: Math.round(http.requests.average),
        p50Ms: http.latency.p50,
        p99Ms: http.latency.p99,
        non2xx: http.non2xx,
        errors: http.errors,
      },
      explain,
      machine: machine(),
      byTime: {
        ...bookings,
        ...timed,
        targetP95Ms: 50,
        met: timed.p95Ms <= 50,
        window: timedTypical.values,
        explain: timedExplained.rows.map((row) => row['QUERY PLAN']),
      },
    };
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSearch(result: Awaited<ReturnType<typeof benchSearch>>) {
  console.log(
    `\nCaregiver search: ${result.profiles} profiles (${result.published} published, loaded in ${result.loadSeconds} s), ${result.indexed.searches} searches, ${result.concurrency} connections`,
  );
  console.table({
    'with indexes': result.indexed,
    'sequential scan (index scans off)': result.sequentialScan,
  });
  console.log(
    `HTTP GET /v1/caregivers (autocannon, ${result.http.connections} connections, ${result.http.seconds} s): ${result.http.perSecond} req/s, p50 ${result.http.p50Ms} ms, p99 ${result.http.p99Ms} ms, non-2xx ${result.http.non2xx}`,
  );
  console.log(
    'EXPLAIN (ANALYZE, BUFFERS) of a typical search (near 10001, 25 km, nanny, toddler, ≤ $30, by distance):',
  );
  console.log(result.explain.join('\n'));
  const byTime = result.byTime;
  console.log(
    `\nSearch by time on ${result.machine}: ${byTime.bookings} bookings (${byTime.confirmed} confirmed, loaded in ${byTime.loadSeconds} s), ${byTime.searches} searches near a ZIP with a time window and two filters, ${result.concurrency} connections: p50 ${byTime.p50Ms} ms, p95 ${byTime.p95Ms} ms (target ≤ ${byTime.targetP95Ms} ms: ${byTime.met ? 'met' : 'NOT MET'}), p99 ${byTime.p99Ms} ms, ${byTime.perSecond}/s`,
  );
  console.log(
    'EXPLAIN (ANALYZE, BUFFERS) of a search by time (near 10001, 25 km, babysitting, Spanish, 15:00–18:00 UTC in two weeks, by distance):',
  );
  console.log(byTime.explain.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone: print, and replace the `search` section of bench/results.json (the rest stays).
  const result = await benchSearch();
  printSearch(result);
  const file = join(import.meta.dirname, '..', 'bench', 'results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, search: result }, null, 2)}\n`);
  console.log('Written to bench/results.json (search)');
}
