import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  CONVERSATION_PATHS,
  JOB_PATHS,
  ROUTES,
} from '../../../src/contract/endpoints';
import { deviceWords } from '../../services/logins';
import { createTestApp, type TestApp } from '../harness';
import { openStream, type SseClient } from '../support/sse-client';
import { bearer, caregiver, givePlan, isoDay, parent } from './market-people';

// Interface §9 "Account": sessions (list, end one, end the others; ended at once on every
// instance) and notification settings with RFC 8058 one-click unsubscribe. Two instances on
// one database: A answers the calls, B serves the other session's requests and streams.

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

let a: TestApp;
let b: TestApp;
let urlB: string;
const open: SseClient[] = [];

beforeAll(async () => {
  a = await createTestApp({ STREAM_RETRY_MS: '500' });
  b = await createTestApp({ STREAM_RETRY_MS: '500' }, { databaseUrl: a.databaseUrl });
  urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const client of open) client.close();
  await b?.app.close();
  await a?.close();
});

type Mom = Awaited<ReturnType<typeof parent>>;

/** Another login of the member, from a browser named by its User-Agent. */
async function logIn(mom: Mom, userAgent: string, prefix = '/v1/user') {
  const answer = await a.call(
    'POST',
    `${prefix}/login`,
    {
      email: mom.form.email,
      login_input: mom.form.email,
      password: mom.form.password,
      device: 'web',
    },
    { 'user-agent': userAgent },
  );
  expect(answer.status).toBe(200);
  return answer.body.results as { token: string; refresh_token: string };
}

const sessions = async (token: string, t = a) =>
  t.call('GET', ACCOUNT_PATHS.sessions('user'), undefined, bearer(token));

interface OutboxMail {
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  headers: Record<string, string>;
}
const mails = async (to: string) => (await a.outbox(to)) as unknown as OutboxMail[];

describe('device words from the User-Agent', () => {
  it('names the browser and the system', () => {
    expect(deviceWords(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(deviceWords(SAFARI_MAC)).toBe('Safari on macOS');
    expect(deviceWords(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(deviceWords(undefined)).toBeNull();
    expect(deviceWords('')).toBeNull();
    expect(deviceWords(CHROME_ANDROID, 'es')).toBe('Chrome en Android');
  });
});

describe('sessions', () => {
  it('lists every login with its device, this device first and marked current', async () => {
    const mom = await parent(a);
    const phone = await logIn(mom, CHROME_ANDROID);
    await logIn(mom, SAFARI_MAC);

    const answer = await sessions(phone.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const list = answer.body.results as {
      id: string;
      device: string | null;
      created_at: string;
      last_used_at: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'Chrome on Android', current: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // The sign-up's session came from a client without a browser's User-Agent.
    expect(list.map((s) => s.device ?? 'unknown').sort()).toEqual([
      'Chrome on Android',
      'Safari on macOS',
      'unknown',
    ]);
    for (const s of list) {
      expect(s.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(s.last_used_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('ending one stops its access token on another instance at once and closes its stream there; the others live', async () => {
    const mom = await parent(a);
    const laptop = await logIn(mom, SAFARI_MAC);
    const stream = await openStream(open, urlB, { token: laptop.token });
    expect(stream.status).toBe(200);
    await stream.waitUntil(() => stream.comments.includes('connected'));
    expect((await sessions(laptop.token, b)).status).toBe(200);

    const list = (await sessions(mom.token)).body.results as { id: string; current: boolean }[];
    const target = list.find((s) => !s.current && s.id);
    const laptopId = (await sessions(laptop.token)).body.results.find(
      (s: { current: boolean }) => s.current,
    ).id as string;
    expect(target?.id).toBe(laptopId);

    const ended = await a.call(
      'DELETE',
      ACCOUNT_PATHS.session('user', laptopId),
      undefined,
      bearer(mom.token),
    );
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe('That session has ended.');

    // On B, at once: the token is refused and the stream has ended.
    const refused = await sessions(laptop.token, b);
    expect(refused.status).toBe(401);
    await stream.ended;
    // Its refresh token renews nothing.
    const renewed = await a.call('POST', '/v1/user/refresh-token', {
      refresh_token: laptop.refresh_token,
    });
    expect(renewed.status).toBe(401);
    // This device lives on, and the list no longer has the ended one.
    const after = await sessions(mom.token);
    expect(after.status).toBe(200);
    expect(after.body.results.map((s: { id: string }) => s.id)).not.toContain(laptopId);
    // Ending it again: it is not a live session of the account any more.
    const again = await a.call(
      'DELETE',
      ACCOUNT_PATHS.session('user', laptopId),
      undefined,
      bearer(mom.token),
    );
    expect(again.status).toBe(404);
  });

  it('ending every other session keeps this one only, on every instance', async () => {
    const mom = await parent(a);
    const one = await logIn(mom, SAFARI_MAC);
    const two = await logIn(mom, FIREFOX_WINDOWS);
    const stream = await openStream(open, urlB, { token: two.token });
    await stream.waitUntil(() => stream.comments.includes('connected'));

    const answer = await a.call(
      'POST',
      ACCOUNT_PATHS.endOtherSessions('user'),
      undefined,
      bearer(one.token),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual({ ended: 2 });
    expect((await sessions(mom.token, b)).status).toBe(401);
    expect((await sessions(two.token, b)).status).toBe(401);
    await stream.ended;
    const left = await sessions(one.token, b);
    expect(left.status).toBe(200);
    expect(left.body.results).toHaveLength(1);
    expect(left.body.results[0]).toMatchObject({ device: 'Safari on macOS', current: true });
  });

  it("another member's session, or an id that is no session, is 404 and ends nothing", async () => {
    const mom = await parent(a);
    const other = await parent(a, 'Olga Other');
    const otherId = (await sessions(other.token)).body.results[0].id as string;
    for (const id of [otherId, 'not-a-session', '00000000-0000-0000-0000-000000000000']) {
      const answer = await a.call(
        'DELETE',
        ACCOUNT_PATHS.session('user', id),
        undefined,
        bearer(mom.token),
      );
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(
        'We could not find that session. It may have ended already.',
      );
    }
    expect((await sessions(other.token)).status).toBe(200);
  });

  it('needs a session of the right type', async () => {
    expect((await a.call('GET', ACCOUNT_PATHS.sessions('user'))).status).toBe(401);
    const carer = await caregiver(a, { profile: false });
    const wrong = await sessions(carer.token);
    expect(wrong.status).toBe(403);
    const right = await a.call(
      'GET',
      ACCOUNT_PATHS.sessions('service_provider'),
      undefined,
      bearer(carer.token),
    );
    expect(right.status).toBe(200);
  });
});

const ALL_ON = {
  email: {
    messages: true,
    applications: true,
    bookings: true,
    reminders: true,
    newsletter: true,
    tips: true,
  },
  sms: { bookings: true },
};

const settings = (token: string) =>
  a.call('GET', ACCOUNT_PATHS.notificationSettings('user'), undefined, bearer(token));
const saveSettings = (token: string, body: unknown) =>
  a.call('PUT', ACCOUNT_PATHS.notificationSettings('user'), body, bearer(token));

const planned = new Set<number>();

/** A caregiver applies to a job of the parent: the parent gets an application email. */
async function application(mom: Mom) {
  if (!planned.has(mom.user.id)) {
    planned.add(mom.user.id);
    await givePlan(a, mom.user.id, 'user');
  }
  const job = await a.call(
    'POST',
    JOB_PATHS.own,
    {
      title: `Evening sitter ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Two kids, homework and dinner.',
      zip: '78701',
      services: ['babysitting'],
      age_groups: ['school_age'],
      schedule: 'Tue and Thu evenings',
      hourly_rate_max: 2400,
      starts_on: isoDay(5),
    },
    bearer(mom.token),
  );
  expect(job.status).toBe(201);
  const carer = await caregiver(a);
  const applied = await a.call(
    'POST',
    JOB_PATHS.apply(job.body.results.id),
    { message: 'Hello! I would love to help.' },
    bearer(carer.token),
  );
  expect(applied.status).toBe(201);
  return job.body.results.title as string;
}

const applicationMails = async (mom: Mom) =>
  (await mails(mom.form.email)).filter((m) => m.subject?.startsWith('New applicant'));

/** The path of an email's one-click unsubscribe URL. */
function unsubscribePath(mail: OutboxMail): string {
  const header = mail.headers['List-Unsubscribe'] ?? '';
  const url = /^<(.+)>$/.exec(header)?.[1];
  expect(url).toMatch(/^http:\/\/ftc\.test\/v1\/unsubscribe\//);
  return new URL(url as string).pathname;
}

describe('notification settings', () => {
  it('all on at first; saved as given; every field is required and boolean', async () => {
    const mom = await parent(a);
    const first = await settings(mom.token);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual(ALL_ON);

    const next = {
      email: { ...ALL_ON.email, tips: false, messages: false },
      sms: { bookings: false },
    };
    const saved = await saveSettings(mom.token, next);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your notification settings are saved.');
    expect(saved.body.results).toEqual(next);
    expect((await settings(mom.token)).body.results).toEqual(next);

    const missing = await saveSettings(mom.token, { email: { messages: true }, sms: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/applications/);
    const wrongType = await saveSettings(mom.token, {
      ...ALL_ON,
      email: { ...ALL_ON.email, tips: 'no' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/tips/);
    expect((await settings(mom.token)).body.results).toEqual(next);
    expect((await a.call('GET', ACCOUNT_PATHS.notificationSettings('user'))).status).toBe(401);
  });

  it('an email of a kind that is off is not sent; on, it carries both RFC 8058 headers', async () => {
    const mom = await parent(a);
    await saveSettings(mom.token, { ...ALL_ON, email: { ...ALL_ON.email, applications: false } });
    await application(mom);
    expect(await applicationMails(mom)).toEqual([]);

    await saveSettings(mom.token, ALL_ON);
    await application(mom);
    const [mail] = await applicationMails(mom);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/ftc\.test\/v1\/unsubscribe\/.+>$/,
    );
  });

  it('a deleted account gets no email of a kind it could turn off', async () => {
    const mom = await parent(a);
    const settingsService = a.app.ctx.notificationSettings;
    expect(await settingsService.prepare(String(mom.user.id), 'tips')).not.toBeNull();
    await a.pool.query('update accounts set deleted_at = ftc_now() where id = $1', [mom.user.id]);
    expect(await settingsService.prepare(String(mom.user.id), 'tips')).toBeNull();
  });

  it('new-message emails follow the messages setting, with the headers when on', async () => {
    const mom = await parent(a);
    await givePlan(a, mom.user.id, 'user');
    planned.add(mom.user.id);
    await saveSettings(mom.token, { ...ALL_ON, email: { ...ALL_ON.email, messages: false } });
    const job = await a.call(
      'POST',
      JOB_PATHS.own,
      {
        title: 'Weekend sitter',
        description: 'Two kids, homework and dinner.',
        zip: '78701',
        services: ['babysitting'],
        age_groups: ['school_age'],
        schedule: 'Saturdays',
        hourly_rate_max: 2400,
        starts_on: isoDay(5),
      },
      bearer(mom.token),
    );
    const carer = await caregiver(a);
    const applied = await a.call(
      'POST',
      JOB_PATHS.apply(job.body.results.id),
      { message: 'Hello! I would love to help.' },
      bearer(carer.token),
    );
    const started = await a.call(
      'POST',
      CONVERSATION_PATHS.list,
      { application_id: applied.body.results.id, body: 'First message' },
      bearer(carer.token),
    );
    expect(started.status).toBe(201);
    const toMom = (await mails(mom.form.email)).filter((m) => m.subject?.startsWith('New message'));
    expect(toMom).toEqual([]);

    // The parent answers: the caregiver (messages on) is emailed, with the headers.
    const reply = await a.call(
      'POST',
      CONVERSATION_PATHS.messages(started.body.results.conversation_id),
      { body: 'Thanks, when can you start?' },
      bearer(mom.token),
    );
    expect(reply.status).toBe(201);
    const [toCarer] = (await mails(carer.form.email)).filter((m) =>
      m.subject?.startsWith('New message'),
    );
    expect(toCarer?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(toCarer?.headers['List-Unsubscribe']).toMatch(/^<http:\/\/ftc\.test\/v1\/unsubscribe\//);
  });

  it('posting the URL without a session turns that kind off; a forged token and one from before the kind was turned back on do nothing', async () => {
    const mom = await parent(a);
    await application(mom);
    const [mail] = await applicationMails(mom);
    const path = unsubscribePath(mail as OutboxMail);

    // A GET shows a page with a button and changes nothing (RFC 8058).
    const page = await a.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect((await settings(mom.token)).body.results.email.applications).toBe(true);

    // A forged token: another kind in the same signature, or another signature.
    const token = decodeURIComponent(path.split('/').pop() as string);
    const [who, , version, signature] = token.split('.');
    for (const forged of [
      `${who}.tips.${version}.${signature}`,
      `${who}.applications.${version}.${'A'.repeat(43)}`,
      'nonsense',
    ]) {
      const answer = await a.call('POST', ACCOUNT_PATHS.unsubscribe(forged));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(
        'This unsubscribe link is not valid any more. Choose which emails you get in your account settings.',
      );
    }
    expect((await settings(mom.token)).body.results).toEqual(ALL_ON);

    // The mail client's one-click POST: a form body, no session.
    const oneClick = await a.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().success).toBe(true);
    expect((await settings(mom.token)).body.results.email).toEqual({
      ...ALL_ON.email,
      applications: false,
    });
    await application(mom);
    expect(await applicationMails(mom)).toHaveLength(1);

    // The member turns it back on: the old link no longer turns it off.
    await saveSettings(mom.token, ALL_ON);
    const reused = await a.call('POST', path);
    expect(reused.status).toBe(404);
    expect((await settings(mom.token)).body.results).toEqual(ALL_ON);
    // A new email's link works again.
    await application(mom);
    const [latest] = await applicationMails(mom);
    const fresh = await a.call('POST', unsubscribePath(latest as OutboxMail));
    expect(fresh.status).toBe(200);
    expect((await settings(mom.token)).body.results.email.applications).toBe(false);
  });

  it('a browser posting the page’s button gets a page', async () => {
    const mom = await parent(a);
    await application(mom);
    const [mail] = await applicationMails(mom);
    const answer = await a.app.inject({
      method: 'POST',
      url: unsubscribePath(mail as OutboxMail),
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('You are unsubscribed');
  });

  it('transactional emails (codes, password reset) carry no unsubscribe and go with everything off', async () => {
    const mom = await parent(a);
    const none = {
      email: Object.fromEntries(Object.keys(ALL_ON.email).map((k) => [k, false])),
      sms: { bookings: false },
    };
    expect((await saveSettings(mom.token, none)).status).toBe(200);

    const reset = await a.call('POST', '/v1/user/forgot-password-web', { email: mom.form.email });
    expect(reset.status).toBe(200);
    const [resetMail] = await mails(mom.form.email);
    expect(resetMail?.code).toBeTruthy();
    expect(resetMail?.headers).toEqual({});

    // A receipt: paid through the sandbox checkout, emailed at once, no unsubscribe.
    const bought = await a.call(
      'POST',
      '/v1/user/buy-subscription',
      { plan_id: 'parent-basic-monthly' },
      bearer(mom.token),
    );
    expect(bought.status).toBe(201);
    const paid = await a.app.inject({
      method: 'POST',
      url: `/checkout/${bought.body.results.order_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        name: 'Ana Parent',
        accept_terms: 'on',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const receipts = (await mails(mom.form.email)).filter((m) =>
      m.body.includes(bought.body.results.order_id),
    );
    expect(receipts.length).toBeGreaterThan(0);
    for (const receipt of receipts) expect(receipt.headers).toEqual({});

    // The sign-up code (a text) went too, with no headers.
    const [code] = await mails(`${mom.form.country_code}${mom.form.mobile}`);
    expect(code?.code).toBeTruthy();
    expect(code?.headers).toEqual({});
  });

  it('the newsletter’s own unsubscribe turns the subscription off the same way; a token from before a new sign-up does nothing', async () => {
    const email = `news.${Date.now()}@example.com`;
    expect((await a.call('POST', '/v1/users/add-newsletter', { email })).status).toBe(201);
    const [first] = await mails(email);
    expect((await a.call('GET', `/v1/users/newsletter/confirm?token=${first?.code}`)).status).toBe(
      200,
    );
    const { rows } = await a.pool.query<{ id: string; signups: number }>(
      'select id::text as id, signups from newsletter_subscribers where email = $1',
      [email],
    );
    const row = rows[0] as { id: string; signups: number };
    const headers = a.app.ctx.notificationSettings.newsletterHeaders(row.id, row.signups);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe'])?.[1] as string).pathname;

    // Signed up again since: the old link does nothing.
    await a.call('POST', '/v1/users/add-newsletter', { email });
    expect((await a.call('POST', path)).status).toBe(404);
    const current = a.app.ctx.notificationSettings.newsletterHeaders(row.id, row.signups + 1);
    const currentPath = new URL(/^<(.+)>$/.exec(current['List-Unsubscribe'])?.[1] as string)
      .pathname;
    expect((await a.call('POST', currentPath)).status).toBe(200);
    const after = await a.pool.query(
      'select unsubscribed_at is not null as off from newsletter_subscribers where email = $1',
      [email],
    );
    expect(after.rows[0]?.off).toBe(true);

    // Signing up again after it asks for a confirmation again (double opt-in).
    const again = await a.call('POST', '/v1/users/add-newsletter', { email });
    expect(again.status).toBe(200);
    const [confirm] = await mails(email);
    expect(confirm?.code).toBeTruthy();
    expect(
      (await a.call('GET', `/v1/users/newsletter/confirm?token=${confirm?.code}`)).status,
    ).toBe(200);
    const back = await a.pool.query(
      'select status, unsubscribed_at from newsletter_subscribers where email = $1',
      [email],
    );
    expect(back.rows[0]).toEqual({ status: 'confirmed', unsubscribed_at: null });
  });
});

describe('bad input (property-based)', () => {
  it('PUT notification-settings never answers 500 and saves nothing but a whole, boolean body', async () => {
    const mom = await parent(a);
    const value = fc.oneof(
      fc.jsonValue(),
      fc.boolean(),
      fc.constantFrom('', 'true', '\u0000', 1, 0),
    );
    const kinds = fc.dictionary(
      fc.constantFrom(...Object.keys(ALL_ON.email), 'bookings', 'other'),
      value,
      { maxKeys: 7 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ email: fc.oneof(kinds, value), sms: fc.oneof(kinds, value) }),
        ),
        async (payload) => {
          const answer = await saveSettings(mom.token, JSON.stringify(payload));
          expect(answer.status).toBeLessThan(500);
          expect(answer.body.message.length).toBeGreaterThan(0);
          // Saved: exactly the booleans given (unknown keys dropped), as a GET reads them.
          if (answer.status === 200)
            expect((await settings(mom.token)).body.results).toEqual(answer.body.results);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('DELETE sessions/{id} and POST unsubscribe/{token} with any text never answer 500 and change nothing', async () => {
    const mom = await parent(a);
    const text = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom('a1.tips.0.x', 'a0.messages.0.' + 'A'.repeat(43), 'n1.newsletter.1.x', '%00'),
    );
    await fc.assert(
      fc.asyncProperty(text, async (segment) => {
        const ended = await a.call(
          'DELETE',
          ACCOUNT_PATHS.session('user', segment),
          undefined,
          bearer(mom.token),
        );
        expect(ended.status).toBeLessThan(500);
        expect(ended.status).not.toBe(200);
        const unsubscribed = await a.call('POST', ACCOUNT_PATHS.unsubscribe(segment));
        expect(unsubscribed.status).toBeLessThan(500);
        expect(unsubscribed.status).not.toBe(200);
      }),
      { numRuns: 60 },
    );
    expect((await sessions(mom.token)).status).toBe(200);
    expect((await settings(mom.token)).body.results).toEqual(ALL_ON);
  });
});

// Last: it moves the server's clock (POST /dev/tick) for the rest of the file.
describe('a login’s last use (the sessions list): at most one write a minute, by the server’s clock', () => {
  it('an instance that used the login within the minute still writes once a tick made elsewhere passes it', async () => {
    const mom = await parent(a);
    const laptop = await logIn(mom, SAFARI_MAC);
    const lastUsed = async () =>
      (
        await a.pool.query<{ ms: number }>(
          `select floor(extract(epoch from last_used_at) * 1000)::float8 as ms
             from logins where account_id = $1 and user_agent = $2`,
          [mom.user.id, SAFARI_MAC],
        )
      ).rows[0]?.ms as number;
    const made = await lastUsed();
    expect(made).toBeGreaterThan(0);
    /** A tick on A, once B has heard of it (its clock follows NOTIFY ftc_clock). */
    const tickTo = async (at: number) => {
      const answer = await a.call('POST', ROUTES.devTick, { now: new Date(at).toISOString() });
      expect(answer.status).toBe(200);
      const until = Date.now() + 5000;
      while (b.app.ctx.clock.offset !== a.app.ctx.clock.offset) {
        if (Date.now() > until) throw new Error('B did not hear the tick');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const current = async () =>
      (
        (await sessions(laptop.token, b)).body.results as {
          current: boolean;
          last_used_at: string;
        }[]
      ).find((s) => s.current)?.last_used_at;

    // Used on B twice at once: within the minute nothing is written.
    expect(await current()).toBeDefined();
    expect(await current()).toBeDefined();
    expect(await lastUsed()).toBe(made);
    const start = a.app.ctx.clock.nowMs();
    // 30 s on by the server's clock: still within the minute.
    await tickTo(start + 30_000);
    await current();
    expect(await lastUsed()).toBe(made);
    // 70 s on: a request on B writes the last use, at the server's time.
    await tickTo(start + 70_000);
    const shown = await current();
    const written = await lastUsed();
    expect(written).toBeGreaterThanOrEqual(start + 70_000);
    expect(written).toBeLessThan(start + 70_000 + 30_000);
    // The list that request answered (after its login check) already shows it.
    expect(shown).toBe(`${new Date(written).toISOString().slice(0, 19)}Z`);
    // And again nothing within the next minute.
    await current();
    expect(await lastUsed()).toBe(written);
  });
});
