// The library builds' release files (interface §12), written beside the bundles:
// - `release.json`: the version (package.json's) and, for each entry file, every chunk it can
//   load (static imports, the entry's import() calls and the lazy chunks behind them,
//   transitively), so a page can pin them all (src/partners/snippets.ts);
// - `integrity.json`: every file of the build (release.json too) → its `sha384-…` hash, read
//   from the written files, so it is what is served. Not the precompressed copies
//   (scripts/precompress.mjs runs after): a browser checks the decoded bytes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import {
  INTEGRITY_FILE,
  RELEASE_FILE,
  type Release,
  type ReleaseIntegrity,
} from '../src/contract/release-values';

const root = resolve(import.meta.dirname, '..');

/** The version every build carries: package.json's. */
export const packageVersion = (): string =>
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** `sha384-<base64>` of some bytes: the form of an `integrity` attribute. */
export const sha384 = (bytes: Buffer | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The files a build's integrity.json covers: all but itself and the precompressed copies. */
export const releaseFilesUnder = (dir: string): string[] =>
  filesUnder(dir).filter((file) => file !== INTEGRITY_FILE && !/\.(br|gz)$/.test(file));

/** Every chunk `entry` can load, static and dynamic imports, transitively (entry excluded). */
export function chunksLoadedBy(bundle: Rolldown.OutputBundle, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  visit(entry);
  seen.delete(entry);
  return [...seen].sort();
}

export function releaseFiles(): Plugin {
  let outDir = '';
  return {
    name: 'ftc-release-files',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle)
        .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry)
        .map((chunk) => chunk.fileName)
        .sort();
      const release: Release = {
        version: packageVersion(),
        entries: Object.fromEntries(entries.map((entry) => [entry, chunksLoadedBy(bundle, entry)])),
      };
      this.emitFile({
        type: 'asset',
        fileName: RELEASE_FILE,
        source: `${JSON.stringify(release, null, 2)}\n`,
      });
    },
    writeBundle() {
      const integrity: ReleaseIntegrity = Object.fromEntries(
        releaseFilesUnder(outDir).map((file) => [file, sha384(readFileSync(join(outDir, file)))]),
      );
      writeFileSync(join(outDir, INTEGRITY_FILE), `${JSON.stringify(integrity, null, 2)}\n`);
    },
  };
}
