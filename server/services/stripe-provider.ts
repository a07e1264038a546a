import type pg from 'pg';
import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import type {
  ChargeResult,
  HostedCheckout,
  PaymentProvider,
  ProviderPlan,
  RefundResult,
} from './payments';

/** What the sandbox card form answers when Stripe takes the payments: pay on Stripe's page. */
export const PAY_ON_STRIPE = 'Payments are taken on the secure Stripe page: buy the plan again.';

/**
 * The official client, for Stripe itself or another address (STRIPE_API_URL: a local server in
 * tests). Two network retries: every write we make carries an idempotency key.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'FTC' },
  };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    config.host = url.hostname;
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(settings.secretKey, config);
}

/** What a plan's Stripe price is made for: a new price when any of it changes. */
const priceFor = (plan: ProviderPlan) => `${plan.price}:${plan.currency}:${plan.interval}`;

/** A Stripe error of a missing object (a 404), as opposed to Stripe not answering. */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/**
 * Stripe as the payment provider (interface §9 "Payment providers"): Checkout Sessions in
 * subscription mode, the customer portal for the card, cancel/resume/change through the
 * Subscriptions API, refunds through the Refunds API. Stripe bills the renewals itself; what
 * happens to the money comes back through the webhook (services/stripe-billing.ts), which
 * alone changes our orders and subscriptions. The Stripe ids are kept in our rows
 * (migration 027): a customer per account, a price per plan, a subscription per subscription.
 */
export class StripeProvider implements PaymentProvider {
  readonly renewsItself = true;

  constructor(
    private readonly pool: pg.Pool,
    private readonly stripe: Stripe,
  ) {}

  /** Card numbers never reach us with Stripe: the card form refuses and sends to Stripe. */
  async charge(): Promise<ChargeResult> {
    return { ok: false, reason: PAY_ON_STRIPE, invalid: true };
  }

  async checkoutUrl({
    order,
    plan,
    promo,
    customer,
    terms,
    successUrl,
    cancelUrl,
  }: HostedCheckout): Promise<string> {
    const customerId = await this.customerId(order.accountId, customer);
    const price = await this.priceId(plan);
    const coupon = promo ? await this.couponId(promo) : undefined;
    const metadata = { order_id: order.id, account_id: order.accountId, plan_id: plan.id };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: order.id,
        line_items: [{ price, quantity: 1 }],
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata,
        subscription_data: { metadata },
        // The renewal terms next to the pay button (interface §9: consent before paying).
        custom_text: { submit: { message: terms.slice(0, 1200) } },
      },
      { idempotencyKey: order.id },
    );
    if (!session.url)
      throw new Error(`Stripe answered Checkout Session ${session.id} without a url`);
    await this.pool.query('update orders set stripe_checkout_session_id = $2 where id = $1', [
      order.id,
      session.id,
    ]);
    return session.url;
  }

  /** Stripe's customer portal; null when the account never paid through Stripe (no card). */
  async paymentMethodUrl({
    accountId,
    returnUrl,
  }: {
    accountId: string;
    returnUrl: string;
  }): Promise<string | null> {
    const { rows } = await this.pool.query<{ stripe_customer_id: string | null }>(
      'select stripe_customer_id from accounts where id = $1',
      [accountId],
    );
    const customer = rows[0]?.stripe_customer_id;
    if (!customer) return null;
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
    });
    return session.url;
  }

  async cancelAtPeriodEnd(accountId: string): Promise<void> {
    const ref = await this.subscriptionRef(accountId);
    if (ref) await this.stripe.subscriptions.update(ref, { cancel_at_period_end: true });
  }

  async resume(accountId: string): Promise<void> {
    const ref = await this.subscriptionRef(accountId);
    if (ref) await this.stripe.subscriptions.update(ref, { cancel_at_period_end: false });
  }

  async changePlan(
    accountId: string,
    change: { plan: ProviderPlan; prorate: boolean; orderId?: string },
  ): Promise<void> {
    const ref = await this.subscriptionRef(accountId);
    if (!ref) return;
    const price = await this.priceId(change.plan);
    const current = await this.stripe.subscriptions.retrieve(ref);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${ref} has no item to change`);
    const params: Stripe.SubscriptionUpdateParams = change.prorate
      ? {
          // A dearer plan starts now, for a whole new period: the new price less the unused
          // share of the current payment, invoiced and charged at once; the invoice names our
          // change order, which its `invoice.paid` settles.
          items: [{ id: item.id, price }],
          billing_cycle_anchor: { type: 'now' },
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          metadata: { change_order_id: change.orderId ?? '' },
        }
      : {
          // A cheaper plan: billed from the next renewal on, nothing charged or credited now.
          items: [{ id: item.id, price }],
          proration_behavior: 'none',
          metadata: { change_order_id: '' },
        };
    await this.stripe.subscriptions.update(
      ref,
      params,
      change.orderId ? { idempotencyKey: `change-${change.orderId}` } : undefined,
    );
  }

  async refund({
    orderId,
    amount,
    key,
  }: {
    orderId: string;
    amount: number;
    key: string;
  }): Promise<RefundResult> {
    const { rows } = await this.pool.query<{ stripe_payment_intent_id: string | null }>(
      'select stripe_payment_intent_id from orders where id = $1',
      [orderId],
    );
    const paymentIntent = rows[0]?.stripe_payment_intent_id;
    if (!paymentIntent) return { ok: false, reason: 'This order was not paid through Stripe.' };
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, amount, metadata: { order_id: orderId, refund_id: key } },
        { idempotencyKey: key },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { ok: false, reason: refund.failure_reason ?? 'Stripe did not make the refund.' };
      return { ok: true, id: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        return { ok: false, reason: error.message };
      throw error;
    }
  }

  /** Cancels the Stripe subscription at once (its `customer.subscription.deleted` follows). */
  async endSubscription(accountId: string, key: string): Promise<void> {
    const ref = await this.subscriptionRef(accountId);
    if (ref) await this.stripe.subscriptions.cancel(ref, {}, { idempotencyKey: key });
  }

  /** The Stripe subscription of the account's plan; null for a plan paid in the sandbox. */
  private async subscriptionRef(accountId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ stripe_subscription_id: string | null }>(
      'select stripe_subscription_id from subscriptions where account_id = $1',
      [accountId],
    );
    return rows[0]?.stripe_subscription_id ?? null;
  }

  /**
   * The account's Stripe customer, made at its first checkout (the idempotency key keeps two
   * simultaneous checkouts to one customer; the first id stored wins).
   */
  private async customerId(
    accountId: string,
    customer: HostedCheckout['customer'],
  ): Promise<string> {
    const { rows } = await this.pool.query<{ stripe_customer_id: string | null }>(
      'select stripe_customer_id from accounts where id = $1',
      [accountId],
    );
    if (rows[0]?.stripe_customer_id) return rows[0].stripe_customer_id;
    const made = await this.stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { account_id: accountId } },
      { idempotencyKey: `ftc-customer-${accountId}` },
    );
    const { rows: kept } = await this.pool.query<{ stripe_customer_id: string }>(
      `update accounts set stripe_customer_id = coalesce(stripe_customer_id, $2)
        where id = $1 returning stripe_customer_id`,
      [accountId, made.id],
    );
    return kept[0]?.stripe_customer_id ?? made.id;
  }

  /**
   * The plan's recurring Stripe price: the one kept on the plan while the plan's price,
   * currency and interval are unchanged; else the price with our lookup key, or a new one.
   */
  private async priceId(plan: ProviderPlan): Promise<string> {
    const { rows } = await this.pool.query<{
      stripe_price_id: string | null;
      stripe_price_for: string | null;
    }>('select stripe_price_id, stripe_price_for from plans where id = $1', [plan.id]);
    if (rows[0]?.stripe_price_id && rows[0].stripe_price_for === priceFor(plan))
      return rows[0].stripe_price_id;
    const lookupKey =
      `ftc_${plan.id}_${plan.price}_${plan.currency}_${plan.interval}`.toLowerCase();
    const found = await this.stripe.prices.list({
      lookup_keys: [lookupKey],
      active: true,
      limit: 1,
    });
    const price =
      found.data[0] ??
      (await this.stripe.prices.create(
        {
          currency: plan.currency.toLowerCase(),
          unit_amount: plan.price,
          recurring: { interval: plan.interval },
          product_data: { name: `FTC ${plan.name}`, metadata: { plan_id: plan.id } },
          lookup_key: lookupKey,
          transfer_lookup_key: true,
          metadata: { plan_id: plan.id },
        },
        { idempotencyKey: `ftc-price-${lookupKey}` },
      ));
    await this.pool.query(
      'update plans set stripe_price_id = $2, stripe_price_for = $3 where id = $1',
      [plan.id, price.id, priceFor(plan)],
    );
    return price.id;
  }

  /** The coupon of a promo code (its percentage off the first payment), made once. */
  private async couponId(promo: { code: string; percent: number }): Promise<string> {
    const id = `ftc_${promo.code}_${promo.percent}`;
    try {
      return (await this.stripe.coupons.retrieve(id)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const made = await this.stripe.coupons.create(
      { id, percent_off: promo.percent, duration: 'once', name: promo.code },
      { idempotencyKey: `ftc-coupon-${id}` },
    );
    return made.id;
  }
}
