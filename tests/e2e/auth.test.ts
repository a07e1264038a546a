import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newestInOutbox } from './accounts';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const partnerPage = `${baseUrl}/partner.html`;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const WRONG_PASSWORD =
  'The email or mobile number and password do not match. Check them and try again.';

/** Unique per run, so reruns against a reused server (and database) never collide. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const phoneBase = Math.floor(Math.random() * 980);
let accounts = 0;

/** A fresh identity: a unique email and a valid US mobile +1 201 555 0XXX. */
function identity(label: string) {
  const n = accounts++;
  const mobile = `2015550${String((phoneBase + n) % 1000).padStart(3, '0')}`;
  return {
    full_name: `${label} Tester${n}`,
    email: `auth-${runId}-${n}@example.com`,
    password: 'password1',
    mobile,
    e164: `+1${mobile}`,
  };
}
type Identity = ReturnType<typeof identity>;

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A parent account made through the API; verified unless told otherwise. */
async function createAccount(who: Identity, { verify = true } = {}) {
  const signup = await post('/v1/user/signup', {
    full_name: who.full_name,
    email: who.email,
    password: who.password,
    country_code: '+1',
    mobile: who.mobile,
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  if (!verify) return;
  const { code } = await newestInOutbox(baseUrl, who.e164, 'sms');
  const verified = await post('/v1/user/verify-mobile', {
    mobile: who.mobile,
    country_code: '+1',
    otp: code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

interface Recorded {
  type: string;
  detail: Record<string, unknown>;
}

/** Records the given events of the page's document (they bubble out of the shadow roots). */
async function recordEvents(target: Page, types: string[]): Promise<Recorded[]> {
  const events: Recorded[] = [];
  await target.exposeFunction('recordEvent', (type: string, detail: Record<string, unknown>) =>
    events.push({ type, detail }),
  );
  await target.evaluate((names) => {
    for (const name of names) {
      document.addEventListener(name, (event) =>
        (window as unknown as { recordEvent: (type: string, d: unknown) => void }).recordEvent(
          name,
          (event as CustomEvent).detail,
        ),
      );
    }
  }, types);
  return events;
}

interface Persisted {
  isLoggedIn: boolean;
  user: { full_name: string; type?: string } | null;
  token: string | null;
  refresh_token: string | null;
}

async function persisted(target: Page): Promise<Persisted | null> {
  const raw = await target.evaluate(() => localStorage.getItem('persist:root'));
  return raw ? (JSON.parse(raw) as Persisted) : null;
}

function toast(target: Page, text: string, kind?: 'error' | 'success') {
  const selector = `[data-ftc-toasts] .Toastify__toast${kind ? `.Toastify__toast--${kind}` : ''}`;
  return target.locator(selector, { hasText: text });
}

async function logIn(target: Page, identifier: string, password: string) {
  const login = target.locator('ftc-login');
  await login.getByLabel('Email or mobile number').fill(identifier);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
}

async function signUp(target: Page, role: 'Parent' | 'Caregiver', who: Identity) {
  const signup = target.locator('ftc-signup');
  await signup.getByRole('button', { name: role }).click();
  await signup.getByLabel('Full name').fill(who.full_name);
  await signup.getByLabel('Email', { exact: true }).fill(who.email);
  await signup.getByLabel('Password', { exact: true }).fill(who.password);
  await signup.getByLabel('Country code').selectOption('US');
  await signup.getByLabel('Mobile number').fill(who.mobile);
  await signup.getByRole('checkbox').check();
  await signup.getByRole('button', { name: 'Sign up' }).click();
}

/** The OTP step of an element: the heading, then the code typed (six digits submit). */
async function enterCode(element: ReturnType<Page['locator']>, code: string) {
  await element.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
  await element.getByLabel('Verification code').fill(code);
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
});
afterEach(async () => {
  await context?.close();
});

describe('accounts on partner.html (<ftc-signup>, <ftc-login>, <ftc-account>), against npm start', () => {
  it('parent sign-up → OTP from the outbox → logged in everywhere on the page', async () => {
    const who = identity('Paula Parent');
    await page.goto(partnerPage);
    const events = await recordEvents(page, ['ftc-signup', 'ftc-login']);
    await signUp(page, 'Parent', who);

    const signup = page.locator('ftc-signup');
    const { code } = await newestInOutbox(baseUrl, who.e164, 'sms');
    expect(code).toMatch(/^\d{6}$/);
    await enterCode(signup, code);
    await signup.getByRole('heading', { name: /^Welcome to FTC/ }).waitFor();

    // One store: the header shows the name at once, without a reload.
    const account = page.locator('ftc-account');
    await account.getByText(who.full_name).waitFor({ timeout: 5_000 });
    await account.getByRole('button', { name: 'Log out' }).waitFor();
    expect((await persisted(page))?.isLoggedIn).toBe(true);
    expect(events.find((event) => event.type === 'ftc-signup')?.detail).toEqual({
      account_type: 'parent',
      email: who.email,
    });
    const login = events.find((event) => event.type === 'ftc-login');
    expect((login?.detail.user as { full_name?: string } | undefined)?.full_name).toBe(
      who.full_name,
    );
  });

  it('caregiver sign-up → OTP → logged in, with a service-provider session', async () => {
    const who = identity('Carla Caregiver');
    await page.goto(partnerPage);
    await signUp(page, 'Caregiver', who);
    const signup = page.locator('ftc-signup');
    await enterCode(signup, (await newestInOutbox(baseUrl, who.e164, 'sms')).code);
    await signup.getByRole('heading', { name: /^Welcome to FTC/ }).waitFor();
    await page.locator('ftc-account').getByText(who.full_name).waitFor();

    const stored = await persisted(page);
    expect(stored?.isLoggedIn).toBe(true);
    const profile = await fetch(`${baseUrl}/v1/service-provider/profile`, {
      headers: { Authorization: `Bearer ${stored?.token}` },
    });
    expect(profile.status).toBe(200);
    const body = (await profile.json()) as { results: { type: string; email: string } };
    expect(body.results.type).toBe('service_provider');
    expect(body.results.email).toBe(who.email);
  });

  it('login of an unverified account opens the OTP step, which logs in', async () => {
    const who = identity('Ursula Unverified');
    await createAccount(who, { verify: false });
    await page.goto(partnerPage);
    const events = await recordEvents(page, ['ftc-otp-required', 'ftc-login']);
    await logIn(page, who.email, who.password);

    const login = page.locator('ftc-login');
    await login.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
    await login.getByRole('button', { name: 'Verify' }).waitFor();
    await login.getByRole('button', { name: 'Resend code' }).waitFor();
    expect(events.filter((event) => event.type === 'ftc-otp-required')).toEqual([
      {
        type: 'ftc-otp-required',
        detail: { mobile: who.mobile, country_code: '+1', email: who.email },
      },
    ]);

    // Within 30 s of the sign-up code no new one is sent: the newest code is the one.
    await enterCode(login, (await newestInOutbox(baseUrl, who.e164, 'sms')).code);
    await login.getByText(`You are logged in as ${who.full_name}`).waitFor();
    await page.locator('ftc-account').getByText(who.full_name).waitFor();
    expect((await persisted(page))?.isLoggedIn).toBe(true);
    expect(events.some((event) => event.type === 'ftc-login')).toBe(true);
  });

  it('a wrong password shows the server’s message and keeps the form, logged out', async () => {
    const who = identity('Walter Wrong');
    await createAccount(who);
    await page.goto(partnerPage);
    await logIn(page, who.email, 'notthepassword1');

    await toast(page, WRONG_PASSWORD, 'error').waitFor();
    const login = page.locator('ftc-login');
    await login.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await login.getByLabel('Email or mobile number').inputValue()).toBe(who.email);
    const stored = await persisted(page);
    expect(stored === null || stored.isLoggedIn === false).toBe(true);
    await page.locator('ftc-account').getByRole('link', { name: 'Log in' }).waitFor();
  });

  it('logging out in one tab logs out the other, without a reload', async () => {
    const who = identity('Tabitha Tabs');
    await createAccount(who);
    const pageA = page;
    const pageB = await context.newPage();
    pageB.setDefaultTimeout(10_000);
    await pageA.goto(partnerPage);
    await pageB.goto(partnerPage);
    const eventsA = await recordEvents(pageA, ['ftc-login', 'ftc-logout']);
    // Page A is where the person acts: the tab in front (a tab behind pauses its toasts).
    await pageA.bringToFront();
    const accountB = pageB.locator('ftc-account');
    await accountB.getByRole('link', { name: 'Log in' }).waitFor();

    await logIn(pageA, who.email, who.password);
    await pageA.locator('ftc-account').getByText(who.full_name).waitFor();
    // Page B follows through the storage event.
    await accountB.getByText(who.full_name).waitFor();

    // The "Welcome back" toast sits over the header's top-right corner for its 4 s; a click
    // there would land on it (and hovering pauses it), so let it go first.
    await toast(pageA, 'Welcome back').waitFor({ state: 'detached' });
    await pageA.locator('ftc-account').getByRole('button', { name: 'Log out' }).click();
    await pageA.locator('ftc-account').getByRole('link', { name: 'Log in' }).waitFor();
    await accountB.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await accountB.getByText(who.full_name).count()).toBe(0);
    await expect
      .poll(() => eventsA.map((event) => event.type))
      .toEqual(['ftc-login', 'ftc-logout']);
    const stored = await persisted(pageB);
    expect(stored === null || stored.isLoggedIn === false).toBe(true);
  });

  it('password reset by the emailed token: the new password logs in, the old one no longer', async () => {
    const who = identity('Rita Reset');
    await createAccount(who);
    const asked = await post('/v1/user/forgot-password-web', { email: who.email });
    expect(asked.status).toBe(200);
    const mail = await newestInOutbox(baseUrl, who.email, 'email');
    expect(mail.subject).toBe('Reset your FTC password');
    const token = mail.code;
    expect(mail.body).toContain(`${baseUrl}/reset-password?token=${token}&type=user`);
    const reset = await post('/v1/user/reset-password-web', { token, password: 'newpassword9' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.message).toBe('Your password is changed. You can log in with it now.');

    await page.goto(partnerPage);
    const login = page.locator('ftc-login');
    await logIn(page, who.email, who.password);
    await toast(page, WRONG_PASSWORD, 'error').waitFor();
    await login.getByRole('button', { name: 'Log in' }).waitFor();

    await logIn(page, who.email, 'newpassword9');
    await login.getByText(`You are logged in as ${who.full_name}`).waitFor();
    await page.locator('ftc-account').getByText(who.full_name).waitFor();
    expect((await persisted(page))?.isLoggedIn).toBe(true);
  });

  it('password reset through the site: /forgot-password, the emailed link, /reset-password, then log in', async () => {
    const who = identity('Sam Site');
    await createAccount(who);
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email', { exact: true }).first().fill(who.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const mail = await newestInOutbox(baseUrl, who.email, 'email');
    const link = mail.body.match(/https?:\/\/\S+/)?.[0] as string;
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('brandnew42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();

    // The same link a second time is refused, with a way to get a new one.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another42x');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('This link was already used. Request a new one if you need to.').waitFor();
    await page.getByRole('link', { name: 'Get a new link' }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email or mobile number').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill('brandnew42');
    await page.getByRole('button', { name: 'Log in' }).click();
    // A login without a page to return to ends on the dashboard (issue 24).
    await page.waitForURL(/\/dashboard$/);
    await page.locator('header').getByText(who.full_name).waitFor();
  });
});
