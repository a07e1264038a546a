import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../background/queues';
import { SANDBOX_PAYMENT_METHODS } from '../../services/payments';
import { NO_SAVED_CARD, renewalOrderId } from '../../services/subscriptions';
import { createTestApp, type TestApp } from '../harness';
import {
  background,
  bearer,
  CARDS,
  CountingProvider,
  drained,
  endPeriodIn,
  JOBS_ON,
  subscribedParent,
  subscriptionRow,
  until,
} from './support';

const DECLINED_SUBJECT = 'Your FTC plan could not be renewed: update your card';

const provider = new CountingProvider();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(JOBS_ON, { payments: provider });
});
afterAll(async () => {
  await t?.close();
});

const keyOf = (row: { period: string }, accountId: string) => ({
  accountId,
  period: Number(row.period),
});

async function profileSubscription(token: string) {
  const answer = await t.call('GET', '/v1/user', undefined, bearer(token));
  expect(answer.status).toBe(200);
  return answer.body.results.subscription as {
    status: string;
    auto_renew: boolean;
    current_period_end: string;
  };
}

async function orderRow(id: string) {
  const { rows } = await t.pool.query('select * from orders where id = $1', [id]);
  return rows[0];
}

describe('plans renew through the payment provider', () => {
  it('the checkout keeps the provider’s payment method, never the card', async () => {
    const buyer = await subscribedParent(t);
    const row = await subscriptionRow(t, buyer.accountId);
    expect(row.payment_method).toBe(SANDBOX_PAYMENT_METHODS.renews);
    const { rows } = await t.pool.query(
      `select s.*, o.* from subscriptions s join orders o on o.account_id = s.account_id
        where s.account_id = $1`,
      [buyer.accountId],
    );
    // Only the last 4 digits are kept (receipts show brand and last 4, interface §9).
    expect(rows[0].card_last4).toBe('4242');
    expect(JSON.stringify(rows).replaceAll('"card_last4":"4242"', '')).not.toMatch(/4242/);
  });

  it('a due period is charged once through the schedule’s sweep, and the period grows from its old end', async () => {
    const buyer = await subscribedParent(t, { endsIn: '2 hours' });
    const before = await subscriptionRow(t, buyer.accountId);
    const key = keyOf(before, buyer.accountId);
    const orderId = renewalOrderId(key);

    // The sweep (what the schedule runs) finds the period and queues its renewal; a worker
    // of this instance charges it.
    const swept = (await background(t).run(QUEUES.renewals)) as { queued: number };
    expect(swept.queued).toBeGreaterThanOrEqual(1);
    const renewed = await until(
      async () => (await orderRow(orderId))?.status === 'paid' && orderRow(orderId),
      15_000,
      'the renewal order to be paid',
    );
    expect(renewed.amount).toBe(1499);
    expect(provider.chargesOf(orderId)).toBe(1);

    const after = await subscriptionRow(t, buyer.accountId);
    const { rows } = await t.pool.query<{ month_later: boolean }>(
      `select $2::timestamptz = $1::timestamptz + interval '1 month' as month_later`,
      [before.current_period_end, after.current_period_end],
    );
    expect(rows[0]?.month_later).toBe(true);
    expect(after).toMatchObject({ status: 'active', auto_renew: true, order_id: orderId });
    expect((await profileSubscription(buyer.token)).current_period_end).toBe(
      after.current_period_end.toISOString(),
    );

    // The same job again (a retry, a second instance, a doubled schedule): nothing is charged.
    expect(await background(t).run(QUEUES.renew, key)).toEqual({ kind: 'settled' });
    expect(provider.chargesOf(orderId)).toBe(1);
    // And the next sweep no longer finds it: the new period ends in a month.
    await background(t).run(QUEUES.renewals);
    const next = renewalOrderId(keyOf(after, buyer.accountId));
    expect(await orderRow(next)).toBeUndefined();
  });

  it('three copies of one renewal running at once charge the card once', async () => {
    const buyer = await subscribedParent(t, { endsIn: '3 hours' });
    const key = keyOf(await subscriptionRow(t, buyer.accountId), buyer.accountId);
    provider.renewalDelayMs = 300;
    const runs = await Promise.allSettled([
      background(t).run(QUEUES.renew, key),
      background(t).run(QUEUES.renew, key),
      background(t).run(QUEUES.renew, key),
    ]);
    provider.renewalDelayMs = 0;
    const renewed = runs.filter(
      (run) => run.status === 'fulfilled' && (run.value as { kind: string }).kind === 'renewed',
    );
    expect(renewed).toHaveLength(1);
    // The others found the charge under way (the queue tries them again later) or settled.
    for (const run of runs) {
      if (run.status === 'rejected') expect(String(run.reason)).toMatch(/being charged/);
    }
    expect(provider.chargesOf(renewalOrderId(key))).toBe(1);
    expect(await background(t).run(QUEUES.renew, key)).toEqual({ kind: 'settled' });
  });

  it('a provider that does not answer: the retry charges with the same idempotency key, and the period grows once', async () => {
    const buyer = await subscribedParent(t, { endsIn: '4 hours' });
    const before = await subscriptionRow(t, buyer.accountId);
    const key = keyOf(before, buyer.accountId);
    provider.failNext = 1;
    await expect(background(t).run(QUEUES.renew, key)).rejects.toThrow('provider timeout');
    // The claim was released: the order waits, the plan is unchanged.
    expect(await orderRow(renewalOrderId(key))).toMatchObject({
      status: 'pending',
      charging_since: null,
    });
    expect((await subscriptionRow(t, buyer.accountId)).period).toBe(before.period);

    expect(await background(t).run(QUEUES.renew, key)).toMatchObject({ kind: 'renewed' });
    expect(provider.renewals.filter((id) => id === renewalOrderId(key))).toEqual([
      renewalOrderId(key),
      renewalOrderId(key),
    ]);
    const { rows } = await t.pool.query(
      `select count(*)::int as paid from orders where account_id = $1 and id like 'renew_%' and status = 'paid'`,
      [buyer.accountId],
    );
    expect(rows[0].paid).toBe(1);
  });
});

describe('a declined renewal', () => {
  it('makes the plan past_due (it keeps working) and emails the owner once, with the card link', async () => {
    const buyer = await subscribedParent(t, {
      card: CARDS.declinesRenewals,
      endsIn: '5 hours',
    });
    const before = await subscriptionRow(t, buyer.accountId);
    expect(before.payment_method).toBe(SANDBOX_PAYMENT_METHODS.declinesRenewals);
    const key = keyOf(before, buyer.accountId);

    expect(await background(t).run(QUEUES.renew, key)).toMatchObject({
      kind: 'declined',
      reason: 'Your card was declined.',
    });
    expect(await orderRow(renewalOrderId(key))).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card was declined.',
      kind: 'renewal',
    });

    // The email was queued with the decline and a worker delivered it (here: the outbox).
    const mails = await until(
      async () => {
        const found = (await t.outbox(buyer.form.email)).filter(
          (mail) => mail.subject === DECLINED_SUBJECT,
        );
        return found.length > 0 && found;
      },
      15_000,
      'the decline email',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(
      'We could not renew your Family Basic plan ($14.99): Your card was declined.',
    );
    expect(mails[0]?.body).toContain('http://ftc.test/dashboard/billing');

    // past_due, renewal still on (the retries need it); running the job again sends nothing.
    expect(await profileSubscription(buyer.token)).toMatchObject({
      status: 'past_due',
      auto_renew: true,
    });
    expect(await background(t).run(QUEUES.renew, key)).toEqual({ kind: 'settled' });
    const due = await t.app.ctx.subscriptions.dueRenewals(24);
    expect(due).not.toContainEqual(key);
    await drained(t, QUEUES.email);
    expect(
      (await t.outbox(buyer.form.email)).filter((mail) => mail.subject === DECLINED_SUBJECT),
    ).toHaveLength(1);
    // The plan still counts: buying it again is refused while it is retried.
    const again = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: buyer.plan },
      bearer(buyer.token),
    );
    expect(again.status).toBe(409);
  });

  it('a plan with no kept payment method is declined with the reason, and emailed', async () => {
    const buyer = await subscribedParent(t, { endsIn: '6 hours' });
    // No card kept anywhere: neither the subscription's reference nor the card table's.
    await t.pool.query('update subscriptions set payment_method = null where account_id = $1', [
      buyer.accountId,
    ]);
    await t.pool.query('delete from payment_methods where account_id = $1', [buyer.accountId]);
    const key = keyOf(await subscriptionRow(t, buyer.accountId), buyer.accountId);
    const charges = provider.renewals.length;
    expect(await background(t).run(QUEUES.renew, key)).toMatchObject({
      kind: 'declined',
      reason: NO_SAVED_CARD,
    });
    expect(provider.renewals.length).toBe(charges);
    await until(
      async () =>
        (await t.outbox(buyer.form.email)).some(
          (mail) => mail.subject === DECLINED_SUBJECT && mail.body.includes(NO_SAVED_CARD),
        ),
      15_000,
      'the decline email',
    );
  });
});

describe('the lapse job', () => {
  it('expires plans whose time is over only, and leaves a renewal being charged alone', async () => {
    const ended = await subscribedParent(t);
    const running = await subscribedParent(t);
    const charging = await subscribedParent(t);
    await t.pool.query('update subscriptions set auto_renew = false where account_id = $1', [
      ended.accountId,
    ]);
    await endPeriodIn(t, ended.accountId, '-1 minute');
    await endPeriodIn(t, running.accountId, '1 minute');
    // Renewing, but its renewal never came in a week: it ends, unless being charged now.
    await endPeriodIn(t, charging.accountId, '-8 days');
    const key = keyOf(await subscriptionRow(t, charging.accountId), charging.accountId);
    await t.pool.query(
      `insert into orders (id, account_id, plan_id, amount, currency, charging_since, kind)
       values ($1, $2, 'parent-basic-monthly', 1499, 'USD', ftc_now(), 'renewal')`,
      [renewalOrderId(key), charging.accountId],
    );

    const result = (await background(t).run(QUEUES.lapse)) as { lapsed: number };
    expect(result.lapsed).toBeGreaterThanOrEqual(1);
    expect((await subscriptionRow(t, ended.accountId)).status).toBe('expired');
    expect((await subscriptionRow(t, running.accountId)).status).toBe('active');
    expect((await subscriptionRow(t, charging.accountId)).status).toBe('active');
    expect((await profileSubscription(ended.token)).status).toBe('expired');
    expect((await profileSubscription(running.token)).status).toBe('active');

    // Once that charge is given up (its claim is old), the plan lapses too.
    await t.pool.query(
      `update orders set charging_since = ftc_now() - interval '1 hour' where id = $1`,
      [renewalOrderId(key)],
    );
    await background(t).run(QUEUES.lapse);
    expect((await subscriptionRow(t, charging.accountId)).status).toBe('expired');
    // A renewal job arriving for the lapsed period charges nothing and closes its order.
    expect(await background(t).run(QUEUES.renew, key)).toEqual({ kind: 'stale' });
    expect(await orderRow(renewalOrderId(key))).toMatchObject({ status: 'failed' });
  });
});
