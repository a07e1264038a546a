import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});

describe('the partner page served by npm start', () => {
  it('loads <ftc-newsletter> from /widgets/ with one script tag and validates as the spec says', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const ready = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'ready',
    });
    await page.addInitScript(() => {
      document.addEventListener('ftc-ready', () => console.log('ready'));
    });
    await page.goto(`${baseUrl}/partner.html`);
    await ready;

    const email = page.getByLabel('Email', { exact: true });
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(page.getByText('Email Field is required.').isVisible()).resolves.toBe(true);
    await email.fill('anna@example');
    await page.getByText('Please enter valid email address.').waitFor();
    await email.fill('anna@example.com');
    await page.getByText('Please enter valid email address.').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("posts the email to /v1/users/add-newsletter and shows the server's answer as a toast", async () => {
    await page.goto(`${baseUrl}/partner.html`);
    await page.getByLabel('Email', { exact: true }).fill('toast@example.com');
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/v1/users/add-newsletter')),
      page.waitForResponse((r) => r.url().endsWith('/v1/users/add-newsletter')),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ email: 'toast@example.com' });
    const answer = (await response.json()) as { message: string };
    const toast = page.locator('[data-ftc-toasts] .Toastify__toast', { hasText: answer.message });
    await toast.waitFor();
    expect(await page.locator('[data-ftc-toasts]').count()).toBe(1);
  });

  it('serves the bundles to other origins', async () => {
    const response = await fetch(`${baseUrl}/widgets/ftc-newsletter.js`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the site served by npm start', () => {
  it('shows the home page with the newsletter form in the footer', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: 'Subscribe' }).waitFor();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Email Field is required.').waitFor();
    expect(await footer.getByText('© 2022').count()).toBe(1);
  });
});
