import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpOnSite } from './accounts';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const signUp = (page: Page, role: 'parents' | 'caregiver', name: string) =>
  signUpOnSite(page, baseUrl, { role, name, block: 3, emailPrefix: 'journey' });

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
  await page.getByLabel('I agree to these renewal terms.').check();
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
