import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountTypeOf } from '../../src/contract/endpoints';
import { badRequest, conflict, notFound } from '../errors';
import { ErrorEnvelope, envelope, MessageOnly } from '../schemas/common';
import {
  AddPromoBody,
  BuyBody,
  BuyResults,
  OrderParams,
  OrderResults,
  Plan,
  PromoResults,
  RemovePromoBody,
} from '../schemas/subscriptions';
import type { Card } from '../services/payments';
import {
  ALREADY_SUBSCRIBED,
  discounted,
  type OrderView,
  PROMO_MESSAGES,
  SubscriptionService,
} from '../services/subscriptions';
import type { AccountType } from '../services/tokens';
import { AUDIENCES, requireAccount as guard, accountLabel as label } from '../session-guard';
import {
  CHECKOUT_CSS,
  type CheckoutField,
  type CheckoutForm,
  checkoutPage,
  messagePage,
} from '../views/checkout';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};

/**
 * Subscriptions: the plans of each audience, promo codes, buying a plan (a pending order and
 * its checkout link), the order's state, and the sandbox checkout page that pays it.
 */
export const subscriptionRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const service = new SubscriptionService(ctx.pool, ctx.payments);
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };
  const requireAccount = (request: FastifyRequest, type?: AccountType) =>
    guard(ctx, request, type, 'to buy these plans');

  for (const { prefix, type } of AUDIENCES) {
    const who = `${label(type)}s`;

    app.get(
      `${prefix}/subscription-plans`,
      {
        schema: {
          tags: ['Subscriptions'],
          summary: `The subscription plans for ${who}`,
          description: '`price` is in minor units of `currency` (2599 USD is $25.99).',
          response: { 200: envelope(z.array(Plan)) },
        },
      },
      async () => {
        const plans = await service.plans(type);
        return {
          success: true,
          message: 'Plans loaded.',
          results: plans.map(({ id, name, description, price, currency, interval, features }) => ({
            id,
            name,
            description,
            price,
            currency,
            interval,
            features,
          })),
        };
      },
    );

    app.post(
      `${prefix}/buy-subscription`,
      {
        config: limited,
        schema: {
          tags: ['Subscriptions'],
          summary: `Buy a plan as a ${label(type)}: start a checkout`,
          description:
            'Creates a pending order and answers the checkout page to send the browser to. A promo code is checked here and used up when the order is paid. Buying the plan you already have answers 409.',
          security: [{ bearer: [] }],
          body: BuyBody,
          response: { 201: envelope(BuyResults), ...errors },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request, type);
        const { plan_id, promo_code } = request.body;
        const plan = await service.plan(plan_id);
        if (!plan) throw badRequest('This plan does not exist. Choose one of the plans shown.');
        if (plan.audience !== type)
          throw badRequest(
            `This plan is for ${label(plan.audience)}s. Choose one of the ${label(type)} plans.`,
          );
        if ((await service.activePlanId(account.id)) === plan.id)
          throw conflict(ALREADY_SUBSCRIBED);
        let promo = null;
        if (promo_code) {
          const usable = await service.usablePromo(promo_code, type);
          if (!usable.plans.some((candidate) => candidate.id === plan.id))
            throw badRequest(PROMO_MESSAGES.notForPlan);
          promo = usable.promo;
        }
        const orderId = await service.createOrder(account.id, plan, promo);
        reply.code(201);
        return {
          success: true,
          message: 'Your order is ready. Continue to the checkout to pay.',
          results: {
            order_id: orderId,
            checkout_url: `${ctx.config.publicUrl}/checkout/${orderId}`,
          },
        };
      },
    );
  }

  app.post(
    '/v1/users/add-promocode',
    {
      config: limited,
      schema: {
        tags: ['Subscriptions'],
        summary: 'Check a promo code against the plans of an audience',
        description:
          'Nothing is stored: the answer lists the plans the code applies to, with their discounted price (rounded to the minor unit). Send `promo_code` with the purchase to use it.',
        body: AddPromoBody,
        response: { 200: envelope(PromoResults), ...errors },
      },
    },
    async (request) => {
      const audience = accountTypeOf(request.body.type);
      const { promo, plans } = await service.usablePromo(request.body.code, audience);
      return {
        success: true,
        message: `Promo code ${promo.code} applied: ${promo.discount_percent}% off.`,
        results: {
          code: promo.code,
          discount_percent: promo.discount_percent,
          plans: plans.map((plan) => ({
            plan_id: plan.id,
            price: discounted(plan.price, promo.discount_percent),
          })),
        },
      };
    },
  );

  app.post(
    '/v1/users/remove-promocode',
    {
      schema: {
        tags: ['Subscriptions'],
        summary: 'Remove a promo code',
        description:
          'Nothing is stored per visitor, so this only confirms; the client restores the prices.',
        body: RemovePromoBody,
        response: { 200: MessageOnly, 400: ErrorEnvelope },
      },
    },
    async () => ({ success: true, message: 'Promo code removed.' }),
  );

  app.get(
    '/v1/checkout/:order_id',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'An order and its payment status',
        description: 'Only the account that placed the order sees it; anyone else gets 404.',
        security: [{ bearer: [] }],
        params: OrderParams,
        response: { 200: envelope(OrderResults), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const order = await service.order(request.params.order_id);
      if (!order || order.account_id !== String(account.id))
        throw notFound('We could not find this order. Check the link, or buy the plan again.');
      return {
        success: true,
        message: ORDER_MESSAGES[order.status],
        results: {
          order_id: order.id,
          status: order.status,
          plan: { id: order.plan.id, name: order.plan.name, interval: order.plan.interval },
          amount: order.amount,
          currency: order.currency,
          period_end: order.period_end ? order.period_end.toISOString() : null,
        },
      };
    },
  );

  await instance.register(checkoutPages, { service });
};

const ORDER_MESSAGES = {
  pending: 'This order is waiting for payment.',
  paid: 'This order is paid. Your subscription is active.',
  failed: 'This payment did not go through.',
} as const;

const NOT_FOUND_PAGE = {
  heading: 'This checkout link is not valid',
  message: 'We could not find this order. Choose your plan again to start a new checkout.',
};

/** Reads the four fields of the card form; the problems come back per field. */
function readCardForm(body: unknown, now = new Date()): { card?: Card; form: CheckoutForm } {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
  const number = text('card_number').replace(/[\s-]/g, '');
  const expiry = text('expiry').trim();
  const cvc = text('cvc').trim();
  const name = text('name').trim().replace(/\s+/g, ' ');
  const errors: Partial<Record<CheckoutField, string>> = {};

  if (!number) errors.card_number = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(number)) errors.card_number = 'Check the card number.';

  let expMonth = 0;
  let expYear = 0;
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (!match) errors.expiry = 'Enter the expiry date as MM/YY, for example 08/29.';
  else {
    expMonth = Number(match[1]);
    expYear = Number(match[2]);
    if (expYear < 100) expYear += 2000;
    const months = expYear * 12 + expMonth - 1;
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expMonth < 1 || expMonth > 12)
      errors.expiry = 'The month of the expiry date must be between 01 and 12.';
    else if (months < current) errors.expiry = 'This card has expired. Use another card.';
    else if (months > current + 20 * 12) errors.expiry = 'Check the expiry date.';
  }

  if (!cvc) errors.cvc = 'Enter the CVC: the 3 or 4 digits on the card.';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'The CVC is 3 or 4 digits.';

  if (!name) errors.name = 'Enter the name on the card.';
  else if (name.length > 100) errors.name = 'Use at most 100 characters for the name.';

  const form: CheckoutForm = { values: { expiry, name: name.slice(0, 100) }, errors };
  if (Object.keys(errors).length > 0) return { form };
  return { card: { number, expMonth, expYear, cvc, name }, form };
}

/**
 * The sandbox checkout: server-rendered HTML, no script, its CSS from /checkout/assets/. Kept
 * in its own scope so the form body parser applies to these routes only.
 */
async function checkoutPages(
  instance: FastifyInstance,
  { service }: { service: SubscriptionService },
): Promise<void> {
  const { publicUrl, limits } = instance.ctx.config;
  const successUrl = (id: string) => `${publicUrl}/checkout-success/${encodeURIComponent(id)}`;
  const failUrl = (id: string) => `${publicUrl}/checkout-fail?order=${encodeURIComponent(id)}`;

  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  const notFoundPage = (reply: FastifyReply) =>
    html(reply, 404, messagePage(NOT_FOUND_PAGE.heading, NOT_FOUND_PAGE.message, publicUrl));
  const settled = (reply: FastifyReply, order: OrderView) =>
    reply.redirect(order.status === 'paid' ? successUrl(order.id) : failUrl(order.id), 303);

  instance.get(
    '/checkout/assets/checkout.css',
    { schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(CHECKOUT_CSS),
  );

  instance.get<{ Params: { order_id: string } }>(
    '/checkout/:order_id',
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await service.order(request.params.order_id);
      if (!order) return notFoundPage(reply);
      if (order.status !== 'pending') return settled(reply, order);
      return html(reply, 200, checkoutPage(order, publicUrl));
    },
  );

  instance.post<{ Params: { order_id: string } }>(
    '/checkout/:order_id',
    {
      schema: { hide: true },
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const order = await service.order(request.params.order_id);
      if (!order) return notFoundPage(reply);
      if (order.status !== 'pending') return settled(reply, order);
      const { card, form } = readCardForm(request.body);
      if (!card) return html(reply, 400, checkoutPage(order, publicUrl, form));
      const outcome = await service.pay(order.id, card);
      switch (outcome.kind) {
        case 'not_found':
          return notFoundPage(reply);
        case 'invalid':
          return html(
            reply,
            400,
            checkoutPage(order, publicUrl, {
              values: form.values,
              errors: { card_number: outcome.reason },
            }),
          );
        case 'busy':
          return html(
            reply,
            409,
            checkoutPage(order, publicUrl, {
              values: form.values,
              errors: {
                card_number:
                  'This payment is already being processed. Wait a moment, then reload the page.',
              },
            }),
          );
        case 'paid':
          return reply.redirect(successUrl(order.id), 303);
        case 'failed':
          return reply.redirect(failUrl(order.id), 303);
      }
    },
  );
}
