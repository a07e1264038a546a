import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_FILE } from '../../db/database';
import { processInfo } from '../../db/leftover-postgres';
import { freePort, waitForHttp } from '../../net';

/**
 * A crash is not an outage: the real server process is killed with SIGKILL in the middle of
 * a stream of writes, started again on the same DATA_DIR, and must come up with every write
 * it acknowledged.
 */

const dirs: string[] = [];
const children: ChildProcess[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ftc-crash-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

interface Running {
  child: ChildProcess;
  base: string;
  dataDir: string;
  stderr: () => string;
}

async function startProcess(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_ROOT: join(dataDir, 'no-static'),
      LOG_LEVEL: 'warn',
      RATE_NEWSLETTER_PER_HOUR: '1000000',
      RATE_NEWSLETTER_PER_EMAIL_PER_HOUR: '1000000',
      RATE_CLIENT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/v1/health`, child, 60_000);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { child, base, dataDir, stderr: () => stderr };
}

/** The postmaster's pid and port from DATA_DIR/postgres/postmaster.pid (undefined if none). */
function postmaster(dataDir: string): { pid: number; port: number } | undefined {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Postmasters running on this data folder (their command line names it). */
function postmastersOf(dataDir: string): number[] {
  const databaseDir = join(dataDir, 'postgres');
  const pids: number[] = [];
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  for (const entry of all) {
    const info = processInfo(entry);
    if (!info) continue;
    const flag = info.command.indexOf('-D');
    if (info.command[0]?.endsWith('/postgres') && info.command[flag + 1] === databaseDir)
      pids.push(entry);
  }
  return pids;
}

/** Running: neither gone nor a zombie (ended, not yet reaped). */
function alive(pid: number): boolean {
  const info = processInfo(pid);
  return info !== undefined && !info.zombie;
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

function exited(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Newsletter sign-ups from `workers` clients at once, each a new address, until the server
 * stops answering: the addresses acknowledged (2xx), the other answers, and how many were sent.
 */
function writeStream(base: string, workers = 8) {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let sent = 0;
  const worker = async (w: number) => {
    for (let i = 0; ; i++) {
      const email = `crash-${w}-${i}@example.com`;
      sent++;
      let response: Response;
      try {
        response = await fetch(`${base}/v1/users/add-newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
      } catch {
        return; // the server is gone (killed): this client's stream ends
      }
      if (response.ok) acknowledged.push(email);
      else refused.push(`${email}: ${response.status}`);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return { acknowledged, refused, sent: () => sent, done };
}

async function subscribersAmong(dataDir: string, emails: string[]): Promise<Set<string>> {
  const running = postmaster(dataDir);
  if (!running) throw new Error('no postmaster.pid');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: running.port,
    user: 'ftc',
    password: readFileSync(join(dataDir, PASSWORD_FILE), 'utf8').trim(),
    database: 'ftc',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      'select email from newsletter_subscribers where email = any($1::text[])',
      [emails],
    );
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

/** Runs writes until `count` are acknowledged (or 10 s), then kills with SIGKILL mid-stream. */
async function writeThenKill(running: Running, count: number, alsoPostmaster: boolean) {
  const stream = writeStream(running.base);
  await waitFor(() => stream.acknowledged.length >= count, 10_000);
  const before = postmaster(running.dataDir);
  running.child.kill('SIGKILL');
  if (alsoPostmaster && before) process.kill(before.pid, 'SIGKILL');
  await exited(running.child);
  await stream.done;
  return {
    acknowledged: [...stream.acknowledged],
    refused: stream.refused,
    sent: stream.sent(),
    postmaster: before,
  };
}

async function stopCleanly(running: Running) {
  const done = exited(running.child);
  running.child.kill('SIGTERM');
  await done;
  return running.child.exitCode;
}

afterEach(async () => {
  // Whatever happened, no server and no PostgreSQL is left behind.
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  for (const dir of dirs) {
    for (const pid of postmastersOf(dir)) {
      process.kill(pid, 'SIGINT');
      if (!(await waitFor(() => !alive(pid), 10_000))) process.kill(pid, 'SIGKILL');
    }
  }
});

afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Linux: the processes are found through /proc.
describe.skipIf(process.platform !== 'linux')(
  'a server killed with SIGKILL in the middle of writes',
  () => {
    it('starts again over the PostgreSQL it left running, with every acknowledged write', async () => {
      const dataDir = newDataDir();
      const first = await startProcess(dataDir);
      const killed = await writeThenKill(first, 150, false);
      expect(killed.acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(killed.refused).toEqual([]);
      // What a crash leaves: the embedded PostgreSQL, still running without its server.
      expect(killed.postmaster).toBeDefined();
      const orphan = killed.postmaster?.pid ?? 0;
      expect(alive(orphan)).toBe(true);

      const second = await startProcess(dataDir);
      expect(second.stderr()).toContain(`(pid ${orphan}) was still running`);
      expect(alive(orphan)).toBe(false);
      expect(postmastersOf(dataDir)).toEqual([postmaster(dataDir)?.pid]);

      const found = await subscribersAmong(dataDir, killed.acknowledged);
      const lost = killed.acknowledged.filter((email) => !found.has(email));
      console.info(
        `crash: ${killed.acknowledged.length} acknowledged of ${killed.sent} sent, ${lost.length} lost`,
      );
      expect(lost).toEqual([]);

      // The restarted server works and stops cleanly, leaving nothing behind.
      const again = await fetch(`${second.base}/v1/users/add-newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'after-crash@example.com' }),
      });
      expect(again.ok).toBe(true);
      expect(await stopCleanly(second)).toBe(0);
      expect(postmastersOf(dataDir)).toEqual([]);
    });

    it('also when PostgreSQL is killed with it (recovery from its log at the next start)', async () => {
      const dataDir = newDataDir();
      const first = await startProcess(dataDir);
      const killed = await writeThenKill(first, 150, true);
      expect(killed.acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(killed.refused).toEqual([]);
      const oldPid = killed.postmaster?.pid ?? 0;

      // Started at once: the killed postmaster may not even be reaped yet.
      const second = await startProcess(dataDir);
      expect(alive(oldPid)).toBe(false);
      const found = await subscribersAmong(dataDir, killed.acknowledged);
      const lost = killed.acknowledged.filter((email) => !found.has(email));
      console.info(
        `crash with PostgreSQL: ${killed.acknowledged.length} acknowledged of ${killed.sent} sent, ${lost.length} lost`,
      );
      expect(lost).toEqual([]);
      expect(await stopCleanly(second)).toBe(0);
      expect(postmastersOf(dataDir)).toEqual([]);
    });
  },
);
