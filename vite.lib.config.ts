import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { customElementsManifest, declarations } from './scripts/manifest';
import { ELEMENTS } from './widgets/registry';

const root = import.meta.dirname;

/** Emits custom-elements.json and the .d.ts files from the one registry of elements. */
function elementDocs(): Plugin {
  return {
    name: 'ftc-element-docs',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(customElementsManifest(), null, 2)}\n`,
      });
      for (const { file, source } of declarations()) {
        this.emitFile({ type: 'asset', fileName: file, source });
      }
    },
  };
}

/**
 * The embeddable library: one ES module per element plus ftc-widgets.js, common code in shared
 * chunks so two elements on a page download React once (interface §2).
 */
export default defineConfig({
  // Relative URLs: lazily loaded chunks resolve next to the entry, wherever a partner hosts it.
  base: './',
  publicDir: false,
  define: {
    // Library builds keep process.env.NODE_ENV otherwise: development React, and
    // "process is not defined" on a partner's page.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  plugins: [elementDocs()],
  build: {
    outDir: resolve(root, 'dist/widgets'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    cssCodeSplit: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        'ftc-widgets': resolve(root, 'widgets/ftc-widgets.ts'),
        ...Object.fromEntries(
          ELEMENTS.map((element) => [element.tag, resolve(root, element.entry)]),
        ),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
