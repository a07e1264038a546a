import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_PATHS, JOB_PATHS } from '../../src/contract/endpoints';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { LISTENER_NAME } from '../services/notifications';
import { createTestApp, type TestApp } from './harness';
import { bearer, caregiver, isoDay, parent } from './routes/market-people';
import { streamCaughtUp } from './support/proof';
import { openStream, type SseClient } from './support/sse-client';

// The live stream over real HTTP (inject does not stream): two app instances on one database,
// as two servers behind a load balancer would be; events cross between them through
// PostgreSQL LISTEN/NOTIFY.

const ENV = {
  STREAM_PING_SECONDS: '1',
  STREAM_MAX_PER_ACCOUNT: '3',
  STREAM_RETRY_MS: '500',
  RATE_MESSAGES_PER_MINUTE: '1000',
};

let a: TestApp;
let b: { app: FastifyInstance; stop(): Promise<void> };
let urlA: string;
let urlB: string;
const open: SseClient[] = [];

beforeAll(async () => {
  a = await createTestApp(ENV);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: a.databaseUrl,
    PUBLIC_URL: 'http://ftc.test',
    RATE_CLIENT_PER_MINUTE: '100000',
    ...ENV,
  });
  const database = await openDatabase({
    databaseUrl: a.databaseUrl,
    dataDir: '/nonexistent',
    poolSize: 10,
  });
  const appB = await buildApp({ config, pool: database.pool, logger: false });
  b = {
    app: appB,
    async stop() {
      await appB.close();
      await database.stop();
    },
  };
  urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await appB.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const client of open) client.close();
  await b?.stop();
  await a?.close();
});

const stream = (base: string, options: Parameters<typeof openStream>[2] = {}) =>
  openStream(open, base, options);

const messageIds = (client: SseClient) =>
  client.events.filter((e) => e.event === 'message').map((e) => e.data.message.id as number);

async function post(base: string, path: string, body: unknown, token: string) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A parent, a caregiver, the parent's job, the caregiver's application and conversation. */
async function pair() {
  const mom = await parent(a);
  const carer = await caregiver(a);
  const job = await a.call(
    'POST',
    JOB_PATHS.own,
    {
      title: 'Evening sitter needed',
      description: 'Two kids, homework and dinner.',
      zip: '78701',
      services: ['babysitting'],
      age_groups: ['school_age'],
      schedule: 'Tue and Thu evenings',
      hourly_rate_max: 2400,
      starts_on: isoDay(5),
    },
    bearer(mom.token),
  );
  const applied = await a.call(
    'POST',
    JOB_PATHS.apply(job.body.results.id),
    { message: 'Hello! I would love to help.' },
    bearer(carer.token),
  );
  const started = await a.call(
    'POST',
    CONVERSATION_PATHS.list,
    { application_id: applied.body.results.id, body: 'First message' },
    bearer(carer.token),
  );
  return {
    mom,
    carer,
    jobId: job.body.results.id as number,
    applicationId: applied.body.results.id as number,
    conversationId: started.body.results.conversation_id as number,
  };
}

describe('GET /v1/stream', () => {
  it('answers an uncompressed, unbuffered event stream; without a session 401', async () => {
    const { mom } = await pair();
    const client = await stream(urlA, {
      token: mom.token,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toMatch(/^no-cache/);
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    // Security headers still come (helmet).
    expect(client.headers.get('x-content-type-options')).toBe('nosniff');
    await client.waitUntil(() => client.comments.includes('connected'));
    expect(client.retries[0]).toBe(500);
    client.close();

    const anonymous = await stream(urlA);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please log in to continue.');
    const badHeader = await stream(urlA, { token: mom.token, lastEventId: 'abc' });
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.message).toBe(
      'Last-Event-ID must be the id of a message (a whole number).',
    );
  });

  it('a message sent on instance A arrives on a stream held on instance B, and on the sender’s own', async () => {
    const { mom, carer, conversationId } = await pair();
    const momOnB = await stream(urlB, { token: mom.token });
    const carerOnA = await stream(urlA, { token: carer.token });
    await momOnB.waitUntil(() => momOnB.comments.includes('connected'));
    await carerOnA.waitUntil(() => carerOnA.comments.includes('connected'));
    const sent = await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'Live <b>hello</b> from A' },
      carer.token,
    );
    expect(sent.status).toBe(201);
    const received = await momOnB.next((e) => e.event === 'message');
    expect(received.id).toBe(String(sent.body.results.id));
    expect(received.data).toEqual({
      conversation_id: conversationId,
      message: {
        id: sent.body.results.id,
        from_me: false,
        body: 'Live <b>hello</b> from A',
        flags: [],
        created_at: sent.body.results.created_at,
      },
    });
    const own = await carerOnA.next((e) => e.event === 'message');
    expect(own.data.message.from_me).toBe(true);
    // A stranger's stream gets nothing.
    const stranger = await parent(a);
    const strangerStream = await stream(urlB, { token: stranger.token });
    await post(urlA, CONVERSATION_PATHS.messages(conversationId), { body: 'Again' }, mom.token);
    await carerOnA.next((e) => e.data?.message?.body === 'Again');
    await streamCaughtUp(strangerStream, a.pool, stranger.user.id);
    expect(strangerStream.events).toEqual([]);
    for (const client of [momOnB, carerOnA, strangerStream]) client.close();
  });

  it('a ticket works once, on any instance, within 60 seconds; it is stored hashed', async () => {
    const { mom, conversationId, carer } = await pair();
    const issued = await post(urlA, CONVERSATION_PATHS.ticket, {}, mom.token);
    expect(issued.status).toBe(201);
    const ticket = issued.body.results.ticket as string;
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    const { rows } = await a.pool.query('select hash from stream_tickets');
    expect(rows.map((row) => row.hash)).not.toContain(ticket);

    const first = await stream(urlB, { ticket });
    expect(first.status).toBe(200);
    await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'Via ticket' },
      carer.token,
    );
    expect((await first.next((e) => e.event === 'message')).data.message.body).toBe('Via ticket');
    const second = await stream(urlA, { ticket });
    expect(second.status).toBe(401);
    expect(second.body.message).toBe(
      'This stream ticket is not valid: a ticket works once, within 60 seconds. Ask for a new one.',
    );
    first.close();

    const late = (await post(urlA, CONVERSATION_PATHS.ticket, {}, mom.token)).body.results.ticket;
    await a.pool.query(
      "update stream_tickets set created_at = now() - interval '61 seconds' where account_id = $1",
      [mom.user.id],
    );
    expect((await stream(urlA, { ticket: late })).status).toBe(401);
    // Two streams racing with one ticket: one gets it.
    const raced = (await post(urlA, CONVERSATION_PATHS.ticket, {}, mom.token)).body.results.ticket;
    const both = await Promise.all([
      stream(urlA, { ticket: raced }),
      stream(urlB, { ticket: raced }),
    ]);
    expect(both.map((client) => client.status).sort()).toEqual([200, 401]);
    for (const client of both) client.close();
    // A ticket needs a session.
    const anonymous = await fetch(new URL(CONVERSATION_PATHS.ticket, urlA), { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('catching up after a dropped connection delivers the missed messages exactly once', async () => {
    const { mom, carer, conversationId } = await pair();
    const first = await stream(urlA, { token: mom.token });
    await first.waitUntil(() => first.comments.includes('connected'));
    const one = await post(
      urlB,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'm1' },
      carer.token,
    );
    await first.next((e) => e.data?.message?.id === one.body.results.id);
    first.close();
    // While the parent is away: three messages (from both sides).
    const missed: number[] = [];
    for (const [who, body] of [
      [carer, 'm2'],
      [mom, 'm3'],
      [carer, 'm4'],
    ] as const) {
      missed.push(
        (await post(urlB, CONVERSATION_PATHS.messages(conversationId), { body }, who.token)).body
          .results.id,
      );
    }
    // Reconnect as EventSource does (Last-Event-ID), while the caregiver keeps writing.
    const writing = (async () => {
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) {
        ids.push(
          (
            await post(
              urlA,
              CONVERSATION_PATHS.messages(conversationId),
              { body: `live ${i}` },
              carer.token,
            )
          ).body.results.id,
        );
      }
      return ids;
    })();
    const again = await stream(urlB, {
      token: mom.token,
      lastEventId: String(one.body.results.id),
    });
    const live = await writing;
    const expected = [...missed, ...live];
    await again.waitUntil(() => messageIds(again).length >= expected.length);
    await streamCaughtUp(again, a.pool, mom.user.id);
    expect(messageIds(again)).toEqual(expected);
    expect(again.events.find((e) => e.data.message.id === missed[1])?.data.message.from_me).toBe(
      true,
    );
    again.close();

    // `after=` (a streaming fetch) does the same; the larger of it and Last-Event-ID counts.
    const byQuery = await stream(urlA, {
      token: mom.token,
      after: missed[2],
      lastEventId: String(missed[0]),
    });
    await byQuery.waitUntil(() => messageIds(byQuery).length >= live.length);
    expect(messageIds(byQuery)).toEqual(live);
    byQuery.close();
  });

  it('sends a ping comment (STREAM_PING_SECONDS) and application events', async () => {
    const mom = await parent(a);
    const carer = await caregiver(a);
    const momStream = await stream(urlB, { token: mom.token });
    const carerStream = await stream(urlA, { token: carer.token });
    await momStream.waitUntil(() => momStream.comments.includes('ping'), 3000);

    const job = await a.call(
      'POST',
      JOB_PATHS.own,
      {
        title: 'Weekend nanny wanted',
        description: 'Saturdays and Sundays with our toddler.',
        zip: '78701',
        services: ['nanny'],
        age_groups: ['toddler'],
        schedule: 'Weekends',
        hourly_rate_max: 2600,
        starts_on: isoDay(3),
      },
      bearer(mom.token),
    );
    const jobId = job.body.results.id as number;
    const applied = await post(
      urlA,
      JOB_PATHS.apply(jobId),
      { message: 'I would love this job!' },
      carer.token,
    );
    const applicationId = applied.body.results.id as number;
    const arrived = await momStream.next((e) => e.event === 'application');
    expect(arrived.id).toBeUndefined();
    expect(arrived.data).toEqual({
      job_id: jobId,
      application_id: applicationId,
      status: 'applied',
    });

    await post(
      urlB,
      JOB_PATHS.applicationStatus(applicationId),
      { status: 'shortlisted' },
      mom.token,
    );
    const changed = await carerStream.next((e) => e.event === 'application');
    expect(changed.data).toEqual({
      job_id: jobId,
      application_id: applicationId,
      status: 'shortlisted',
    });
    expect(carerStream.events.filter((e) => e.event === 'application')).toHaveLength(1);
    momStream.close();
    carerStream.close();
  });

  it('an account with an open stream (on any instance) is not emailed; once it leaves, it is', async () => {
    const { mom, carer, conversationId } = await pair();
    const subject = `New message from ${carer.firstName}`;
    // The conversation's first message emailed the parent (offline then; after its answer, so
    // wait for it): start over.
    await a.app.ctx.conversations.idle();
    await a.pool.query('update conversations set parent_emailed_at = null where id = $1', [
      conversationId,
    ]);
    const before = (await a.outbox(mom.form.email)).filter((m) => m.subject === subject).length;
    const momStream = await stream(urlB, { token: mom.token });
    await momStream.waitUntil(() => momStream.comments.includes('connected'));
    await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'You are online' },
      carer.token,
    );
    await momStream.next((e) => e.event === 'message');
    expect((await a.outbox(mom.form.email)).filter((m) => m.subject === subject)).toHaveLength(
      before,
    );
    momStream.close();
    // Presence goes when the last stream closes.
    const until = Date.now() + 5000;
    for (;;) {
      const { rows } = await a.pool.query('select 1 from stream_presence where account_id = $1', [
        mom.user.id,
      ]);
      if (rows.length === 0) break;
      if (Date.now() > until) throw new Error('presence stayed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'Now offline' },
      carer.token,
    );
    expect((await a.outbox(mom.form.email)).filter((m) => m.subject === subject)).toHaveLength(
      before + 1,
    );
  });

  it('at most STREAM_MAX_PER_ACCOUNT streams per account on an instance (a burst too)', async () => {
    const mom = await parent(a);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => stream(urlA, { token: mom.token })),
    );
    expect(burst.filter((client) => client.status === 200)).toHaveLength(3);
    const refused = burst.filter((client) => client.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.message).toBe(
      'You have 3 live connections open, the most for one account. Close a tab or window, then try again.',
    );
    // Another instance has its own places; a closed stream gives its place back.
    const elsewhere = await stream(urlB, { token: mom.token });
    expect(elsewhere.status).toBe(200);
    burst.find((client) => client.status === 200)?.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await stream(urlA, { token: mom.token });
    expect(again.status).toBe(200);
    for (const client of [...burst, elsewhere, again]) client.close();
  });

  it('when the listening connection drops, streams close with a retry hint and the client catches up', async () => {
    const { mom, carer, conversationId } = await pair();
    const momStream = await stream(urlB, { token: mom.token });
    await momStream.waitUntil(() => momStream.comments.includes('connected'));
    const seen = await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'before' },
      carer.token,
    );
    await momStream.next((e) => e.data?.message?.id === seen.body.results.id);
    // The database ends every listening connection (a failover, a network cut).
    await a.pool.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [LISTENER_NAME],
    );
    await momStream.ended;
    expect(momStream.retries.length).toBeGreaterThanOrEqual(2);
    const meanwhile = await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'during' },
      carer.token,
    );
    const back = await stream(urlB, {
      token: mom.token,
      lastEventId: String(seen.body.results.id),
    });
    await back.next((e) => e.data?.message?.id === meanwhile.body.results.id);
    // The listener is back: live messages flow again.
    const after = await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body: 'after' },
      carer.token,
    );
    await back.next((e) => e.data?.message?.id === after.body.results.id);
    expect(messageIds(back)).toEqual([meanwhile.body.results.id, after.body.results.id]);
    back.close();
  });

  it("a logout ends that login's streams (bearer and ticket) and its unused tickets; other logins keep theirs", async () => {
    const mom = await parent(a);
    const again = await a.call('POST', '/v1/user/login', {
      email: mom.form.email,
      login_input: mom.form.email,
      password: mom.form.password,
    });
    expect(again.status).toBe(200);
    const other = again.body.results.token as string;
    const bought = await post(urlA, CONVERSATION_PATHS.ticket, {}, mom.token);
    const byTicket = await stream(urlB, { ticket: bought.body.results.ticket });
    const byBearer = await stream(urlA, { token: mom.token });
    const otherLogin = await stream(urlB, { token: other });
    const spare = await post(urlA, CONVERSATION_PATHS.ticket, {}, mom.token);
    for (const client of [byTicket, byBearer, otherLogin]) expect(client.status).toBe(200);

    expect((await post(urlB, '/v1/user/logout', {}, mom.token)).status).toBe(200);
    // Ended at the next heartbeat (STREAM_PING_SECONDS = 1 here), without a retry hint.
    await Promise.race([
      Promise.all([byTicket.ended, byBearer.ended]),
      new Promise((_, reject) => setTimeout(() => reject(new Error('streams still open')), 5000)),
    ]);
    expect(byTicket.retries).toEqual([500]);
    expect(byBearer.retries).toEqual([500]);
    const late = await stream(urlA, { ticket: spare.body.results.ticket });
    expect(late.status).toBe(401);
    // The account's other login is untouched: the heartbeat that ended the others looked at it
    // too (same instance); a ping after that, then an event, still reach it.
    let open = true;
    void otherLogin.ended.then(() => {
      open = false;
    });
    const pings = otherLogin.comments.length;
    await otherLogin.waitUntil(() => otherLogin.comments.slice(pings).includes('ping'), 3000);
    await streamCaughtUp(otherLogin, a.pool, mom.user.id);
    expect(open).toBe(true);
    expect(otherLogin.comments).toContain('ping');
  });

  it('closing an app ends its streams with a retry hint, and does not wait for them', async () => {
    const mom = await parent(a);
    // A third instance, to close.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: a.databaseUrl,
      PUBLIC_URL: 'http://ftc.test',
      RATE_CLIENT_PER_MINUTE: '100000',
      ...ENV,
    });
    const database = await openDatabase({
      databaseUrl: a.databaseUrl,
      dataDir: '/nonexistent',
      poolSize: 4,
    });
    const third = await buildApp({ config, pool: database.pool, logger: false });
    const url = await third.listen({ port: 0, host: '127.0.0.1' });
    const client = await stream(url, { token: mom.token });
    await client.waitUntil(() => client.comments.includes('connected'));
    const started = Date.now();
    await third.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(client.retries.length).toBe(2);
    expect(client.retries[1]).toBeGreaterThanOrEqual(500);
    const { rows } = await a.pool.query('select 1 from stream_presence where instance_id = $1', [
      third.ctx.streams.instanceId,
    ]);
    expect(rows).toEqual([]);
    await database.stop();
  });
});
