import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { routePreloads } from './scripts/route-preloads';
import { sitePrerender } from './scripts/site-prerender';
import { preactAlias } from './vite.lite.config';

const root = import.meta.dirname;
// The package's ES2015 build, as the library build uses (its default is ES5: larger).
const alias = {
  'mobx-persist-store': resolve(root, 'node_modules/mobx-persist-store/lib/esm2015/index.js'),
  // The router's production build: its package exports only the development one, whose
  // warnings and checks run at every navigation (issue 27: creating the router at load).
  'react-router': resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
};
/**
 * The site's pages are written for React and run in the browser on preact/compat (issue 27: the
 * entry and its work at load), as the lite widget build does. `FTC_SITE_RUNTIME=react` builds them
 * on React (the bench's baseline). The pages prerendered at build time and rendered by the server
 * stay React (react-dom/server); the browser's first render takes them over without hydrating.
 */
const runtime = process.env.FTC_SITE_RUNTIME === 'react' ? {} : preactAlias;
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** The company's own site (demo/), built to dist/demo and served by `npm start`. */
export default defineConfig({
  root: resolve(root, 'demo'),
  envDir: root,
  resolve: { alias: { ...alias, ...runtime } },
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
