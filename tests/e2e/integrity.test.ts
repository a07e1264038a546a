import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Release } from '../../src/contract/release-values';
import { launchChromium } from './browser';

/**
 * Issue 26, item 2: the pinned snippets of the site's /widgets page, pasted into a partner's
 * page on another origin. Unmodified, the element works, and every module the page fetched was
 * checked (the entry by its `integrity`, every chunk by the import map's). With one byte of one
 * chunk changed (served from a copy of the build), the element is never defined and the
 * console names the integrity failure; the same changed files without the snippet's integrity
 * load fine, so it is the check that refuses them.
 */
const baseUrl = inject('baseUrl');
const DIST = 'dist/widgets';
const release = JSON.parse(readFileSync(join(DIST, 'release.json'), 'utf8')) as Release;
const version = release.version;
const core = (release.entries['ftc-newsletter.js'] ?? []).find((chunk) =>
  chunk.startsWith('chunks/core-'),
) as string;

let browser: Browser;
/** The snippets as the /widgets page shows them, by element. */
const snippets = new Map<string, string>();

/** A small server: `handler` answers, with CORS open as the product's widgets are. */
async function serve(handler: (path: string) => { type: string; body: string | Buffer } | null) {
  const server = createServer((request, response) => {
    const found = handler((request.url ?? '/').split('?')[0] as string);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': found.type, 'Access-Control-Allow-Origin': '*' });
    response.end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A copy of the build under /widgets/{version}/, one byte of the core chunk changed. */
function tamperedFile(path: string) {
  const prefix = `/widgets/${version}/`;
  const file = path.startsWith(prefix) ? path.slice(prefix.length) : path.slice('/widgets/'.length);
  if (!path.startsWith('/widgets/') || file.includes('..')) return null;
  let body: Buffer;
  try {
    body = readFileSync(join(DIST, file));
  } catch {
    return null;
  }
  if (file === core) {
    // Still valid JavaScript: a letter of React's error URL, in a string.
    const text = body.toString('utf8');
    const at = text.indexOf('react.dev/errors');
    if (at < 0) throw new Error(`${core}: no react.dev/errors to change`);
    body = Buffer.from(`${text.slice(0, at)}React.dev/errors${text.slice(at + 16)}`);
  }
  return { type: file.endsWith('.js') ? 'text/javascript' : 'application/json', body };
}

const pages = new Map<string, string>();
let partner: { server: Server; port: number };
let tampered: { server: Server; port: number };
/** "localhost" against the product's "127.0.0.1": another origin, as a partner's site is. */
let partnerUrl: string;
let tamperedBase: string;

beforeAll(async () => {
  browser = await launchChromium();
  partner = await serve((path) =>
    pages.has(path) ? { type: 'text/html; charset=utf-8', body: pages.get(path) as string } : null,
  );
  partnerUrl = `http://localhost:${partner.port}`;
  tampered = await serve(tamperedFile);
  tamperedBase = `http://127.0.0.1:${tampered.port}`;

  const page = await browser.newPage();
  await page.goto(`${baseUrl}/widgets`);
  for (const tag of ['ftc-newsletter', 'ftc-faq']) {
    const figure = page.locator('figure', {
      has: page.getByText(`<${tag}>, pinned, with integrity`, { exact: true }),
    });
    snippets.set(tag, (await figure.locator('code').textContent()) ?? '');
  }
  await page.close();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  for (const { server } of [partner, tampered]) await new Promise((r) => server?.close(r));
});

/** Opens a partner page made of `body`, recording console messages and script requests. */
async function openPartnerPage(path: string, body: string) {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><h1>Our partner</h1>\n${body}\n</body></html>`,
  );
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(10_000);
  const messages: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message: ConsoleMessage) => messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${partnerUrl}${path}`);
  return { page, messages, scripts };
}

const importMapOf = (snippet: string): Record<string, string> =>
  JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)?.[1] ?? '{}')
    .integrity ?? {};

const defined = (page: Page, tag: string) =>
  page.evaluate((name) => customElements.get(name) !== undefined, tag);

describe('the pinned snippets with integrity, on a partner page', () => {
  it('pin the version and cover the entry and every chunk it loads', () => {
    const snippet = snippets.get('ftc-newsletter') as string;
    expect(snippet).toContain(
      `<script type="module" src="${baseUrl}/widgets/${version}/ftc-newsletter.js" integrity="sha384-`,
    );
    expect(snippet).toContain('crossorigin="anonymous"');
    expect(Object.keys(importMapOf(snippet)).sort()).toEqual(
      (release.entries['ftc-newsletter.js'] ?? []).map(
        (chunk) => `${baseUrl}/widgets/${version}/${chunk}`,
      ),
    );
  });

  it('unmodified: the element loads, every script fetched is checked, and it works', async () => {
    const snippet = snippets.get('ftc-newsletter') as string;
    const { page, messages, scripts } = await openPartnerPage('/newsletter.html', snippet);
    await page.waitForFunction(() => customElements.get('ftc-newsletter') !== undefined);
    await page.getByLabel('Email', { exact: true }).fill('pinned.partner@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // The first toast loads the toast chunk: a lazy chunk, checked too.
    await page
      .locator('[data-ftc-toasts] .Toastify__toast--success', { hasText: 'Check your inbox' })
      .waitFor();
    const checked = new Set([
      ...Object.keys(importMapOf(snippet)),
      `${baseUrl}/widgets/${version}/ftc-newsletter.js`,
    ]);
    const widgetScripts = scripts.filter((url) => url.includes('/widgets/'));
    expect(widgetScripts.length).toBeGreaterThan(3);
    expect(widgetScripts.some((url) => url.includes('/chunks/toast-container-'))).toBe(true);
    expect(widgetScripts.filter((url) => !checked.has(url))).toEqual([]);
    expect(messages.filter((text) => /integrity|digest/i.test(text))).toEqual([]);
    await page.context().close();
  });

  it('one byte of a chunk changed: the elements refuse to load, and the console says why', async () => {
    for (const tag of ['ftc-newsletter', 'ftc-faq']) {
      const snippet = (snippets.get(tag) as string).replaceAll(
        `${baseUrl}/widgets/`,
        `${tamperedBase}/widgets/`,
      );
      const { page, messages } = await openPartnerPage(`/tampered-${tag}.html`, snippet);
      const coreUrl = `${tamperedBase}/widgets/${version}/${core}`;
      await expect
        .poll(
          () => messages.find((text) => /integrity|digest/i.test(text) && text.includes(coreUrl)),
          {
            timeout: 10_000,
          },
        )
        .toBeTruthy();
      // Given time to run, nothing defines the element; it never renders or fires ftc-ready.
      await page.waitForTimeout(1000);
      expect(await defined(page, tag), tag).toBe(false);
      if (tag === 'ftc-faq') {
        expect(
          await page.evaluate(() => document.querySelector('ftc-faq')?.shadowRoot),
        ).toBeFalsy();
      }
      await page.context().close();
    }
  });

  it('the same changed files without the integrity load fine: the check is what refuses them', async () => {
    const { page } = await openPartnerPage(
      '/tampered-unchecked.html',
      `<meta name="ftc-api-base" content="${baseUrl}">\n<script type="module" src="${tamperedBase}/widgets/${version}/ftc-faq.js"></script>\n<ftc-faq audience="users"></ftc-faq>`,
    );
    await page.waitForFunction(() => customElements.get('ftc-faq') !== undefined);
    await page.getByLabel('Search questions').waitFor();
    // The first question the server has now (other e2e files edit the FAQ on the desk).
    const faqs = (await (await fetch(`${baseUrl}/v1/users/faqs`)).json()) as {
      results: { question: string }[];
    };
    const first = faqs.results[0]?.question ?? '';
    await page.getByRole('button', { name: first, exact: true }).waitFor();
    await page.context().close();
  });
});
