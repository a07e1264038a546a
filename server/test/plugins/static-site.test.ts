import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

// Issue 14, "Assets": files go out as the build precompressed them (brotli, else gzip), hashed
// chunks are immutable for a year, entry files and pages are `no-cache` (revalidated by ETag, so
// a partner's page picks up a release at once).

const dist = mkdtempSync(join(tmpdir(), 'ftc-dist-'));
const ENTRY = `customElements.define('ftc-newsletter', class extends HTMLElement {});\n`.repeat(40);
const CHUNK = `export const chunk = ${JSON.stringify('x'.repeat(3000))};\n`;
const write = (path: string, text: string, precompress = true) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
  if (!precompress) return;
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
};

let t: TestApp;
beforeAll(async () => {
  write('widgets/ftc-newsletter.js', ENTRY);
  write('widgets/chunks/react-abc123.js', CHUNK);
  write('widgets-lite/ftc-newsletter.js', ENTRY);
  write('demo/index.html', `<!doctype html><title>FTC</title>${'<p>hello</p>'.repeat(200)}`);
  write('demo/assets/index-def456.js', CHUNK);
  t = await createTestApp({ STATIC_ROOT: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built files', () => {
  it('sends the precompressed brotli file to a browser that accepts it, gzip to one that accepts only that, plain otherwise', async () => {
    const br = await get('/widgets/ftc-newsletter.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);
    expect(br.rawPayload.length).toBeLessThan(ENTRY.length / 5);

    const gz = await get('/widgets/ftc-newsletter.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY);

    const plain = await get('/widgets/ftc-newsletter.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('hashed chunks are immutable for a year; entry files and pages are revalidated (no-cache, 304 by ETag)', async () => {
    for (const url of ['/widgets/chunks/react-abc123.js', '/assets/index-def456.js']) {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of [
      '/widgets/ftc-newsletter.js',
      '/widgets-lite/ftc-newsletter.js',
      '/',
      '/caregivers',
    ]) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = first.headers.etag as string | undefined;
      if (url.startsWith('/widgets')) {
        expect(etag, url).toBeTruthy();
        const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag as string });
        expect(again.statusCode, url).toBe(304);
      }
    }
  });

  it('any origin may load an element bundle (partner pages)', async () => {
    const answer = await get('/widgets-lite/ftc-newsletter.js', {
      origin: 'https://partner.example',
    });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
