import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpOnSite, verifiedCaregiver, verifiedParent } from './accounts';
import { launchChromium } from './browser';

/**
 * The market's second half on the site (issue 12, interface §7), against npm start, in one
 * browser context per person: a parent posts a job, a caregiver applies, the parent (no plan) is
 * sent to the plans, pays in the sandbox checkout, comes back to the composer and writes; the
 * caregiver's open pages follow live (header count, thread), the caregiver replies, the parent
 * hires and reviews. Then the composer's failures: a send that fails keeps its text and Retry
 * sends it once, HTML is text on the other side, someone else's conversation is not found, and a
 * blocked conversation refuses the other side. Fresh accounts; ZIP codes far from the seeded
 * metros, so each caregiver sees only this file's job.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

const BLOCK = 6;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A page in a browser context of its own (one person), recording dialogs. */
async function personPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** Another tab of the same person (same context: same session, its own stream). */
async function anotherTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  tab.setDefaultTimeout(10_000);
  return tab;
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
  const answer = await response.json();
  return { status: response.status, body: answer };
}

/** A published caregiver profile at `zip` (the profile editor has its own e2e test). */
async function publishProfile(token: string, zip: string, headline: string): Promise<number> {
  const saved = await api('PUT', '/v1/service-provider/caregiver-profile', token, {
    headline,
    bio: 'Ten years with school-age children; first aid trained.',
    zip,
    hourly_rate: 2400,
    experience_years: 10,
    age_groups: ['school_age'],
    services: ['babysitting', 'after_school'],
    languages: ['en'],
    availability: [{ day: 2, from: '15:00', to: '19:00' }],
    published: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.results.id as number;
}

const header = (page: Page) => page.locator('header');
/** The header's Messages link, whose name carries the unread count. */
const messagesLink = (page: Page, name: string) =>
  header(page).getByRole('link', { name, exact: true });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const bodies = (page: Page) => page.locator('.msg-list .msg__body');

describe('jobs, the paywall and live messages on the site', () => {
  it('a parent posts a job, a caregiver applies, the parent pays to write, both talk live, the parent hires and reviews', async () => {
    const ZIP = '58501'; // Bismarck, ND
    const TITLE = 'After-school care for two';

    // ---- The parent signs up on the site and posts a job ----------------------------------
    const { page: parent, dialogs: parentDialogs } = await personPage();
    await signUpOnSite(parent, baseUrl, {
      role: 'parents',
      name: 'Hana Hopper',
      block: BLOCK,
      emailPrefix: 'jobs',
    });
    // A parent's jobs are in the account menu (the name opens it).
    await header(parent).getByRole('button', { name: 'Hana Hopper' }).click();
    await header(parent).getByRole('menuitem', { name: 'Jobs', exact: true }).click();
    await parent.getByRole('heading', { name: 'Your jobs', level: 1 }).waitFor();
    await parent.getByText('You have not posted a job yet.', { exact: false }).waitFor();
    await parent.getByRole('link', { name: 'Post a job' }).click();
    await parent.waitForURL(/\/jobs\/new$/);
    // The client's rules first, each under its field.
    await parent.getByRole('button', { name: 'Post a job' }).click();
    await parent.getByText('Job title needs 5 to 100 characters.').waitFor();
    await parent.getByText('Services: choose at least one.').waitFor();
    await parent.getByLabel('Job title').fill(TITLE);
    await parent
      .getByLabel('Description')
      .fill('Two kids, 7 and 9. Pick-up from school, homework, a snack, some park time.');
    await parent.getByLabel('ZIP code').fill(ZIP);
    await parent.getByLabel('Maximum hourly rate').fill('25');
    await parent.getByRole('checkbox', { name: 'After-school care' }).check();
    await parent.getByRole('checkbox', { name: 'School age (5–12)' }).check();
    await parent.getByLabel('Schedule').fill('Weekdays 3–6 pm');
    await parent.getByLabel('Start date').fill(inAMonth());
    await parent.getByRole('button', { name: 'Post a job' }).click();
    await parent.waitForURL(/\/jobs\/\d+$/);
    const jobId = Number(new URL(parent.url()).pathname.split('/').pop());
    await parent.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await parent.getByText('Your job is posted.').first().waitFor();
    await parent.getByText('Bismarck, ND').waitFor();
    await parent.getByText('Nobody has applied yet.', { exact: false }).waitFor();

    // ---- A caregiver near the ZIP finds the job and applies --------------------------------
    const cg = await verifiedCaregiver(baseUrl, {
      name: 'Cleo Carver',
      emailPrefix: 'jobs-cg',
      block: BLOCK,
    });
    const profileId = await publishProfile(cg.token, ZIP, 'Calm after-school sitter in Bismarck');
    const { page: caregiver, dialogs: caregiverDialogs } = await personPage();
    await logIn(caregiver, 'Caregiver', cg);
    await header(caregiver).getByRole('link', { name: 'Find jobs', exact: true }).click();
    await caregiver.getByRole('heading', { name: 'Jobs near you', level: 1 }).waitFor();
    await caregiver.getByText('5 of 5 applications left this month').waitFor();
    await caregiver.getByText('1 open job', { exact: true }).waitFor();
    const card = caregiver.locator('.job-card', { hasText: TITLE });
    await card.getByText('Posted by Hana').waitFor();
    await card.getByRole('link', { name: TITLE }).click();
    await caregiver.waitForURL(new RegExp(`/jobs/${jobId}$`));
    await caregiver.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const application =
      'Hello Hana! I have ten years with school-age children and live five minutes away.';
    // Too short first: the rule says so and nothing is sent.
    await caregiver.getByRole('textbox', { name: 'Message to Hana' }).fill('Hi!');
    await caregiver.getByRole('button', { name: 'Apply' }).click();
    await caregiver.getByText('Your message needs 10 to 1,000 characters.').waitFor();
    await caregiver.getByRole('textbox', { name: 'Message to Hana' }).fill(application);
    await caregiver.getByRole('button', { name: 'Apply' }).click();
    await caregiver.getByText('Your application is sent.').first().waitFor();
    const yours = caregiver.getByRole('region', { name: 'Your application' });
    await yours.getByText('Applied', { exact: true }).waitFor();

    // The parent's open job page shows the applicant without a reload (the stream).
    const applicant = parent.locator('.job-applicant', { hasText: 'Cleo C.' });
    await applicant.getByText(application).waitFor();
    await applicant.getByText('Applied', { exact: true }).waitFor();
    // The caregiver's count went down.
    await caregiver.goto(`${baseUrl}/jobs`);
    await caregiver.getByText('4 of 5 applications left this month').waitFor();
    await caregiver.locator('.job-card', { hasText: TITLE }).getByText('Applied').waitFor();
    // The caregiver keeps the job page open (its header shows the unread count).
    await caregiver.goto(`${baseUrl}/jobs/${jobId}`);
    await yours.waitFor();
    await messagesLink(caregiver, 'Messages').waitFor();

    // ---- The parent, without a plan, presses Message: the plans, the checkout, back --------
    await applicant.getByRole('button', { name: 'Shortlist' }).click();
    await parent.getByText('Cleo C. is on your shortlist.').first().waitFor();
    await applicant.getByText('Shortlisted', { exact: true }).waitFor();
    await yours.getByText('Shortlisted', { exact: true }).waitFor(); // live on the caregiver's side
    await applicant.getByRole('button', { name: 'Message' }).click();
    await parent.waitForURL(/\/dashboard\/messages\/new\?/);
    await parent.getByRole('heading', { name: 'Message Cleo C.', level: 1 }).waitFor();
    await parent.getByText('Messaging comes with a plan').first().waitFor();
    const first = 'Hi Cleo, thanks for applying! Could you start on a Monday?';
    await composer(parent).fill(first);
    // The server refuses too (403 subscription_required): the text stays, the plans are offered.
    await parent.getByRole('button', { name: 'Send' }).click();
    await parent.getByRole('alert').getByText('Messaging comes with a plan').waitFor();
    expect(await composer(parent).inputValue()).toBe(first);
    await parent.getByRole('link', { name: 'See the plans' }).first().click();
    await parent.waitForURL(/\/subscription\?next=/);
    await parent
      .locator('.ftc-plans')
      .first()
      .getByRole('button', { name: 'Choose Family Basic' })
      .click();
    await parent.waitForURL(/\/checkout\/[^/]+$/);
    await parent.getByLabel('Card number').fill('4242 4242 4242 4242');
    await parent.getByLabel('Expiry (MM/YY)').fill('12/34');
    await parent.getByLabel('CVC').fill('123');
    await parent.getByLabel('Name on card').fill('Hana Hopper');
    await parent.getByLabel('I agree to these renewal terms.').check();
    await parent.getByRole('button', { name: /^Pay / }).click();
    // Paid: back on the composer, the text as it was typed.
    await parent.waitForURL(/\/dashboard\/messages\/new\?caregiver=\d+/, { timeout: 15_000 });
    await parent.getByText('Your plan is active: you can write your first message now.').waitFor();
    expect(await composer(parent).inputValue()).toBe(first);

    await parent.getByRole('button', { name: 'Send' }).click();
    await parent.waitForURL(/\/dashboard\/messages\/\d+$/);
    const conversationId = Number(new URL(parent.url()).pathname.split('/').pop());
    await parent.getByRole('heading', { name: 'Conversation with Cleo', level: 1 }).waitFor();
    await parent.getByText('Your message is sent.').waitFor();
    await bodies(parent).getByText(first, { exact: true }).waitFor();

    // ---- The caregiver's open page counts it; the thread follows live ----------------------
    await messagesLink(caregiver, 'Messages, 1 unread').waitFor();
    const thread = await anotherTab(caregiver);
    await thread.goto(`${baseUrl}/dashboard/messages`);
    await thread.getByRole('link', { name: 'Hana, 1 unread', exact: true }).click();
    await thread.waitForURL(new RegExp(`/dashboard/messages/${conversationId}$`));
    await thread.getByRole('heading', { name: 'Conversation with Hana', level: 1 }).waitFor();
    await bodies(thread).getByText(first, { exact: true }).waitFor();
    // Read: this tab's header has nothing unread.
    await messagesLink(thread, 'Messages').waitFor();

    const second = 'Also: the kids love the park, are you fine walking there?';
    await composer(parent).fill(second);
    await parent.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => composer(parent).inputValue()).toBe('');
    await bodies(parent).getByText(second, { exact: true }).waitFor();
    // Live in the caregiver's open thread, at the bottom, announced politely; no reload.
    await bodies(thread).getByText(second, { exact: true }).waitFor();
    expect(await bodies(thread).allTextContents()).toEqual([first, second]);
    const announcement = thread.locator('[aria-live="polite"]', {
      hasText: /^New message from Hana, /,
    });
    await announcement.waitFor({ state: 'attached' });
    expect(await announcement.getAttribute('role')).toBe('status');
    // The open thread read it: its header stays without an unread count.
    expect(await messagesLink(thread, 'Messages').count()).toBe(1);

    // ---- The caregiver replies (Enter sends); the parent's open thread shows it live -------
    const reply = 'Monday works, and yes, the park is a great idea!';
    await composer(thread).fill(reply);
    await composer(thread).press('Enter');
    await bodies(thread).getByText(reply, { exact: true }).waitFor();
    await bodies(parent).getByText(reply, { exact: true }).waitFor();
    await parent
      .locator('[aria-live="polite"]', { hasText: /^New message from Cleo, / })
      .waitFor({ state: 'attached' });
    expect(await bodies(parent).allTextContents()).toEqual([first, second, reply]);

    // ---- The parent hires: the job closes; the caregiver's page says Hired live ------------
    await parent.goto(`${baseUrl}/jobs/${jobId}`);
    await applicant.getByRole('button', { name: 'Hire' }).click();
    await parent.getByText(/^Hire Cleo C\.\? This closes the job/).waitFor();
    await applicant.getByRole('button', { name: 'Confirm' }).click();
    await parent.getByText('The job is closed: you hired Cleo C.').first().waitFor();
    await applicant.getByText('Hired', { exact: true }).waitFor();
    await parent.locator('.job-tag', { hasText: 'Closed' }).first().waitFor();
    expect(await parent.getByRole('button', { name: 'Close job' }).count()).toBe(0);
    expect(await applicant.getByRole('button', { name: 'Hire' }).count()).toBe(0);
    await yours.getByText('Hired', { exact: true }).waitFor();
    // Closed: no longer among the caregiver's open jobs.
    await thread.goto(`${baseUrl}/jobs`);
    await thread.getByText('No open jobs near you right now.', { exact: false }).waitFor();

    // ---- The parent reviews the caregiver they hired --------------------------------------
    await applicant.getByRole('link', { name: 'Review Cleo C.' }).click();
    await parent.waitForURL(new RegExp(`/caregivers/${profileId}$`));
    await parent.getByRole('heading', { name: 'Cleo C.', level: 1 }).waitFor();
    const review = 'Cleo was calm, punctual and the kids adored the park afternoons.';
    await parent
      .getByRole('group', { name: 'Rating' })
      .getByRole('radio', { name: '5 stars' })
      .check();
    await parent.getByLabel('Your review').fill(review);
    await parent.getByRole('button', { name: 'Publish review' }).click();
    await parent.getByText('Thank you! Your review is published.').waitFor();
    await parent.locator('.cg-review').first().getByText(review, { exact: true }).waitFor();
    await parent.locator('.cg-profile__summary').getByText('(1 review)').waitFor();
    const profile = await (await fetch(`${baseUrl}/v1/caregivers/${profileId}`)).json();
    expect(profile.results).toMatchObject({ rating: 5, review_count: 1 });

    expect(parentDialogs).toEqual([]);
    expect(caregiverDialogs).toEqual([]);
    await parent.context().close();
    await caregiver.context().close();
  }, 120_000);

  it('a failed send keeps the text and Retry sends it once; HTML is text; strangers see nothing; a block refuses the other side', async () => {
    const ZIP = '82001'; // Cheyenne, WY
    // Made through the API: a parent without a plan and its job; a caregiver who applies and
    // writes first from the application (a parent without a plan may reply).
    const mom = await verifiedParent(baseUrl, {
      name: 'Rosa Retry',
      emailPrefix: 'jobs-retry',
      block: BLOCK,
    });
    const posted = await api('POST', '/v1/user/jobs', mom.token, {
      title: 'Weekend babysitting',
      description: 'One toddler, Saturday evenings.',
      zip: ZIP,
      services: ['babysitting'],
      age_groups: ['toddler'],
      schedule: 'Saturdays 6–11 pm',
      hourly_rate_max: 2200,
      starts_on: inAMonth(),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const cg = await verifiedCaregiver(baseUrl, {
      name: 'Dara Dunn',
      emailPrefix: 'jobs-retry-cg',
      block: BLOCK,
    });
    await publishProfile(cg.token, ZIP, 'Evening babysitter in Cheyenne');
    const applied = await api('POST', `/v1/jobs/${posted.body.results.id}/applications`, cg.token, {
      message: 'I am free every Saturday evening.',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const startedBy = await api('POST', '/v1/conversations', cg.token, {
      application_id: applied.body.results.id,
      body: 'Hi Rosa, happy to meet before the first Saturday.',
    });
    expect(startedBy.status, JSON.stringify(startedBy.body)).toBeLessThan(300);
    const id = startedBy.body.results.conversation_id as number;

    const { page: parent, dialogs: parentDialogs } = await personPage();
    await logIn(parent, 'Parent', mom);
    await messagesLink(parent, 'Messages, 1 unread').click();
    await parent.getByRole('link', { name: 'Dara, 1 unread', exact: true }).click();
    await parent.waitForURL(new RegExp(`/dashboard/messages/${id}$`));
    await bodies(parent).getByText('Hi Rosa, happy to meet', { exact: false }).waitFor();

    const { page: caregiver, dialogs: caregiverDialogs } = await personPage();
    await logIn(caregiver, 'Caregiver', cg);
    await caregiver.goto(`${baseUrl}/dashboard/messages/${id}`);
    await caregiver.getByRole('heading', { name: 'Conversation with Rosa', level: 1 }).waitFor();
    await bodies(caregiver).first().waitFor();

    // The first POST of a message is cut off in the parent's browser; the others go through.
    const path = `/v1/conversations/${id}/messages`;
    let posts = 0;
    let cut = 0;
    await parent.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        if (cut === 0) {
          cut += 1;
          return route.abort('connectionreset');
        }
        posts += 1;
        return route.continue();
      },
    );
    const text = 'Can we meet on Friday at 5? Our address comes once we agree.';
    await composer(parent).fill(text);
    await parent.getByRole('button', { name: 'Send' }).click();
    const failed = parent.getByRole('alert').filter({
      hasText: 'We could not reach the server. Check your connection and try again.',
    });
    await failed.getByRole('button', { name: 'Retry' }).waitFor();
    // The typed text is kept, editable, and nothing was sent.
    expect(await composer(parent).inputValue()).toBe(text);
    expect(await composer(parent).isEditable()).toBe(true);
    expect(await bodies(parent).getByText(text, { exact: true }).count()).toBe(0);
    expect(cut).toBe(1);
    expect(await bodies(caregiver).allTextContents()).toEqual([
      'Hi Rosa, happy to meet before the first Saturday.',
    ]);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await bodies(parent).getByText(text, { exact: true }).waitFor();
    await expect.poll(() => composer(parent).inputValue()).toBe('');
    expect(await failed.count()).toBe(0);
    await bodies(caregiver).getByText(text, { exact: true }).waitFor();
    // Sent exactly once.
    expect(posts).toBe(1);
    const stored = await api('GET', path, cg.token);
    expect(
      (stored.body.results as { body: string }[]).filter((message) => message.body === text),
    ).toHaveLength(1);
    expect(await bodies(caregiver).getByText(text, { exact: true }).count()).toBe(1);

    // HTML typed by the parent is text in the caregiver's open thread, and runs nothing.
    const html = `<img src=x onerror="window.__xss=1"><b>Bold?</b> <script>alert('xss')</script> & <a href="javascript:alert(2)">link</a>`;
    await composer(parent).fill(html);
    await parent.getByRole('button', { name: 'Send' }).click();
    await bodies(caregiver).getByText(html, { exact: true }).waitFor();
    expect(await bodies(caregiver).last().textContent()).toBe(html);
    expect(
      await caregiver.locator('.msg-list img, .msg-list script, .msg-list b, .msg-list a').count(),
    ).toBe(0);
    expect(
      await caregiver.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    ).toBeUndefined();

    // Someone else's conversation: not found, on the site and through the API.
    const stranger = await verifiedParent(baseUrl, {
      name: 'Sam Stranger',
      emailPrefix: 'jobs-stranger',
      block: BLOCK,
    });
    expect((await api('GET', path, stranger.token)).status).toBe(404);
    expect((await api('POST', path, stranger.token, { body: 'Hello?' })).status).toBe(404);
    const { page: other } = await personPage();
    await logIn(other, 'Parent', stranger);
    await other.goto(`${baseUrl}/dashboard/messages/${id}`);
    await other.getByText('This conversation does not exist, or it is not yours.').waitFor();
    expect(await bodies(other).count()).toBe(0);
    await other.context().close();

    // The parent blocks: the composer goes, and the caregiver's next send is refused with words.
    await parent.getByRole('button', { name: 'Block' }).click();
    await parent.getByText(/^Block Dara\? /).waitFor();
    await parent.getByRole('button', { name: 'Confirm' }).click();
    await parent.getByText('The conversation with Dara is blocked.').first().waitFor();
    await parent
      .getByText(
        'This conversation is blocked: no more messages can be sent in it. The messages stay here.',
      )
      .waitFor();
    expect(await composer(parent).count()).toBe(0);
    const late = 'Are we still on for Friday?';
    await composer(caregiver).fill(late);
    await caregiver.getByRole('button', { name: 'Send' }).click();
    await caregiver
      .getByRole('alert')
      .getByText(
        'This conversation is blocked: no more messages can be sent in it, by either side.',
      )
      .waitFor();
    expect(await composer(caregiver).inputValue()).toBe(late);
    // The caregiver reports it: stored for the admins.
    // (The members' report dialog of interface §10: a reason from the list, details, a toast.)
    await caregiver.getByRole('button', { name: 'Report this conversation' }).click();
    const report = caregiver.getByRole('dialog', { name: 'Report this conversation' });
    await report.getByRole('radio', { name: 'Something else' }).check();
    await report.getByLabel('Details (optional)').fill('Blocked without a word after we agreed.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await caregiver.getByText('Thanks — our team will review it').first().waitFor();

    expect(parentDialogs).toEqual([]);
    expect(caregiverDialogs).toEqual([]);
    await parent.context().close();
    await caregiver.context().close();
  }, 90_000);
});
