import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../src/contract/account-rules';
import {
  createTestApp,
  latestCode,
  nextPhone,
  parentForm,
  signUpAndVerify,
  type TestApp,
} from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_FAILURES: '10', OTP_RESEND_COOLDOWN_SECONDS: '30' });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up', () => {
  it('creates an unverified account and sends a 6-digit code by SMS', async () => {
    const form = parentForm({ email: '  Ana.Mixed@Example.com ' });
    const answer = await t.call('POST', '/v1/user/signup', form);
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toMatch(
      /If \+1 ••• \d{4} can receive codes, a 6-digit code is on its way/,
    );
    expect(answer.body.results).toEqual({
      mobile: form.mobile,
      country_code: '+1',
      email: 'ana.mixed@example.com',
      is_mobile_verified: 0,
    });
    const [sms] = await t.outbox(`+1${form.mobile}`);
    expect(sms?.channel).toBe('sms');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.body).toContain(sms?.code as string);
  });

  it('stores the password hashed with scrypt, never in clear', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    const { rows } = await t.pool.query('select password_hash from accounts where email = $1', [
      form.email,
    ]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain(form.password);
  });

  it('answers a sign-up for an existing email or number like any other, and tells the owner', async () => {
    const form = parentForm();
    const fresh = await t.call('POST', '/v1/user/signup', form);
    expect(fresh.status).toBe(201);
    const other = parentForm();
    const sameEmail = await t.call('POST', '/v1/user/signup', {
      ...other,
      email: form.email.toUpperCase(),
    });
    // Nothing in the answer tells a stranger that this email has an account.
    expect(sameEmail.status).toBe(201);
    expect(sameEmail.body.message).toBe(
      fresh.body.message.replace(form.mobile.slice(-4), other.mobile.slice(-4)),
    );
    expect(sameEmail.body.results).toEqual({
      mobile: other.mobile,
      country_code: '+1',
      email: form.email,
      is_mobile_verified: 0,
    });
    const samePhone = await t.call('POST', '/v1/user/signup', {
      ...parentForm(),
      mobile: form.mobile,
    });
    expect(samePhone.status).toBe(201);
    expect(samePhone.body.message).toBe(fresh.body.message);
    // No second account, no code to a stranger's number; the owner hears of it by email,
    // once an hour at most.
    const { rows } = await t.pool.query(
      'select count(*)::int as n from accounts where email = $1 or mobile = $2',
      [form.email, form.mobile],
    );
    expect(rows[0].n).toBe(1);
    expect(await t.outbox(`+1${other.mobile}`)).toEqual([]);
    const notices = await t.outbox(form.email);
    expect(notices.map((entry) => entry.channel)).toEqual(['email']);
    expect(notices[0]?.body).toMatch(/Someone just tried to create an FTC parent account/);
  });

  it('sends a new code when an unverified account signs up again with the same details', async () => {
    const form = parentForm();
    expect((await t.call('POST', '/v1/user/signup', form)).status).toBe(201);
    await t.pool.query("update otps set created_at = now() - interval '1 hour'");
    const again = await t.call('POST', '/v1/user/signup', form);
    expect(again.status).toBe(201);
    expect((await t.outbox(`+1${form.mobile}`)).length).toBe(2);
  });

  it('keeps parent and caregiver accounts apart: one email may have both', async () => {
    const form = parentForm();
    expect((await t.call('POST', '/v1/user/signup', form)).status).toBe(201);
    const caregiver = await t.call('POST', '/v1/service-provider/signup', {
      ...form,
      full_name: 'Ana Caregiver',
      city: 'Newark',
      services: ['Babysitting'],
    });
    expect(caregiver.status).toBe(201);
  });

  it.each([
    [{ password: 'short1' }, ACCOUNT_MESSAGES.passwordRule],
    [{ password: 'onlyletters' }, ACCOUNT_MESSAGES.passwordRule],
    [{ email: 'not-an-email' }, ACCOUNT_MESSAGES.emailInvalid],
    [{ email: '' }, ACCOUNT_MESSAGES.emailRequired],
    [{ full_name: ' ' }, ACCOUNT_MESSAGES.fullNameRequired],
    [{ mobile: '12' }, ACCOUNT_MESSAGES.mobileInvalid],
    [{ mobile: '0000000000' }, ACCOUNT_MESSAGES.mobileInvalid],
    [{ country_code: 'US' }, ACCOUNT_MESSAGES.countryCodeInvalid],
  ])('refuses %j with "%s"', async (change, message) => {
    const answer = await t.call('POST', '/v1/user/signup', { ...parentForm(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe(message);
  });

  it('names the missing field when the body lacks one', async () => {
    const { email: _omit, ...rest } = parentForm();
    const answer = await t.call('POST', '/v1/user/signup', rest);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(answer.body.results.errors[0].field).toBe('email');
  });
});

describe('mobile verification', () => {
  it('verifies with the right code and starts a session', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    const code = await latestCode(t, `+1${form.mobile}`);
    const answer = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: code,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.results.token).toEqual(expect.any(String));
    expect(answer.body.results.refresh_token).toEqual(expect.any(String));
    expect(answer.body.results.user).toMatchObject({
      full_name: 'Ana Parent',
      email: form.email,
      mobile: form.mobile,
      country_code: '+1',
      is_mobile_verified: 1,
      type: 'user',
      subscription: null,
    });
    const reuse = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: code,
    });
    expect(reuse.status).toBe(400);
  });

  it('counts wrong codes down and invalidates the code after 5', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    const code = await latestCode(t, `+1${form.mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.call('POST', '/v1/user/verify-mobile', {
        mobile: form.mobile,
        country_code: '+1',
        otp: wrong,
      });
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages.slice(0, 4)).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
    ]);
    expect(messages[4]).toBe('Too many wrong codes. Tap “Resend code” to get a new one.');
    const right = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: code,
    });
    expect(right.status).toBe(400);
  });

  it('refuses a code older than 10 minutes', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    const code = await latestCode(t, `+1${form.mobile}`);
    await t.pool.query(
      "update otps set expires_at = now() - interval '1 second' where account_id = (select id from accounts where email = $1)",
      [form.email],
    );
    const answer = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: code,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This code has expired. Tap “Resend code” to get a new one.');
  });

  it('stores codes hashed', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    const code = await latestCode(t, `+1${form.mobile}`);
    const { rows } = await t.pool.query('select code_hash from otps order by id desc limit 1');
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks for a 6-digit code', async () => {
    const answer = await t.call('POST', '/v1/user/verify-mobile', { ...nextPhone(), otp: '12' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Enter the 6-digit code we sent you.');
  });

  it('answers a number without an account like a number without a code', async () => {
    const answer = await t.call('POST', '/v1/user/verify-mobile', {
      ...nextPhone(),
      otp: '123456',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'There is no active code for this number. Tap “Resend code” to get a new one.',
    });
  });

  it('resends after the 30 s cooldown, and says how long to wait before', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    const first = await latestCode(t, `+1${form.mobile}`);
    const early = await t.call('POST', '/v1/user/resend-otp', {
      mobile: form.mobile,
      country_code: '+1',
    });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(early.body.results.retry_after).toBeGreaterThan(0);
    expect(early.headers['retry-after']).toBeDefined();

    await t.pool.query(
      "update otps set created_at = now() - interval '31 seconds' where account_id = (select id from accounts where email = $1)",
      [form.email],
    );
    await t.pool.query("update rate_events set at = at - interval '31 seconds' where key = $1", [
      `resend:cooldown:+1${form.mobile}`,
    ]);
    const later = await t.call('POST', '/v1/user/resend-otp', {
      mobile: form.mobile,
      country_code: '+1',
    });
    expect(later.status).toBe(200);
    expect(later.body.message).toMatch(
      /^If \+1 ••• \d{4} can receive codes, a new one is on its way\.$/,
    );
    const second = await latestCode(t, `+1${form.mobile}`);
    const old = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: first,
    });
    if (first !== second) expect(old.status).toBe(400);
    const fresh = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: second,
    });
    expect(fresh.status).toBe(200);
  });

  it('answers a verified number and an unknown one like any other, and sends nothing', async () => {
    const { form } = await signUpAndVerify(t);
    await t.pool.query("update rate_events set at = at - interval '31 seconds'");
    const verified = await t.call('POST', '/v1/user/resend-otp', {
      mobile: form.mobile,
      country_code: '+1',
    });
    const unknownPhone = nextPhone();
    const unknown = await t.call('POST', '/v1/user/resend-otp', unknownPhone);
    expect([verified.status, unknown.status]).toEqual([200, 200]);
    expect(verified.body.message.replace(/\d{4} can/, '')).toBe(
      unknown.body.message.replace(/\d{4} can/, ''),
    );
    expect((await t.outbox(`+1${form.mobile}`)).length).toBe(1);
    expect(await t.outbox(`+1${unknownPhone.mobile}`)).toEqual([]);
  });
});

describe('login', () => {
  it('logs a verified account in by email, with device "web"', async () => {
    const { form } = await signUpAndVerify(t);
    const answer = await t.call('POST', '/v1/user/login', {
      email: form.email,
      password: form.password,
      type: 'user',
      login_input: form.email,
      device: 'web',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.results).toMatchObject({
      token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(answer.body.results.user.full_name).toBe('Ana Parent');
  });

  it('logs in by mobile number, with or without the country code', async () => {
    const { form } = await signUpAndVerify(t);
    for (const login_input of [
      form.mobile,
      `+1${form.mobile}`,
      `+1 (${form.mobile.slice(0, 3)}) ${form.mobile.slice(3)}`,
    ]) {
      const answer = await t.call('POST', '/v1/user/login', {
        login_input,
        password: form.password,
        device: 'web',
      });
      expect(answer.status, login_input).toBe(200);
    }
  });

  it('answers an unverified account without a token, is_mobile_verified 0, and sends a code', async () => {
    const form = parentForm();
    await t.call('POST', '/v1/user/signup', form);
    await t.pool.query(
      "update otps set created_at = now() - interval '1 hour', expires_at = now() - interval '1 minute'",
    );
    const answer = await t.call('POST', '/v1/user/login', {
      email: form.email,
      login_input: form.email,
      password: form.password,
      type: 'user',
      device: 'web',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual({
      mobile: form.mobile,
      country_code: '+1',
      email: form.email,
      is_mobile_verified: 0,
    });
    expect(answer.body.results).not.toHaveProperty('token');
    const code = await latestCode(t, `+1${form.mobile}`);
    const verified = await t.call('POST', '/v1/user/verify-mobile', {
      mobile: form.mobile,
      country_code: '+1',
      otp: code,
    });
    expect(verified.status).toBe(200);
  });

  it('refuses a wrong password or an unknown account with the same message', async () => {
    const { form } = await signUpAndVerify(t);
    const wrong = await t.call('POST', '/v1/user/login', {
      login_input: form.email,
      password: 'nope12345',
    });
    const unknown = await t.call('POST', '/v1/user/login', {
      login_input: 'nobody@example.com',
      password: 'nope12345',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toMatch(/do not match/);
  });

  it('does not log a parent in at the caregiver endpoint', async () => {
    const { form } = await signUpAndVerify(t);
    const answer = await t.call('POST', '/v1/service-provider/login', {
      login_input: form.email,
      password: form.password,
    });
    expect(answer.status).toBe(401);
  });

  it('asks for an identifier and a password', async () => {
    expect((await t.call('POST', '/v1/user/login', { password: 'x' })).body.message).toBe(
      'Enter your email or mobile number.',
    );
    expect((await t.call('POST', '/v1/user/login', { email: 'a@b.co' })).body.message).toBe(
      ACCOUNT_MESSAGES.passwordRequired,
    );
  });

  it('locks an account for a while after 10 failed logins, saying when to retry', async () => {
    const { form } = await signUpAndVerify(t);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await t.call('POST', '/v1/user/login', {
            login_input: form.email,
            password: `wrong${i}pass`,
          })
        ).status,
      ).toBe(401);
    }
    const locked = await t.call('POST', '/v1/user/login', {
      login_input: form.email,
      password: form.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /Too many failed attempts for this account\. Try again in \d+ minutes/,
    );
    expect(locked.body.results.retry_after).toBeGreaterThan(0);
  });
});

describe('login lockout aimed at someone else', () => {
  /** A login from the client address `ip`. */
  async function loginFrom(ip: string, login_input: string, password: string) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      remoteAddress: ip,
      payload: { login_input, password },
    });
    return { status: answer.statusCode, message: answer.json().message as string };
  }

  it('10 wrong passwords from one address do not lock the owner out on another network', async () => {
    const { form } = await signUpAndVerify(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom('203.0.113.10', form.email, `wrong${i}pass`)).status).toBe(401);
    }
    expect((await loginFrom('203.0.113.10', form.email, form.password)).status).toBe(429);
    // The owner, from home, with the email spelled in capitals: logged in.
    expect((await loginFrom('198.51.100.20', form.email.toUpperCase(), form.password)).status).toBe(
      200,
    );
  });

  it('answers a registered and an unregistered number alike under the same burst', async () => {
    const { form } = await signUpAndVerify(t);
    const registered = `+1${form.mobile}`;
    const unregistered = `+1${nextPhone().mobile}`;
    const answers = async (identifier: string) => {
      const seen = [];
      for (let i = 0; i < 11; i += 1)
        seen.push(await loginFrom('203.0.113.30', identifier, 'nope12345'));
      return seen;
    };
    const known = await answers(registered);
    const unknown = await answers(unregistered);
    expect(known).toEqual(unknown);
    expect(known.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429]);
    // The email's lock is not the number's: the account's own email still answers like anyone's.
    const email = await loginFrom('203.0.113.30', form.email, 'nope12345');
    const stranger = await loginFrom('203.0.113.30', 'stranger@example.com', 'nope12345');
    expect(email).toEqual(stranger);
    expect(email.status).toBe(401);
  });

  it('does not link an email to its number: locking the email leaves the number answering 401', async () => {
    const { form } = await signUpAndVerify(t);
    const other = await signUpAndVerify(t);
    for (let i = 0; i < 10; i += 1) await loginFrom('203.0.113.40', form.email, `wrong${i}pass`);
    const own = await loginFrom('203.0.113.40', `+1${form.mobile}`, 'nope12345');
    const someoneElses = await loginFrom('203.0.113.40', `+1${other.form.mobile}`, 'nope12345');
    expect(own).toEqual(someoneElses);
    expect(own.status).toBe(401);
  });
});

describe('profile, refresh and logout', () => {
  it('returns the profile for the bearer token', async () => {
    const session = await signUpAndVerify(t);
    const answer = await t.call('GET', '/v1/user', undefined, bearer(session.token));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.results).toEqual(session.user);
  });

  it('refuses a missing, forged or wrong-type token', async () => {
    expect((await t.call('GET', '/v1/user')).status).toBe(401);
    expect((await t.call('GET', '/v1/user', undefined, bearer('forged.token.value'))).status).toBe(
      401,
    );
    const caregiver = await signUpAndVerify(t, '/v1/service-provider');
    const wrongType = await t.call('GET', '/v1/user', undefined, bearer(caregiver.token));
    expect(wrongType.status).toBe(403);
    const own = await t.call(
      'GET',
      '/v1/service-provider/profile',
      undefined,
      bearer(caregiver.token),
    );
    expect(own.status).toBe(200);
    expect(own.body.results.type).toBe('service_provider');
  });

  it('rotates the refresh token (as bearer) and ends the session when an old one is reused after the grace', async () => {
    const session = await signUpAndVerify(t);
    const first = await t.call(
      'POST',
      '/v1/user/refresh-token',
      undefined,
      bearer(session.refresh_token),
    );
    expect(first.status).toBe(200);
    expect(first.body.results.refresh_token).not.toBe(session.refresh_token);
    expect(
      (await t.call('GET', '/v1/user', undefined, bearer(first.body.results.token))).status,
    ).toBe(200);

    // Within 30 s a replay gets the same successor (sessions.test.ts); later it is a theft.
    await t.pool.query(
      "update refresh_tokens set revoked_at = revoked_at - interval '31 seconds' where replaced_by is not null",
    );
    const replay = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: session.refresh_token,
    });
    expect(replay.status).toBe(401);
    const afterReplay = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: first.body.results.refresh_token,
    });
    expect(afterReplay.status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const session = await signUpAndVerify(t);
    const out = await t.call(
      'POST',
      '/v1/user/logout',
      { refresh_token: session.refresh_token },
      bearer(session.token),
    );
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'You are logged out.' });
    const refresh = await t.call('POST', '/v1/user/refresh-token', {
      refresh_token: session.refresh_token,
    });
    expect(refresh.status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the access token of that login at once, and only that login', async () => {
    const first = await signUpAndVerify(t);
    const login = await t.call('POST', '/v1/user/login', {
      login_input: first.form.email,
      password: first.form.password,
      type: 'user',
      device: 'web',
    });
    const other = login.body.results as { token: string; refresh_token: string };
    expect((await t.call('GET', '/v1/user', undefined, bearer(first.token))).status).toBe(200);
    // Only the bearer: a client that lost its refresh token can still end its session.
    expect((await t.call('POST', '/v1/user/logout', {}, bearer(first.token))).status).toBe(200);
    const after = await t.call('GET', '/v1/user', undefined, bearer(first.token));
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Please log in again.');
    expect(
      (await t.call('POST', '/v1/user/refresh-token', { refresh_token: first.refresh_token }))
        .status,
    ).toBe(401);
    // The other device's login is untouched.
    expect((await t.call('GET', '/v1/user', undefined, bearer(other.token))).status).toBe(200);
  });
});

describe('password reset', () => {
  async function resetToken(email: string, prefix = '/v1/user') {
    const answer = await t.call('POST', `${prefix}/forgot-password-web`, { email });
    expect(answer.status).toBe(200);
    const [mail] = await t.outbox(email);
    return { answer, mail };
  }

  it('emails a single-use link that sets a new password', async () => {
    const session = await signUpAndVerify(t);
    const { answer, mail } = await resetToken(session.form.email);
    expect(answer.body.message).toBe(
      'If an account exists for this email, we sent a link to reset the password. Check your inbox.',
    );
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toContain(`http://ftc.test/reset-password?token=${mail?.code}&type=user`);

    const reset = await t.call('POST', '/v1/user/reset-password-web', {
      token: mail?.code,
      password: 'newpassword9',
    });
    expect(reset.status).toBe(200);
    expect(
      (
        await t.call('POST', '/v1/user/login', {
          login_input: session.form.email,
          password: 'newpassword9',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/v1/user/login', {
          login_input: session.form.email,
          password: session.form.password,
        })
      ).status,
    ).toBe(401);
    // Sessions from before the reset end.
    expect(
      (await t.call('POST', '/v1/user/refresh-token', { refresh_token: session.refresh_token }))
        .status,
    ).toBe(401);

    const again = await t.call('POST', '/v1/user/reset-password-web', {
      token: mail?.code,
      password: 'another9pass',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This link was already used. Request a new one if you need to.',
    );
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const { answer, mail } = await resetToken('nobody.here@example.com');
    expect(answer.body.success).toBe(true);
    expect(mail).toBeUndefined();
  });

  it('refuses an expired or unknown link clearly', async () => {
    const session = await signUpAndVerify(t);
    const { mail } = await resetToken(session.form.email);
    await t.pool.query("update password_resets set expires_at = now() - interval '1 second'");
    const expired = await t.call('POST', '/v1/user/reset-password-web', {
      token: mail?.code,
      password: 'newpassword9',
    });
    expect(expired.body.message).toBe('This link has expired. Request a new one.');
    const unknown = await t.call('POST', '/v1/user/reset-password-web', {
      token: 'x'.repeat(43),
      password: 'newpassword9',
    });
    expect(unknown.body.message).toBe('This link is not valid. Request a new one.');
  });

  it('changes the password of a logged-in caregiver', async () => {
    const session = await signUpAndVerify(t, '/v1/service-provider');
    const wrong = await t.call(
      'POST',
      '/v1/service-provider/reset-password',
      { current_password: 'wrong', password: 'brandnew77' },
      bearer(session.token),
    );
    expect(wrong.status).toBe(400);
    const right = await t.call(
      'POST',
      '/v1/service-provider/reset-password',
      { current_password: session.form.password, password: 'brandnew77' },
      bearer(session.token),
    );
    expect(right.status).toBe(200);
    const login = await t.call('POST', '/v1/service-provider/login', {
      login_input: session.form.email,
      password: 'brandnew77',
    });
    expect(login.status).toBe(200);
  });
});
