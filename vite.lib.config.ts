import { dirname, relative, resolve } from 'node:path';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { chunkGraph } from './scripts/build-support';
import { esBindings } from './scripts/es-bindings';
import { FIRST_PAINT_COPY, firstPaint } from './scripts/first-paint';
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
        const early: string[] = [];
        for (const [index, target] of firstImportsOf(entry, bundle).entries()) {
          const graph = graphOf([target]);
          const call = new RegExp(`import\\((["'\`])${escapeRegExp(path(target))}\\1\\)`, 'g');
          if (!call.test(entry.code))
            throw new Error(`${entry.fileName}: no import() of ${target}`);
          const all = graph
            .map((fileName) => `import(${JSON.stringify(path(fileName))})`)
            .join(',');
          const name = `ftc$first${index}`;
          if (entry.code.includes(name)) throw new Error(`${entry.fileName} already uses ${name}`);
          early.push(`const ${name}=Promise.all([${all}]).then(m=>m.pop());`);
          entry.code = entry.code.replace(call, name);
        }
        // Asked for first thing, before the entry registers its styles and draws its first view
        // (issue 27): the requests start ~20 ms sooner, and the chunks still run after this file
        // (an import() resolves in a later task). Started a task later instead, the first view
        // was drawn ~10 ms sooner but the element was live 25-45 ms later (bench-tti, 20 runs);
        // a modulepreload link for each chunk was no better than this.
        entry.code = early.join('') + entry.code;
        const order = graphOf(entry.imports);
        if (order.length <= entry.imports.length) continue;
        entry.code = order.map((fileName) => `import"${path(fileName)}";`).join('') + entry.code;
      }
    },
  };
}

/**
 * An entry file's own `import()` of its elements' code (ftc-newsletter.js's and ftc-widgets.js's:
 * they draw a first view before it), which the page loads at first. Its other `import()` calls
 * are its elements' lazy parts (the entry files of elements without a first view hold their
 * element's code).
 */
const ELEMENT_MODULE = /[\\/]widgets[\\/]([^\\/]+[\\/]element|all-elements)\.ts\?of=/;
function firstImportsOf(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  return entry.dynamicImports.filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && ELEMENT_MODULE.test(chunk.facadeModuleId ?? '');
  });
}

/** The query that marks an entry's own copy of a module (entryCopies): `?of=ftc-login`. */
const COPY = '?of=';
const ENTRY_FILES = new Map<string, string>([
  [resolve(root, 'widgets/ftc-widgets.ts'), 'ftc-widgets'],
  ...ELEMENTS.map((element): [string, string] => [resolve(root, element.entry), element.tag]),
]);
/** The entry a module is a copy for, or undefined for a module every entry shares. */
const copyOf = (id: string) => {
  const at = id.lastIndexOf(COPY);
  return at === -1 ? undefined : id.slice(at + COPY.length);
};
const originalOf = (id: string) => {
  const at = id.lastIndexOf(COPY);
  return at === -1 ? id : id.slice(0, at);
};
/**
 * The kit's runtime, never copied: the element hosts, the API client, words, the stores, and the
 * form controls the `core` chunk holds (a copy of one would be on a page twice, with its
 * original: the build fails then, and says which).
 */
const RUNTIME_MODULES =
  /[\\/]src[\\/]((lib|i18n|config|stores)[\\/]|contract[\\/](endpoints|error-codes)\.ts|ui[\\/](spinner|text-field|submit-button|words)\.tsx?)/;

/**
 * Each entry loads its own copy of its elements' code (each module's id with `?of=<entry>`): in
 * the entry file itself for an element without a first view (`<ftc-login>`: its entry file,
 * `core` and `store`, 3 files), in one chunk of its own for ftc-newsletter.js and
 * ftc-widgets.js, which draw a first view before it. The modules two entries share sat in small
 * chunks of their own (9 files for `<ftc-login>`): a page opens at most 6 connections to a
 * host over HTTP/1.1, and each file costs a round of the browser's module loading, so the element
 * was live later (issue 27, bench-tti). Each file is compressed on its own too: ftc-widgets.js's
 * one chunk of elements is 4.4 kB gzip smaller than the fourteen it replaced.
 *
 * The runtime (React or Preact, r2wc, MobX, the store, the kit's core) is not copied: a page with
 * two entries still has one of each (interface §2), and the element the second would define is
 * already defined (element-base.tsx); what two entries both copy (say, the login form, for
 * `<ftc-login>` and `<ftc-signup>`) is downloaded by each. The lazy parts (phone rules, the plan
 * manager, the sanitiser) stay one chunk for every entry.
 */
function entryCopies(): Plugin {
  return {
    name: 'ftc-entry-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const entry =
        ENTRY_FILES.get(importer) ??
        (options.kind === 'dynamic-import' ? undefined : copyOf(importer));
      if (!entry) return null;
      const resolved = await this.resolve(source, originalOf(importer), {
        ...options,
        skipSelf: true,
      });
      // Virtual modules, ?inline styles and packages are shared as they are.
      if (!resolved || resolved.external || /[?\0]/.test(resolved.id)) return resolved;
      if (resolved.id.includes('node_modules') || RUNTIME_MODULES.test(resolved.id))
        return resolved;
      return { ...resolved, id: resolved.id + COPY + entry };
    },
    load(id) {
      if (!copyOf(id)) return null;
      return this.fs.readFile(originalOf(id), { encoding: 'utf8' });
    },
    generateBundle(_options, bundle) {
      for (const entry of Object.values(bundle)) {
        if (entry.type !== 'chunk' || !entry.isEntry) continue;
        // What the entry loads at first: its file, its element's chunk and their imports.
        const modules = new Set(
          chunkGraph(bundle, [entry.fileName, ...firstImportsOf(entry, bundle)]).flatMap(
            (fileName) => {
              const chunk = bundle[fileName];
              return chunk?.type === 'chunk' ? chunk.moduleIds : [];
            },
          ),
        );
        const twice = [...modules].filter((id) => copyOf(id) && modules.has(originalOf(id)));
        if (twice.length)
          throw new Error(
            `${entry.fileName} would load these modules twice (add them to RUNTIME_MODULES): ${twice.join(', ')}`,
          );
      }
    },
  };
}

/** What an element on the page's store loads and a store-free element does not (issue 27). */
const STORE_MODULES =
  /[\\/]node_modules[\\/](mobx|mobx-react-lite|mobx-persist-store)[\\/]|[\\/]src[\\/](stores[\\/](?!registry\.ts)|lib[\\/](custom-element|toasts)\.tsx)/;

/**
 * Which chunk a module goes to (a fresh namer per build: it remembers what it has seen):
 * - an entry's copies of its elements' code: rolldown's own splitting, which puts them in the
 *   entry file, or in the one chunk its `import()` loads (`element`, `all-elements`);
 * - MobX and the page's store, to `store`, which every element but <ftc-newsletter> loads (it
 *   renders without them, issue 27);
 * - everything else an element needs at first, to `core`: React (or Preact), r2wc and the kit's
 *   runtime, and in the React build rolldown's CommonJS helpers (only `core` calls them:
 *   scripts/es-bindings.ts);
 * - the lazy parts (phone rules, the plan manager, the sanitiser, toasts): rolldown's own
 *   splitting, a chunk each, loaded when first used.
 */
function chunkNamer() {
  const eager = new Map<string, boolean>();
  /** Loaded at first: imported (not by `import()`) from an entry, a copy, or such a module. */
  const isEager = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const known = eager.get(id);
    if (known !== undefined) return known;
    eager.set(id, false); // an import cycle: decided by its other importers
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const result = importers.some(
      (importer) =>
        ENTRY_FILES.has(importer) ||
        copyOf(importer) !== undefined ||
        importer.includes(FIRST_PAINT_COPY) ||
        isEager(importer, ctx),
    );
    eager.set(id, result);
    return result;
  };
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    if (copyOf(id)) return null;
    if (ENTRY_FILES.has(id) || id.includes(FIRST_PAINT_COPY) || id.includes('ftc-first-paint'))
      return null;
    if (STORE_MODULES.test(id)) return 'store';
    if (isEager(id, ctx)) return 'core';
    return null;
  };
}

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
    plugins: [
      // React's build only: the lite build's preact/compat is ES modules already.
      ...(alias.react ? [] : [esBindings()]),
      entryCopies(),
      firstPaint(),
      elementDocs(),
      flatImports(),
      releaseFiles(),
    ],
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
        // `exports-only` would not let the groups leave their dependencies out of them; every
        // entry file still exports only its element (tests/build/integrity.test.ts).
        preserveEntrySignatures: 'allow-extension',
        output: {
          // Library mode alone keeps whitespace and comments.
          minify: true,
          comments: false,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Two shared chunks, `core` and `store`, and each entry's own copy of its elements'
          // code (chunkNamer, entryCopies), each group without its dependencies.
          codeSplitting: {
            groups: [{ name: chunkNamer(), includeDependenciesRecursively: false }],
          },
        },
      },
    },
  };
}

export default defineConfig(widgetsConfig({ outDir: resolve(root, 'dist/widgets') }));
