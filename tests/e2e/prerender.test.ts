import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * Issue 24 (Lighthouse): the public pages a first-time visitor opens come rendered in the HTML
 * (demo/prerender.tsx), so their heading shows before the site's code has arrived. What the
 * visitor types or submits meanwhile is not lost; a visitor with a saved language or session sees
 * the spinner, never an English or logged-out page first; the CSP allows the one boot script and
 * the pages log no error.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A page whose site code (the entry script) is held back until `release()` is called. */
async function heldPage(lang?: 'es') {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (lang) await context.addInitScript((l) => localStorage.setItem('ftc-lang', l), lang);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return { page, problems, release, close: () => context.close() };
}

const live = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-prerendered]'));

describe('pages rendered at build time', () => {
  it('show their heading before the site code runs, then the live page takes over what was typed, focused and submitted', async () => {
    const { page, problems, release, close } = await heldPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered]');
    await expect
      .poll(() => early.getByRole('heading', { level: 1 }).textContent())
      .toBe('Find trusted childcare');
    await early.getByLabel('ZIP code').fill('1000');
    await early.getByLabel('ZIP code').press('1');
    release();
    await live(page);
    const zip = page.getByLabel('ZIP code');
    expect(await zip.inputValue()).toBe('10001');
    expect(await zip.evaluate((field) => field === document.activeElement)).toBe(true);
    // The live form is the one that searches.
    await zip.press('Enter');
    await page.waitForURL(/\/caregivers\?near=10001/);
    expect(problems).toEqual([]);
    await close();
  });

  it('a search submitted before the site code runs is searched once it has (no native submit)', async () => {
    const { page, problems, release, close } = await heldPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered]');
    await early.getByLabel('ZIP code').fill('10001');
    await early.getByLabel('ZIP code').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL(/\/caregivers\?near=10001/);
    expect(problems).toEqual([]);
    await close();
  });

  it('a button pressed before the site code runs is pressed on the live page: the menu opens', async () => {
    const { page, problems, release, close } = await heldPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.locator('[data-prerendered]').getByRole('button', { name: 'Menu' }).click();
    release();
    await live(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQ' })
      .waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('a visitor who chose Spanish sees the spinner until the Spanish page, never the English one', async () => {
    const { page, problems, release, close } = await heldPage('es');
    await page.goto(`${baseUrl}/faq`, { waitUntil: 'commit' });
    // The site's stylesheet is what hides the English page (site.css): until it has loaded,
    // nothing is laid out as the visitor will see it (on a busy machine, it came after the
    // spinner showed).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
    );
    await page.locator('#root > .page-spinner').waitFor({ state: 'visible' });
    expect(await page.locator('[data-prerendered]').isVisible()).toBe(false);
    release();
    await live(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Preguntas frecuentes');
    expect(problems).toEqual([]);
    await close();
  });

  it('the public pages come rendered; a member page does not', async () => {
    for (const [path, heading] of [
      ['/', 'Find trusted childcare'],
      ['/caregivers?near=10001', 'Find a caregiver'],
      ['/subscription', 'Subscription plans'],
      ['/faq', 'Frequently asked questions'],
    ]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      // One inline script, the boot script the CSP names by hash; the code comes from files,
      // listed for it to load once the page is painted.
      const inline = [
        ...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(
        inline.map((match) => match[1]?.slice(0, 12)),
        path,
      ).toEqual(['(function(){']);
      expect(html, path).toMatch(
        /<script type="application\/json" id="ftc-code">\{"entry":"\/assets\/index-/,
      );
    }
    const dashboard = await (await fetch(`${baseUrl}/dashboard`)).text();
    expect(dashboard).not.toContain('class="site-prerendered"');
  });
});
