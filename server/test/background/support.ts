import { setTimeout as sleep } from 'node:timers/promises';
import { ROUTES } from '../../../src/contract/endpoints';
import type { BackgroundJobs } from '../../background/background-jobs';
import {
  type Card,
  type ChargeOrder,
  type ChargeResult,
  type PaymentProvider,
  SandboxProvider,
} from '../../services/payments';
import { signUpAndVerify, type TestApp } from '../harness';

/**
 * Background jobs on, quick: workers poll every half second, schedules are looked at every
 * second, a failed delivery is tried again after 1–2 s. The schedules themselves are set to a
 * minute that does not come during a test run (January 1st at 00:00 UTC), so only what a test
 * triggers runs; a test that wants the real schedule sets its own.
 */
export const JOBS_ON: Record<string, string> = {
  JOBS: 'on',
  JOBS_POLL_SECONDS: '0.5',
  JOBS_CRON_CHECK_SECONDS: '1',
  JOBS_RETRY_DELAY_SECONDS: '1',
  JOBS_RETRY_LIMIT: '5',
  CRON_RENEWALS: '0 0 1 1 *',
  CRON_LAPSE: '0 0 1 1 *',
  CRON_RENEWAL_NOTICES: '0 0 1 1 *',
  CRON_BADGES: '0 0 1 1 *',
  CRON_CLEANUP: '0 0 1 1 *',
};

export const background = (t: TestApp): BackgroundJobs => {
  const jobs = t.app.ctx.background;
  if (!jobs) throw new Error('background jobs are off in this app');
  return jobs;
};

/** Waits until `probe` answers something truthy (every 100 ms, up to `ms`). */
export async function until<T>(
  probe: () => Promise<T>,
  ms = 15_000,
  what = 'the condition',
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Waits until no job of `queues` waits, runs or waits to try again: whatever was queued before
 * has run, so a doubled job or a second email would have shown by now.
 */
export async function drained(t: TestApp, ...queues: string[]): Promise<void> {
  await until(
    async () => {
      const { rows } = await t.pool.query<{ unfinished: number }>(
        `select count(*)::int as unfinished from pgboss.job
          where name = any($1) and state in ('created', 'retry', 'active')`,
        [queues],
      );
      return rows[0]?.unfinished === 0;
    },
    15_000,
    `the ${queues.join(', ')} queue to drain`,
  );
}

/** The sandbox, counting every charge it is asked for; renewals can be made slow or fail once. */
export class CountingProvider implements PaymentProvider {
  private readonly sandbox = new SandboxProvider();
  /** Every renewal charge asked for: the order id (the idempotency key). */
  readonly renewals: string[] = [];
  renewalDelayMs = 0;
  /** The next renewal charges throw (the provider does not answer). */
  failNext = 0;

  charge(request: { order: ChargeOrder; card: Card }): Promise<ChargeResult> {
    return this.sandbox.charge(request);
  }

  async chargeSaved(request: { order: ChargeOrder; paymentMethod: string }): Promise<ChargeResult> {
    this.renewals.push(request.order.id);
    if (this.renewalDelayMs) await sleep(this.renewalDelayMs);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('provider timeout');
    }
    const result = await this.sandbox.chargeSaved(request);
    const key = request.order.idempotencyKey ?? request.order.id;
    if (result.ok && !this.paidKeys.has(key)) {
      this.paidKeys.add(key);
      this.paid.push(request.order.id);
    }
    return result;
  }

  /** Every renewal charge that moved money: the order id, once per idempotency key. */
  readonly paid: string[] = [];
  private readonly paidKeys = new Set<string>();

  chargesOf(orderId: string): number {
    return this.renewals.filter((id) => id === orderId).length;
  }

  /** How many times money moved for `orderId` (a repeated key is the provider's one charge). */
  paidOf(orderId: string): number {
    return this.paid.filter((id) => id === orderId).length;
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const CARDS = {
  renews: '4242 4242 4242 4242',
  declinesRenewals: '4000 0000 0000 0341',
} as const;

/**
 * A parent who bought `plan_id` through the checkout with `card` (sandbox), whose period now
 * ends in `endsIn` (a PostgreSQL interval, negative for the past).
 */
export async function subscribedParent(
  t: TestApp,
  options: { card?: string; plan?: string; endsIn?: string } = {},
) {
  const session = await signUpAndVerify(t);
  const plan = options.plan ?? 'parent-basic-monthly';
  const bought = await t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: plan },
    bearer(session.token),
  );
  if (bought.status !== 201) throw new Error(`buy failed: ${bought.status} ${bought.body.message}`);
  const orderId = bought.body.results.order_id as string;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_number: options.card ?? CARDS.renews,
      expiry: '12/39',
      cvc: '123',
      name: 'Ana Parent',
      accept_terms: 'on',
    }).toString(),
  });
  if (paid.statusCode !== 303 || !String(paid.headers.location).includes('checkout-success'))
    throw new Error(`payment failed: ${paid.statusCode} ${paid.headers.location}`);
  const accountId = String(session.user.id);
  // The period as the server's clock counts it (a test that ticked has moved it on; the
  // checkout's settle may still read PostgreSQL's own clock).
  await t.pool.query(
    `update subscriptions s set current_period_end = ftc_now()
            + case p."interval" when 'year' then interval '1 year' else interval '1 month' end
       from plans p where p.id = s.plan_id and s.account_id = $1`,
    [accountId],
  );
  if (options.endsIn) await endPeriodIn(t, accountId, options.endsIn);
  return { ...session, accountId, plan, orderId };
}

/** Moves the subscription's period end to the server's now + `interval` (time passing, in a test). */
export async function endPeriodIn(t: TestApp, accountId: string, interval: string) {
  await t.pool.query(
    `update subscriptions set current_period_end = ftc_now() + $2::interval where account_id = $1`,
    [accountId, interval],
  );
}

export async function subscriptionRow(t: TestApp, accountId: string) {
  const { rows } = await t.pool.query<{
    status: string;
    auto_renew: boolean;
    payment_method: string | null;
    current_period_end: Date;
    period: string;
    order_id: string;
  }>(
    `select status, auto_renew, payment_method, current_period_end, order_id,
            floor(extract(epoch from current_period_end))::bigint::text as period
       from subscriptions where account_id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no subscription for ${accountId}`);
  return row;
}

/** The queued jobs of a queue, newest first (pg-boss's table; archived ones are not there). */
export async function queueJobs(t: TestApp, queue: string) {
  const { rows } = await t.pool.query<{
    id: string;
    state: string;
    data: Record<string, unknown>;
    retry_count: number;
    output: unknown;
  }>(
    `select id, state, data, retry_count, output from pgboss.job where name = $1
      order by created_on desc`,
    [queue],
  );
  return rows;
}

/**
 * `POST /dev/tick { now: at }` (interface §9): the server's clock moves to `at` and every
 * time-driven job runs at once; answers each job's `did` by name.
 */
export async function tick(t: TestApp, at: Date): Promise<Record<string, Record<string, number>>> {
  const answer = await t.call('POST', ROUTES.devTick, { now: at.toISOString() });
  if (answer.status !== 200)
    throw new Error(`tick refused: ${answer.status} ${answer.body.message}`);
  return Object.fromEntries(
    (answer.body.results.jobs as { name: string; did: Record<string, number> }[]).map((job) => [
      job.name,
      job.did,
    ]),
  );
}

/** The server's clock now (ms), as the database reads it. */
export async function serverNow(t: TestApp): Promise<number> {
  const { rows } = await t.pool.query<{ ms: string }>(
    'select round(extract(epoch from ftc_now()) * 1000)::bigint as ms',
  );
  return Number(rows[0]?.ms);
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** `date` moved by `ms`. */
export const plus = (date: Date | number, ms: number) => new Date(new Date(date).getTime() + ms);

/** A new session for `form`'s account (after a tick, the first one may have expired). */
export async function logIn(t: TestApp, form: { email: string; password: string }) {
  const answer = await t.call('POST', '/v1/user/login', {
    email: form.email,
    password: form.password,
    type: 'user',
    login_input: form.email,
    device: 'web',
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.body.message}`);
  return answer.body.results.token as string;
}
