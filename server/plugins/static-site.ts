import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_FILE, type PrerenderedPages } from '../../demo/boot';
import type { RoutePreload } from '../../scripts/route-preloads';
import { API_PREFIX } from '../../src/contract/endpoints';

/** Hashed files never change under their name; entry files and pages are asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface SitePage {
  body: string;
  etag: string;
}

/** index.html's `#root`, holding the boot spinner, up to the end of the body's first element. */
const ROOT = /<div id="root">([\s\S]*?<\/div>)<\/div>/;

/**
 * The site's index.html for a path, naming the chunks of that path's page
 * (`<link rel="modulepreload">`, from route-preloads.json: scripts/route-preloads.ts), so the
 * browser fetches them with the site's entry instead of one round trip after it; a page rendered
 * at build time (prerendered.json: scripts/site-prerender.ts) comes inside `#root`, before the
 * boot spinner that its CSS shows instead for a visitor with a saved session or language. Made
 * once per route and page; read at start, as the build's files are.
 */
function sitePages(demo: string): (path: string) => SitePage {
  const html = readFileSync(join(demo, 'index.html'), 'utf8');
  const preloadsFile = join(demo, 'route-preloads.json');
  const preloads: RoutePreload[] = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, 'utf8'))
    : [];
  const prerenderedFile = join(demo, PRERENDERED_FILE);
  const prerendered: PrerenderedPages = existsSync(prerenderedFile)
    ? JSON.parse(readFileSync(prerenderedFile, 'utf8'))
    : {};
  const pages = new Map<string, SitePage>();
  return (path) => {
    const route = preloads.find((candidate) => matchPath(candidate.path, path));
    const markup = Object.hasOwn(prerendered, path) ? prerendered[path] : undefined;
    const key = `${route?.path ?? ''} ${markup === undefined ? '' : path}`;
    let page = pages.get(key);
    if (!page) {
      const links = (route?.files ?? [])
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      let body = html.replace('</head>', `${links}</head>`);
      if (markup !== undefined) {
        body = body.replace(
          ROOT,
          (_root, spinner: string) =>
            `<div id="root"><div class="site-prerendered" ${PRERENDERED_ATTRIBUTE}>${markup}</div>${spinner}</div>`,
        );
      }
      page = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built site at / (every page is index.html, with its route's preloads), the widget
 * bundles at /widgets/ and /widgets-lite/ (any origin may load them), and answers unknown /v1 and /dev
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
      // `/` is a page of the site like any other (below), with its route's preloads.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const sitePage = existsSync(join(demo, 'index.html')) ? sitePages(demo) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const api =
      path.startsWith(API_PREFIX) ||
      path.startsWith('/dev') ||
      path.startsWith('/widgets/') ||
      path.startsWith('/widgets-lite/');
    if (!api && request.method === 'GET' && sitePage) {
      const page = sitePage(path);
      reply.header('Cache-Control', REVALIDATE).header('ETag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page.body);
    }
    return reply.code(404).send({
      success: false,
      message: request.t('errors.noRoute', { method: request.method, path }),
    });
  });
}
