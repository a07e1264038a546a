// Which modules a page's bytes are (issue 14), for `npm run bench`. A widget build is made again
// into a scratch directory with hidden source maps; every minified byte of each chunk is credited
// to its source module through the map and summed over what a page loads (its entry and static
// imports, as scripts/bundle-size.mjs counts them). rollup-plugin-visualizer also draws the build
// as a treemap (dist/analysis/<build>.html) to look at by eye; its sizes are before minification,
// which is why the table comes from the source maps.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { build, loadConfigFromFile } from 'vite';
import { filesLoadedBy } from './bundle-size.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Bytes no source map covers: CSS imported as strings (`?inline`), the bundler's own helpers. */
export const UNMAPPED = '(no source: inline CSS, bundler helpers)';

/** The source index of every generated segment: per line, [column, source or -1] pairs. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A module's display name: `react-dom/cjs/…` for a package, `src/…` for the project. */
function moduleName(source, root) {
  const packaged = source.split(/node_modules[\\/]/);
  if (packaged.length > 1) return packaged.at(-1);
  return relative(root, source);
}

/** The minified code of one output file, by source module. */
export function codeByModule(file, root) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const byModule = new Map();
  const add = (name, text) => byModule.set(name, (byModule.get(name) ?? '') + text);
  if (!existsSync(mapFile)) {
    add(UNMAPPED, code);
    return byModule;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sources = map.sources.map((source) =>
    moduleName(join(file, '..', map.sourceRoot ?? '', source), root),
  );
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, index) => {
    const text = lines[index] ?? '';
    let start = 0;
    let owner = -1;
    for (const [column, source] of segments) {
      if (column > start) add(owner < 0 ? UNMAPPED : sources[owner], text.slice(start, column));
      start = column;
      owner = source;
    }
    add(owner < 0 ? UNMAPPED : sources[owner], `${text.slice(start)}\n`);
  });
  return byModule;
}

/**
 * Builds `configFile` into `outDir` with source maps and returns, per entry file, its modules by
 * minified size: `{ module, bytes, gzip }` (gzip of the module's code alone), largest first.
 */
export async function analyseBuild({ root, configFile, outDir, treemapFile }) {
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(root, configFile),
    root,
    'silent',
  );
  await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      ...(config.plugins ?? []),
      visualizer({ filename: treemapFile, template: 'treemap', gzipSize: true, title: configFile }),
    ],
    build: { ...config.build, outDir, sourcemap: 'hidden' },
  });
  const perFile = new Map();
  const modulesOf = (file) => {
    if (!perFile.has(file)) perFile.set(file, codeByModule(file, root));
    return perFile.get(file);
  };
  const entries = config.build.lib.entry;
  const pages = {};
  for (const name of Object.keys(entries)) {
    const entry = `${name}.js`;
    const modules = new Map();
    for (const file of filesLoadedBy(join(outDir, entry))) {
      for (const [module, code] of modulesOf(file)) {
        modules.set(module, (modules.get(module) ?? '') + code);
      }
    }
    pages[entry] = [...modules]
      .map(([module, code]) => ({
        module,
        bytes: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
      }))
      .sort((a, b) => b.bytes - a.bytes);
  }
  return pages;
}
