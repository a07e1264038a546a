import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReplyBody, Review, ReviewBody } from '../../src/contract/caregivers';
import { envelope, errorResponses } from '../../src/contract/common';
import { ROUTES } from '../../src/contract/endpoints';
import { conflict, forbidden, notFound, tooManyRequests } from '../errors';
import { requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

const wholeId = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message }),
  });

/** Reviews (interface §7): a parent who hired a caregiver reviews them; the caregiver replies. */
export const reviewRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { reviews } = ctx;
  const { limits } = ctx.config;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };

  app.post(
    ROUTES.caregiverReviews,
    {
      config: limited,
      schema: {
        tags: ['Reviews'],
        operationId: 'createReview',
        summary: 'Review a caregiver you hired',
        description: `Parents who hired the caregiver only: a published profile they did not hire answers 403, an unpublished one 404 as an unknown id does; one review per parent and caregiver (a second answers 409). The profile's \`rating\` (mean, one decimal) and \`review_count\` follow at once. Text is kept as written: HTML stays text. At most ${limits.reviewsPerHour} reviews per parent per hour: more answer 429.`,
        security: [{ bearer: [] }],
        params: wholeId('reviews.caregiverIdRule'),
        body: ReviewBody,
        response: { 201: envelope(Review), ...errors },
      },
    },
    async (request, reply) => {
      const account = await requireAccount(ctx, request, 'user', 'sessions.toReviewCaregivers');
      const wait = await ctx.limiter.take(
        `reviews:parent:${account.id}`,
        limits.reviewsPerHour,
        3600,
      );
      if (wait > 0) throw tooManyRequests(wait, 'reviews.tooMany');
      const outcome = await reviews.create(account.id, request.params.id, request.body);
      if (!outcome.ok) {
        if (outcome.problem === 'not_found') throw notFound('reviews.caregiverNotFound');
        if (outcome.problem === 'not_hired') throw forbidden('reviews.notHired');
        throw conflict('reviews.twice');
      }
      reply.code(201);
      return { success: true, message: request.t('reviews.posted'), results: outcome.review };
    },
  );

  app.post(
    ROUTES.reviewReply,
    {
      config: limited,
      schema: {
        tags: ['Reviews'],
        operationId: 'replyToReview',
        summary: 'Reply to a review of your profile',
        description:
          'The reviewed caregiver only: a review of someone else answers 404. One reply per review (a second answers 409). Answers the review with its `reply`.',
        security: [{ bearer: [] }],
        params: wholeId('reviews.reviewIdRule'),
        body: ReplyBody,
        response: { 200: envelope(Review), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(
        ctx,
        request,
        'service_provider',
        'sessions.toReplyToReviews',
      );
      const outcome = await reviews.reply(account.id, request.params.id, request.body.body);
      if (!outcome.ok) {
        if (outcome.problem === 'not_found') throw notFound('reviews.reviewNotFound');
        throw conflict('reviews.replyTwice');
      }
      return { success: true, message: request.t('reviews.replied'), results: outcome.review };
    },
  );
};
