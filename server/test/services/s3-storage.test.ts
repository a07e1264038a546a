import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../config';
import { StorageUnavailable } from '../../services/file-storage';
import { S3Storage } from '../../services/s3-storage';
import { startTestS3, type TestS3 } from '../s3-server';

let s3: TestS3;
let storage: S3Storage;
const logs: string[] = [];

const settingsOf = (env: Record<string, string>): S3Settings => {
  const settings = loadConfig(env).s3;
  if (!settings) throw new Error('no S3 settings');
  return settings;
};

beforeAll(async () => {
  s3 = await startTestS3();
  storage = new S3Storage(
    settingsOf({ ...s3.env, S3_TIMEOUT_MS: '1000', S3_MAX_ATTEMPTS: '2' }),
    (line) => logs.push(line),
  );
});
afterAll(async () => {
  storage?.destroy();
  await s3?.close();
});

describe('the S3 settings (interface §8)', () => {
  it('S3_BUCKET turns object storage on; the region defaults to us-east-1', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'docs' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'docs',
      region: 'us-east-1',
      credentials: undefined,
      timeoutMs: 5000,
      maxAttempts: 3,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'docs',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('refuses to start with S3 settings but no bucket, half a key pair, or a bad endpoint', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY is missing/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID is missing/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_ENDPOINT: 'ftp://host' })).toThrow();
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_MAX_ATTEMPTS: '0' })).toThrow();
  });
});

describe('S3Storage against a real S3-compatible server', () => {
  it('puts, replaces, gets and removes objects with their exact bytes', async () => {
    const key = `documents/1/${randomBytes(6).toString('hex')}.pdf`;
    const first = randomBytes(1024 * 1024 + 7); // binary, over a megabyte
    const second = randomBytes(300);
    await storage.put(key, first);
    expect((await s3.object(key))?.equals(first)).toBe(true);
    await storage.put(key, second);
    expect((await storage.get(key))?.equals(second)).toBe(true);
    await storage.remove(key);
    expect(await s3.object(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    // Removing a missing key is not an error.
    await storage.remove(key);
  });

  it('refuses keys that are not ours before any request', async () => {
    const before = { ...s3.requests };
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toThrow(
        /Unsafe storage key/,
      );
    }
    expect(s3.requests).toEqual(before);
  });

  it('takes parallel puts of many keys', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `documents/2/burst-${i}.png`);
    const bodies = keys.map(() => randomBytes(2048));
    await Promise.all(keys.map((key, i) => storage.put(key, bodies[i] as Buffer)));
    const read = await Promise.all(keys.map((key) => s3.object(key)));
    read.forEach((bytes, i) => {
      expect(bytes?.equals(bodies[i] as Buffer)).toBe(true);
    });
  });

  it('keeps objects private: only a presigned link opens one, for the time it was signed', async () => {
    const key = 'documents/3/private.png';
    const other = 'documents/3/other.png';
    await storage.put(key, Buffer.from('the private bytes'));
    await storage.put(other, Buffer.from('someone else'));
    const link = await storage.signedUrl(key, {
      expiresInSeconds: 300,
      contentType: 'image/png',
      contentDisposition: 'inline; filename="id.png"',
    });
    const url = new URL(link);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`); // path-style for S3_ENDPOINT
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-disposition')).toBe('inline; filename="id.png"');
    expect(await opened.text()).toBe('the private bytes');

    // The same object without the signature, with a changed signature, another key with
    // this signature, or another answer type: refused.
    expect((await fetch(`${url.origin}${url.pathname}`)).status).toBe(403);
    const forged = new URL(link);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
    expect((await fetch(link.replace('/private.png?', '/other.png?'))).status).toBe(403);
    const retyped = new URL(link);
    retyped.searchParams.set('response-content-type', 'text/html');
    expect((await fetch(retyped)).status).toBe(403);

    // Past its time the link is refused.
    const short = await storage.signedUrl(key, { expiresInSeconds: 1 });
    expect((await fetch(short)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(short)).status).toBe(403);
  });

  it('signs links for at most an hour', async () => {
    const link = await storage.signedUrl('documents/3/private.png', { expiresInSeconds: 86_400 });
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('3600');
  });

  it('S3 down: a 503 StorageUnavailable at once, the reason logged; back: it works again', async () => {
    logs.length = 0;
    await s3.stop();
    try {
      const started = Date.now();
      const failure = await storage.put('documents/4/a.png', Buffer.from('x')).catch((e) => e);
      expect(failure).toBeInstanceOf(StorageUnavailable);
      expect(failure).toMatchObject({
        statusCode: 503,
        message: 'We could not store your document right now. Try again in a minute.',
        headers: { 'Retry-After': '60' },
      });
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(storage.get('documents/4/a.png')).rejects.toMatchObject({
        statusCode: 503,
        message:
          'We could not open this document from the storage right now. Try again in a minute.',
      });
      await expect(storage.remove('documents/4/a.png')).rejects.toMatchObject({
        statusCode: 503,
      });
      expect(logs[0]).toMatch(/put of documents\/4\/a\.png .* failed: ECONNREFUSED, 2 attempts/);
    } finally {
      await s3.start();
    }
    await storage.put('documents/4/a.png', Buffer.from('after'));
    expect((await s3.object('documents/4/a.png'))?.toString()).toBe('after');
  });

  it('a server that never answers: each attempt times out, tried S3_MAX_ATTEMPTS times', async () => {
    const before = s3.requests.PUT ?? 0;
    s3.stall(true);
    try {
      const started = Date.now();
      await expect(storage.put('documents/5/a.png', Buffer.from('x'))).rejects.toMatchObject({
        statusCode: 503,
      });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(1900); // two attempts of 1 s
      expect(took).toBeLessThan(6000);
      expect((s3.requests.PUT ?? 0) - before).toBe(2);
    } finally {
      s3.stall(false);
    }
  });

  it('refused credentials are a 503 too, and the log names the refusal, not the secret', async () => {
    logs.length = 0;
    const wrong = new S3Storage(
      settingsOf({ ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret-42', S3_MAX_ATTEMPTS: '1' }),
      (line) => logs.push(line),
    );
    try {
      await expect(wrong.put('documents/6/a.png', Buffer.from('x'))).rejects.toMatchObject({
        statusCode: 503,
      });
      expect(await s3.object('documents/6/a.png')).toBeNull();
      expect(logs.join('\n')).toMatch(/SignatureDoesNotMatch|HTTP 403/);
      expect(logs.join('\n')).not.toContain('not-the-secret-42');
    } finally {
      wrong.destroy();
    }
  });
});
