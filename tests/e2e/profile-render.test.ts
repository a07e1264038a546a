import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CAREGIVER_PATHS } from '../../src/contract/endpoints';
import { launchChromium } from './browser';

/**
 * Issue 24 (Lighthouse on /caregivers/{id}): a caregiver's profile page comes rendered by the
 * server with its data (demo/render-profile.ts, dist/ssr/), so its bio shows before the site's
 * code has arrived; the live page then shows the same profile from the data in the page: no
 * loading state in between, no request for the profile, no console error.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The bio's paragraphs as the page shows them (one `p.cg-bio` each). */
const paragraphs = (bio: string) =>
  bio
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
const BIO = 'section[aria-labelledby="cg-about"] p.cg-bio';

async function publishedProfile(): Promise<{ id: number; bio: string; headline: string }> {
  const search = await fetch(`${baseUrl}${CAREGIVER_PATHS.search}?near=10001&page_size=1`);
  const id = (await search.json()).results.items[0].id as number;
  const detail = await (await fetch(`${baseUrl}${CAREGIVER_PATHS.one(id)}`)).json();
  return { id, bio: detail.results.bio, headline: detail.results.headline };
}

describe('a caregiver’s profile page rendered by the server', () => {
  it('shows its bio before the site code runs; the live page shows the same profile without asking for it again', async () => {
    const profile = await publishedProfile();
    expect(profile.bio.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    // Any loading state the page ever shows is recorded.
    await context.addInitScript(() => {
      const seen = { skeleton: false };
      (window as unknown as { ftcSeen: typeof seen }).ftcSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.ftc-skeleton')) seen.skeleton = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    const profileRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CAREGIVER_PATHS.one(profile.id)) {
        profileRequests.push(request.url());
      }
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${baseUrl}/caregivers/${profile.id}`, { waitUntil: 'commit' });
    const early = page.locator(`[data-prerendered] ${BIO}`);
    await early.first().waitFor({ state: 'visible' });
    expect((await early.allTextContents()).map((text) => text.trim())).toEqual(
      paragraphs(profile.bio),
    );
    expect(await page.locator('[data-prerendered] .site-lead').textContent()).toBe(
      profile.headline,
    );

    release();
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
    const bio = page.locator(BIO);
    await bio.first().waitFor({ state: 'visible' });
    expect((await bio.allTextContents()).map((text) => text.trim())).toEqual(
      paragraphs(profile.bio),
    );
    expect(await page.locator('.site-lead').textContent()).toBe(profile.headline);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { ftcSeen: { skeleton: boolean } }).ftcSeen),
    ).toEqual({ skeleton: false });
    expect(profileRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown profile gets the plain page, whose code shows the site’s not-found page', async () => {
    const html = await (await fetch(`${baseUrl}/caregivers/99999999`)).text();
    expect(html).not.toContain('class="site-prerendered"');
    expect(html).not.toContain('id="ftc-data"');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/caregivers/99999999`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Caregiver not found');
    expect(await page.locator(BIO).count()).toBe(0);
    await page.close();
  });
});
