import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHttp } from '../../server/net';

/** Starts the product as `npm start` does (scripts/start.mjs), on a free port. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // The admin account (interface §8), created at start: the market tests log in with it.
  const admin = { email: 'admin-e2e@ftc.example', password: 'admin-e2e-Secret42' };
  // A database of its own, embedded as npm start makes it (the folder must be reachable by
  // PostgreSQL's own user when run as root).
  const dataDir = mkdtempSync(join(tmpdir(), 'ftc-e2e-'));
  chmodSync(dataDir, 0o755);
  // `node` rather than `npm start`: killing npm would leave the server running.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // No PUBLIC_URL: the default (the address it listens on) is what `npm start` users get,
      // and the journeys run from that address, as the README says to open it.
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Every journey signs people up from this one address; the per-network limit itself
      // (20 an hour by default) is proven by the API tests.
      RATE_SIGNUPS_PER_HOUR: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/v1/health`, child);
  project.provide('baseUrl', baseUrl);
  project.provide('admin', admin);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}
