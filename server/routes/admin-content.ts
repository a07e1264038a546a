import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminFaq,
  AdminFaqList,
  FaqBody,
  FaqDeleteBody,
  FaqParams,
  faqId,
  Metrics,
  MetricsQuery,
} from '../../src/contract/admin-content';
import { envelope, errorResponses } from '../../src/contract/common';
import { ADMIN_PATHS, faqsPath, ROUTES } from '../../src/contract/endpoints';
import { fieldProblem, notFound } from '../errors';
import type { FaqOutcome } from '../services/admin-faqs';
import { requireStaff } from '../staff-guard';

const errors = errorResponses(400, 401, 403, 404, 429, 503);

const ORDER =
  'Each list (`users`, `service-providers`) is kept numbered 0, 1, 2…: saving a FAQ at `position` p puts it at p (at the end when p is past it) and moves the FAQs from p on down by one; deleting one closes the gap. Lists are read in `position` order, then by id.';
const CLEANING =
  '`answer` is cleaned on the server to an allow-list: p, br, ul, ol, li, em, strong (b and i become strong and em) and a (href http, https or mailto only; `rel="noopener noreferrer nofollow"` always). Scripts, styles, iframes, images, event handlers and other URLs are removed; an answer with no text left answers 400 naming `answer`. `question` is text: HTML in it is shown as typed.';
const PUBLIC = `The public FAQ lists (${faqsPath('users')}, ${faqsPath('service-providers')}) change at once on every instance. The audit log keeps the change (faq.create, faq.update, faq.delete) with the optional \`reason\`. Admin only.`;

/**
 * The content desk and the figures (interface §10, admin only): FAQs (list, add, edit, delete)
 * and the metrics per day.
 */
export const adminContentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { adminFaqs, metrics, contentCache } = ctx;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  /** The outcome's FAQ, or the problem; this instance's cache drops at once (the others by NOTIFY). */
  const settled = (outcome: FaqOutcome) => {
    if (outcome.ok) {
      contentCache.drop();
      return outcome.faq;
    }
    if (outcome.problem === 'answer_empty') throw fieldProblem('answer', 'faqs.answerEmpty');
    throw notFound('faqs.notFound');
  };

  app.get(
    ADMIN_PATHS.faqs,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListFaqs',
        summary: 'Every FAQ, both lists',
        description: `By audience, then in list order. ${ORDER} Admin only.`,
        security: [{ bearer: [] }],
        response: { 200: envelope(AdminFaqList), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'admin');
      return { success: true, message: request.t('faqs.loaded'), results: await adminFaqs.list() };
    },
  );

  app.post(
    ADMIN_PATHS.faqs,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminCreateFaq',
        summary: 'Add a FAQ',
        description: `${CLEANING} ${ORDER} ${PUBLIC}`,
        security: [{ bearer: [] }],
        body: FaqBody,
        response: { 201: envelope(AdminFaq), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(ctx, request, 'admin');
      const faq = settled(await adminFaqs.create(actor, request.body));
      return reply
        .code(201)
        .send({ success: true, message: request.t('faqs.created'), results: faq });
    },
  );

  app.put(
    ROUTES.adminFaq,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminUpdateFaq',
        summary: 'Edit a FAQ',
        description: `The whole FAQ, as for adding one (it may move to the other list). ${CLEANING} ${ORDER} ${PUBLIC} An unknown id answers 404.`,
        security: [{ bearer: [] }],
        params: FaqParams,
        body: FaqBody,
        response: { 200: envelope(AdminFaq), ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(ctx, request, 'admin');
      const id = faqId(request.params.id);
      if (id === undefined) throw notFound('faqs.notFound');
      const faq = settled(await adminFaqs.update(actor, id, request.body));
      return { success: true, message: request.t('faqs.updated'), results: faq };
    },
  );

  app.delete(
    ROUTES.adminFaq,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminDeleteFaq',
        summary: 'Delete a FAQ',
        description: `The body is optional: \`{ reason }\` for the audit log. Answers the deleted FAQ. ${ORDER} ${PUBLIC} An unknown id answers 404.`,
        security: [{ bearer: [] }],
        params: FaqParams,
        body: FaqDeleteBody,
        response: { 200: envelope(AdminFaq), ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(ctx, request, 'admin');
      const id = faqId(request.params.id);
      if (id === undefined) throw notFound('faqs.notFound');
      const outcome = await adminFaqs.remove(actor, id, request.body?.reason);
      return { success: true, message: request.t('faqs.deleted'), results: settled(outcome) };
    },
  );

  app.get(
    ADMIN_PATHS.metrics,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminGetMetrics',
        summary: 'The business per day',
        description:
          'UTC days from `from` to `to` (both included, at most 366), every day present with zeros. Per day: `signups` by type (accounts created), `new_paid_plans` (the first paid order of a subscription), `cancellations` (renewal turned off, or a plan ended at once), `active_plans` (paid periods running at the end of the day), `revenue` (paid less refunded that day, minor units of `currency`: USD only), `messages`, `jobs` (posted), `hires`, `bookings` (0 until interface §11), `open_reports` (at the end of the day). `totals` sums the range, but `active_plans` and `open_reports` are the last day’s. Admin only.',
        security: [{ bearer: [] }],
        querystring: MetricsQuery,
        response: { 200: envelope(Metrics), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'admin');
      const { from, to } = request.query;
      return {
        success: true,
        message: request.t('metrics.loaded', { from, to }),
        results: await metrics.between(from, to),
      };
    },
  );
};
