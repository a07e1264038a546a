import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponses } from '../../src/contract/common';
import { ADMIN_PATHS, ROUTES } from '../../src/contract/endpoints';
import {
  HiddenList,
  HiddenQuery,
  ReportIdParams,
  ReportList,
  ReportResolved,
  ReportsQuery,
  ResolveReportBody,
  RestoreBody,
  Restored,
  RestoreParams,
} from '../../src/contract/reports';
import { badRequest, conflict, notFound } from '../errors';
import { requireStaff } from '../staff-guard';

const errors = errorResponses(400, 401, 403, 404, 409);

const STAFF = 'Moderators and admins: a member answers 403, no session 401.';

/**
 * The staff's side of reports (interface §10): the queue, resolving a report (dismiss, hide the
 * content, suspend its owner), the hidden content and restoring it. Each action writes its audit
 * row in its own transaction.
 */
export const adminReportRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  app.get(
    ADMIN_PATHS.reports,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListReports',
        summary: 'The queue of reports',
        description: `\`status\`: \`open\` (the default, oldest first) or \`resolved\` (newest resolution first); 25 a page. Each report names its target (\`caregiver\`, \`job\`, \`review\`, \`conversation\` or \`message\`) with an excerpt (computed even when the content is hidden) and its owner's account; a conversation's or a message's report carries the conversation's last 20 messages. \`reporter_first_name\` is null for an automatic report. ${STAFF}`,
        security: [{ bearer: [] }],
        querystring: ReportsQuery,
        response: { 200: envelope(ReportList), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'moderator');
      const list = await ctx.reportQueue.list(request.query.status, request.query.page);
      return { success: true, message: request.t('reports.list'), results: list };
    },
  );

  app.post(
    ROUTES.adminResolveReport,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminResolveReport',
        summary: 'Resolve a report',
        description: `\`action\`: \`dismiss\` (nothing to do), \`hide\` (the profile, job, review or message leaves every answer, search and stream until restored; a conversation cannot be hidden: 400) or \`suspend\` (the content's owner is suspended until staff lift it). \`reason\` (10–500 characters) goes to the audit log. Every other open report of the same content is resolved with it, and each member who reported it is emailed, in their language, that the report was reviewed. A resolved report answers 409. ${STAFF}`,
        security: [{ bearer: [] }],
        params: ReportIdParams,
        body: ResolveReportBody,
        response: { 200: envelope(ReportResolved), ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request, 'moderator');
      const { action, reason } = request.body;
      const outcome = await ctx.moderation.resolve(staff, request.params.id, action, reason);
      if (!outcome.ok) {
        switch (outcome.problem) {
          case 'not_found':
            throw notFound('reports.notFound');
          case 'already':
            throw conflict('reports.alreadyResolved');
          case 'hide_conversation':
            throw badRequest('reports.hideConversation');
          case 'owner_gone':
            throw badRequest('reports.ownerGone');
        }
      }
      return {
        success: true,
        message: request.t('reports.resolved'),
        results: {
          id: request.params.id,
          status: 'resolved' as const,
          resolution: outcome.resolution,
          resolved_together: outcome.together,
        },
      };
    },
  );

  app.get(
    ADMIN_PATHS.hidden,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListHiddenContent',
        summary: 'Hidden content',
        description: `Profiles, jobs, reviews and messages staff hid, newest first, 25 a page: each with its excerpt, its owner, when and why. ${STAFF}`,
        security: [{ bearer: [] }],
        querystring: HiddenQuery,
        response: { 200: envelope(HiddenList), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'moderator');
      const list = await ctx.moderation.hidden(request.query.page);
      return { success: true, message: request.t('hidden.list'), results: list };
    },
  );

  app.post(
    ROUTES.adminRestoreHidden,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminRestoreHiddenContent',
        summary: 'Restore hidden content',
        description: `\`kind\`: caregiver, job, review or message. The content shows again everywhere it did before. \`reason\` (10–500 characters) goes to the audit log. Content that is not hidden answers 404. ${STAFF}`,
        security: [{ bearer: [] }],
        params: RestoreParams,
        body: RestoreBody,
        response: { 200: envelope(Restored), ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request, 'moderator');
      const { kind, id } = request.params;
      const restored = await ctx.moderation.restore(staff, kind, id, request.body.reason);
      if (!restored) throw notFound('hidden.notFound');
      return {
        success: true,
        message: request.t('hidden.restored'),
        results: { kind, id, restored: true as const },
      };
    },
  );
};
