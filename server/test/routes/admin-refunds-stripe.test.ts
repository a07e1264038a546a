import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { postWebhook, stripeEvent, WEBHOOK_SECRET } from '../support/stripe-events';
import { FakeStripe, stripeSubscription } from '../support/stripe-server';
import { bearer, staff } from './market-people';

// Staff refunds with Stripe (interface §10): the real `stripe` client against the local
// Stripe-speaking server, its Refunds API with Idempotency-Key; the `charge.refunded` webhook
// that follows a refund made here does not count it twice.
const DAY = 86_400;
const REASON = 'Service outage in March, refund agreed.';

let t: TestApp;
let stripe: FakeStripe;
let adminToken: string;
beforeAll(async () => {
  stripe = new FakeStripe();
  const url = await stripe.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_ftc',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: url,
  });
  adminToken = (await staff(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

const send = (type: string, object: Record<string, unknown>) =>
  postWebhook(t, JSON.stringify(stripeEvent(type, object)));

/** A member who bought Family Basic ($14.99) on Stripe's page: the order paid by its webhook. */
async function bought() {
  const session = await signUpAndVerify(t);
  const answer = await t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: 'parent-basic-monthly' },
    bearer(session.token),
  );
  expect(answer.status, answer.body.message).toBe(201);
  const orderId = answer.body.results.order_id as string;
  const { rows } = await t.pool.query(
    `select o.account_id::text as account_id, o.stripe_checkout_session_id, p.stripe_price_id
       from orders o join plans p on p.id = o.plan_id where o.id = $1`,
    [orderId],
  );
  const subscriptionId = `sub_${orderId.slice(0, 10)}`;
  const paymentIntent = `pi_${subscriptionId}`;
  const start = Math.floor(Date.now() / 1000);
  stripe.subscriptions.set(
    subscriptionId,
    stripeSubscription({
      id: subscriptionId,
      customer: 'cus_x',
      price: rows[0].stripe_price_id,
      periodStart: start,
      periodEnd: start + 30 * DAY,
      paymentIntent,
    }),
  );
  stripe.payments.set(paymentIntent, { amount: 1499, refunded: 0 });
  const completed = await send('checkout.session.completed', {
    id: rows[0].stripe_checkout_session_id,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: orderId,
    subscription: subscriptionId,
    amount_total: 1499,
    payment_status: 'paid',
  });
  expect(completed.status, completed.body.message).toBe(200);
  return { session, orderId, subscriptionId, paymentIntent, accountId: rows[0].account_id };
}

const refund = (orderId: string, body: unknown) =>
  t.call('POST', ADMIN_PATHS.refund(orderId), body, bearer(adminToken));
const orderRow = async (orderId: string) =>
  (await t.pool.query('select status, refunded_amount from orders where id = $1', [orderId]))
    .rows[0];
const refundRows = async (orderId: string) =>
  (
    await t.pool.query(
      'select id, amount, status, provider_refund_id from refunds where order_id = $1 order by created_at',
      [orderId],
    )
  ).rows;

describe('refunds through Stripe', () => {
  it('a partial then the rest: one Refunds API call each with its own key; the webhooks that follow count nothing twice; the plan ends at Stripe too', async () => {
    const purchase = await bought();
    const part = await refund(purchase.orderId, { amount: 500, reason: REASON });
    expect(part.status, part.body.message).toBe(200);
    expect(part.body.results).toMatchObject({ status: 'partially_refunded', refunded_amount: 500 });
    const calls = stripe
      .sent('POST', '/v1/refunds')
      .filter((call) => call.form.payment_intent === purchase.paymentIntent);
    expect(calls).toHaveLength(1);
    const [first] = await refundRows(purchase.orderId);
    expect(calls[0]?.form).toMatchObject({ amount: '500', 'metadata[order_id]': purchase.orderId });
    expect(calls[0]?.idempotencyKey).toBe(first.id);
    expect(first).toMatchObject({
      status: 'succeeded',
      provider_refund_id: expect.stringMatching(/^re_/),
    });

    // Stripe's own word on the same refund: its total is what we hold already.
    const charge = (refunded: number) => ({
      id: `ch_${purchase.paymentIntent}`,
      object: 'charge',
      amount: 1499,
      amount_refunded: refunded,
      payment_intent: purchase.paymentIntent,
      refunded: refunded === 1499,
    });
    const echo = await send('charge.refunded', charge(500));
    expect(echo.body.message).toBe('Event received: it changed nothing here.');
    expect(await orderRow(purchase.orderId)).toEqual({
      status: 'partially_refunded',
      refunded_amount: 500,
    });

    const rest = await refund(purchase.orderId, { reason: REASON });
    expect(rest.status, rest.body.message).toBe(200);
    expect(rest.body.results).toMatchObject({ status: 'refunded', refunded_amount: 1499 });
    const keys = stripe
      .sent('POST', '/v1/refunds')
      .filter((call) => call.form.payment_intent === purchase.paymentIntent)
      .map((call) => call.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(stripe.payments.get(purchase.paymentIntent)?.refunded).toBe(1499);
    // The whole period given back: the plan ended here and at Stripe.
    const subscription = (
      await t.pool.query('select status, auto_renew from subscriptions where account_id = $1', [
        purchase.accountId,
      ])
    ).rows[0];
    expect(subscription).toEqual({ status: 'expired', auto_renew: false });
    expect(stripe.sent('DELETE', `/v1/subscriptions/${purchase.subscriptionId}`)).toHaveLength(1);
    expect((await send('charge.refunded', charge(1499))).body.message).toBe(
      'Event received: it changed nothing here.',
    );
    expect(await orderRow(purchase.orderId)).toEqual({ status: 'refunded', refunded_amount: 1499 });
  });

  it('a lost answer is retried by the client with the same Idempotency-Key: Stripe refunds once', async () => {
    const purchase = await bought();
    stripe.loseRefundAnswers = 1;
    const answer = await refund(purchase.orderId, { amount: 300, reason: REASON });
    expect(answer.status, answer.body.message).toBe(200);
    const calls = stripe
      .sent('POST', '/v1/refunds')
      .filter((call) => call.form.payment_intent === purchase.paymentIntent);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === purchase.paymentIntent)).toHaveLength(
      1,
    );
    expect(stripe.payments.get(purchase.paymentIntent)?.refunded).toBe(300);
    expect(await orderRow(purchase.orderId)).toEqual({
      status: 'partially_refunded',
      refunded_amount: 300,
    });
  });

  it('a refund Stripe refuses answers 409 with its reason; nothing is held and nothing recorded', async () => {
    const purchase = await bought();
    // Refunded in Stripe's dashboard, its webhook not here yet.
    const payment = stripe.payments.get(purchase.paymentIntent);
    if (payment) payment.refunded = 1400;
    const refused = await refund(purchase.orderId, { amount: 200, reason: REASON });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The payment provider refused the refund: Refund amount (200) is greater than unrefunded amount on charge (99)',
    );
    expect(await refundRows(purchase.orderId)).toMatchObject([{ status: 'failed' }]);
    expect(await orderRow(purchase.orderId)).toEqual({ status: 'paid', refunded_amount: 0 });
    const audit = await t.pool.query(
      "select 1 from audit_log where target_kind = 'order' and target_id = $1",
      [purchase.orderId],
    );
    expect(audit.rowCount).toBe(0);
    // What Stripe has left can still be given back.
    const rest = await refund(purchase.orderId, { amount: 99, reason: REASON });
    expect(rest.status, rest.body.message).toBe(200);
    expect(rest.body.results.refunded_amount).toBe(99);
  });
});
