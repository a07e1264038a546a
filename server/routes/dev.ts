import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../src/contract/common';
import { DevTick, DevTickBody, OutboxEntry, OutboxQuery } from '../../src/contract/content';
import { ROUTES } from '../../src/contract/endpoints';
import { moveClock, runTimeDrivenJobs } from '../background/tick';
import { fieldProblem, forbidden } from '../errors';
import { word } from '../i18n';
import { isLoopback, isLoopbackHost } from '../net';

const LOOPBACK_ONLY = 'dev.loopbackOnly';

function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHost(new URL(origin).host);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage
  }
}

/**
 * The development tools: the outbox (interface §4) and the clock's tick (§9). Never
 * registered when NODE_ENV=production, and answered only to a client on this machine that
 * asks by a loopback name. The outbox holds every code and reset link and the tick moves
 * every instance's time, so nobody else may use them: not another host (the socket's and the
 * forwarded address), not a web page of another origin in a local browser (Origin), not a
 * page of a foreign name that resolves to 127.0.0.1 (DNS rebinding: Host).
 */
export const devRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { outbox } = instance.ctx;

  app.addHook('onRequest', async (request) => {
    const host = request.headers.host ?? '';
    const origin = request.headers.origin;
    const local =
      isLoopback(request.socket.remoteAddress) &&
      isLoopback(request.ip) &&
      isLoopbackHost(host) &&
      (origin === undefined || isLoopbackOrigin(origin)) &&
      request.headers['sec-fetch-site'] !== 'cross-site';
    if (!local)
      throw forbidden(
        request.url.startsWith(ROUTES.devTick) ? 'devTick.loopbackOnly' : LOOPBACK_ONLY,
      );
  });

  app.get(
    ROUTES.devOutbox,
    {
      schema: {
        tags: ['Development'],
        operationId: 'listDevOutbox',
        summary: 'The codes and emails the development transports "sent", newest first',
        description:
          'Not in production; loopback clients only. The OTPs and emails the development transports sent, newest first (interface §4).',
        querystring: OutboxQuery,
        response: { 200: envelope(z.array(OutboxEntry)) },
      },
    },
    async (request) => {
      const { to, limit = 100 } = request.query;
      const rows = await outbox.list(to, limit);
      return { success: true, message: `${rows.length} messages.`, results: rows };
    },
  );

  app.post(
    ROUTES.devTick,
    {
      schema: {
        tags: ['Development'],
        operationId: 'tickDevClock',
        summary: 'Moves the server clock to `now` and runs every time-driven job as of then',
        description:
          'Every time-driven job (renewals, lapses, badge expiries, cleanup, and whatever the background jobs add) runs at once, in order, and the answer says what each did. From then on the clock runs on from `now` on every instance: SQL `ftc_now()`, token expiry, everything. `now` may not be before the last tick or the clock.',
        body: DevTickBody,
        response: { 200: envelope(DevTick) },
      },
    },
    async (request) => {
      const to = new Date(request.body.now);
      if (Number.isNaN(to.getTime())) throw fieldProblem('now', 'devTick.nowInvalid');
      const moved = await moveClock(instance.ctx, to);
      if (moved.kind === 'before') {
        throw fieldProblem(
          'now',
          word(moved.reason === 'last' ? 'devTick.beforeLast' : 'devTick.beforeClock', {
            earliest: moved.earliest.toISOString(),
          }),
        );
      }
      const jobs = await runTimeDrivenJobs(instance.ctx, {
        info: (message) => request.log.info(message),
        warn: (message) => request.log.warn(message),
        error: (message) => request.log.error(message),
      });
      const now = moved.now.toISOString();
      return {
        success: true,
        message: request.t('devTick.ran', { now, count: jobs.length }),
        results: { now, jobs },
      };
    },
  );
};
