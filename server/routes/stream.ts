import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponses } from '../../src/contract/common';
import { CONVERSATION_LIMITS, StreamQuery, StreamTicket } from '../../src/contract/conversations';
import { CONVERSATION_PATHS } from '../../src/contract/endpoints';
import type { AppContext } from '../context';
import { fieldProblem, tooManyRequests, unauthorized } from '../errors';
import { participantOf } from '../services/conversations';
import { bearerToken, requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 429);

/**
 * The live stream (interface §7 "Stream"): `GET /v1/stream` answers Server-Sent Events
 * (`message`, `application`, a `: ping` comment every STREAM_PING_SECONDS), fed by PostgreSQL
 * LISTEN/NOTIFY so an event reaches the stream whichever instance its sender hit. The response
 * is written raw (`reply.hijack()`): no compression, no buffering. The app's close ends every
 * stream with a `retry:` hint.
 */
/** The login (refresh-token family) of the request's bearer token, already checked. */
async function loginOfToken(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('auth.loginRequired');
  return (await ctx.tokens.verifyAccess(token)).family;
}

export const streamRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const loginOf = (request: FastifyRequest) => loginOfToken(ctx, request);
  const { streams } = ctx;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };
  const { pingSeconds, maxPerAccount, retryMs } = ctx.config.stream;

  // Before the server stops taking connections: every stream ends (a retry hint first), or
  // closing would wait for them. The listening connection goes once the server is closed.
  instance.addHook('preClose', async () => {
    await streams.closeAll();
  });
  instance.addHook('onClose', async () => {
    await ctx.notifications.close();
  });

  app.post(
    CONVERSATION_PATHS.ticket,
    {
      config: limited,
      schema: {
        tags: ['Stream'],
        operationId: 'createStreamTicket',
        summary: 'A ticket for the stream',
        description: `For \`EventSource\`, which cannot send an Authorization header: \`GET /v1/stream?ticket=…\` works once, within ${CONVERSATION_LIMITS.ticketSeconds} s. Kept only as a hash; any instance accepts it.`,
        security: [{ bearer: [] }],
        response: { 201: envelope(StreamTicket), ...errors },
      },
    },
    async (request, reply) => {
      const account = await requireAccount(ctx, request);
      const ticket = await streams.issueTicket(account.id, await loginOf(request));
      reply.code(201);
      return { success: true, message: request.t('stream.ticket'), results: { ticket } };
    },
  );

  app.get(
    CONVERSATION_PATHS.stream,
    {
      config: limited,
      schema: {
        tags: ['Stream'],
        operationId: 'openStream',
        summary: 'Live events (Server-Sent Events)',
        description: `Log in with the bearer header (a streaming fetch) or \`?ticket=\` (from \`POST /v1/stream/ticket\`, for EventSource). Answers \`text/event-stream\` (\`Cache-Control: no-cache\`, \`X-Accel-Buffering: no\`, never compressed). Events: \`message\` (data \`{ conversation_id, message: { id, from_me, body, created_at } }\`, \`from_me\` relative to this account; \`id:\` is the message id) and \`application\` (data \`{ job_id, application_id, status }\`: a new application to the parent's job, a status change to the caregiver; no \`id:\`) and \`booking\` (data \`{ booking_id, status }\`, to both sides on every status change of a booking, interface §11; no \`id:\`). With \`after=<message id>\` or a \`Last-Event-ID\` header (the larger counts), the account's messages after that id are sent first, oldest first, then the live ones, none twice. A \`: connected\` comment once the stream listens (every event committed after it is delivered; use \`after\` to close the gap before it); a \`: ping\` comment every ${pingSeconds} s; \`retry: ${retryMs}\` at the start, and a \`retry:\` hint when the server closes the stream (shutting down, or its database listener dropped: reconnect with Last-Event-ID). The stream ends without a hint when its login ends (logout, a password change or reset): nothing sent after that reaches it; log in again. At most ${maxPerAccount} open streams per account per server instance (429).`,
        security: [{ bearer: [] }],
        querystring: StreamQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      let account: { id: string; type: 'user' | 'service_provider' } | undefined;
      let family: string;
      if (ticket !== undefined) {
        const redeemed = await streams.redeemTicket(ticket);
        account = redeemed ? await ctx.accounts.byId(redeemed.accountId) : undefined;
        // The login that bought the ticket may have ended in the meantime.
        if (!account || !redeemed || !(await ctx.tokens.familyLive(redeemed.family)))
          throw unauthorized('stream.badTicket');
        family = redeemed.family;
      } else {
        account = await requireAccount(ctx, request);
        family = await loginOf(request);
      }
      const header = request.headers['last-event-id'];
      let after = request.query.after;
      if (typeof header === 'string' && header.trim() !== '') {
        if (!/^\d{1,15}$/.test(header.trim()))
          throw fieldProblem('Last-Event-ID', 'stream.lastEventId');
        after = Math.max(after ?? 0, Number(header.trim()));
      }
      const place = streams.reserve(account.id);
      if (!place)
        throw tooManyRequests(Math.ceil(retryMs / 1000), 'stream.tooMany', {
          count: maxPerAccount,
        });

      // From here the response is ours: Fastify's onSend hooks (compression) do not run.
      reply.hijack();
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      const raw = reply.raw;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.flushHeaders();
      request.raw.socket?.setNoDelay(true);
      await streams.serve(participantOf(account), raw, place, after, family);
    },
  );
};
