import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../src/contract/common';
import { OutboxEntry, OutboxQuery } from '../../src/contract/content';
import { ROUTES } from '../../src/contract/endpoints';
import { forbidden } from '../errors';
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
 * The development outbox (interface §4): never registered when NODE_ENV=production, and
 * answered only to a client on this machine that asks by a loopback name. It holds every
 * code and reset link, so nothing else may read it: not another host (the socket's and the
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
    if (!local) throw forbidden(LOOPBACK_ONLY);
  });

  app.get(
    ROUTES.devOutbox,
    {
      schema: {
        tags: ['Development'],
        summary: 'The codes and emails the development transports "sent", newest first',
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
};
