import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminDocument, AdminDocumentsQuery, DecisionBody } from '../../src/contract/caregivers';
import { envelope, errorResponses } from '../../src/contract/common';
import { DocumentParams } from '../../src/contract/documents';
import { CAREGIVER_PATHS, ROUTES } from '../../src/contract/endpoints';
import { ApiProblem, badRequest, conflict, fieldProblem, notFound } from '../errors';
import { inlineDisposition } from '../services/admin-documents';
import { requireStaff } from '../staff-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/**
 * The staff's review of uploaded documents (interface §7, §10): the queue, each document's
 * file, and the decision, for moderators and admins. A decision needs a reason and writes its
 * audit row in its own transaction.
 */
export const adminRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { adminDocuments } = ctx;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  app.get(
    CAREGIVER_PATHS.adminDocuments,
    {
      schema: {
        tags: ['Admin'],
        operationId: 'adminListDocuments',
        summary: 'Uploaded documents to review',
        description:
          '`status`: `pending` (the default: the queue, oldest first), `approved` or `rejected` (newest decision first); at most 100. `file_url`: with object storage (S3_BUCKET), a presigned link to the file that opens it without a token for 5 minutes (list again for a fresh one); with the local file store, a path a staff session opens with its bearer token. Moderators and admins: any other session answers 403.',
        security: [{ bearer: [] }],
        querystring: AdminDocumentsQuery,
        response: { 200: envelope(z.array(AdminDocument)), ...errors },
      },
    },
    async (request) => {
      await requireStaff(ctx, request, 'moderator');
      const list = await adminDocuments.list(request.query.status);
      return {
        success: true,
        message: request.t(list.length ? 'documents.loaded' : 'admin.noDocuments'),
        results: list,
      };
    },
  );

  app.get(
    ROUTES.adminDocumentFile,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminGetDocumentFile',
        summary: "A document's file",
        description:
          'The uploaded bytes with their content type (PDF, JPEG or PNG, as detected at upload), from whichever storage holds them; 503 when the object storage does not answer. Moderators and admins.',
        security: [{ bearer: [] }],
        params: DocumentParams,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(ctx, request, 'moderator');
      const found = await adminDocuments.file(request.params.id);
      if (!found) throw notFound('admin.notFound');
      const bytes = await ctx.files.get(found.storage_key);
      if (!bytes) throw notFound('admin.fileMissing');
      return reply
        .type(found.mime)
        .header('Content-Disposition', inlineDisposition(found.original_name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .send(bytes as never); // bytes: no serializer, no envelope
    },
  );

  app.post(
    ROUTES.adminDecision,
    {
      config: limited,
      schema: {
        tags: ['Admin'],
        operationId: 'adminDecideDocument',
        summary: 'Approve or reject a document',
        description:
          "`approve` marks the document approved and adds (or renews) the badge `kind` on its owner's caregiver profile, expiring at `expires_at` or else at the end of the document's `expires_on`; an owner without a caregiver profile: the document is approved and the answer is 400 (no badge). Both need `reason` (10–500 characters, interface §10), kept in the audit log (`document.approve`, `document.reject`) written in the decision's transaction; a rejection's reason is also stored and emailed to the owner. A document is decided once: again answers 409. Moderators and admins.",
        security: [{ bearer: [] }],
        params: DocumentParams,
        body: DecisionBody,
        response: { 200: envelope(AdminDocument), ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(ctx, request, 'moderator');
      const body = request.body;
      const outcome = await adminDocuments.decide(
        request.params.id,
        staff,
        body.decision === 'approve'
          ? {
              decision: 'approve',
              kind: body.kind,
              reason: body.reason,
              ...(body.expires_at ? { expires_at: body.expires_at } : {}),
            }
          : { decision: 'reject', kind: body.kind, reason: body.reason },
      );
      if (outcome.ok)
        return { success: true, message: request.t(outcome.said), results: outcome.document };
      switch (outcome.problem) {
        case 'not_found':
          throw notFound('admin.notFound');
        case 'already_decided':
          throw conflict(
            outcome.status === 'approved' ? 'admin.alreadyApproved' : 'admin.alreadyRejected',
          );
        case 'expired':
          throw fieldProblem('expires_at', 'admin.expired');
        case 'document_expired':
          throw badRequest('admin.documentExpired');
        case 'no_profile':
          throw new ApiProblem(400, 'admin.approvedNoBadge', outcome.document);
      }
    },
  );
};
