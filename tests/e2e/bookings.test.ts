import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buyFamilyBasic, postJson, signUpOnSite, verifiedCaregiver } from './accounts';
import { launchChromium } from './browser';

/**
 * Bookings on the site (issue 25, interface §11), against npm start, one browser context per
 * person, both in New York time: a parent with a plan books a caregiver for next Tuesday
 * 18:00–21:00 weekly for 4 weeks (the policy shown before sending); the caregiver's open bookings
 * page shows the 4 requests live; the caregiver accepts two and declines one; one expires after
 * a tick; the parent cancels one late (the policy shown first); hours are submitted and approved;
 * the profile's reliability and the parent's review appear.
 *
 * The file ticks the server's clock (`POST /dev/tick`) about three weeks on, and sets both
 * browsers' clocks to match: it runs first among the clock movers (vitest.e2e.config.ts).
 */
const baseUrl = inject('baseUrl');
const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const BLOCK = 1;

let browser: Awaited<ReturnType<typeof launchChromium>>;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function personPage(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: ZONE,
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { page, context };
}

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function logIn(
  page: Page,
  kind: 'Parent' | 'Caregiver',
  who: { email: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Email or mobile number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator('header').getByRole('button', { name: 'Log out' }).waitFor();
}

/** Moves the server's clock to `at` (time-driven jobs run), and both browsers' clocks with it. */
async function tick(at: Date, contexts: BrowserContext[]) {
  const answer = await fetch(`${baseUrl}/dev/tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: at.toISOString() }),
  });
  expect(answer.status).toBe(200);
  for (const context of contexts) await context.clock.setFixedTime(at);
}

/** YYYY-MM-DD and the UTC instant of `hour`:00 New York time on the day `date` is in New York. */
function newYork(date: Date, hour: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date);
  // New York is UTC−5 or UTC−4: find the instant whose New York wall clock reads `hour`:00.
  for (const offset of [4, 5]) {
    const at = new Date(`${day}T${String(hour + offset).padStart(2, '0')}:00:00Z`);
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      hour12: false,
    }).format(at);
    if (Number(wall) === hour) return { day, at };
  }
  throw new Error('no such hour');
}

/** The first Tuesday at least 3 days from now (New York). */
function nextTuesday(): Date {
  const at = new Date(Date.now() + 3 * 24 * HOUR);
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(at);
  const order = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const ahead = (2 - order.indexOf(weekday) + 7) % 7;
  return new Date(at.getTime() + ahead * 24 * HOUR);
}

const items = (page: Page) => page.locator('#main .bk-item');
const item = (page: Page, status: string) =>
  page.locator(`#main .bk-item[data-status="${status}"]`);

describe('bookings on the site', () => {
  it('book weekly, answer live, expire, cancel late, hours, reliability and a review', async () => {
    // ---- The caregiver: an account and a published profile in New York -------------------
    const maria = await verifiedCaregiver(baseUrl, {
      name: 'Marisol Booker',
      emailPrefix: 'booking-cg',
      block: BLOCK,
    });
    const saved = await api('PUT', '/v1/service-provider/caregiver-profile', maria.token, {
      headline: 'Evening sitter for busy families',
      bio: 'Evenings and weekends; first aid trained.',
      zip: '10001',
      hourly_rate: 2400,
      experience_years: 6,
      age_groups: ['school_age'],
      services: ['babysitting'],
      languages: ['en'],
      availability: [
        { day: 2, from: '17:00', to: '22:00' },
        { day: 4, from: '17:00', to: '22:00' },
      ],
      published: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const profileId = saved.body.results.id as number;

    // ---- The parent signs up and buys a plan ----------------------------------------------
    const { page: parent, context: parentContext } = await personPage();
    const ana = await signUpOnSite(parent, baseUrl, {
      role: 'parents',
      name: 'Ana Booking',
      block: BLOCK,
      emailPrefix: 'booking-parent',
    });
    await buyFamilyBasic(parent, baseUrl, { cardName: 'Ana Booking' });

    // ---- The caregiver watches their bookings page ----------------------------------------
    const { page: caregiver, context: caregiverContext } = await personPage();
    await logIn(caregiver, 'Caregiver', maria);
    await caregiver.goto(`${baseUrl}/dashboard/bookings`);
    await caregiver.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await caregiver.getByText('You have no bookings yet.', { exact: false }).waitFor();

    // ---- The parent books next Tuesday 18:00–21:00, weekly for 4 weeks --------------------
    const first = newYork(nextTuesday(), 18);
    const last = newYork(new Date(first.at.getTime() + 21 * 24 * HOUR), 18);
    await parent.goto(`${baseUrl}/caregivers/${profileId}`);
    await parent.getByRole('button', { name: 'Book', exact: true }).click();
    const policy = parent.locator('.bk-policy');
    await policy
      .getByText('answers within 24 hours, or by 2 hours before the start', { exact: false })
      .waitFor();
    await policy
      .getByText('counts as a late cancel for whoever cancels', { exact: false })
      .waitFor();
    await parent.getByLabel('Date', { exact: true }).fill(first.day);
    await parent.getByLabel('Start time').fill('18:00');
    await parent.getByLabel('End time').fill('21:00');
    await parent.getByLabel('Children').fill('2');
    await parent.getByLabel('Repeat weekly until (optional)').fill(last.day);
    await parent.getByText('This makes 4 bookings', { exact: false }).waitFor();
    await parent.getByRole('button', { name: 'Send 4 requests' }).click();
    await parent.getByText('4 requests sent to Marisol', { exact: false }).first().waitFor();

    // ---- Live: the caregiver's page shows the 4 requests without a reload ------------------
    await expect.poll(() => item(caregiver, 'requested').count(), { timeout: 10_000 }).toBe(4);
    await item(caregiver, 'requested')
      .first()
      .getByText(/Answer within \d+ h/)
      .waitFor();

    // A one-off Thursday booking (through the API), accepted: the third ever confirmed.
    const thursday = newYork(new Date(first.at.getTime() + 2 * 24 * HOUR), 18);
    const login = await postJson(baseUrl, '/v1/user/login', {
      email: ana.email,
      password: ana.password,
      type: 'user',
      login_input: ana.email,
      device: 'web',
    });
    expect(login.status).toBe(200);
    const parentToken = (login.body.results as { token: string }).token;
    const extra = await api('POST', '/v1/bookings', parentToken, {
      caregiver_id: profileId,
      starts_at: thursday.at.toISOString(),
      ends_at: new Date(thursday.at.getTime() + 3 * HOUR).toISOString(),
      children: 2,
    });
    expect(extra.status, JSON.stringify(extra.body)).toBe(201);
    const extraId = (Array.isArray(extra.body.results) ? extra.body.results[0] : extra.body.results)
      .id as number;
    expect((await api('POST', `/v1/bookings/${extraId}/accept`, maria.token, {})).status).toBe(200);

    // ---- The caregiver accepts the first two (soonest first) and declines the third -------
    const requests = () => item(caregiver, 'requested');
    await expect.poll(() => requests().count()).toBe(4);
    await requests().first().getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests().count()).toBe(3);
    await requests().first().getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests().count()).toBe(2);
    await requests().first().getByRole('button', { name: 'Decline' }).click();
    await caregiver.getByLabel('Reason (optional)').fill('Away that week');
    await caregiver.getByRole('button', { name: 'Decline request' }).click();
    await expect.poll(() => requests().count()).toBe(1);
    // The parent's page follows live.
    await parent.goto(`${baseUrl}/dashboard/bookings`);
    await expect.poll(() => item(parent, 'confirmed').count()).toBe(3);
    await expect.poll(() => item(parent, 'declined').count()).toBe(1);

    // ---- A tick past its answer window: the last request expires --------------------------
    const contexts = [parentContext, caregiverContext];
    await tick(new Date(Date.now() + 25 * HOUR), contexts);
    await expect.poll(() => item(caregiver, 'expired').count(), { timeout: 10_000 }).toBe(1);

    // ---- 12 h before the second Tuesday: the parent cancels it late ------------------------
    const second = new Date(first.at.getTime() + 7 * 24 * HOUR);
    await tick(new Date(second.getTime() - 12 * HOUR), contexts);
    // The sessions' access tokens ended with the jump; the site renews them (refresh: 30 days).
    await parent.goto(`${baseUrl}/dashboard/bookings`);
    const upcoming = parent.locator(
      '[aria-labelledby="bk-upcoming"] .bk-item[data-status="confirmed"]',
    );
    await upcoming.first().getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = parent.getByRole('alertdialog');
    await dialog
      .getByText('this cancel counts as a late cancel for you', { exact: false })
      .waitFor();
    await dialog.getByLabel('Reason (at least 5 characters)').fill('Our plans changed');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await item(parent, 'cancelled').getByText('Late cancel by you').waitFor();

    // ---- Hours for the first Tuesday: submitted, then approved -----------------------------
    await caregiver.goto(`${baseUrl}/dashboard/bookings`);
    const ended = caregiver.locator(
      '[aria-labelledby="bk-past"] .bk-item[data-status="confirmed"]',
    );
    await ended.first().getByRole('button', { name: 'Submit hours' }).click();
    await caregiver.getByLabel('Hours worked').fill('3');
    await caregiver.getByRole('button', { name: 'Send hours' }).click();
    await expect.poll(() => item(caregiver, 'hours_submitted').count()).toBe(1);
    await expect.poll(() => item(parent, 'hours_submitted').count(), { timeout: 10_000 }).toBe(1);
    await item(parent, 'hours_submitted').getByRole('button', { name: 'Approve hours' }).click();
    await item(parent, 'completed').getByText('Amount due: $72.00').waitFor();

    // ---- The profile: reliability, and the parent reviews as after a hire -----------------
    await parent.goto(`${baseUrl}/caregivers/${profileId}`);
    await parent.getByText('100 % of 3 bookings completed').waitFor();
    const group = parent.getByRole('group', { name: 'Rating' });
    await group.getByRole('radio', { name: '5 stars' }).check();
    await parent.getByLabel('Your review').fill('On time every Tuesday; the kids loved her.');
    await parent.getByRole('button', { name: 'Publish review' }).click();
    await parent.getByText('Thank you! Your review is published.').waitFor();
    expect(await items(caregiver).count()).toBeGreaterThan(0);
    await parentContext.close();
    await caregiverContext.close();
  }, 180_000);
});
