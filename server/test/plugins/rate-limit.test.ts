import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_PATH } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';

// Issue 13: two instances behind one balancer count one client's requests together. The
// per-client limits live in PostgreSQL, so a burst split over both lets exactly the limit through.

const LIMIT = 10;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ RATE_CLIENT_PER_MINUTE: String(LIMIT) });
  b = await createTestApp(
    { RATE_CLIENT_PER_MINUTE: String(LIMIT) },
    { databaseUrl: a.databaseUrl },
  );
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const signUp = (app: TestApp, n: number, address = '203.0.113.7') =>
  app.app.inject({
    method: 'POST',
    url: NEWSLETTER_PATH,
    remoteAddress: address,
    payload: { email: `burst-${n}-${address}@example.com` },
  });

describe('per-client limits across instances', () => {
  it('a burst of 40 from one client over two instances: exactly 10 pass, the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => signUp(n % 2 ? a : b, n)),
    );
    const passed = answers.filter((answer) => answer.statusCode < 300);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(passed).toHaveLength(LIMIT);
    expect(refused).toHaveLength(40 - LIMIT);
    // Both instances refused some: neither counted alone.
    expect(new Set(refused.map((answer) => answer.headers['x-request-id'])).size).toBe(30);
    const retry = Number(refused[0]?.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(refused[0]?.json().message).toMatch(/too many/i);
  });

  it('another client keeps its own window; an ended window starts again', async () => {
    expect((await signUp(a, 1, '198.51.100.9')).statusCode).toBeLessThan(300);
    await a.pool.query("update client_rate_windows set expires_at = now() - interval '1 second'");
    expect((await signUp(b, 99)).statusCode).toBeLessThan(300);
  });
});
