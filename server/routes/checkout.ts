import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ROUTES } from '../../src/contract/endpoints';
import { isAllowedOrigin } from '../plugins/cors';
import type { Card } from '../services/payments';
import type { OrderView } from '../services/subscriptions';
import {
  CHECKOUT_CSS,
  type CheckoutField,
  type CheckoutForm,
  checkoutPage,
  messagePage,
} from '../views/checkout';

const NOT_FOUND_PAGE = {
  heading: 'This checkout link is not valid',
  message: 'We could not find this order. Choose your plan again to start a new checkout.',
};

const BUSY = 'This payment is already being processed. Wait a moment, then reload the page.';

/** Reads the four fields of the card form; the problems come back per field. */
export function readCardForm(body: unknown, now = new Date()): { card?: Card; form: CheckoutForm } {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  // A repeated field arrives as an array: only a single value counts.
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
 * The sandbox checkout (interface §4 `POST {checkout_url}`): server-rendered HTML, no script,
 * its CSS from /checkout/assets/. A plugin of its own, so the form body parser
 * (`@fastify/formbody`) applies to these routes only: the API stays JSON.
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
  const notFoundPage = (reply: FastifyReply) =>
    page(reply, 404, messagePage(NOT_FOUND_PAGE.heading, NOT_FOUND_PAGE.message, publicUrl));
  const settled = async (reply: FastifyReply, order: OrderView) =>
    reply.redirect(
      order.status === 'paid' ? await successUrl(order.id) : await failUrl(order.id),
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
      if (!order) return notFoundPage(reply);
      if (order.status !== 'pending') return settled(reply, order);
      return page(reply, 200, checkoutPage(order, publicUrl));
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
      if (!order) return notFoundPage(reply);
      if (order.status !== 'pending') return settled(reply, order);
      const { card, form } = readCardForm(request.body, ctx.clock.now());
      if (!card) return page(reply, 400, checkoutPage(order, publicUrl, form));
      const outcome = await service.pay(order.id, card);
      switch (outcome.kind) {
        case 'not_found':
          return notFoundPage(reply);
        case 'invalid':
          return page(
            reply,
            400,
            checkoutPage(order, publicUrl, {
              values: form.values,
              errors: { card_number: outcome.reason },
            }),
          );
        case 'busy':
          return page(
            reply,
            409,
            checkoutPage(order, publicUrl, { values: form.values, errors: { card_number: BUSY } }),
          );
        case 'paid':
          return reply.redirect(await successUrl(order.id), 303);
        case 'failed':
          return reply.redirect(await failUrl(order.id), 303);
      }
    },
  );
};
