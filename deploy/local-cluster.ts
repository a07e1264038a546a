import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForHttp } from '../server/net';

/**
 * N FTC instances on one PostgreSQL with HAProxy in front (deploy/haproxy.cfg), on this machine:
 * what the cluster test and the bench run, and a way to try the production shape locally.
 */
export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** stderr lines (warnings and errors; the access log goes to stdout, kept too). */
  log: string[];
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  instances: Instance[];
  haproxyLog: string[];
  /** SIGKILL (or another signal) to one instance; resolves when it is gone. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a killed instance again on its port. */
  restart(index: number): Promise<void>;
  /** Waits until the balancer sees `count` instances up (its health checks). */
  waitForUp(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  instances?: number;
  /** Extra settings for every instance (S3_*, SMTP_URL, RATE_*, …). */
  env?: Record<string, string>;
  /** stdout of instances: kept in `log` ('keep'), or dropped (the bench). */
  accessLog?: 'keep' | 'drop';
}

const root = resolve(import.meta.dirname, '..');

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const dir = mkdtempSync(join(tmpdir(), 'ftc-cluster-'));
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances: Instance[] = [];

  const startInstance = async (index: number): Promise<Instance> => {
    const port = ports[index] as number;
    const log: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: join(dir, `data-${index}`),
        STATIC_ROOT: join(dir, 'no-static'),
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) log.push(line);
      if (log.length > 20_000) log.splice(0, log.length - 10_000);
    };
    if (options.accessLog !== 'drop') child.stdout?.on('data', keep);
    else child.stdout?.resume();
    child.stderr?.on('data', keep);
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${url}/readyz`, child, 120_000);
    } catch (error) {
      throw new Error(
        `instance ${index + 1} did not start: ${(error as Error).message}\n${log.slice(-20).join('\n')}`,
      );
    }
    return { name: `app${index + 1}`, port, url, child, log };
  };

  // One after another: the first runs the migrations (under their advisory lock anyway).
  for (let index = 0; index < count; index += 1) instances.push(await startInstance(index));

  const balancerPort = await freePort();
  const servers = ports
    .map((port, index) => `  server app${index + 1} 127.0.0.1:${port} check`)
    .join('\n');
  const template = readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const config = template.replace(/ {2}# FTC_SERVERS\n(?: {2}server .*\n)+/, `${servers}\n`);
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, config);
  const haproxyLog: string[] = [];
  const haproxy = spawn('haproxy', ['-f', configPath, '-db'], {
    env: { ...process.env, FTC_BIND: `127.0.0.1:${balancerPort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keepHaproxy = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) haproxyLog.push(line);
    if (haproxyLog.length > 20_000) haproxyLog.splice(0, haproxyLog.length - 10_000);
  };
  haproxy.stdout?.on('data', keepHaproxy);
  haproxy.stderr?.on('data', keepHaproxy);
  const url = `http://127.0.0.1:${balancerPort}`;
  try {
    await waitForHttp(`${url}/readyz`, haproxy, 30_000);
  } catch (error) {
    for (const instance of instances) instance.child.kill('SIGTERM');
    throw new Error(`HAProxy did not start: ${(error as Error).message}\n${haproxyLog.join('\n')}`);
  }

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once('exit', () => done()));

  const cluster: Cluster = {
    url,
    instances,
    haproxyLog,
    async kill(index, signal = 'SIGKILL') {
      const instance = instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      const gone = exited(instance.child);
      instance.child.kill(signal);
      await gone;
    },
    async restart(index) {
      instances[index] = await startInstance(index);
    },
    async waitForUp(wanted, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      // The balancer's view: requests spread over `wanted` distinct instances.
      while (Date.now() < deadline) {
        const seen = new Set<string>();
        for (let n = 0; n < wanted * 6; n += 1) {
          try {
            const response = await fetch(`${url}/healthz`);
            const served = response.headers.get('x-served-by');
            if (response.ok && served) seen.add(served);
          } catch {
            // balancer busy
          }
        }
        if (seen.size >= wanted) return;
        await new Promise((done) => setTimeout(done, 250));
      }
      throw new Error(`the balancer did not see ${wanted} instances up within ${timeoutMs} ms`);
    },
    async stop() {
      const all = [haproxy, ...instances.map((instance) => instance.child)];
      for (const child of all)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all(all.map(exited));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
