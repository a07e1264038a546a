import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpOnSite } from './accounts';
import { launchChromium } from './browser';

/**
 * The market on the site (issue 11), against npm start: a caregiver writes and publishes a
 * profile and uploads an ID, the admin approves it as the ID badge, a parent finds the caregiver
 * near the ZIP with that badge, saves them and sees them among saved caregivers.
 */
const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

// Missoula, MT: far from the seeded metro areas, so this run's caregiver is the one found.
const ZIP = '59801';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const signUp = (page: Page, role: 'parents' | 'caregiver', name: string) =>
  signUpOnSite(page, baseUrl, { role, name, block: 4, emailPrefix: 'market' });

async function logIn(page: Page, kind: 'Parent' | 'Caregiver', email: string, password: string) {
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('the market on the site', () => {
  let caregiverId = 0;

  it('a caregiver signs up, writes and publishes the profile, logs in again as a caregiver, uploads an ID', async () => {
    const page = await newPage();
    const caregiver = await signUp(page, 'caregiver', 'Zoe Quill');

    await page.goto(`${baseUrl}/dashboard/profile`);
    await page.getByRole('heading', { name: 'Your caregiver profile' }).waitFor();
    // The client's rules name the field.
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Headline needs 10 to 120 characters.').waitFor();
    await page.getByText('Services: choose at least one.').waitFor();

    await page.getByLabel('Headline').fill('Patient sitter with a love of books');
    await page.getByLabel('About you').fill('I have looked after children for four years.');
    await page.getByLabel('ZIP code').fill(ZIP);
    await page.getByLabel('Hourly rate (US$)').fill('22');
    await page.getByLabel('Years of experience').fill('4');
    await page.getByRole('checkbox', { name: 'Babysitting' }).check();
    await page.getByRole('checkbox', { name: 'Toddlers (1–3)' }).check();
    await page.getByRole('checkbox', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByLabel('From, Monday').fill('08:00');
    await page.getByLabel('To, Monday').fill('12:30');
    // The preview follows the form.
    await page.locator('.cg-editor__preview').getByText('$22.00').waitFor();
    await page.getByRole('switch', { name: /Published/ }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').first().waitFor();

    // Log out, then back in on /login as a caregiver.
    await page.locator('header').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await logIn(page, 'Caregiver', caregiver.email, caregiver.password);
    await page.locator('header').getByText('Zoe Quill').waitFor();
    // The choice is remembered for the next visit.
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('ftc-login-type'))).toBe(
      'service_provider',
    );

    await page.goto(`${baseUrl}/dashboard/profile`);
    expect(await page.getByLabel('Headline').inputValue()).toBe(
      'Patient sitter with a love of books',
    );
    const href = await page
      .getByRole('link', { name: 'See your public profile' })
      .getAttribute('href');
    caregiverId = Number(href?.split('/').pop());
    expect(caregiverId).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/upload-document`);
    await page.getByLabel('Document type').selectOption('identity');
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await page.getByText('Waiting for review').waitFor();
    await page.context().close();
  });

  it('the admin logs in as a parent-type account, sees the Admin link and approves the ID', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/login`);
    await logIn(page, 'Parent', admin.email, admin.password);
    // The header's Admin link opens the desk's overview; the documents are one of its pages.
    await page.locator('header').getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.goto(`${baseUrl}/admin/documents`);
    await page.getByRole('heading', { name: 'Documents to review' }).waitFor();
    const doc = page.locator('.admin-doc', { hasText: 'Zoe' }).first();
    await doc.getByRole('link', { name: /Open the file of Zoe/ }).waitFor();
    // Rejecting and approving each need a reason (interface §10).
    await doc.getByRole('button', { name: 'Reject' }).click();
    await doc
      .getByText('Give a reason of 10 to 500 characters: it goes to the audit log.')
      .first()
      .waitFor();
    await doc.getByLabel('Badge to grant').selectOption('id');
    await doc.getByRole('button', { name: 'Approve' }).click();
    await doc
      .getByLabel('Reason for approving')
      .and(doc.locator('[aria-invalid="true"]'))
      .waitFor();
    await doc.getByLabel('Reason for approving').fill('The passport matches the profile name.');
    await doc.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved: Zoe has the ID verified badge.').first().waitFor();
    await page.getByLabel('Status').selectOption('approved');
    await page.locator('.admin-doc', { hasText: 'Zoe' }).first().waitFor();
    await page.context().close();
  });

  it('a parent finds the caregiver near the ZIP with the ID badge, saves them, sees them saved', async () => {
    const page = await newPage(375);
    await page.goto(`${baseUrl}/caregivers/${caregiverId}`);
    // A visitor goes to /login and back.
    await page.getByRole('link', { name: 'Save' }).click();
    await page.waitForURL(/\/login\?next=%2Fcaregivers%2F\d+$/);

    await signUp(page, 'parents', 'Pia Parent');
    await page.goto(`${baseUrl}/caregivers?near=${ZIP}&service=babysitting`);
    await page.getByText(/1 caregiver near 59801/).waitFor();
    const card = page.locator('.ftc-cg-card', { hasText: 'Zoe Q.' });
    await card.getByText('ID verified').waitFor();
    // The ZIP code is in the search bar on a phone too (issue 24); the rest of the filters sit
    // behind a button.
    expect(await page.getByLabel('ZIP code').isVisible()).toBe(true);
    expect(await page.getByLabel('ZIP code').inputValue()).toBe(ZIP);
    expect(await page.getByLabel('Distance').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Distance').isVisible()).toBe(true);

    await card.getByRole('link', { name: 'Zoe Q.' }).click();
    await page.getByRole('heading', { name: 'Zoe Q.', level: 1 }).waitFor();
    await page
      .getByText('FTC staff reviewed an identity document and granted this badge.')
      .waitFor();
    await page.getByRole('table').getByText('Available').first().waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    // No plan: the message button says what a plan unlocks.
    await page.getByRole('button', { name: 'Message' }).click();
    await page.getByText('Messaging comes with a plan').waitFor();
    await page.getByRole('link', { name: 'See the plans' }).waitFor();

    await page.goto(`${baseUrl}/dashboard/favourites`);
    await page.locator('.ftc-cg-card', { hasText: 'Zoe Q.' }).waitFor();
    await page.getByRole('button', { name: 'Remove Zoe Q. from saved caregivers' }).click();
    await page.getByText('You have not saved any caregiver yet.').waitFor();

    // A parent at the caregiver editor is told it is for caregivers.
    await page.goto(`${baseUrl}/dashboard/profile`);
    await page.getByRole('heading', { name: 'This page is for caregivers' }).waitFor();
    // And the admin queue refuses a parent.
    await page.goto(`${baseUrl}/admin/documents`);
    await page.getByText('This page is for FTC staff (moderators and administrators).').waitFor();
    await page.context().close();
  });

  it('keeps the search in the URL: a shared link shows the same filters and results', async () => {
    const page = await newPage(1280);
    await page.goto(`${baseUrl}/caregivers`);
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByLabel('Service').selectOption('nanny');
    await page.getByLabel('Sort by').selectOption('rate');
    await page.getByRole('button', { name: 'Show caregivers' }).click();
    await page.waitForURL(/near=10001/);
    const url = new URL(page.url());
    expect(url.searchParams.get('service')).toBe('nanny');
    expect(url.searchParams.get('sort')).toBe('rate');
    await page.getByText(/caregivers? near 10001/).waitFor();
    const shared = await newPage(1280);
    await shared.goto(url.toString());
    await shared.getByText(/caregivers? near 10001/).waitFor();
    expect(await shared.getByLabel('Service').inputValue()).toBe('nanny');
    expect(await shared.getByLabel('Sort by').inputValue()).toBe('rate');
    await page.context().close();
    await shared.context().close();
  });

  it('a shared link runs exactly its own search: a radius off the list, page_size, and the API judging unknown values', async () => {
    const page = await newPage(1280);
    const apiSearch = (r: { url(): string }) => {
      const url = new URL(r.url());
      return url.pathname === '/v1/caregivers';
    };

    // The search a link shows is run by the server for its first view (issue 27: the page comes
    // rendered with its results, demo/page-data.ts), under the key the page's code reads: no
    // request from the page for it.
    const sentBy = async (path: string) => {
      const asked: string[] = [];
      const watch = (r: { url(): string }) => {
        if (apiSearch(r)) asked.push(r.url());
      };
      page.on('request', watch);
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      page.off('request', watch);
      const keys = await page.evaluate(() =>
        Object.keys(JSON.parse(document.getElementById('ftc-data')?.textContent ?? '{}')),
      );
      expect(asked).toEqual([]);
      expect(keys).toHaveLength(1);
      return new URL(keys[0] ?? '', baseUrl).searchParams;
    };

    // radius_km=5 is none of the select's options: it is sent, and shown in miles as an extra
    // option.
    const sent = await sentBy('/caregivers?near=10001&radius_km=5');
    expect(sent.get('near')).toBe('10001');
    expect(sent.get('radius_km')).toBe('5');
    expect(sent.get('page_size')).toBe('12');
    const answer = await (
      await fetch(`${baseUrl}/v1/caregivers?near=10001&radius_km=5&page_size=12`)
    ).json();
    expect(answer.success).toBe(true);
    const total: number = answer.results.total;
    await page
      .getByText(
        total === 0
          ? 'No caregiver matches this search.'
          : `${total} ${total === 1 ? 'caregiver' : 'caregivers'} near 10001`,
        { exact: true },
      )
      .waitFor();
    expect(await page.getByLabel('Distance').inputValue()).toBe('3.1');
    await page.getByLabel('Distance').locator('option', { hasText: 'Within 3.1 miles' }).waitFor({
      state: 'attached',
    });

    // page_size in the URL is honoured.
    expect((await sentBy('/caregivers?near=10001&page_size=50')).get('page_size')).toBe('50');

    // An unknown service is sent as it is (the server, refused, leaves the search to the page);
    // the page says it in its own words, not the API's.
    const refused = await (await fetch(`${baseUrl}/v1/caregivers?service=foo&page_size=12`)).json();
    expect(refused.success).toBe(false);
    expect(refused.message).toBeTruthy();
    const [unknown] = await Promise.all([
      page.waitForRequest(apiSearch),
      page.goto(`${baseUrl}/caregivers?service=foo`),
    ]);
    expect(new URL(unknown.url()).searchParams.getAll('service')).toEqual(['foo']);
    await page
      .getByRole('alert')
      .getByText('One of the filters is not one we know. Clear the filters and search again.')
      .waitFor();
    expect(await page.getByRole('alert').textContent()).not.toContain(refused.message);
    await page.context().close();
  });
});
