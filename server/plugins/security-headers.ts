import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_SOURCE } from '../../scripts/site-boot';
import type { Config } from '../config';

/** The site's policy: CSP for the site, HSTS in production, bundles loadable from any origin. */
function options(config: Config): Readonly<HelmetOptions> {
  return {
    hsts: config.production,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The site's boot script, inline in index.html, by its hash (demo/boot.ts).
        'script-src': ["'self'", BOOT_SCRIPT_SOURCE],
        'style-src': ["'self'"],
        // Photos' addresses are absolute on PUBLIC_URL (a card on a partner's page finds them):
        // the site opened under another name of this server (127.0.0.1, localhost) shows them too.
        'img-src': ["'self'", 'data:', 'https://i.ytimg.com', new URL(config.publicUrl).origin],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  };
}

/**
 * The headers helmet writes for this policy. They do not depend on the request (no CSP
 * nonces), so helmet runs once, at start, into a recorder: every answer then gets the same
 * headers in one step. Helmet's per-request middleware chain cost a third of the throughput
 * of the cached content routes (FAQs 0.46 → 0.74 of a bare route without it, issue 14).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Security headers on every answer (helmet's, computed once). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
