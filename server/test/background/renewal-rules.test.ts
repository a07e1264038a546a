import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalOrderId } from '../../services/subscriptions';
import { createTestApp, type TestApp } from '../harness';
import { bearer, CountingProvider, HOUR_MS, logIn, plus, subscribedParent, tick } from './support';

// Renewals respect the member's choices (interface §9, issue 21): every case through
// `POST /dev/tick`, the background jobs off (the tick runs them here, emails to the outbox).

const provider = new CountingProvider();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
});
afterAll(async () => {
  await t?.close();
});

async function subscription(accountId: string) {
  const { rows } = await t.pool.query(
    `select s.*, floor(extract(epoch from current_period_end))::bigint::text as period
       from subscriptions s where account_id = $1`,
    [accountId],
  );
  return rows[0];
}

async function order(id: string) {
  return (await t.pool.query('select * from orders where id = $1', [id])).rows[0];
}

/** The status the member sees in their profile (a new session: ticks expire the old one). */
async function profileStatus(member: { form: { email: string; password: string } }) {
  const answer = await t.call('GET', '/v1/user', undefined, bearer(await logIn(t, member.form)));
  return answer.body.results.subscription?.status as string;
}

/** What `POST {prefix}/subscription/cancel` records (interface §9), under the same row lock. */
async function cancel(accountId: string): Promise<Date> {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    await client.query('select 1 from subscriptions where account_id = $1 for update', [accountId]);
    const { rows } = await client.query(
      `update subscriptions set auto_renew = false,
              cancel_at = coalesce(cancel_at, current_period_end)
        where account_id = $1 returning cancel_at`,
      [accountId],
    );
    await client.query('commit');
    return rows[0].cancel_at;
  } finally {
    client.release();
  }
}

const keyOf = (row: { period: string }, accountId: string) =>
  renewalOrderId({ accountId, period: Number(row.period) });

describe('renewals respect the member’s choices', () => {
  it('a cancelled plan is not renewed, stays active until cancel_at, then it alone expires', async () => {
    const cancelled = await subscribedParent(t);
    const renewing = await subscribedParent(t);
    const cancelAt = await cancel(cancelled.accountId);
    const cancelledBefore = await subscription(cancelled.accountId);
    const renewingBefore = await subscription(renewing.accountId);

    const did = await tick(t, plus(cancelAt, -HOUR_MS));
    expect(did['subscription-renewals']).toMatchObject({ renewed: expect.any(Number) });
    expect(await order(keyOf(cancelledBefore, cancelled.accountId))).toBeUndefined();
    expect(provider.chargesOf(keyOf(cancelledBefore, cancelled.accountId))).toBe(0);
    expect(provider.paidOf(keyOf(renewingBefore, renewing.accountId))).toBe(1);
    expect(await profileStatus(cancelled)).toBe('active');

    await tick(t, plus(cancelAt, 60_000));
    expect((await subscription(cancelled.accountId)).status).toBe('expired');
    expect(await profileStatus(cancelled)).toBe('expired');
    expect((await subscription(renewing.accountId)).status).toBe('active');
    expect(await profileStatus(renewing)).toBe('active');
    expect(provider.chargesOf(keyOf(cancelledBefore, cancelled.accountId))).toBe(0);
  });

  it('a cancel racing a renewal never charges past what the cancel said: 10 cancels and a renewal at once', async () => {
    const parent = await subscribedParent(t);
    const before = await subscription(parent.accountId);
    const orderId = keyOf(before, parent.accountId);
    provider.renewalDelayMs = 200;
    const [, ...cancels] = await Promise.all([
      tick(t, plus(before.current_period_end, -HOUR_MS)),
      ...Array.from({ length: 10 }, () => cancel(parent.accountId)),
    ]);
    provider.renewalDelayMs = 0;
    const after = await subscription(parent.accountId);
    // Either the renewal got the row first (one charge; the cancels then end the renewed
    // period) or a cancel did (no charge at all): never a charge beyond a cancel's end date.
    expect(provider.paidOf(orderId)).toBeLessThanOrEqual(1);
    for (const cancelAt of cancels) {
      expect(cancelAt.getTime()).toBe(after.current_period_end.getTime());
    }
    expect(after.cancel_at.getTime()).toBe(after.current_period_end.getTime());
    if (provider.paidOf(orderId) === 0) {
      expect(after.current_period_end.getTime()).toBe(before.current_period_end.getTime());
      expect((await order(orderId))?.status ?? 'none').not.toBe('paid');
    }
    expect(after.status).toBe('active');
  });

  it('a scheduled cheaper plan starts at the period end: the renewal charges its price and switches plan', async () => {
    const parent = await subscribedParent(t, { plan: 'parent-plus-monthly' });
    // What `POST /v1/user/subscription/change { plan_id: 'parent-basic-monthly' }` records.
    await t.pool.query(
      `update subscriptions set scheduled_plan_id = 'parent-basic-monthly' where account_id = $1`,
      [parent.accountId],
    );
    const before = await subscription(parent.accountId);
    await tick(t, plus(before.current_period_end, -2 * HOUR_MS));
    const renewal = await order(keyOf(before, parent.accountId));
    expect(renewal).toMatchObject({
      status: 'paid',
      kind: 'renewal',
      amount: 1499,
      plan_id: 'parent-basic-monthly',
    });
    expect(renewal.period_start.getTime()).toBe(before.current_period_end.getTime());
    expect(renewal.receipt_number).not.toBeNull();
    const after = await subscription(parent.accountId);
    expect(after).toMatchObject({
      plan_id: 'parent-basic-monthly',
      scheduled_plan_id: null,
      renewal_price: 1499,
      status: 'active',
    });
    // The receipt email names the new plan, its price and the receipt's page.
    const receipts = (await t.outbox(parent.form.email)).filter((mail) =>
      mail.body?.includes(`/dashboard/billing/receipts/${renewal.id}`),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/^Your FTC receipt FTC-\d{6}$/);
    expect(receipts[0]?.body).toContain('Plan: Family Basic (monthly)');
    expect(receipts[0]?.body).toContain('Amount: $14.99');
    expect(receipts[0]?.body).toContain(`http://ftc.test/dashboard/billing/receipts/${renewal.id}`);
  });
});
