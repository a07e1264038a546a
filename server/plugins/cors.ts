import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The server's own origin and the partner origins of CORS_ORIGINS may call the API. */
export async function registerCors(app: FastifyInstance, config: Config) {
  const ownOrigin = new URL(config.publicUrl).origin;
  await app.register(cors, {
    origin: (origin, callback) => {
      if (
        !origin ||
        config.corsOrigins === '*' ||
        origin === ownOrigin ||
        config.corsOrigins.includes(origin)
      ) {
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
