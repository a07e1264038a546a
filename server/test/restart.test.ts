import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../net';

const dataDir = mkdtempSync(join(tmpdir(), 'ftc-data-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real server process, on its own embedded PostgreSQL (no DATABASE_URL). */
async function startProcess(): Promise<{ child: ChildProcess; base: string }> {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/v1/health`, child, 60_000);
  return { child, base };
}

async function stopProcess(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return child.exitCode;
}

function postgresProcessesFor(dir: string): number {
  try {
    return execFileSync('pgrep', ['-f', dir]).toString().trim().split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

const json = { 'content-type': 'application/json' };

describe('the server process with its embedded database', () => {
  it('keeps every account across a restart, and leaves no process behind', async () => {
    const first = await startProcess();
    const form = {
      full_name: 'Rita Restart',
      email: 'rita@example.com',
      password: 'sunshine42',
      country_code: '+1',
      mobile: '2015550999',
    };
    const signup = await fetch(`${first.base}/v1/user/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(form),
    });
    expect(signup.status).toBe(201);
    const outbox = await (await fetch(`${first.base}/dev/outbox?to=%2B12015550999`)).json();
    const otp = outbox.results[0].code;
    const verified = await fetch(`${first.base}/v1/user/verify-mobile`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile: form.mobile, country_code: '+1', otp }),
    });
    expect(verified.status).toBe(200);
    expect(await stopProcess(first.child)).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe(0);

    const second = await startProcess();
    const login = await fetch(`${second.base}/v1/user/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        login_input: form.email,
        email: form.email,
        password: form.password,
        device: 'web',
      }),
    });
    const answer = await login.json();
    expect(login.status).toBe(200);
    expect(answer.results.user.full_name).toBe('Rita Restart');
    expect(await stopProcess(second.child)).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe(0);
  });
});
