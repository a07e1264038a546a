import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, envelope, errorResponses, MessageOnly } from '../../src/contract/common';
import { accountTypeOf, PATHS, ROUTES } from '../../src/contract/endpoints';
import { entitlementsOf } from '../../src/contract/plan-entitlements';
import {
  AddPromoBody,
  BuyBody,
  BuyResults,
  OrderParams,
  OrderResults,
  Plan,
  PromoResults,
  RemovePromoBody,
} from '../../src/contract/subscriptions';
import { planDescription } from '../db/seed-plans-es';
import { ApiProblem, badRequest, conflict, notFound } from '../errors';
import { INTL_LOCALES } from '../i18n';
import { isAllowedOrigin } from '../plugins/cors';
import { operationMember as member } from '../plugins/openapi';
import { discounted } from '../services/subscriptions';
import type { AccountType } from '../services/tokens';
import { AUDIENCES, requireAccount as guard, accountLabel as label } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Subscriptions: the plans of each audience, promo codes, buying a plan (a pending order and
 * its checkout link) and the order's state. The sandbox checkout page is routes/checkout.ts.
 */
export const subscriptionRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const service = ctx.subscriptions;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };
  const requireAccount = (request: FastifyRequest, type?: AccountType) =>
    guard(ctx, request, type, 'sessions.toBuyPlans');

  for (const { prefix, type } of AUDIENCES) {
    const who = `${label(type)}s`;

    app.get(
      `${prefix}${ROUTES.subscriptionPlansUnderPrefix}`,
      {
        schema: {
          tags: ['Subscriptions'],
          operationId: `list${member(type)}Plans`,
          summary: `The subscription plans for ${who}`,
          description:
            '`price` is in minor units of `currency` (2599 USD is $25.99). `entitlements` is what the plan unlocks, by the rules the server enforces; `features` are the stored marketing lines.',
          response: { 200: envelope(z.array(Plan)) },
        },
      },
      async (request) => {
        const plans = await service.plans(type);
        return {
          success: true,
          message: request.t('plans.loaded'),
          results: plans.map(
            ({ id, name, description, price, currency, interval, features, entitlements }) => ({
              id,
              name,
              description: planDescription(id, description, request.language),
              price,
              currency,
              interval,
              features,
              // What jobs.ts and conversations.ts allow with this plan, from the same rules.
              entitlements: entitlementsOf(type, true, entitlements),
            }),
          ),
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.buyUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Subscriptions'],
          operationId: `buy${member(type)}Subscription`,
          summary: `Buy a plan as a ${label(type)}: start a checkout`,
          description:
            'Creates a pending order and answers the checkout page to send the browser to (with Stripe, a Stripe Checkout page). A promo code is checked here and used up when the order is paid. Buying the plan you already have answers 409; 503 when the payment provider does not answer (nothing is charged).',
          security: [{ bearer: [] }],
          body: BuyBody,
          response: { 201: envelope(BuyResults), ...errors, 503: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request, type);
        const { plan_id, promo_code } = request.body;
        const plan = await service.plan(plan_id);
        if (!plan) throw badRequest('plans.unknown');
        if (plan.audience !== type)
          throw badRequest(plan.audience === 'user' ? 'plans.parentsOnly' : 'plans.caregiversOnly');
        if ((await service.activePlanId(account.id)) === plan.id)
          throw conflict('plans.alreadySubscribed');
        let promo = null;
        if (promo_code) {
          const usable = await service.usablePromo(promo_code, type);
          if (!usable.plans.some((candidate) => candidate.id === plan.id))
            throw badRequest('plans.promoNotForPlan');
          promo = usable.promo;
        }
        const orderId = await service.createOrder(account.id, plan, promo);
        // The checkout returns to the site the buyer came from (where they are logged in) when
        // it is one of this site's origins; otherwise to PUBLIC_URL.
        const origin = request.headers.origin;
        const allowed = origin && isAllowedOrigin(ctx.config, origin) ? origin : undefined;
        if (allowed) await service.setReturnOrigin(orderId, allowed);
        const back = allowed ?? ctx.config.publicUrl;
        // A hosted provider (Stripe) answers its own page; the sandbox, ours.
        const checkoutUrl = ctx.payments.checkoutUrl
          ? await hostedCheckout(request, () =>
              (ctx.payments.checkoutUrl as NonNullable<typeof ctx.payments.checkoutUrl>)({
                order: {
                  id: orderId,
                  accountId: account.id,
                  amount: promo ? discounted(plan.price, promo.discount_percent) : plan.price,
                  currency: plan.currency,
                },
                plan,
                promo: promo ? { code: promo.code, percent: promo.discount_percent } : null,
                customer: { email: account.email, name: account.full_name },
                terms: request.t('payments.renewalTerms', {
                  price: new Intl.NumberFormat(INTL_LOCALES[request.language], {
                    style: 'currency',
                    currency: plan.currency,
                  }).format(plan.price / 100),
                  interval: request.t(
                    plan.interval === 'year' ? 'payments.everyYear' : 'payments.everyMonth',
                  ),
                }),
                successUrl: `${back}/checkout-success/${encodeURIComponent(orderId)}`,
                cancelUrl: `${back}/checkout-fail?order=${encodeURIComponent(orderId)}`,
              }),
            )
          : `${ctx.config.publicUrl}/checkout/${orderId}`;
        reply.code(201);
        return {
          success: true,
          message: request.t('plans.orderReady'),
          results: { order_id: orderId, checkout_url: checkoutUrl },
        };
      },
    );
  }

  app.post(
    PATHS.subscriptions.addPromoCode,
    {
      config: limited,
      schema: {
        tags: ['Subscriptions'],
        operationId: 'applyPromoCode',
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
        message: request.t('plans.promoApplied', {
          code: promo.code,
          percent: promo.discount_percent,
        }),
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
    PATHS.subscriptions.removePromoCode,
    {
      schema: {
        tags: ['Subscriptions'],
        operationId: 'removePromoCode',
        summary: 'Remove a promo code',
        description:
          'Nothing is stored per visitor, so this only confirms; the client restores the prices.',
        body: RemovePromoBody,
        response: { 200: MessageOnly, 400: ErrorEnvelope },
      },
    },
    async (request) => ({ success: true, message: request.t('plans.promoRemoved') }),
  );

  app.get(
    ROUTES.order,
    {
      schema: {
        tags: ['Checkout'],
        operationId: 'getCheckoutOrder',
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
      if (!order || order.account_id !== String(account.id)) throw notFound('plans.orderNotFound');
      return {
        success: true,
        message: request.t(ORDER_WORDS[order.status]),
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
};

/** The provider's page, or 503 with a message when the provider does not answer. */
async function hostedCheckout(
  request: FastifyRequest,
  make: () => Promise<string>,
): Promise<string> {
  try {
    return await make();
  } catch (error) {
    request.log.warn({ err: error }, 'payment provider: no checkout page');
    throw new ApiProblem(503, 'payments.providerUnavailable');
  }
}

const ORDER_WORDS = {
  pending: 'plans.orderPending',
  paid: 'plans.orderPaid',
  failed: 'plans.orderFailed',
  // A refund leaves the order paid as far as its checkout goes (the receipt shows the refund).
  refunded: 'plans.orderPaid',
  partially_refunded: 'plans.orderPaid',
} as const;
