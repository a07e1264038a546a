// `npm run bench`: what a page downloads for each element of dist/widgets (entry + chunks),
// beside floors built here: a minimal React 19 page rendering one form, alone and with the
// kit's runtime libraries. Prints a table and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { build } from 'vite';
import { entrySize } from './bundle-size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const widgetsDir = join(root, 'dist/widgets');
const work = join(root, 'bench/.work');

if (!existsSync(join(widgetsDir, 'ftc-widgets.js'))) {
  const result = spawnSync('npm', ['run', 'build:lib'], { cwd: root, stdio: 'inherit' });
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
};

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
    resolve: { alias: {} },
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

const rows = readdirSync(widgetsDir)
  .filter((file) => file.endsWith('.js'))
  .sort()
  .map((file) => ({ name: file, ...entrySize(widgetsDir, file) }));

const floors = [];
let index = 0;
for (const [name, source] of Object.entries(FLOORS)) {
  floors.push(await floorSize(name, source, index++));
}
rmSync(work, { recursive: true, force: true });

const table = [...rows, ...floors].map((row) => ({
  page: row.name,
  files: row.files.length,
  'raw kB': kB(row.raw),
  'gzip kB': kB(row.gzip),
  'brotli kB': kB(row.brotli),
}));
console.log('\nBytes a page downloads for each element (entry + chunks it imports)');
console.table(table);

register();
const { benchServer } = await import('./bench-server.ts');
console.log(
  `\nServer throughput (autocannon on 127.0.0.1, ${process.env.BENCH_SECONDS ?? 5} s per route, 10 connections)`,
);
const server = await benchServer();
console.table(
  server.runs.map((run) => ({
    route: run.name,
    'req/s': run.rps,
    'p99 ms': run.p99Ms,
    'vs empty route': run.vsEmpty,
    errors: run.errors + run.non2xx,
  })),
);
console.log('Server process (npm start: Node + embedded PostgreSQL)');
console.table(server.process);

const { benchSearch, printSearch } = await import('./bench-search.ts');
const search = await benchSearch();
printSearch(search);

let lighthouse = [];
if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  console.log('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE)');
} else {
  const { benchLighthouse } = await import('./bench-lighthouse.ts');
  console.log('\nLighthouse 12, mobile preset, against npm start on 127.0.0.1');
  lighthouse = await benchLighthouse();
  console.table(lighthouse);
}

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes: { elements: rows, floors },
  server,
  search,
  lighthouse,
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results.json');
