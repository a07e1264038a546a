import { dirname, relative, resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { chunkGraph } from './scripts/build-support';
import { firstPaint } from './scripts/first-paint';
import { releaseFiles } from './scripts/integrity';
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
 * Each entry file fetches every chunk it needs at once, not one level of imports per round trip
 * (rollup's hoistTransitiveImports, which rolldown does not have): a static import of a chunk
 * becomes imports of its whole graph, and a dynamic `import()` of a chunk (the entries load their
 * element after the first paint, scripts/first-paint.ts) becomes one `import()` per chunk of its
 * graph, all started together at the end of the entry's own task, resolving to the chunk's
 * module. The chunks are listed in the order they run, dependencies first; ES modules run each
 * module after its imports whatever order they arrive in.
 */
function flatImports(): Plugin {
  return {
    name: 'ftc-flat-imports',
    generateBundle(_options, bundle) {
      const graphOf = (fileNames: readonly string[]) => chunkGraph(bundle, fileNames);
      for (const entry of Object.values(bundle)) {
        if (entry.type !== 'chunk' || !entry.isEntry) continue;
        const from = dirname(entry.fileName);
        const path = (fileName: string) => `./${relative(from, fileName)}`;
        for (const target of entry.dynamicImports) {
          const graph = graphOf([target]);
          const call = new RegExp(`import\\((["'\`])${escapeRegExp(path(target))}\\1\\)`, 'g');
          if (!call.test(entry.code))
            throw new Error(`${entry.fileName}: no import() of ${target}`);
          const all = graph
            .map((fileName) => `import(${JSON.stringify(path(fileName))})`)
            .join(',');
          // At once, in the entry's own task (issue 27: live times). Started a task later, the first
          // view was drawn ~10 ms sooner but the element was live 25-45 ms later (bench-tti, 20
          // runs, load 3-5); a modulepreload link for each chunk instead was no better than this.
          entry.code = entry.code.replace(call, `Promise.all([${all}]).then(m=>m.pop())`);
        }
        const order = graphOf(entry.imports);
        if (order.length <= entry.imports.length) continue;
        entry.code = order.map((fileName) => `import"${path(fileName)}";`).join('') + entry.code;
      }
    },
  };
}

/** The query that marks ftc-widgets.js's own copy of a module (everyElementCopies). */
const EVERY = '?every';
const EVERY_ENTRY = resolve(root, 'widgets/ftc-widgets.ts');
/**
 * The kit's runtime, never copied: the element hosts, the API client, words, the stores, and the
 * form controls the `core` chunk holds (a copy of one would be on ftc-widgets.js's page twice:
 * the build fails then, and says which).
 */
const RUNTIME_MODULES =
  /[\\/]src[\\/]((lib|i18n|config|stores)[\\/]|contract[\\/](endpoints|error-codes)\.ts|ui[\\/](spinner|text-field|submit-button|words)\.tsx?)/;

/**
 * ftc-widgets.js, the every-element bundle, loads its own copy of the elements' code (each
 * module's id with EVERY) in one `elements` chunk, where the same modules shared with the
 * one-element entries sat in fourteen small chunks: each file is compressed on its own, and one
 * file is 4.4 kB gzip smaller than the fourteen (issue 27: lite 61.0 → 56.5 kB). The runtime
 * (React or Preact, r2wc, MobX, the store, the kit's core) is not copied: a page with
 * ftc-widgets.js and a one-element entry still has one of each (interface §2), and the element
 * that entry would define is already defined (element-base.tsx). The lazy parts (phone rules, the
 * plan manager, the sanitiser) stay one chunk for every entry.
 */
function everyElementCopies(): Plugin {
  return {
    name: 'ftc-every-element-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copying =
        importer === EVERY_ENTRY || (importer.endsWith(EVERY) && options.kind !== 'dynamic-import');
      if (!copying) return null;
      const resolved = await this.resolve(source, importer.replace(EVERY, ''), {
        ...options,
        skipSelf: true,
      });
      // Virtual modules, ?inline styles and packages are shared as they are.
      if (!resolved || resolved.external || /[?\0]/.test(resolved.id)) return resolved;
      if (resolved.id.includes('node_modules') || RUNTIME_MODULES.test(resolved.id))
        return resolved;
      return { ...resolved, id: resolved.id + EVERY };
    },
    load(id) {
      if (!id.endsWith(EVERY)) return null;
      return this.fs.readFile(id.slice(0, -EVERY.length), { encoding: 'utf8' });
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === EVERY_ENTRY,
      );
      if (entry?.type !== 'chunk') throw new Error('no chunk for widgets/ftc-widgets.ts');
      const modules = new Set(
        chunkGraph(bundle, [entry.fileName, ...entry.dynamicImports]).flatMap((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' ? chunk.moduleIds : [];
        }),
      );
      const twice = [...modules].filter(
        (id) => id.endsWith(EVERY) && modules.has(id.slice(0, -EVERY.length)),
      );
      if (twice.length)
        throw new Error(
          `ftc-widgets.js would load these modules twice (add them to RUNTIME_MODULES): ${twice.join(', ')}`,
        );
    },
  };
}

/** What an element on the page's store loads and a store-free element does not (issue 27). */
const STORE_MODULES =
  /[\\/]node_modules[\\/](mobx|mobx-react-lite|mobx-persist-store)[\\/]|[\\/]src[\\/](stores[\\/](?!registry\.ts)|lib[\\/](custom-element|toasts)\.tsx)/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    // releaseFiles: release.json and integrity.json (interface §12), after the others.
    plugins: [everyElementCopies(), firstPaint(), elementDocs(), flatImports(), releaseFiles()],
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
        // `exports-only` would not let the `elements` group leave its dependencies out of it;
        // every entry file still exports only its element (tests/build/integrity.test.ts).
        preserveEntrySignatures: 'allow-extension',
        output: {
          // Library mode alone keeps whitespace and comments.
          minify: true,
          comments: false,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Two shared chunks, fewer files for a page to fetch and a few hundred bytes less than
          // one chunk per sharing pattern: `store`, MobX and the page's store, which every element
          // but <ftc-newsletter> loads (it renders without them, issue 27); `core`, React (or
          // Preact), r2wc and the kit's own runtime, with whatever else every entry but one loads
          // at first (not the lazy chunks: $initial). A third, `elements`, is ftc-widgets.js's
          // own copy of the elements' code (everyElementCopies), without its dependencies.
          codeSplitting: {
            groups: [
              {
                name: 'core',
                test: (id) => !STORE_MODULES.test(id),
                minShareCount: ELEMENTS.length - 1,
              },

              { name: 'store', test: STORE_MODULES },
              {
                name: 'elements',
                test: (id) => id.endsWith(EVERY),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(widgetsConfig({ outDir: resolve(root, 'dist/widgets') }));
