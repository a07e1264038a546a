import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDocument } from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { S3Storage } from '../../services/s3-storage';
import { createTestApp, type TestApp } from '../harness';
import { field, file, multipart, PNG } from '../multipart';
import { startTestS3, type TestS3 } from '../s3-server';
import { admin, bearer, caregiver, parent } from './market-people';

// Uploaded documents in S3-compatible storage (issue 13): the app built with S3_* settings
// against s3rver on this machine, which can be stopped, started and stalled under it.

const STORE_FAILED = 'We could not store your document right now. Try again in a minute.';

let s3: TestS3;
let t: TestApp;
let dataDir: string;
let adminToken: string;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = mkdtempSync(join(tmpdir(), 'ftc-object-storage-'));
  t = await createTestApp({
    ...s3.env,
    DATA_DIR: dataDir,
    S3_TIMEOUT_MS: '1000',
    S3_MAX_ATTEMPTS: '2',
  });
  adminToken = (await admin(t)).token;
});
afterAll(async () => {
  await t?.close();
  if (t?.app.ctx.files instanceof S3Storage) t.app.ctx.files.destroy();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function uploadPng(token: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipart([field('kind', 'identity'), file(PNG, 'my id.png')]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/service-provider/documents',
    headers: { ...bearer(token), 'content-type': contentType, ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const rowsOf = async (accountId: number | string) =>
  (
    await t.pool.query<{ id: string; storage_key: string }>(
      'select id, storage_key from documents where account_id = $1 order by created_at',
      [accountId],
    )
  ).rows;

const listAsAdmin = async () => {
  const answer = await t.call('GET', CAREGIVER_PATHS.adminDocuments, undefined, bearer(adminToken));
  expect(answer.status).toBe(200);
  return answer.body.results as AdminDocument[];
};

describe('uploads go to the bucket', () => {
  it('is the object store the settings name', () => {
    expect(t.app.ctx.files).toBeInstanceOf(S3Storage);
  });

  it('an upload through the API is an object in the bucket with the exact bytes, nothing on disk', async () => {
    const bea = await caregiver(t);
    const answer = await uploadPng(bea.token);
    expect(answer.status).toBe(201);
    const [row] = await rowsOf(bea.user.id);
    expect(row?.id).toBe(answer.body.results.id);
    expect(row?.storage_key).toMatch(new RegExp(`^documents/${bea.user.id}/[\\w-]+\\.png$`));
    expect((await s3.object(row?.storage_key ?? ''))?.equals(PNG)).toBe(true);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it('a burst of parallel uploads: each one a row and its object', async () => {
    const bea = await caregiver(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => uploadPng(bea.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const rows = await rowsOf(bea.user.id);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect((await s3.object(row.storage_key))?.equals(PNG)).toBe(true);
  });

  it('removing a document removes its object', async () => {
    const bea = await caregiver(t);
    const id = (await uploadPng(bea.token)).body.results.id as string;
    const [row] = await rowsOf(bea.user.id);
    const key = row?.storage_key ?? '';
    expect(await s3.object(key)).not.toBeNull();
    // Someone else's document: 404, and the object stays.
    const ana = await parent(t);
    const stranger = await t.call(
      'DELETE',
      `/v1/service-provider/documents/${id}`,
      undefined,
      bearer(ana.token),
    );
    expect(stranger.status).toBe(403);
    const other = await caregiver(t);
    expect(
      (
        await t.call(
          'DELETE',
          `/v1/service-provider/documents/${id}`,
          undefined,
          bearer(other.token),
        )
      ).status,
    ).toBe(404);
    expect(await s3.object(key)).not.toBeNull();
    const removed = await t.call(
      'DELETE',
      `/v1/service-provider/documents/${id}`,
      undefined,
      bearer(bea.token),
    );
    expect(removed.status).toBe(200);
    expect(await s3.object(key)).toBeNull();
    expect(await rowsOf(bea.user.id)).toEqual([]);
  });
});

describe('admins open a document through a short-lived presigned link', () => {
  it("the admin list's file_url is a presigned link of 5 minutes that opens the bytes without a token", async () => {
    const bea = await caregiver(t, { firstName: 'Linka' });
    const id = (await uploadPng(bea.token)).body.results.id as string;
    const item = (await listAsAdmin()).find((doc) => doc.id === id);
    expect(item).toBeDefined();
    AdminDocument.parse(item);
    const link = new URL(item?.file_url ?? '');
    expect(link.origin).toBe(s3.endpoint);
    expect(link.pathname).toMatch(new RegExp(`^/${s3.bucket}/documents/${bea.user.id}/`));
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    // Nothing of the storage but the link: no key or owner fields of the row.
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'created_at',
        'expires_on',
        'file_url',
        'id',
        'kind',
        'owner_first_name',
        'owner_profile_id',
        'status',
      ].sort(),
    );

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="my id\.png"/);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('the object is not public: the same URL unsigned, or with a changed signature, is refused', async () => {
    const bea = await caregiver(t);
    const id = (await uploadPng(bea.token)).body.results.id as string;
    const link = new URL((await listAsAdmin()).find((doc) => doc.id === id)?.file_url ?? '');
    const unsigned = await fetch(`${link.origin}${link.pathname}`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).not.toContain('PNG');
    const forged = new URL(link);
    forged.searchParams.set('X-Amz-Signature', 'f'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
  });

  it('a decision answers a fresh link too', async () => {
    const bea = await caregiver(t);
    const id = (await uploadPng(bea.token)).body.results.id as string;
    const decided = await t.call(
      'POST',
      CAREGIVER_PATHS.adminDecision(id),
      { decision: 'reject', kind: 'id', reason: 'Blurry photo' },
      bearer(adminToken),
    );
    expect(decided.status).toBe(200);
    const opened = await fetch(decided.body.results.file_url);
    expect(opened.status).toBe(200);
  });

  it('nobody else gets a link: no session 401, a parent or caregiver 403, with no URL in the answer', async () => {
    const bea = await caregiver(t);
    await uploadPng(bea.token);
    const ana = await parent(t);
    const anonymous = await t.call('GET', CAREGIVER_PATHS.adminDocuments);
    expect(anonymous.status).toBe(401);
    for (const session of [ana, bea]) {
      const refused = await t.call(
        'GET',
        CAREGIVER_PATHS.adminDocuments,
        undefined,
        bearer(session.token),
      );
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain(s3.endpoint);
      expect(JSON.stringify(refused.body)).not.toContain('X-Amz');
    }
    // The owner's own list names the document, never where it is stored.
    const own = await t.call('GET', '/v1/service-provider/documents', undefined, bearer(bea.token));
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain(s3.endpoint);
    expect(JSON.stringify(own.body)).not.toContain('documents/');
  });

  it("the admin's bearer route still serves the bytes from the bucket", async () => {
    const bea = await caregiver(t);
    const id = (await uploadPng(bea.token)).body.results.id as string;
    const url = CAREGIVER_PATHS.adminDocumentFile(id);
    const file = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(bea.token) })).statusCode,
    ).toBe(403);
  });
});

describe('S3 down', () => {
  it('an upload answers 503 with a message, leaves no document row, and a retry works once S3 is back', async () => {
    const bea = await caregiver(t);
    await s3.stop();
    try {
      const started = Date.now();
      const failed = await uploadPng(bea.token);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ success: false, message: STORE_FAILED });
      expect(failed.headers['retry-after']).toBe('60');
      expect(Date.now() - started).toBeLessThan(5000);
      const spanish = await uploadPng(bea.token, { 'accept-language': 'es' });
      expect(spanish.status).toBe(503);
      expect(spanish.body.message).toBe(
        'No pudimos guardar tu documento en este momento. Inténtalo de nuevo en un minuto.',
      );
      expect(await rowsOf(bea.user.id)).toEqual([]);
      const own = await t.call(
        'GET',
        '/v1/service-provider/documents',
        undefined,
        bearer(bea.token),
      );
      expect(own.body.results).toEqual([]);
    } finally {
      await s3.start();
    }
    const retried = await uploadPng(bea.token);
    expect(retried.status).toBe(201);
    const rows = await rowsOf(bea.user.id);
    expect(rows.map((row) => row.id)).toEqual([retried.body.results.id]);
    expect((await s3.object(rows[0]?.storage_key ?? ''))?.equals(PNG)).toBe(true);
  });

  it('a hung S3: the upload gives up after the timeouts with the same 503, no row', async () => {
    const bea = await caregiver(t);
    s3.stall(true);
    try {
      const started = Date.now();
      const failed = await uploadPng(bea.token);
      expect(failed.status).toBe(503);
      expect(failed.body.message).toBe(STORE_FAILED);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(await rowsOf(bea.user.id)).toEqual([]);
    } finally {
      s3.stall(false);
    }
    expect((await uploadPng(bea.token)).status).toBe(201);
  });

  it('a removal answers 503 and keeps the document and its object, then succeeds once S3 is back', async () => {
    const bea = await caregiver(t);
    const id = (await uploadPng(bea.token)).body.results.id as string;
    const key = (await rowsOf(bea.user.id))[0]?.storage_key ?? '';
    await s3.stop();
    try {
      const failed = await t.call(
        'DELETE',
        `/v1/service-provider/documents/${id}`,
        undefined,
        bearer(bea.token),
      );
      expect(failed.status).toBe(503);
      expect(failed.body.message).toBe(
        'We could not remove your document right now. Try again in a minute.',
      );
      expect((await rowsOf(bea.user.id)).map((row) => row.id)).toEqual([id]);
      // The admin's list still answers (a link is signed here, without the store)…
      expect((await listAsAdmin()).some((doc) => doc.id === id)).toBe(true);
      // …and the bearer route says the storage is not answering.
      const file = await t.call(
        'GET',
        CAREGIVER_PATHS.adminDocumentFile(id),
        undefined,
        bearer(adminToken),
      );
      expect(file.status).toBe(503);
      expect(file.body.message).toBe(
        'We could not open this document from the storage right now. Try again in a minute.',
      );
    } finally {
      await s3.start();
    }
    expect(await s3.object(key)).not.toBeNull();
    const removed = await t.call(
      'DELETE',
      `/v1/service-provider/documents/${id}`,
      undefined,
      bearer(bea.token),
    );
    expect(removed.status).toBe(200);
    expect(await s3.object(key)).toBeNull();
    expect(await rowsOf(bea.user.id)).toEqual([]);
  });
});

// The clock moves forward from here on (POST /dev/tick): this runs last.
describe('erasure of a deleted account (interface §9 "Your data")', () => {
  it('14 days after a deletion, its documents leave the bucket with their rows', async () => {
    const bea = await caregiver(t);
    const answer = await uploadPng(bea.token);
    expect(answer.status).toBe(201);
    const [row] = await rowsOf(bea.user.id);
    const key = row?.storage_key ?? '';
    expect(await s3.object(key)).not.toBeNull();
    const deleted = await t.call(
      'POST',
      '/v1/service-provider/account/delete',
      { password: bea.form.password },
      bearer(bea.token),
    );
    expect(deleted.status).toBe(200);
    const ticked = await t.call('POST', '/dev/tick', {
      now: new Date(t.app.ctx.clock.nowMs() + 15 * 86_400_000).toISOString(),
    });
    expect(ticked.status).toBe(200);
    expect(await s3.object(key)).toBeNull();
    expect(await rowsOf(bea.user.id)).toEqual([]);
  });
});
