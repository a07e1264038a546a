import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buyFamilyBasic, newestInOutbox, verifiedCaregiver, verifiedParent } from './accounts';
import { launchChromium } from './browser';

/**
 * The operators' desk (issue 23, interface §10) on the site, against npm start, one browser
 * context per person: a parent with Family Basic gets a caregiver's scam message, sees the safety
 * note and reports the conversation; the admin makes a third account a moderator, who finds the
 * report (and the safety check's own) in /admin/reports and suspends the caregiver: the
 * caregiver's open page is logged out at once, its login is refused, it leaves the search and its
 * profile, and the parent is emailed that the report was reviewed. The admin refunds the parent's
 * order and edits a FAQ that the public /faq then shows; the figures and the audit log show it
 * all. A moderator is refused the orders and a member the reports. The server clock is not moved.
 */
const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

// Rapid City, SD: no other e2e file uses it, far from the seeded metros.
const ZIP = '57701';
const SCAM = 'Before we meet, send me a $200 deposit by Zelle so I can hold the dates for you.';
const SAFETY_NOTE =
  'Be careful: never send money, gift cards or bank details before you meet. FTC never asks for payment in messages. Report this conversation if something feels wrong.';
const who = (name: string, emailPrefix: string) => ({ name, emailPrefix, block: 2 });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function personPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function logIn(page: Page, kind: 'Parent' | 'Caregiver', email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
const loggedIn = (page: Page) =>
  page.locator('header').getByRole('button', { name: 'Log out' }).waitFor();

/** A call to the running product with a session token. */
async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API tests
  return { status: response.status, body: (await response.json()) as any };
}

describe('the operators’ desk: a reported scam, a suspension, a refund and a FAQ (against npm start)', () => {
  let parent: Awaited<ReturnType<typeof verifiedParent>>;
  let caregiver: Awaited<ReturnType<typeof verifiedCaregiver>>;
  let moderator: Awaited<ReturnType<typeof verifiedParent>>;
  let profileId = 0;
  let orderId = '';
  let caregiverPage: Page;
  let moderatorPage: Page;
  let adminPage: Page;

  it('a parent with a plan gets a scam message, sees the safety note and reports the conversation', async () => {
    caregiver = await verifiedCaregiver(baseUrl, who('Sly Scammerton', 'ops-cg'));
    const saved = await api('PUT', '/v1/service-provider/caregiver-profile', caregiver.token, {
      headline: 'Flexible sitter in Rapid City',
      bio: 'Years with toddlers and school-age children; CPR trained.',
      zip: ZIP,
      hourly_rate: 2200,
      experience_years: 6,
      age_groups: ['toddler'],
      services: ['babysitting'],
      languages: ['en'],
      availability: [{ day: 3, from: '09:00', to: '17:00' }],
      published: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    profileId = saved.body.results.id;
    // The caregiver's own browser, left open on its messages.
    caregiverPage = await personPage();
    await logIn(caregiverPage, 'Caregiver', caregiver.email, caregiver.password);
    await loggedIn(caregiverPage);
    await caregiverPage.goto(`${baseUrl}/dashboard/messages`);
    await caregiverPage.locator('header').getByText('Sly Scammerton').waitFor();

    parent = await verifiedParent(baseUrl, who('Petra Parent', 'ops-parent'));
    const page = await personPage();
    await logIn(page, 'Parent', parent.email, parent.password);
    await loggedIn(page);
    orderId = await buyFamilyBasic(page, baseUrl, { cardName: 'Petra Parent' });
    const started = await api('POST', '/v1/conversations', parent.token, {
      caregiver_id: profileId,
      body: 'Hi Sly, could you watch our toddler on Wednesday mornings?',
    });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const conversationId = started.body.results.conversation_id as number;
    const scam = await api(
      'POST',
      `/v1/conversations/${conversationId}/messages`,
      caregiver.token,
      { body: SCAM },
    );
    expect(scam.status, JSON.stringify(scam.body)).toBe(201);

    await page.goto(`${baseUrl}/dashboard/messages/${conversationId}`);
    await page.locator('.msg-list .msg__body').getByText(SCAM).waitFor();
    await page.getByRole('note').filter({ hasText: SAFETY_NOTE }).waitFor();
    await page.getByRole('button', { name: 'Report this conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this conversation' });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog
      .getByLabel('Details (optional)')
      .fill('Asked for a Zelle deposit before we have even met.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thanks — our team will review it').waitFor();
    await page.context().close();
  }, 60_000);

  it('the admin makes a third account a moderator, who suspends the caregiver from the report', async () => {
    moderator = await verifiedParent(baseUrl, who('Mona Moderator', 'ops-mod'));
    adminPage = await personPage();
    await logIn(adminPage, 'Parent', admin.email, admin.password);
    await loggedIn(adminPage);
    await adminPage.goto(`${baseUrl}/admin/accounts`);
    await adminPage.getByLabel('Name, email or mobile').fill(moderator.email);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    await adminPage.getByRole('link', { name: 'Mona Moderator' }).click();
    await adminPage.waitForURL(/\/admin\/accounts\/\d+$/);
    await adminPage.getByLabel('Role', { exact: true }).selectOption('moderator');
    await adminPage.getByLabel('Reason (optional)').fill('Joins the trust and safety desk.');
    await adminPage.getByRole('button', { name: 'Save the role' }).click();
    await adminPage.getByText('The role of Mona Moderator is now: Moderator.').waitFor();

    moderatorPage = await personPage();
    await logIn(moderatorPage, 'Parent', moderator.email, moderator.password);
    await moderatorPage.locator('header').getByRole('link', { name: 'Admin' }).click();
    await moderatorPage.waitForURL(`${baseUrl}/admin/reports`);
    await moderatorPage.getByText('Signed in as Moderator').waitFor();
    const reported = moderatorPage
      .locator('article.admin-card')
      .filter({ hasText: 'Reported by Petra' })
      .filter({ hasText: 'Asked for a Zelle deposit' });
    await reported.getByRole('heading', { name: 'Conversation · Scam' }).waitFor();
    await reported.locator('blockquote').getByText(SCAM).waitFor();
    // Its last messages, the scam flagged.
    await reported.getByRole('listitem').filter({ hasText: 'flagged:' }).getByText(SCAM).waitFor();
    // The safety check opened its own report on the message.
    await moderatorPage
      .locator('article.admin-card')
      .filter({ hasText: 'Opened by the safety check' })
      .filter({ hasText: SCAM })
      .first()
      .waitFor();
    await reported.getByLabel('Action').selectOption('suspend');
    await reported
      .getByLabel('Reason (for the audit log)')
      .fill('Asked a parent for a Zelle deposit before meeting.');
    await reported.getByRole('button', { name: 'Resolve' }).click();
    await moderatorPage
      .getByText(
        'Report resolved (Suspend the owner). The reporter is emailed that it was reviewed.',
      )
      .waitFor();
  }, 60_000);

  it('the suspended caregiver is logged out, refused at login and gone from the market; the parent is told', async () => {
    // The open page follows at once (its stream ends and its session is refused): no reload.
    await caregiverPage
      .locator('header')
      .getByRole('button', { name: 'Log out' })
      .waitFor({ state: 'detached' });
    expect(await caregiverPage.locator('header').getByText('Sly Scammerton').count()).toBe(0);
    await logIn(caregiverPage, 'Caregiver', caregiver.email, caregiver.password);
    await caregiverPage.getByText(/^Your account is suspended\./).waitFor();
    expect(caregiverPage.url()).toContain('/login');

    const visitor = await personPage();
    await visitor.goto(`${baseUrl}/caregivers?near=${ZIP}`);
    await visitor.getByText('No caregiver matches this search.').waitFor();
    await visitor.goto(`${baseUrl}/caregivers/${profileId}`);
    await visitor.getByRole('heading', { name: 'Caregiver not found' }).waitFor();
    await visitor.context().close();

    const reviewed = await newestInOutbox(baseUrl, parent.email, 'email');
    expect(reviewed.subject).toBe('We reviewed your report');
  });

  it('the admin refunds the parent’s order and edits a FAQ that the public /faq shows', async () => {
    await adminPage.goto(`${baseUrl}/admin/orders`);
    await adminPage.getByLabel('Order id or email').fill(parent.email);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: orderId });
    await row.getByRole('button', { name: `Refund order ${orderId}` }).click();
    const refund = adminPage.getByRole('dialog', { name: `Refund order ${orderId}` });
    await refund.getByLabel('Amount to refund (USD)').fill('5.00');
    await refund.getByLabel('Reason', { exact: true }).fill('Goodwill after the scam report.');
    await refund.getByRole('button', { name: 'Continue' }).click();
    await refund.getByText('Refund $5.00 to Petra Parent?').waitFor();
    await refund.getByRole('button', { name: 'Refund $5.00' }).click();
    await refund.getByText(`Order ${orderId}: $5.00 refunded in all.`).waitFor();
    await row.getByRole('cell', { name: 'Partly refunded' }).waitFor();
    await row.getByRole('cell', { name: '$5.00' }).waitFor();
    const refundEmail = await newestInOutbox(baseUrl, parent.email, 'email');
    expect(refundEmail.subject).toBe('Your FTC refund for Family Basic');

    const question = `How does FTC keep families safe? (${Date.now().toString(36)})`;
    await adminPage.goto(`${baseUrl}/admin/faqs`);
    const parents = adminPage.getByRole('region', { name: 'Parents’ FAQs' });
    await parents
      .getByRole('button', { name: /^Edit “/ })
      .first()
      .click();
    await parents.getByLabel('Question', { exact: true }).fill(question);
    await parents.getByLabel('Reason (optional)').fill('Clearer wording for new parents.');
    await parents.getByRole('button', { name: 'Save' }).click();
    await adminPage.getByText('The question is saved.').waitFor();
    await parents.getByRole('heading', { name: question }).waitFor();

    const visitor = await personPage();
    await visitor.goto(`${baseUrl}/faq`);
    await visitor.getByText(question).waitFor();
    await visitor.context().close();

    // The figures with their charts, and the log of what staff did.
    await adminPage.goto(`${baseUrl}/admin`);
    await adminPage.getByRole('heading', { name: 'Admin: the figures' }).waitFor();
    await adminPage.locator('.admin-totals dd').first().waitFor();
    await adminPage.locator('figure.admin-chart .admin-chart__plot').first().waitFor();
    await adminPage.goto(`${baseUrl}/admin/audit`);
    const log = adminPage.getByRole('table', { name: 'Audit log' });
    for (const action of ['account.suspend', 'order.refund', 'faq.update', 'staff.role']) {
      await log.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    await log.getByText('Asked a parent for a Zelle deposit before meeting.').first().waitFor();
    await log.getByText('Goodwill after the scam report.').waitFor();
  }, 60_000);

  it('a moderator is refused the orders and a member the reports', async () => {
    await moderatorPage.goto(`${baseUrl}/admin/orders`);
    await moderatorPage
      .getByText('This page needs an administrator. Your role is moderator.')
      .waitFor();
    expect(await moderatorPage.getByRole('button', { name: /^Refund order/ }).count()).toBe(0);
    await moderatorPage.context().close();

    const member = await personPage();
    await logIn(member, 'Parent', parent.email, parent.password);
    await loggedIn(member);
    expect(await member.locator('header').getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await member.goto(`${baseUrl}/admin/reports`);
    await member.getByText('This page is for FTC staff (moderators and administrators).').waitFor();
    await member.context().close();
    await adminPage.context().close();
    await caregiverPage.context().close();
  });
});
