import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedContent } from '../db/seed';
import { redactUrl } from '../input-safety';
import type { Card, ChargeOrder, ChargeResult, PaymentProvider } from '../services/payments';
import { createTestApp, signUpAndVerify, type TestApp } from './harness';
import { LogLines } from './support/log-lines';

// What a stranger could read or do on a fresh `npm start` (issue: hardening, items 1, 6, 9).

/** A provider that, while it is asked, checks that no database lock is held on the order. */
class LockProbeProvider implements PaymentProvider {
  readonly charged: string[] = [];
  readonly lockErrors: string[] = [];
  constructor(private readonly databaseUrl: () => string) {}
  async charge({ order }: { order: ChargeOrder; card: Card }): Promise<ChargeResult> {
    this.charged.push(order.id);
    const probe = new pg.Client({ connectionString: this.databaseUrl() });
    await probe.connect();
    try {
      await probe.query('begin');
      await probe.query('select 1 from orders where id = $1 for update nowait', [order.id]);
      await probe.query(
        'select 1 from accounts where id = (select account_id from orders where id = $1) for update nowait',
        [order.id],
      );
    } catch (error) {
      this.lockErrors.push((error as Error).message);
    } finally {
      await probe.query('rollback').catch(() => {});
      await probe.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { ok: true };
  }
}

let t: TestApp;
const provider = new LockProbeProvider(() => t.databaseUrl);
beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
});
afterAll(async () => {
  await t.close();
});

describe('the development outbox is for this machine only', () => {
  const outbox = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/dev/outbox', headers, remoteAddress });

  it('answers a loopback client', async () => {
    expect((await outbox({ host: '127.0.0.1:8080' })).statusCode).toBe(200);
    expect((await outbox({ host: 'localhost:8080' }, '::1')).statusCode).toBe(200);
    expect((await outbox({ host: 'localhost', origin: 'http://localhost:5173' })).statusCode).toBe(
      200,
    );
  });

  it('refuses another host, a foreign web page and a rebound name, with a message', async () => {
    const remote = await outbox({ host: '203.0.113.7:8080' }, '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toMatch(/only on this machine/);
    // A page of another site in the developer's own browser.
    expect(
      (await outbox({ host: '127.0.0.1:8080', origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await outbox({ host: '127.0.0.1:8080', origin: 'null' })).statusCode).toBe(403);
    expect(
      (await outbox({ host: '127.0.0.1:8080', 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
    // DNS rebinding: evil.example resolved to 127.0.0.1, so the page is "same origin".
    expect((await outbox({ host: 'evil.example:8080' })).statusCode).toBe(403);
  });

  it('refuses a client that a trusted proxy says is remote', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const answer = await proxied.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        headers: { host: 'localhost', 'x-forwarded-for': '198.51.100.4' },
      });
      expect(answer.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('is not served at all in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const answer = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('npm start listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('secrets stay out of the access log', () => {
  it('redacts token, ticket and code query values, keeps the rest', () => {
    expect(redactUrl('/v1/users/newsletter/confirm?token=abc123&x=1')).toBe(
      '/v1/users/newsletter/confirm?token=[redacted]&x=1',
    );
    expect(redactUrl('/reset-password?type=user&token=s3cr3t')).toBe(
      '/reset-password?type=user&token=[redacted]',
    );
    expect(redactUrl('/v1/stream?ticket=t1&after=5')).toBe('/v1/stream?ticket=[redacted]&after=5');
    expect(redactUrl('/v1/users/faqs')).toBe('/v1/users/faqs');
  });

  it('a request with a token in its query is logged without it', async () => {
    const log = new LogLines();
    const logged = await createTestApp({}, { logger: log });
    try {
      await logged.app.inject({
        method: 'GET',
        url: '/v1/users/newsletter/confirm?token=very-secret-token-value',
      });
      expect(log.text).toContain('/v1/users/newsletter/confirm?token=[redacted]');
      expect(log.text).not.toContain('very-secret-token-value');
    } finally {
      await logged.close();
    }
  });
});

describe('demo promo codes', () => {
  it('work outside production, and are switched off by a production start', async () => {
    const before = await t.call('POST', '/v1/users/add-promocode', {
      code: 'WELCOME20',
      type: 'user',
    });
    expect(before.status).toBe(200);
    await seedContent(t.pool, { production: true });
    for (const code of ['WELCOME20', 'FAMILY10', 'ONEUSE50']) {
      const after = await t.call('POST', '/v1/users/add-promocode', { code, type: 'user' });
      expect(after.status, code).toBeGreaterThanOrEqual(400);
      expect(after.status, code).toBeLessThan(500);
    }
    await t.pool.query('update promo_codes set active = true');
  });
});

describe('the payment provider is asked outside any transaction', () => {
  const form = 'card_number=4242+4242+4242+4242&expiry=12%2F39&cvc=123&name=Ana&accept_terms=on';
  const pay = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it('holds no lock on the order or the account while charging; the order id is the key', async () => {
    const parent = await signUpAndVerify(t);
    const bought = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-basic-monthly' },
      { authorization: `Bearer ${parent.token}` },
    );
    const id = bought.body.results.order_id as string;
    const paid = await pay(id);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/checkout-success/${id}`);
    expect(provider.lockErrors).toEqual([]);
    expect(provider.charged).toContain(id);
  });

  it('two presses at once charge the card once', async () => {
    const parent = await signUpAndVerify(t);
    const bought = await t.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-basic-monthly' },
      { authorization: `Bearer ${parent.token}` },
    );
    const id = bought.body.results.order_id as string;
    const answers = await Promise.all([pay(id), pay(id), pay(id)]);
    expect(provider.charged.filter((charged) => charged === id)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 303)).not.toHaveLength(0);
    const { rows } = await t.pool.query('select status from orders where id = $1', [id]);
    expect(rows[0].status).toBe('paid');
  });
});
