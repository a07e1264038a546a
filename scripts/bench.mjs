// `npm run bench`: what a page downloads for each element of dist/widgets (React) and
// dist/widgets-lite (preact/compat), entry + chunks, against issue 14's targets, beside floors
// built here: a minimal React 19 page rendering one form, alone and with the kit's runtime
// libraries, the same form on preact/compat, a vanilla custom element. Then the ten largest
// modules of each page, the time to a live element and where it goes (scripts/bench-tti.mjs),
// the server, caregiver search, the admin metrics over a year of invented business
// (scripts/bench-metrics.ts), several instances behind HAProxy (scripts/bench-cluster.ts: live
// messaging, a mixed load, a kill) and Lighthouse. Prints tables and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { build } from 'vite';
import { benchTti, printTti } from './bench-tti.mjs';
import { analyseBuild } from './bundle-analysis.mjs';
import { entrySize, siteEntrySize } from './bundle-size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const widgetsDir = join(root, 'dist/widgets');
const work = join(root, 'bench/.work');
/** The site built on React (FTC_SITE_RUNTIME=react), the baseline of its entry and Lighthouse. */
const reactSite = join(root, 'bench/.site-react');

/** The two widget builds, with issue 14's targets (gzip kB of a page with that entry). */
const BUILDS = [
  {
    build: 'React',
    dir: widgetsDir,
    script: 'build:lib',
    config: 'vite.lib.config.ts',
    targets: {
      'ftc-newsletter.js': 95,
      'ftc-login.js': 100,
      'ftc-signup.js': 110,
      'ftc-widgets.js': 145,
    },
  },
  {
    build: 'lite',
    dir: join(root, 'dist/widgets-lite'),
    script: 'build:lite',
    config: 'vite.lite.config.ts',
    targets: { 'ftc-newsletter.js': 40, 'ftc-widgets.js': 75 },
  },
];

for (const { dir, script } of BUILDS) {
  if (existsSync(join(dir, 'ftc-widgets.js'))) continue;
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const FORM = `
function Form() {
  return createElement('form', null,
    createElement('label', { htmlFor: 'e' }, 'Email'),
    createElement('input', { id: 'e', type: 'email' }),
    createElement('button', null, 'Subscribe'));
}`;

const FLOORS = {
  'floor: React 19 + one form': `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
${FORM}
createRoot(document.getElementById('root')).render(createElement(Form));`,
  'floor: + r2wc, MobX, mobx-react-lite, mobx-persist-store, react-toastify': `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import r2wc from '@r2wc/react-to-web-component';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { makePersistable } from 'mobx-persist-store';
import { ToastContainer, toast } from 'react-toastify/unstyled';
${FORM}
class Store { email = ''; constructor() { makeAutoObservable(this); makePersistable(this, { name: 'x', properties: ['email'], storage: localStorage }); } }
const store = new Store();
const Observed = observer(() => createElement('div', null, createElement(Form), store.email, createElement(ToastContainer)));
customElements.define('x-form', r2wc(Observed, { shadow: 'open' }));
createRoot(document.getElementById('root')).render(createElement(Observed));
toast('hi');`,
  'floor: preact/compat + one form': `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
${FORM}
createRoot(document.getElementById('root')).render(createElement(Form));`,
  'floor: vanilla custom element, one form': `
customElements.define('x-form', class extends HTMLElement {
  connectedCallback() {
    this.attachShadow({ mode: 'open' }).innerHTML =
      '<form><label for="e">Email</label><input id="e" type="email"><button>Subscribe</button></form>';
  }
});`,
};

/** Floors built with React aliased to preact/compat, as the lite build does. */
const PREACT = {
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};
const FLOOR_ALIASES = { 'floor: preact/compat + one form': PREACT };

async function floorSize(name, source, index) {
  const dir = join(work, `floor-${index}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'entry.js'), source);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: FLOOR_ALIASES[name] ?? {} },
    build: {
      outDir: join(dir, 'out'),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      rolldownOptions: {
        input: join(dir, 'entry.js'),
        preserveEntrySignatures: false,
        output: { entryFileNames: 'entry.js', format: 'es' },
      },
    },
  });
  return { name, ...entrySize(join(dir, 'out'), 'entry.js') };
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

const builds = BUILDS.map(({ build, dir, targets }) => ({
  build,
  rows: readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => ({ name: file, ...entrySize(dir, file), targetKB: targets[file] ?? null })),
}));
const rows = builds[0].rows;

const floors = [];
let index = 0;
for (const [name, source] of Object.entries(FLOORS)) {
  floors.push(await floorSize(name, source, index++));
}

const sizeRow = (row, build = '') => ({
  page: row.name,
  build,
  files: row.files.length,
  'raw kB': kB(row.raw),
  'gzip kB': kB(row.gzip),
  'brotli kB': kB(row.brotli),
  'target gzip kB': row.targetKB ?? '',
  met: row.targetKB ? (row.gzip <= row.targetKB * 1000 ? 'yes' : 'NO') : '',
});
console.log('\nBytes a page downloads for each element (entry + chunks it imports), both builds');
console.table([
  ...builds.flatMap(({ build, rows }) => rows.map((row) => sizeRow(row, build))),
  ...floors.map((row) => sizeRow(row)),
]);

// The site's entry (issue 27: ≤ 90 kB gzip), as built (preact/compat), beside the same pages built
// on React into bench/.site-react/demo, served with the same widgets for Lighthouse below.
rmSync(reactSite, { recursive: true, force: true });
mkdirSync(reactSite, { recursive: true });
for (const folder of ['widgets', 'widgets-lite', 'ssr']) {
  symlinkSync(join(root, 'dist', folder), join(reactSite, folder));
}
const reactBuild = spawnSync('npx', ['vite', 'build', '--outDir', join(reactSite, 'demo')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, FTC_SITE_RUNTIME: 'react' },
});
if (reactBuild.status !== 0) process.exit(reactBuild.status ?? 1);
spawnSync(process.execPath, ['scripts/precompress.mjs', join(reactSite, 'demo')], { cwd: root });
const site = [
  { build: 'preact/compat (dist/demo)', ...siteEntrySize(join(root, 'dist/demo')), targetKB: 90 },
  { build: 'React (FTC_SITE_RUNTIME=react)', ...siteEntrySize(join(reactSite, 'demo')) },
];
console.log("\nThe site's entry: the module index.html starts and its static imports");
console.table(
  site.map((row) => ({
    build: row.build,
    files: row.files.length,
    'gzip kB': kB(row.gzip),
    'brotli kB': kB(row.brotli),
    'target gzip kB': row.targetKB ?? '',
    met: row.targetKB ? (row.gzip <= row.targetKB * 1000 ? 'yes' : 'NO') : '',
  })),
);

// The ten largest modules of each page (minified bytes, and gzip of each module's code alone).
const modules = {};
for (const { build, config } of BUILDS) {
  const slug = build === 'React' ? 'widgets' : 'widgets-lite';
  const pages = await analyseBuild({
    root,
    configFile: config,
    outDir: join(work, `analysis-${slug}`),
    treemapFile: join(root, 'dist/analysis', `${slug}.html`),
  });
  modules[build] = Object.fromEntries(
    Object.entries(pages).map(([page, list]) => [page, list.slice(0, 10)]),
  );
  for (const [page, list] of Object.entries(modules[build])) {
    console.log(`\nTop ten modules of a page with ${page}, ${build} build`);
    console.table(
      list.map(({ module, bytes, gzip }) => ({
        module,
        'minified kB': kB(bytes),
        'gzip alone kB': kB(gzip),
      })),
    );
  }
}
console.log(`Treemaps (rollup-plugin-visualizer): dist/analysis/widgets.html, widgets-lite.html`);

const tti = await benchTti({ root, work });
printTti(tti);
rmSync(work, { recursive: true, force: true });

register();
const { benchServer } = await import('./bench-server.ts');
console.log(
  `\nServer throughput (autocannon in a worker thread, the servers alone on the main thread; ${process.env.BENCH_SECONDS ?? 5} s per route, 10 connections; GET routes ${process.env.BENCH_SERVER_ROUNDS ?? 3} interleaved rounds, medians; "per server CPU" counts requests per CPU-second of the servers' thread)`,
);
const server = await benchServer();
console.table(
  server.runs.map((run) => ({
    route: run.name,
    'req/s': run.rps,
    'p99 ms': run.p99Ms,
    'vs empty route': run.vsEmpty,
    'vs same bytes': run.vsSameBytes ?? '',
    'server CPU µs/req': run.cpuUsPerRequest,
    'per server CPU vs empty': run.cpuVsEmpty,
    'per server CPU vs same bytes': run.cpuVsSameBytes ?? '',
    errors: run.errors + run.non2xx,
  })),
);
console.log('Server process (npm start: Node + embedded PostgreSQL)');
console.table(server.process);

const { benchSearch, printSearch } = await import('./bench-search.ts');
const search = await benchSearch();
printSearch(search);

const { benchMetrics, printMetrics } = await import('./bench-metrics.ts');
const metrics = await benchMetrics();
printMetrics(metrics);

let cluster = null;
if (process.env.BENCH_SKIP_CLUSTER) {
  console.log('Several instances skipped (BENCH_SKIP_CLUSTER)');
} else {
  const { benchCluster, printCluster } = await import('./bench-cluster.ts');
  cluster = await benchCluster();
  printCluster(cluster);
}

let lighthouse = [];
let lighthouseReact = [];
if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  console.log('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE)');
} else {
  const { benchLighthouse, calibratedCpuSlowdown, PRESET_CPU_SLOWDOWN } = await import(
    './bench-lighthouse.ts'
  );
  console.log(
    '\nLighthouse 12, mobile preset, against npm start on 127.0.0.1: median of BENCH_LIGHTHOUSE_RUNS (5) runs per page (target: performance ≥ 98, blocking time ≤ 100 ms)',
  );
  lighthouse = await benchLighthouse();
  console.table(lighthouse);
  console.log('The same, with the site built on React (the baseline)');
  lighthouseReact = await benchLighthouse(reactSite);
  console.table(lighthouseReact);
  // The preset's 4× is meant for a host of benchmarkIndex ~1,500 (scripts/bench-lighthouse.ts):
  // how this one compares, so that a slower host is told from a slower site.
  const indices = lighthouse
    .map((row) => row.benchmarkIndex)
    .filter((value) => value)
    .sort((a, b) => a - b);
  const index = indices[Math.floor((indices.length - 1) / 2)];
  if (index !== undefined) {
    console.log(
      `This machine's benchmarkIndex: ${index}; Lighthouse's calculator would slow its CPU ${calibratedCpuSlowdown(index) ?? '(too slow to emulate)'}× to emulate the mobile device (the preset: ${PRESET_CPU_SLOWDOWN}×, meant for ~1,500)`,
    );
  }
}
rmSync(reactSite, { recursive: true, force: true });

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes: { elements: rows, lite: builds[1].rows, floors, site },
  modules,
  tti,
  server,
  search,
  metrics,
  cluster,
  lighthouse,
  lighthouseReact,
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results.json');
