import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { LogLines } from '../support/log-lines';

// Issue 13: structured logs with a request id that the balancer passes on (X-Request-ID), so an
// operator follows one request from HAProxy's log to the instance that served it.

const log = new LogLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: log });
});
afterAll(async () => {
  await t.close();
});

const logged = () => log.lines.map((line) => line.fields);

describe('request ids', () => {
  it("keeps the balancer's X-Request-ID: answered back and on every log line of the request", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/users/faqs',
      headers: { 'x-request-id': 'lb-7f3a.0001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a.0001');
    const mine = logged().filter((line) => line.request_id === 'lb-7f3a.0001');
    // "incoming request" and "request completed": both carry it, as JSON fields.
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(
      mine.some((line) => line.res && (line.res as { statusCode: number }).statusCode === 200),
    ).toBe(true);
  });

  it('makes a fresh UUID without one, and for ids that are not a plain token (log injection)', async () => {
    for (const given of [undefined, 'a b', 'x'.repeat(129), 'evil\u2028{"admin":true}']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(logged().some((line) => line.request_id === id)).toBe(true);
    }
  });

  it('gives two requests two ids', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
