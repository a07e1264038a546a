import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';
import { postWebhook, signer, stripeEvent, WEBHOOK_SECRET } from '../support/stripe-events';
import { FakeStripe, stripeSubscription } from '../support/stripe-server';

// The real `stripe` client against a local server that answers Stripe's documented JSON and
// records what it was sent; webhooks signed with the library's own signing helper.
const DAY = 86_400;

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = new FakeStripe();
  const url = await stripe.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_ftc',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: url,
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

const event = stripeEvent;
const post = (payload: string, signature?: string | null) => postWebhook(t, payload, signature);
const send = (evt: ReturnType<typeof event>) => post(JSON.stringify(evt));

async function buy(plan = 'parent-basic-monthly', promo?: string) {
  const session = await signUpAndVerify(t);
  const answer = await t.call(
    'POST',
    '/v1/user/buy-subscription',
    { plan_id: plan, ...(promo ? { promo_code: promo } : {}) },
    { authorization: `Bearer ${session.token}` },
  );
  expect(answer.status, answer.body.message).toBe(201);
  const orderId = answer.body.results.order_id as string;
  const { rows } = await t.pool.query(
    'select account_id::text as account_id, stripe_checkout_session_id from orders where id = $1',
    [orderId],
  );
  return {
    session,
    orderId,
    accountId: rows[0].account_id as string,
    checkoutSession: rows[0].stripe_checkout_session_id as string,
    checkoutUrl: answer.body.results.checkout_url as string,
  };
}

/** Buys and completes the Checkout Session: the plan runs from `start` for 30 days. */
async function bought(start = Math.floor(Date.now() / 1000)) {
  const purchase = await buy();
  const subscriptionId = `sub_${purchase.orderId.slice(0, 8)}`;
  const price = (
    await t.pool.query("select stripe_price_id from plans where id = 'parent-basic-monthly'")
  ).rows[0].stripe_price_id as string;
  stripe.subscriptions.set(
    subscriptionId,
    stripeSubscription({
      id: subscriptionId,
      customer: 'cus_x',
      price,
      periodStart: start,
      periodEnd: start + 30 * DAY,
      paymentIntent: `pi_first_${subscriptionId}`,
    }),
  );
  const completed = await send(
    event('checkout.session.completed', {
      id: purchase.checkoutSession,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: purchase.orderId,
      subscription: subscriptionId,
      amount_total: 1499,
      payment_status: 'paid',
    }),
  );
  expect(completed.status, completed.body.message).toBe(200);
  return { ...purchase, subscriptionId, price, start, end: start + 30 * DAY };
}

const subscriptionOf = async (accountId: string) =>
  (
    await t.pool.query(
      `select plan_id, status, auto_renew, order_id, extract(epoch from current_period_end)::int as period_end,
              extract(epoch from cancel_at)::int as cancel_at, past_due_since, renewal_attempts,
              stripe_subscription_id
         from subscriptions where account_id = $1`,
      [accountId],
    )
  ).rows[0];
const ordersOf = async (accountId: string) =>
  (
    await t.pool.query(
      `select id, status, kind, amount, refunded_amount, receipt_number, card_brand, card_last4,
              extract(epoch from period_start)::int as period_start,
              extract(epoch from period_end)::int as period_end, stripe_payment_intent_id
         from orders where account_id = $1 order by created_at, id`,
      [accountId],
    )
  ).rows;

describe('buying with Stripe', () => {
  it('answers a Checkout Session in subscription mode as checkout_url, priced from our plan, the order id as reference and idempotency key, the promo as a coupon', async () => {
    const purchase = await buy('parent-plus-monthly', 'FAMILY10');
    const [created] = stripe.sent('POST', '/v1/checkout/sessions').slice(-1);
    expect(purchase.checkoutUrl).toBe(
      `https://checkout.stripe.com/c/pay/${purchase.checkoutSession}`,
    );
    expect(created?.idempotencyKey).toBe(purchase.orderId);
    expect(created?.authorization).toBe('Bearer sk_test_ftc');
    expect(created?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: purchase.orderId,
      'line_items[0][quantity]': '1',
      'discounts[0][coupon]': 'ftc_FAMILY10_10',
      success_url: `http://ftc.test/checkout-success/${purchase.orderId}`,
      cancel_url: `http://ftc.test/checkout-fail?order=${purchase.orderId}`,
      'metadata[order_id]': purchase.orderId,
      'subscription_data[metadata][order_id]': purchase.orderId,
    });
    expect(created?.form['custom_text[submit][message]']).toBe(
      'Renews automatically every month at $25.99 until you cancel. Cancel any time in your account.',
    );
    // The price is the plan's: 2599 USD a month, made once with our lookup key.
    const price = stripe
      .sent('POST', '/v1/prices')
      .find((request) => request.form['metadata[plan_id]'] === 'parent-plus-monthly');
    expect(price?.form).toMatchObject({
      currency: 'usd',
      unit_amount: '2599',
      'recurring[interval]': 'month',
      lookup_key: 'ftc_parent-plus-monthly_2599_usd_month',
    });
    const stored = await t.pool.query(
      "select stripe_price_id from plans where id = 'parent-plus-monthly'",
    );
    expect(created?.form['line_items[0][price]']).toBe(stored.rows[0].stripe_price_id);
    // The coupon takes 10 % off the first payment only, as our promo codes do.
    expect(stripe.sent('POST', '/v1/coupons').at(-1)?.form).toMatchObject({
      id: 'ftc_FAMILY10_10',
      percent_off: '10',
      duration: 'once',
    });
    // The customer is the account's, made once.
    const customer = stripe.sent('POST', '/v1/customers').at(-1);
    expect(created?.form.customer).toBeTruthy();
    expect(customer?.idempotencyKey).toBe(`ftc-customer-${purchase.accountId}`);
    const { rows } = await t.pool.query('select stripe_customer_id from accounts where id = $1', [
      purchase.accountId,
    ]);
    expect(rows[0].stripe_customer_id).toBe(created?.form.customer);
  });

  it("reuses the plan's price and the account's customer on the next checkout", async () => {
    const purchase = await buy();
    const prices = stripe.sent('POST', '/v1/prices').length;
    const customers = stripe.sent('POST', '/v1/customers').length;
    const again = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-basic-monthly' },
      { authorization: `Bearer ${purchase.session.token}` },
    );
    expect(again.status).toBe(201);
    expect(stripe.sent('POST', '/v1/prices').length).toBe(prices);
    expect(stripe.sent('POST', '/v1/customers').length).toBe(customers);
    const sessions = stripe.sent('POST', '/v1/checkout/sessions').slice(-2);
    expect(sessions[0]?.form.customer).toBe(sessions[1]?.form.customer);
    expect(sessions[0]?.form['line_items[0][price]']).toBe(
      sessions[1]?.form['line_items[0][price]'],
    );
  });

  it('answers 503 and charges nothing when Stripe does not answer', async () => {
    stripe.failing = true;
    try {
      const session = await signUpAndVerify(t);
      const answer = await t.call(
        'POST',
        '/v1/user/buy-subscription',
        { plan_id: 'parent-basic-yearly' },
        { authorization: `Bearer ${session.token}` },
      );
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/Nothing was charged/);
    } finally {
      stripe.failing = false;
    }
  });

  it("refuses card numbers on our sandbox page: payments happen on Stripe's", async () => {
    const purchase = await buy();
    const answer = await t.app.inject({
      method: 'POST',
      url: `/checkout/${purchase.orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'card_number=4242424242424242&expiry=12%2F39&cvc=123&name=Ana+Parent&accept_terms=on',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Stripe');
    expect((await ordersOf(purchase.accountId))[0].status).toBe('pending');
  });
});

describe('the webhook', () => {
  it('checkout.session.completed pays the order once: receipt number, period, card, plan', async () => {
    const purchase = await bought();
    const [order] = await ordersOf(purchase.accountId);
    expect(order).toMatchObject({
      status: 'paid',
      kind: 'buy-subscription',
      card_brand: 'visa',
      card_last4: '4242',
      period_start: purchase.start,
      period_end: purchase.end,
      stripe_payment_intent_id: `pi_first_${purchase.subscriptionId}`,
    });
    expect(order.receipt_number).not.toBeNull();
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      plan_id: 'parent-basic-monthly',
      status: 'active',
      auto_renew: true,
      period_end: purchase.end,
      stripe_subscription_id: purchase.subscriptionId,
    });
    const card = await t.pool.query(
      'select brand, last4, exp_month, exp_year, provider_ref from payment_methods where account_id = $1',
      [purchase.accountId],
    );
    expect(card.rows[0]).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2031,
      provider_ref: `pm_${purchase.subscriptionId}`,
    });
    // The member sees it paid.
    const status = await t.call('GET', `/v1/checkout/${purchase.orderId}`, undefined, {
      authorization: `Bearer ${purchase.session.token}`,
    });
    expect(status.body.results.status).toBe('paid');
  });

  it('applies an event id once: a replay changes nothing', async () => {
    const purchase = await buy();
    const subscriptionId = `sub_replay_${purchase.orderId.slice(0, 6)}`;
    stripe.subscriptions.set(
      subscriptionId,
      stripeSubscription({
        id: subscriptionId,
        customer: 'cus_x',
        price: 'price_x',
        periodStart: 1_900_000_000,
        periodEnd: 1_900_000_000 + 30 * DAY,
      }),
    );
    const evt = event('checkout.session.completed', {
      id: purchase.checkoutSession,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: purchase.orderId,
      subscription: subscriptionId,
    });
    expect((await send(evt)).body.message).toBe('Event applied.');
    const before = {
      orders: await ordersOf(purchase.accountId),
      plan: await subscriptionOf(purchase.accountId),
    };
    const replays = await Promise.all([send(evt), send(evt), send(evt)]);
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.body.message).toBe('This event was received before: nothing changed.');
    }
    expect({
      orders: await ordersOf(purchase.accountId),
      plan: await subscriptionOf(purchase.accountId),
    }).toEqual(before);
  });

  it('invoice.paid makes one paid renewal order per invoice and runs the plan on', async () => {
    const purchase = await bought();
    const invoice = {
      id: `in_renew_${purchase.subscriptionId}`,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1499,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: purchase.subscriptionId, metadata: {} },
      },
      lines: {
        object: 'list',
        data: [
          {
            period: { start: purchase.end, end: purchase.end + 30 * DAY },
            pricing: { type: 'price_details', price_details: { price: purchase.price } },
          },
        ],
      },
      payments: {
        object: 'list',
        data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_renewal_1' } }],
      },
    };
    expect((await send(event('invoice.paid', invoice))).body.message).toBe('Event applied.');
    // The same invoice again under another event id (Stripe resends): still one order.
    expect((await send(event('invoice.paid', invoice))).body.message).toBe(
      'Event received: it changed nothing here.',
    );
    const orders = await ordersOf(purchase.accountId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({
      id: `renew_${purchase.accountId}_${purchase.end}`,
      status: 'paid',
      kind: 'renewal',
      amount: 1499,
      period_start: purchase.end,
      period_end: purchase.end + 30 * DAY,
      card_last4: '4242',
      stripe_payment_intent_id: 'pi_renewal_1',
    });
    expect(orders[1].receipt_number).not.toBe(orders[0].receipt_number);
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      status: 'active',
      period_end: purchase.end + 30 * DAY,
    });
  });

  it('invoice.payment_failed makes the plan past_due; the invoice paid later clears it; a late failure after that changes nothing', async () => {
    const purchase = await bought();
    const base = {
      id: `in_declined_${purchase.subscriptionId}`,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: purchase.subscriptionId },
      },
      lines: {
        object: 'list',
        data: [{ period: { start: purchase.end, end: purchase.end + 30 * DAY } }],
      },
    };
    const failed = event('invoice.payment_failed', {
      ...base,
      attempt_count: 1,
      next_payment_attempt: purchase.end + 3 * DAY,
      amount_paid: 0,
    });
    expect((await send(failed)).status).toBe(200);
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      status: 'past_due',
      renewal_attempts: 1,
    });
    expect((await subscriptionOf(purchase.accountId)).past_due_since).not.toBeNull();
    await send(event('invoice.paid', { ...base, amount_paid: 1499 }));
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      status: 'active',
      past_due_since: null,
      renewal_attempts: 0,
    });
    // A failure of the same invoice delivered late (an older attempt): nothing changes.
    const late = await send(
      event('invoice.payment_failed', { ...base, attempt_count: 1, amount_paid: 0 }),
    );
    expect(late.body.message).toBe('Event received: it changed nothing here.');
    expect((await subscriptionOf(purchase.accountId)).status).toBe('active');
  });

  it('customer.subscription.updated sets cancel_at and auto_renew; an older update delivered later changes nothing', async () => {
    const purchase = await bought();
    const object = (cancel: boolean) => ({
      ...stripeSubscription({
        id: purchase.subscriptionId,
        customer: 'cus_x',
        price: purchase.price,
        periodStart: purchase.start,
        periodEnd: purchase.end,
      }),
      cancel_at_period_end: cancel,
      default_payment_method: `pm_${purchase.subscriptionId}`,
    });
    const now = Math.floor(Date.now() / 1000) + 1000;
    const resumed = event('customer.subscription.updated', object(false), now);
    const cancelled = event('customer.subscription.updated', object(true), now + 10);
    expect((await send(cancelled)).body.message).toBe('Event applied.');
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      auto_renew: false,
      cancel_at: purchase.end,
      status: 'active',
    });
    // The older "resumed" arrives after the newer "cancelled": stale, nothing changes.
    expect((await send(resumed)).body.message).toBe('Event received: it changed nothing here.');
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      auto_renew: false,
      cancel_at: purchase.end,
    });
    // A newer resume (the customer portal) turns renewal back on.
    await send(event('customer.subscription.updated', object(false), now + 20));
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      auto_renew: true,
      cancel_at: null,
    });
  });

  it('a card replaced in the customer portal becomes the card kept (customer.subscription.updated)', async () => {
    const purchase = await bought();
    const object = {
      ...stripeSubscription({
        id: purchase.subscriptionId,
        customer: 'cus_x',
        price: purchase.price,
        periodStart: purchase.start,
        periodEnd: purchase.end,
      }),
      default_payment_method: 'pm_replaced',
    };
    await send(
      event('customer.subscription.updated', object, Math.floor(Date.now() / 1000) + 2000),
    );
    expect(stripe.sent('GET', '/v1/payment_methods/pm_replaced').length).toBeGreaterThan(0);
    const card = await t.pool.query(
      'select brand, last4, exp_month, exp_year, provider_ref from payment_methods where account_id = $1',
      [purchase.accountId],
    );
    expect(card.rows[0]).toEqual({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 2,
      exp_year: 2033,
      provider_ref: 'pm_replaced',
    });
  });

  it('a renewal invoice paid after our lapse job marked the plan at its period end brings it back', async () => {
    const purchase = await bought();
    await t.pool.query("update subscriptions set status = 'expired' where account_id = $1", [
      purchase.accountId,
    ]);
    await send(
      event('invoice.paid', {
        id: `in_late_${purchase.subscriptionId}`,
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 1499,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: purchase.subscriptionId },
        },
        lines: {
          object: 'list',
          data: [{ period: { start: purchase.end, end: purchase.end + 30 * DAY } }],
        },
      }),
    );
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      status: 'active',
      period_end: purchase.end + 30 * DAY,
    });
  });

  it('customer.subscription.deleted expires the plan; an update delivered after it does not revive it', async () => {
    const purchase = await bought();
    const object = stripeSubscription({
      id: purchase.subscriptionId,
      customer: 'cus_x',
      price: purchase.price,
      periodStart: purchase.start,
      periodEnd: purchase.end,
    });
    const now = Math.floor(Date.now() / 1000) + 5000;
    await send(
      event(
        'customer.subscription.deleted',
        { ...object, status: 'canceled', ended_at: purchase.end },
        now,
      ),
    );
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      status: 'expired',
      auto_renew: false,
      cancel_at: purchase.end,
    });
    const late = await send(
      event('customer.subscription.updated', { ...object, status: 'active' }, now - 100),
    );
    expect(late.body.message).toBe('Event received: it changed nothing here.');
    expect((await subscriptionOf(purchase.accountId)).status).toBe('expired');
  });

  it('charge.refunded records the refunded amount and status; an older, smaller refund delivered later changes nothing', async () => {
    const purchase = await bought();
    const charge = (refunded: number) => ({
      id: `ch_${purchase.subscriptionId}`,
      object: 'charge',
      amount: 1499,
      amount_refunded: refunded,
      payment_intent: `pi_first_${purchase.subscriptionId}`,
      refunded: refunded === 1499,
    });
    await send(event('charge.refunded', charge(500)));
    expect((await ordersOf(purchase.accountId))[0]).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 500,
    });
    await send(event('charge.refunded', charge(1499)));
    expect((await ordersOf(purchase.accountId))[0]).toMatchObject({
      status: 'refunded',
      refunded_amount: 1499,
    });
    const late = await send(event('charge.refunded', charge(500)));
    expect(late.body.message).toBe('Event received: it changed nothing here.');
    expect((await ordersOf(purchase.accountId))[0]).toMatchObject({
      status: 'refunded',
      refunded_amount: 1499,
    });
  });

  it('a second purchase paid after the first is refused after the fact: cancelled at Stripe and refunded', async () => {
    const first = await bought();
    const second = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-plus-monthly' },
      { authorization: `Bearer ${first.session.token}` },
    );
    const orderId = second.body.results.order_id as string;
    // Made before the first was paid: move its creation back, as a second tab would have.
    await t.pool.query(
      "update orders set created_at = created_at - interval '1 hour' where id = $1",
      [orderId],
    );
    const sessionId = (
      await t.pool.query('select stripe_checkout_session_id from orders where id = $1', [orderId])
    ).rows[0].stripe_checkout_session_id;
    const subscriptionId = `sub_second_${orderId.slice(0, 6)}`;
    stripe.subscriptions.set(
      subscriptionId,
      stripeSubscription({
        id: subscriptionId,
        customer: 'cus_x',
        price: 'price_plus',
        periodStart: first.start,
        periodEnd: first.end,
        paymentIntent: 'pi_second',
      }),
    );
    await send(
      event('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: orderId,
        subscription: subscriptionId,
      }),
    );
    const orders = await ordersOf(first.accountId);
    expect(orders.find((order) => order.id === orderId)?.status).toBe('failed');
    expect((await subscriptionOf(first.accountId)).plan_id).toBe('parent-basic-monthly');
    expect(stripe.sent('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    const refund = stripe.sent('POST', '/v1/refunds').at(-1);
    expect(refund?.form.payment_intent).toBe('pi_second');
    expect(refund?.idempotencyKey).toBe(`second-purchase-${orderId}`);
  });

  it("an upgrade's prorated invoice pays the change order named in its metadata and starts the new plan", async () => {
    const purchase = await bought();
    const changeOrder = `change_${purchase.orderId.slice(0, 10)}`;
    await t.pool.query(
      `insert into orders (id, account_id, plan_id, amount, currency, kind) values ($1, $2, 'parent-plus-monthly', 1100, 'USD', 'change')`,
      [changeOrder, purchase.accountId],
    );
    const start = purchase.start + 10 * DAY;
    await send(
      event('invoice.paid', {
        id: `in_change_${purchase.subscriptionId}`,
        object: 'invoice',
        billing_reason: 'subscription_update',
        amount_paid: 1102,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: purchase.subscriptionId,
            metadata: { change_order_id: changeOrder },
          },
        },
        lines: { object: 'list', data: [{ period: { start, end: start + 30 * DAY } }] },
      }),
    );
    const order = (await ordersOf(purchase.accountId)).find((row) => row.id === changeOrder);
    expect(order).toMatchObject({
      status: 'paid',
      kind: 'change',
      amount: 1102,
      period_start: start,
      period_end: start + 30 * DAY,
    });
    expect(await subscriptionOf(purchase.accountId)).toMatchObject({
      plan_id: 'parent-plus-monthly',
      order_id: changeOrder,
      period_end: start + 30 * DAY,
    });
  });

  it('answers 400 to a missing or wrong signature and to a signed body that is not an event, 200 with nothing changed to another type; never 5xx', async () => {
    const payload = JSON.stringify(
      event('charge.refunded', { payment_intent: 'pi_x', amount_refunded: 1 }),
    );
    const missing = await post(payload, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Stripe-Signature header is missing or does not match/);
    const forged = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await post(payload, forged)).status).toBe(400);
    expect((await post(payload, 'garbage')).status).toBe(400);
    // Signed for another body.
    const other = signer.webhooks.generateTestHeaderString({
      payload: '{}',
      secret: WEBHOOK_SECRET,
    });
    expect((await post(payload, other)).status).toBe(400);
    // Signed but too old (Stripe's 5-minute tolerance).
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(payload, old)).status).toBe(400);

    const malformed = await post('{"id": "evt_1", "type": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/could not be read/);
    expect((await post('[1,2]')).status).toBe(400);
    expect((await post(JSON.stringify({ id: 'evt_x', type: 'invoice.paid' }))).status).toBe(400);
    expect(
      (await post(JSON.stringify({ ...event('invoice.paid', {}), created: 'yesterday' }))).status,
    ).toBe(400);

    const events = (await t.pool.query('select count(*)::int as n from stripe_events')).rows[0].n;
    const unknown = await send(event('customer.created', { id: 'cus_new', object: 'customer' }));
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe('This event type is not used here: nothing changed.');
    // Handled types naming nothing of ours, or with odd values: 200, nothing changed.
    for (const [type, object] of [
      [
        'checkout.session.completed',
        { id: 'cs_unknown', client_reference_id: 'no-such-order', mode: 'subscription' },
      ],
      ['invoice.paid', { id: 'in_x', amount_paid: -5, lines: 'no' }],
      [
        'invoice.payment_failed',
        { id: 'in_y', parent: { subscription_details: { subscription: 'sub_nobody' } } },
      ],
      ['customer.subscription.updated', { id: 'sub_nobody', cancel_at: 'soon' }],
      ['customer.subscription.deleted', { id: { nested: true } }],
      ['charge.refunded', { payment_intent: 'pi_nobody', amount_refunded: 1e300 }],
    ] as const) {
      const answer = await send(event(type, object));
      expect(answer.status, type).toBe(200);
      expect(answer.body.message, type).toBe('Event received: it changed nothing here.');
    }
    expect((await t.pool.query('select count(*)::int as n from stripe_events')).rows[0].n).toBe(
      events + 6,
    );
  });
});

describe('the webhook under hostile bodies (property-based)', () => {
  it('a signed body of any shape, or an unsigned one, answers 200 or 400, never 5xx', async () => {
    const types = fc.constantFrom(
      'checkout.session.completed',
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'charge.refunded',
      'x.y',
    );
    const shaped = fc.record({
      id: fc.oneof(fc.string(), fc.constant('evt_same')),
      type: types,
      created: fc.oneof(fc.integer(), fc.double(), fc.string()),
      data: fc.record({ object: fc.oneof(fc.object(), fc.jsonValue()) }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          shaped.map((value) => JSON.stringify(value)),
          fc.json(),
          fc.string(),
        ),
        fc.boolean(),
        async (payload, signed) => {
          const answer = await post(payload, signed ? undefined : 't=1,v1=00');
          expect([200, 400], payload).toContain(answer.status);
          if (!signed) expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the provider seam with Stripe', () => {
  it('cancel, resume and change go through the Subscriptions API; refunds through the Refunds API; the card through the customer portal', async () => {
    const purchase = await bought();
    const provider = t.app.ctx.payments;
    expect(provider.renewsItself).toBe(true);
    const path = `/v1/subscriptions/${purchase.subscriptionId}`;

    await provider.cancelAtPeriodEnd?.(purchase.accountId);
    expect(stripe.sent('POST', path).at(-1)?.form).toEqual({ cancel_at_period_end: 'true' });
    await provider.resume?.(purchase.accountId);
    expect(stripe.sent('POST', path).at(-1)?.form).toEqual({ cancel_at_period_end: 'false' });

    const plus = {
      id: 'parent-plus-monthly',
      name: 'Family Plus',
      price: 2599,
      currency: 'USD',
      interval: 'month' as const,
    };
    await provider.changePlan?.(purchase.accountId, {
      plan: plus,
      prorate: true,
      orderId: 'change_1',
    });
    const upgrade = stripe.sent('POST', path).at(-1);
    const plusPrice = (
      await t.pool.query("select stripe_price_id from plans where id = 'parent-plus-monthly'")
    ).rows[0].stripe_price_id;
    expect(upgrade?.form).toMatchObject({
      'items[0][id]': `si_${purchase.subscriptionId}`,
      'items[0][price]': plusPrice,
      proration_behavior: 'always_invoice',
      'billing_cycle_anchor[type]': 'now',
      'metadata[change_order_id]': 'change_1',
    });
    expect(upgrade?.idempotencyKey).toBe('change-change_1');
    const basic = {
      id: 'parent-basic-monthly',
      name: 'Family Basic',
      price: 1499,
      currency: 'USD',
      interval: 'month' as const,
    };
    await provider.changePlan?.(purchase.accountId, { plan: basic, prorate: false });
    expect(stripe.sent('POST', path).at(-1)?.form).toMatchObject({
      'items[0][price]': purchase.price,
      proration_behavior: 'none',
    });

    expect(
      await provider.refund?.({ orderId: purchase.orderId, amount: 700, key: 'refund-1' }),
    ).toEqual({ ok: true, id: expect.stringMatching(/^re_test_\d+$/) });
    const refund = stripe.sent('POST', '/v1/refunds').at(-1);
    expect(refund?.form).toMatchObject({
      payment_intent: `pi_first_${purchase.subscriptionId}`,
      amount: '700',
    });
    expect(refund?.idempotencyKey).toBe('refund-1');

    const url = await provider.paymentMethodUrl?.({
      accountId: purchase.accountId,
      returnUrl: 'http://ftc.test/dashboard/billing',
    });
    const portal = stripe.sent('POST', '/v1/billing_portal/sessions').at(-1);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_\d+$/);
    expect(portal?.form.return_url).toBe('http://ftc.test/dashboard/billing');
    const { rows } = await t.pool.query('select stripe_customer_id from accounts where id = $1', [
      purchase.accountId,
    ]);
    expect(portal?.form.customer).toBe(rows[0].stripe_customer_id);
    // An account that never paid through Stripe has no card there.
    const stranger = await signUpAndVerify(t);
    const account = await t.app.ctx.tokens.verifyAccess(stranger.token);
    expect(
      await provider.paymentMethodUrl?.({
        accountId: String(account.accountId),
        returnUrl: 'http://ftc.test',
      }),
    ).toBeNull();
  });
});

describe('without Stripe (the default)', () => {
  it('the sandbox takes the payments and the webhook answers 404', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.ctx.payments.renewsItself).toBeFalsy();
      expect(plain.app.ctx.payments.checkoutUrl).toBeUndefined();
      const answer = await plain.call('POST', BILLING_PATHS.stripeWebhook, { id: 'evt_1' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Stripe is not the payment provider of this server.');
    } finally {
      await plain.close();
    }
  });
});
