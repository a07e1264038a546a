import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalOrderId } from '../../services/subscriptions';
import { createTestApp, type TestApp } from '../harness';
import {
  CountingProvider,
  DAY_MS,
  HOUR_MS,
  plus,
  serverNow,
  subscribedParent,
  tick,
} from './support';

// A renewal at a new price needs a notice at least 14 days before it (interface §9): with one,
// the new price; without, the old one (and the notice counts for the period after). Each test
// has a plan of its own, whose price it changes.

const provider = new CountingProvider();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
});
afterAll(async () => {
  await t?.close();
});

const PRICE_SUBJECT = (plan: string) => `The price of your ${plan} plan is changing`;

async function subscription(accountId: string) {
  const { rows } = await t.pool.query(
    `select s.*, floor(extract(epoch from current_period_end))::bigint::text as period
       from subscriptions s where account_id = $1`,
    [accountId],
  );
  return rows[0];
}

const renewalOf = async (accountId: string, row: { period: string }) =>
  (
    await t.pool.query('select * from orders where id = $1', [
      renewalOrderId({ accountId, period: Number(row.period) }),
    ])
  ).rows[0];

const setPrice = (plan: string, price: number) =>
  t.pool.query('update plans set price = $2 where id = $1', [plan, price]);

const noticesTo = async (email: string, plan: string) =>
  (await t.outbox(email)).filter((mail) => mail.subject === PRICE_SUBJECT(plan));

describe('a plan’s new price', () => {
  it('with a notice 14 days or more before the renewal, the renewal charges the new price', async () => {
    const parent = await subscribedParent(t, { plan: 'parent-plus-monthly' });
    // The daily job records the agreed price of a fresh purchase.
    await tick(t, new Date(await serverNow(t)));
    expect((await subscription(parent.accountId)).renewal_price).toBe(2599);

    await setPrice('parent-plus-monthly', 2799);
    const did = await tick(t, plus(await serverNow(t), 60_000));
    expect(did['renewal-notices']).toMatchObject({ price_notices: 1 });
    const notices = await noticesTo(parent.form.email, 'Family Plus');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain('changes from $25.99 to $27.99 (every month)');
    const before = await subscription(parent.accountId);
    expect(notices[0]?.body).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        before.current_period_end,
      ),
    );
    expect(notices[0]?.body).toContain('http://ftc.test/dashboard/billing');

    // The next days' runs send nothing more for that price.
    await tick(t, plus(await serverNow(t), 2 * DAY_MS));
    expect(await noticesTo(parent.form.email, 'Family Plus')).toHaveLength(1);

    await tick(t, plus(before.current_period_end, -HOUR_MS));
    expect(await renewalOf(parent.accountId, before)).toMatchObject({
      status: 'paid',
      amount: 2799,
    });
    expect((await subscription(parent.accountId)).renewal_price).toBe(2799);
  });

  it('with the notice only 10 days before, the old price is charged, and the new one a period later', async () => {
    const parent = await subscribedParent(t, { plan: 'parent-basic-monthly' });
    await tick(t, plus(await serverNow(t), 60_000));
    const first = await subscription(parent.accountId);
    expect(first.renewal_price).toBe(1499);

    await tick(t, plus(first.current_period_end, -10 * DAY_MS));
    await setPrice('parent-basic-monthly', 1599);
    await tick(t, plus(first.current_period_end, -10 * DAY_MS + HOUR_MS));
    const notices = await noticesTo(parent.form.email, 'Family Basic');
    expect(notices).toHaveLength(1);
    // It names the renewal it applies to: the one after this period's.
    const next = new Date(first.current_period_end);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(notices[0]?.body).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(next),
    );

    await tick(t, plus(first.current_period_end, -HOUR_MS));
    expect(await renewalOf(parent.accountId, first)).toMatchObject({
      status: 'paid',
      amount: 1499,
    });
    const second = await subscription(parent.accountId);
    expect(second.renewal_price).toBe(1499);

    await tick(t, plus(second.current_period_end, -HOUR_MS));
    expect(await renewalOf(parent.accountId, second)).toMatchObject({
      status: 'paid',
      amount: 1599,
    });
    expect(await noticesTo(parent.form.email, 'Family Basic')).toHaveLength(1);
  });
});
