import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../net';

/**
 * A throwaway cluster of the operating system's PostgreSQL (Debian's `postgresql` package), so
 * the API tests also run against the engine production uses, reached through DATABASE_URL. As
 * root, the cluster runs as the `postgres` user (PostgreSQL refuses root).
 */
export interface DebianPostgres {
  /** `postgres://…/postgres` of a superuser, on 127.0.0.1. */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** Fast shutdown (the way an operator's restart does it). */
  stop(): void;
  /** Start again on the same port and data (after `stop`). */
  start(): void;
  /** Stops and removes the cluster. */
  destroy(): void;
}

/** The newest `/usr/lib/postgresql/<version>/bin`, or null when the package is missing. */
export function debianPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest ? join(root, newest, 'bin') : null;
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const bin = debianPostgresBin();
  if (!bin)
    throw new Error(
      "Debian's PostgreSQL is not installed: run `apt-get install -y postgresql` (bash .ci/run does).",
    );
  const asRoot = process.getuid?.() === 0;
  const base = mkdtempSync(join(tmpdir(), 'ftc-debian-pg-'));
  chmodSync(base, 0o755);
  const dataDir = join(base, 'data');
  const password = `t${Math.random().toString(36).slice(2)}`;
  const pwfile = join(base, 'pw');
  writeFileSync(pwfile, password);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', base]);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`.trim());
  };
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'ftc',
    '--pwfile',
    pwfile,
    '--auth',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(base, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    adminUrl: `postgres://ftc:${password}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start: () => {
      start();
      running = true;
    },
    stop: () => {
      stop();
      running = false;
    },
    destroy: () => {
      if (running) {
        try {
          stop();
        } catch {
          // Already gone: nothing to stop.
        }
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}
