import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { routePreloads } from './scripts/route-preloads';
import { sitePrerender } from './scripts/site-prerender';

const root = import.meta.dirname;
// The package's ES2015 build, as the library build uses (its default is ES5: larger).
const alias = {
  'mobx-persist-store': resolve(root, 'node_modules/mobx-persist-store/lib/esm2015/index.js'),
};
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** The company's own site (demo/), built to dist/demo and served by `npm start`. */
export default defineConfig({
  root: resolve(root, 'demo'),
  envDir: root,
  resolve: { alias },
  plugins: [routePreloads(alias), sitePrerender(alias)],
  build: {
    outDir: resolve(root, 'dist/demo'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    // `npm run dev`: the API comes from the reference server (interface §1).
    proxy: { '/v1': apiTarget, '/dev': apiTarget, '/widgets': apiTarget, '/media': apiTarget },
  },
});
