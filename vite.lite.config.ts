import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { widgetsConfig } from './vite.lib.config';

const root = import.meta.dirname;

/**
 * React's modules, aliased to preact/compat at build time: by the lite widget build, and by the
 * site's build (vite.config.ts). Exact matches only ($): react-dom/client and the JSX runtimes
 * have their own entries.
 */
export const preactAlias: Record<string, string> = {
  // preact/compat's roots, updated as React updates them (see the file).
  'react-dom/client': resolve(root, 'src/lib/preact-root.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

/**
 * The lite build (`npm run build:lite` → dist/widgets-lite/): the same sources, entries, element
 * names, attributes, events, parts and manifest as dist/widgets, with React aliased to
 * preact/compat at build time. Nothing else differs (README, "Which build").
 */
export default defineConfig(
  widgetsConfig({
    outDir: resolve(root, 'dist/widgets-lite'),
    // compat's named exports and a small default object (see the file): the elements ship no
    // code that needs the rest of compat's default object. The site keeps the whole of it.
    alias: { ...preactAlias, react: resolve(root, 'src/lib/preact-react.ts') },
  }),
);
