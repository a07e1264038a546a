import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../deploy/local-cluster';
import { createTestDatabase, parentForm } from './harness';

// Issue 13, interface §8: several instances with one DATABASE_URL behave as one server. Two real
// server processes on the run's PostgreSQL, HAProxy in front (deploy/haproxy.cfg), and the
// journeys that need shared state across them.

const CLIENT_LIMIT = 12;
let cluster: Cluster;
let pool: pg.Pool;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  cluster = await startCluster({
    databaseUrl,
    env: {
      RATE_CLIENT_PER_MINUTE: String(CLIENT_LIMIT),
      RATE_SIGNUPS_PER_HOUR: '100000',
      RATE_NEWSLETTER_PER_HOUR: '100000',
      RATE_NEWSLETTER_PER_EMAIL_PER_HOUR: '100000',
      RATE_FORMS_PER_HOUR: '100000',
    },
  });
  await cluster.waitForUp(2);
  pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
}, 240_000);

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

type Json = { success: boolean; message: string; results?: any };

async function call(base: string, method: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    body: (await response.json().catch(() => ({}))) as Json,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function latestCode(to: string) {
  const { rows } = await pool.query<{ code: string }>(
    'select code from outbox where recipient = $1 and code is not null order by id desc limit 1',
    [to],
  );
  if (!rows[0]) throw new Error(`no code sent to ${to}`);
  return rows[0].code;
}

describe('two instances behind HAProxy on one PostgreSQL', () => {
  it('spreads requests over both instances', async () => {
    const served = new Set<string | null>();
    for (let n = 0; n < 10; n += 1)
      served.add((await call(cluster.url, 'GET', '/healthz')).servedBy);
    expect(served).toEqual(new Set(['app1', 'app2']));
  });

  it('a login made on one instance works on the other, and a logout on one ends it on both', async () => {
    const [one, two] = cluster.instances.map((instance) => instance.url) as [string, string];
    const form = parentForm({ full_name: 'Clara Cluster' });
    expect((await call(one, 'POST', '/v1/user/signup', form)).status).toBe(201);
    const verified = await call(two, 'POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: form.country_code,
      otp: await latestCode(`${form.country_code}${form.mobile}`),
    });
    expect(verified.status).toBe(200);
    const login = await call(one, 'POST', '/v1/user/login', {
      email: form.email,
      login_input: form.email,
      password: form.password,
    });
    expect(login.status).toBe(200);
    const { token, refresh_token } = login.body.results;
    const profile = await call(two, 'GET', '/v1/user', undefined, bearer(token));
    expect(profile.status).toBe(200);
    expect(profile.body.results.email ?? profile.body.results.user?.email).toBe(form.email);
    // Renewed on instance 2, the old refresh token is spent on instance 1 too (after the grace).
    const renewed = await call(two, 'POST', '/v1/user/refresh-token', { refresh_token });
    expect(renewed.status).toBe(200);
    const logout = await call(
      one,
      'POST',
      '/v1/user/logout',
      {},
      bearer(renewed.body.results.token),
    );
    expect(logout.status).toBe(200);
    expect(
      (await call(two, 'GET', '/v1/user', undefined, bearer(renewed.body.results.token))).status,
    ).toBe(401);
  });

  it("counts one client's requests across both instances: a burst through the balancer lets exactly the limit through", async () => {
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, n) =>
        call(cluster.url, 'POST', '/v1/users/add-newsletter', {
          email: `cluster-burst-${n}@example.com`,
        }),
      ),
    );
    const passed = answers.filter((answer) => answer.status < 300);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(passed).toHaveLength(CLIENT_LIMIT);
    expect(refused).toHaveLength(36 - CLIENT_LIMIT);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));
  });

  it('one instance killed with SIGKILL under load: the other keeps serving, no acknowledged write is lost', async () => {
    const acknowledged: string[] = [];
    let failed = 0;
    let stop = false;
    const writer = async (lane: number) => {
      for (let n = 0; !stop; n += 1) {
        const subject = `kill-${lane}-${n}`;
        try {
          const answer = await call(
            cluster.url,
            'POST',
            '/v1/forms/contact',
            {
              full_name: 'Kim Kill',
              subject: 'Load test',
              email: `${subject}@example.com`,
              message: `Written under load, ${subject}.`,
            },
            { 'x-forwarded-for': `10.9.${lane}.${n % 250}` },
          );
          if (answer.status === 201 || answer.status === 200) acknowledged.push(subject);
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    };
    const lanes = Array.from({ length: 6 }, (_, lane) => writer(lane));
    await new Promise((done) => setTimeout(done, 1500));
    const before = acknowledged.length;
    await cluster.kill(0);
    await new Promise((done) => setTimeout(done, 3000));
    stop = true;
    await Promise.all(lanes);
    const after = acknowledged.length - before;

    // The survivor took the load: most requests after the kill succeeded.
    expect(after).toBeGreaterThan(50);
    expect(failed).toBeLessThan(after / 5);
    const { rows } = await pool.query<{ email: string }>(
      "select email from form_submissions where email like 'kill-%'",
    );
    const stored = new Set(rows.map((row) => row.email));
    const lost = acknowledged.filter((subject) => !stored.has(`${subject}@example.com`));
    expect(lost).toEqual([]);
    const answer = await call(cluster.url, 'GET', '/v1/users/faqs');
    expect(answer.status).toBe(200);
    expect(answer.servedBy).toBe('app2');

    await cluster.restart(0);
    await cluster.waitForUp(2);
  }, 60_000);
});
