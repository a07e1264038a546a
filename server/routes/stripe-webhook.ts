import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { ErrorEnvelope, MessageOnly } from '../../src/contract/common';
import { BILLING_PATHS } from '../../src/contract/endpoints';
import { ApiProblem, badRequest, notFound } from '../errors';
import { STRIPE_EVENTS } from '../services/stripe-billing';

/** Stripe's events can be larger than the API's body limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /v1/payments/stripe/webhook` (interface §9 "Payment providers"): Stripe's events,
 * checked by signature over the raw body, each applied once (services/stripe-billing.ts). A
 * plugin of its own, so its body parser (every content type kept as the raw bytes) applies to
 * this route only. Without Stripe set up it answers 404.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const billing = instance.ctx.stripeBilling;
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    BILLING_PATHS.stripeWebhook,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['Payments'],
        operationId: 'receiveStripeWebhook',
        summary: "Stripe's webhook",
        description: `Stripe sends its events here, signed (\`Stripe-Signature\`) with STRIPE_WEBHOOK_SECRET. Applied: ${STRIPE_EVENTS.map((type) => `\`${type}\``).join(', ')}; each event id once. A missing or wrong signature, or a body that is not an event, answers 400; another type, or an event received before, 200 with nothing changed; 503 when Stripe did not answer a question about the event (Stripe sends it again). 404 when Stripe is not the payment provider.`,
        response: { 200: MessageOnly, 400: ErrorEnvelope, 404: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      if (!billing) throw notFound('stripe.notConfigured');
      const header = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let outcome: Awaited<ReturnType<typeof billing.receive>>;
      try {
        outcome = await billing.receive(body, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) {
          request.log.warn({ err: error }, 'stripe webhook: Stripe did not answer');
          throw new ApiProblem(503, 'stripe.unavailable');
        }
        throw error;
      }
      switch (outcome.kind) {
        case 'bad_signature':
          throw badRequest('stripe.badSignature');
        case 'malformed':
          throw badRequest('stripe.malformed');
        case 'duplicate':
          return { success: true, message: request.t('stripe.duplicate') };
        case 'unhandled':
          return { success: true, message: request.t('stripe.unhandled') };
        case 'applied':
          return {
            success: true,
            message: request.t(outcome.changed ? 'stripe.applied' : 'stripe.nothingChanged'),
          };
      }
    },
  );
};
