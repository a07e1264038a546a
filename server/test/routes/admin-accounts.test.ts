import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAccountDetail, AdminAccountPage } from '../../../src/contract/admin-accounts';
import { ADMIN_PATHS, ROUTES } from '../../../src/contract/endpoints';
import { createTestApp, latestCode, parentForm, type TestApp } from '../harness';
import { openStream, type SseClient } from '../support/sse-client';
import { admin, bearer, caregiver, givePlan, parent, staff, upload } from './market-people';

// Interface §10, the accounts desk: search, an account's picture, suspensions (sessions and
// streams end on every instance, login 403 in the member's language, the email, a timed one
// lifting itself on a tick) and lifting them. Two instances on one database: A answers the
// calls, B serves the suspended member's stream.

let a: TestApp;
let b: TestApp;
let urlB: string;
const open: SseClient[] = [];
let mod: Awaited<ReturnType<typeof staff>>;
let boss: { token: string; user: { id: number } };

beforeAll(async () => {
  a = await createTestApp({ STREAM_RETRY_MS: '500' });
  b = await createTestApp({ STREAM_RETRY_MS: '500' }, { databaseUrl: a.databaseUrl });
  urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  mod = await staff(a, 'moderator', 'Mona Moderator');
  boss = await admin(a);
});

afterAll(async () => {
  for (const client of open) client.close();
  await b?.app.close();
  await a?.close();
});

const REASON = 'Asked families for payment before meeting.';
const asMod = () => bearer(mod.token);
const suspend = (id: number | string, body: unknown, headers: Record<string, string> = asMod()) =>
  a.call('POST', ADMIN_PATHS.suspend(id), body, headers);
const unsuspend = (id: number | string, body: unknown, headers: Record<string, string> = asMod()) =>
  a.call('POST', ADMIN_PATHS.unsuspend(id), body, headers);
const search = (query: string, headers: Record<string, string> = asMod()) =>
  a.call('GET', `${ADMIN_PATHS.accounts}?${query}`, undefined, headers);
const login = (form: { email: string; password: string }, headers: Record<string, string> = {}) =>
  a.call(
    'POST',
    '/v1/user/login',
    { login_input: form.email, password: form.password, device: 'web' },
    headers,
  );
const tick = (now: Date) => a.call('POST', ROUTES.devTick, { now: now.toISOString() });

describe('GET /v1/admin/accounts', () => {
  it('finds by part of the name or email (any case) or the digits of the mobile', async () => {
    const zoe = await parent(a, 'Zoe Quixotic');
    const byName = await search('q=QUIXOT');
    expect(byName.status).toBe(200);
    const page = AdminAccountPage.parse(byName.body.results);
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 25 });
    expect(byName.body.message).toBe('Accounts found: 1.');
    const spanish = await search('q=QUIXOT', { ...asMod(), 'accept-language': 'es' });
    expect(spanish.body.message).toBe('Cuentas encontradas: 1.');
    expect(page.items[0]).toEqual({
      id: zoe.user.id,
      type: 'user',
      full_name: 'Zoe Quixotic',
      email: zoe.form.email,
      mobile: `${zoe.form.country_code}${zoe.form.mobile}`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      status: 'active',
      plan_name: null,
      open_reports: 0,
    });
    const byEmail = await search(`q=${encodeURIComponent(zoe.form.email.toUpperCase())}`);
    expect(byEmail.body.results.items.map((item: { id: number }) => item.id)).toEqual([
      zoe.user.id,
    ]);
    const m = zoe.form.mobile;
    const typed = `(${m.slice(0, 3)}) ${m.slice(3, 6)}-${m.slice(6)}`;
    const byMobile = await search(`q=${encodeURIComponent(typed)}`);
    expect(byMobile.body.results.items.map((item: { id: number }) => item.id)).toEqual([
      zoe.user.id,
    ]);
    const none = await search('q=nobody-has-this-name');
    expect(none.body).toMatchObject({
      success: true,
      message: 'No account matches. Try part of the name, the email or the mobile.',
      results: { items: [], total: 0 },
    });
  });

  it('filters by type and status, 25 a page, newest first', async () => {
    // Rows, not sign-ups: only the list is under test here.
    await a.pool.query(
      `insert into accounts (type, full_name, email, country_code, mobile, password_hash, created_at)
       select 'user', 'Pagey Person' || i, 'pagey' || i || '@example.com', '+1', '30255501' || lpad(i::text, 2, '0'),
              'x', now() - make_interval(mins => 100 - i)
         from generate_series(0, 25) as i`,
    );
    const first = await search('q=pagey&type=user&status=active');
    expect(first.body.results.total).toBe(26);
    expect(first.body.results.items).toHaveLength(25);
    expect(first.body.results.items[0].full_name).toBe('Pagey Person25');
    const second = await search('q=pagey&page=2');
    expect(second.body.results).toMatchObject({ page: 2, total: 26 });
    expect(second.body.results.items.map((item: { full_name: string }) => item.full_name)).toEqual([
      'Pagey Person0',
    ]);
    expect((await search('q=pagey&type=service_provider')).body.results.total).toBe(0);
    const gone = await parent(a, 'Gone Pagey');
    await a.pool.query('update accounts set deleted_at = now() where id = $1', [gone.user.id]);
    const deleted = await search('q=pagey&status=deleted');
    expect(deleted.body.results.items.map((item: { id: number }) => item.id)).toEqual([
      gone.user.id,
    ]);
    expect(deleted.body.results.items[0].status).toBe('deleted');
  });

  it('refuses bad input naming the field, members 403, no session 401', async () => {
    for (const [query, field] of [
      ['type=robot', 'type'],
      ['status=sleeping', 'status'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const answer = await search(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.results.errors[0].field).toBe(field);
      expect(answer.body.message).toContain(field);
    }
    const ana = await parent(a);
    const member = await search('q=a', bearer(ana.token));
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('This is for FTC staff only.');
    expect((await search('q=a', {})).status).toBe(401);
  });
});

describe('GET /v1/admin/accounts/{id}', () => {
  it('shows the plan, orders, documents, reports made and received, and the audit trail', async () => {
    const bea = await caregiver(a, { firstName: 'Detailia' });
    await givePlan(a, bea.user.id, 'service_provider');
    const documentId = await upload(a, bea.token);
    const ana = await parent(a, 'Ana Reporter');
    const { rows } = await a.pool.query<{ id: string }>(
      `insert into reports (source, reporter_account_id, target_kind, target_id, reason, details)
       values ('member', $1, 'caregiver', $2, 'scam', 'Asked for a deposit by wire') returning id`,
      [ana.user.id, bea.profileId],
    );
    const reportId = Number(rows[0]?.id);
    const listed = await search(`q=${encodeURIComponent(bea.form.email)}`);
    expect(listed.body.results.items[0]).toMatchObject({
      type: 'service_provider',
      open_reports: 1,
      plan_name: expect.any(String),
    });
    expect((await suspend(bea.user.id, { reason: REASON })).status).toBe(200);
    const answer = await a.call('GET', ADMIN_PATHS.account(bea.user.id), undefined, asMod());
    expect(answer.status).toBe(200);
    const detail = AdminAccountDetail.parse(answer.body.results);
    expect(detail).toMatchObject({
      id: bea.user.id,
      status: 'suspended',
      staff_role: null,
      suspended_until: null,
      suspension_reason: REASON,
      documents: [{ id: documentId, kind: 'identity', status: 'pending' }],
      reports_made: [],
      reports_received: [
        { id: reportId, target: { kind: 'caregiver', id: bea.profileId }, reason: 'scam' },
      ],
      audit: [
        {
          action: 'account.suspend',
          actor: { id: mod.user.id, email: mod.form.email },
          target: { kind: 'account', id: String(bea.user.id) },
          reason: REASON,
        },
      ],
    });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ status: 'paid', refunded_amount: 0 });
    const reporter = await a.call('GET', ADMIN_PATHS.account(ana.user.id), undefined, asMod());
    expect(reporter.body.results.reports_made).toMatchObject([{ id: reportId, status: 'open' }]);
  });

  it('an unknown id is 404 with a message; a member 403', async () => {
    for (const id of ['999999999', 'abc']) {
      const answer = await a.call('GET', ADMIN_PATHS.account(id), undefined, asMod());
      expect(answer.status, id).toBe(404);
      expect(answer.body.message).toMatch(/could not find this account/);
    }
    const ana = await parent(a);
    expect(
      (await a.call('GET', ADMIN_PATHS.account(ana.user.id), undefined, bearer(ana.token))).status,
    ).toBe(403);
  });
});

describe('suspending', () => {
  it('ends every session and stream at once, login and refresh answer 403, the member is emailed', async () => {
    const ana = await parent(a, 'Ana Suspended');
    const stream = await openStream(open, urlB, { token: ana.token });
    await stream.waitUntil(() => stream.comments.includes('connected'));
    const answer = await suspend(ana.user.id, { reason: REASON });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'The account is suspended: its sessions ended and the member is emailed.',
    );
    await stream.ended;
    expect((await b.call('GET', '/v1/user', undefined, bearer(ana.token))).status).toBe(401);
    const refresh = await a.call('POST', '/v1/user/refresh-token', {
      refresh_token: ana.refresh_token,
    });
    expect(refresh.status).toBe(403);
    expect(refresh.body.message).toMatch(/^Your account is suspended\./);
    const english = await login(ana.form);
    expect(english.status).toBe(403);
    expect(english.body).toEqual({
      success: false,
      message:
        'Your account is suspended. If you think this is a mistake, contact FTC support through the contact page.',
    });
    const spanish = await login(ana.form, { 'accept-language': 'es-US,es;q=0.9' });
    expect(spanish.status).toBe(403);
    expect(spanish.body.message).toBe(
      'Tu cuenta está suspendida. Si crees que es un error, comunícate con el soporte de FTC desde la página de contacto.',
    );
    // A request naming no language gets the member's own (the one kept on the account).
    await a.pool.query("update accounts set language = 'es' where id = $1", [ana.user.id]);
    expect((await login(ana.form)).body.message).toBe(spanish.body.message);
    await a.pool.query("update accounts set language = 'en' where id = $1", [ana.user.id]);
    // A wrong password says nothing of the suspension.
    expect((await login({ ...ana.form, password: 'wrong-pass-1' })).status).toBe(401);
    const [mail] = await a.outbox(ana.form.email);
    expect(mail?.subject).toBe('Your FTC account is suspended');
    expect(mail?.body).toContain(`Reason: ${REASON}`);
    expect(mail?.body).toContain('http://ftc.test/contact-us');
    const again = await suspend(ana.user.id, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already suspended/);
  });

  it('the OTP login of a suspended account answers 403 too', async () => {
    const form = parentForm({ full_name: 'Otto Unverified' });
    expect((await a.call('POST', '/v1/user/signup', form)).status).toBe(201);
    const { rows } = await a.pool.query<{ id: string }>(
      "select id from accounts where email = $1 and type = 'user'",
      [form.email],
    );
    expect((await suspend(rows[0]?.id as string, { reason: REASON })).status).toBe(200);
    const code = await latestCode(a, `${form.country_code}${form.mobile}`);
    const verify = await a.call('POST', '/v1/user/verify-mobile', {
      country_code: form.country_code,
      mobile: form.mobile,
      otp: code,
      type: 'user',
    });
    expect(verify.status).toBe(403);
    expect(verify.body.message).toMatch(/^Your account is suspended\./);
    expect(verify.body.results?.token).toBeUndefined();
  });

  it('a password reset does not lift it', async () => {
    const ana = await parent(a);
    expect((await suspend(ana.user.id, { reason: REASON })).status).toBe(200);
    await a.call('POST', '/v1/user/forgot-password-web', { email: ana.form.email });
    const link = (await a.outbox(ana.form.email)).find((mail) => mail.code);
    const reset = await a.call('POST', '/v1/user/reset-password-web', {
      token: link?.code,
      password: 'brand-new-pass9',
    });
    expect(reset.status).toBe(200);
    const answer = await login({ email: ana.form.email, password: 'brand-new-pass9' });
    expect(answer.status).toBe(403);
  });

  it('with until: emailed in the member’s language, login says until when, a tick past it lifts it', async () => {
    const ana = await parent(a, 'Ana Timed');
    await a.pool.query("update accounts set language = 'es' where id = $1", [ana.user.id]);
    const until = new Date(Date.now() + 2 * 3600_000);
    until.setUTCSeconds(0, 0);
    const answer = await suspend(ana.user.id, { reason: REASON, until: until.toISOString() });
    expect(answer.status).toBe(200);
    const shown = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const refused = await login(ana.form, { 'accept-language': 'en-US' });
    expect(refused.body.message).toBe(
      `Your account is suspended until ${shown}. If you think this is a mistake, contact FTC support through the contact page.`,
    );
    const [mail] = await a.outbox(ana.form.email);
    expect(mail?.subject).toBe('Tu cuenta de FTC está suspendida');
    expect(mail?.body).toContain(`hasta el ${shown}`);
    expect(mail?.body).toContain(`Motivo: ${REASON}`);
    const ticked = await tick(new Date(until.getTime() + 60_000));
    expect(ticked.status).toBe(200);
    const job = ticked.body.results.jobs.find(
      (each: { name: string }) => each.name === 'suspension-lift',
    );
    expect(job.did.lifted).toBeGreaterThanOrEqual(1);
    expect((await login(ana.form)).status).toBe(200);
    const [lifted] = await a.outbox(ana.form.email);
    expect(lifted?.subject).toBe('Tu cuenta de FTC está activa de nuevo');
    // The clock moved past the staff's access tokens: they log in again.
    mod = { ...mod, token: (await login(mod.form)).body.results.token };
    boss = await admin(a);
  });

  it('refuses bad input naming the field, and whom nobody may suspend', async () => {
    const ana = await parent(a);
    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: 'too short' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: REASON, until: 'tomorrow' }, 'until'],
      [{ reason: REASON, until: '2001-01-01T00:00:00Z' }, 'until'],
    ] as const) {
      const answer = await suspend(ana.user.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.results.errors[0].field).toBe(field);
      expect(answer.body.message).toContain(field);
    }
    const unknown = await suspend(999_999_999, { reason: REASON });
    expect(unknown.status).toBe(404);
    const self = await suspend(mod.user.id, { reason: REASON });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot suspend or reinstate your own account.');
    const anAdmin = await staff(a, 'admin', 'Adam Admin');
    const overRank = await suspend(anAdmin.user.id, { reason: REASON });
    expect(overRank.status).toBe(403);
    expect(overRank.body.message).toMatch(/moderator cannot suspend/);
    const theAdmin = await suspend(boss.user.id, { reason: REASON }, bearer(anAdmin.token));
    expect(theAdmin.status).toBe(403);
    expect(theAdmin.body.message).toMatch(/ADMIN_EMAIL/);
    const member = await suspend(ana.user.id, { reason: REASON }, bearer(ana.token));
    expect(member.status).toBe(403);
    expect((await suspend(ana.user.id, { reason: REASON }, {})).status).toBe(401);
    // None of these suspended anyone or wrote to the log.
    const { rows } = await a.pool.query(
      `select count(*)::int as n from accounts where id = any($1) and suspended_at is not null`,
      [[ana.user.id, mod.user.id, anAdmin.user.id, boss.user.id]],
    );
    expect(rows[0].n).toBe(0);
    // An admin may suspend another admin (not the ADMIN_EMAIL one).
    expect((await suspend(anAdmin.user.id, { reason: REASON }, bearer(boss.token))).status).toBe(
      200,
    );
  });
});

describe('lifting a suspension', () => {
  it('needs a reason; the member logs in again and is emailed; the log keeps both', async () => {
    const ana = await parent(a, 'Ana Lifted');
    const notYet = await unsuspend(ana.user.id, { reason: REASON });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toMatch(/not suspended/);
    expect((await suspend(ana.user.id, { reason: REASON })).status).toBe(200);
    const missing = await unsuspend(ana.user.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.results.errors[0].field).toBe('reason');
    expect((await unsuspend(999_999_999, { reason: REASON })).status).toBe(404);
    const lifting = 'The member showed the payment was a refund.';
    const answer = await unsuspend(ana.user.id, { reason: lifting });
    expect(answer.status).toBe(200);
    expect((await login(ana.form)).status).toBe(200);
    const [mail] = await a.outbox(ana.form.email);
    expect(mail?.subject).toBe('Your FTC account is active again');
    const { rows } = await a.pool.query(
      `select action, reason from audit_log where target_kind = 'account' and target_id = $1
        order by id`,
      [String(ana.user.id)],
    );
    expect(rows).toEqual([
      { action: 'account.suspend', reason: REASON },
      { action: 'account.unsuspend', reason: lifting },
    ]);
  });
});
