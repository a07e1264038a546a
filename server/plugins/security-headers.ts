import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Security headers on every answer (helmet): CSP for the site, HSTS in production. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    global: true,
    hsts: config.production,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
}
