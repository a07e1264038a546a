import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

// Interface §12: every build is also served under /widgets/{version}/ and
// /widgets-lite/{version}/ (the version its release.json names), immutable for a year, while
// /widgets/ stays the latest and is revalidated. Earlier builds kept in WIDGETS_ARCHIVE stay
// served under their own version.

const dist = mkdtempSync(join(tmpdir(), 'ftc-dist-'));
const archive = mkdtempSync(join(tmpdir(), 'ftc-archive-'));
const NEW_ENTRY = `customElements.define('ftc-newsletter', class extends HTMLElement {});// 0.2.0\n`;
const OLD_ENTRY = `customElements.define('ftc-newsletter', class extends HTMLElement {});// 0.1.0\n`;
const write = (root: string, path: string, text: string | Buffer) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const release = (version: string) => JSON.stringify({ version, entries: {} });

let t: TestApp;
beforeAll(async () => {
  write(dist, 'widgets/ftc-newsletter.js', NEW_ENTRY.repeat(30));
  write(dist, 'widgets/ftc-newsletter.js.br', brotliCompressSync(NEW_ENTRY.repeat(30)));
  write(dist, 'widgets/chunks/core-new.js', 'export const core = 2;\n');
  write(dist, 'widgets/release.json', release('0.2.0'));
  write(dist, 'widgets/integrity.json', '{}');
  write(dist, 'widgets-lite/ftc-newsletter.js', NEW_ENTRY);
  write(dist, 'widgets-lite/release.json', release('0.2.0'));
  write(dist, 'demo/index.html', '<!doctype html><html><head></head><body>site</body></html>');
  // An earlier release, kept by scripts/archive-widgets.mjs; and the current one kept too
  // (the current build wins for its own version).
  write(archive, '0.1.0/widgets/ftc-newsletter.js', OLD_ENTRY);
  write(archive, '0.1.0/widgets/chunks/core-old.js', 'export const core = 1;\n');
  write(archive, '0.1.0/widgets-lite/ftc-newsletter.js', OLD_ENTRY);
  write(archive, '0.2.0/widgets/ftc-newsletter.js', 'stale copy');
  // Not a version: never served.
  write(archive, 'notes/widgets/ftc-newsletter.js', 'not a release');
  t = await createTestApp({ STATIC_ROOT: dist, WIDGETS_ARCHIVE: archive });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(archive, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('widgets under their version (interface §12)', () => {
  it('serves the current build under /widgets/{version}/ and /widgets-lite/{version}/, immutable for a year, to any origin', async () => {
    for (const [url, body] of [
      ['/widgets/0.2.0/ftc-newsletter.js', NEW_ENTRY.repeat(30)],
      ['/widgets/0.2.0/chunks/core-new.js', 'export const core = 2;\n'],
      ['/widgets/0.2.0/integrity.json', '{}'],
      ['/widgets-lite/0.2.0/ftc-newsletter.js', NEW_ENTRY],
    ] as const) {
      const answer = await get(url, { origin: 'https://partner.example' });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(body);
      expect(answer.headers['cache-control'], url).toBe(IMMUTABLE);
      expect(answer.headers['access-control-allow-origin'], url).toBe('*');
    }
    expect((await get('/widgets/0.2.0/ftc-newsletter.js')).headers['content-type']).toMatch(
      /javascript/,
    );
  });

  it('sends a pinned file precompressed, as the latest', async () => {
    const answer = await get('/widgets/0.2.0/ftc-newsletter.js', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(NEW_ENTRY.repeat(30));
  });

  it('keeps /widgets/ the latest, revalidated (no-cache, 304 by ETag)', async () => {
    const first = await get('/widgets/ftc-newsletter.js');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(NEW_ENTRY.repeat(30));
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/widgets/ftc-newsletter.js', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/widgets-lite/ftc-newsletter.js')).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('serves an archived earlier version under its own version, immutable', async () => {
    for (const [url, body] of [
      ['/widgets/0.1.0/ftc-newsletter.js', OLD_ENTRY],
      ['/widgets/0.1.0/chunks/core-old.js', 'export const core = 1;\n'],
      ['/widgets-lite/0.1.0/ftc-newsletter.js', OLD_ENTRY],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(body);
      expect(answer.headers['cache-control'], url).toBe(IMMUTABLE);
    }
    // The current build, not an archived copy, answers for the current version.
    expect((await get('/widgets/0.2.0/ftc-newsletter.js')).body).toBe(NEW_ENTRY.repeat(30));
  });

  it('answers an unknown version, a folder that is no version, or a path out of the folder with 404', async () => {
    for (const url of [
      '/widgets/0.3.0/ftc-newsletter.js',
      '/widgets/notes/ftc-newsletter.js',
      '/widgets-lite/0.1.0/chunks/core-old.js',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('not a release');
    }
    // Climbing out of a version's folder reaches no file of the archive.
    const climb = await get('/widgets/0.1.0/%2e%2e/%2e%2e/notes/widgets/ftc-newsletter.js');
    expect(climb.body).not.toContain('not a release');
    expect(climb.headers['content-type']).not.toMatch(/javascript/);
  });
});
