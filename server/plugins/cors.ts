import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The origins of this site: the server's own (PUBLIC_URL) and the partner origins of
 * CORS_ORIGINS (any, when it is `*`). They may call the API, and a checkout returns to them.
 */
export function isAllowedOrigin(config: Config, origin: string): boolean {
  return (
    config.corsOrigins === '*' ||
    origin === new URL(config.publicUrl).origin ||
    config.corsOrigins.includes(origin)
  );
}

/** The server's own origin and the partner origins of CORS_ORIGINS may call the API. */
export async function registerCors(app: FastifyInstance, config: Config) {
  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin || isAllowedOrigin(config, origin)) {
        callback(null, true);
        return;
      }
      callback(null, false);
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
