import { PAST_DUE_EXPIRES_AFTER_DAYS } from '../../src/contract/billing-values';

/**
 * SQL written once: the fragments several services put into their queries. Each returns SQL
 * text built from our own column names and aliases, never from a request (values go in as `$n`).
 */

/**
 * "Now" in every query: the server's clock (migration 022), which `POST /dev/tick` moves outside
 * production (interface §9); PostgreSQL's own `now()` plus an offset that is 0 in production.
 */
export const NOW_SQL = 'ftc_now()';

/** A timestamptz as ISO 8601 UTC to the second (`2030-01-31T09:00:00Z`): the contract's times. */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The same with milliseconds (`2030-01-31T09:00:00.123Z`), where several rows may share a second
 * and their order must show: chat messages, the development outbox.
 */
export const isoMsSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as `YYYY-MM-DD`. */
export const isoDateSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * When a `past_due` plan of alias `s` stops working (interface §9): PAST_DUE_EXPIRES_AFTER_DAYS
 * after its first declined renewal, and never before its paid period ends.
 */
export const PAST_DUE_ENDS_SQL = `greatest(s.current_period_end, s.past_due_since + make_interval(days => ${PAST_DUE_EXPIRES_AFTER_DAYS}))`;

/**
 * The subscription of alias `s` is an active plan (interface §7 "What the subscription pays
 * for"): one past its period end does not count, whether or not the lapse job has marked it;
 * a `past_due` one (a declined renewal being retried, §9) keeps working through its grace.
 */
export const ACTIVE_PLAN_SQL = `((s.status = 'active' and s.current_period_end > ${NOW_SQL})
  or (s.status = 'past_due' and ${PAST_DUE_ENDS_SQL} > ${NOW_SQL}))`;

/**
 * The status a member sees for alias `s`: an active or past_due plan whose time is over reads
 * `expired` before the lapse job has marked it.
 */
export const SHOWN_STATUS_SQL = `case when s.status in ('active', 'past_due') and not ${ACTIVE_PLAN_SQL}
  then 'expired' else s.status end`;

/** The account `accountId` (a column or a `$n`) has an active plan. */
export const hasActivePlanSql = (accountId: string) =>
  `exists (select 1 from subscriptions s where s.account_id = ${accountId} and ${ACTIVE_PLAN_SQL})`;

/**
 * The account `accountId` has an active plan that unlocks `entitlement` (a literal of ours, as
 * `'featured_placement'`; db/seed-subscriptions.ts `Entitlement`): the plan's features decide.
 */
export const hasEntitlementSql = (accountId: string, entitlement: 'featured_placement') =>
  `exists (select 1 from subscriptions s join plans pl on pl.id = s.plan_id
            where s.account_id = ${accountId} and ${ACTIVE_PLAN_SQL}
              and '${entitlement}' = any(pl.entitlements))`;

/**
 * A member's first name from `accounts` alias `a` where their words stay: "Former member" once
 * their data was erased (interface §9 "Your data": the full name is then empty).
 */
export const firstNameSql = (alias: string) =>
  `coalesce(nullif(split_part(btrim(${alias}.full_name), ' ', 1), ''), 'Former member')`;

/**
 * The account of alias `alias` is suspended now (interface §10): from `suspended_at` until
 * `suspended_until` (null: until staff lift it).
 */
export const suspendedSql = (alias: string) =>
  `(${alias}.suspended_at is not null and (${alias}.suspended_until is null or ${alias}.suspended_until > ${NOW_SQL}))`;

/**
 * The account `accountId` (a column or a `$n`) is on the market: neither suspended nor deleted.
 * A caregiver profile and jobs of any other account leave every answer (interface §9, §10).
 */
export const accountOnMarketSql = (accountId: string) =>
  `not exists (select 1 from accounts om where om.id = ${accountId}
                 and (om.deleted_at is not null or ${suspendedSql('om')}))`;

/** The caregiver profile of alias `p` may show: not hidden by staff, its account on the market. */
export const profileShownSql = (p: string) =>
  `(${p}.hidden_at is null and ${accountOnMarketSql(`${p}.account_id`)})`;

/** The job of alias `j` may show: not hidden by staff, its parent's account on the market. */
export const jobShownSql = (j: string) =>
  `(${j}.hidden_at is null and ${accountOnMarketSql(`${j}.parent_account_id`)})`;

/**
 * The review of alias `r` may show (and counts in the rating, migration 033
 * `ftc_refresh_rating`): not hidden, its author not suspended. A deleted author's review stays,
 * signed "Former member" (interface §9).
 */
export const reviewShownSql = (r: string) =>
  `(${r}.hidden_at is null and not exists (select 1 from accounts ra where ra.id = ${r}.parent_account_id and ${suspendedSql('ra')}))`;

/** The message of alias `m` may show: not hidden by staff (neither side sees it, nor its stream). */
export const messageShownSql = (m: string) => `${m}.hidden_at is null`;
