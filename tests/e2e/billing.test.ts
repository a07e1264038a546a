import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buyFamilyBasic, newestInOutbox, postJson, verifiedParent } from './accounts';
import { launchChromium } from './browser';

// Issue 21's journey (interface §9 "Plan and billing"), against npm start: a parent buys a plan
// ticking the renewal terms, gets the receipt email, cancels in two clicks from /dashboard/billing,
// resumes, cancels again from <ftc-subscription> on /partner.html; a tick past the period end
// expires only the cancelled plan. The tick moves the server's clock for the rest of the run
// (interface §9: it never goes back), so it comes last in this file.

const baseUrl = inject('baseUrl');
let browser: Browser;

const parent = (name: string) =>
  verifiedParent(baseUrl, { name, emailPrefix: 'billing', block: 9 });

interface BillingAnswer {
  subscription: {
    plan_id: string;
    plan_name: string;
    status: string;
    current_period_end: string;
    auto_renew: boolean;
    cancel_at: string | null;
  } | null;
  orders: { order_id: string; status: string }[];
}

async function billingOf(token: string): Promise<BillingAnswer> {
  const answer = await fetch(`${baseUrl}/v1/user/billing`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { results: BillingAnswer }).results;
}

/** A fresh session (after a tick, the earlier tokens may have expired). */
async function tokenOf(who: { email: string; password: string }): Promise<string> {
  const login = await postJson(baseUrl, '/v1/user/login', {
    email: who.email,
    password: who.password,
    type: 'user',
    login_input: who.email,
    device: 'web',
  });
  expect(login.status).toBe(200);
  return (login.body.results as { token: string }).token;
}

async function logIn(page: Page, who: { email: string; password: string; full_name: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email or mobile number').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A login without a page to return to ends on the dashboard (issue 24).
  await page.waitForURL(/\/dashboard$/);
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('a member owns their plan (issue 21), against npm start', () => {
  it('buys with the terms ticked, cancels in two clicks, resumes, cancels from the element; a tick expires only the cancelled plan', async () => {
    const ana = await parent('Ana Billing');
    const ben = await parent('Ben Billing');
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);

    // Without the terms ticked, nothing is charged and the page says why.
    await logIn(page, ana);
    await page.goto(`${baseUrl}/subscription`);
    await page
      .locator('.ftc-plans')
      .first()
      .getByRole('button', { name: 'Choose Family Basic' })
      .click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Pat Parent');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    expect((await billingOf(ana.token)).subscription).toBeNull();

    const orderId = await buyFamilyBasic(page, baseUrl, {
      terms: /Renews automatically every month at \$14\.99/,
    });
    const receiptEmail = await newestInOutbox(baseUrl, ana.email, 'email');
    expect(receiptEmail.subject ?? '').toMatch(/receipt/i);
    expect(receiptEmail.body).toContain('4242');

    // From the home page: the account menu (the name) → Billing → Cancel plan → Cancel plan (confirm).
    let clicks = 0;
    await page.goto(`${baseUrl}/`);
    await page.locator('header [aria-haspopup="menu"]:not([aria-disabled])').click();
    clicks += 1;
    await page.locator('header').getByRole('menuitem', { name: 'Billing' }).click();
    clicks += 1;
    await page.waitForURL(/\/dashboard\/billing$/);
    const plan = page.locator('.ftc-billing');
    await plan.getByText(/Family Basic · renews on /).waitFor();
    await plan.getByRole('button', { name: 'Cancel plan' }).click();
    clicks += 1;
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Your plan stays active until /).waitFor();
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    clicks += 1;
    await plan.getByText(/Family Basic · ends on /).waitFor();
    expect(clicks).toBe(4); // two of them on the plan itself (§9: "two clicks at most")
    let billing = await billingOf(ana.token);
    expect(billing.subscription).toMatchObject({ status: 'active', auto_renew: false });
    expect(billing.subscription?.cancel_at).toBe(billing.subscription?.current_period_end);
    const cancelEmail = await newestInOutbox(baseUrl, ana.email, 'email');
    expect(cancelEmail.subject ?? '').not.toBe(receiptEmail.subject ?? '');

    // The receipt, printable.
    await page
      .getByRole('link', { name: /^Receipt for Family Basic/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/dashboard/billing/receipts/${orderId}$`));
    await page.getByRole('heading', { name: /^Receipt / }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();

    // Resume, back on the billing page.
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await plan.getByRole('button', { name: 'Resume plan' }).click();
    await plan.getByText(/Family Basic · renews on /).waitFor();
    expect((await billingOf(ana.token)).subscription).toMatchObject({
      auto_renew: true,
      cancel_at: null,
    });

    // Cancel again, from <ftc-subscription> on a partner's page (same origin, same session).
    await page.goto(`${baseUrl}/partner.html`);
    await page.evaluate(() => {
      document.addEventListener('ftc-subscription-cancelled', (event) => {
        (window as unknown as { cancelled: unknown }).cancelled = (event as CustomEvent).detail;
      });
    });
    const element = page.locator('ftc-subscription');
    await element.getByText(/Family Basic · renews on /).waitFor();
    await element.getByRole('button', { name: 'Cancel plan' }).click();
    await element.getByRole('alertdialog').getByRole('button', { name: 'Cancel plan' }).click();
    await element.getByText(/Family Basic · ends on /).waitFor();
    billing = await billingOf(ana.token);
    expect(
      await page.evaluate(() => (window as unknown as { cancelled: unknown }).cancelled),
    ).toEqual({
      plan_id: billing.subscription?.plan_id,
      cancel_at: billing.subscription?.cancel_at,
    });
    await context.close();

    // Ben buys the same plan and keeps it.
    const benContext = await browser.newContext();
    const benPage = await benContext.newPage();
    benPage.setDefaultTimeout(10_000);
    await logIn(benPage, ben);
    await buyFamilyBasic(benPage, baseUrl, {
      terms: /Renews automatically every month at \$14\.99/,
    });
    await benContext.close();
    const benPeriodEnd = (await billingOf(ben.token)).subscription?.current_period_end as string;

    // A day past both period ends: Ana's cancelled plan expires; Ben's renews.
    const end = Math.max(
      Date.parse(billing.subscription?.current_period_end as string),
      Date.parse(benPeriodEnd),
    );
    const tick = await fetch(`${baseUrl}/dev/tick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(end + 24 * 3600_000).toISOString() }),
    });
    expect(tick.status).toBe(200);
    const anaAfter = (await billingOf(await tokenOf(ana))).subscription;
    expect(anaAfter === null || anaAfter.status === 'expired').toBe(true);
    const benAfter = (await billingOf(await tokenOf(ben))).subscription;
    expect(benAfter?.status).toBe('active');
    expect(Date.parse(benAfter?.current_period_end as string)).toBeGreaterThan(
      Date.parse(benPeriodEnd),
    );
  });
});
