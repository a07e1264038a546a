import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedCaregiver, verifiedParent } from './accounts';
import { launchChromium } from './browser';

/**
 * Issue 24, items 2–4 (against npm start): the header holds one row at 1280 and 992 px in English
 * and Spanish, logged out and logged in (parent, caregiver), and stays ≤ 64 px on a phone; a
 * profile opened from search results opens at its top with its heading focused, Back returns to
 * the results where they were; a toast never covers the header.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

// Los Angeles (a seeded metro, so there are enough cards to scroll); no other e2e file uses it.
const ZIP = '90026';
const BLOCK = 6;

type Who = { email: string; password: string; full_name: string };
let parent: Who;
let caregiver: Who;

beforeAll(async () => {
  browser = await launchChromium();
  parent = await verifiedParent(baseUrl, {
    name: 'Valentina Montgomery-Castellanos',
    emailPrefix: 'header',
    block: BLOCK,
  });
  caregiver = await verifiedCaregiver(baseUrl, {
    name: 'Guadalupe Fernández Whitaker',
    emailPrefix: 'header',
    block: BLOCK,
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function newContext(width: number, lang: 'en' | 'es' = 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  if (lang === 'es') await context.addInitScript(() => localStorage.setItem('ftc-lang', 'es'));
  return context;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** The account menu's button once its chunk has come (the member's name opens it). */
const accountButton = (page: Page) =>
  page.locator('header [aria-haspopup="menu"]:not([aria-disabled])');

async function logIn(page: Page, kind: 'Parent' | 'Caregiver', who: Who) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Email or mobile number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await accountButton(page).waitFor();
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`no box for ${selector}`);
  return found;
};

/** The header's height once the page has settled (fonts, the account menu's chunk). */
async function headerHeight(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return (await box(page, 'header.site-header')).height;
}

describe('one header that holds', () => {
  for (const lang of ['en', 'es'] as const) {
    for (const width of [1280, 992]) {
      it(`one row at ${width} px in ${lang}: logged out, as a parent, as a caregiver`, async () => {
        const context = await newContext(width, lang);
        const page = await newPage(context);
        await page.goto(`${baseUrl}/faq`);
        await page.locator('h1').first().waitFor();
        expect(await headerHeight(page)).toBeLessThanOrEqual(72);
        await context.close();

        for (const [kind, who] of [
          ['Parent', parent],
          ['Caregiver', caregiver],
        ] as const) {
          // Logged in in English (the login form's words), then the page in `lang`.
          const member = await newContext(width);
          const memberPage = await newPage(member);
          await logIn(memberPage, kind, who);
          if (lang === 'es') {
            await memberPage.evaluate(() => localStorage.setItem('ftc-lang', 'es'));
          }
          await memberPage.goto(`${baseUrl}/faq`);
          await accountButton(memberPage).waitFor();
          const header = memberPage.locator('header');
          // The full name is on the button; "Log out" is beside it, visible.
          await header.getByText(who.full_name, { exact: true }).waitFor();
          expect(
            await header
              .getByRole('button', { name: lang === 'es' ? 'Cerrar sesión' : 'Log out' })
              .isVisible(),
          ).toBe(true);
          expect(
            await headerHeight(memberPage),
            `${kind} at ${width} in ${lang}`,
          ).toBeLessThanOrEqual(72);
          // No sideways scroll from the header.
          expect(
            await memberPage.evaluate(
              () => document.documentElement.scrollWidth <= window.innerWidth,
            ),
          ).toBe(true);
          await member.close();
        }
      }, 90_000);
    }
  }

  it('at 1280 px in English the links stay inline for a parent and a caregiver; the open menu names the member in full', async () => {
    for (const [kind, who] of [
      ['Parent', parent],
      ['Caregiver', caregiver],
    ] as const) {
      const context = await newContext(1280);
      const page = await newPage(context);
      await logIn(page, kind, who);
      await page.goto(`${baseUrl}/faq`);
      await accountButton(page).waitFor();
      await headerHeight(page);
      const header = page.locator('header.site-header');
      expect(await header.getAttribute('class'), kind).not.toContain('site-header--folded');
      expect(await header.getByRole('link', { name: 'Contact' }).isVisible(), kind).toBe(true);
      expect(await header.getByRole('button', { name: 'Menu' }).isVisible(), kind).toBe(false);
      // The bar may shorten the name; the button's name and the open panel give it in full.
      await page.getByRole('button', { name: who.full_name, exact: true }).click();
      const row = page.locator('.site-account-menu__who');
      expect(await row.locator('.site-account-menu__full-name').textContent()).toBe(who.full_name);
      expect(await row.isVisible()).toBe(true);
      expect(await page.locator('.site-account-menu__type').textContent()).toBe(kind);
      await context.close();
    }
  }, 90_000);

  it('≤ 64 px on a phone (375 px), logged out and logged in, in both languages; the menu leads with the find link; one row at 768 px', async () => {
    for (const lang of ['en', 'es'] as const) {
      const context = await newContext(375, lang);
      const page = await newPage(context);
      await page.goto(`${baseUrl}/faq`);
      await page.locator('h1').first().waitFor();
      expect(await headerHeight(page), `visitor in ${lang}`).toBeLessThanOrEqual(64);
      await context.close();
    }

    const context = await newContext(375);
    const page = await newPage(context);
    await logIn(page, 'Caregiver', caregiver);
    await page.goto(`${baseUrl}/faq`);
    await accountButton(page).waitFor();
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    expect(await page.locator('header').getByRole('button', { name: 'Log out' }).isVisible()).toBe(
      true,
    );
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    const first = page.locator('header nav.site-nav a').first();
    expect(await first.textContent()).toBe('Find jobs');
    expect(await first.isVisible()).toBe(true);
    // The account menu opens from the avatar (the name is its accessible name).
    await page.keyboard.press('Escape');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await accountButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();

    // A tablet (768 px), in Spanish with its longer words: still one row.
    const tablet = await newContext(768);
    const tabletPage = await newPage(tablet);
    await logIn(tabletPage, 'Parent', parent);
    await tabletPage.evaluate(() => localStorage.setItem('ftc-lang', 'es'));
    await tabletPage.goto(`${baseUrl}/faq`);
    await accountButton(tabletPage).waitFor();
    expect(await headerHeight(tabletPage)).toBeLessThanOrEqual(72);
    await tablet.close();
  }, 90_000);
});

describe('scroll: new pages at the top, Back where the reader was', () => {
  it('a profile opened from the results opens at its top with its heading focused; Back returns to the card', async () => {
    const context = await newContext(1280);
    const page = await newPage(context);
    await page.goto(`${baseUrl}/caregivers?near=${ZIP}`);
    const cards = page.locator('.ftc-cg-card__link');
    await cards.nth(8).waitFor();
    const card = cards.nth(8);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    const cardTop = (await card.boundingBox())?.y ?? Number.NaN;
    const name = ((await card.textContent()) ?? '').trim();

    await card.click();
    await page.waitForURL(/\/caregivers\/\d+$/);
    await page.locator('.cg-profile, main h1').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The profile's heading (the caregiver's name, as on the card) has focus.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.tagName === 'H1' ? active.textContent?.trim() : active?.tagName;
        }),
      )
      .toContain(name.split(' ')[0]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Focused by script for screen readers, without an outline drawn on it.
    expect(
      await page.evaluate(
        () => getComputedStyle(document.activeElement as Element).outlineStyle === 'none',
      ),
    ).toBe(true);

    await page.goBack();
    await page.waitForURL(/\/caregivers\?near=/);
    await cards.nth(8).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
    expect(Math.abs(((await cards.nth(8).boundingBox())?.y ?? 0) - cardTop)).toBeLessThanOrEqual(5);

    // Forward: the profile again, where it was (its top).
    await page.goForward();
    await page.waitForURL(/\/caregivers\/\d+$/);
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  }, 60_000);

  it('the first load does not move focus to the heading', async () => {
    const context = await newContext(1280);
    const page = await newPage(context);
    await page.goto(`${baseUrl}/faq`);
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await context.close();
  });
});

describe('toasts never cover the header', () => {
  for (const width of [375, 768, 1280]) {
    it(`at ${width} px: the "Welcome back" toast is below the header`, async () => {
      const context = await newContext(width);
      const page = await newPage(context);
      await logIn(page, 'Parent', parent);
      const toast = page.locator('[data-ftc-toasts] .Toastify__toast', { hasText: 'Welcome back' });
      await toast.waitFor();
      // Let it finish arriving (react-toastify's entrance).
      await page.waitForTimeout(800);
      const header = await box(page, 'header.site-header');
      const shown = await toast.boundingBox();
      if (!shown) throw new Error('no toast box');
      const intersects =
        shown.x < header.x + header.width &&
        shown.x + shown.width > header.x &&
        shown.y < header.y + header.height &&
        shown.y + shown.height > header.y;
      expect(intersects, JSON.stringify({ header, shown })).toBe(false);
      expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
      await context.close();
    }, 30_000);
  }
});
