// Server figures for `npm run bench`: requests per second and p99 for FAQs, login and the
// newsletter, each beside a bare Fastify route measured in the same run; start time and
// memory of the real `npm start` server process with its embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedContent } from '../server/db/seed';
import { freePort, waitForHttp } from '../server/net';
import { hashPassword } from '../server/services/passwords';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Run {
  name: string;
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  return dir;
}

/** The throughput table alone (no start-time figures): `node --import tsx scripts/bench-server.ts`. */
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

  const bare = Fastify();
  bare.get('/empty', async () => ({ success: true, message: 'ok' }));
  bare.post('/empty', async () => ({ success: true, message: 'ok' }));
  const empty = await bare.listen({ port: 0, host: '127.0.0.1' });

  await database.pool.query(
    `insert into accounts (type, full_name, email, country_code, mobile, password_hash, is_mobile_verified)
     values ('user', 'Bench Parent', 'bench@example.com', '+1', '2015550100', $1, true)`,
    [await hashPassword('sunshine42')],
  );
  const json = { 'content-type': 'application/json' };
  let reader = 0;

  const runs = [
    await measure('empty GET (bare Fastify)', { url: `${empty}/empty` }),
    await measure('GET /v1/users/faqs', { url: `${api}/v1/users/faqs` }),
    await measure('empty POST (bare Fastify)', {
      url: `${empty}/empty`,
      method: 'POST',
      headers: json,
      body: '{"email":"a@example.com"}',
    }),
    await measure('POST /v1/user/login', {
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
    }),
    await measure('POST /v1/users/add-newsletter', {
      url: `${api}/v1/users/add-newsletter`,
      method: 'POST',
      headers: json,
      requests: [
        {
          setupRequest: (request) => {
            reader += 1;
            return { ...request, body: JSON.stringify({ email: `reader${reader}@example.com` }) };
          },
        },
      ],
    }),
  ];

  await app.close();
  await bare.close();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const emptyGet = runs[0] as Run;
  const emptyPost = runs[2] as Run;
  return runs.map((run) => ({
    ...run,
    vsEmpty: run.name.startsWith('empty')
      ? 1
      : Number((run.rps / (run.name.startsWith('GET') ? emptyGet : emptyPost).rps).toFixed(3)),
  }));
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
  return { durationSeconds: DURATION_S, connections: CONNECTIONS, runs, process };
}

// Run alone: prints the throughput table (BENCH_SECONDS shortens it).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await throughput());
}
