import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedContent } from '../db/seed';

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  databaseUrl: string;
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  outbox(
    to?: string,
  ): Promise<
    { channel: string; to: string; subject?: string | null; code: string | null; body: string }[]
  >;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  body: { success: boolean; message: string; results?: any };
  headers: Record<string, unknown>;
}

/**
 * A fresh database in the run's PostgreSQL, opened through its URL as DATABASE_URL would be:
 * empty, or a copy of the run's migrated and seeded template (global-setup.ts).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    seeded
      ? `create database ${name} template ${inject('templateDatabase')}`
      : `create database ${name}`,
  );
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'transports' | 'logger' | 'payments'> & {
    /** Another instance on this database (two instances behind one balancer); else a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  // A copy of the template: migrate and seedContent below find nothing left to do, as at a
  // restart (the migrations themselves ran on the template, and on an empty database in
  // db/database.test.ts and the migration tests).
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase({ seeded: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://ftc.test',
    RATE_SIGNUPS_PER_HOUR: '100000',
    RATE_NEWSLETTER_PER_HOUR: '100000',
    RATE_NEWSLETTER_PER_EMAIL_PER_HOUR: '100000',
    RATE_CLIENT_PER_MINUTE: '100000',
    RATE_OTP_VERIFY_PER_15_MIN: '100000',
    RATE_RESEND_PER_HOUR: '100000',
    RATE_UPLOADS_PER_HOUR: '100000',
    RATE_FORMS_PER_HOUR: '100000',
    ...env,
  });
  // A burst of 200 requests on a loaded two-core machine can queue for a pool slot longer
  // than the production 5 s (pg-pool counts that wait as connecting): tests wait up to 30 s.
  const database = await openDatabase({
    databaseUrl,
    dataDir: '/nonexistent',
    poolSize: 20,
    connectTimeoutMs: 30_000,
  });
  await migrate(database.pool);
  await seedContent(database.pool);
  const { databaseUrl: _sameDatabase, ...buildOptions } = options;
  const app = await buildApp({ config, pool: database.pool, logger: false, ...buildOptions });
  await app.ready();

  const call: TestApp['call'] = async (method, url, body, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    let parsed: Answer['body'];
    try {
      parsed = response.json();
    } catch {
      throw new Error(
        `${method} ${url} answered ${response.statusCode} with non-JSON: ${response.body.slice(0, 200)}`,
      );
    }
    return { status: response.statusCode, body: parsed, headers: response.headers };
  };

  return {
    app,
    pool: database.pool,
    databaseUrl,
    call,
    async outbox(to) {
      // Reset links, resent codes and sign-up notices go out after the answer (jobs off: in
      // this process): what a request promised is in the outbox before it is read.
      await app.ctx.accountNotices.idle();
      await app.ctx.yourData.idle();
      await app.ctx.suspensions.idle();
      // So do the offline emails of messages.
      await app.ctx.conversations.idle();
      const answer = await call('GET', `/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      return answer.body.results;
    },
    async close() {
      await app.close();
      await database.stop();
    },
  };
}

let phoneCounter = 0;
/** A valid, unused US number per call: +1 201-555-xxxx (a fictional range). */
export function nextPhone(): { country_code: string; mobile: string } {
  phoneCounter += 1;
  const suffix = String((process.pid * 37 + phoneCounter) % 10_000).padStart(4, '0');
  return { country_code: '+1', mobile: `201555${suffix}` };
}

export function parentForm(overrides: Record<string, unknown> = {}) {
  const phone = nextPhone();
  return {
    full_name: 'Ana Parent',
    email: `ana.${phone.mobile}@example.com`,
    password: 'sunshine42',
    ...phone,
    ...overrides,
  };
}

/** Signs up and verifies through the API; returns the session. */
export async function signUpAndVerify(t: TestApp, prefix = '/v1/user', form = parentForm()) {
  const signup = await t.call('POST', `${prefix}/signup`, form);
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.body.message}`);
  const code = await latestCode(t, `${form.country_code}${form.mobile}`);
  const verified = await t.call('POST', '/v1/user/verify-mobile', {
    mobile: form.mobile,
    country_code: form.country_code,
    otp: code,
    type: prefix === '/v1/user' ? 'user' : 'service_provider',
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.body.message}`);
  return {
    form,
    ...(verified.body.results as { token: string; refresh_token: string; user: any }),
  };
}

export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [latest] = await t.outbox(to);
  if (!latest?.code) throw new Error(`no code sent to ${to}`);
  return latest.code;
}
