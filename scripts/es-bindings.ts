// The library build's CommonJS packages as ES modules (issue 27): React's four entry points and
// crypto-js. Rolldown interops a CommonJS module through helpers of its own (`__toESM`,
// `__commonJSMin`), and every chunk importing React called them, so they sat in a chunk of their
// own: one file more on every page of the React build, fetched beside `core` and `store`.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(resolve(root, 'package.json'));

/** React's entry points the kit and its packages import. */
const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const STAND_IN = '\0ftc-es:';
/** crypto-js's two modules the session code imports (src/lib/secure-session.ts). */
const CRYPTO = new Map([
  ['crypto-js/aes', 'AES'],
  ['crypto-js/enc-utf8', 'Utf8'],
]);
const CRYPTO_MODULE = '\0ftc-crypto-js';
const NODE_FALLBACK = "typeof require === 'function'";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * One ES module in React's place for each of its entry points: it imports the CommonJS module once
 * and exports its names. An `import` of React anywhere (the kit, r2wc, MobX's bindings, the toasts)
 * reads those bindings, so only `core`, which holds the stand-ins, calls rolldown's helpers, and
 * rolldown puts them there. A `require()` inside React's own CommonJS still gets React itself.
 *
 * crypto-js (the lazy session chunk's, and the helpers' other user) is bundled on its own into
 * one ES module with its own copy of the helpers (0.5 kB), so no lazy chunk shares them.
 *
 * The React build only: the lite build aliases React to preact/compat, ES modules already.
 */
export function esBindings(): Plugin {
  let crypto: Promise<string> | undefined;
  return {
    name: 'ftc-es-bindings',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (CRYPTO.has(source)) return `${CRYPTO_MODULE}:${source}`;
      if (source === CRYPTO_MODULE) return CRYPTO_MODULE;
      // A stand-in imports React by its file's path, so it never comes back here.
      if (!REACT.includes(source) || options.kind === 'require-call') return null;
      return STAND_IN + source;
    },
    async load(id) {
      if (id.startsWith(STAND_IN)) {
        const name = id.slice(STAND_IN.length);
        const file = require.resolve(name);
        const names = Object.keys(require(name)).filter(
          (key) => IDENTIFIER.test(key) && key !== 'default',
        );
        return [
          `import m from ${JSON.stringify(file)};`,
          'export default m;',
          `export const { ${names.join(', ')} } = m;`,
        ].join('\n');
      }
      if (id === CRYPTO_MODULE) {
        crypto ??= bundleCrypto();
        return crypto;
      }
      if (id.startsWith(`${CRYPTO_MODULE}:`)) {
        const name = CRYPTO.get(id.slice(CRYPTO_MODULE.length + 1));
        return `export { ${name} as default } from ${JSON.stringify(CRYPTO_MODULE)};`;
      }
      return null;
    },
  };
}

/** crypto-js's AES and UTF-8 modules as one ES module exporting `AES` and `Utf8`. */
async function bundleCrypto(): Promise<string> {
  const entry = 'ftc-crypto-entry';
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      {
        name: 'ftc-crypto-entry',
        enforce: 'pre',
        resolveId: (source) => (source === entry ? `\0${entry}` : null),
        load: (id) =>
          id === `\0${entry}`
            ? [...CRYPTO]
                .map(([module, name]) => `export { default as ${name} } from '${module}';`)
                .join('\n')
            : null,
        // crypto-js's core falls back to Node's `crypto` where the page has no
        // `crypto.getRandomValues` (every browser the kit supports has it); that `require` would
        // bring rolldown's require shim, and with it the shared helpers, back.
        transform(code, id) {
          if (!/[\\/]crypto-js[\\/]core\.js$/.test(id)) return null;
          if (!code.includes(NODE_FALLBACK)) throw new Error('crypto-js: its Node fallback moved');
          return code.replace(NODE_FALLBACK, 'false');
        },
      },
    ],
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        output: { format: 'es' },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [chunk] = (Array.isArray(output) ? output[0] : output)?.output ?? [];
  if (chunk?.type !== 'chunk') throw new Error('crypto-js: no bundle');
  return chunk.code;
}
