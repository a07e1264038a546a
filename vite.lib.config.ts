import { dirname, relative, resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
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
 * Each entry file names every chunk it needs, not only its direct imports, so a browser fetches
 * them all at once instead of one level of imports per round trip (rollup's
 * hoistTransitiveImports, which rolldown does not have). The imports are added in the order the
 * chunks run, dependencies first, so nothing runs in another order than before.
 */
function flatImports(): Plugin {
  return {
    name: 'ftc-flat-imports',
    generateBundle(_options, bundle) {
      for (const entry of Object.values(bundle)) {
        if (entry.type !== 'chunk' || !entry.isEntry) continue;
        // Depth first, each chunk after its own imports: the order in which they run.
        const order: string[] = [];
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || chunk?.type !== 'chunk') return;
          seen.add(fileName);
          for (const imported of chunk.imports) visit(imported);
          order.push(fileName);
        };
        for (const imported of entry.imports) visit(imported);
        if (order.length <= entry.imports.length) continue;
        const from = dirname(entry.fileName);
        entry.code =
          order.map((fileName) => `import"./${relative(from, fileName)}";`).join('') + entry.code;
      }
    },
  };
}

export interface WidgetsBuild {
  outDir: string;
  /** Module aliases of this build (the lite build puts preact/compat in React's place). */
  alias?: Record<string, string>;
}

/**
 * The embeddable library: one ES module per element plus ftc-widgets.js, common code in shared
 * chunks so two elements on a page download the runtime once (interface §2). The React build
 * (below) and the lite build (vite.lite.config.ts) differ only in `WidgetsBuild`.
 */
export function widgetsConfig({ outDir, alias = {} }: WidgetsBuild): UserConfig {
  const entries = {
    'ftc-widgets': resolve(root, 'widgets/ftc-widgets.ts'),
    ...Object.fromEntries(ELEMENTS.map((element) => [element.tag, resolve(root, element.entry)])),
  };
  return {
    // Relative URLs: lazily loaded chunks resolve next to the entry, wherever a partner hosts it.
    base: './',
    publicDir: false,
    define: {
      // Library builds keep process.env.NODE_ENV otherwise: development React, and
      // "process is not defined" on a partner's page.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    resolve: {
      alias: {
        // The package's "module" build is ES5 (a generator state machine for every async
        // function): its ES2015 build is the same code at 60% of the size (issue 14).
        'mobx-persist-store': resolve(root, 'node_modules/mobx-persist-store/lib/esm2015/index.js'),
        ...alias,
      },
    },
    plugins: [elementDocs(), flatImports()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      cssCodeSplit: false,
      reportCompressedSize: false,
      // Library mode: dynamic imports (toasts, phone rules, crypto) stay plain `import()`,
      // without the app build's preload helper (issue 14: 0.6 kB of every page).
      lib: {
        entry: entries,
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        preserveEntrySignatures: 'exports-only',
        output: {
          // Library mode alone keeps whitespace and comments.
          minify: true,
          comments: false,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // One core chunk: React (or Preact), MobX, r2wc and the kit's own runtime, with whatever
          // else every entry but one loads at first (not the lazy chunks: $initial). Fewer files
          // for a page to fetch, and a few hundred bytes less than one chunk per sharing pattern.
          codeSplitting: {
            groups: [
              {
                name: 'core',
                tags: ['$initial'],
                minShareCount: Object.keys(entries).length - 1,
              },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(widgetsConfig({ outDir: resolve(root, 'dist/widgets') }));
