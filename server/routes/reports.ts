import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponses } from '../../src/contract/common';
import { ROUTES } from '../../src/contract/endpoints';
import {
  REPORTS_PER_HOUR,
  ReportBody,
  ReportIdParams,
  ReportSent,
} from '../../src/contract/reports';
import { conflict, forbidden, notFound, tooManyRequests } from '../errors';
import type { WordKey } from '../i18n';
import type { MemberReportKind } from '../services/reports';
import { requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Each kind's route, how it is named, and what it says when it refuses. */
const KINDS: Record<
  MemberReportKind,
  {
    route: string;
    /** The OpenAPI operationId of its route. */
    operationId: string;
    what: string;
    tag: string;
    notFound: WordKey;
    own?: WordKey;
  }
> = {
  caregiver: {
    route: ROUTES.reportCaregiver,
    operationId: 'reportCaregiver',
    what: 'a caregiver profile',
    tag: 'Caregivers',
    notFound: 'reports.caregiverNotFound',
    own: 'reports.ownCaregiver',
  },
  job: {
    route: ROUTES.reportJob,
    operationId: 'reportJob',
    what: 'a job',
    tag: 'Jobs',
    notFound: 'reports.jobNotFound',
    own: 'reports.ownJob',
  },
  review: {
    route: ROUTES.reportReview,
    operationId: 'reportReview',
    what: 'a review',
    tag: 'Reviews',
    notFound: 'reports.reviewNotFound',
    own: 'reports.ownReview',
  },
  conversation: {
    route: ROUTES.conversationReport,
    operationId: 'reportConversation',
    what: 'one of your conversations',
    tag: 'Conversations',
    notFound: 'conversations.notFound',
  },
};

/**
 * Members report a caregiver profile, a job, a review or one of their conversations (interface
 * §10): any logged-in member; one open report per member and content (again: 409); one's own
 * content is refused; hidden or unknown content, or someone else's conversation, answers 404.
 * At most REPORTS_PER_HOUR reports an hour per member, counted atomically.
 */
export const reportRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  const report = async (kind: MemberReportKind, request: FastifyRequest) => {
    const account = await requireAccount(ctx, request);
    const { id } = request.params as { id: number };
    const body = request.body as ReportBody;
    const key = `reports:${account.id}`;
    const wait = await ctx.limiter.take(key, REPORTS_PER_HOUR, 3600);
    if (wait > 0) throw tooManyRequests(wait, 'reports.tooMany');
    const outcome = await ctx.reports.report(String(account.id), kind, id, {
      reason: body.reason,
      details: body.details,
    });
    if (outcome.ok) return outcome.reportId;
    // A refused report does not count against the member's hour.
    await ctx.limiter.release(key);
    const { notFound: missing, own } = KINDS[kind];
    switch (outcome.problem) {
      case 'not_found':
        throw notFound(missing);
      case 'own':
        throw forbidden(own ?? missing);
      case 'duplicate':
        throw conflict('reports.duplicate');
    }
  };

  for (const kind of Object.keys(KINDS) as MemberReportKind[]) {
    const { route, operationId, what, tag } = KINDS[kind];
    app.post(
      route,
      {
        config: limited,
        schema: {
          tags: [tag],
          operationId: operationId,
          summary: `Report ${what}`,
          description: `Any logged-in member (no session: 401). \`reason\`: scam, harassment, inappropriate, fake_profile, off_platform_payment or other; \`details\` (optional, at most 1000 characters). The report goes to the staff's queue (\`GET /v1/admin/reports\`). One open report per member and content: again answers 409 saying it is already with staff. ${kind === 'conversation' ? "Someone else's conversation answers 404. Until issue 23 the body was `{ reason: free text }`: that text is now `details`." : 'Your own content answers 403; unknown or hidden content 404.'} At most ${REPORTS_PER_HOUR} reports an hour per member (429).`,
          security: [{ bearer: [] }],
          params: ReportIdParams,
          body: ReportBody,
          response: { 200: envelope(ReportSent), ...errors },
        },
      },
      async (request) => {
        const reportId = await report(kind, request);
        return {
          success: true,
          message: request.t('reports.sent'),
          results: { report_id: reportId },
        };
      },
    );
  }
};
