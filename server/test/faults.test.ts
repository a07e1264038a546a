import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedContent } from '../db/seed';
import { type DebianPostgres, startDebianPostgres } from './support/debian-postgres';

// Issue 13, faults survived: PostgreSQL restarted under the running server. While it is down,
// requests answer 503 with a message (and /readyz says so); once it is back they succeed again,
// with no restart of the server.

let postgres: DebianPostgres;
let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;

beforeAll(async () => {
  postgres = await startDebianPostgres();
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query('create database faults');
  await admin.end();
  const databaseUrl = postgres.adminUrl.replace(/\/postgres$/, '/faults');
  const database = await openDatabase({
    databaseUrl,
    dataDir: '/nonexistent',
    poolSize: 5,
    connectTimeoutMs: 2000,
  });
  await migrate(database.pool);
  await seedContent(database.pool);
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      RATE_CLIENT_PER_MINUTE: '100000',
    }),
    pool: database.pool,
    logger: false,
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.stop();
  };
}, 120_000);

afterAll(async () => {
  await close?.();
  postgres?.destroy();
});

const SEARCH = '/v1/caregivers?near=10001&radius_km=50';
const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
const signUp = (email: string) =>
  app.inject({ method: 'POST', url: '/v1/users/add-newsletter', payload: { email } });

describe('PostgreSQL restarted under the running server', () => {
  it('answers 503 with a message while it is down, and recovers by itself when it is back', async () => {
    expect((await get(SEARCH)).statusCode).toBe(200);
    expect((await get('/v1/users/faqs')).statusCode).toBe(200);
    expect((await signUp('before@example.com')).statusCode).toBe(201);

    postgres.stop();
    // Content already read is served from the instance's cache (issue 14) while the database
    // is away; what needs the database answers 503.
    expect((await get('/v1/users/faqs')).statusCode).toBe(200);
    for (const answer of [await get(SEARCH), await signUp('during@example.com')]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json().message).toMatch(/briefly unavailable.*try again/i);
    }
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect((await get('/healthz')).statusCode).toBe(200);
    // Spanish readers get it in Spanish, as every message.
    const spanish = await app.inject({
      method: 'GET',
      url: SEARCH,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().message).toMatch(/no está disponible/);

    postgres.start();
    // The pool drops its dead connections and opens new ones: no restart of the server.
    let recovered = await get(SEARCH);
    for (let tries = 0; recovered.statusCode !== 200 && tries < 20; tries += 1) {
      await new Promise((done) => setTimeout(done, 250));
      recovered = await get(SEARCH);
    }
    expect(recovered.statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
    expect((await signUp('after@example.com')).statusCode).toBe(201);
    // What was refused while it was down was not half-done.
    const { rows } = await app.ctx.pool.query<{ email: string }>(
      'select email from newsletter_subscribers order by email',
    );
    expect(rows.map((row) => row.email)).toEqual(['after@example.com', 'before@example.com']);
  }, 60_000);
});
