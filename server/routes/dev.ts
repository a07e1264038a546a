import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../schemas/common';
import { OutboxEntry, OutboxQuery } from '../schemas/content';

/** The development outbox (interface §4): never registered when NODE_ENV=production. */
export const devRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = instance.ctx;

  app.get(
    '/dev/outbox',
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
      const { rows } = await pool.query(
        `select channel, recipient as "to", subject, body, code,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
           from outbox where ($1::text is null or recipient = $1)
          order by created_at desc, id desc limit $2`,
        [to ?? null, limit],
      );
      return { success: true, message: `${rows.length} messages.`, results: rows };
    },
  );
};
