import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../deploy/local-cluster';
import { CAREGIVER_PATHS, CONVERSATION_PATHS } from '../../src/contract/endpoints';
import { createTestDatabase, parentForm } from './harness';
import { field, file, multipart, PNG } from './multipart';
import { startTestS3, type TestS3 } from './s3-server';
import { openStream, type SseClient } from './support/sse-client';

// Issue 13, interface §8: several instances with one DATABASE_URL behave as one server. Two real
// server processes on the run's PostgreSQL, HAProxy in front (deploy/haproxy.cfg), and the
// journeys that need shared state across them.

const CLIENT_LIMIT = 12;
const ADMIN = { email: 'admin@cluster.test', password: 'admin-secret-42' };
let cluster: Cluster;
let pool: pg.Pool;
let s3: TestS3;
const streams: SseClient[] = [];

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  s3 = await startTestS3();
  cluster = await startCluster({
    databaseUrl,
    env: {
      ...s3.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOBS: 'on',
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
  for (const stream of streams) stream.close();
  await pool?.end();
  await cluster?.stop();
  await s3?.close();
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

/** A verified account signed up on `base`, logged in; `type` picks parents or caregivers. */
async function account(base: string, type: 'user' | 'service-provider', name: string) {
  const prefix = `/v1/${type}`;
  const form = parentForm({ full_name: name });
  expect((await call(base, 'POST', `${prefix}/signup`, form)).status).toBe(201);
  const verified = await call(base, 'POST', '/v1/user/verify-mobile', {
    mobile: form.mobile,
    country_code: form.country_code,
    otp: await latestCode(`${form.country_code}${form.mobile}`),
    type: type === 'user' ? 'user' : 'service_provider',
  });
  expect(verified.status).toBe(200);
  return {
    form,
    token: verified.body.results.token as string,
    id: verified.body.results.user.id as number,
  };
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

  it('a message sent through one instance arrives on a stream held by the other', async () => {
    const [one, two] = cluster.instances.map((instance) => instance.url) as [string, string];
    const mom = await account(one, 'user', 'Mona Message');
    const carer = await account(two, 'service-provider', 'Cara Stream');
    const { rows } = await pool.query<{ id: string }>(
      `insert into caregiver_profiles (account_id, first_name, last_initial, headline, city, state,
         zip, lat, lng, services, age_groups, languages, published)
       values ($1, 'Cara', 'S', 'Warm, patient and reliable sitter', 'Austin', 'TX', '78701',
         30.27, -97.74, '{babysitting}', '{toddler}', '{en}', true) returning id`,
      [carer.id],
    );
    const plan = await pool.query<{ id: string }>(
      "select id from plans where audience = 'user' order by position limit 1",
    );
    await pool.query(
      `insert into orders (id, account_id, plan_id, amount, currency, status, period_end, paid_at)
       values ('ord_cluster_1', $1, $2, 0, 'USD', 'paid', now() + interval '30 days', now())`,
      [mom.id, plan.rows[0]?.id],
    );
    await pool.query(
      `insert into subscriptions (account_id, plan_id, order_id, status, current_period_end)
       values ($1, $2, 'ord_cluster_1', 'active', now() + interval '30 days')`,
      [mom.id, plan.rows[0]?.id],
    );
    // The caregiver's stream on instance 2, by a ticket bought on instance 1.
    const ticket = await call(one, 'POST', CONVERSATION_PATHS.ticket, {}, bearer(carer.token));
    expect(ticket.status).toBe(201);
    // `after=0` as the site's client sends its last id: the answer's headers can come before the
    // instance listens, and the catch-up closes that gap (exactly once).
    const stream = await openStream(streams, two, { ticket: ticket.body.results.ticket, after: 0 });
    expect(stream.status).toBe(200);
    const started = await call(
      one,
      'POST',
      CONVERSATION_PATHS.list,
      { caregiver_id: Number(rows[0]?.id), body: 'Hello from instance one <b>bold</b>' },
      bearer(mom.token),
    );
    expect(started.status).toBe(201);
    const event = await stream.next((e) => e.event === 'message');
    expect(event.data.conversation_id).toBe(started.body.results.conversation_id);
    expect(event.data.message).toMatchObject({
      from_me: false,
      body: 'Hello from instance one <b>bold</b>',
    });
    // The reply goes through the balancer; the parent's stream is on instance 1.
    const parentStream = await openStream(streams, one, {
      token: mom.token,
      after: Number(event.id),
    });
    await call(
      cluster.url,
      'POST',
      CONVERSATION_PATHS.messages(started.body.results.conversation_id),
      { body: 'Hi! Answered through the balancer.' },
      bearer(carer.token),
    );
    const reply = await parentStream.next((e) => e.event === 'message');
    expect(reply.data.message).toMatchObject({
      from_me: false,
      body: 'Hi! Answered through the balancer.',
    });
  });

  it('a document uploaded through one instance is reviewed through the other (object storage, presigned link)', async () => {
    const [one, two] = cluster.instances.map((instance) => instance.url) as [string, string];
    const carer = await account(one, 'service-provider', 'Dora Document');
    const inserted = await pool.query<{ id: string }>(
      `insert into caregiver_profiles (account_id, first_name, last_initial, headline, city, state,
         zip, lat, lng, services, age_groups, languages, published)
       values ($1, 'Dora', 'D', 'Careful, certified and kind sitter', 'Austin', 'TX', '78701',
         30.27, -97.74, '{babysitting}', '{toddler}', '{en}', true) returning id`,
      [carer.id],
    );
    const profileId = Number(inserted.rows[0]?.id);
    const { payload, contentType } = multipart([field('kind', 'identity'), file(PNG, 'id.png')]);
    const uploaded = await fetch(`${one}/v1/service-provider/documents`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...bearer(carer.token) },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const documentId = ((await uploaded.json()) as Json).results.id;
    const admin = await call(two, 'POST', '/v1/user/login', {
      email: ADMIN.email,
      login_input: ADMIN.email,
      password: ADMIN.password,
    });
    expect(admin.status).toBe(200);
    const queue = await call(
      two,
      'GET',
      CAREGIVER_PATHS.adminDocuments,
      undefined,
      bearer(admin.body.results.token),
    );
    const listed = queue.body.results.find(
      (doc: { id: unknown }) => String(doc.id) === String(documentId),
    );
    expect(listed).toBeDefined();
    // The bytes come from the object store through a presigned link, whichever instance signed it.
    const opened = await fetch(listed.file_url);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
    const decided = await call(
      two,
      'POST',
      CAREGIVER_PATHS.adminDecision(documentId),
      { decision: 'approve', kind: 'id', reason: 'Checked against the original document.' },
      bearer(admin.body.results.token),
    );
    expect(decided.status).toBe(200);
    // The badge shows on the caregiver's public profile, read through the balancer.
    const profile = await call(cluster.url, 'GET', CAREGIVER_PATHS.one(profileId));
    expect(profile.body.results.badges.map((badge: { kind: string }) => badge.kind)).toContain(
      'id',
    );
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
