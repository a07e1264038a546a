import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** POST JSON to the running product; the answer's status and body. */
export async function postJson(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; results?: unknown },
  };
}

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let made = 0;

/**
 * A verified parent account made through the API, with the code from the development outbox,
 * and its session `token`. `block` keeps each test file's numbers apart (+1 201-555-<block><3 digits>).
 */
export function verifiedParent(
  baseUrl: string,
  who: { name: string; emailPrefix: string; block: number },
) {
  return verifiedAccount(baseUrl, '/v1/user/signup', who);
}

/** The same for a caregiver (a service-provider account), signed up with its own endpoint. */
export function verifiedCaregiver(
  baseUrl: string,
  who: { name: string; emailPrefix: string; block: number },
) {
  return verifiedAccount(baseUrl, '/v1/service-provider/signup', who);
}

async function verifiedAccount(
  baseUrl: string,
  signup: string,
  { name, emailPrefix, block }: { name: string; emailPrefix: string; block: number },
) {
  made += 1;
  const phoneBase = 100 + Math.floor(Math.random() * 800);
  const mobile = `201555${block}${String((phoneBase + made) % 1000).padStart(3, '0')}`;
  const who = {
    full_name: name,
    email: `${emailPrefix}-${runId}-${made}@example.com`,
    password: 'sunshine42',
    country_code: '+1',
    mobile,
  };
  const seen = await outboxMark(baseUrl, `+1${mobile}`);
  expect((await postJson(baseUrl, signup, who)).status).toBe(201);
  const verified = await postJson(baseUrl, '/v1/user/verify-mobile', {
    mobile,
    country_code: '+1',
    otp: await codeFor(baseUrl, mobile, seen),
  });
  expect(verified.status).toBe(200);
  return { ...who, token: (verified.body.results as { token: string }).token };
}

/** An entry of the development outbox (interface §4): an SMS or an email the product sent. */
export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  code: string;
  created_at: string;
}

async function outboxTo(baseUrl: string, recipient: string): Promise<OutboxEntry[]> {
  const answer = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(recipient)}`);
  return ((await answer.json()) as { results: OutboxEntry[] }).results;
}

const entryKey = (entry: OutboxEntry) =>
  `${entry.channel}|${entry.created_at}|${entry.code}|${entry.body}`;

/**
 * What the development outbox holds for `recipient` now: pass it to `newestInOutbox` or `codeFor`
 * to wait for a message sent after this point. Numbers are random within a file's block, so a
 * parent and a caregiver of one file can share a number, and the other's older code is already
 * there.
 */
export async function outboxMark(baseUrl: string, recipient: string): Promise<Set<string>> {
  return new Set((await outboxTo(baseUrl, recipient)).map(entryKey));
}

/**
 * The newest `channel` entry to `recipient` (`+1…` or an email address) in the development
 * outbox, skipping the entries in `seen` (from `outboxMark`). Sending may finish after the
 * request that caused it has answered, so this asks again until the entry is there (up to 5 s).
 * The one outbox poll of the end-to-end tests.
 */
export async function newestInOutbox(
  baseUrl: string,
  recipient: string,
  channel: OutboxEntry['channel'],
  seen: ReadonlySet<string> = new Set(),
): Promise<OutboxEntry> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const results = await outboxTo(baseUrl, recipient);
    const found = results.find((entry) => entry.channel === channel && !seen.has(entryKey(entry)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${channel} to ${recipient} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest SMS code sent to +1 `mobile`, not counting the entries in `seen`. */
export async function codeFor(
  baseUrl: string,
  mobile: string,
  seen?: ReadonlySet<string>,
): Promise<string> {
  return (await newestInOutbox(baseUrl, `+1${mobile}`, 'sms', seen)).code;
}

/**
 * Signs up through the site's page (`/signup/parents` or `/signup/caregiver`), with the code
 * from the development outbox; `block` keeps each test file's numbers apart.
 */
export async function signUpOnSite(
  page: Page,
  baseUrl: string,
  {
    role,
    name,
    block,
    emailPrefix,
  }: { role: 'parents' | 'caregiver'; name: string; block: number; emailPrefix: string },
) {
  made += 1;
  const mobile = `201555${block}${String((Math.floor(Math.random() * 900) + made) % 1000).padStart(3, '0')}`;
  const email = `${emailPrefix}-${runId}-${made}@example.com`;
  const password = 'sunshine42';
  await page.goto(`${baseUrl}/signup/${role}`);
  await page.getByLabel('Full name').fill(name);
  await page.locator('main').getByLabel('Email', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('checkbox').check();
  const seen = await outboxMark(baseUrl, `+1${mobile}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(baseUrl, mobile, seen));
  await page.getByRole('heading', { name: /^Welcome to FTC/ }).waitFor();
  await page.locator('header').getByText(name).waitFor();
  return { email, mobile, password };
}

/**
 * Chooses Family Basic on /subscription and pays in the sandbox checkout, ticking the renewal
 * terms (after waiting for `terms`, when given); the order id from `/checkout-success/{id}`.
 */
export async function buyFamilyBasic(
  page: Page,
  baseUrl: string,
  { cardName = 'Pat Parent', terms }: { cardName?: string; terms?: RegExp } = {},
): Promise<string> {
  await page.goto(`${baseUrl}/subscription`);
  await page
    .locator('.ftc-plans')
    .first()
    .getByRole('button', { name: 'Choose Family Basic' })
    .click();
  await page.waitForURL(/\/checkout\/[^/]+$/);
  if (terms) await page.getByText(terms).waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(cardName);
  await page.locator('input[name="accept_terms"]').check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout-success\/[^/]+$/);
  return page.url().split('/').pop() as string;
}
