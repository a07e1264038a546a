import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../errors';

/**
 * Per-client limits, off by default: a sensitive route turns them on with
 * `config: { rateLimit: … }`. Limits per account or identifier are `services/rate-limiter.ts`.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
}
