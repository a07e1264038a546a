import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, ROUTES } from '../../../src/contract/endpoints';
import { createTestApp, latestCode, nextPhone, signUpAndVerify, type TestApp } from '../harness';
import { openStream, type SseClient } from '../support/sse-client';

// Interface §9 "Account": name, email (confirmed from the new address), mobile (a code to the
// new number), password (every other session ends at once). The lockout is 3 wrong passwords
// here, so its test is short.

let t: TestApp;
let url: string;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_FAILURES: '3' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function member(prefix = '/v1/user') {
  return signUpAndVerify(t, prefix);
}

const login = (identifier: string, password: string, prefix = '/v1/user') =>
  t.call('POST', `${prefix}/login`, { login_input: identifier, password });

async function accountRow(id: number) {
  return (await t.pool.query('select * from accounts where id = $1', [id])).rows[0];
}

/** The link token emailed to `to` (the outbox keeps it as the message's code). */
async function linkTo(to: string): Promise<string> {
  const [mail] = (await t.outbox(to)).filter((m) => m.subject?.includes('Confirm'));
  if (!mail?.code) throw new Error(`no confirmation link sent to ${to}`);
  expect(mail.body).toContain(`http://ftc.test/confirm-email?token=${mail.code}`);
  return mail.code;
}

describe('PATCH {prefix}/account: the name', () => {
  it('saves a trimmed name for either account type and answers the user', async () => {
    for (const prefix of ['/v1/user', '/v1/service-provider']) {
      const m = await member(prefix);
      const type = prefix === '/v1/user' ? 'user' : 'service_provider';
      const answer = await t.call(
        'PATCH',
        ACCOUNT_PATHS.account(type),
        { full_name: '  Ana   María Ruiz ' },
        bearer(m.token),
      );
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.results).toMatchObject({ full_name: 'Ana María Ruiz', id: m.user.id });
      expect((await accountRow(m.user.id)).full_name).toBe('Ana María Ruiz');
    }
  });

  it('refuses a bad name naming the field, in the member’s language; no session is 401', async () => {
    const m = await member();
    const bad = await t.call(
      'PATCH',
      ACCOUNT_PATHS.account('user'),
      { full_name: 'A' },
      {
        ...bearer(m.token),
        'accept-language': 'es',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/full_name|nombre/i);
    const none = await t.call('PATCH', ACCOUNT_PATHS.account('user'), { full_name: 'Ana Ruiz' });
    expect(none.status).toBe(401);
  });
});

describe('POST {prefix}/account/email: a new email confirmed from itself', () => {
  it('the old email logs in until the link is opened, the new one after; the old address is told', async () => {
    const m = await member();
    const newEmail = `moved.${m.user.id}@example.com`;
    const answer = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: newEmail.toUpperCase(), password: m.form.password },
      bearer(m.token),
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.results).toEqual({ email: newEmail });

    const told = (await t.outbox(m.form.email)).find((mail) =>
      mail.subject?.includes('about to change'),
    );
    expect(told?.body).toContain(newEmail);
    const token = await linkTo(newEmail);

    expect((await login(m.form.email, m.form.password)).status).toBe(200);
    expect((await login(newEmail, m.form.password)).status).toBe(401);
    expect((await accountRow(m.user.id)).email).toBe(m.form.email);

    const confirmed = await t.call('POST', ACCOUNT_PATHS.emailConfirm, { token });
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.message).toContain(newEmail);
    expect((await login(newEmail, m.form.password)).status).toBe(200);
    expect((await login(m.form.email, m.form.password)).status).toBe(401);

    // Used once: the same link again is refused and changes nothing.
    const again = await t.call('POST', ACCOUNT_PATHS.emailConfirm, { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This link was already used. Request a new one if you need to.',
    );
  });

  it('a forged link, and an older link once a newer one was asked for, are refused', async () => {
    const m = await member();
    const forged = await t.call('POST', ACCOUNT_PATHS.emailConfirm, { token: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This link is not valid. Request a new one.');

    const first = `first.${m.user.id}@example.com`;
    const second = `second.${m.user.id}@example.com`;
    for (const email of [first, second]) {
      const answer = await t.call(
        'POST',
        ACCOUNT_PATHS.email('user'),
        { email, password: m.form.password },
        bearer(m.token),
      );
      expect(answer.status).toBe(200);
    }
    const old = await t.call('POST', ACCOUNT_PATHS.emailConfirm, { token: await linkTo(first) });
    expect(old.status).toBe(400);
    expect((await accountRow(m.user.id)).email).toBe(m.form.email);
    const newest = await t.call('POST', ACCOUNT_PATHS.emailConfirm, {
      token: await linkTo(second),
    });
    expect(newest.status).toBe(200);
    expect((await accountRow(m.user.id)).email).toBe(second);
  });

  it('an email another account has: the same answer, nothing changes, its owner is told', async () => {
    const m = await member();
    const other = await member();
    const free = `free.${m.user.id}@example.com`;
    const toFree = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: free, password: m.form.password },
      bearer(m.token),
    );
    const toTaken = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: other.form.email, password: m.form.password },
      bearer(m.token),
    );
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.body.message).toBe(toFree.body.message.replace(free, other.form.email));
    expect(toTaken.body.results).toEqual({ email: other.form.email });

    const ownerMail = await t.outbox(other.form.email);
    const notice = ownerMail.find(
      (mail) => mail.subject === 'Someone tried to use your details on FTC',
    );
    expect(notice?.body).toContain('Nothing changed on your account');
    expect(ownerMail.some((mail) => mail.subject?.includes('Confirm'))).toBe(false);
    expect((await accountRow(m.user.id)).email).toBe(m.form.email);
    expect((await accountRow(other.user.id)).email).toBe(other.form.email);
  });

  it('emails go out in the member’s language', async () => {
    const m = await member();
    const newEmail = `nuevo.${m.user.id}@example.com`;
    const answer = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: newEmail, password: m.form.password },
      { ...bearer(m.token), 'accept-language': 'es' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toContain('Enviamos un enlace');
    const [link] = await t.outbox(newEmail);
    expect(link?.subject).toBe('Confirma tu nuevo email de FTC');
    const [told] = await t.outbox(m.form.email);
    expect(told?.subject).toBe('Tu email de FTC está a punto de cambiar');
  });

  it('the same email as now is refused naming `email`', async () => {
    const m = await member();
    const same = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: m.form.email, password: m.form.password },
      bearer(m.token),
    );
    expect(same.status).toBe(400);
    expect(same.body.results.errors[0].field).toBe('email');
  });
});

describe('a wrong password on a settings change', () => {
  it('is 400 naming the field, changes nothing, and counts in the login lockout', async () => {
    const m = await member();
    const wrongEmail = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: `x.${m.user.id}@example.com`, password: 'not-my-password1' },
      bearer(m.token),
    );
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.results.errors).toEqual([
      { field: 'password', message: 'Your password is not right.' },
    ]);
    const wrongMobile = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...nextPhone(), password: 'not-my-password1' },
      bearer(m.token),
    );
    expect(wrongMobile.status).toBe(400);
    expect(wrongMobile.body.results.errors[0].field).toBe('password');
    const wrongChange = await t.call(
      'POST',
      ACCOUNT_PATHS.password('user'),
      { current_password: 'not-my-password1', password: 'moonlight77' },
      bearer(m.token),
    );
    expect(wrongChange.status).toBe(400);
    expect(wrongChange.body.results.errors[0].field).toBe('current_password');
    // Three wrong passwords: the login lockout holds, for a login with the right password too.
    const locked = await login(m.form.email, m.form.password);
    expect(locked.status).toBe(429);
    const settings = await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: `y.${m.user.id}@example.com`, password: m.form.password },
      bearer(m.token),
    );
    expect(settings.status).toBe(429);
    expect(await t.outbox(`x.${m.user.id}@example.com`)).toEqual([]);
    expect((await accountRow(m.user.id)).email).toBe(m.form.email);
  });
});

describe('POST {prefix}/account/mobile and …/verify: a new number verified by a code', () => {
  it('the number changes once the code sent to it is entered; the old one logs in until then', async () => {
    const m = await member('/v1/service-provider');
    const phone = nextPhone();
    const answer = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('service_provider'),
      { ...phone, password: m.form.password },
      bearer(m.token),
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.results).toEqual(phone);
    const code = await latestCode(t, `${phone.country_code}${phone.mobile}`);
    const before = await accountRow(m.user.id);
    expect(before.mobile).toBe(m.form.mobile);
    const oldLogin = await login(
      `${m.form.country_code}${m.form.mobile}`,
      m.form.password,
      '/v1/service-provider',
    );
    expect(oldLogin.status).toBe(200);

    const verified = await t.call(
      'POST',
      ACCOUNT_PATHS.mobileVerify('service_provider'),
      { otp: code },
      bearer(m.token),
    );
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.results).toMatchObject({ ...phone, is_mobile_verified: 1 });
    const newLogin = await login(
      `${phone.country_code}${phone.mobile}`,
      m.form.password,
      '/v1/service-provider',
    );
    expect(newLogin.status).toBe(200);
    // The code worked once.
    const again = await t.call(
      'POST',
      ACCOUNT_PATHS.mobileVerify('service_provider'),
      { otp: code },
      bearer(m.token),
    );
    expect(again.status).toBe(400);
    expect(again.body.results.errors[0].field).toBe('otp');
  });

  it('wrong codes count down, the fifth ends the code, and the number never changes', async () => {
    const m = await member();
    const phone = nextPhone();
    await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...phone, password: m.form.password },
      bearer(m.token),
    );
    const code = await latestCode(t, `${phone.country_code}${phone.mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const said: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await t.call(
        'POST',
        ACCOUNT_PATHS.mobileVerify('user'),
        { otp: wrong },
        bearer(m.token),
      );
      expect(answer.status).toBe(400);
      said.push(answer.body.message);
    }
    expect(said.slice(0, 3)).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
    ]);
    expect(said[3]).toBe('That code is not right. 1 try left.');
    expect(said[4]).toBe('Too many wrong codes. Ask for a new code.');
    const right = await t.call(
      'POST',
      ACCOUNT_PATHS.mobileVerify('user'),
      { otp: code },
      bearer(m.token),
    );
    expect(right.status).toBe(400);
    expect((await accountRow(m.user.id)).mobile).toBe(m.form.mobile);
  });

  it('a second code within 30 seconds is 429, as for sign-up; a malformed code names `otp`', async () => {
    const m = await member();
    const phone = nextPhone();
    const first = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...phone, password: m.form.password },
      bearer(m.token),
    );
    expect(first.status).toBe(200);
    const second = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...phone, password: m.form.password },
      bearer(m.token),
    );
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    const malformed = await t.call(
      'POST',
      ACCOUNT_PATHS.mobileVerify('user'),
      { otp: '12ab' },
      bearer(m.token),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/otp|6-digit/);
    const invalid = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { country_code: '+1', mobile: '12', password: m.form.password },
      bearer(m.token),
    );
    expect(invalid.status).toBe(400);
  });

  it('a number another account has: the same answer, no code sent, nothing changes, its owner told', async () => {
    const m = await member();
    const other = await member();
    const free = nextPhone();
    const toFree = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...free, password: m.form.password },
      bearer(m.token),
    );
    const taken = { country_code: other.form.country_code, mobile: other.form.mobile };
    // The other account's sign-up code started the number's 30-second cooldown (which counts on
    // the number, whoever has it): this test is about what comes after it.
    await t.pool.query('delete from rate_events where key = $1', [
      `resend:cooldown:${taken.country_code}${taken.mobile}`,
    ]);
    const toTaken = await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...taken, password: m.form.password },
      bearer(m.token),
    );
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.body.message.replace(/\d{4}\./, '')).toBe(
      toFree.body.message.replace(/\d{4}\./, ''),
    );
    const texts = (await t.outbox(`${taken.country_code}${taken.mobile}`)).filter(
      (mail) => mail.channel === 'sms' && mail.body.includes('confirm this number'),
    );
    expect(texts).toEqual([]);
    const notice = (await t.outbox(other.form.email)).find(
      (mail) => mail.subject === 'Someone tried to use your details on FTC',
    );
    expect(notice?.body).toContain('mobile number');
    // A guess is refused like any wrong code.
    const guess = await t.call(
      'POST',
      ACCOUNT_PATHS.mobileVerify('user'),
      { otp: '123456' },
      bearer(m.token),
    );
    expect(guess.status).toBe(400);
    expect(guess.body.message).toBe('That code is not right. 4 tries left.');
    expect((await accountRow(m.user.id)).mobile).toBe(m.form.mobile);
  });
});

describe('POST {prefix}/reset-password: a password change', () => {
  it('another device’s token is 401 at once and its stream closes; this device’s new session works', async () => {
    const m = await member();
    const other = await login(m.form.email, m.form.password);
    expect(other.status).toBe(200);
    const otherToken = other.body.results.token as string;
    const stream = await openStream(open, url, { token: otherToken });
    expect(stream.status).toBe(200);
    await stream.waitUntil(() => stream.comments.includes('connected'));
    let ended = false;
    void stream.ended.then(() => {
      ended = true;
    });

    const changed = await t.call(
      'POST',
      ACCOUNT_PATHS.password('user'),
      { current_password: m.form.password, password: 'moonlight77' },
      bearer(m.token),
    );
    expect(changed.status, changed.body.message).toBe(200);
    const fresh = changed.body.results as { token: string; refresh_token: string };
    expect(fresh.token).toBeTruthy();

    await stream.waitUntil(() => ended, 10_000);
    expect((await t.call('GET', '/v1/user', undefined, bearer(otherToken))).status).toBe(401);
    expect((await t.call('GET', '/v1/user', undefined, bearer(m.token))).status).toBe(401);
    expect(
      (
        await t.call('POST', '/v1/user/refresh-token', {
          refresh_token: other.body.results.refresh_token,
        })
      ).status,
    ).toBe(401);
    expect((await t.call('GET', '/v1/user', undefined, bearer(fresh.token))).status).toBe(200);
    const renewed = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: fresh.refresh_token,
    });
    expect(renewed.status).toBe(200);
    expect((await login(m.form.email, 'moonlight77')).status).toBe(200);
  });
});

describe('under bursts and races', () => {
  it('one link opened ten times at once moves the email once', async () => {
    const m = await member();
    const newEmail = `burst.${m.user.id}@example.com`;
    await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: newEmail, password: m.form.password },
      bearer(m.token),
    );
    const token = await linkTo(newEmail);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', ACCOUNT_PATHS.emailConfirm, { token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(9);
    expect((await accountRow(m.user.id)).email).toBe(newEmail);
  });

  it('ten wrong codes at once get exactly five comparisons, then the right code is refused', async () => {
    const m = await member();
    const phone = nextPhone();
    await t.call(
      'POST',
      ACCOUNT_PATHS.mobile('user'),
      { ...phone, password: m.form.password },
      bearer(m.token),
    );
    const code = await latestCode(t, `${phone.country_code}${phone.mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', ACCOUNT_PATHS.mobileVerify('user'), { otp: wrong }, bearer(m.token)),
      ),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => /(tries|try) left/.test(a.body.message))).toHaveLength(4);
    const right = await t.call(
      'POST',
      ACCOUNT_PATHS.mobileVerify('user'),
      { otp: code },
      bearer(m.token),
    );
    expect(right.status).toBe(400);
    expect((await accountRow(m.user.id)).mobile).toBe(m.form.mobile);
  });

  it('five requests for codes to one number at once send one code', async () => {
    const m = await member();
    const phone = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(
          'POST',
          ACCOUNT_PATHS.mobile('user'),
          { ...phone, password: m.form.password },
          bearer(m.token),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(await t.outbox(`${phone.country_code}${phone.mobile}`)).toHaveLength(1);
  });

  it('an address someone signs up with before the link is opened: 409, nothing changes', async () => {
    const m = await member();
    const newEmail = `raced.${m.user.id}@example.com`;
    await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: newEmail, password: m.form.password },
      bearer(m.token),
    );
    const token = await linkTo(newEmail);
    const other = await signUpAndVerify(t, '/v1/user', {
      full_name: 'Rita Racer',
      email: newEmail,
      password: 'sunshine42',
      ...nextPhone(),
    });
    const late = await t.call('POST', ACCOUNT_PATHS.emailConfirm, { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/another account/);
    expect((await accountRow(m.user.id)).email).toBe(m.form.email);
    expect((await accountRow(other.user.id)).email).toBe(newEmail);
  });
});

// The clock moves forward from here on (POST /dev/tick): this runs last.
describe('the confirmation link expires after 24 hours, by the server clock', () => {
  it('a link opened after a tick past 24 hours is refused and the email stays', async () => {
    const m = await member();
    const newEmail = `late.${m.user.id}@example.com`;
    await t.call(
      'POST',
      ACCOUNT_PATHS.email('user'),
      { email: newEmail, password: m.form.password },
      bearer(m.token),
    );
    const token = await linkTo(newEmail);
    const tick = await t.call('POST', ROUTES.devTick, {
      now: new Date(Date.now() + 25 * 3600_000).toISOString(),
    });
    expect(tick.status, tick.body.message).toBe(200);
    const late = await t.call('POST', ACCOUNT_PATHS.emailConfirm, { token });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This link has expired. Request a new one.');
    expect((await accountRow(m.user.id)).email).toBe(m.form.email);
  });
});
