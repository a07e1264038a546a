import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalOrderId } from '../../services/subscriptions';
import { createTestApp, type TestApp } from '../harness';
import {
  bearer,
  CARDS,
  CountingProvider,
  DAY_MS,
  HOUR_MS,
  logIn,
  plus,
  subscribedParent,
  tick,
} from './support';

// A declined renewal is not an instant loss (interface §9): past_due (the plan keeps working),
// retries on days 1, 3 and 5 after the first decline with an email each time linking to the
// card update, expired after day 7; a card updated meanwhile is charged at the next retry.

const PAST_DUE_SUBJECT = 'Your FTC plan could not be renewed: update your card';

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

const pastDueMails = async (email: string) =>
  (await t.outbox(email)).filter((mail) => mail.subject === PAST_DUE_SUBJECT);

/** The member's view: their profile's plan status, and whether buying the plan again is refused. */
async function memberSees(member: { form: { email: string; password: string }; plan: string }) {
  const token = await logIn(t, member.form);
  const profile = await t.call('GET', '/v1/user', undefined, bearer(token));
  const buy = await t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: member.plan },
    bearer(token),
  );
  return { status: profile.body.results.subscription.status as string, buyAgain: buy.status };
}

/** What the card-update page (`POST {prefix}/billing/payment-method`) keeps: a card that pays. */
const updateCard = (accountId: string) =>
  t.pool.query(
    `insert into payment_methods (account_id, brand, last4, exp_month, exp_year, provider_ref)
     values ($1, 'Visa', '4242', 12, 2039, 'pm_sandbox_renews')
     on conflict (account_id) do update set brand = excluded.brand, last4 = excluded.last4,
       provider_ref = excluded.provider_ref, updated_at = now()`,
    [accountId],
  );

describe('a declined renewal', () => {
  it('is past_due and keeps working; the card updated on day 2 is charged once on day 3', async () => {
    const member = await subscribedParent(t, { card: CARDS.declinesRenewals });
    const before = await subscription(member.accountId);
    const orderId = renewalOrderId({ accountId: member.accountId, period: Number(before.period) });

    const declinedAt = plus(before.current_period_end, -HOUR_MS);
    const did = await tick(t, declinedAt);
    expect(did['subscription-renewals']).toMatchObject({ declined: 1 });
    expect(await subscription(member.accountId)).toMatchObject({
      status: 'past_due',
      renewal_attempts: 1,
      auto_renew: true,
    });
    const first = await pastDueMails(member.form.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toContain(
      'We could not renew your Family Basic plan ($14.99): Your card was declined.',
    );
    expect(first[0]?.body).toContain('http://ftc.test/dashboard/billing');
    const day1 = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      plus(declinedAt, DAY_MS),
    );
    expect(first[0]?.body).toContain(`try again on ${day1}`);
    // Past the period end, the plan still works (and so cannot be bought twice).
    await tick(t, plus(before.current_period_end, HOUR_MS));
    expect(await memberSees(member)).toEqual({ status: 'past_due', buyAgain: 409 });

    // Day 1: tried again, declined again, told again.
    await tick(t, plus(declinedAt, DAY_MS + HOUR_MS));
    expect((await subscription(member.accountId)).renewal_attempts).toBe(2);
    expect(await pastDueMails(member.form.email)).toHaveLength(2);

    // Day 2: the member puts in a card that pays. Nothing is due yet.
    await updateCard(member.accountId);
    await tick(t, plus(declinedAt, 2 * DAY_MS + HOUR_MS));
    expect(provider.paidOf(orderId)).toBe(0);

    // Day 3: the retry charges the new card, once, with the same order.
    const day3 = await tick(t, plus(declinedAt, 3 * DAY_MS + HOUR_MS));
    expect(day3['subscription-renewals']).toMatchObject({ renewed: 1 });
    expect(provider.paidOf(orderId)).toBe(1);
    const after = await subscription(member.accountId);
    expect(after).toMatchObject({
      status: 'active',
      renewal_attempts: 0,
      past_due_since: null,
      next_retry_at: null,
    });
    const { rows } = await t.pool.query<{ month_later: boolean }>(
      `select $2::timestamptz = $1::timestamptz + interval '1 month' as month_later`,
      [before.current_period_end, after.current_period_end],
    );
    expect(rows[0]?.month_later).toBe(true);
    const { rows: orders } = await t.pool.query(
      `select id, status, amount, card_brand, card_last4 from orders
        where account_id = $1 and kind = 'renewal'`,
      [member.accountId],
    );
    expect(orders).toEqual([
      { id: orderId, status: 'paid', amount: 1499, card_brand: 'Visa', card_last4: '4242' },
    ]);
    // The renewal's receipt (the first payment had its own), once.
    const receipts = (await t.outbox(member.form.email)).filter((mail) =>
      mail.body?.includes(`/dashboard/billing/receipts/${orderId}`),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/^Your FTC receipt FTC-\d{6}$/);
    expect(receipts[0]?.body).toContain('Amount: $14.99');
    expect(receipts[0]?.body).toContain('Card: Visa ending in 4242');

    // Day 5 and later: nothing more is tried or charged for that period.
    await tick(t, plus(declinedAt, 5 * DAY_MS + HOUR_MS));
    expect(provider.chargesOf(orderId)).toBe(3);
    expect(provider.paidOf(orderId)).toBe(1);
    expect(await memberSees(member)).toEqual({ status: 'active', buyAgain: 409 });
  });

  it('retries on days 1, 3 and 5 with an email each time, then expires after day 7', async () => {
    const member = await subscribedParent(t, { card: CARDS.declinesRenewals });
    const before = await subscription(member.accountId);
    const orderId = renewalOrderId({ accountId: member.accountId, period: Number(before.period) });
    const declinedAt = plus(before.current_period_end, -HOUR_MS);
    await tick(t, declinedAt);
    const tries: number[] = [provider.chargesOf(orderId)];
    const mails: number[] = [(await pastDueMails(member.form.email)).length];
    for (const day of [1, 2, 3, 4, 5, 6]) {
      await tick(t, plus(declinedAt, day * DAY_MS + HOUR_MS));
      tries.push(provider.chargesOf(orderId));
      mails.push((await pastDueMails(member.form.email)).length);
    }
    // Tried (and told) on the day of the decline and on days 1, 3 and 5 only.
    expect(tries).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(mails).toEqual([1, 2, 2, 3, 3, 4, 4]);
    // The last says so, and when the plan ends; the ones before named the next try.
    const bodies = (await pastDueMails(member.form.email)).map((mail) => mail.body);
    expect(bodies.filter((body) => body.includes('That was our last try'))).toHaveLength(1);
    expect(bodies.filter((body) => body.includes('we try again on'))).toHaveLength(3);
    expect(await memberSees(member)).toEqual({ status: 'past_due', buyAgain: 409 });

    await tick(t, plus(declinedAt, 7 * DAY_MS + HOUR_MS));
    expect((await subscription(member.accountId)).status).toBe('expired');
    expect(await memberSees(member)).toEqual({ status: 'expired', buyAgain: 201 });
    expect(provider.paidOf(orderId)).toBe(0);
  });
});
