// Server figures for `npm run bench`: requests per second and p99 for FAQs, login and the
// newsletter, each beside a bare Fastify route measured in the same run; start time and
// memory of the real `npm start` server process with its embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedContent } from '../server/db/seed';
import { freePort, waitForHttp } from '../server/net';
import { hashPassword } from '../server/services/passwords';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** The GET routes are measured this many times, interleaved; the figure is the median. */
const ROUNDS = Number(process.env.BENCH_SERVER_ROUNDS ?? 3);
const CONNECTIONS = 10;

interface Run {
  name: string;
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Bytes received per answer, headers included (the same-bytes route's are the FAQs'). */
  bytesPerRequest: number;
  /** CPU of the server's thread per answer (µs), and answers per CPU-second of it. */
  cpuUsPerRequest: number;
  perCpuSecond: number;
}

/**
 * CPU time of this process's main thread (the servers' thread; the client runs in a worker),
 * user + system, in ms, from /proc (clock ticks of 10 ms): what a request costs the server,
 * whether or not the client kept it busy, and whatever else the (shared) machine runs.
 */
function serverThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type LoadOptions = Omit<autocannon.Options, 'requests'> & { emails?: string };

/**
 * One autocannon run in a worker thread: the server (and the bare routes) keep this thread to
 * themselves, and the client's parsing of every answer is not charged to them.
 */
function load(options: LoadOptions): Promise<Omit<Run, 'name'>> {
  const cpuBefore = serverThreadCpuMs();
  const worker = new Worker(new URL('./bench-load-worker.mjs', import.meta.url), {
    workerData: { duration: DURATION_S, connections: CONNECTIONS, ...options },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      const cpuMs = serverThreadCpuMs() - cpuBefore;
      const { completed: _, ...figures } = result;
      resolve({
        ...figures,
        rps: Math.round(result.rps),
        cpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(1, result.completed)),
        perCpuSecond: Math.round(result.completed / Math.max(0.01, cpuMs / 1000)),
        bytesPerRequest: Math.round(result.bytesPerRequest),
      });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  return dir;
}

/** Headers a server sets per connection or per answer itself; the rest are copied. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * The throughput table alone (no start-time figures): `node --import tsx scripts/bench-server.ts`.
 * The GET routes run ROUNDS times in turn (bare empty, bare same bytes, FAQs, the order turning
 * each round), and each ratio is the median of the rounds' ratios.
 */
export async function throughput() {
  const dataDir = tempDir('ftc-bench-');
  const database = await openDatabase({ dataDir, poolSize: 20 });
  await migrate(database.pool);
  await seedContent(database.pool);
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    RATE_CLIENT_PER_MINUTE: '100000000',
    RATE_NEWSLETTER_PER_HOUR: '100000000',
    RATE_LOGIN_FAILURES: '100000000',
  });
  const app = await buildApp({
    config: { ...config, staticRoot: undefined },
    pool: database.pool,
    logger: false,
  });
  const api = await app.listen({ port: 0, host: '127.0.0.1' });

  // The FAQs answer as the app sends it (English, no Origin): the bare "same bytes" route sends
  // these bytes with these headers, from a constant, with no hooks or plugins.
  const sample = await fetch(`${api}/v1/users/faqs`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const faqBytes = Buffer.from(await sample.arrayBuffer());
  const faqHeaders: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) faqHeaders[name] = value;
  });

  const bare = Fastify();
  bare.get('/empty', async () => ({ success: true, message: 'ok' }));
  bare.post('/empty', async () => ({ success: true, message: 'ok' }));
  bare.get('/same-bytes', (_request, reply) => {
    reply.headers(faqHeaders).send(faqBytes);
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  await database.pool.query(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash, is_mobile_verified)
     values ('user', 'Bench Parent', 'bench@example.com', '+1', '2015550100', $1, true)`,
    [await hashPassword('sunshine42')],
  );
  const json = { 'content-type': 'application/json' };

  const gets: [string, LoadOptions][] = [
    ['empty GET (bare Fastify)', { url: `${bareUrl}/empty` }],
    [
      `same bytes GET (bare Fastify, ${faqBytes.length} B, same headers)`,
      { url: `${bareUrl}/same-bytes` },
    ],
    ['GET /v1/users/faqs', { url: `${api}/v1/users/faqs` }],
    [
      'GET /v1/users/faqs, Accept-Encoding as a browser (gzip)',
      { url: `${api}/v1/users/faqs`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
    ],
  ];
  const rounds: Record<string, Omit<Run, 'name'>>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const results: Record<string, Omit<Run, 'name'>> = {};
    for (let n = 0; n < gets.length; n += 1) {
      const [name, options] = gets[(n + round) % gets.length] as [string, LoadOptions];
      results[name] = await load(options);
    }
    rounds.push(results);
  }
  const [emptyName, sameName] = gets.map(([name]) => name) as [string, string];
  /** The median over the rounds of this route's figure over the baseline's, same round. */
  const ratio = (name: string, baseline: string, field: 'rps' | 'perCpuSecond') =>
    Number(
      median(
        rounds.map((round) => (round[name]?.[field] ?? 0) / (round[baseline]?.[field] ?? 1)),
      ).toFixed(3),
    );
  const getRuns = gets.map(([name]) => {
    const of = rounds.map((round) => round[name] as Omit<Run, 'name'>);
    return {
      name,
      rps: Math.round(median(of.map((run) => run.rps))),
      p99Ms: median(of.map((run) => run.p99Ms)),
      errors: of.reduce((sum, run) => sum + run.errors, 0),
      non2xx: of.reduce((sum, run) => sum + run.non2xx, 0),
      bytesPerRequest: Math.round(of[0]?.bytesPerRequest ?? 0),
      cpuUsPerRequest: Math.round(median(of.map((run) => run.cpuUsPerRequest))),
      perCpuSecond: Math.round(median(of.map((run) => run.perCpuSecond))),
      vsEmpty: ratio(name, emptyName, 'rps'),
      vsSameBytes: name === emptyName ? null : ratio(name, sameName, 'rps'),
      cpuVsEmpty: ratio(name, emptyName, 'perCpuSecond'),
      cpuVsSameBytes: name === emptyName ? null : ratio(name, sameName, 'perCpuSecond'),
      rounds: of.map((run) => run.rps),
    };
  });

  const emptyPost = {
    name: 'empty POST (bare Fastify)',
    ...(await load({
      url: `${bareUrl}/empty`,
      method: 'POST',
      headers: json,
      body: '{"email":"a@example.com"}',
    })),
  };
  const posts = [
    {
      name: 'POST /v1/user/login',
      ...(await load({
        url: `${api}/v1/user/login`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: 'bench@example.com',
          login_input: 'bench@example.com',
          password: 'sunshine42',
          type: 'user',
          device: 'web',
        }),
      })),
    },
    {
      name: 'POST /v1/users/add-newsletter',
      ...(await load({
        url: `${api}/v1/users/add-newsletter`,
        method: 'POST',
        headers: json,
        emails: 'reader',
      })),
    },
  ];

  await app.close();
  await bare.close();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return [
    ...getRuns,
    {
      ...emptyPost,
      vsEmpty: 1,
      vsSameBytes: null,
      cpuVsEmpty: 1,
      cpuVsSameBytes: null,
      rounds: [emptyPost.rps],
    },
    ...posts.map((run) => ({
      ...run,
      vsEmpty: Number((run.rps / emptyPost.rps).toFixed(3)),
      vsSameBytes: null,
      cpuVsEmpty: Number((run.perCpuSecond / emptyPost.perCpuSecond).toFixed(3)),
      cpuVsSameBytes: null,
      rounds: [run.rps],
    })),
  ];
}

function rssOf(pids: number[]): number {
  if (!pids.length) return 0;
  const out = execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')]).toString();
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) * 1024;
}

function descendants(pid: number): number[] {
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
}

/** Start time (fresh data directory, then a restart) and memory of the real server process. */
async function startAndMemory() {
  const dataDir = tempDir('ftc-bench-start-');
  const figures: Record<string, number> = {};
  for (const label of ['first start (initdb)', 'restart']) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Development transports (the outbox): production refuses to start without SMTP/SMS.
        NODE_ENV: 'development',
      },
      // stderr shown: a start that fails says why in the bench's output.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHttp(`http://127.0.0.1:${port}/v1/health`, child);
    figures[`${label} ms`] = Math.round(performance.now() - started);
    await fetch(`http://127.0.0.1:${port}/v1/users/faqs`);
    const pids = [child.pid as number, ...descendants(child.pid as number)];
    figures[`${label}: node RSS MB`] = Math.round(rssOf([child.pid as number]) / 1e6);
    figures[`${label}: node + PostgreSQL RSS MB`] = Math.round(rssOf(pids) / 1e6);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  return figures;
}

export async function benchServer() {
  const runs = await throughput();
  const process = await startAndMemory();
  return {
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    client: 'autocannon in a worker thread (the server alone on the main thread)',
    runs,
    process,
  };
}

// Run alone: prints the throughput table (BENCH_SECONDS shortens it).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await throughput());
}
