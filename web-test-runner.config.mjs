// Browser tests (@web/test-runner in Chromium), run once per widget build (interface §1):
// WIDGETS_BUILD=react (dist/widgets, the default) or lite (dist/widgets-lite, preact/compat).
// The elements the tests import (widgets/<name>/ftc-<name>.ts) are served from that build, and
// the fixture pages load its bundles, as a partner's page does; WIDGETS_BUILD=source serves the
// sources instead (through Vite in middleware mode: React is CommonJS, which the runner's own
// esbuild plugin cannot serve). Test files and helpers always come through Vite.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeLauncher } from '@web/test-runner-chrome';
import { createServer } from 'vite';
import { chromiumArgs } from './scripts/chromium-flags.mjs';
import { chromePath } from './scripts/require-chromium.mjs';
import { startFakeApi } from './tests/browser/fake-api.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const BUILDS = { react: 'dist/widgets', lite: 'dist/widgets-lite', source: 'dist/widgets' };
const build = process.env.WIDGETS_BUILD || 'react';
if (!(build in BUILDS))
  throw new Error(`WIDGETS_BUILD=${build}: use one of ${Object.keys(BUILDS)}`);
const distDir = join(root, BUILDS[build]);
console.log(`Browser suite against the ${build} build (${BUILDS[build]})`);
const api = await startFakeApi();
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
  plugins: [
    {
      // The sources have no first paint (the library build makes it: scripts/first-paint.ts).
      name: 'no-first-paint-from-sources',
      resolveId: (source) =>
        source === 'virtual:ftc-first-paint' ? '\0no-first-paint' : undefined,
      load: (id) => (id === '\0no-first-paint' ? 'export {};' : undefined),
    },
  ],
  // Every dependency pre-bundled up front: a re-optimisation mid-run would load React twice.
  optimizeDeps: {
    noDiscovery: true,
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'mobx',
      'mobx-react-lite',
      'mobx-persist-store',
      '@r2wc/react-to-web-component',
      'react-toastify/unstyled',
      'crypto-js/aes',
      'crypto-js/enc-utf8',
      'chai',
      'axe-core',
      'libphonenumber-js/min',
    ],
  },
});

const VITE_PATHS = ['/src/', '/widgets/', '/tests/browser/', '/node_modules/', '/@'];
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

function viaVite(ctx) {
  return new Promise((resolve, reject) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve(false)));
  });
}

/** A partner's page: the meta tag, the bundles' script tags, the elements; optionally under CSP. */
const SLOW_CHUNKS_MS = 1500;

function fixturePage(url) {
  const bundles = (url.searchParams.get('bundles') ?? 'a/ftc-newsletter.js').split(',');
  const count = Number(url.searchParams.get('count') ?? 1);
  const tag = url.searchParams.get('element') ?? 'ftc-newsletter';
  const scripts = bundles
    .map((bundle) => `<script type="module" src="/dist-${bundle}"></script>`)
    .join('\n    ');
  const elements = Array.from({ length: count }, () => `<${tag}></${tag}>`).join('\n    ');
  return `<!doctype html>
<html lang="${url.searchParams.get('lang') ?? 'en'}">
  <head>
    <meta charset="utf-8">
    <meta name="ftc-api-base" content="${url.searchParams.get('api') ?? api.url}">
    <script type="module" src="/tests/browser/fixtures/csp-probe.js"></script>
    ${scripts}
  </head>
  <body>
    <h1>Partner page</h1>
    ${elements}
  </body>
</html>`;
}

export default {
  files: 'tests/browser/**/*.test.ts',
  concurrency: 1,
  nodeResolve: false,
  testFramework: { config: { timeout: 10000 } },
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromePath, args: chromiumArgs } })],
  middleware: [
    async (ctx, next) => {
      const url = new URL(ctx.url, 'http://runner');
      if (url.pathname === '/__fake-api') {
        ctx.body = api.url;
        return;
      }
      if (url.pathname === '/fixtures/partner.html') {
        ctx.type = 'text/html';
        if (url.searchParams.get('csp')) {
          ctx.set('Content-Security-Policy', `default-src 'self'; connect-src ${api.url}`);
        }
        ctx.body = fixturePage(url);
        return;
      }
      // Two copies of the built library (/dist-a/, /dist-b/): separate module instances, as when
      // a page loads bundles from two places. /dist-slow-<n>/: copies whose shared chunks take
      // 1.5 s, as on a slow connection, while the entry files come at once (first paint); a new
      // <n> for each page, so that no cache of any kind serves them sooner.
      const copy = /^\/dist-(a|b|slow-\w+)\/(.+)$/.exec(url.pathname);
      if (copy) {
        const file = normalize(join(distDir, copy[2]));
        if (!file.startsWith(distDir)) return next();
        if (copy[1].startsWith('slow-') && copy[2].startsWith('chunks/')) {
          await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNKS_MS));
        }
        ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
        ctx.body = await readFile(file);
        return;
      }
      // An element entry a test imports: the built bundle of the same name.
      const entry = /^\/widgets\/[\w-]+\/(ftc-[\w-]+)\.ts$/.exec(url.pathname);
      if (entry && build !== 'source') {
        ctx.type = 'text/javascript';
        ctx.body = `export * from '/dist-a/${entry[1]}.js';\n`;
        return;
      }
      if (url.pathname.startsWith('/tests/browser/fixtures/')) return next();
      if (VITE_PATHS.some((prefix) => url.pathname.startsWith(prefix))) {
        if (await viaVite(ctx)) {
          ctx.respond = false;
          return;
        }
      }
      return next();
    },
  ],
  plugins: [
    {
      name: 'close-fake-api-and-vite',
      async serverStop() {
        await Promise.all([api.close(), vite.close()]);
      },
    },
  ],
};
