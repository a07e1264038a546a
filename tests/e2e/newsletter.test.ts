import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

/** A partner's site on another origin: plain HTML, the meta tag, one script tag, the element. */
let partner: Server;
let partnerUrl: string;

beforeAll(async () => {
  browser = await launchChromium();
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Partner blog</title>
    <meta name="ftc-api-base" content="${baseUrl}">
    <script type="module" src="${baseUrl}/widgets/ftc-newsletter.js"></script>
  </head>
  <body>
    <h1>Our partner's blog</h1>
    <ftc-newsletter></ftc-newsletter>
  </body>
</html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  // "localhost" vs the API's "127.0.0.1": another origin, as a partner's site is.
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => partner?.close(resolve));
});
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});

async function outboxFor(email: string) {
  const answer = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { results: { subject: string; body: string; code: string }[] })
    .results;
}

describe('<ftc-newsletter> on a partner site of another origin, against npm start', () => {
  it('validates with the messages of spec §5', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(partnerUrl);
    const email = page.getByLabel('Email', { exact: true });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Email Field is required.').waitFor();
    await email.fill('anna@example');
    await page.getByText('Please enter valid email address.').waitFor();
    await email.fill('anna@example.com');
    await page.getByText('Please enter valid email address.').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('subscribes: the field clears, the server’s message shows, a confirmation email goes out', async () => {
    await page.goto(partnerUrl);
    const events: unknown[] = [];
    await page.exposeFunction('recordEvent', (detail: unknown) => events.push(detail));
    await page.evaluate(() =>
      document.addEventListener('ftc-newsletter-subscribed', (event) =>
        (window as unknown as { recordEvent: (d: unknown) => void }).recordEvent(
          (event as CustomEvent).detail,
        ),
      ),
    );
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('Partner.Reader@Example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .locator('[data-ftc-toasts] .Toastify__toast', {
        hasText:
          'Thanks! Check your inbox and confirm your subscription to start receiving our newsletter.',
      })
      .waitFor();
    expect(await email.inputValue()).toBe('');
    expect(events).toEqual([{ email: 'Partner.Reader@Example.com' }]);
    const [mail] = await outboxFor('partner.reader@example.com');
    expect(mail?.subject).toBe('Confirm your FTC newsletter subscription');

    // The confirmation link, opened in the browser, lands on the site.
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0] as string;
    await page.goto(link);
    expect(new URL(page.url()).search).toBe('?newsletter=confirmed');

    // Subscribing again is answered clearly, and still counts as success.
    await page.goto(partnerUrl);
    await page.getByLabel('Email', { exact: true }).fill('partner.reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .locator('[data-ftc-toasts] .Toastify__toast--success', {
        hasText: 'This email is already subscribed to our newsletter. Thank you!',
      })
      .waitFor();
  });
});

describe('npm start serves the whole product on one port', () => {
  it('serves /partner.html, with the element working against the same server', async () => {
    await page.goto(`${baseUrl}/partner.html`);
    await page.getByLabel('Email', { exact: true }).fill('same.origin@example.com');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/v1/users/add-newsletter')),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ email: 'same.origin@example.com' });
    await page.locator('[data-ftc-toasts] .Toastify__toast--success').waitFor();
  });

  it('serves the bundles to other origins', async () => {
    const response = await fetch(`${baseUrl}/widgets/ftc-newsletter.js`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the site with the newsletter form in the footer, and the API under /v1', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Email Field is required.').waitFor();
    expect(await footer.getByText('© 2022').count()).toBe(1);
    const faqs = await (await fetch(`${baseUrl}/v1/users/faqs`)).json();
    expect(faqs.success).toBe(true);
    expect(faqs.results.length).toBeGreaterThan(0);
    const spec = await (await fetch(`${baseUrl}/v1/openapi.json`)).json();
    expect(spec.openapi).toBe('3.1.0');
  });
});
