import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndVerify, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ENDED = 'Your session has ended. Please log in again.';

const refresh = (refresh_token: string) =>
  t.call('POST', '/v1/user/refresh-token', { refresh_token });
const profile = (token: string) => t.call('GET', '/v1/user', undefined, bearer(token));

/** Ages every rotation of the database past the reuse grace (30 s). */
const ageRotations = (seconds = 31) =>
  t.pool.query(
    `update refresh_tokens set revoked_at = revoked_at - make_interval(secs => $1)
      where replaced_by is not null`,
    [seconds],
  );

async function resetLink(email: string): Promise<string> {
  const asked = await t.call('POST', '/v1/user/forgot-password-web', { email });
  expect(asked.status).toBe(200);
  const [mail] = await t.outbox(email);
  if (!mail?.code) throw new Error(`no reset email to ${email}`);
  return mail.code;
}

describe('refresh rotation with a grace (tabs that renew together stay logged in)', () => {
  it('answers two simultaneous refreshes of one token with the same successor, which keeps working', async () => {
    const session = await signUpAndVerify(t);
    const [a, b] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.results.refresh_token).toBe(b.body.results.refresh_token);
    expect(a.body.results.refresh_token).not.toBe(session.refresh_token);
    // Both tabs' access tokens work, and the shared successor renews again: nothing was revoked.
    expect((await profile(a.body.results.token)).status).toBe(200);
    expect((await profile(b.body.results.token)).status).toBe(200);
    const next = await refresh(a.body.results.refresh_token);
    expect(next.status).toBe(200);
    expect((await profile(next.body.results.token)).status).toBe(200);
    const { rows } = await t.pool.query(
      `select count(*)::int as live from refresh_tokens r join accounts a on a.id = r.account_id
        where a.email = $1 and r.revoked_at is null`,
      [session.form.email],
    );
    expect(rows[0].live).toBe(1);
  });

  it('within the grace, a late tab follows the chain to the live token', async () => {
    const session = await signUpAndVerify(t);
    const first = await refresh(session.refresh_token);
    const second = await refresh(first.body.results.refresh_token);
    expect(second.status).toBe(200);
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.results.refresh_token).toBe(second.body.results.refresh_token);
    expect((await refresh(second.body.results.refresh_token)).status).toBe(200);
  });

  it('reuse after the grace revokes the whole family', async () => {
    const session = await signUpAndVerify(t);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    await ageRotations();
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(ENDED);
    // The successor, which the thief might hold, is revoked too.
    const afterReplay = await refresh(first.body.results.refresh_token);
    expect(afterReplay.status).toBe(401);
  });

  it('the grace does not bring back a session that was logged out', async () => {
    const session = await signUpAndVerify(t);
    const first = await refresh(session.refresh_token);
    await t.call('POST', '/v1/user/logout', { refresh_token: first.body.results.refresh_token });
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(401);
  });
});

describe('access tokens (JWT) must carry exp and sub', () => {
  async function sign(claims: {
    sub?: string;
    exp?: boolean;
    sv?: number | null;
    fam?: string | null;
  }) {
    const jwt = new SignJWT({
      typ: 'user',
      ...(claims.sv === null ? {} : { sv: claims.sv ?? 0 }),
      ...(claims.fam ? { fam: claims.fam } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ftc-reference-api')
      .setIssuedAt();
    if (claims.sub) jwt.setSubject(claims.sub);
    if (claims.exp !== false) jwt.setExpirationTime('5m');
    return jwt.sign(new TextEncoder().encode(t.app.ctx.secret));
  }

  it('accepts a well-formed token, refuses one without exp, sub, session version or login', async () => {
    const session = await signUpAndVerify(t);
    const sub = String(session.user.id);
    const { rows } = await t.pool.query('select family from refresh_tokens where account_id = $1', [
      sub,
    ]);
    const fam = rows[0].family as string;
    expect((await profile(await sign({ sub, fam }))).status).toBe(200);
    const noExp = await profile(await sign({ sub, fam, exp: false }));
    expect(noExp.status).toBe(401);
    expect(noExp.body.message).toBe('Your session is not valid. Please log in again.');
    expect((await profile(await sign({ fam }))).status).toBe(401);
    expect((await profile(await sign({ sub, fam, sv: null }))).status).toBe(401);
    expect((await profile(await sign({ sub }))).status).toBe(401);
    // A login that does not exist (or ended) is refused too.
    expect(
      (await profile(await sign({ sub, fam: '00000000-0000-4000-8000-000000000000' }))).status,
    ).toBe(401);
  });
});

describe('password changes and resets end every session at once', () => {
  it('a logged-in password change: old access tokens stop working now, the caller gets a new session', async () => {
    const session = await signUpAndVerify(t);
    const otherDevice = await t.call('POST', '/v1/user/login', {
      login_input: session.form.email,
      password: session.form.password,
    });
    expect(otherDevice.status).toBe(200);
    expect((await profile(otherDevice.body.results.token)).status).toBe(200);

    const changed = await t.call(
      'POST',
      '/v1/user/reset-password',
      { current_password: session.form.password, password: 'brandnew77' },
      bearer(session.token),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.results).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
    });

    for (const token of [session.token, otherDevice.body.results.token]) {
      const answer = await profile(token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ENDED);
    }
    for (const token of [session.refresh_token, otherDevice.body.results.refresh_token]) {
      expect((await refresh(token)).status).toBe(401);
    }
    // The caller's new session is the one left.
    expect((await profile(changed.body.results.token)).status).toBe(200);
    const renewed = await refresh(changed.body.results.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.results.token)).status).toBe(200);
  });

  it('a reset by the emailed link: the access token stops working now', async () => {
    const session = await signUpAndVerify(t);
    expect((await profile(session.token)).status).toBe(200);
    const token = await resetLink(session.form.email);
    const reset = await t.call('POST', '/v1/user/reset-password-web', {
      token,
      password: 'newpassword9',
    });
    expect(reset.status).toBe(200);
    const answer = await profile(session.token);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(ENDED);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('a refresh token from before a password change does not renew, even if it escaped revocation', async () => {
    const session = await signUpAndVerify(t);
    // A login racing the change: its token is stored, not revoked, but of the old version.
    await t.pool.query(
      'update accounts set session_version = session_version + 1 where email = $1',
      [session.form.email],
    );
    const answer = await refresh(session.refresh_token);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(ENDED);
  });

  it('using one reset link voids the others', async () => {
    const session = await signUpAndVerify(t);
    const first = await resetLink(session.form.email);
    const second = await resetLink(session.form.email);
    expect(second).not.toBe(first);
    const used = await t.call('POST', '/v1/user/reset-password-web', {
      token: second,
      password: 'newpassword9',
    });
    expect(used.status).toBe(200);
    const other = await t.call('POST', '/v1/user/reset-password-web', {
      token: first,
      password: 'attacker99x',
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      'This link no longer works: the password was changed since it was sent. Request a new one if you need to.',
    );
    const login = await t.call('POST', '/v1/user/login', {
      login_input: session.form.email,
      password: 'newpassword9',
    });
    expect(login.status).toBe(200);
  });

  it('a logged-in password change voids outstanding reset links', async () => {
    const session = await signUpAndVerify(t);
    const link = await resetLink(session.form.email);
    const changed = await t.call(
      'POST',
      '/v1/user/reset-password',
      { current_password: session.form.password, password: 'brandnew77' },
      bearer(session.token),
    );
    expect(changed.status).toBe(200);
    const late = await t.call('POST', '/v1/user/reset-password-web', {
      token: link,
      password: 'attacker99x',
    });
    expect(late.status).toBe(400);
  });
});
