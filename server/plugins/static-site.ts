import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/contract/endpoints';

/**
 * Serves the built site at / (with history fallback to index.html), the widget bundles at
 * /widgets/ (any origin may load them), and answers unknown /v1 and /dev paths in JSON.
 */
export async function registerStaticSite(app: FastifyInstance, distRoot: string): Promise<void> {
  const demo = join(distRoot, 'demo');
  const widgets = join(distRoot, 'widgets');

  if (existsSync(widgets)) {
    await app.register(fastifyStatic, {
      root: widgets,
      prefix: '/widgets/',
      decorateReply: false,
      setHeaders(res, path) {
        res.header('Access-Control-Allow-Origin', '*');
        // Chunks carry a content hash in their name; entry files keep theirs.
        res.header(
          'Cache-Control',
          path.includes('/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  if (existsSync(demo)) {
    await app.register(fastifyStatic, {
      root: demo,
      prefix: '/',
      wildcard: false,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const api =
      path.startsWith(API_PREFIX) || path.startsWith('/dev') || path.startsWith('/widgets/');
    if (!api && request.method === 'GET' && existsSync(join(demo, 'index.html'))) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', demo);
    }
    return reply
      .code(404)
      .send({ success: false, message: `There is no ${request.method} ${path}.` });
  });
}
