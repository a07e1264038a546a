import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

// interface §8: /healthz while the process runs; /readyz only when the database answers and
// every migration is applied (a load balancer reads them).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (app: TestApp, url: string) => {
  const response = await app.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('health and readiness', () => {
  it('/healthz and /readyz answer 200 on a migrated database, never cached', async () => {
    const health = await get(t, '/healthz');
    expect(health.status).toBe(200);
    expect(health.body.success).toBe(true);
    const ready = await get(t, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 while a migration is missing, naming it', async () => {
    const { rows } = await t.pool.query(
      'delete from schema_migrations where version = (select max(version) from schema_migrations) returning version',
    );
    try {
      const ready = await get(t, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toContain(rows[0].version);
      expect((await get(t, '/healthz')).status).toBe(200);
    } finally {
      await t.pool.query('insert into schema_migrations (version) values ($1)', [rows[0].version]);
    }
    expect((await get(t, '/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 when the database does not answer; /healthz still 200', async () => {
    const down = await createTestApp();
    await down.pool.end();
    const ready = await get(down, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ success: false, message: 'The database does not answer.' });
    expect((await get(down, '/healthz')).status).toBe(200);
    await down.app.close();
  });
});
