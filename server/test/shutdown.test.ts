import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../deploy/local-cluster';
import { createTestDatabase, parentForm } from './harness';
import { openStream, type SseClient } from './support/sse-client';

// Issue 13, operations: SIGTERM (a deploy) first fails /readyz for SHUTDOWN_DRAIN_MS while still
// serving (the balancer takes the instance out), then stops taking connections, answers the
// requests in flight, closes the streams with a retry hint, and exits 0 — a real server process.

let cluster: Cluster;
let pool: pg.Pool;
const streams: SseClient[] = [];

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  cluster = await startCluster({
    databaseUrl,
    instances: 1,
    env: { JOBS: 'on', STREAM_RETRY_MS: '1500', SHUTDOWN_DRAIN_MS: '1500' },
  });
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
}, 240_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await pool?.end();
  await cluster?.stop();
});

describe('a graceful shutdown', () => {
  it('answers what is in flight, ends streams with a retry hint, refuses new connections, exits 0', async () => {
    const [instance] = cluster.instances;
    if (!instance) throw new Error('no instance');
    const base = instance.url;
    const form = parentForm({ full_name: 'Sam Shutdown' });
    expect(
      (
        await fetch(`${base}/v1/user/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(form),
        })
      ).status,
    ).toBe(201);
    const { rows } = await pool.query<{ code: string }>(
      'select code from outbox where recipient = $1 and code is not null order by id desc limit 1',
      [`${form.country_code}${form.mobile}`],
    );
    const verified = await fetch(`${base}/v1/user/verify-mobile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mobile: form.mobile,
        country_code: form.country_code,
        otp: rows[0]?.code,
      }),
    });
    const token = ((await verified.json()) as { results: { token: string } }).results.token;
    const stream = await openStream(streams, base, { token });
    expect(stream.status).toBe(200);

    // 40 searches at once; SIGTERM as soon as the first is answered: the rest are in flight.
    const exited = new Promise<number | null>((done) =>
      instance.child.once('exit', (code) => done(code)),
    );
    let signalled = false;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        fetch(`${base}/v1/caregivers?near=10001&radius_km=${20 + n}`).then(async (response) => {
          if (!signalled) {
            signalled = true;
            instance.child.kill('SIGTERM');
          }
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(answers).toEqual(Array(40).fill(200));
    // Draining: the balancer's check fails at once, while requests are still answered.
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toMatch(/shutting down/);
    expect((await fetch(`${base}/v1/users/faqs`)).status).toBe(200);

    await stream.ended;
    expect(stream.retries.at(-1)).toBeGreaterThanOrEqual(1500);
    const code = await exited;
    expect(code).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
