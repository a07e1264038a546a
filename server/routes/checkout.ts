import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from '../../src/contract/endpoints';
import type { WordKey } from '../i18n';
import { isAllowedOrigin } from '../plugins/cors';
import { languageOrEnglish } from '../services/billing-emails';
import { CARD_DECLINED, CARD_INVALID, type Card } from '../services/payments';
import type { OrderView } from '../services/subscriptions';
import {
  CHECKOUT_CSS,
  type CheckoutForm,
  cardPage,
  checkoutPage,
  messagePage,
  orderTerms,
} from '../views/checkout';

/** A provider's reason, as words of the page's language when it is one of the sandbox's. */
const providerProblem = (reason: string): WordKey | { text: string } =>
  reason === CARD_INVALID
    ? 'billing.card.numberInvalid'
    : reason === CARD_DECLINED
      ? 'billing.card.declined'
      : { text: reason };

/** Reads the card form (and the renewal terms' box); the problems come back per field. */
export function readCardForm(
  body: unknown,
  now = new Date(),
  options: { terms?: boolean } = {},
): { card?: Card; form: CheckoutForm } {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  // A repeated field arrives as an array: only a single value counts.
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
  const number = text('card_number').replace(/[\s-]/g, '');
  const expiry = text('expiry').trim();
  const cvc = text('cvc').trim();
  const name = text('name').trim().replace(/\s+/g, ' ');
  const accepted = text('accept_terms') === 'on';
  const errors: CheckoutForm['errors'] = {};

  if (!number) errors.card_number = 'billing.card.numberRequired';
  else if (!/^\d{12,19}$/.test(number)) errors.card_number = 'billing.card.numberInvalid';

  let expMonth = 0;
  let expYear = 0;
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) errors.expiry = 'billing.card.expiryRequired';
  else if (!match) errors.expiry = 'billing.card.expiryFormat';
  else {
    expMonth = Number(match[1]);
    expYear = Number(match[2]);
    if (expYear < 100) expYear += 2000;
    const months = expYear * 12 + expMonth - 1;
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expMonth < 1 || expMonth > 12) errors.expiry = 'billing.card.expiryMonth';
    else if (months < current) errors.expiry = 'billing.card.expired';
    else if (months > current + 20 * 12) errors.expiry = 'billing.card.expiryFar';
  }

  if (!cvc) errors.cvc = 'billing.card.cvcRequired';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'billing.card.cvcInvalid';

  if (!name) errors.name = 'billing.card.nameRequired';
  else if (name.length > 100) errors.name = 'billing.card.nameLong';

  // Interface §9: no payment without the renewal terms accepted (`accept_terms=on`).
  if (options.terms && !accepted) errors.accept_terms = 'billing.acceptTermsRequired';

  const form: CheckoutForm = {
    values: { expiry, name: name.slice(0, 100), accept_terms: accepted },
    errors,
  };
  if (Object.keys(errors).length > 0) return { form };
  return { card: { number, expMonth, expYear, cvc, name }, form };
}

/**
 * The sandbox checkout (interface §4 `POST {checkout_url}`) and the sandbox's card-update page
 * (interface §9 `billing/payment-method`): server-rendered HTML, no script, their CSS from
 * /checkout/assets/, in the buyer's language (`accounts.language`; an unknown link: the
 * request's). A plugin of its own, so the form body parser (`@fastify/formbody`) applies to
 * these routes only: the API stays JSON.
 */
export const checkoutRoutes: FastifyPluginAsync = async (instance) => {
  await instance.register(formbody);
  const { ctx } = instance;
  const { publicUrl, limits } = ctx.config;
  const service = ctx.subscriptions;
  /** Where the buyer returns: the origin they bought from while it is still one of ours. */
  const returnBase = async (id: string) => {
    const origin = await service.returnOrigin(id);
    return origin && isAllowedOrigin(ctx.config, origin) ? origin : publicUrl;
  };
  const successUrl = async (id: string) =>
    `${await returnBase(id)}/checkout-success/${encodeURIComponent(id)}`;
  const failUrl = async (id: string) =>
    `${await returnBase(id)}/checkout-fail?order=${encodeURIComponent(id)}`;

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    page(
      reply,
      404,
      messagePage(
        request.t('billing.checkoutNotFound'),
        request.t('billing.checkoutNotFoundText'),
        publicUrl,
        request.language,
      ),
    );
  const settled = async (reply: FastifyReply, order: OrderView) =>
    reply.redirect(
      order.status !== 'failed' ? await successUrl(order.id) : await failUrl(order.id),
      303,
    );

  instance.get(ROUTES.checkoutCss, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(CHECKOUT_CSS),
  );

  instance.get<{ Params: { order_id: string } }>(
    ROUTES.checkoutPage,
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await service.order(request.params.order_id);
      if (!order) return notFoundPage(request, reply);
      if (order.status !== 'pending') return settled(reply, order);
      const language = languageOrEnglish(order.buyer_language);
      return page(reply, 200, checkoutPage(order, publicUrl, undefined, language));
    },
  );

  instance.post<{ Params: { order_id: string } }>(
    ROUTES.checkoutPage,
    {
      schema: { hide: true },
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const order = await service.order(request.params.order_id);
      if (!order) return notFoundPage(request, reply);
      if (order.status !== 'pending') return settled(reply, order);
      const language = languageOrEnglish(order.buyer_language);
      const { card, form } = readCardForm(request.body, ctx.clock.now(), { terms: true });
      if (!card) return page(reply, 400, checkoutPage(order, publicUrl, form, language));
      const outcome = await service.pay(order.id, card, {
        text: orderTerms(order, language),
        price: order.plan.price,
        currency: order.plan.currency,
        interval: order.plan.interval,
        language,
      });
      switch (outcome.kind) {
        case 'not_found':
          return notFoundPage(request, reply);
        case 'invalid':
          return page(
            reply,
            400,
            checkoutPage(
              order,
              publicUrl,
              { values: form.values, errors: { card_number: providerProblem(outcome.reason) } },
              language,
            ),
          );
        case 'busy':
          return page(
            reply,
            409,
            checkoutPage(
              order,
              publicUrl,
              { values: form.values, errors: { card_number: 'billing.busy' } },
              language,
            ),
          );
        case 'paid':
          return reply.redirect(await successUrl(order.id), 303);
        case 'failed':
          return reply.redirect(await failUrl(order.id), 303);
      }
    },
  );

  // The sandbox's card-update page: opened in a browser from a signed link that names the
  // account and expires (services/billing.ts `paymentMethodUrl`), not with the bearer.
  const cardAction = (token: string) => `/payment-method/${encodeURIComponent(token)}`;
  const invalidLink = (request: FastifyRequest, reply: FastifyReply) =>
    page(
      reply,
      404,
      messagePage(
        request.t('billing.cardPageTitle'),
        request.t('billing.cardLinkInvalid'),
        publicUrl,
        request.language,
        request.t('billing.cardPageTitle'),
      ),
    );

  instance.get<{ Params: { token: string } }>(
    ROUTES.paymentMethodPage,
    { schema: { hide: true } },
    async (request, reply) => {
      const accountId = await ctx.billing.paymentMethodAccount(request.params.token);
      const facts = accountId && (await ctx.billing.cardPageFacts(accountId));
      if (!facts) return invalidLink(request, reply);
      const language = languageOrEnglish(facts.language);
      return page(
        reply,
        200,
        cardPage(cardAction(request.params.token), publicUrl, facts, undefined, language),
      );
    },
  );

  instance.post<{ Params: { token: string } }>(
    ROUTES.paymentMethodPage,
    {
      schema: { hide: true },
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const accountId = await ctx.billing.paymentMethodAccount(request.params.token);
      const facts = accountId && (await ctx.billing.cardPageFacts(accountId));
      if (!accountId || !facts) return invalidLink(request, reply);
      const language = languageOrEnglish(facts.language);
      const action = cardAction(request.params.token);
      const { card, form } = readCardForm(request.body);
      if (!card) return page(reply, 400, cardPage(action, publicUrl, facts, form, language));
      const outcome = await ctx.billing.saveCard(accountId, card);
      if (outcome.kind !== 'saved') {
        const errors = { card_number: providerProblem(outcome.reason) };
        return page(
          reply,
          400,
          cardPage(action, publicUrl, facts, { values: form.values, errors }, language),
        );
      }
      return page(reply, 200, cardPage(action, publicUrl, facts, form, language, outcome));
    },
  );
};
