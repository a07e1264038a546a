import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponses } from '../../src/contract/common';
import { ROUTES } from '../../src/contract/endpoints';
import {
  DeleteAccountBody,
  DeleteAccountResults,
  ExportParams,
  ExportReady,
  ExportStarted,
  RestoreBody,
} from '../../src/contract/your-data';
import { fieldProblem, notFound, tooManyRequests } from '../errors';
import { operationMember as member } from '../plugins/openapi';
import { verifyPassword } from '../services/passwords';
import { identifierKey } from '../services/phone';
import { EXPORTS_PER_DAY } from '../services/your-data';
import { AUDIENCES, accountLabel as label, requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * A member's data (interface §9 "Your data"): the export, the deletion and its undoing by the
 * emailed link. Rules and SQL are services/your-data.ts; the erasure after 14 days is the
 * `account-erasure` time-driven job.
 */
export const yourDataRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };

  for (const { prefix, type } of AUDIENCES) {
    const who = label(type);

    app.post(
      `${prefix}${ROUTES.exportUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Your data'],
          operationId: `export${member(type)}Data`,
          summary: `Export everything held about a ${who}`,
          description: `Prepared in the background; an email links to \`GET ${prefix}/account/export/{id}\`, readable for 7 days. At most ${EXPORTS_PER_DAY} a day (429 after).`,
          security: [{ bearer: [] }],
          response: { 201: envelope(ExportStarted), ...errors },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(ctx, request, type);
        const outcome = await ctx.yourData.requestExport(account.id);
        if (outcome.kind === 'limit') throw tooManyRequests(3600, 'data.exportLimit');
        if (outcome.kind !== 'preparing') throw notFound('data.exportNotFound');
        reply.code(201);
        return {
          success: true,
          message: request.t('data.exportPreparing'),
          results: { id: outcome.id, status: 'preparing' as const },
        };
      },
    );

    app.get(
      `${prefix}${ROUTES.exportOneUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Your data'],
          operationId: `get${member(type)}DataExport`,
          summary: `One export of a ${who}'s data`,
          description:
            'The document once ready (`status: "ready"`), else `status: "preparing"`. Another member\'s export, an unknown id or one older than 7 days: 404.',
          security: [{ bearer: [] }],
          params: ExportParams,
          response: { 200: envelope(ExportReady.or(ExportStarted)), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(ctx, request, type);
        const outcome = await ctx.yourData.readExport(account.id, request.params.id);
        if (outcome.kind === 'preparing') {
          return {
            success: true,
            message: request.t('data.exportStillPreparing'),
            results: { id: outcome.id, status: 'preparing' as const },
          };
        }
        if (outcome.kind !== 'ready') throw notFound('data.exportNotFound');
        return {
          success: true,
          message: request.t('data.exportReady'),
          results: {
            id: outcome.id,
            status: 'ready' as const,
            expires_at: outcome.expires_at,
            document: outcome.document,
          },
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.deleteAccountUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags: ['Your data'],
          operationId: `delete${member(type)}Account`,
          summary: `Delete a ${who}'s account`,
          description:
            'At once: no more logins, every session and stream ends, the profile and open jobs leave the market, the plan stops renewing. An email links to `POST /v1/account/restore`, good for 14 days; then the personal data is erased. A wrong password is 400 naming `password` and counts as a failed login (429 once locked).',
          security: [{ bearer: [] }],
          body: DeleteAccountBody,
          response: { 200: envelope(DeleteAccountResults), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(ctx, request, type);
        // A wrong password counts as a failed login of this account's email from this client.
        const key = `login:${type}:${identifierKey(account.email)}:${request.ip}`;
        const wait = await ctx.limiter.take(
          key,
          limits.loginFailures,
          limits.loginWindowMinutes * 60,
        );
        if (wait > 0) throw tooManyRequests(wait, 'auth.accountLocked');
        if (!(await verifyPassword(request.body.password, account.password_hash))) {
          throw fieldProblem('password', 'data.passwordWrong');
        }
        await ctx.limiter.clear(key);
        const outcome = await ctx.yourData.deleteAccount(account);
        return {
          success: true,
          message: request.t('data.deleted'),
          results: { erase_on: outcome.eraseOn.toISOString() },
        };
      },
    );
  }

  app.post(
    ROUTES.restoreAccount,
    {
      config: limited,
      schema: {
        tags: ['Your data'],
        operationId: 'restoreAccount',
        summary: 'Undo a deletion by the emailed link (within 14 days)',
        description:
          'The token works once. A forged, used or expired token: 400 naming `token`. Then the member logs in again.',
        body: RestoreBody,
        response: { 200: envelope(DeleteAccountResults.partial()), ...errors },
      },
    },
    async (request) => {
      if (!(await ctx.yourData.restore(request.body.token))) {
        throw fieldProblem('token', 'data.restoreInvalid');
      }
      return { success: true, message: request.t('data.restored'), results: {} };
    },
  );
};
