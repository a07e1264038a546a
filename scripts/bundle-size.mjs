// What a page downloads for one entry of dist/widgets: the entry, every chunk it imports
// (statically, transitively; the entry's own import() calls too), and any CSS file they reference. Shared by the bench and the
// size-budget test.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;
/**
 * An entry file's own load of its elements' code, after its first view: the build writes it as
 * `Promise.all([import("…"),…])` (vite.lib.config.ts, flatImports). Its other import() calls,
 * in the code of an element the entry file holds, are lazy.
 */
const FIRST_IMPORTS = /\bPromise\.all\(\[((?:import\("[^"]+"\),?)+)\]\)/g;
const IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

export function filesLoadedBy(entry, { entryImports = true } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // The entry file's own import() calls load the element right after its first paint
    // (scripts/first-paint.ts): they are part of the page; any other import() is lazy.
    const dynamic =
      entryImports && file === resolve(entry)
        ? [...source.matchAll(FIRST_IMPORTS)].flatMap((group) => [
            ...(group[1] ?? '').matchAll(DYNAMIC_IMPORT),
          ])
        : [];
    for (const match of [...source.matchAll(IMPORT), ...dynamic]) {
      const target = resolve(dirname(file), match[1]);
      if (target.endsWith('.js') || target.endsWith('.css')) visit(target);
    }
  };
  visit(resolve(entry));
  return [...seen];
}

export function compressedSize(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { raw, gzip, brotli };
}

export function entrySize(dir, entry, options) {
  const files = filesLoadedBy(join(dir, entry), options);
  return { files: files.map((file) => relative(dir, file)), ...compressedSize(files) };
}

/**
 * The site's entry (dist/demo, issue 27): the module script index.html starts and every chunk it
 * imports statically, without the route chunks (those load with their routes) or the stylesheet.
 */
export function siteEntrySize(demoDir) {
  const html = readFileSync(join(demoDir, 'index.html'), 'utf8');
  const src = html.match(/<script type="module"[^>]*\ssrc="\/([^"]+)"/)?.[1];
  if (!src) throw new Error(`no module script in ${demoDir}/index.html`);
  // The site's import() calls are its route chunks, not part of every page.
  return entrySize(demoDir, src, { entryImports: false });
}
