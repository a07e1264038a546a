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
  write(
    'demo/index.html',
    `<!doctype html><html><head><title>FTC</title><script>(function(){})()</script><script type="module" crossorigin src="/assets/index-def456.js"></script></head><body><div id="root"><div class="page-spinner"><svg></svg></div></div>${'<p>hello</p>'.repeat(200)}</body></html>`,
  );
  write(
    'demo/prerendered.json',
    JSON.stringify({ '/subscription': '<main><h1>Subscription plans</h1></main>' }),
    false,
  );
  write('demo/assets/index-def456.js', CHUNK);
  write(
    'demo/route-preloads.json',
    JSON.stringify([
      { path: '/', files: ['/assets/marketing-1.js'] },
      { path: '/faq', files: ['/assets/words-2.js', '/assets/info-3.js'] },
      { path: '/subscription', files: ['/assets/info-3.js'] },
      { path: '/caregivers/:id', files: ['/assets/caregiver-profile-4.js'] },
      { path: '*', files: ['/assets/info-3.js'] },
    ]),
    false,
  );
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

  it("names each route's page chunks in the page it sends, so they come with the site's entry", async () => {
    const preloads = async (url: string) => {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.body, url).toContain('<p>hello</p>');
      return [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    };
    expect(await preloads('/')).toEqual(['/assets/marketing-1.js']);
    expect(await preloads('/faq')).toEqual(['/assets/words-2.js', '/assets/info-3.js']);
    expect(await preloads('/faq?tab=parents')).toEqual(['/assets/words-2.js', '/assets/info-3.js']);
    expect(await preloads('/caregivers/c0ffee')).toEqual(['/assets/caregiver-profile-4.js']);
    // Any other path is the site's not-found page.
    expect(await preloads('/no/such/page')).toEqual(['/assets/info-3.js']);
    // The links go in the head, before the page's own scripts would run.
    const body = (await get('/faq')).body;
    expect(body.indexOf('modulepreload')).toBeLessThan(body.indexOf('</head>'));
    // Each route's page revalidates by its own ETag.
    const first = await get('/faq');
    const again = await get('/faq', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await get('/', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      200,
    );
  });

  it('a page rendered at build time comes inside #root, before the boot spinner, and names its code for after the first paint; other pages keep the spinner and their script tags', async () => {
    const root = (body: string) => body.match(/<div id="root">[\s\S]*?<\/div><\/div>/)?.[0];
    const spinner = '<div class="page-spinner"><svg></svg></div>';
    for (const url of ['/subscription', '/subscription?new=1']) {
      const body = (await get(url)).body;
      expect(root(body), url).toBe(
        `<div id="root"><div class="site-prerendered" data-prerendered><main><h1>Subscription plans</h1></main></div>${spinner}</div>`,
      );
      // No script or preload tag: the list, before the boot script that loads it once painted.
      expect(body, url).not.toContain('<script type="module"');
      expect(body, url).not.toContain('modulepreload');
      const list = body.match(
        /<script type="application\/json" id="ftc-code">([^<]*)<\/script><script>/,
      );
      expect(JSON.parse(list?.[1] ?? 'null'), url).toEqual({
        entry: '/assets/index-def456.js',
        preload: ['/assets/info-3.js'],
      });
    }
    for (const url of ['/', '/caregivers/c0ffee', '/subscription/more', '/no/such/page']) {
      const body = (await get(url)).body;
      expect(root(body), url).toBe(`<div id="root">${spinner}</div>`);
      expect(body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-def456.js">',
      );
      expect(body, url).not.toContain('ftc-code');
    }
    // Its own ETag: a page cached before the build rendered it is sent again.
    expect((await get('/subscription')).headers.etag).not.toBe(
      (await get('/subscription/more')).headers.etag,
    );
  });

  it('any origin may load an element bundle (partner pages)', async () => {
    const answer = await get('/widgets-lite/ftc-newsletter.js', {
      origin: 'https://partner.example',
    });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
