import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe client sent, as it arrived. */
export interface StripeRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form fields (Stripe's bracket names, `line_items[0][price]`), body and query. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * A local stand-in for api.stripe.com, for the calls the Stripe provider makes: it answers
 * Stripe's documented JSON for each (customers, prices, coupons, Checkout Sessions, the customer
 * portal, subscriptions, refunds), keeps what it made, answers a repeated idempotency key with
 * the first answer (as Stripe does), and records every request. The real `stripe` client talks
 * to it through STRIPE_API_URL.
 */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  /** Subscriptions the tests put here: what `GET /v1/subscriptions/{id}` answers. */
  readonly subscriptions = new Map<string, Json>();
  private readonly prices: Json[] = [];
  private readonly coupons = new Map<string, Json>();
  private readonly answered = new Map<string, { status: number; body: Json }>();
  private counter = 0;
  /** When set, every request answers 500 (Stripe down). */
  failing = false;
  /**
   * Payments the tests made (`pi_…` → amount and what is refunded of it): a refund of a known
   * payment follows Stripe's rules (the amount defaults to what is left; more is refused).
   */
  readonly payments = new Map<string, { amount: number; refunded: number }>();
  /**
   * The next this many refunds are made, but their answer is lost (the connection closes):
   * the client retries with the same Idempotency-Key and gets the first answer.
   */
  loseRefundAnswers = 0;
  /** Refunds made (not replays), by idempotency key. */
  readonly refunds: Json[] = [];
  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The requests to one method and path (a path ending in `*` matches its start). */
  sent(method: string, path: string): StripeRequest[] {
    return this.requests.filter(
      (request) =>
        request.method === method &&
        (path.endsWith('*') ? request.path.startsWith(path.slice(0, -1)) : request.path === path),
    );
  }

  private refund(form: Record<string, string>) {
    return refundOf(this, form, this.next('re'));
  }

  private next(prefix: string) {
    this.counter += 1;
    return `${prefix}_test_${this.counter}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const form: Record<string, string> = {};
    for (const [name, value] of url.searchParams) form[name] = value;
    for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
      form[name] = value;
    const idempotencyKey = header(request, 'idempotency-key');
    const recorded: StripeRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      form,
      idempotencyKey,
      authorization: header(request, 'authorization'),
    };
    this.requests.push(recorded);
    const send = ({ status, body }: { status: number; body: Json }) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${this.counter}`,
      });
      response.end(JSON.stringify(body));
    };
    if (this.failing)
      return send({ status: 500, body: error('api_error', 'Stripe is down (test).') });
    const replayKey = idempotencyKey && `${recorded.method} ${recorded.path} ${idempotencyKey}`;
    const first = replayKey ? this.answered.get(replayKey) : undefined;
    if (first) return send(first);
    const answer = this.answer(recorded);
    if (replayKey) this.answered.set(replayKey, answer);
    if (recorded.path === '/v1/refunds' && this.loseRefundAnswers > 0) {
      this.loseRefundAnswers -= 1;
      response.destroy();
      return;
    }
    send(answer);
  }

  private answer({ method, path, form }: StripeRequest): { status: number; body: Json } {
    const ok = (body: Json) => ({ status: 200, body });
    const segments = path.split('/').filter(Boolean); // ['v1', resource, id?]
    const [, resource, id] = segments;
    if (method === 'POST' && path === '/v1/customers')
      return ok({
        id: this.next('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: metadataOf(form),
      });
    if (method === 'GET' && path === '/v1/prices') {
      const key = form['lookup_keys[0]'];
      const data = this.prices.filter((price) => price.lookup_key === key);
      return ok({ object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: this.next('price'),
        object: 'price',
        active: true,
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        recurring: { interval: form['recurring[interval]'], interval_count: 1 },
        lookup_key: form.lookup_key ?? null,
        product: this.next('prod'),
        type: 'recurring',
        metadata: metadataOf(form),
      };
      this.prices.push(price);
      return ok(price);
    }
    if (resource === 'coupons' && method === 'GET' && id) {
      const coupon = this.coupons.get(decodeURIComponent(id));
      return coupon
        ? ok(coupon)
        : {
            status: 404,
            body: error('invalid_request_error', `No such coupon: '${id}'`, 'resource_missing'),
          };
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: form.id,
        object: 'coupon',
        percent_off: Number(form.percent_off),
        duration: form.duration,
        name: form.name ?? null,
        valid: true,
      };
      this.coupons.set(String(form.id), coupon);
      return ok(coupon);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = this.next('cs');
      return ok({
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        metadata: metadataOf(form),
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const sessionId = this.next('bps');
      return ok({
        id: sessionId,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `https://billing.stripe.com/p/session/${sessionId}`,
      });
    }
    if (resource === 'subscriptions' && id) {
      const subscription = this.subscriptions.get(id);
      if (!subscription)
        return {
          status: 404,
          body: error('invalid_request_error', `No such subscription: '${id}'`, 'resource_missing'),
        };
      if (method === 'POST') {
        if (form.cancel_at_period_end)
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        subscription.metadata = { ...(subscription.metadata as Json), ...metadataOf(form) };
      }
      if (method === 'DELETE') subscription.status = 'canceled';
      return ok(subscription);
    }
    if (resource === 'payment_methods' && method === 'GET' && id)
      return ok({
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'mastercard', last4: '4444', exp_month: 2, exp_year: 2033 },
      });
    if (method === 'POST' && path === '/v1/refunds') return this.refund(form);
    return {
      status: 404,
      body: error('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    };
  }
}

/**
 * `POST /v1/refunds` as Stripe documents it: `payment_intent` (or `charge`), `amount` (defaults
 * to what is left of the payment), more than what is left refused with `invalid_request_error`
 * (param `amount`), a payment refunded whole refused with code `charge_already_refunded`.
 */
function refundOf(fake: FakeStripe, form: Record<string, string>, id: string) {
  const intent = form.payment_intent ?? null;
  const payment = intent ? fake.payments.get(intent) : undefined;
  let amount = form.amount ? Number(form.amount) : 0;
  if (payment) {
    const left = payment.amount - payment.refunded;
    if (left <= 0)
      return {
        status: 400,
        body: error(
          'invalid_request_error',
          `Charge for ${intent} has already been refunded.`,
          'charge_already_refunded',
        ),
      };
    if (!form.amount) amount = left;
    if (amount > left)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            param: 'amount',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          },
        },
      };
    payment.refunded += amount;
  }
  const refund = {
    id,
    object: 'refund',
    amount,
    currency: 'usd',
    payment_intent: intent,
    charge: payment ? `ch_${intent}` : null,
    status: 'succeeded',
    reason: form.reason ?? null,
    created: Math.floor(Date.now() / 1000),
    metadata: metadataOf(form),
  };
  fake.refunds.push(refund);
  return { status: 200, body: refund };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const match = /^metadata\[([^\]]+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function error(type: string, message: string, code?: string): Json {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

/** A subscription as Stripe answers it (API 2025+: the period on its item), card expanded. */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  paymentIntent?: string;
  invoice?: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
}): Json {
  const card = options.card ?? { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 };
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          price: { id: options.price, object: 'price' },
          current_period_start: options.periodStart,
          current_period_end: options.periodEnd,
        },
      ],
    },
    default_payment_method: {
      id: `pm_${options.id}`,
      object: 'payment_method',
      type: 'card',
      card,
    },
    latest_invoice: {
      id: options.invoice ?? `in_${options.id}`,
      object: 'invoice',
      billing_reason: 'subscription_create',
      payments: {
        object: 'list',
        data: [
          {
            id: `inpay_${options.id}`,
            object: 'invoice_payment',
            payment: {
              type: 'payment_intent',
              payment_intent: options.paymentIntent ?? `pi_${options.id}`,
            },
          },
        ],
      },
    },
  };
}
