import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * The pages the server renders at request time (issue 24): demo/render-profile.ts as a Node module,
 * dist/ssr/render-profile.js, loaded by server/plugins/static-site.ts (no dev toolchain needed at
 * run time). Packages stay imports of node_modules; stylesheets are left out (nothing to paint).
 */
export default defineConfig({
  root,
  logLevel: 'warn',
  build: {
    ssr: resolve(root, 'demo/render-profile.ts'),
    outDir: resolve(root, 'dist/ssr'),
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'render-profile.js' } },
  },
});
