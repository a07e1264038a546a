import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { codeFor, outboxMark } from './accounts';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const partnerPage = `${baseUrl}/partner.html`;
let browser: Browser;
let context: BrowserContext;

/** Unique per run, so reruns against a reused server (and database) never collide. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const mobile = `2015551${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const who = {
  full_name: 'Tomas Twotabs',
  email: `sessions-${runId}@example.com`,
  password: 'password1',
  mobile,
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Persisted {
  isLoggedIn: boolean;
  user: { full_name: string } | null;
  token: string | null;
  refresh_token: string | null;
}

async function persisted(target: Page): Promise<Persisted> {
  const raw = await target.evaluate(() => localStorage.getItem('persist:root'));
  return JSON.parse(raw ?? 'null') as Persisted;
}

beforeAll(async () => {
  browser = await launchChromium();
  const seen = await outboxMark(baseUrl, `+1${mobile}`);
  const signup = await post('/v1/user/signup', { ...who, country_code: '+1' });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const verified = await post('/v1/user/verify-mobile', {
    mobile,
    country_code: '+1',
    otp: await codeFor(baseUrl, mobile, seen),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
});
afterEach(async () => {
  await context?.close();
});

describe('two tabs of one browser renewing the session at once (against npm start)', () => {
  it('both stay logged in, with one live successor, and the server revokes nothing', async () => {
    const tabA = await context.newPage();
    tabA.setDefaultTimeout(10_000);
    await tabA.goto(partnerPage);
    const login = tabA.locator('ftc-login');
    await login.getByLabel('Email or mobile number').fill(who.email);
    await login.getByLabel('Password', { exact: true }).fill(who.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await tabA.locator('ftc-account').getByText(who.full_name).waitFor();
    const loggedIn = await persisted(tabA);
    const original = loggedIn.refresh_token as string;
    expect(original).toBeTruthy();

    // The access token stops being accepted (as once it expires); the refresh token is kept.
    await tabA.evaluate((state) => {
      localStorage.setItem('persist:root', JSON.stringify({ ...state, token: 'expired.token.x' }));
    }, loggedIn);

    // Each tab's renewal is held until both have asked, so the two really present one token
    // at the same time (as two tabs opened together do), then both go to the server at once.
    const presented: string[] = [];
    const held: Route[] = [];
    let release: () => void = () => {};
    const bothAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fallback = setTimeout(() => release(), 8_000);
    await context.route('**/v1/user/refresh-token', async (route) => {
      presented.push(route.request().headers().authorization ?? '');
      held.push(route);
      if (held.length === 2) release();
      await bothAsked;
      await route.continue();
    });
    const answers: { status: number; refresh_token?: string }[] = [];
    // Each tab retries its profile with the renewed token: the last answer a tab waits for.
    const profiles: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/v1/user') profiles.push(response.status());
    });
    context.on('response', async (response) => {
      if (!response.url().endsWith('/v1/user/refresh-token')) return;
      const body = (await response.json().catch(() => ({}))) as {
        results?: { refresh_token?: string };
      };
      answers.push({ status: response.status(), refresh_token: body.results?.refresh_token });
    });

    const tabB = await context.newPage();
    tabB.setDefaultTimeout(10_000);
    await Promise.all([tabA.reload(), tabB.goto(partnerPage)]);

    for (const tab of [tabA, tabB]) {
      await tab.locator('ftc-account').getByText(who.full_name).waitFor();
    }
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(2);
    clearTimeout(fallback);
    // Both renewals presented the same, original refresh token...
    expect(presented).toEqual([`Bearer ${original}`, `Bearer ${original}`]);
    // ...and both were answered 200 with the same successor.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const successor = answers[0]?.refresh_token;
    expect(successor).toBeTruthy();
    expect(successor).not.toBe(original);
    expect(answers[1]?.refresh_token).toBe(successor);

    // Neither tab was logged out, also after the late answers (each tab's profile, retried with
    // the successor) and the late storage events (both tabs hold the successor).
    await expect
      .poll(() => profiles.filter((status) => status === 200).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    for (const tab of [tabA, tabB]) {
      await expect.poll(async () => (await persisted(tab)).refresh_token).toBe(successor);
    }
    for (const tab of [tabA, tabB]) {
      expect(await tab.locator('ftc-account').getByText(who.full_name).count()).toBe(1);
      expect((await persisted(tab)).isLoggedIn).toBe(true);
    }

    // The shared state holds working tokens, and the family was not revoked: the successor
    // renews once more.
    const final = await persisted(tabB);
    expect(final.refresh_token).toBe(successor);
    const profile = await fetch(`${baseUrl}/v1/user`, {
      headers: { Authorization: `Bearer ${final.token}` },
    });
    expect(profile.status).toBe(200);
    await context.unroute('**/v1/user/refresh-token');
    const renewed = await post('/v1/user/refresh-token', { refresh_token: successor });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
  });
});
