// Time to a usable element (issue 14, target 3), for `npm run bench`: cold pages in Chromium
// (a new browser context each run: empty cache) from a local static server on 127.0.0.1 that
// gzips like a CDN. Four pages, one form each: <ftc-newsletter> from dist/widgets (React) and
// from dist/widgets-lite (preact/compat), a bare React 19 form, and a vanilla custom element.
// The time is from navigation start until the email input can take focus (it is in the page, a
// MutationObserver in every document and shadow root sees it, and focus() lands on it). Runs
// take turns across the pages; the median of each is compared with its peer. For our elements the
// input that takes focus first is the first paint's (src/lib/first-paint.ts: the entry file draws
// it before the runtime arrives, and what is typed there carries over); the time until the element
// itself is live (its own input in place of the first paint's) is measured in the same runs and
// printed beside it.

import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs } from './chromium-flags.mjs';
import { chromePath } from './require-chromium.mjs';

const RUNS = Number(process.env.BENCH_TTI_RUNS ?? 10);
/** Chromium's CPU slowdown (Lighthouse's mobile preset uses 4); 1: this machine's speed. */
const CPU_SLOWDOWN = Number(process.env.BENCH_TTI_CPU ?? 1);

const BARE_REACT = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
function Form() {
  return createElement('form', null,
    createElement('label', { htmlFor: 'e' }, 'Email'),
    createElement('input', { id: 'e', type: 'email' }),
    createElement('button', null, 'Subscribe'));
}
createRoot(document.getElementById('root')).render(createElement(Form));
`;

const VANILLA = `
customElements.define('x-newsletter', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    this.attachShadow({ mode: 'open' }).innerHTML =
      '<form><label for="e">Email</label><input id="e" type="email"><button>Subscribe</button></form>';
  }
});
`;

/** Runs before any script of the page: notes when the email input first takes focus. */
const PROBE = `(() => {
  const roots = [document];
  const check = () => {
    // The element's own input (not its first paint's): the runtime is live.
    for (const root of roots) {
      const input = root.querySelector('input[type="email"]');
      if (input && !input.closest('[data-ftc-first-paint]')) window.__ftcLiveAt ??= performance.now();
    }
    if (window.__ftcUsableAt !== undefined) return;
    for (const root of roots) {
      const input = root.querySelector('input[type="email"]');
      if (!input || !input.isConnected || input.disabled) continue;
      input.focus();
      if (input.getRootNode().activeElement === input) {
        window.__ftcUsableAt = performance.now();
        return;
      }
    }
  };
  const watch = (root) => new MutationObserver(check).observe(root, { childList: true, subtree: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    watch(root);
    return root;
  };
  watch(document);
})();`;

const page = (head, body) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="ftc-api-base" content="http://127.0.0.1:9/">
    <title>A partner's page</title>
    ${head}
  </head>
  <body>
    <h1>A partner's page</h1>
    ${body}
  </body>
</html>`;

const PAGES = [
  {
    name: '<ftc-newsletter>, React build',
    path: '/react.html',
    html: page(
      '<script type="module" src="/widgets/ftc-newsletter.js"></script>',
      '<ftc-newsletter></ftc-newsletter>',
    ),
    peer: 'bare React 19 form',
    live: true,
  },
  {
    name: '<ftc-newsletter>, lite build',
    path: '/lite.html',
    html: page(
      '<script type="module" src="/widgets-lite/ftc-newsletter.js"></script>',
      '<ftc-newsletter></ftc-newsletter>',
    ),
    peer: 'vanilla custom element',
    live: true,
  },
  {
    name: 'bare React 19 form',
    path: '/bare-react.html',
    html: page('<script type="module" src="/bare/entry.js"></script>', '<div id="root"></div>'),
  },
  {
    name: 'vanilla custom element',
    path: '/vanilla.html',
    html: page(
      '<script type="module" src="/vanilla/x-newsletter.js"></script>',
      '<x-newsletter></x-newsletter>',
    ),
  },
];

const TARGET_RATIO = 1.2;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildBareReact(work) {
  const dir = join(work, 'tti-bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'entry.js'), BARE_REACT);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(dir, 'out'),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: join(dir, 'entry.js'),
        preserveEntrySignatures: false,
        output: { entryFileNames: 'entry.js', format: 'es' },
      },
    },
  });
  return join(dir, 'out');
}

/** A static server for the pages and the builds; gzip when asked, as a CDN would. */
function serve(mounts) {
  const cache = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const pageHtml = PAGES.find((entry) => entry.path === url.pathname)?.html;
    let body;
    let type = 'text/html';
    if (pageHtml) {
      body = Buffer.from(pageHtml);
    } else {
      const mount = Object.keys(mounts).find((prefix) => url.pathname.startsWith(prefix));
      const file = mount && normalize(join(mounts[mount], url.pathname.slice(mount.length)));
      if (
        !file?.startsWith(mounts[mount]) ||
        !statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        response.writeHead(404).end();
        return;
      }
      body = readFileSync(file);
      type = TYPES[extname(file)] ?? 'application/octet-stream';
    }
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const key = `${url.pathname}:${body.length}`;
      if (!cache.has(key)) cache.set(key, gzipSync(body, { level: 9 }));
      body = cache.get(key);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function timeOnce(browser, url, live) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    if (CPU_SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await tab.addInitScript(PROBE);
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(url);
    await tab.waitForFunction(() => window.__ftcUsableAt !== undefined, undefined, {
      timeout: 15_000,
    });
    if (live) {
      await tab.waitForFunction(() => window.__ftcLiveAt !== undefined, undefined, {
        timeout: 15_000,
      });
    }
    if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
    return await tab.evaluate(() => [window.__ftcUsableAt, window.__ftcLiveAt]);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median ms to a usable input per page, with each element's ratio to its peer. */
export async function benchTti({ root, work }) {
  const bare = await buildBareReact(work);
  const vanilla = join(work, 'tti-vanilla');
  mkdirSync(vanilla, { recursive: true });
  writeFileSync(join(vanilla, 'x-newsletter.js'), VANILLA);
  const server = await serve({
    '/widgets/': join(root, 'dist/widgets'),
    '/widgets-lite/': join(root, 'dist/widgets-lite'),
    '/bare/': bare,
    '/vanilla/': vanilla,
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const times = new Map(PAGES.map((entry) => [entry.name, []]));
  const liveTimes = new Map(PAGES.map((entry) => [entry.name, []]));
  try {
    // One round unmeasured (the browser's own start-up), then the pages take turns.
    for (const entry of PAGES) await timeOnce(browser, base + entry.path, entry.live);
    for (let run = 0; run < RUNS; run += 1) {
      for (const entry of PAGES) {
        const [usable, live] = await timeOnce(browser, base + entry.path, entry.live);
        times.get(entry.name).push(usable);
        if (entry.live) liveTimes.get(entry.name).push(live);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const medians = new Map([...times].map(([name, values]) => [name, median(values)]));
  return {
    runs: RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    pages: PAGES.map((entry) => {
      const ms = medians.get(entry.name);
      const peer = entry.peer ? medians.get(entry.peer) : undefined;
      const ratio = peer ? ms / peer : undefined;
      return {
        page: entry.name,
        medianMs: Number(ms.toFixed(1)),
        minMs: Number(Math.min(...times.get(entry.name)).toFixed(1)),
        maxMs: Number(Math.max(...times.get(entry.name)).toFixed(1)),
        liveMedianMs: entry.live ? Number(median(liveTimes.get(entry.name)).toFixed(1)) : null,
        peer: entry.peer ?? null,
        ratio: ratio === undefined ? null : Number(ratio.toFixed(2)),
        target: entry.peer ? `≤ ${TARGET_RATIO}× ${entry.peer}` : null,
        met: ratio === undefined ? null : ratio <= TARGET_RATIO,
      };
    }),
  };
}
