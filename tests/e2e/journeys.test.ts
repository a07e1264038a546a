import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const phoneBase = Math.floor(Math.random() * 900);
let people = 0;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function codeFor(mobile: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const outbox = await (
      await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(`+1${mobile}`)}`)
    ).json();
    const code = outbox.results.find((entry: { channel: string }) => entry.channel === 'sms')?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sign up through the site's page, with the code from the development outbox. */
async function signUp(page: Page, role: 'parents' | 'caregiver', name: string) {
  people += 1;
  const mobile = `2015553${String((phoneBase + people) % 1000).padStart(3, '0')}`;
  const email = `journey-${run}-${people}@example.com`;
  await page.goto(`${baseUrl}/signup/${role}`);
  await page.getByLabel('Full name').fill(name);
  await page.locator('main').getByLabel('Email', { exact: true }).fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill('sunshine42');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(mobile));
  await page.getByRole('heading', { name: /^Welcome to FTC/ }).waitFor();
  await page.locator('header').getByText(name).waitFor();
  return { email, mobile };
}

async function buy(page: Page, table: number, plan: string, promo?: string) {
  await page.goto(`${baseUrl}/subscription`);
  const plans = page.locator('.ftc-plans').nth(table);
  await plans.getByRole('button', { name: `Choose ${plan}` }).waitFor();
  if (promo) {
    await plans.getByLabel('Promo code').fill(promo);
    await plans.getByRole('button', { name: 'Apply' }).click();
    await plans.getByText('was ').first().waitFor();
  }
  await plans.getByRole('button', { name: `Choose ${plan}` }).click();
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('11/33');
  await page.getByLabel('CVC').fill('321');
  await page.getByLabel('Name on card').fill('Journey Tester');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout-success\/[^/]+$/);
  await page.getByRole('heading', { name: 'Thank you! Your subscription is active' }).waitFor();
}

async function upload(page: Page) {
  await page.goto(`${baseUrl}/upload-document`);
  await page.getByLabel('Document type').selectOption('certification');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'cpr-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await page.locator('.documents__item strong', { hasText: 'cpr-certificate.pdf' }).waitFor();
  await page.getByText('Waiting for review').waitFor();
}

describe('full journeys on the site, against npm start', () => {
  it('a parent: sign up, verify, subscribe with a promo code, upload a document, see the dashboard, log out', async () => {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    await signUp(page, 'parents', 'Priya Parent');
    await buy(page, 0, 'Family Plus', 'WELCOME20');
    await upload(page);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Hello, Priya' }).waitFor();
    await page.getByText('Family Plus').first().waitFor();
    await page.locator('.documents__item strong', { hasText: 'cpr-certificate.pdf' }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.locator('header').getByRole('link', { name: 'Sign up' }).waitFor();
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('persist:root') ?? 'null')?.isLoggedIn ?? false,
      ),
    ).toBe(false);
  });

  it('a caregiver: sign up, verify, subscribe, upload a document, log out', async () => {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    await signUp(page, 'caregiver', 'Carla Caregiver');
    await buy(page, 1, 'Caregiver Pro');
    await upload(page);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText('Caregiver', { exact: true }).waitFor();
    await page.getByText('Caregiver Pro').first().waitFor();
    await page.locator('header').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
  });

  it('refuses a file that is not a PDF, JPEG or PNG, whatever its name', async () => {
    const page = await (await browser.newContext()).newPage();
    await signUp(page, 'parents', 'Uma Upload');
    await page.goto(`${baseUrl}/upload-document`);
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF'),
    });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await page.getByText('Upload a PDF, JPEG or PNG file.').first().waitFor();
    await page.getByText('You have not uploaded any document yet.').waitFor();
  });

  it('sends the contact form', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}/contact-us`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Full name is required.').waitFor();
    await page.getByLabel('Full name').fill('Cora Contact');
    await page
      .locator('main')
      .getByLabel('Email', { exact: true })
      .fill(`contact-${run}@example.com`);
    await page.getByLabel('Subject').fill('A question about plans');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can I switch from monthly to yearly later on?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
  });
});
