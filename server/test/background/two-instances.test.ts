import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../background/queues';
import { renewalOrderId } from '../../services/subscriptions';
import type { EmailMessage, SmsMessage } from '../../services/transports';
import { createTestApp, type TestApp } from '../harness';
import {
  CARDS,
  CountingProvider,
  DAY_MS,
  drained,
  HOUR_MS,
  JOBS_ON,
  plus,
  queueJobs,
  subscribedParent,
  subscriptionRow,
  tick,
  until,
} from './support';

/** Transports that record what one instance sent, into a tally shared by both. */
function recording(tally: Map<string, number>) {
  const sent: string[] = [];
  const count = (key: string) => {
    sent.push(key);
    tally.set(key, (tally.get(key) ?? 0) + 1);
  };
  return {
    sent,
    transports: {
      email: {
        send: async (message: EmailMessage) => {
          count(`${message.to} ${message.subject}`);
          // A receipt counts by the order it is for (every paid order gets one: the first
          // payment's too), named by the link to its page.
          const receipt = /\/dashboard\/billing\/receipts\/([^\s/]+)/.exec(message.body);
          if (receipt) count(`${message.to} receipt ${decodeURIComponent(receipt[1] ?? '')}`);
        },
      },
      sms: { send: async (message: SmsMessage) => count(`${message.to} sms`) },
    },
  };
}

const PAST_DUE_SUBJECT = 'Your FTC plan could not be renewed: update your card';

const tally = new Map<string, number>();
const one = recording(tally);
const two = recording(tally);
const provider = new CountingProvider();
/** The database's first app, jobs off: it makes the data the two instances then work on. */
let setup: TestApp;
let a: TestApp;
let b: TestApp;
const closed = new Set<TestApp>();
const close = async (t: TestApp | undefined) => {
  if (!t || closed.has(t)) return;
  closed.add(t);
  await t.close();
};
let renewing: Awaited<ReturnType<typeof subscribedParent>>;
let declining: Awaited<ReturnType<typeof subscribedParent>>;

beforeAll(async () => {
  setup = await createTestApp();
  renewing = await subscribedParent(setup, { endsIn: '2 hours' });
  declining = await subscribedParent(setup, {
    card: CARDS.declinesRenewals,
    endsIn: '2 hours',
  });
  // Two instances on that database, the renewals scheduled every minute: pg-boss fires the
  // tick that has just passed as soon as an instance starts, and once for both.
  const env = { ...JOBS_ON, CRON_RENEWALS: '* * * * *' };
  const options = { databaseUrl: setup.databaseUrl, payments: provider };
  a = await createTestApp(env, { ...options, transports: one.transports });
  b = await createTestApp(env, { ...options, transports: two.transports });
});
afterAll(async () => {
  await close(a);
  await close(b);
  await close(setup);
});

const orderStatus = async (id: string) =>
  (await setup.pool.query('select status from orders where id = $1', [id])).rows[0]?.status;

describe('two instances on one database', () => {
  it('the scheduled renewal runs once: one charge per plan, one decline email', async () => {
    const renewKey = {
      accountId: renewing.accountId,
      period: Number((await subscriptionRow(setup, renewing.accountId)).period),
    };
    const declineKey = {
      accountId: declining.accountId,
      period: Number((await subscriptionRow(setup, declining.accountId)).period),
    };
    await until(
      async () =>
        (await orderStatus(renewalOrderId(renewKey))) === 'paid' &&
        (await orderStatus(renewalOrderId(declineKey))) === 'failed',
      40_000,
      'the schedule to renew both plans',
    );
    // Every renewal and email job queued so far has run: a doubled one would have counted.
    await drained(setup, QUEUES.renewals, QUEUES.renew, QUEUES.email);
    expect(provider.chargesOf(renewalOrderId(renewKey))).toBe(1);
    expect(provider.chargesOf(renewalOrderId(declineKey))).toBe(1);
    expect(tally.get(`${declining.form.email} ${PAST_DUE_SUBJECT}`)).toBe(1);
    expect((await subscriptionRow(setup, declining.accountId)).status).toBe('past_due');
    expect(tally.get(`${renewing.form.email} receipt ${renewalOrderId(renewKey)}`)).toBe(1);
    // The sweep came from the schedule, not from the test.
    expect((await queueJobs(setup, QUEUES.renewals)).length).toBeGreaterThanOrEqual(1);
  });

  it('a queued email is delivered once: 40 notices through both instances, each arrives once', async () => {
    const notices = Array.from({ length: 40 }, (_, i) => ({
      to: `reader${i}@example.com`,
      subject: `Notice ${i}`,
      body: 'A new job near you.',
    }));
    await Promise.all(notices.map((notice, i) => (i % 2 ? a : b).app.ctx.email.send(notice)));
    const keys = notices.map((notice) => `${notice.to} ${notice.subject}`);
    await until(
      async () => keys.every((key) => tally.has(key)),
      40_000,
      'every notice to be delivered',
    );
    await drained(setup, QUEUES.email);
    expect(keys.map((key) => tally.get(key))).toEqual(keys.map(() => 1));
    // Both instances' workers took part.
    expect(one.sent.filter((key) => key.startsWith('reader')).length).toBeGreaterThan(0);
    expect(two.sent.filter((key) => key.startsWith('reader')).length).toBeGreaterThan(0);
  });

  it('both instances tick at once: one charge per period, first try and retry alike, one email each', async () => {
    const paying = await subscribedParent(setup, { endsIn: '10 days' });
    const retried = await subscribedParent(setup, {
      card: CARDS.declinesRenewals,
      endsIn: '10 days',
    });
    const periodOf = async (accountId: string) => ({
      accountId,
      period: Number((await subscriptionRow(setup, accountId)).period),
    });
    const payKey = renewalOrderId(await periodOf(paying.accountId));
    const retryKey = renewalOrderId(await periodOf(retried.accountId));
    const end = (await subscriptionRow(setup, paying.accountId)).current_period_end;
    const both = (at: Date) => Promise.all([tick(a, at), tick(b, at)]);

    await both(plus(end, -HOUR_MS));
    expect(provider.paidOf(payKey)).toBe(1);
    expect(provider.chargesOf(retryKey)).toBe(1);
    expect((await subscriptionRow(setup, retried.accountId)).status).toBe('past_due');

    // The card-update page keeps a card that pays; the day-1 retry, ticked on both, charges once.
    await setup.pool.query(
      `insert into payment_methods (account_id, brand, last4, exp_month, exp_year, provider_ref)
       values ($1, 'Visa', '4242', 12, 2039, 'pm_sandbox_renews')
       on conflict (account_id) do update set provider_ref = excluded.provider_ref`,
      [retried.accountId],
    );
    await both(plus(end, DAY_MS));
    expect(provider.paidOf(retryKey)).toBe(1);
    expect((await subscriptionRow(setup, retried.accountId)).status).toBe('active');

    await drained(setup, QUEUES.renewals, QUEUES.renew, QUEUES.email);
    expect(provider.paidOf(payKey)).toBe(1);
    expect(provider.paidOf(retryKey)).toBe(1);
    expect(tally.get(`${paying.form.email} receipt ${payKey}`)).toBe(1);
    expect(tally.get(`${retried.form.email} ${PAST_DUE_SUBJECT}`)).toBe(1);
    expect(tally.get(`${retried.form.email} receipt ${retryKey}`)).toBe(1);
  });

  it('an instance that stops finishes the job in flight first', async () => {
    // One instance left: the renewal runs there; its provider takes a while to answer.
    await close(b);
    const slow = await subscribedParent(setup, { endsIn: '3 hours' });
    const key = {
      accountId: slow.accountId,
      period: Number((await subscriptionRow(setup, slow.accountId)).period),
    };
    provider.renewalDelayMs = 1500;
    await a.app.ctx.background?.send(QUEUES.renew, key);
    await until(
      async () =>
        (
          await setup.pool.query('select charging_since from orders where id = $1', [
            renewalOrderId(key),
          ])
        ).rows[0]?.charging_since,
      15_000,
      'the charge to start',
    );
    await close(a); // SIGTERM's path: app.close() → background.stop()
    provider.renewalDelayMs = 0;
    expect(await orderStatus(renewalOrderId(key))).toBe('paid');
    expect(provider.chargesOf(renewalOrderId(key))).toBe(1);
    // The job it was running is recorded as done. (The renewal sweep may also have queued this
    // plan meanwhile, on a slow machine: that copy finds the order paid and charges nothing.)
    const jobs = (await queueJobs(setup, QUEUES.renew)).filter(
      (row) => row.data.accountId === key.accountId && row.data.period === key.period,
    );
    expect(jobs.map((row) => row.state)).toContain('completed');
  });
});
