import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Release, ReleaseIntegrity } from '../../src/contract/release-values';
import { ELEMENTS } from '../../widgets/registry';

// Interface §12: each library build writes integrity.json (every file of the build → its
// sha384) and release.json (the version, and every chunk each entry can load). Checked here
// against the files themselves, hashed again and their imports read from the code.

const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

/** Every file under `dir` but integrity.json and the precompressed copies. */
function buildFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter((file) => file !== 'integrity.json' && !/\.(br|gz)$/.test(file))
    .sort();
}

/** What a module can load: its static imports and its import() calls, read from its code. */
const IMPORTS = /(?:\bimport\s*\(\s*|\bimport\s*|\bfrom\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

function loadedBy(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, target] of code.matchAll(IMPORTS)) {
      visit(relative(dir, resolve(dir, dirname(file), target as string)).replaceAll('\\', '/'));
    }
  };
  visit(entry);
  seen.delete(entry);
  return [...seen].sort();
}

for (const dir of ['dist/widgets', 'dist/widgets-lite']) {
  describe(`${dir}: integrity.json and release.json`, () => {
    const integrity = JSON.parse(readFileSync(`${dir}/integrity.json`, 'utf8')) as ReleaseIntegrity;
    const release = JSON.parse(readFileSync(`${dir}/release.json`, 'utf8')) as Release;

    it('names every file of the build, and no other', () => {
      const files = buildFiles(dir);
      expect(files).toContain('release.json');
      expect(files).toContain('custom-elements.json');
      expect(Object.keys(integrity).sort()).toEqual(files);
    });

    it('gives each file the sha384 of its bytes, as an integrity attribute writes it', () => {
      for (const file of buildFiles(dir)) {
        const hash = createHash('sha384')
          .update(readFileSync(join(dir, file)))
          .digest('base64');
        expect(integrity[file], file).toBe(`sha384-${hash}`);
      }
    });

    it("carries package.json's version, and every chunk each entry loads, lazy ones too", () => {
      expect(release.version).toBe(version);
      const entries = ['ftc-widgets.js', ...ELEMENTS.map((element) => `${element.tag}.js`)];
      expect(Object.keys(release.entries).sort()).toEqual([...entries].sort());
      for (const entry of entries) {
        const read = loadedBy(dir, entry);
        // The entries load their element with import() (the first paint), and the lazy chunks
        // (toasts, phone rules) come from chunks: all of them count.
        expect(read.length, entry).toBeGreaterThan(3);
        expect(release.entries[entry], entry).toEqual(read);
      }
    });
  });
}

// Partners import an entry's element by name (interface §2); the build's entry signatures allow
// extension (vite.lib.config.ts), so nothing else may appear in an entry's exports.
for (const dir of ['dist/widgets', 'dist/widgets-lite']) {
  describe(`${dir}: what the entry files export`, () => {
    const exportsOf = (file: string) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/\bexport\s*\{([^}]*)\}/g)].flatMap(
        ([, names]) =>
          (names ?? '').split(',').map((name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop(),
          ),
      );

    it('each one-element entry exports its element alone; ftc-widgets.js exports nothing', () => {
      for (const element of ELEMENTS) {
        const name = `Ftc${element.tag
          .slice('ftc-'.length)
          .split('-')
          .map((word) => word[0]?.toUpperCase() + word.slice(1))
          .join('')}Element`;
        expect([element.tag, exportsOf(`${element.tag}.js`)]).toEqual([element.tag, [name]]);
      }
      expect(exportsOf('ftc-widgets.js')).toEqual([]);
    });
  });
}
