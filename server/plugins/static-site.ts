import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/contract/endpoints';

/** Hashed files never change under their name; entry files and pages are asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built site at / (with history fallback to index.html), the widget bundles at
 * /widgets/ and /widgets-lite/ (any origin may load them), and answers unknown /v1 and /dev
 * paths in JSON. Files are sent as the build precompressed them (.br, .gz: scripts/precompress.mjs)
 * when the browser accepts it. Chunks carry a content hash: cached for a year. Entry files
 * (`ftc-newsletter.js`, …) keep their name across releases: `no-cache`, so a partner's page
 * revalidates (ETag → 304) and picks up a release at once.
 */
export async function registerStaticSite(app: FastifyInstance, distRoot: string): Promise<void> {
  const demo = join(distRoot, 'demo');
  const widgets = join(distRoot, 'widgets');

  for (const [folder, prefix] of [
    [widgets, '/widgets/'],
    [join(distRoot, 'widgets-lite'), '/widgets-lite/'],
  ] as const) {
    if (!existsSync(folder)) continue;
    await app.register(fastifyStatic, {
      root: folder,
      prefix,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cache-Control', path.includes('/chunks/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  if (existsSync(demo)) {
    await app.register(fastifyStatic, {
      root: demo,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const api =
      path.startsWith(API_PREFIX) ||
      path.startsWith('/dev') ||
      path.startsWith('/widgets/') ||
      path.startsWith('/widgets-lite/');
    if (!api && request.method === 'GET' && existsSync(join(demo, 'index.html'))) {
      return reply
        .header('Cache-Control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html', demo);
    }
    return reply
      .code(404)
      .send({ success: false, message: `There is no ${request.method} ${path}.` });
  });
}
