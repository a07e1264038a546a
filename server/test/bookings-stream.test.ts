import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATHS } from '../../src/contract/endpoints';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createTestApp, type TestApp } from './harness';
import { pair, requestBody } from './routes/booking-people';
import { bearer } from './routes/market-people';
import { openStream, type SseClient } from './support/sse-client';

// The stream's `booking` event (interface §11) on two app instances over one database, as two
// servers behind a load balancer: a change made on one reaches the other side's stream held by
// the other instance (PostgreSQL LISTEN/NOTIFY, sent in the change's transaction).

let a: TestApp;
let b: { app: FastifyInstance; stop(): Promise<void> };
let urlA: string;
let urlB: string;
const open: SseClient[] = [];

beforeAll(async () => {
  a = await createTestApp();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: a.databaseUrl,
    PUBLIC_URL: 'http://ftc.test',
    RATE_CLIENT_PER_MINUTE: '100000',
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

async function post(base: string, path: string, body: unknown, token: string) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function listening(base: string, token: string) {
  const client = await openStream(open, base, { token });
  expect(client.status).toBe(200);
  await client.waitUntil(() => client.comments.includes('connected'));
  return client;
}

describe('booking events on every instance', () => {
  it('both sides hear every status change, each on the instance that holds their stream', async () => {
    const { mom, carer } = await pair(a);
    const momStream = await listening(urlA, mom.token);
    const carerStream = await listening(urlB, carer.token);

    // The parent asks on A: the caregiver's stream on B hears of it.
    const asked = await post(urlA, BOOKING_PATHS.list, requestBody(a, carer.profileId), mom.token);
    expect(asked.status, asked.body.message).toBe(201);
    const id = asked.body.results.id as number;
    const heard = await carerStream.next((e) => e.event === 'booking');
    expect(heard.data).toEqual({ booking_id: id, status: 'requested' });
    expect(heard.id).toBeUndefined();

    // The caregiver accepts on B: the parent's stream on A hears of it.
    const accepted = await post(urlB, BOOKING_PATHS.accept(id), {}, carer.token);
    expect(accepted.status, accepted.body.message).toBe(200);
    const confirmed = await momStream.next(
      (e) => e.event === 'booking' && e.data.status === 'confirmed',
    );
    expect(confirmed.data).toEqual({ booking_id: id, status: 'confirmed' });

    // The parent cancels on B: the caregiver's stream on B and the parent's on A both hear it.
    const cancelled = await post(
      urlB,
      BOOKING_PATHS.cancel(id),
      { reason: 'Grandma is visiting' },
      mom.token,
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    for (const stream of [momStream, carerStream])
      await stream.next((e) => e.event === 'booking' && e.data.status === 'cancelled');
    expect(
      carerStream.events.filter((e) => e.event === 'booking').map((e) => e.data.status),
    ).toEqual(['requested', 'confirmed', 'cancelled']);
    expect(momStream.events.filter((e) => e.event === 'booking').map((e) => e.data.status)).toEqual(
      ['requested', 'confirmed', 'cancelled'],
    );
    momStream.close();
    carerStream.close();
  });
});
