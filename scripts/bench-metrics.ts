// The metrics call (interface §10, issue 23) for `npm run bench`: a year of invented business in
// a fresh embedded PostgreSQL, made in bulk by `insert … select generate_series` — 50,000
// accounts, 100,000 orders, 1,000,000 messages, with conversations, jobs, hires, reports,
// cancellations and refunds in proportion — VACUUM ANALYZEd; then `GET /v1/admin/metrics` over
// 366 days through the app over HTTP, as an admin, 60 times one after another (after 5 not
// counted), its p50/p95 beside the budget (p95 ≤ 200 ms); the first call (which counts the
// whole year and keeps the days that are over) apart; and the EXPLAIN of the full count.
// Alone: `node --import tsx scripts/bench-metrics.ts` (BENCH_METRICS_CALLS to change the count).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedContent } from '../server/db/seed';
import { ensureAdminAccount } from '../server/services/admin-account';
import { MetricsService } from '../server/services/metrics';
import { ADMIN_PATHS } from '../src/contract/endpoints';

const ACCOUNTS = 50_000;
const ORDERS = 100_000;
const MESSAGES = 1_000_000;
const CONVERSATIONS = 100_000;
const JOBS = 20_000;
const HIRES = 10_000;
const REPORTS = 5_000;
const CANCELLATIONS = 8_000;
const CALLS = Number(process.env.BENCH_METRICS_CALLS ?? 60);
const BUDGET_P95_MS = 200;
/** The invented year and the range asked: 366 days up to today (today is counted live). */
const TO = new Date().toISOString().slice(0, 10);
const FROM = new Date(Date.parse(`${TO}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
const YEAR = `'${FROM}'::timestamptz + random() * interval '366 days'`;
const ADMIN = { email: 'bench-admin@ftc.test', password: 'bench-admin-secret-42' };

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The year of business, in bulk. Ids made by one statement are consecutive: a random parent,
 * profile or conversation is picked by arithmetic on the first id (not from an array, which
 * PostgreSQL would copy for every row).
 */
async function load(pool: pg.Pool) {
  const step = async (what: string, sql: string) => {
    const started = performance.now();
    await pool.query(sql);
    console.log(`  ${what}: ${round((performance.now() - started) / 1000)} s`);
  };
  const first = async (sql: string) => {
    const { rows } = await pool.query<{ first: string; count: number }>(sql);
    return { first: Number(rows[0]?.first), count: rows[0]?.count ?? 0 };
  };
  /** Bench account i (1…ACCOUNTS) is a parent when i % 5 < 3, else a caregiver. */
  await step(
    `${ACCOUNTS} accounts`,
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash, created_at)
     select case when i % 5 < 3 then 'user' else 'service_provider' end, 'Bench Person ' || i,
            'bench' || i || '@ftc.test', '+1', '3' || lpad(i::text, 9, '0'), 'x', ${YEAR}
       from generate_series(1, ${ACCOUNTS}) i`,
  );
  const accounts = await first(
    "select min(id) as first, count(*)::int as count from accounts where email like 'bench%@ftc.test'",
  );
  const account = (i: string) => `(${accounts.first - 1} + ${i})`;
  const anyMember = account(`1 + floor(random() * ${ACCOUNTS})::int`);
  const anyParent = account(
    `5 * (1 + floor(random() * ${ACCOUNTS / 5 - 1})::int) + floor(random() * 3)::int`,
  );
  await step(
    'caregiver profiles',
    `insert into caregiver_profiles (account_id, first_name, last_initial, headline, city, state,
       zip, lat, lng, services, age_groups, languages, published, created_at)
     select id, 'Bench', 'B', 'Warm, patient and reliable sitter', 'Austin', 'TX', '78701',
            30.27, -97.74, '{babysitting}', '{toddler}', '{en}', true, created_at
       from accounts where email like 'bench%@ftc.test' and type = 'service_provider' order by id`,
  );
  const profiles = await first(
    `select min(id) as first, count(*)::int as count from caregiver_profiles
      where account_id >= ${accounts.first}`,
  );
  const anyProfile = `(${profiles.first} + floor(random() * ${profiles.count})::int)`;
  const plans = (await pool.query<{ id: string }>('select id from plans order by id')).rows.map(
    (row) => `'${row.id.replaceAll("'", "''")}'`,
  );
  const anyPlan = `(array[${plans.join(', ')}])[1 + floor(random() * ${plans.length})::int]`;
  await step(
    `${ORDERS} orders`,
    `insert into orders (id, account_id, plan_id, kind, amount, currency, status, paid_at,
       period_start, period_end, refunded_amount, created_at)
     select 'bench_' || i, ${anyMember}, ${anyPlan},
            case when i % 20 < 6 then 'buy-subscription' when i % 20 < 19 then 'renewal' else 'change' end,
            999 + (i % 5) * 1000, 'USD',
            case when i % 50 = 0 then 'pending' when i % 50 = 1 then 'refunded'
                 when i % 50 = 2 then 'partially_refunded' else 'paid' end,
            case when i % 50 = 0 then null else paid end,
            case when i % 50 = 0 then null else paid end,
            case when i % 50 = 0 then null else paid + interval '30 days' end,
            case when i % 50 = 1 then 999 + (i % 5) * 1000 when i % 50 = 2 then 500 else 0 end,
            paid
       from generate_series(1, ${ORDERS}) i, lateral (select ${YEAR} + i * interval '0' as paid) t`,
  );
  await step(
    'refunds',
    `insert into order_refunds (order_id, amount, currency, created_at)
     select id, refunded_amount, currency, paid_at + interval '3 days'
       from orders where refunded_amount > 0`,
  );
  await step(
    `${CANCELLATIONS} cancellations`,
    `insert into plan_cancellations (account_id, plan_id, created_at)
     select ${anyMember}, ${anyPlan}, ${YEAR} + i * interval '0'
       from generate_series(1, ${CANCELLATIONS}) i`,
  );
  await step(
    `${CONVERSATIONS} conversations`,
    `insert into conversations (parent_account_id, profile_id, started_by, created_at, updated_at)
     select distinct on (p, c) p, c, 'parent', at, at
       from generate_series(1, ${CONVERSATIONS}) i,
            lateral (select ${anyParent} + i * 0 as p, ${anyProfile} + i * 0 as c,
                            ${YEAR} + i * interval '0' as at) t`,
  );
  const conversations = await first(
    'select min(id) as first, count(*)::int as count from conversations',
  );
  await step(
    `${MESSAGES} messages`,
    `insert into messages (conversation_id, sender, body, created_at)
     select ${conversations.first} + floor(random() * ${conversations.count})::int,
            case when i % 2 = 0 then 'parent' else 'caregiver' end,
            'Could you sit on Friday from 6 to 10? The kids are 4 and 7.', ${YEAR} + i * interval '0'
       from generate_series(1, ${MESSAGES}) i`,
  );
  await step(
    `${JOBS} jobs`,
    `insert into jobs (parent_account_id, title, zip, city, state, lat, lng, services,
       hourly_rate_max, starts_on, created_at)
     select ${anyParent}, 'Evening sitter', '78701', 'Austin', 'TX', 30.27, -97.74,
            '{babysitting}', 2500, '2026-02-01', ${YEAR} + i * interval '0'
       from generate_series(1, ${JOBS}) i`,
  );
  await step(
    `${HIRES} hires`,
    `insert into hires (parent_account_id, profile_id, created_at)
     select distinct on (p, c) p, c, at
       from generate_series(1, ${HIRES}) i,
            lateral (select ${anyParent} + i * 0 as p, ${anyProfile} + i * 0 as c,
                            ${YEAR} + i * interval '0' as at) t
     on conflict do nothing`,
  );
  await step(
    `${REPORTS} reports`,
    `insert into reports (source, target_kind, target_id, reason, status, resolution, resolved_at, created_at)
     select case when i % 3 = 0 then 'automatic' else 'member' end, 'message', i, 'scam',
            case when i % 5 = 0 then 'open' else 'resolved' end,
            case when i % 5 = 0 then null else 'dismiss' end,
            case when i % 5 = 0 then null else at + (i % 7) * interval '1 day' end, at
       from generate_series(1, ${REPORTS}) i, lateral (select ${YEAR} + i * interval '0' as at) t`,
  );
  await step('vacuum analyze', 'vacuum analyze');
}

export async function benchMetrics() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftc-bench-metrics-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const database = await openDatabase({ dataDir, poolSize: 8, statementTimeoutMs: 0 });
  try {
    await migrate(database.pool);
    await seedContent(database.pool);
    console.log('\nMetrics: a year of invented business');
    const loadStarted = performance.now();
    await load(database.pool);
    const loadSeconds = round((performance.now() - loadStarted) / 1000);
    const counts = (
      await database.pool.query<Record<string, number>>(
        `select (select count(*) from accounts)::int as accounts, (select count(*) from orders)::int as orders,
                (select count(*) from messages)::int as messages, (select count(*) from conversations)::int as conversations,
                (select count(*) from jobs)::int as jobs, (select count(*) from hires)::int as hires,
                (select count(*) from reports)::int as reports`,
      )
    ).rows[0];

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
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await ensureAdminAccount(database.pool, ADMIN);
    const login = await fetch(`${base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: ADMIN.email,
        login_input: ADMIN.email,
        password: ADMIN.password,
        type: 'user',
        device: 'web',
      }),
    });
    const token = ((await login.json()) as { results?: { token?: string } }).results?.token;
    if (!token) throw new Error(`bench admin login failed: ${login.status}`);
    const url = `${base}${ADMIN_PATHS.metrics}?from=${FROM}&to=${TO}`;
    const call = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { results?: { days: unknown[]; totals: unknown } };
      if (response.status !== 200 || body.results?.days.length !== 366)
        throw new Error(`metrics answered ${response.status}`);
      return { ms: performance.now() - started, totals: body.results.totals };
    };
    // The first call counts the whole year and keeps the days that are over (metrics_days);
    // the next ones read those and count today. Then a warm-up, not counted.
    const cold = await call();
    for (let n = 0; n < 5; n += 1) await call();
    const latencies: number[] = [];
    let totals: unknown;
    for (let n = 0; n < CALLS; n += 1) {
      const result = await call();
      latencies.push(result.ms);
      totals = result.totals;
    }
    await app.close();
    latencies.sort((x, y) => x - y);

    const { text, values } = MetricsService.query(FROM, TO);
    const explained = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${text}`,
      values,
    );
    const p95 = round(percentile(latencies, 95));
    return {
      rows: counts,
      loadSeconds,
      range: { from: FROM, to: TO, days: 366 },
      coldMs: round(cold.ms),
      calls: CALLS,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: p95,
      maxMs: round(latencies.at(-1) ?? 0),
      budgetP95Ms: BUDGET_P95_MS,
      met: p95 <= BUDGET_P95_MS,
      totals,
      explain: explained.rows.map((row) => row['QUERY PLAN']),
    };
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printMetrics(result: Awaited<ReturnType<typeof benchMetrics>>) {
  console.log(
    `Metrics over ${result.range.days} days (${result.range.from} … ${result.range.to}), loaded in ${result.loadSeconds} s:`,
  );
  console.table([result.rows]);
  console.table([
    {
      'first call ms (counts the year)': result.coldMs,
      calls: result.calls,
      'p50 ms': result.p50Ms,
      'p95 ms': result.p95Ms,
      'max ms': result.maxMs,
      'budget p95 ms': result.budgetP95Ms,
      met: result.met ? 'yes' : 'NO',
    },
  ]);
  console.log('Totals:', JSON.stringify(result.totals));
  if (process.env.BENCH_METRICS_EXPLAIN) console.log(result.explain.join('\n'));
  else console.log(result.explain.at(-2), '|', result.explain.at(-1));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchMetrics();
  printMetrics(result);
}
