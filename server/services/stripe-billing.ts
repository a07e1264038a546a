import type pg from 'pg';
import Stripe from 'stripe';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { translate } from '../i18n';
import { renewalOrderId } from './subscriptions';

/** The Stripe events the webhook applies (interface §9); any other type changes nothing. */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const;
type HandledType = (typeof STRIPE_EVENTS)[number];

export type WebhookOutcome =
  /** The signature is missing, wrong, or too old: nothing read, nothing changed (400). */
  | { kind: 'bad_signature' }
  /** Signed, but not an event we can read (not JSON, no id or type): nothing changed (400). */
  | { kind: 'malformed' }
  /** This event id was applied before: nothing changed again (200). */
  | { kind: 'duplicate' }
  /** A type we do not handle (200). */
  | { kind: 'unhandled'; type: string }
  /**
   * Applied once; `changed` false when it named nothing of ours or was older than what we
   * already have (a replay or reordering): nothing changed (200).
   */
  | { kind: 'applied'; type: HandledType; changed: boolean };

/**
 * What other parts of the server do when Stripe moves money, inside the transaction that
 * records it (so an email is queued exactly when the change is): the receipt email of a paid
 * order, the card-update email of a declined renewal.
 */
export interface StripeBillingHooks {
  /** An order became paid: a first payment, a renewal or an upgrade (its receipt). */
  paid?(client: pg.PoolClient, orderId: string): Promise<void>;
  /** A renewal was declined: the plan is past_due (the email linking to the card update). */
  pastDue?(client: pg.PoolClient, accountId: string): Promise<void>;
}

/** Stripe calls to make once the transaction that decided them has committed. */
type Followup = () => Promise<unknown>;

interface Effect {
  changed: boolean;
  followups?: Followup[];
}

/** A plain object's field, or undefined. */
type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : undefined;
/** An id field that may be expanded into its object. */
const ref = (value: unknown): string | undefined => str(value) ?? str(obj(value)?.id);
const int = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** The current period of a subscription (on its first item since Stripe's 2025 API). */
function periodOf(subscription: Loose): { start?: number; end?: number } {
  const item = obj((obj(subscription.items)?.data as unknown[] | undefined)?.[0]);
  return {
    start: int(item?.current_period_start) ?? int(subscription.current_period_start),
    end: int(item?.current_period_end) ?? int(subscription.current_period_end),
  };
}

/** The payment intent that paid an invoice (`payments`, or the older `payment_intent`). */
function paymentIntentOf(invoice: Loose | undefined): string | undefined {
  if (!invoice) return undefined;
  const payments = (obj(invoice.payments)?.data as unknown[] | undefined) ?? [];
  for (const payment of payments) {
    const intent = ref(obj(obj(payment)?.payment)?.payment_intent);
    if (intent) return intent;
  }
  return ref(invoice.payment_intent);
}

/** The subscription an invoice bills (`parent.subscription_details`, or the older field). */
function invoiceSubscription(invoice: Loose): string | undefined {
  const details = obj(obj(invoice.parent)?.subscription_details);
  return ref(details?.subscription) ?? ref(invoice.subscription);
}

/** The subscription's metadata when the invoice was made (a change names its order there). */
function invoiceMetadata(invoice: Loose): Loose {
  return (
    obj(obj(obj(invoice.parent)?.subscription_details)?.metadata) ??
    obj(obj(invoice.subscription_details)?.metadata) ??
    {}
  );
}

/** The invoice's subscription line: its period and the price it billed. */
function invoiceLine(invoice: Loose): { start?: number; end?: number; price?: string } {
  const line = obj((obj(invoice.lines)?.data as unknown[] | undefined)?.[0]);
  const period = obj(line?.period);
  const price =
    ref(obj(obj(line?.pricing)?.price_details)?.price) ?? ref(obj(line?.price)?.id ?? line?.price);
  return { start: int(period?.start), end: int(period?.end), price };
}

const CARD_COLUMNS = (paymentMethod: Loose | undefined) => {
  const card = obj(paymentMethod?.card);
  const last4 = str(card?.last4);
  return {
    id: ref(paymentMethod),
    brand: str(card?.brand),
    last4: last4 && /^[0-9]{4}$/.test(last4) ? last4 : undefined,
    expMonth: int(card?.exp_month),
    expYear: int(card?.exp_year),
  };
};

/**
 * Stripe's side of billing: the webhook (`POST /v1/payments/stripe/webhook`) verifies each
 * event's signature over the raw body and applies each event id once: the id goes into
 * `stripe_events` in the same transaction as its effect, so a replay, a retry or a second
 * instance changes nothing more. Events delivered out of order are judged by state: a
 * subscription keeps the `created` time of the newest event applied to it, orders move only
 * forward (pending → paid; refunded amounts only grow).
 *
 * With Stripe, renewals come from Stripe's invoices (`invoice.paid` makes the renewal order,
 * `invoice.payment_failed` makes the plan past_due), not from our renewal job.
 */
export class StripeBilling {
  constructor(
    private readonly pool: pg.Pool,
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly warn: (message: string) => void,
    private readonly hooks: StripeBillingHooks = {},
  ) {}

  /** Reads, checks and applies one delivery of the webhook. */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (!signature) return { kind: 'bad_signature' };
    let event: Loose | undefined;
    try {
      // The library's own check (HMAC over the raw body, at most 5 minutes old), then JSON.
      event = obj(this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret));
    } catch (error) {
      return error instanceof Stripe.errors.StripeSignatureVerificationError
        ? { kind: 'bad_signature' }
        : { kind: 'malformed' };
    }
    const id = str(event?.id);
    const type = str(event?.type);
    const created = int(event?.created);
    const object = obj(obj(event?.data)?.object);
    if (!event || !id || !type || created === undefined || !object) return { kind: 'malformed' };
    if (!(STRIPE_EVENTS as readonly string[]).includes(type)) return { kind: 'unhandled', type };
    const handled = type as HandledType;
    if (await this.seen(id)) return { kind: 'duplicate' };

    // What the event does not carry is asked of Stripe first, outside the transaction.
    const fetched =
      handled === 'checkout.session.completed'
        ? await this.checkoutSubscription(object)
        : handled === 'customer.subscription.updated'
          ? await this.newCard(object)
          : undefined;

    const effect = await inTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query(
        `insert into stripe_events (id, type, created, outcome) values ($1, $2, $3, 'pending')
         on conflict (id) do nothing`,
        [id, handled, created],
      );
      if (rowCount === 0) return undefined;
      const done = await this.apply(client, handled, created, object, fetched);
      await client.query('update stripe_events set outcome = $2 where id = $1', [
        id,
        done.changed ? 'applied' : 'ignored',
      ]);
      return done;
    });
    if (!effect) return { kind: 'duplicate' };
    for (const followup of effect.followups ?? []) {
      await followup().catch((error: unknown) =>
        this.warn(`stripe: after event ${id}: ${error instanceof Error ? error.message : error}`),
      );
    }
    return { kind: 'applied', type: handled, changed: effect.changed };
  }

  private async seen(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('select 1 from stripe_events where id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  private apply(
    client: pg.PoolClient,
    type: HandledType,
    created: number,
    object: Loose,
    fetched: Loose | undefined,
  ): Promise<Effect> {
    switch (type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(client, object, fetched, created);
      case 'invoice.paid':
        return this.invoicePaid(client, object, created);
      case 'invoice.payment_failed':
        return this.invoiceFailed(client, object);
      case 'customer.subscription.updated':
        return this.subscriptionUpdated(client, object, created, fetched);
      case 'customer.subscription.deleted':
        return this.subscriptionDeleted(client, object, created);
      case 'charge.refunded':
        return this.chargeRefunded(client, object);
    }
  }

  /** The subscription a completed Checkout Session made, with its card and first invoice. */
  private async checkoutSubscription(session: Loose): Promise<Loose | undefined> {
    const subscription = ref(session.subscription);
    if (session.mode !== 'subscription' || !subscription) return undefined;
    const found = await this.stripe.subscriptions.retrieve(subscription, {
      expand: ['default_payment_method', 'latest_invoice.payments'],
    });
    return found as unknown as Loose;
  }

  /**
   * The card a subscription now renews with, when it is not the one we keep (replaced in the
   * customer portal): Stripe's payment method, for its brand, last 4 and expiry.
   */
  private async newCard(subscription: Loose): Promise<Loose | undefined> {
    const id = ref(subscription.default_payment_method);
    if (!id) return undefined;
    const expanded = obj(subscription.default_payment_method);
    if (expanded?.card) return expanded;
    const { rowCount } = await this.pool.query(
      `select 1 from payment_methods m join subscriptions s on s.account_id = m.account_id
        where s.stripe_subscription_id = $1 and m.provider_ref = $2`,
      [ref(subscription) ?? '', id],
    );
    if ((rowCount ?? 0) > 0) return undefined;
    return (await this.stripe.paymentMethods.retrieve(id)) as unknown as Loose;
  }

  /**
   * A purchase paid on Stripe's page: the order (found by `client_reference_id`, the session
   * it was given) becomes paid with its receipt number, period and card; the plan starts; the
   * card is kept; the promo code's use counts. A second purchase paid after another plan of
   * the same audience was (interface §9: never both paid) is refused after the fact: its
   * order fails, its Stripe subscription is cancelled and its payment refunded.
   */
  private async checkoutCompleted(
    client: pg.PoolClient,
    session: Loose,
    subscription: Loose | undefined,
    created: number,
  ): Promise<Effect> {
    const orderId = str(session.client_reference_id);
    const subscriptionId = ref(subscription);
    const { start, end } = subscription ? periodOf(subscription) : {};
    if (!orderId || !subscription || !subscriptionId || !start || !end) return { changed: false };
    const { rows } = await client.query<{
      account_id: string;
      plan_id: string;
      audience: string;
      promo_code: string | null;
      status: string;
      stripe_checkout_session_id: string | null;
    }>(
      `select o.account_id::text as account_id, o.plan_id, p.audience, o.promo_code, o.status,
              o.stripe_checkout_session_id
         from orders o join plans p on p.id = o.plan_id
        where o.id = $1 for update of o`,
      [orderId],
    );
    const order = rows[0];
    if (order?.status !== 'pending' || order.stripe_checkout_session_id !== session.id)
      return { changed: false };
    await client.query('select 1 from accounts where id = $1 for no key update', [
      order.account_id,
    ]);
    const invoice = obj(subscription.latest_invoice);
    const paymentIntent = paymentIntentOf(invoice);

    const { rows: rival } = await client.query(
      `select 1 from orders o join plans p on p.id = o.plan_id
        where o.account_id = $1 and o.id <> $2 and p.audience = $3 and o.kind = 'buy-subscription'
          and o.status = 'paid' and o.paid_at >= (select created_at from orders where id = $2)
        limit 1`,
      [order.account_id, orderId, order.audience],
    );
    if (rival.length > 0) {
      await client.query(
        `update orders set status = 'failed', failure_reason = $2, stripe_payment_intent_id = $3,
                stripe_invoice_id = $4
          where id = $1`,
        [
          orderId,
          translate('en', 'plans.anotherPlanBought'),
          paymentIntent ?? null,
          ref(invoice) ?? null,
        ],
      );
      return {
        changed: true,
        followups: [
          () => this.stripe.subscriptions.cancel(subscriptionId),
          ...(paymentIntent
            ? [
                () =>
                  this.stripe.refunds.create(
                    { payment_intent: paymentIntent, metadata: { order_id: orderId } },
                    { idempotencyKey: `second-purchase-${orderId}` },
                  ),
              ]
            : []),
        ],
      };
    }

    const card = CARD_COLUMNS(obj(subscription.default_payment_method));
    await client.query(
      `update orders set status = 'paid', paid_at = ${NOW_SQL}, charging_since = null,
              period_start = to_timestamp($2), period_end = to_timestamp($3),
              receipt_number = coalesce(receipt_number, nextval('receipt_numbers')),
              card_brand = $4, card_last4 = $5, stripe_payment_intent_id = $6,
              stripe_invoice_id = $7,
              consent_accepted_at = coalesce(consent_accepted_at, ${NOW_SQL}),
              amount = coalesce($8, amount)
        where id = $1`,
      [
        orderId,
        start,
        end,
        card.brand ?? null,
        card.last4 ?? null,
        paymentIntent ?? null,
        ref(invoice) ?? null,
        int(session.amount_total) ?? null,
      ],
    );
    if (order.promo_code) {
      // The money has moved with the discount: the use counts while uses are left.
      await client.query(
        `update promo_codes set uses = uses + 1
          where code = $1 and (max_uses is null or uses < max_uses)`,
        [order.promo_code],
      );
    }
    const { rows: before } = await client.query<{ stripe_subscription_id: string | null }>(
      'select stripe_subscription_id from subscriptions where account_id = $1',
      [order.account_id],
    );
    const replaced = before[0]?.stripe_subscription_id;
    await client.query(
      `insert into subscriptions (account_id, plan_id, order_id, status, current_period_end,
                                  auto_renew, payment_method, stripe_subscription_id,
                                  stripe_event_created)
       values ($1, $2, $3, 'active', to_timestamp($4), true, $5, $6, $7)
       on conflict (account_id) do update set
         plan_id = excluded.plan_id, order_id = excluded.order_id, status = 'active',
         current_period_end = excluded.current_period_end, auto_renew = true,
         payment_method = excluded.payment_method, cancel_at = null, cancel_reason = null,
         scheduled_plan_id = null, past_due_since = null, renewal_attempts = 0,
         next_retry_at = null, renewal_price = null,
         stripe_subscription_id = excluded.stripe_subscription_id,
         stripe_event_created = excluded.stripe_event_created, updated_at = ${NOW_SQL}`,
      [order.account_id, order.plan_id, orderId, end, card.id ?? null, subscriptionId, created],
    );
    await this.keepCard(client, order.account_id, card);
    await this.hooks.paid?.(client, orderId);
    return {
      changed: true,
      // Buying another plan replaces the one held: Stripe must stop billing the old one.
      followups:
        replaced && replaced !== subscriptionId
          ? [() => this.stripe.subscriptions.cancel(replaced)]
          : [],
    };
  }

  private async keepCard(
    client: pg.PoolClient,
    accountId: string,
    card: ReturnType<typeof CARD_COLUMNS>,
  ): Promise<void> {
    if (!card.id || !card.brand || !card.last4 || !card.expMonth || !card.expYear) return;
    if (card.expMonth < 1 || card.expMonth > 12) return;
    await client.query(
      `insert into payment_methods (account_id, brand, last4, exp_month, exp_year, provider_ref,
                                    updated_at)
       values ($1, $2, $3, $4, $5, $6, ${NOW_SQL})
       on conflict (account_id) do update set brand = excluded.brand, last4 = excluded.last4,
         exp_month = excluded.exp_month, exp_year = excluded.exp_year,
         provider_ref = excluded.provider_ref, updated_at = excluded.updated_at`,
      [accountId, card.brand, card.last4, card.expMonth, card.expYear, card.id],
    );
  }

  /**
   * An invoice paid: a renewal (a new paid `renewal` order for that period, the plan runs on,
   * past_due cleared, a scheduled cheaper plan starts) or the prorated invoice of an upgrade
   * (our pending `change` order named in its metadata is paid and the new plan starts). The
   * first invoice of a purchase is the Checkout Session's, recorded by its completion.
   */
  private async invoicePaid(
    client: pg.PoolClient,
    invoice: Loose,
    created: number,
  ): Promise<Effect> {
    const invoiceId = ref(invoice);
    const subscriptionId = invoiceSubscription(invoice);
    const { start, end, price } = invoiceLine(invoice);
    const amount = int(invoice.amount_paid);
    if (!invoiceId || !subscriptionId || !start || !end || amount === undefined)
      return { changed: false };
    if (invoice.billing_reason === 'subscription_create') return { changed: false };
    const subscription = await this.subscriptionRow(client, subscriptionId);
    if (!subscription) return { changed: false };
    const { rows: known } = await client.query(
      'select 1 from orders where stripe_invoice_id = $1',
      [invoiceId],
    );
    if (known.length > 0) return { changed: false };
    const accountId = subscription.account_id;
    const paymentIntent = paymentIntentOf(invoice) ?? null;
    const card = await client.query<{ brand: string; last4: string }>(
      'select brand, last4 from payment_methods where account_id = $1',
      [accountId],
    );
    const brand = card.rows[0]?.brand ?? null;
    const last4 = card.rows[0]?.last4 ?? null;

    const changeOrder = str(invoiceMetadata(invoice).change_order_id);
    if (invoice.billing_reason === 'subscription_update' && changeOrder) {
      const { rows } = await client.query<{ plan_id: string }>(
        `update orders set status = 'paid', paid_at = ${NOW_SQL}, charging_since = null,
                amount = $3, period_start = to_timestamp($4), period_end = to_timestamp($5),
                receipt_number = coalesce(receipt_number, nextval('receipt_numbers')),
                card_brand = $6, card_last4 = $7, stripe_invoice_id = $8,
                stripe_payment_intent_id = $9
          where id = $1 and account_id = $2 and status = 'pending' and kind = 'change'
          returning plan_id`,
        [changeOrder, accountId, amount, start, end, brand, last4, invoiceId, paymentIntent],
      );
      const changed = rows[0];
      if (!changed) return { changed: false };
      await client.query(
        `update subscriptions set plan_id = $2, order_id = $3, status = 'active',
                current_period_end = to_timestamp($4), scheduled_plan_id = null,
                past_due_since = null, renewal_attempts = 0, next_retry_at = null,
                updated_at = ${NOW_SQL}
          where account_id = $1`,
        [accountId, changed.plan_id, changeOrder, end],
      );
      await this.hooks.paid?.(client, changeOrder);
      return { changed: true };
    }

    // A renewal: the plan billed is the price's plan (a cheaper plan scheduled by a change
    // starts here), else the plan held.
    const { rows: plans } = await client.query<{ id: string }>(
      'select id from plans where stripe_price_id = $1 limit 1',
      [price ?? ''],
    );
    const planId = plans[0]?.id ?? subscription.plan_id;
    const orderId = renewalOrderId({ accountId, period: start });
    const { rowCount } = await client.query(
      `insert into orders (id, account_id, plan_id, amount, currency, status, kind, paid_at,
                           period_start, period_end, receipt_number, card_brand, card_last4,
                           stripe_invoice_id, stripe_payment_intent_id)
       values ($1, $2, $3, $4, $5, 'paid', 'renewal', ${NOW_SQL}, to_timestamp($6),
               to_timestamp($7), nextval('receipt_numbers'), $8, $9, $10, $11)
       on conflict (id) do nothing`,
      [
        orderId,
        accountId,
        planId,
        amount,
        (str(invoice.currency) ?? 'usd').toUpperCase().slice(0, 3),
        start,
        end,
        brand,
        last4,
        invoiceId,
        paymentIntent,
      ],
    );
    if (rowCount === 0) return { changed: false };
    await client.query(
      `update subscriptions
          set plan_id = $2, order_id = $3,
              current_period_end = greatest(current_period_end, to_timestamp($4)),
              -- A paid invoice keeps the plan going (also one our lapse job had just marked at
              -- the period end), unless Stripe ended the subscription after this invoice.
              status = case when status = 'expired' and stripe_event_created > $5 then status
                            else 'active' end,
              scheduled_plan_id = case when scheduled_plan_id = $2 then null
                                       else scheduled_plan_id end,
              past_due_since = null, renewal_attempts = 0, next_retry_at = null,
              updated_at = ${NOW_SQL}
        where account_id = $1`,
      [accountId, planId, orderId, end, created],
    );
    await this.hooks.paid?.(client, orderId);
    return { changed: true };
  }

  /**
   * A renewal declined: the plan is past_due (it keeps working) while Stripe retries; the
   * attempt count and next try are Stripe's. An invoice already paid, or for a period already
   * renewed, changes nothing (a late delivery).
   */
  private async invoiceFailed(client: pg.PoolClient, invoice: Loose): Promise<Effect> {
    const invoiceId = ref(invoice);
    const subscriptionId = invoiceSubscription(invoice);
    const { end } = invoiceLine(invoice);
    if (!invoiceId || !subscriptionId || invoice.billing_reason === 'subscription_create')
      return { changed: false };
    const subscription = await this.subscriptionRow(client, subscriptionId);
    if (!subscription || !['active', 'past_due'].includes(subscription.status))
      return { changed: false };
    const { rows: paid } = await client.query('select 1 from orders where stripe_invoice_id = $1', [
      invoiceId,
    ]);
    if (paid.length > 0) return { changed: false };
    if (end !== undefined && subscription.period_end_epoch >= end) return { changed: false };
    const next = int(invoice.next_payment_attempt);
    await client.query(
      `update subscriptions set status = 'past_due',
              past_due_since = coalesce(past_due_since, ${NOW_SQL}),
              renewal_attempts = greatest(renewal_attempts, $2),
              next_retry_at = case when $3::bigint is null then null else to_timestamp($3) end,
              updated_at = ${NOW_SQL}
        where account_id = $1`,
      [subscription.account_id, int(invoice.attempt_count) ?? 1, next ?? null],
    );
    await this.hooks.pastDue?.(client, subscription.account_id);
    return { changed: true };
  }

  /**
   * Cancel, resume (here, in the customer portal, or by Stripe) and Stripe's own status:
   * `cancel_at` and `auto_renew` follow `cancel_at_period_end` / `cancel_at`. An event older
   * than the newest one applied to this subscription changes nothing.
   */
  private async subscriptionUpdated(
    client: pg.PoolClient,
    object: Loose,
    created: number,
    card: Loose | undefined,
  ): Promise<Effect> {
    const id = ref(object);
    if (!id) return { changed: false };
    const subscription = await this.subscriptionRow(client, id);
    if (!subscription || subscription.status === 'expired') return { changed: false };
    if (subscription.event_created !== null && Number(subscription.event_created) > created)
      return { changed: false };
    const { end } = periodOf(object);
    const cancelAt =
      object.cancel_at_period_end === true ? (end ?? null) : (int(object.cancel_at) ?? null);
    const status =
      object.status === 'past_due'
        ? 'past_due'
        : object.status === 'active' || object.status === 'trialing'
          ? 'active'
          : ['canceled', 'unpaid', 'incomplete_expired'].includes(String(object.status))
            ? 'expired'
            : subscription.status;
    await client.query(
      `update subscriptions
          set cancel_at = case when $2::bigint is null then null else to_timestamp($2) end,
              auto_renew = $2::bigint is null and $3 <> 'expired',
              status = $3,
              past_due_since = case when $3 = 'past_due'
                                    then coalesce(past_due_since, ${NOW_SQL}) end,
              stripe_event_created = $4, updated_at = ${NOW_SQL}
        where account_id = $1`,
      [subscription.account_id, cancelAt, status, created],
    );
    // A card replaced in the customer portal: renewals and receipts show the new one.
    const kept = CARD_COLUMNS(card);
    if (kept.id) {
      await this.keepCard(client, subscription.account_id, kept);
      await client.query('update subscriptions set payment_method = $2 where account_id = $1', [
        subscription.account_id,
        kept.id,
      ]);
    }
    return { changed: true };
  }

  /** Stripe ended the subscription (at its cancel date, or after its last declined retry). */
  private async subscriptionDeleted(
    client: pg.PoolClient,
    object: Loose,
    created: number,
  ): Promise<Effect> {
    const id = ref(object);
    if (!id) return { changed: false };
    const subscription = await this.subscriptionRow(client, id);
    if (!subscription || subscription.status === 'expired') return { changed: false };
    await client.query(
      `update subscriptions set status = 'expired', auto_renew = false,
              cancel_at = coalesce(cancel_at, to_timestamp($2)),
              stripe_event_created = greatest(coalesce(stripe_event_created, 0), $3),
              updated_at = ${NOW_SQL}
        where account_id = $1`,
      [subscription.account_id, int(object.ended_at) ?? created, created],
    );
    return { changed: true };
  }

  /** A refund (ours through the Refunds API, or one made in Stripe's dashboard). */
  private async chargeRefunded(client: pg.PoolClient, charge: Loose): Promise<Effect> {
    const paymentIntent = ref(charge.payment_intent);
    const refunded = int(charge.amount_refunded);
    if (!paymentIntent || refunded === undefined) return { changed: false };
    // Refunded amounts only grow: a late, older event changes nothing.
    const { rowCount } = await client.query(
      `update orders set refunded_amount = least($2, amount),
              status = case when $2 >= amount then 'refunded' else 'partially_refunded' end
        where id = (select id from orders where stripe_payment_intent_id = $1
                      and status in ('paid', 'partially_refunded', 'refunded')
                    order by paid_at desc nulls last limit 1)
          and refunded_amount < least($2, amount)`,
      [paymentIntent, refunded],
    );
    return { changed: (rowCount ?? 0) > 0 };
  }

  private async subscriptionRow(client: pg.PoolClient, stripeId: string) {
    const { rows } = await client.query<{
      account_id: string;
      plan_id: string;
      status: string;
      event_created: string | null;
      period_end_epoch: number;
    }>(
      `select account_id::text as account_id, plan_id, status,
              stripe_event_created::text as event_created,
              extract(epoch from current_period_end)::float8 as period_end_epoch
         from subscriptions where stripe_subscription_id = $1 for update`,
      [stripeId],
    );
    return rows[0];
  }
}
