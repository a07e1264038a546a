import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/contract/endpoints';
import { bearer, subscribedParent, subscriptionRow, until } from '../background/support';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's clock as the database sees it (ms). */
async function dbNow(t: TestApp): Promise<number> {
  const { rows } = await t.pool.query<{ ms: string }>(
    'select round(extract(epoch from ftc_now()) * 1000)::bigint as ms',
  );
  return Number(rows[0]?.ms);
}

const tick = (t: TestApp, now: unknown) => t.call('POST', ROUTES.devTick, { now });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /dev/tick runs every time-driven job as of `now`', () => {
  it('answers each job in order with what it did, and the clock runs on from `now`', async () => {
    const to = new Date(Date.now() + 3 * DAY_MS);
    const answer = await tick(t, to.toISOString());
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.results.now).toBe(to.toISOString());
    expect(answer.body.results.jobs.map((job: { name: string }) => job.name)).toEqual([
      'subscription-renewals',
      'subscription-lapse',
      'renewal-notices',
      'badge-expiry',
      'account-erasure',
      'suspension-lift',
      'bookings',
      'cleanup',
    ]);
    for (const job of answer.body.results.jobs) {
      expect(Object.values(job.did).every((count) => Number.isInteger(count))).toBe(true);
    }
    // The seeded plans' periods end within days: the lapse job says how many it ended.
    expect(answer.body.results.jobs[1].did).toEqual({ lapsed: expect.any(Number) });
    // SQL and JavaScript agree: both are at least `to`, and within minutes of it.
    const sql = await dbNow(t);
    const js = t.app.ctx.clock.nowMs();
    for (const now of [sql, js]) {
      expect(now).toBeGreaterThanOrEqual(to.getTime());
      expect(now - to.getTime()).toBeLessThan(5 * 60 * 1000);
    }
  });

  it('refuses a `now` before the last tick, naming `now`, and the clock stays', async () => {
    const first = new Date(Date.now() + 10 * DAY_MS);
    expect((await tick(t, first.toISOString())).status).toBe(200);
    const back = await tick(t, new Date(first.getTime() - DAY_MS).toISOString());
    expect(back.status).toBe(400);
    expect(back.body.message).toContain('now');
    expect(back.body.results.errors[0].field).toBe('now');
    expect(await dbNow(t)).toBeGreaterThanOrEqual(first.getTime());
  });

  it('refuses a `now` that is not an ISO 8601 time, naming `now`', async () => {
    for (const bad of ['tomorrow', '2030-13-01T00:00:00Z', 42, null, '']) {
      const answer = await tick(t, bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toContain('now');
    }
    const missing = await t.call('POST', ROUTES.devTick, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('now');
  });

  it('an access token issued before a tick past its lifetime answers 401 after it', async () => {
    const session = await signUpAndVerify(t);
    expect((await t.call('GET', '/v1/user', undefined, bearer(session.token))).status).toBe(200);
    const ttlMs = t.app.ctx.config.accessTokenTtlSeconds * 1000;
    expect(
      (await tick(t, new Date(t.app.ctx.clock.nowMs() + ttlMs + 60_000).toISOString())).status,
    ).toBe(200);
    const after = await t.call('GET', '/v1/user', undefined, bearer(session.token));
    expect(after.status).toBe(401);
    // The refresh token lives on (days): it gives a token that works as of the new time.
    const refreshed = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status, refreshed.body.message).toBe(200);
    const again = await t.call('GET', '/v1/user', undefined, bearer(refreshed.body.results.token));
    expect(again.status).toBe(200);
  });

  it('a plan past its period end after the tick is lapsed by the lapse job the tick ran', async () => {
    const parent = await subscribedParent(t);
    const row = await subscriptionRow(t, parent.accountId);
    expect(row.status).toBe('active');
    // No renewal: the plan ends at its period end.
    await t.pool.query('update subscriptions set auto_renew = false where account_id = $1', [
      parent.accountId,
    ]);
    const past = new Date(
      Math.max(row.current_period_end.getTime(), t.app.ctx.clock.nowMs()) + DAY_MS,
    );
    const answer = await tick(t, past.toISOString());
    expect(answer.status).toBe(200);
    const lapse = answer.body.results.jobs.find(
      (job: { name: string }) => job.name === 'subscription-lapse',
    );
    expect(lapse.did.lapsed).toBeGreaterThanOrEqual(1);
    expect((await subscriptionRow(t, parent.accountId)).status).toBe('expired');
  });
});

describe('what a tick leaves alone', () => {
  it('the outbox keeps what was sent before a tick months ahead (its cleanup runs by real time)', async () => {
    const session = await signUpAndVerify(t);
    const to = `${session.form.country_code}${session.form.mobile}`;
    expect((await t.outbox(to)).length).toBeGreaterThan(0);
    const answer = await tick(t, new Date(t.app.ctx.clock.nowMs() + 90 * DAY_MS).toISOString());
    expect(answer.status).toBe(200);
    expect((await t.outbox(to)).length).toBeGreaterThan(0);
  });
});

describe('POST /dev/tick is a development tool of this machine', () => {
  it('answers 403 to another host, a foreign origin or a foreign name, and moves nothing', async () => {
    const before = t.app.ctx.clock.offset;
    const later = new Date(t.app.ctx.clock.nowMs() + 100 * DAY_MS).toISOString();
    const attempts = [
      { headers: { host: '203.0.113.7:8080' }, remoteAddress: '203.0.113.9' },
      { headers: { host: '127.0.0.1:8080', origin: 'https://evil.example' } },
      { headers: { host: 'evil.example:8080' } },
    ];
    for (const { headers, remoteAddress } of attempts) {
      const answer = await t.app.inject({
        method: 'POST',
        url: ROUTES.devTick,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ now: later }),
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json().message).toMatch(/clock answers only on this machine/);
    }
    expect(t.app.ctx.clock.offset).toBe(before);
  });

  it('is not served at all in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const answer = await production.call('POST', ROUTES.devTick, {
        now: new Date(Date.now() + DAY_MS).toISOString(),
      });
      expect(answer.status).toBe(404);
      expect(production.app.ctx.clock.offset).toBe(0);
    } finally {
      await production.close();
    }
  });
});

describe('two instances on one database keep one clock', () => {
  it('a tick on A moves B: SQL at once, a token B issued expires on B, and B’s own clock follows', async () => {
    const a = await createTestApp();
    const b = await createTestApp({}, { databaseUrl: a.databaseUrl });
    try {
      const session = await signUpAndVerify(b);
      expect((await b.call('GET', '/v1/user', undefined, bearer(session.token))).status).toBe(200);
      const ttlMs = a.app.ctx.config.accessTokenTtlSeconds * 1000;
      const to = new Date(a.app.ctx.clock.nowMs() + ttlMs + 60_000);
      expect((await tick(a, to.toISOString())).status).toBe(200);
      // B's very next call behaves as of the new time: its token is past its lifetime.
      expect((await b.call('GET', '/v1/user', undefined, bearer(session.token))).status).toBe(401);
      expect(await dbNow(b)).toBeGreaterThanOrEqual(to.getTime());
      // B's JavaScript clock heard the tick (NOTIFY ftc_clock) and agrees with A's.
      await until(
        async () => b.app.ctx.clock.offset === a.app.ctx.clock.offset,
        10_000,
        'B’s clock',
      );
      expect(b.app.ctx.clock.nowMs()).toBeGreaterThanOrEqual(to.getTime());
      // A login on B after the tick works on A and B as of the new time.
      const refreshed = await b.call('POST', '/v1/user/refresh-token', {
        refresh_token: session.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      for (const instance of [a, b]) {
        const answer = await instance.call(
          'GET',
          '/v1/user',
          undefined,
          bearer(refreshed.body.results.token),
        );
        expect(answer.status).toBe(200);
      }
      // A tick on B before A's tick is refused: the last tick is shared.
      const back = await tick(b, new Date(to.getTime() - 60_000).toISOString());
      expect(back.status).toBe(400);
      expect(back.body.results.errors[0].field).toBe('now');
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('a new instance starts on the clock the database holds', async () => {
    const a = await createTestApp();
    try {
      const to = new Date(Date.now() + 30 * DAY_MS);
      expect((await tick(a, to.toISOString())).status).toBe(200);
      const b = await createTestApp({}, { databaseUrl: a.databaseUrl });
      try {
        expect(b.app.ctx.clock.offset).toBe(a.app.ctx.clock.offset);
        expect(b.app.ctx.clock.nowMs()).toBeGreaterThanOrEqual(to.getTime());
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});
