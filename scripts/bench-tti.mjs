// Time to a live element (issue 27, target 1), for `npm run bench`: cold pages in Chromium (a new
// browser context each run: empty cache) from a local static server on 127.0.0.1 that gzips like
// a CDN. <ftc-newsletter>, <ftc-login> and <ftc-caregiver-search>, each from dist/widgets (React)
// and from dist/widgets-lite (preact/compat), one element per page, beside their peers: a bare
// React 19 form (the React build's) and a vanilla custom element (the lite build's), one form each.
//
// Live: from navigation start until the element's own input accepts input: rendered by its
// runtime (not the first paint's copy, which carries data-ftc-first-paint: src/lib/first-paint.ts),
// in the page, enabled, and focus() lands on it; a MutationObserver in the document and in every
// shadow root watches for it. The ratio to the peer is on this time. Usable: until the first
// input of that kind takes focus, the first paint's included (only <ftc-newsletter> has one).
//
// Where the time goes, per run, from the page's own timeline (medians over the runs; the medians
// of the parts need not add up to the median of the whole):
// - before scripts: navigation and HTML, until the first of the element's scripts is requested;
// - download: from that request's start to the responseEnd of the last of its scripts needed to
//   define it (Resource Timing; for a peer, its one script), the entry's evaluation between an
//   entry file and its chunks included (`of it idle`: the time none of them was in flight);
// - evaluation: from there to `ftc:defined` (the runtime module evaluated, the element defined);
// - store restore: `ftc:defined` to `ftc:store-restored` (the root store's `ready`);
// - first render: from the later of the two to `ftc:rendered` (the element's root committed its
//   own first render);
// - to input: from `ftc:rendered` to live.
// The marks are set by the kit (src/lib/marks.ts). A page without them (a peer, or a build from
// before them, see BENCH_TTI_BASELINE) has its evaluation column from its last script's
// responseEnd to live: evaluation, store and render together.
//
// <ftc-caregiver-search> has no `near` attribute here, so it searches nothing on mount: it shows
// its form without a server, and the page's api-base (127.0.0.1:9, where nothing listens) is
// never called; a request to it, or any page error, fails the bench.
//
// BENCH_TTI_RUNS (20): cold loads per page, the pages taking turns after one unmeasured round;
// each round starts one page further on, so no page is always first or last of a round.
// `vs peer` is the ratio of the medians (the target's figure); `paired` is the median of each
// round's ratio (the element and its peer of the same round), which the machine's drift during a
// run moves less.
// BENCH_TTI_CPU (1): Chromium's CPU slowdown. BENCH_TTI_BASELINE: a folder holding another
// widgets/ and widgets-lite/ (say, an earlier commit's dist/), measured in the same runs beside
// this one's, for a before/after.
// `node scripts/bench-tti.mjs` runs this part alone (after npm run build:lib && npm run build:lite).

import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs } from './chromium-flags.mjs';
import { chromePath } from './require-chromium.mjs';

const RUNS = Number(process.env.BENCH_TTI_RUNS ?? 20);
/** Chromium's CPU slowdown (Lighthouse's mobile preset uses 4); 1: this machine's speed. */
const CPU_SLOWDOWN = Number(process.env.BENCH_TTI_CPU ?? 1);
const BASELINE = process.env.BENCH_TTI_BASELINE ? resolve(process.env.BENCH_TTI_BASELINE) : null;
/** Issue 27: live within 1.3× the peer. */
const TARGET_RATIO = 1.3;
const API_BASE = 'http://127.0.0.1:9/';

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

/** The elements, each with the input that says it accepts input (read from its component). */
const ELEMENTS = [
  // src/newsletter: the email field (its first paint has one too, inside data-ftc-first-paint).
  { tag: 'ftc-newsletter', input: 'input[type="email"]' },
  // src/auth/login-form.tsx: the email-or-mobile field, named `username` for password managers.
  { tag: 'ftc-login', input: 'input[name="username"]' },
  // src/caregivers/caregiver-search.tsx: the ZIP field, `near`.
  { tag: 'ftc-caregiver-search', input: 'input[name="near"]' },
];

/** Runs before any script of the page: notes when the wanted input first takes focus. */
const probe = (selector) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const roots = [document];
  const takesFocus = (input) => {
    if (!input.isConnected || input.disabled) return false;
    input.focus();
    return input.getRootNode().activeElement === input;
  };
  const check = () => {
    for (const root of roots) {
      for (const input of root.querySelectorAll(selector)) {
        const own = !input.closest('[data-ftc-first-paint]');
        if (window.__ftcUsableAt === undefined && takesFocus(input)) {
          window.__ftcUsableAt = performance.now();
        }
        // The element's own input (not its first paint's): the runtime is live.
        if (own && window.__ftcLiveAt === undefined && takesFocus(input)) {
          window.__ftcLiveAt = performance.now();
        }
      }
    }
  };
  const watch = (root) =>
    new MutationObserver(check).observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
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
    <meta name="ftc-api-base" content="${API_BASE}">
    <title>A partner's page</title>
    ${head}
  </head>
  <body>
    <h1>A partner's page</h1>
    ${body}
  </body>
</html>`;

const PEERS = {
  React: {
    name: 'bare React 19 form',
    path: '/bare-react.html',
    scripts: '/bare/',
    input: 'input[type="email"]',
    html: page('<script type="module" src="/bare/entry.js"></script>', '<div id="root"></div>'),
  },
  lite: {
    name: 'vanilla custom element',
    path: '/vanilla.html',
    scripts: '/vanilla/',
    input: 'input[type="email"]',
    html: page(
      '<script type="module" src="/vanilla/x-newsletter.js"></script>',
      '<x-newsletter></x-newsletter>',
    ),
  },
};

function pages() {
  const builds = [
    { build: 'React', mount: '/widgets/', suffix: '' },
    { build: 'lite', mount: '/widgets-lite/', suffix: '' },
  ];
  if (BASELINE) {
    builds.push(
      { build: 'React', mount: '/baseline/widgets/', suffix: ' (baseline)' },
      { build: 'lite', mount: '/baseline/widgets-lite/', suffix: ' (baseline)' },
    );
  }
  const elements = ELEMENTS.flatMap((element) =>
    builds.map(({ build, mount, suffix }) => ({
      name: `<${element.tag}>, ${build} build${suffix}`,
      path: `${mount.replaceAll('/', '-')}${element.tag}.html`.replace(/^-/, '/'),
      tag: element.tag,
      scripts: mount,
      input: element.input,
      peer: PEERS[build].name,
      html: page(
        `<script type="module" src="${mount}${element.tag}.js"></script>`,
        `<${element.tag}></${element.tag}>`,
      ),
    })),
  );
  return [...elements, PEERS.React, PEERS.lite];
}

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
function serve(list, mounts) {
  const cache = new Map();
  // Longest prefix first: /baseline/widgets/ before /widgets/.
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const pageHtml = list.find((entry) => entry.path === url.pathname)?.html;
    let body;
    let type = 'text/html';
    if (pageHtml) {
      body = Buffer.from(pageHtml);
    } else {
      const mount = prefixes.find((prefix) => url.pathname.startsWith(prefix));
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
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => resolvePromise(server));
  });
}

/** In the page, once live: the run's times, all from navigation start (ms). */
function timeline({ scripts, tag }) {
  const markAt = (name) =>
    performance
      .getEntriesByName(`ftc:${name}`, 'mark')
      .find((entry) => !tag || name === 'store-restored' || entry.detail === tag)?.startTime ??
    null;
  const defined = markAt('defined');
  const live = window.__ftcLiveAt;
  // The element's scripts needed to define it (later ones, such as the toasts warmed by a focus,
  // are not on the way to live).
  const until = defined ?? live;
  const own = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith(scripts))
    .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= until);
  // Within the download: the time no script of the element was in flight (an entry file
  // evaluated before its chunks were asked for, say).
  let idle = 0;
  let reach = -Infinity;
  for (const entry of [...own].sort((a, b) => a.startTime - b.startTime)) {
    if (reach !== -Infinity && entry.startTime > reach) idle += entry.startTime - reach;
    reach = Math.max(reach, entry.responseEnd);
  }
  return {
    usable: window.__ftcUsableAt,
    idle,
    live,
    scriptsStart: Math.min(...own.map((entry) => entry.startTime)),
    scriptsEnd: Math.max(...own.map((entry) => entry.responseEnd)),
    scriptCount: own.length,
    scriptBytes: own.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    defined,
    restored: markAt('store-restored'),
    rendered: markAt('rendered'),
  };
}

/** One run's parts (ms); null where the page has no mark for it. */
function parts(t) {
  const after = (from, to) => (from === null || to === null ? null : Math.max(0, to - from));
  const ready = t.defined === null ? null : Math.max(t.defined, t.restored ?? t.defined);
  return {
    beforeScripts: t.scriptsStart,
    download: t.scriptsEnd - t.scriptsStart,
    idleInDownload: t.idle,
    evaluation: after(t.scriptsEnd, t.defined ?? t.live),
    storeRestore: after(t.defined, t.restored),
    firstRender: after(ready, t.rendered),
    toInput: after(t.rendered, t.live),
  };
}

async function timeOnce(browser, url, entry) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    if (CPU_SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await tab.addInitScript(probe(entry.input));
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('request', (request) => {
      if (request.url().startsWith(API_BASE)) errors.push(`called the API: ${request.url()}`);
    });
    await tab.goto(url);
    await tab
      .waitForFunction(() => window.__ftcLiveAt !== undefined, undefined, { timeout: 15_000 })
      .catch((error) => {
        throw new Error(`${url}: not live (${[...errors, error.message].join('; ')})`);
      });
    const times = await tab.evaluate(timeline, { scripts: entry.scripts, tag: entry.tag ?? null });
    if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
    return times;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (!present.length) return null;
  const sorted = [...present].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The list starting at its `by`-th entry (wrapping round). */
const rotate = (list, by) => list.map((_, index) => list[(index + by) % list.length]);
const round = (value) => (value === null ? null : Number(value.toFixed(1)));

/** Median ms to a live element per page, its ratio to its peer, and where the time went. */
export async function benchTti({ root, work }) {
  const list = pages();
  const bare = await buildBareReact(work);
  const vanilla = join(work, 'tti-vanilla');
  mkdirSync(vanilla, { recursive: true });
  writeFileSync(join(vanilla, 'x-newsletter.js'), VANILLA);
  const mounts = {
    '/widgets/': join(root, 'dist/widgets'),
    '/widgets-lite/': join(root, 'dist/widgets-lite'),
    '/bare/': bare,
    '/vanilla/': vanilla,
  };
  if (BASELINE) {
    mounts['/baseline/widgets/'] = join(BASELINE, 'widgets');
    mounts['/baseline/widgets-lite/'] = join(BASELINE, 'widgets-lite');
  }
  const server = await serve(list, mounts);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const runs = new Map(list.map((entry) => [entry.name, []]));
  try {
    // One round unmeasured (the browser's own start-up), then the pages take turns.
    for (const entry of list) await timeOnce(browser, base + entry.path, entry);
    for (let run = 0; run < RUNS; run += 1) {
      const times = new Map();
      for (const entry of rotate(list, run)) {
        times.set(entry.name, await timeOnce(browser, base + entry.path, entry));
      }
      for (const entry of list) runs.get(entry.name).push(times.get(entry.name));
    }
  } finally {
    await browser.close();
    server.close();
  }
  const liveMedian = (name) => median(runs.get(name).map((times) => times.live));
  return {
    runs: RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    baseline: BASELINE,
    pages: list.map((entry) => {
      const times = runs.get(entry.name);
      const live = liveMedian(entry.name);
      const peer = entry.peer ? liveMedian(entry.peer) : null;
      const ratio = peer ? live / peer : null;
      // Run i of a page and run i of its peer are from the same round.
      const paired = entry.peer
        ? median(times.map((t, run) => t.live / runs.get(entry.peer)[run].live))
        : null;
      const split = times.map(parts);
      const breakdown = Object.fromEntries(
        Object.keys(split[0]).map((key) => [key, round(median(split.map((part) => part[key])))]),
      );
      return {
        page: entry.name,
        liveMedianMs: round(live),
        liveMinMs: round(Math.min(...times.map((t) => t.live))),
        liveMaxMs: round(Math.max(...times.map((t) => t.live))),
        usableMedianMs: round(median(times.map((t) => t.usable))),
        peer: entry.peer ?? null,
        peerLiveMedianMs: round(peer),
        ratio: ratio === null ? null : Number(ratio.toFixed(2)),
        pairedRatio: paired === null ? null : Number(paired.toFixed(2)),
        target: entry.peer ? `≤ ${TARGET_RATIO}× ${entry.peer}` : null,
        met: ratio === null ? null : ratio <= TARGET_RATIO,
        scripts: median(times.map((t) => t.scriptCount)),
        scriptKB: round(median(times.map((t) => t.scriptBytes)) / 1000),
        breakdownMs: breakdown,
      };
    }),
  };
}

const cell = (value) => (value === null || value === undefined ? '' : value);

/** The tables `npm run bench` prints. */
export function printTti(tti) {
  console.log(
    `\nTime to a live element: cold page, median of ${tti.runs} runs each, CPU slowdown ${tti.cpuSlowdown}× (BENCH_TTI_CPU)${tti.baseline ? `, baseline ${tti.baseline}` : ''}`,
  );
  console.table(
    tti.pages.map((row) => ({
      page: row.page,
      'live ms': row.liveMedianMs,
      'min ms': row.liveMinMs,
      'max ms': row.liveMaxMs,
      'first view ms': row.usableMedianMs,
      'peer live ms': cell(row.peerLiveMedianMs),
      'vs peer': cell(row.ratio),
      paired: cell(row.pairedRatio),
      target: cell(row.target),
      met: row.met === null ? '' : row.met ? 'yes' : 'NO',
    })),
  );
  console.log(
    'Where the time goes (ms, median of each part; scripts to define the element, gzip kB)',
  );
  console.table(
    tti.pages.map((row) => ({
      page: row.page,
      'before scripts': cell(row.breakdownMs.beforeScripts),
      download: cell(row.breakdownMs.download),
      'of it idle': cell(row.breakdownMs.idleInDownload),
      evaluation: cell(row.breakdownMs.evaluation),
      'store restore': cell(row.breakdownMs.storeRestore),
      'first render': cell(row.breakdownMs.firstRender),
      'to input': cell(row.breakdownMs.toInput),
      scripts: row.scripts,
      kB: row.scriptKB,
    })),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const work = join(root, 'bench/.work-tti');
  try {
    printTti(await benchTti({ root, work }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
