import { gunzipSync, inflateSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../plugins/compress';
import { createTestApp, type TestApp } from '../harness';
import { heardEverything } from '../support/proof';

// Issue 14: content answers come from each instance's memory, with an ETag; a change to a content
// table, made anywhere, reaches every instance through PostgreSQL NOTIFY and drops what it kept.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const questions = async (t: TestApp) =>
  (await get(t, '/v1/users/faqs')).json().results.map((faq: { question: string }) => faq.question);

describe('the content cache', () => {
  it('answers with an ETag and 304 when the client has it; no-cache so clients revalidate', async () => {
    const first = await get(a, '/v1/users/faqs');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.json().results.length).toBeGreaterThan(0);
    const again = await get(a, '/v1/users/faqs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another instance computes the same ETag for the same content.
    expect((await get(b, '/v1/users/faqs', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('compresses a kept answer as the compression plugin chooses, from bytes made once', async () => {
    const plain = await get(a, '/v1/users/faqs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (let n = 0; n < 2; n += 1) {
      const zipped = await get(a, '/v1/users/faqs', browser);
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    const deflated = await get(a, '/v1/users/faqs', { 'accept-encoding': 'gzip;q=0, deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString()).toBe(plain.body);
    expect(
      (await get(a, '/v1/users/faqs', { 'accept-encoding': 'deflate;q=0.5, x-gzip' })).headers[
        'content-encoding'
      ],
    ).toBe('gzip');
    for (const headers of <Record<string, string>[]>[
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    ]) {
      const answer = await get(a, '/v1/users/faqs', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plain.body);
    }
    // The client that has it gets a 304 whatever it accepts.
    const etag = plain.headers.etag as string;
    expect((await get(a, '/v1/users/faqs', { ...browser, 'if-none-match': etag })).statusCode).toBe(
      304,
    );
  });

  it('chooses the encoding @fastify/compress chooses for any Accept-Encoding', async () => {
    // A plain Fastify app with the compression plugin as the server registers it, answering the
    // FAQs' bytes: the kept answers must be sent in the same encoding for every header.
    const plain = await get(a, '/v1/users/faqs');
    const reference = Fastify();
    await registerCompression(reference);
    reference.get('/faqs', (_request, reply) => {
      reply.type('application/json').send(plain.body);
    });
    try {
      for (const header of [
        '*',
        'x-gzip',
        'deflate, gzip',
        'deflate;q=1, gzip;q=1',
        'gzip;q=0.5, deflate;q=0.8',
        'GZIP;Q=0.1, Deflate',
        'gzip;q=0, *',
        'deflate;q=0, gzip;q=0',
        'br;q=1, zstd, identity;q=0.5',
        'gzip;q=abc, deflate;q=0.3',
        ', ,;q=1,gzip',
      ]) {
        const ours = await get(a, '/v1/users/faqs', { 'accept-encoding': header });
        const theirs = await reference.inject({
          method: 'GET',
          url: '/faqs',
          headers: { 'accept-encoding': header },
        });
        expect([header, ours.headers['content-encoding']]).toEqual([
          header,
          theirs.headers['content-encoding'],
        ]);
      }
    } finally {
      await reference.close();
    }
  });

  it('keeps each language apart', async () => {
    const english = await get(a, '/v1/users/hows', { 'accept-language': 'en' });
    const spanish = await get(a, '/v1/users/hows', { 'accept-language': 'es' });
    expect(english.json().message).toBe('Steps loaded.');
    expect(spanish.json().message).not.toBe('Steps loaded.');
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect(spanish.headers.vary).toMatch(/accept-language/i);
  });

  it('a change made anywhere (here: plain SQL) reaches both instances, which drop what they kept', async () => {
    const before = await questions(a);
    await questions(b);
    expect(a.app.ctx.contentCache.size).toBeGreaterThan(0);
    await a.pool.query(
      "insert into faqs (audience, question, answer, position) values ('users', 'Is the cache fresh?', 'Yes.', 999)",
    );
    for (const t of [a, b]) {
      await eventually(
        async () => (await questions(t)).includes('Is the cache fresh?'),
        'the new FAQ',
      );
    }
    expect((await questions(b)).length).toBe(before.length + 1);
    await a.pool.query("delete from faqs where question = 'Is the cache fresh?'");
    await eventually(
      async () => !(await questions(b)).includes('Is the cache fresh?'),
      'the FAQ gone',
    );
  });

  it("the spotlight follows a profile's shown fields, not its last_active_at (touched by every login)", async () => {
    const spotlight = async (t: TestApp) =>
      (await get(t, '/v1/service-providers/sps')).json().results;
    const [first] = await spotlight(a);
    expect(first).toBeDefined();
    await a.pool.query('update caregiver_profiles set last_active_at = now()');
    await heardEverything(a.app.ctx.notifications, a.pool);
    expect(a.app.ctx.contentCache.size).toBeGreaterThan(0);
    await a.pool.query(
      "update caregiver_profiles set headline = 'Freshly edited headline here' where id = $1",
      [first.id],
    );
    await eventually(
      async () => (await spotlight(a))[0]?.headline === 'Freshly edited headline here',
      'the edited headline',
    );
  });

  it('does not keep unknown pages (they cannot fill the memory)', async () => {
    a.app.ctx.contentCache.drop();
    for (let n = 0; n < 20; n += 1) {
      expect((await get(a, `/v1/user/static-content/no-such-page-${n}`)).statusCode).toBe(404);
    }
    expect(a.app.ctx.contentCache.size).toBe(0);
    expect((await get(a, '/v1/user/static-content/privacy-policy')).statusCode).toBe(200);
    expect(a.app.ctx.contentCache.size).toBe(1);
  });
});
