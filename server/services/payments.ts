/** What a provider needs to know about the order it charges. */
export interface ChargeOrder {
  /** Unique per order: a real provider uses it as the idempotency key. */
  id: string;
  /**
   * The idempotency key when one order is charged more than once on purpose: a declined
   * renewal's retries (`{order}_retry{n}`, interface §9), each a new attempt, while a repeat of
   * one attempt (a crash, a second instance) reuses its key. Absent: `id`.
   */
  idempotencyKey?: string;
  amount: number;
  currency: string;
  description: string;
}

/** The card as typed on the checkout page; never stored, never logged. */
export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export type ChargeResult =
  | {
      ok: true;
      /**
       * The provider's reference to the payment method it kept for later charges (a
       * Stripe-like `pm_…`), never card details: renewals charge it. Absent: nothing to renew
       * with (the plan lapses at its period end).
       */
      paymentMethod?: string;
    }
  | {
      ok: false;
      /** For the person paying: what happened and what to do. */
      reason: string;
      /**
       * true when nothing was attempted because the card details are wrong (the form is
       * shown again and the order stays payable); otherwise the charge was refused and the
       * order fails.
       */
      invalid?: boolean;
    };

/**
 * A payment provider. The checkout calls `charge` outside any database transaction, with
 * `order.id` as the idempotency key: a real provider must treat two charges with the same id
 * as one (a retry after a crash or a timeout).
 */
export interface PaymentProvider {
  charge(request: { order: ChargeOrder; card: Card }): Promise<ChargeResult>;
  /**
   * Charges a kept payment method with no one present (a renewal), `order.id` again the
   * idempotency key: the renewal job may run twice, the money moves once. A provider without
   * kept payment methods leaves it out: renewals are then declined.
   */
  chargeSaved?(request: { order: ChargeOrder; paymentMethod: string }): Promise<ChargeResult>;

  // What differs with a hosted provider (Stripe). The sandbox leaves each out: the callers then
  // keep today's behaviour (our /checkout page, our renewal job, the change is ours alone).

  /**
   * true: the provider bills renewals itself (Stripe's invoices, applied by its webhooks); the
   * renewal, retry and past_due jobs skip the plans it holds. Absent or false: our jobs renew.
   */
  readonly renewsItself?: boolean;
  /**
   * The provider's own checkout page for a pending order (a Stripe Checkout Session in
   * subscription mode, the order id its `client_reference_id` and idempotency key, the promo
   * discount applied); answered as `checkout_url`. Absent: our `/checkout/{order_id}` page.
   */
  checkoutUrl?(request: HostedCheckout): Promise<string>;
  /**
   * The provider's page where the member replaces the card kept for renewals (Stripe's
   * customer portal); answered as `{ url }` by `POST {prefix}/billing/payment-method`. Absent:
   * the sandbox's own card page. null: the member holds no card with the provider (never paid
   * through it): nothing to replace.
   */
  paymentMethodUrl?(request: { accountId: string; returnUrl: string }): Promise<string | null>;
  /**
   * Renewal off at the period end, at the provider (before our row changes; its webhook
   * confirms the same state later). Absent: nothing to tell anyone.
   */
  cancelAtPeriodEnd?(accountId: string): Promise<void>;
  /** Renewal back on, at the provider. */
  resume?(accountId: string): Promise<void>;
  /**
   * Moves the provider's subscription to another plan: `prorate` (a dearer plan, now) charges
   * the difference at once on an invoice that names `orderId` (our pending `change` order, paid
   * by that invoice's webhook); otherwise (a cheaper plan) the new price is billed from the next
   * renewal on, nothing charged now.
   */
  changePlan?(
    accountId: string,
    change: { plan: ProviderPlan; prorate: boolean; orderId?: string },
  ): Promise<void>;
  /**
   * Gives back `amount` (minor units) of a paid order's payment. `key`: the idempotency key, one
   * per refund request (the `refunds` row's id): asked again with the same key, the provider
   * answers the first refund and gives nothing back twice. Called outside any transaction. A
   * provider's refund webhook may record it on the order too (`refunded_amount` is a total, so
   * the two never add up twice). Absent: the desk cannot refund (it says so).
   */
  refund?(request: { orderId: string; amount: number; key: string }): Promise<RefundResult>;
  /**
   * Ends the provider's own subscription of the account at once (a whole refund of the current
   * period ends the plan). Absent: the plan is ours alone (the sandbox).
   */
  endSubscription?(accountId: string, key: string): Promise<void>;

  /** Keeps a card typed on our card-update page for later charges (the sandbox's page). */
  savePaymentMethod?(request: { accountId: string; card: Card }): Promise<ChargeResult>;
}

/** The card's network from its number ("visa", "mastercard", "amex", "discover"), else "card". */
export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/** A plan as a provider needs it to make or find its price. */
export interface ProviderPlan {
  id: string;
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface HostedCheckout {
  order: { id: string; accountId: string; amount: number; currency: string };
  plan: ProviderPlan;
  /** The promo code applied to the first payment and its percentage, when one was used. */
  promo: { code: string; percent: number } | null;
  /** The buyer's account (a provider customer is made once per account). */
  customer: { email: string; name: string };
  /** The renewal terms in the buyer's language, shown next to the pay button. */
  terms: string;
  /** Where the provider sends the buyer back: paid, or left without paying. */
  successUrl: string;
  cancelUrl: string;
}

/** `id`: the provider's refund (`re_…`), the same one for a repeated key. */
export type RefundResult = { ok: true; id: string } | { ok: false; reason: string };

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Pays at the checkout, then declines every renewal (as Stripe's 4000 0000 0000 0341). */
  declinesRenewals: '4000000000000341',
} as const;

/** The sandbox's kept payment methods (what `charge` answers, what renewals charge). */
export const SANDBOX_PAYMENT_METHODS = {
  renews: 'pm_sandbox_renews',
  declinesRenewals: 'pm_sandbox_declines_renewals',
} as const;

export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INVALID = 'Check the card number.';

const SANDBOX_KEYS_KEPT = 10_000;

/**
 * The sandbox: no money moves. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 0341 succeeds but its renewals are declined, any other number is
 * invalid. Like a real provider it answers a repeated idempotency key (the order id) with the
 * first answer, without charging again (in this process: the database's claim on the order is
 * what keeps two instances from both charging).
 */
export class SandboxProvider implements PaymentProvider {
  private readonly answered = new Map<string, ChargeResult>();
  private readonly refunded = new Map<string, RefundResult>();
  /** Refunds the sandbox made (one per idempotency key), for tests. */
  refundCount = 0;

  async charge({ order, card }: { order: ChargeOrder; card: Card }): Promise<ChargeResult> {
    const digits = card.number.replace(/[\s-]/g, '');
    if (digits === SANDBOX_CARDS.success)
      return this.once(order, { ok: true, paymentMethod: SANDBOX_PAYMENT_METHODS.renews });
    if (digits === SANDBOX_CARDS.declinesRenewals)
      return this.once(order, {
        ok: true,
        paymentMethod: SANDBOX_PAYMENT_METHODS.declinesRenewals,
      });
    if (digits === SANDBOX_CARDS.declined)
      return this.once(order, { ok: false, reason: CARD_DECLINED });
    return { ok: false, reason: CARD_INVALID, invalid: true };
  }

  async chargeSaved({
    order,
    paymentMethod,
  }: {
    order: ChargeOrder;
    paymentMethod: string;
  }): Promise<ChargeResult> {
    return this.once(
      order,
      paymentMethod === SANDBOX_PAYMENT_METHODS.renews
        ? { ok: true, paymentMethod }
        : { ok: false, reason: CARD_DECLINED },
    );
  }

  /** The card-update page's card: the same rules as the checkout, nothing charged. */
  async savePaymentMethod({ card }: { accountId: string; card: Card }): Promise<ChargeResult> {
    const digits = card.number.replace(/[\s-]/g, '');
    if (digits === SANDBOX_CARDS.success)
      return { ok: true, paymentMethod: SANDBOX_PAYMENT_METHODS.renews };
    if (digits === SANDBOX_CARDS.declinesRenewals)
      return { ok: true, paymentMethod: SANDBOX_PAYMENT_METHODS.declinesRenewals };
    if (digits === SANDBOX_CARDS.declined) return { ok: false, reason: CARD_DECLINED };
    return { ok: false, reason: CARD_INVALID, invalid: true };
  }

  /** Gives back nothing real; one refund per key, the first answer repeated for the same key. */
  async refund({ key }: { orderId: string; amount: number; key: string }): Promise<RefundResult> {
    const first = this.refunded.get(key);
    if (first) return first;
    this.refundCount += 1;
    const result: RefundResult = { ok: true, id: `re_sandbox_${this.refundCount}` };
    this.refunded.set(key, result);
    if (this.refunded.size > SANDBOX_KEYS_KEPT)
      this.refunded.delete(this.refunded.keys().next().value as string);
    return result;
  }

  private once(order: ChargeOrder, result: ChargeResult): ChargeResult {
    const key = order.idempotencyKey ?? order.id;
    const first = this.answered.get(key);
    if (first) return first;
    this.answered.set(key, result);
    // A bounded memory: the oldest keys go first (a Map keeps insertion order).
    if (this.answered.size > SANDBOX_KEYS_KEPT) {
      this.answered.delete(this.answered.keys().next().value as string);
    }
    return result;
  }
}
