import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buyFamilyBasic, postJson, verifiedCaregiver, verifiedParent } from './accounts';
import { launchChromium } from './browser';

// Issue 22's journey (interface §9 "Account", "Your data"), against npm start: a caregiver
// changes name and password on /dashboard/settings (a second browser context is logged out at
// its next request), ends the other session, turns tips off, unsubscribes from a new-message
// email by its List-Unsubscribe URL (no email of kind "tips" exists), exports, deletes, restores
// by the emailed link, deletes again; a tick past 14 days erases what is personal. The tick
// moves the server's clock for the rest of the run, so this file runs last
// (vitest.e2e.config.ts) and the tick comes last in it.

const baseUrl = inject('baseUrl');
let browser: Browser;

const BLOCK = 5;
const ZIP = '82001'; // Cheyenne, WY

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** An email of the development outbox, with its headers (interface §9). */
interface Email {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  headers: Record<string, string>;
}

/** The newest email to `to` whose subject matches, asking again until it is there (10 s). */
async function emailTo(to: string, subject: RegExp, after = 0): Promise<Email> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
    const { results } = (await answer.json()) as { results: Email[] };
    const emails = results.filter(
      (entry) => entry.channel === 'email' && subject.test(entry.subject ?? ''),
    );
    if (emails.length > after) return emails[0] as Email;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A call to the running product, with a session token when given. */
async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API tests
  const answer = (await response.json()) as any;
  return { status: response.status, body: answer };
}

/** A session through the API (`prefix` is the account's: `/v1/user` or `/v1/service-provider`). */
async function login(prefix: string, who: { email: string; password: string }) {
  return postJson(baseUrl, `${prefix}/login`, {
    email: who.email,
    password: who.password,
    login_input: who.email,
    device: 'web',
  });
}

async function tokenOf(prefix: string, who: { email: string; password: string }) {
  const answer = await login(prefix, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.results as { token: string }).token;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
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

/** The page's next request finds the session ended: it lands on the login page. */
async function isLoggedOutAtNextRequest(page: Page) {
  await page.goto(`${baseUrl}/dashboard`);
  await page.waitForURL(/\/login(\?|$)/);
  await page.getByLabel('Email or mobile number').waitFor();
}

/** A published caregiver profile at `zip` (the profile editor has its own e2e test). */
async function publishProfile(token: string): Promise<number> {
  const saved = await api('PUT', '/v1/service-provider/caregiver-profile', token, {
    headline: 'Patient evening sitter in Cheyenne',
    bio: 'Eight years with toddlers and school-age children; first aid trained.',
    zip: ZIP,
    hourly_rate: 2200,
    experience_years: 8,
    age_groups: ['school_age'],
    services: ['babysitting'],
    languages: ['en'],
    availability: [{ day: 3, from: '17:00', to: '21:00' }],
    published: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.results.id as number;
}

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

/** Deletes the account on the settings page; the server's `erase_on`. */
async function deleteOnSettings(page: Page, password: string): Promise<string> {
  await page.goto(`${baseUrl}/dashboard/settings`);
  const data = section(page, 'Your data');
  await data.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/account/delete') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { erase_on: string } };
  await page.waitForURL(`${baseUrl}/`);
  await page.locator('header').getByRole('link', { name: 'Log in' }).first().waitFor();
  return results.erase_on;
}

describe('a member owns their account and their data (issue 22), against npm start', () => {
  it('changes name and password, ends the other session, turns tips off, unsubscribes, exports, deletes, restores, deletes again; a tick past 14 days erases them', async () => {
    const SP = '/v1/service-provider';
    const cg = await verifiedCaregiver(baseUrl, {
      name: 'Carla Original',
      emailPrefix: 'your-account',
      block: BLOCK,
    });
    const profileId = await publishProfile(cg.token);
    const NEW_NAME = 'Carla Renamed';
    const NEW_PASSWORD = 'moonlight77';

    // ---- 1. Two browser contexts, the same caregiver ------------------------------------
    const one = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const two = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let page = await newPage(one);
    const other = await newPage(two);
    await logIn(page, 'Caregiver', cg);
    await logIn(other, 'Caregiver', cg);

    // ---- 2. Name, password, sessions -----------------------------------------------------
    await page.goto(`${baseUrl}/dashboard/settings`);
    const name = section(page, 'Name');
    await name.getByLabel('Full name').fill(NEW_NAME);
    await name.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name is saved.').first().waitFor();
    await page.locator('header').getByText(NEW_NAME).waitFor();

    const password = section(page, 'Password');
    await password.getByLabel('Current password', { exact: true }).fill(cg.password);
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText(/Your password is changed/)
      .first()
      .waitFor();
    // This device keeps a session; the other context is logged out at its next request.
    await page.reload();
    await page.locator('header').getByText(NEW_NAME).waitFor();
    await isLoggedOutAtNextRequest(other);
    expect((await login(SP, cg)).status).not.toBe(200);
    const caregiver = { ...cg, password: NEW_PASSWORD, full_name: NEW_NAME };

    // The other context logs in again; this one ends it from the sessions list.
    await logIn(other, 'Caregiver', caregiver);
    await page.reload();
    const sessions = section(page, 'Where you are logged in');
    await sessions.getByText('This device').waitFor();
    await sessions.getByRole('button', { name: 'End all other sessions' }).click();
    await sessions.getByText('No other sessions.').waitFor();
    await isLoggedOutAtNextRequest(other);
    await two.close();

    // ---- 3. Tips off, through the page --------------------------------------------------
    const notifications = section(page, 'Notifications');
    const tips = notifications.getByRole('checkbox', { name: 'Tips and news' });
    await expect.poll(() => tips.isChecked()).toBe(true);
    await tips.uncheck();
    await notifications.getByRole('button', { name: 'Save notifications' }).click();
    await page.getByText('Your notification settings are saved.').first().waitFor();
    let token = await tokenOf(SP, caregiver);
    const settings = await api('GET', `${SP}/notification-settings`, token);
    expect(settings.status).toBe(200);
    expect(settings.body.results.email).toMatchObject({ tips: false, messages: true });

    // ---- 4. A parent writes; the caregiver unsubscribes by the email's header URL --------
    const parent = await verifiedParent(baseUrl, {
      name: 'Petra Writer',
      emailPrefix: 'your-account',
      block: BLOCK,
    });
    const parentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const parentPage = await newPage(parentContext);
    await logIn(parentPage, 'Parent', parent);
    await buyFamilyBasic(parentPage, baseUrl);
    await parentContext.close();
    // The caregiver is offline (no open stream): new messages are emailed.
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = await api('POST', '/v1/conversations', parent.token, {
      caregiver_id: profileId,
      body: 'Hello! Are you free on Wednesday evenings?',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const conversationId = started.body.results.conversation_id;
    const newMessage = await emailTo(caregiver.email, /^New message from /);
    expect(newMessage.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(newMessage.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(unsubscribeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/unsubscribe\//);
    const unsubscribed = await fetch(unsubscribeUrl as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(
      (await api('GET', `${SP}/notification-settings`, token)).body.results.email,
    ).toMatchObject({ messages: false, tips: false });
    page = await newPage(one);
    await page.goto(`${baseUrl}/dashboard/settings`);
    const shown = section(page, 'Notifications');
    await shown.getByRole('checkbox', { name: 'New messages' }).waitFor();
    expect(await shown.getByRole('checkbox', { name: 'New messages' }).isChecked()).toBe(false);
    expect(await shown.getByRole('checkbox', { name: 'Tips and news' }).isChecked()).toBe(false);
    expect(await shown.getByRole('checkbox', { name: 'Job applications' }).isChecked()).toBe(true);

    // ---- 5. Export ----------------------------------------------------------------------
    const data = section(page, 'Your data');
    await data.getByRole('button', { name: 'Export my data' }).click();
    // The section says so (a 202 answer once made the site take the start for a failure).
    await data
      .getByRole('status')
      .getByText(/We are preparing your data/)
      .waitFor();
    await expect.poll(() => page.locator('.Toastify__toast--error').count()).toBe(0);
    const exportEmail = await emailTo(caregiver.email, /^Your FTC data is ready$/);
    const exportLink = /https?:\/\/\S+\/account\/export\/\S+/.exec(exportEmail.body)?.[0];
    expect(exportLink).toBeDefined();
    const exported = await fetch(exportLink as string, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    const exportAnswer = (await exported.json()) as {
      results: { status: string; document: unknown };
    };
    expect(exportAnswer.results.status).toBe('ready');
    const document = JSON.stringify(exportAnswer.results.document);
    expect(document).toContain(NEW_NAME);
    expect(document).toContain(caregiver.email);
    // Another member's bearer does not open it.
    expect(
      (await fetch(exportLink as string, { headers: { authorization: `Bearer ${parent.token}` } }))
        .status,
    ).toBeGreaterThanOrEqual(400);

    // ---- 6. Delete, restore by the link, delete again ------------------------------------
    await deleteOnSettings(page, NEW_PASSWORD);
    expect((await login(SP, caregiver)).status).not.toBe(200);
    expect((await api('GET', `/v1/caregivers/${profileId}`)).status).toBe(404);
    const deleted = await emailTo(caregiver.email, /^Your FTC account is deleted$/);
    const restoreLink = /https?:\/\/\S+\/account\/restore\?token=\S+/.exec(deleted.body)?.[0];
    expect(restoreLink).toBeDefined();
    await page.goto(restoreLink as string);
    await page.getByRole('button', { name: 'Restore my account' }).click();
    await page
      .locator('main')
      .getByRole('status')
      .getByText(/Your account is back/)
      .waitFor();
    token = await tokenOf(SP, caregiver);
    expect((await api('GET', `/v1/caregivers/${profileId}`)).status).toBe(200);

    await logIn(page, 'Caregiver', caregiver);
    const eraseOn = await deleteOnSettings(page, NEW_PASSWORD);
    expect((await login(SP, caregiver)).status).not.toBe(200);
    await one.close();

    // ---- 7. A tick past 14 days: nothing personal is left ---------------------------------
    const tick = await fetch(`${baseUrl}/dev/tick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.parse(eraseOn) + 86_400_000).toISOString() }),
    });
    expect(tick.status, await tick.clone().text()).toBe(200);

    const personal = [caregiver.email, caregiver.mobile, NEW_NAME, 'Carla Original'];
    const mentionsNone = (answer: unknown) => {
      const text = JSON.stringify(answer);
      for (const value of personal) expect(text).not.toContain(value);
    };
    expect((await login(SP, caregiver)).status).not.toBe(200);
    expect((await api('GET', `/v1/caregivers/${profileId}`)).status).toBe(404);
    const search = await api('GET', `/v1/caregivers?near=${ZIP}&q=${encodeURIComponent(NEW_NAME)}`);
    expect(search.status).toBe(200);
    mentionsNone(search.body);
    mentionsNone((await api('GET', `/v1/caregivers?near=${ZIP}`)).body);

    // The parent keeps the conversation, signed "Former member".
    const parentToken = await tokenOf('/v1/user', parent);
    const conversations = await api('GET', '/v1/conversations', parentToken);
    expect(conversations.status).toBe(200);
    mentionsNone(conversations.body);
    const list = conversations.body.results as {
      id: number | string;
      other: { first_name: string };
    }[];
    const kept = list.find((conversation) => String(conversation.id) === String(conversationId));
    expect(kept?.other.first_name).toBe('Former member');
    const messages = await api('GET', `/v1/conversations/${conversationId}/messages`, parentToken);
    expect(messages.status).toBe(200);
    mentionsNone(messages.body);

    // The same email and number can sign up again.
    const again = await postJson(baseUrl, `${SP}/signup`, {
      full_name: 'Carla Again',
      email: caregiver.email,
      password: 'sunshine42',
      country_code: '+1',
      mobile: caregiver.mobile,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
