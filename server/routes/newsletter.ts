import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorEnvelope, envelope, MessageOnly } from '../../src/contract/common';
import { PATHS } from '../../src/contract/endpoints';
import { ConfirmQuery, NewsletterBody } from '../../src/contract/newsletter';
import { badRequest, tooManyRequests } from '../errors';

/** Newsletter with double opt-in: sign-up, confirmation link, consent record. */
export const newsletterRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;

  app.post(
    PATHS.newsletter.signUp,
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['Newsletter'],
        operationId: 'subscribeToNewsletter',
        summary: 'Sign up for the newsletter (double opt-in)',
        description:
          'Emails are trimmed and lower-cased. A new address gets a confirmation email (201); an address signed up before is answered with what happens (200), never a duplicate.',
        body: NewsletterBody,
        response: { 200: MessageOnly, 201: MessageOnly, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const ipKey = `newsletter:ip:${request.ip}`;
      const emailKey = `newsletter:email:${email}`;
      // The client's slot first, then the address's: each counted atomically, so a burst
      // sends at most the per-address limit of emails.
      const wait =
        (await ctx.limiter.take(ipKey, limits.newsletterPerHour, 3600)) ||
        (await ctx.limiter.take(emailKey, limits.newsletterPerEmailPerHour, 3600));
      if (wait > 0) throw tooManyRequests(wait, 'newsletter.tooMany');

      const source =
        request.body.source ?? request.headers.referer ?? request.headers.origin ?? null;
      const row = await ctx.newsletter.signUp({ email, source, ip: request.ip });
      if (row.status === 'confirmed')
        return { success: true, message: request.t('newsletter.confirmedAlready') };

      const link = `${ctx.config.publicUrl}${PATHS.newsletter.confirm}?token=${row.token}`;
      await ctx.email.send({
        to: email,
        subject: 'Confirm your FTC newsletter subscription',
        body: `Hello,\n\nPlease confirm that you want FTC's newsletter: ${link}\n\nIf you did not sign up, ignore this email and you will not hear from us.`,
        code: row.token,
      });
      if (row.inserted) {
        reply.code(201);
        return { success: true, message: request.t('newsletter.created') };
      }
      return { success: true, message: request.t('newsletter.pending') };
    },
  );

  app.get(
    PATHS.newsletter.confirm,
    {
      schema: {
        tags: ['Newsletter'],
        operationId: 'confirmNewsletterSubscription',
        summary: 'Confirm a newsletter subscription (the emailed link)',
        description:
          'A browser is redirected to the site (`/?newsletter=confirmed` or `invalid`); an API client gets JSON.',
        querystring: ConfirmQuery,
        response: { 200: envelope(), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const confirmed = await ctx.newsletter.confirm(token);
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        return reply.redirect(`/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
      }
      if (!confirmed) throw badRequest('newsletter.linkInvalid');
      return { success: true, message: request.t('newsletter.confirmed') };
    },
  );
};
