import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFor, outboxMark, postJson, verifiedParent } from './accounts';
import { launchChromium } from './browser';

/**
 * Reviews on the site (interface §7), against npm start: the seeded demo parent (who hired one
 * seeded caregiver) reviews them with HTML in the text, which shows as text; a second review is
 * refused (409); a parent who did not hire is refused (403); a caregiver's profile full of XSS
 * payloads shows them as text and runs none. Fresh accounts per run, no order between files.
 */
const baseUrl = inject('baseUrl');
// The development seed's demo parent (server/db/seed-caregivers.ts DEMO_PARENT, README).
const DEMO_PARENT = { email: 'demo.parent@example.com', password: 'demo-parent-1' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records every dialog (alert, confirm, prompt) and dismisses it. */
async function guardedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('radio', { name: 'Parent' }).check();
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator('header').getByRole('button', { name: 'Log out' }).waitFor();
}

async function reviewCount(id: number): Promise<number> {
  const answer = await (await fetch(`${baseUrl}/v1/caregivers/${id}`)).json();
  return answer.results.review_count;
}

async function writeReview(page: Page, stars: number, body: string) {
  const group = page.getByRole('group', { name: 'Rating' });
  await group.getByRole('radio', { name: `${stars} stars` }).check();
  await page.getByLabel('Your review').fill(body);
  await page.getByRole('button', { name: 'Publish review' }).click();
}

/**
 * Returns once every event a payload's handler waits for has had its turn: the page gets its own
 * broken image (error), opened <details> (toggle) and srcdoc frame (load), added after the
 * payloads rendered, and then two animation frames (autofocus). A payload rendered as markup
 * would have fired the same events before these did.
 */
async function afterPayloadEvents(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const fired = (target: Element, type: string) =>
      new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));
    const image = document.createElement('img');
    const details = document.createElement('details');
    const frame = document.createElement('iframe');
    const events = [fired(image, 'error'), fired(details, 'toggle'), fired(frame, 'load')];
    image.src = 'x';
    frame.srcdoc = '<p>probe</p>';
    const probes = document.createElement('div');
    probes.append(image, details, frame);
    document.body.append(probes);
    details.open = true;
    await Promise.all(events);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    probes.remove();
  });
}

const xssFlag = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

describe('reviews on the site', () => {
  let hiredId = 0;

  it('the demo parent reviews the caregiver they hired: HTML stays text, the count goes up, a second review is refused', async () => {
    const { page, dialogs } = await guardedPage();
    await logIn(page, DEMO_PARENT.email, DEMO_PARENT.password);
    // The hired caregiver is among the demo parent's saved caregivers.
    await page.goto(`${baseUrl}/dashboard/favourites`);
    const card = page.locator('.ftc-cg-card').first();
    const href = await card.getByRole('link').first().getAttribute('href');
    hiredId = Number(href?.split('/').pop());
    expect(hiredId).toBeGreaterThan(0);
    const before = await reviewCount(hiredId);

    await page.goto(`${baseUrl}/caregivers/${hiredId}`);
    await page.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();
    // The client's rules first: no rating, too short.
    await page.getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Choose a rating from 1 to 5 stars.').waitFor();
    await page.getByText('Your review needs 20 to 2,000 characters.').waitFor();

    const text = `<img src=x onerror="window.__xss=1">Great with our twins, always on time. <script>alert('xss')</script>`;
    await writeReview(page, 5, text);
    await page.getByText('Thank you! Your review is published.').waitFor();
    // At the top of the list, as literal text.
    const first = page.locator('.cg-review').first();
    await first.locator('.cg-bio', { hasText: 'Great with our twins' }).waitFor();
    expect(await first.locator('.cg-bio').first().textContent()).toBe(text);
    expect(await page.locator('.cg-reviews img, .cg-reviews script').count()).toBe(0);
    const after = before + 1;
    expect(await reviewCount(hiredId)).toBe(after);
    await page
      .locator('.cg-profile__summary')
      .getByText(`(${after} review${after === 1 ? '' : 's'})`)
      .waitFor();
    // The form is gone once the review exists.
    expect(await page.getByRole('button', { name: 'Publish review' }).count()).toBe(0);

    // A second review (the page loaded again) is refused with the server's message.
    await page.reload();
    await writeReview(page, 4, 'Still great with our twins, a second time.');
    await page
      .getByRole('alert')
      .getByText(
        'You already reviewed this caregiver: each parent writes one review per caregiver.',
      )
      .waitFor();
    expect(await reviewCount(hiredId)).toBe(after);
    expect(await xssFlag(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('a parent who did not hire the caregiver is refused with the server message', async () => {
    const parent = await verifiedParent(baseUrl, {
      name: 'Nora Nohire',
      emailPrefix: 'reviews',
      block: 7,
    });
    const { page } = await guardedPage();
    await logIn(page, parent.email, parent.password);
    const list = await (await fetch(`${baseUrl}/v1/caregivers?near=10001&page_size=1`)).json();
    const id = list.results.items[0].id as number;
    const before = await reviewCount(id);
    await page.goto(`${baseUrl}/caregivers/${id}`);
    await writeReview(page, 3, 'We never hired them but want to write anyway.');
    await page
      .getByRole('alert')
      .getByText(
        'Only parents who hired this caregiver or completed a booking with them can review them.',
      )
      .waitFor();
    // What was typed stays.
    expect(await page.getByLabel('Your review').inputValue()).toBe(
      'We never hired them but want to write anyway.',
    );
    expect(await reviewCount(id)).toBe(before);
    await page.context().close();
  });

  it("a caregiver's headline and bio full of XSS payloads show as text and run nothing", async () => {
    // A caregiver signed up and verified through the API.
    const mobile = `2015558${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    const caregiver = {
      full_name: 'Xena Scripter',
      email: `reviews-xss-${Date.now().toString(36)}@example.com`,
      password: 'sunshine42',
      country_code: '+1',
      mobile,
    };
    const seen = await outboxMark(baseUrl, `+1${mobile}`);
    expect((await postJson(baseUrl, '/v1/service-provider/signup', caregiver)).status).toBe(201);
    const verified = await postJson(baseUrl, '/v1/user/verify-mobile', {
      mobile,
      country_code: '+1',
      otp: await codeFor(baseUrl, mobile, seen),
    });
    expect(verified.status).toBe(200);
    const token = (verified.body.results as { token: string }).token;

    const hit = 'window.__xss=1';
    const headline = `<script>${hit}</script><img src=x onerror="alert(1)">`;
    const payloads = [
      `<img src=x onerror="${hit}">`,
      `<svg onload="${hit}"></svg>`,
      `<svg><script>${hit}</script></svg>`,
      `<a href="javascript:${hit}">click</a>`,
      `"><iframe srcdoc="<script>parent.${hit}</script>"></iframe>`,
      `<details open ontoggle="${hit}">x</details>`,
      `<input autofocus onfocus="alert(2)">`,
      `<body onload="${hit}">`,
    ];
    const response = await fetch(`${baseUrl}/v1/service-provider/caregiver-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        headline,
        bio: payloads.join('\n\n'),
        zip: '10001',
        hourly_rate: 2500,
        experience_years: 3,
        age_groups: ['toddler'],
        services: ['babysitting'],
        languages: ['en'],
        availability: [{ day: 1, from: '09:00', to: '12:00' }],
        published: true,
      }),
    });
    const saved = await response.json();
    expect(response.status, JSON.stringify(saved)).toBe(200);
    const id = saved.results.id as number;

    const { page, dialogs } = await guardedPage();
    await page.goto(`${baseUrl}/caregivers/${id}`);
    await page.getByRole('heading', { name: 'Xena S.', level: 1 }).waitFor();
    const main = page.locator('main');
    await main.getByText(headline, { exact: true }).waitFor();
    const paragraphs = await main.locator('.cg-bio').allTextContents();
    for (const payload of payloads) expect(paragraphs).toContain(payload);
    expect(
      await main
        .locator(
          'img[src="x"], iframe, script, svg[onload], details[ontoggle], input[onfocus], a[href^="javascript"]',
        )
        .count(),
    ).toBe(0);
    await afterPayloadEvents(page);
    expect(await xssFlag(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
