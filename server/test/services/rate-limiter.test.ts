import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextPhone, parentForm, signUpAndVerify, type TestApp } from '../harness';
import { field, file, multipart, PNG } from '../multipart';

// Every limit below is counted and recorded atomically: a burst of parallel requests over
// real connections lets through exactly the limit, never more (issue: hardening, item 2).

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_NEWSLETTER_PER_EMAIL_PER_HOUR: '5',
    RATE_SIGNUPS_PER_HOUR: '20',
    RATE_UPLOADS_PER_HOUR: '20',
    RATE_LOGIN_FAILURES: '10',
    RATE_LOGIN_FAILURES_PER_CLIENT: '100000',
    OTP_RESEND_COOLDOWN_SECONDS: '30',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function send(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const burst = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.pool.query(sql, params)).rows[0].count);

describe('limits under a parallel burst', () => {
  it('150 newsletter sign-ups of one address send exactly 5 emails (5 per hour)', async () => {
    const email = 'burst.reader@example.com';
    const answers = await burst(150, () => send('/v1/users/add-newsletter', { email }));
    expect(statuses(answers)).toEqual({ 201: 1, 200: 4, 429: 145 });
    expect(await count('select count(*) from outbox where recipient = $1', [email])).toBe(5);
  });

  it('60 sign-ups from one client pass a 20-per-hour limit exactly 20 times', async () => {
    const answers = await burst(60, (i) =>
      send('/v1/user/signup', parentForm({ email: `burst.signup${i}@example.com` })),
    );
    expect(statuses(answers)).toEqual({ 201: 20, 429: 40 });
    expect(await count("select count(*) from accounts where email like 'burst.signup%'")).toBe(20);
  });

  it('60 uploads by one account pass a 20-per-hour limit exactly 20 times', async () => {
    await t.pool.query("delete from rate_events where key like 'signup:%'");
    const parent = await signUpAndVerify(t);
    const answers = await burst(60, async () => {
      const { payload, contentType } = multipart([field('kind', 'identity'), file(PNG, 'id.png')]);
      const response = await fetch(`${base}/v1/user/documents`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${parent.token}` },
        body: payload,
      });
      return { status: response.status };
    });
    expect(statuses(answers)).toEqual({ 201: 20, 429: 40 });
    expect(
      await count('select count(*) from documents where account_id = $1', [parent.user.id]),
    ).toBe(20);
  });

  it('30 parallel resends within the 30 s cooldown send exactly one code', async () => {
    await t.pool.query("delete from rate_events where key like 'signup:%'");
    const form = parentForm();
    expect((await send('/v1/user/signup', form)).status).toBe(201);
    const number = `${form.country_code}${form.mobile}`;
    // As if the sign-up's code was sent long ago: only the burst's own race is left.
    await t.pool.query("update otps set created_at = now() - interval '1 hour'");
    await t.pool.query('delete from rate_events where key = $1', [`resend:cooldown:${number}`]);
    const before = await count('select count(*) from outbox where recipient = $1', [number]);
    const answers = await burst(30, () =>
      send('/v1/user/resend-otp', { mobile: form.mobile, country_code: form.country_code }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 429: 29 });
    expect(await count('select count(*) from outbox where recipient = $1', [number])).toBe(
      before + 1,
    );
  });

  it('60 wrong codes and the right one in parallel: exactly 5 comparisons', async () => {
    await t.pool.query("delete from rate_events where key like 'signup:%'");
    const form = parentForm();
    expect((await send('/v1/user/signup', form)).status).toBe(201);
    const [sent] = await t.outbox(`${form.country_code}${form.mobile}`);
    const right = sent?.code as string;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = await burst(61, (i) =>
      send('/v1/user/verify-mobile', {
        mobile: form.mobile,
        country_code: form.country_code,
        otp: i === 60 ? right : wrong,
        type: 'user',
      }),
    );
    const { rows } = await t.pool.query(
      `select o.attempts from otps o join accounts a on a.id = o.account_id where a.email = $1`,
      [form.email],
    );
    const attempts = rows[0]?.attempts as number;
    const successes = answers.filter((a) => a.status === 200).length;
    const wrongAnswers = answers.filter((a) => /not right/.test(a.body.message)).length;
    // Each comparison counts one try first; none happens once five are used.
    expect(attempts).toBeLessThanOrEqual(5);
    expect(wrongAnswers + successes).toBeLessThanOrEqual(5);
    if (successes === 0) {
      expect(attempts).toBe(5);
      expect(wrongAnswers).toBe(4);
      const late = await send('/v1/user/verify-mobile', {
        mobile: form.mobile,
        country_code: form.country_code,
        otp: right,
        type: 'user',
      });
      expect(late.status).toBe(400);
    }
  });
});

describe('login lockout keyed on the typed identifier (normalised) and the client', () => {
  async function account() {
    await t.pool.query("delete from rate_events where key like 'signup:%'");
    const phone = nextPhone();
    return signUpAndVerify(
      t,
      '/v1/user',
      parentForm({ ...phone, email: `lock.${phone.mobile}@Example.com`.toLowerCase() }),
    );
  }
  const login = (login_input: string, password: string) =>
    send('/v1/user/login', { login_input, password, type: 'user', device: 'web' });

  it('wrong passwords through every spelling of one identifier count together; the email and the number are counted apart', async () => {
    const { form } = await account();
    const national = form.mobile as string;
    // International spellings count as one (E.164), whatever the spaces and dashes.
    const international = [
      `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
      `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}.${national.slice(6)}`,
      `+1${national}`,
    ];
    for (let i = 0; i < 10; i += 1) {
      const spelling = international[i % international.length] as string;
      expect((await login(spelling, 'wrong-password-1')).status, spelling).toBe(401);
    }
    const locked = await login(`+1${national}`, form.password as string);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed attempts for this account/);
    // National spellings count as one too (the digits, leading zeros dropped).
    const nationals = [
      national,
      `0${national}`,
      `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
      ` ${national.slice(0, 3)}.${national.slice(3, 6)}.${national.slice(6)} `,
      `0 ${national.slice(0, 3)} ${national.slice(3)}`,
    ];
    for (let i = 0; i < 10; i += 1) {
      const spelling = nationals[i % nationals.length] as string;
      expect((await login(spelling, 'wrong-password-1')).status, spelling).toBe(401);
    }
    expect((await login(national, form.password as string)).status).toBe(429);
    // The email, in any case, is its own count: a locked number does not tell it has an account.
    const upper = (form.email as string).toUpperCase();
    for (let i = 0; i < 9; i += 1) await login(i % 2 ? upper : (form.email as string), 'nope-1234');
    expect((await login(upper, form.password as string)).status).toBe(200);
  });

  it('a burst of 40 wrong passwords gets exactly 10 password checks', async () => {
    const { form } = await account();
    const answers = await burst(40, () => login(form.email as string, 'wrong-password-2'));
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
  });

  it('a right password clears the failures before the limit', async () => {
    const { form } = await account();
    for (let i = 0; i < 9; i += 1) await login(form.email as string, 'wrong-password-3');
    expect((await login(form.email as string, form.password as string)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await login(form.mobile as string, 'wrong-password-3')).status).toBe(401);
    }
  });
});
