import type pg from 'pg';
import type { Metrics, MetricsDay } from '../../src/contract/admin-content';
import { METRICS_CURRENCY } from '../../src/contract/admin-content-values';
import { NOW_SQL } from '../db/sql-fragments';

/** Orders whose paid period makes an active plan (a refund of the whole order ended it). */
const PLAN_ORDER = `paid_at is not null and period_end is not null
  and status in ('paid', 'partially_refunded')`;
const PLAN_START = 'coalesce(period_start, paid_at)';

/**
 * One day each from `$1` to `$2` (UTC). Each figure is a count grouped by day over an index on
 * the time it happened (migration 036): sign-ups (accounts.created_at), new paid plans (the first
 * order of a subscription, `buy-subscription`, by paid_at), cancellations (plan_cancellations),
 * revenue (USD paid that day less USD refunded that day, order_refunds), messages, jobs, hires,
 * bookings made (requested; migration 041).
 * Active plans and open reports are states at each day's end: those open before the range,
 * plus each day's openings less its closings, summed up to that day.
 */
const METRICS_SQL = `
with bounds as (
  select ($1::date)::timestamp at time zone 'UTC' as lo,
         ($2::date + 1)::timestamp at time zone 'UTC' as hi),
days as (
  select d::date as day from generate_series($1::date, $2::date, interval '1 day') d),
signups as (
  select (a.created_at at time zone 'UTC')::date as day,
         count(*) filter (where a.type = 'user')::int as parents,
         count(*) filter (where a.type = 'service_provider')::int as caregivers
    from accounts a, bounds b where a.created_at >= b.lo and a.created_at < b.hi group by 1),
paid as (
  select (o.paid_at at time zone 'UTC')::date as day,
         count(*) filter (where o.kind = 'buy-subscription')::int as new_paid_plans,
         coalesce(sum(o.amount) filter (where o.currency = $3), 0)::bigint as paid
    from orders o, bounds b
   where o.paid_at is not null and o.paid_at >= b.lo and o.paid_at < b.hi group by 1),
refunds as (
  select (r.created_at at time zone 'UTC')::date as day, sum(r.amount)::bigint as refunded
    from order_refunds r, bounds b
   where r.created_at >= b.lo and r.created_at < b.hi and r.currency = $3 group by 1),
cancels as (
  select (c.created_at at time zone 'UTC')::date as day, count(*)::int as n
    from plan_cancellations c, bounds b
   where c.created_at >= b.lo and c.created_at < b.hi group by 1),
messages_by_day as (
  select (m.created_at at time zone 'UTC')::date as day, count(*)::int as n
    from messages m, bounds b where m.created_at >= b.lo and m.created_at < b.hi group by 1),
jobs_by_day as (
  select (j.created_at at time zone 'UTC')::date as day, count(*)::int as n
    from jobs j, bounds b where j.created_at >= b.lo and j.created_at < b.hi group by 1),
hires_by_day as (
  select (h.created_at at time zone 'UTC')::date as day, count(*)::int as n
    from hires h, bounds b where h.created_at >= b.lo and h.created_at < b.hi group by 1),
bookings_by_day as (
  select (k.created_at at time zone 'UTC')::date as day, count(*)::int as n
    from bookings k, bounds b where k.created_at >= b.lo and k.created_at < b.hi group by 1),
plans_before as (
  select count(*)::int as n from orders o, bounds b
   where ${PLAN_ORDER} and ${PLAN_START} < b.lo and o.period_end >= b.lo),
plan_starts as (
  select (${PLAN_START} at time zone 'UTC')::date as day, count(*)::int as n
    from orders o, bounds b
   where ${PLAN_ORDER} and ${PLAN_START} >= b.lo and ${PLAN_START} < b.hi group by 1),
plan_ends as (
  select (o.period_end at time zone 'UTC')::date as day, count(*)::int as n
    from orders o, bounds b
   where ${PLAN_ORDER} and o.period_end >= b.lo and o.period_end < b.hi
     and ${PLAN_START} < o.period_end group by 1),
reports_before as (
  select count(*)::int as n from reports r, bounds b
   where r.created_at < b.lo and (r.resolved_at is null or r.resolved_at >= b.lo)),
reports_opened as (
  select (r.created_at at time zone 'UTC')::date as day, count(*)::int as n
    from reports r, bounds b where r.created_at >= b.lo and r.created_at < b.hi group by 1),
reports_resolved as (
  select (r.resolved_at at time zone 'UTC')::date as day, count(*)::int as n
    from reports r, bounds b
   where r.resolved_at is not null and r.resolved_at >= b.lo and r.resolved_at < b.hi group by 1)
select to_char(d.day, 'YYYY-MM-DD') as date,
       coalesce(s.parents, 0) as parents,
       coalesce(s.caregivers, 0) as caregivers,
       coalesce(p.new_paid_plans, 0) as new_paid_plans,
       coalesce(c.n, 0) as cancellations,
       ((select n from plans_before)
         + sum(coalesce(ps.n, 0) - coalesce(pe.n, 0)) over (order by d.day))::int as active_plans,
       (coalesce(p.paid, 0) - coalesce(r.refunded, 0))::bigint as revenue,
       coalesce(m.n, 0) as messages,
       coalesce(j.n, 0) as jobs,
       coalesce(h.n, 0) as hires,
       coalesce(bk.n, 0) as bookings,
       ((select n from reports_before)
         + sum(coalesce(ro.n, 0) - coalesce(rr.n, 0)) over (order by d.day))::int as open_reports
  from days d
  left join signups s on s.day = d.day
  left join paid p on p.day = d.day
  left join refunds r on r.day = d.day
  left join cancels c on c.day = d.day
  left join messages_by_day m on m.day = d.day
  left join jobs_by_day j on j.day = d.day
  left join hires_by_day h on h.day = d.day
  left join bookings_by_day bk on bk.day = d.day
  left join plan_starts ps on ps.day = d.day
  left join plan_ends pe on pe.day = d.day
  left join reports_opened ro on ro.day = d.day
  left join reports_resolved rr on rr.day = d.day
 order by d.day`;

interface DayRow {
  date: string;
  parents: number;
  caregivers: number;
  new_paid_plans: number;
  cancellations: number;
  active_plans: number;
  revenue: string | number;
  messages: number;
  jobs: number;
  hires: number;
  bookings: number;
  open_reports: number;
}

/** Every day from `from` to `to`, YYYY-MM-DD. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += 86_400_000
  )
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * The business's figures per UTC day (interface §10 `GET /v1/admin/metrics`). A day that is over
 * (an hour past its end, by the server clock) is counted once and kept in `metrics_days`
 * (migration 036); the days not kept yet, today among them, are counted by METRICS_SQL, in one
 * query over the span they cover.
 */
export class MetricsService {
  constructor(private readonly pool: pg.Pool) {}

  /** The SQL and its values, for the route and for EXPLAIN (the bench). */
  static query(from: string, to: string) {
    return { text: METRICS_SQL, values: [from, to, METRICS_CURRENCY] };
  }

  async between(from: string, to: string): Promise<Metrics> {
    const { rows: kept } = await this.pool.query<{
      date: string;
      figures: Omit<MetricsDay, 'date'>;
      closed_before: string;
    }>(
      `select to_char(k.day, 'YYYY-MM-DD') as date, k.figures, c.closed_before
         from (select to_char(((${NOW_SQL} - interval '1 hour') at time zone 'UTC')::date,
                              'YYYY-MM-DD') as closed_before) c
         left join metrics_days k on k.day between $1::date and $2::date`,
      [from, to],
    );
    const closedBefore = kept[0]?.closed_before ?? '';
    const byDay = new Map<string, MetricsDay>();
    for (const row of kept) if (row.date) byDay.set(row.date, { date: row.date, ...row.figures });
    const wanted = daysBetween(from, to);
    const missing = wanted.filter((day) => !byDay.has(day));
    const first = missing[0];
    const last = missing.at(-1);
    if (first && last) {
      const counted = await this.count(first, last);
      const closed = counted.filter((day) => !byDay.has(day.date) && day.date < closedBefore);
      for (const day of counted) if (!byDay.has(day.date)) byDay.set(day.date, day);
      if (closed.length)
        await this.pool.query(
          `insert into metrics_days (day, figures)
           select (e->>'date')::date, e - 'date' from jsonb_array_elements($1::jsonb) e
           on conflict (day) do nothing`,
          [JSON.stringify(closed)],
        );
    }
    const days = wanted.map((day) => byDay.get(day) as MetricsDay);
    return { from, to, days, totals: totalsOf(days), currency: METRICS_CURRENCY };
  }

  /** Counts the days from `from` to `to` (METRICS_SQL). */
  private async count(from: string, to: string): Promise<MetricsDay[]> {
    const { text, values } = MetricsService.query(from, to);
    const { rows } = await this.pool.query<DayRow>(text, values);
    return rows.map((row) => ({
      date: row.date,
      signups: { parents: row.parents, caregivers: row.caregivers },
      new_paid_plans: row.new_paid_plans,
      cancellations: row.cancellations,
      active_plans: row.active_plans,
      revenue: Number(row.revenue),
      messages: row.messages,
      jobs: row.jobs,
      hires: row.hires,
      bookings: row.bookings,
      open_reports: row.open_reports,
    }));
  }
}

/** The range summed, but active plans and open reports are the last day's (states, not events). */
export function totalsOf(days: MetricsDay[]): Metrics['totals'] {
  const sum = (pick: (day: MetricsDay) => number) => days.reduce((all, day) => all + pick(day), 0);
  const last = days.at(-1);
  return {
    signups: {
      parents: sum((day) => day.signups.parents),
      caregivers: sum((day) => day.signups.caregivers),
    },
    new_paid_plans: sum((day) => day.new_paid_plans),
    cancellations: sum((day) => day.cancellations),
    active_plans: last?.active_plans ?? 0,
    revenue: sum((day) => day.revenue),
    messages: sum((day) => day.messages),
    jobs: sum((day) => day.jobs),
    hires: sum((day) => day.hires),
    bookings: sum((day) => day.bookings),
    open_reports: last?.open_reports ?? 0,
  };
}
