import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: /readyz answers 503 so the balancer stops sending, requests still served. */
    draining: boolean;
  }
}

/** How long /readyz waits for the database before it says "not ready". */
const READY_TIMEOUT_MS = 2000;

/**
 * Operations (interface §8): `/healthz` answers 200 while the process runs; `/readyz` answers
 * 200 when the database answers and every migration is applied, else 503 with what is wrong,
 * so a load balancer sends no traffic to an instance that cannot serve it.
 */
export async function registerHealth(app: FastifyInstance): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  app.decorate('draining', false);
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(noStore).send({ success: true, message: 'The process is running.' }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.headers(noStore);
    // Stopping (SIGTERM): the balancer takes this instance out while it still serves.
    if (app.draining) {
      return reply.code(503).send({ success: false, message: 'This instance is shutting down.' });
    }
    try {
      const pending = await Promise.race([
        pendingMigrations(app.ctx.pool),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref(),
        ),
      ]);
      if (pending.length) {
        return reply.code(503).send({
          success: false,
          message: `Migrations are not applied yet: ${pending.join(', ')}.`,
        });
      }
      return reply.send({ success: true, message: 'Ready: the database answers.' });
    } catch {
      return reply.code(503).send({ success: false, message: 'The database does not answer.' });
    }
  });
}
