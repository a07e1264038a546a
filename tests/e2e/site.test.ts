import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;

/** A value for each parameter of the route table, and the query a page needs to show its form. */
const SAMPLE_PARAMS: Record<string, string> = {
  orderId: 'unknown-order',
  slug: 'how-to-interview-a-nanny',
  // A seeded caregiver (the seed publishes 200+ profiles; an unknown id still shows its page).
  id: '1',
};
const SAMPLE_QUERY: Partial<Record<keyof typeof paths, string>> = {
  resetPassword: '?token=x&type=user',
  confirmEmail: '?token=x',
  restoreAccount: '?token=x',
};

/** Every route of the site's route table (demo/config/paths.ts), so a new one is checked too. */
const ROUTES = Object.entries(paths).map(([name, path]) => {
  const concrete = path.replace(/:(\w+)/g, (_, param: string) => {
    const value = SAMPLE_PARAMS[param];
    if (!value) throw new Error(`no sample for :${param} of ${name}: add one to SAMPLE_PARAMS`);
    return encodeURIComponent(value);
  });
  return concrete + (SAMPLE_QUERY[name as keyof typeof paths] ?? '');
});

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(
  width: number,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Waits for the page's content (its h1), never the loading spinner. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.page-spinner'));
}

describe('every route of spec §2', () => {
  for (const width of [375, 1280]) {
    it(`renders without the error view and with no serious accessibility problem at ${width} px`, async () => {
      const { context, page } = await newPage(width, { bypassCSP: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const problems: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`${baseUrl}${route}`);
        await settled(page);
        expect(await page.getByText('Unexpected Application Error!').count(), route).toBe(0);
        await page
          .waitForFunction(
            () => !document.querySelector('[role="status"] .ftc-spinner'),
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => {});
        await page.addScriptTag({ path: axePath });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  ctx: Document,
                  o: unknown,
                ) => Promise<{
                  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
                }>;
              };
            }
          ).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        problems.push(...violations.map((v) => `${route}: ${v}`));
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      // About a second a route (load, then axe): the table grows with the site.
    }, 120_000);
  }

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe('header and footer', () => {
  it('links Home, About, Subscription (state new=true), FTC Connect, FAQ and Contact', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(baseUrl);
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent, (a as HTMLAnchorElement).getAttribute('href')]),
      );
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/business'],
      ['Subscription', '/subscription'],
      ['FTC Connect', '/connect'],
      ['FAQ', '/faq'],
      ['Contact', '/contact-us'],
    ]);
    await nav.getByRole('link', { name: 'Subscription' }).click();
    await page.getByText('Pick the plan that fits your family.').waitFor();
    expect(
      await page.evaluate(() => (history.state as { usr?: { new?: boolean } } | null)?.usr?.new),
    ).toBe(true);
    await context.close();
  });

  it('shows Log in and Sign up by page, as spec §2 says', async () => {
    const { context, page } = await newPage(1280);
    const account = () =>
      page
        .locator('header .ftc-account')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.textContent));
    await page.goto(`${baseUrl}/faq`);
    await settled(page);
    expect(await account()).toEqual(['Log in', 'Sign up']);
    await page.goto(`${baseUrl}/login`);
    await settled(page);
    expect(await account()).toEqual(['Sign up']);
    await page.goto(`${baseUrl}/signup/parents`);
    await settled(page);
    expect(await account()).toEqual(['Log in']);
    // Client-side navigation: the header follows.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await settled(page);
    await expect.poll(account).toEqual(['Log in', 'Sign up']);
    await context.close();
  });

  it('has the footer links, four social links, the newsletter, the disclaimer and © 2022', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(baseUrl);
    await settled(page);
    const footer = page.locator('footer');
    const links = await footer
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link')
      .allTextContents();
    // Issue 26: the partners' page (/widgets) from every page.
    expect(links).toEqual([
      'About Us',
      'Subscription',
      'Blog',
      'FAQ',
      'Privacy Policy',
      'For partners',
    ]);
    expect(
      await footer.getByRole('list', { name: 'FTC on social media' }).getByRole('link').count(),
    ).toBe(4);
    await footer.getByRole('button', { name: 'Subscribe' }).waitFor();
    await footer.getByText('FTC does not employ any caregiver').waitFor();
    await footer.getByText('not verified by FTC').waitFor();
    await footer.getByText('© 2022').waitFor();
    await footer.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    await page.locator('.blog-card').first().waitFor();
    await context.close();
  });

  it('folds the navigation into a menu below lg, which any click in the app closes', async () => {
    const { context, page } = await newPage(375);
    await page.goto(baseUrl);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'FAQ' }).waitFor();
    await page.locator('main h1').click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });
});

describe('the dashboard group', () => {
  it('logged out goes to /login and back after login; logged in, unknown paths go to /404', async () => {
    const { context, page } = await newPage(1280);
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const mobile = `2015552${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    const who = {
      full_name: 'Dora Dashboard',
      email: `dash-${suffix}@example.com`,
      password: 'sunshine42',
      country_code: '+1',
      mobile,
    };
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/v1/user/signup', who)).status).toBe(201);
    const outbox = await (
      await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(`+1${mobile}`)}`)
    ).json();
    expect(
      (
        await post('/v1/user/verify-mobile', {
          mobile,
          country_code: '+1',
          otp: outbox.results[0].code,
        })
      ).status,
    ).toBe(200);

    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/login\?next=%2Fdashboard$/);
    await page.getByLabel('Email or mobile number').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Hello, Dora' }).waitFor();
    await page.getByText('You have no subscription yet.').waitFor();
    await page.getByText('You have not uploaded any document yet.').waitFor();

    // The dashboard's cards hold next steps: "Open settings" leads to /dashboard/settings.
    await page.getByRole('link', { name: 'Open settings' }).click();
    await page.waitForURL(/\/dashboard\/settings$/);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Dora Dashboard');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Hello, Dora' }).waitFor();

    await page.goto(`${baseUrl}/dashboard/nothing/here`);
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    // Logging out removes the group: the header's "Log out" goes to /login, and /dashboard with it.
    await page.locator('header').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/login\?next=/);
    await context.close();
  });
});
