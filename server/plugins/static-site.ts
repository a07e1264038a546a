import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchPath } from 'react-router';
import {
  CODE_LIST_ID,
  type CodeList,
  DATA_ID,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FILE,
  type PrerenderedPages,
} from '../../demo/boot';
import type * as PageRenderer from '../../demo/render-profile';
import type { RenderedPage } from '../../demo/render-profile';
import type { RoutePreload } from '../../scripts/route-preloads';
import { API_PREFIX, CAREGIVER_PATHS } from '../../src/contract/endpoints';
import { RELEASE_FILE, type Release } from '../../src/contract/release-values';

/** Hashed files never change under their name; entry files and pages are asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface SitePage {
  body: string;
  etag: string;
}

interface SitePages {
  /** The page for `path`: index.html with its route's preloads and prerendered markup. */
  page(path: string): SitePage;
  /**
   * The page for `path` with markup rendered at request time and its data; `lang`: the language
   * of the data's words, when they have one (main.tsx seeds its cache only in that language).
   */
  rendered(path: string, page: RenderedPage, lang?: string): SitePage;
}

/** The module vite.ssr.config.ts builds (demo/render-profile.ts), under the build's folder. */
const PAGE_RENDERER = 'ssr/render-profile.js';

/**
 * The renderer of pages at request time, when the build made it (not in `npm run dev`, nor before
 * `npm run build`): a caregiver's profile page and the public pages with lists are then sent
 * rendered, else as any other page. A module without `renderPage` renders profiles only.
 */
async function pageRenderer(
  app: FastifyInstance,
  distRoot: string,
): Promise<Partial<typeof PageRenderer> | undefined> {
  const file = join(distRoot, PAGE_RENDERER);
  if (!existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as Partial<typeof PageRenderer>;
  } catch (error) {
    app.log.error({ err: error, file }, 'the page renderer did not load: pages go unrendered');
    return undefined;
  }
}

/** The language pages are rendered in, and their answers asked for in (demo/render-route.tsx). */
const RENDERED_LANGUAGE = 'en';

/** Pages rendered with answers kept (the last render of each URL), at most this many URLs. */
const KEPT_RENDERS = 200;

/** An id the API accepts in a path (a bigint). */
const NUMERIC_ID = /^\d{1,18}$/;

/** `/caregivers/{id}` with a numeric id: the id, else undefined. */
function profileId(path: string): string | undefined {
  const id = matchPath('/caregivers/:id', path)?.params.id;
  return id && NUMERIC_ID.test(id) ? id : undefined;
}

/** index.html's `#root`, holding the boot spinner, up to the end of the body's first element. */
const ROOT = /<div id="root">([\s\S]*?<\/div>)<\/div>/;
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The public data a page asks for first, by route: named in its head
 * (`<link rel="preload" as="fetch">`), the browser fetches it with the site's code instead of
 * after it (issue 24: a profile's text was the last thing to paint). Only answers that are the
 * same for every visitor (no session, no language in what the page shows).
 */
const DATA_PRELOADS: { route: string; data: (params: Record<string, string>) => string }[] = [
  { route: '/caregivers/:id', data: ({ id }) => CAREGIVER_PATHS.one(id ?? '') },
];

function dataPreload(path: string): string | undefined {
  for (const { route, data } of DATA_PRELOADS) {
    const match = matchPath(route, path);
    if (match?.params.id && NUMERIC_ID.test(match.params.id)) {
      return data(match.params as Record<string, string>);
    }
  }
  return undefined;
}

/** A value as the text of a JSON data block: `<` escaped, so no text in it can end the block. */
function jsonData(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A prerendered page's head: its script and preload tags become the list that index.html's boot
 * script loads once the page has been painted (demo/boot.ts), placed before that script.
 */
function codeAfterPaint(html: string): string {
  const entry = html.match(ENTRY_TAG)?.[1];
  if (!entry) return html;
  const list: CodeList = {
    entry,
    preload: [...html.matchAll(PRELOAD_TAG)].map((match) => match[1] as string),
  };
  const data = jsonData(list);
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(
      '<script>',
      `<script type="application/json" id="${CODE_LIST_ID}">${data}</script><script>`,
    );
}

/**
 * The site's index.html for a path, naming the chunks of that path's page
 * (`<link rel="modulepreload">`, from route-preloads.json: scripts/route-preloads.ts), so the
 * browser fetches them with the site's entry instead of one round trip after it; a page rendered
 * at build time (prerendered.json: scripts/site-prerender.ts) comes inside `#root`, before the
 * boot spinner that its CSS shows instead for a visitor with a saved session or language. Made
 * once per route and page; read at start, as the build's files are. `rendered`: a page rendered
 * at request time (a caregiver's profile), with the data it was rendered with (`#ftc-data`).
 */
function sitePages(demo: string): SitePages {
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
  const withPreloads = (route: RoutePreload | undefined) => {
    const links = (route?.files ?? [])
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    return html.replace('</head>', `${links}</head>`);
  };
  const routeOf = (path: string) => preloads.find((candidate) => matchPath(candidate.path, path));
  return {
    page(path) {
      const route = routeOf(path);
      const markup = Object.hasOwn(prerendered, path) ? prerendered[path] : undefined;
      const key = `${route?.path ?? ''} ${markup === undefined ? '' : path}`;
      let page = pages.get(key);
      if (!page) {
        const body = withPreloads(route);
        page = sitePage(markup === undefined ? body : withMarkup(body, markup));
        pages.set(key, page);
      }
      return page;
    },
    rendered(path, { markup, data }, lang) {
      const language = lang ? ` data-lang="${lang}"` : '';
      const body = withMarkup(withPreloads(routeOf(path)), markup).replace(
        '</body>',
        `<script type="application/json" id="${DATA_ID}"${language}>${jsonData(data)}</script></body>`,
      );
      return sitePage(body);
    },
  };
}

/** A page's markup inside `#root`, before the boot spinner; its code listed for after the paint. */
function withMarkup(body: string, markup: string): string {
  return codeAfterPaint(
    body.replace(
      ROOT,
      (_root, spinner: string) =>
        `<div id="root"><div class="site-prerendered" ${PRERENDERED_ATTRIBUTE}>${markup}</div>${spinner}</div>`,
    ),
  );
}

function sitePage(body: string): SitePage {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** A version as package.json writes one (`0.1.0`, `1.2.0-beta.1`): safe as a path segment. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The builds served under a prefix: `/widgets/` and `/widgets-lite/`, from `dist/<folder>`. */
const BUILDS = [
  { folder: 'widgets', prefix: '/widgets/' },
  { folder: 'widgets-lite', prefix: '/widgets-lite/' },
] as const;

/** The version a build says it is (its release.json, scripts/integrity.ts); none: undefined. */
function versionOf(folder: string): string | undefined {
  const file = join(folder, RELEASE_FILE);
  if (!existsSync(file)) return undefined;
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as Partial<Release>;
  return typeof version === 'string' && VERSION.test(version) ? version : undefined;
}

export interface StaticSiteOptions {
  /**
   * `WIDGETS_ARCHIVE`: earlier builds kept by scripts/archive-widgets.mjs, one folder per
   * version (`<archive>/0.1.0/widgets/`, `<archive>/0.1.0/widgets-lite/`), each served under
   * its version. The current build's version is served from the current build.
   */
  widgetsArchive?: string;
  /**
   * A published caregiver's public profile (`GET /v1/caregivers/{id}`'s `results`), or undefined
   * (unknown, unpublished, hidden, suspended): its page is sent rendered with it (issue 24).
   */
  profile?: (id: number) => Promise<unknown>;
}

/**
 * Each build's folders with the prefixes they are served under: the current build at
 * `/widgets/` (the latest: revalidated) and at `/widgets/{version}/` (pinned: immutable), and
 * every archived version at its own `/widgets/{version}/`.
 */
function widgetFolders(distRoot: string, archive: string | undefined) {
  const folders: { root: string; prefix: string; pinned: boolean }[] = [];
  const current = new Map<string, string | undefined>();
  for (const { folder, prefix } of BUILDS) {
    const root = join(distRoot, folder);
    if (!existsSync(root)) continue;
    folders.push({ root, prefix, pinned: false });
    const version = versionOf(root);
    current.set(folder, version);
    if (version) folders.push({ root, prefix: `${prefix}${version}/`, pinned: true });
  }
  if (archive && existsSync(archive)) {
    for (const version of readdirSync(archive)
      .filter((name) => VERSION.test(name))
      .sort()) {
      for (const { folder, prefix } of BUILDS) {
        const root = join(archive, version, folder);
        if (current.get(folder) === version || !existsSync(root)) continue;
        folders.push({ root, prefix: `${prefix}${version}/`, pinned: true });
      }
    }
  }
  return folders;
}

/**
 * Serves the built site at / (every page is index.html, with its route's preloads), the widget
 * bundles at /widgets/ and /widgets-lite/ (any origin may load them), and answers unknown /v1 and /dev
 * paths in JSON. Files are sent as the build precompressed them (.br, .gz: scripts/precompress.mjs)
 * when the browser accepts it. Chunks carry a content hash: cached for a year. Entry files
 * (`ftc-newsletter.js`, …) keep their name across releases: `no-cache`, so a partner's page
 * revalidates (ETag → 304) and picks up a release at once. Under `/widgets/{version}/` (interface
 * §12) every file is immutable: a version's files never change, so a partner who pins one
 * (with integrity) gets exactly those bytes for good.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  distRoot: string,
  options: StaticSiteOptions = {},
): Promise<void> {
  const demo = join(distRoot, 'demo');

  for (const { root, prefix, pinned } of widgetFolders(distRoot, options.widgetsArchive)) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cache-Control', pinned || path.includes('/chunks/') ? IMMUTABLE : REVALIDATE);
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

  const site = existsSync(join(demo, 'index.html')) ? sitePages(demo) : undefined;
  const renderer = site ? await pageRenderer(app, distRoot) : undefined;

  /**
   * A caregiver's profile page rendered with its data (issue 24: its bio painted with the HTML);
   * undefined for any other page, a profile nobody may see, or a failed render (logged: the plain
   * page follows, whose code asks for the profile itself). Never cached: an edit shows at once.
   */
  async function renderedProfile(request: FastifyRequest, path: string) {
    const id = profileId(path);
    const render = renderer?.renderProfile;
    if (!id || !render || !site || !options.profile) return undefined;
    try {
      const profile = await options.profile(Number(id));
      if (profile === undefined || profile === null) return undefined;
      return site.rendered(path, await render(id, profile));
    } catch (error) {
      request.log.error({ err: error, path }, 'a profile page did not render: sent unrendered');
      return undefined;
    }
  }

  /**
   * `results` of a public `GET path` as any visitor gets it in English; else undefined. Logged
   * under `requestId`, the page's: an operator follows the page and its answers as one request.
   */
  async function publicAnswer(path: string, requestId: string): Promise<unknown> {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': RENDERED_LANGUAGE, 'x-request-id': requestId },
    });
    if (answer.statusCode !== 200) return undefined;
    const body = answer.json() as { success?: boolean; results?: unknown };
    return body.success ? body.results : undefined;
  }

  const renders = new Map<string, { data: string; page: SitePage }>();

  /**
   * A public page with lists rendered with the answers it shows first (demo/page-data.ts, issue
   * 27): they paint with the HTML, and the live page starts from them without asking again.
   * Rendered again only when an answer has changed (the last render of each URL is kept).
   * Undefined for any other page, an answer that is not a success (the page asks itself, and
   * shows what went wrong), or a failed render (logged).
   */
  async function renderedWithAnswers(request: FastifyRequest, url: string) {
    const { pageAnswers, renderPage } = renderer ?? {};
    if (!pageAnswers || !renderPage || !site) return undefined;
    const wanted = pageAnswers(url);
    if (!wanted) return undefined;
    try {
      const results = await Promise.all(wanted.map(({ path }) => publicAnswer(path, request.id)));
      if (results.some((result) => result === undefined)) return undefined;
      const data = Object.fromEntries(wanted.map(({ key }, at) => [key, results[at]]));
      const text = JSON.stringify(data);
      const kept = renders.get(url);
      if (kept?.data === text) return kept.page;
      const page = site.rendered(
        url.split('?')[0] ?? url,
        await renderPage(url, data),
        RENDERED_LANGUAGE,
      );
      renders.delete(url);
      renders.set(url, { data: text, page });
      if (renders.size > KEPT_RENDERS) renders.delete(renders.keys().next().value as string);
      return page;
    } catch (error) {
      request.log.error({ err: error, url }, 'a page did not render with its data: sent as built');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const api =
      path.startsWith(API_PREFIX) ||
      path.startsWith('/dev') ||
      path.startsWith('/widgets/') ||
      path.startsWith('/widgets-lite/');
    if (!api && request.method === 'GET' && site) {
      const rendered =
        (await renderedProfile(request, path)) ?? (await renderedWithAnswers(request, request.url));
      const page = rendered ?? site.page(path);
      // The data of a page that does not carry it is fetched with the site's code.
      const data = rendered ? undefined : dataPreload(path);
      const etag = data ? `${page.etag.slice(0, -1)}-${data.replace(/\D/g, '')}"` : page.etag;
      reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const body = data
        ? page.body.replace(
            '</head>',
            `<link rel="preload" as="fetch" crossorigin href="${data}"></head>`,
          )
        : page.body;
      return reply.type('text/html; charset=utf-8').send(body);
    }
    return reply.code(404).send({
      success: false,
      message: request.t('errors.noRoute', { method: request.method, path }),
    });
  });
}
