import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, CONVERSATION_PATHS, JOB_PATHS } from '../../src/contract/endpoints';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createTestApp, type TestApp } from './harness';
import { bearer, caregiver, isoDay, parent } from './routes/market-people';
import { streamCaughtUp } from './support/proof';
import { openStream, type SseClient } from './support/sse-client';

// The end of a login ends its streams at once, on every instance (a `logins_ended` NOTIFY in
// the transaction that ends it), not at the next heartbeat: the ping (and with it the
// heartbeat's check) is left at its default 25 s here, so only the notice can close a stream
// within a test. Two instances on one database: the logout on A, the streams on B.

const ENV = { STREAM_RETRY_MS: '500', RATE_MESSAGES_PER_MINUTE: '1000' };

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

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A second login of the parent (its own refresh-token family). */
async function logInAgain(mom: Awaited<ReturnType<typeof parent>>) {
  const again = await post(urlA, '/v1/user/login', {
    email: mom.form.email,
    login_input: mom.form.email,
    password: mom.form.password,
  });
  expect(again.status).toBe(200);
  return again.body.results as { token: string; refresh_token: string };
}

/** A parent and a caregiver with a conversation (the caregiver writes to the parent). */
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
  const conversationId = started.body.results.conversation_id as number;
  /** The caregiver writes to the parent, through instance A. */
  const write = async (body: string) => {
    const sent = await post(
      urlA,
      CONVERSATION_PATHS.messages(conversationId),
      { body },
      carer.token,
    );
    expect(sent.status).toBe(201);
    return sent.body.results.id as number;
  };
  return { mom, carer, write };
}

/** A stream on instance B that says it listens. */
async function listening(options: Parameters<typeof openStream>[2]) {
  const client = await openStream(open, urlB, options);
  expect(client.status).toBe(200);
  await client.waitUntil(() => client.comments.includes('connected'));
  return client;
}

const messages = (client: SseClient) => client.events.filter((e) => e.event === 'message');

/**
 * Waits until the stream ends or a message reaches it, whichever comes first (well within the
 * 25 s heartbeat): an ended stream has delivered all it ever will.
 */
async function endedOrHeard(client: SseClient): Promise<boolean> {
  let ended = false;
  void client.ended.then(() => {
    ended = true;
  });
  await client.waitUntil(() => ended || messages(client).length > 0, 10_000);
  return ended;
}

describe('the end of a login ends its streams at once, on every instance', () => {
  it('a logout on A closes the login’s stream on B before a message sent right after it; the other login keeps its stream', async () => {
    const { mom, write } = await pair();
    const other = await logInAgain(mom);
    const loggedOut = await listening({ token: mom.token });
    const otherLogin = await listening({ token: other.token });
    let otherOpen = true;
    void otherLogin.ended.then(() => {
      otherOpen = false;
    });

    expect((await post(urlA, '/v1/user/logout', {}, mom.token)).status).toBe(200);
    const after = await write('Sent the moment the logout answered');

    expect(await endedOrHeard(loggedOut)).toBe(true);
    expect(messages(loggedOut)).toEqual([]);
    // Ended for good: no `retry:` hint after the opening one.
    expect(loggedOut.retries).toEqual([500]);
    // The account's other login heard the message, and still listens.
    await otherLogin.next((e) => e.data?.message?.id === after);
    await streamCaughtUp(otherLogin, a.pool, mom.user.id);
    expect(otherOpen).toBe(true);
    otherLogin.close();
  });

  it('a password change on A closes every stream of the account’s logins on B, the caller’s too; the new session streams', async () => {
    const { mom, write } = await pair();
    const other = await logInAgain(mom);
    const caller = await listening({ token: mom.token });
    const ticket = await post(urlA, CONVERSATION_PATHS.ticket, {}, other.token);
    const byTicket = await listening({ ticket: ticket.body.results.ticket });

    const changed = await post(
      urlA,
      '/v1/user/reset-password',
      { current_password: mom.form.password, password: 'moonlight77' },
      mom.token,
    );
    expect(changed.status).toBe(200);
    await write('Sent the moment the password changed');

    for (const client of [caller, byTicket]) {
      expect(await endedOrHeard(client)).toBe(true);
      expect(messages(client)).toEqual([]);
    }
    // The session the change answered is the one left: its stream hears what comes next.
    const fresh = await listening({ token: changed.body.results.token });
    const next = await write('After the change');
    await fresh.next((e) => e.data?.message?.id === next);
    fresh.close();
  });

  it('an account deletion on A closes every stream of the account on B (interface §9 "Your data")', async () => {
    const { mom, write } = await pair();
    const other = await logInAgain(mom);
    const caller = await listening({ token: mom.token });
    const ticket = await post(urlA, CONVERSATION_PATHS.ticket, {}, other.token);
    const byTicket = await listening({ ticket: ticket.body.results.ticket });

    const deleted = await post(
      urlA,
      ACCOUNT_PATHS.delete('user'),
      { password: mom.form.password },
      mom.token,
    );
    expect(deleted.status).toBe(200);
    await write('Sent the moment the account was deleted');

    for (const client of [caller, byTicket]) {
      expect(await endedOrHeard(client)).toBe(true);
      expect(messages(client)).toEqual([]);
    }
    const again = await openStream(open, urlB, { token: other.token });
    expect(again.status).toBe(401);
  });

  it('a stolen refresh token presented on A ends its login’s stream on B at once', async () => {
    const { mom, write } = await pair();
    const stream = await listening({ token: mom.token });
    const renewed = await post(urlA, '/v1/user/refresh-token', {
      refresh_token: mom.refresh_token,
    });
    expect(renewed.status).toBe(200);
    // Past the reuse grace (30 s): presenting the retired token again counts as theft.
    await a.pool.query(
      `update refresh_tokens set revoked_at = revoked_at - interval '31 seconds'
        where replaced_by is not null and account_id = $1`,
      [mom.user.id],
    );
    const reused = await post(urlA, '/v1/user/refresh-token', {
      refresh_token: mom.refresh_token,
    });
    expect(reused.status).toBe(401);
    await write('Sent the moment the login was ended');

    expect(await endedOrHeard(stream)).toBe(true);
    expect(messages(stream)).toEqual([]);
  });
});
