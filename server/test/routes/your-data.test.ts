import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, JOB_PATHS } from '../../../src/contract/endpoints';
import { ExportReady, ExportStarted } from '../../../src/contract/your-data';
import { EXPORT_SECTIONS } from '../../services/your-data';
import { createTestApp, parentForm, signUpAndVerify, type TestApp } from '../harness';
import { bearer, caregiver, givePlan, isoDay, upload } from './market-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_REVIEWS_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
/** What the tick's `account-erasure` job did. */
const erasureDid = (answer: { body: { results?: any } }) =>
  answer.body.results.jobs.find((job: { name: string }) => job.name === 'account-erasure')?.did;
const tick = (now: number) => t.call('POST', '/dev/tick', { now: new Date(now).toISOString() });

/**
 * Every table that holds a member's data, and the export section(s) it goes to. Kept here, not
 * read from the service: a table added to the schema that references an account fails the
 * coverage test until it is listed here AND exported.
 */
const TABLES_OF_A_MEMBER: Record<string, string[]> = {
  accounts: ['account'],
  caregiver_profiles: ['profile'],
  caregiver_badges: ['badges'],
  documents: ['documents', 'documents_reviewed'],
  jobs: ['jobs'],
  applications: ['applications'],
  conversations: ['conversations'],
  messages: ['messages'],
  reviews: ['reviews_written', 'reviews_received'],
  favourites: ['favourites'],
  hires: ['hires'],
  bookings: ['bookings'],
  calendar_links: ['calendar_link'],
  orders: ['orders'],
  refunds: ['refunds'],
  subscriptions: ['subscription'],
  payment_methods: ['payment_methods'],
  newsletter_subscribers: ['consents'],
  refresh_tokens: ['sessions'],
  otps: ['codes'],
  password_resets: ['password_resets'],
  stream_tickets: ['stream_tickets'],
  stream_presence: ['stream_presence'],
  reports: ['reports'],
  account_exports: ['exports'],
  // The other parts of issue 22 (their migrations join on merge).
  logins: ['logins'],
  notification_settings: ['notification_settings'],
  account_changes: ['account_changes'],
};

/** Tables that reference an account, directly or through another such table (foreign keys). */
async function tablesReferencingAccounts(): Promise<string[]> {
  const { rows } = await t.pool.query<{ name: string }>(
    `with recursive r(tbl) as (
       select 'accounts'::regclass
       union
       select c.conrelid::regclass from pg_constraint c join r on c.confrelid = r.tbl
        where c.contype = 'f')
     select tbl::text as name from r order by 1`,
  );
  return rows.map((row) => row.name);
}

/** The tables and text/json columns where `needle` appears (case-insensitive), in schema public. */
async function whereFound(needle: string): Promise<string[]> {
  const { rows: columns } = await t.pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables tb
         on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'tsvector'))`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where strpos(lower("${column_name}"::text), lower($1)) > 0`,
      [needle],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

let people = 0;
/** A parent with a plan, a job, a favourite, a review, a conversation, a report: every section. */
async function busyParent() {
  people += 1;
  const form = parentForm({ full_name: `Zelda${people} Quimbyson` });
  const ana = await signUpAndVerify(t, '/v1/user', form);
  const bea = await caregiver(t);
  await givePlan(t, ana.user.id, 'user');
  await t.pool.query(
    'update subscriptions set auto_renew = true, cancel_at = null where account_id = $1',
    [ana.user.id],
  );
  const job = await t.call(
    'POST',
    JOB_PATHS.own,
    {
      title: 'After-school sitter for two',
      description: 'Pick up from school, homework, snacks.',
      zip: '78701',
      services: ['after_school', 'babysitting'],
      age_groups: ['school_age'],
      schedule: 'Mon–Fri 3–6 pm',
      hourly_rate_max: 2500,
      starts_on: isoDay(7),
    },
    bearer(ana.token),
  );
  expect(job.status, job.body.message).toBe(201);
  await t.pool.query('insert into favourites (parent_account_id, profile_id) values ($1, $2)', [
    ana.user.id,
    bea.profileId,
  ]);
  await t.pool.query('insert into hires (parent_account_id, profile_id) values ($1, $2)', [
    ana.user.id,
    bea.profileId,
  ]);
  await t.pool.query(
    `insert into reviews (profile_id, parent_account_id, rating, body)
     values ($1, $2, 5, 'Wonderful with our kids, always on time.')`,
    [bea.profileId, ana.user.id],
  );
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into conversations (parent_account_id, profile_id, started_by)
     values ($1, $2, 'parent') returning id`,
    [ana.user.id, bea.profileId],
  );
  const conversationId = rows[0]?.id;
  await t.pool.query(
    `insert into messages (conversation_id, sender, body)
     values ($1, 'parent', 'Are you free on Friday?'), ($1, 'caregiver', 'Yes, from 3 pm.')`,
    [conversationId],
  );
  await t.pool.query(
    `insert into reports (source, reporter_account_id, target_kind, target_id, reason, details)
     values ('member', $2, 'conversation', $1, 'other', 'Just testing the report')`,
    [conversationId, ana.user.id],
  );
  return { ana, bea, form, jobId: job.body.results.id as number, conversationId };
}

async function startExport(token: string, prefix: 'user' | 'service_provider' = 'user') {
  return t.call('POST', ACCOUNT_PATHS.export(prefix), undefined, bearer(token));
}

async function deleteAccount(token: string, password: string, type: 'user' | 'service_provider') {
  return t.call('POST', ACCOUNT_PATHS.delete(type), { password }, bearer(token));
}

/** The restore token of the newest deletion email to `email`. */
async function restoreToken(email: string): Promise<string> {
  const mails = await t.outbox(email);
  const mail = mails.find((m) => /deleted/.test(m.subject ?? ''));
  const token = mail?.body.match(/restore\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no deletion email to ${email}`);
  return token;
}

const login = (form: { email: string; password: string }, prefix = '/v1/user') =>
  t.call('POST', `${prefix}/login`, {
    email: form.email,
    login_input: form.email,
    password: form.password,
    type: prefix === '/v1/user' ? 'user' : 'service_provider',
    device: 'web',
  });

describe('export (interface §9 "Your data")', () => {
  it('every table holding a member data is in the test list and the export has its section', async () => {
    const referencing = await tablesReferencingAccounts();
    const missing = referencing.filter((table) => !(table in TABLES_OF_A_MEMBER));
    expect(missing, 'tables referencing accounts without an export entry').toEqual([]);
    const exported = new Set(
      EXPORT_SECTIONS.map((section) => `${section.table}:${section.section}`),
    );
    for (const [table, sections] of Object.entries(TABLES_OF_A_MEMBER))
      for (const section of sections) expect(exported, table).toContain(`${table}:${section}`);
  });

  it('prepares one JSON document in the background, emails its link, and holds every section', async () => {
    const { ana, form } = await busyParent();
    const started = await startExport(ana.token);
    expect(started.status, started.body.message).toBe(201);
    const { id, status } = ExportStarted.parse(started.body.results);
    expect(status).toBe('preparing');
    const [mail] = (await t.outbox(form.email)).filter(
      (m) => m.subject === 'Your FTC data is ready',
    );
    expect(mail?.body).toContain(`http://ftc.test/v1/user/account/export/${id}`);
    const answer = await t.call(
      'GET',
      ACCOUNT_PATHS.exportOne('user', id),
      undefined,
      bearer(ana.token),
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const ready = ExportReady.parse(answer.body.results);
    const doc = ready.document as Record<string, any>;
    expect(doc.account.email).toBe(form.email);
    expect(doc.account.full_name).toBe(form.full_name);
    expect(doc.account).not.toHaveProperty('password_hash');
    for (const section of [
      'jobs',
      'conversations',
      'messages',
      'reviews_written',
      'favourites',
      'hires',
      'orders',
      'subscription',
      'sessions',
      'reports',
      'codes',
      'exports',
    ]) {
      expect(doc[section], section).not.toHaveLength(0);
    }
    expect(doc.messages.map((m: { body: string }) => m.body)).toContain('Are you free on Friday?');
    expect(JSON.stringify(doc)).not.toMatch(/token_hash|code_hash|password_hash/);
  });

  it("a caregiver's export has the profile, documents (metadata) and reviews received", async () => {
    const { bea } = await busyParent();
    await upload(t, bea.token);
    const started = await startExport(bea.token, 'service_provider');
    expect(started.status).toBe(201);
    await t.outbox();
    const answer = await t.call(
      'GET',
      ACCOUNT_PATHS.exportOne('service_provider', started.body.results.id),
      undefined,
      bearer(bea.token),
    );
    const doc = answer.body.results.document;
    expect(doc.profile[0].first_name).toBe(bea.firstName);
    // The search's derived columns are not the member's data.
    for (const derived of ['search_text', 'search_words', 'earth', 'cell', 'services_mask']) {
      expect(doc.profile[0]).not.toHaveProperty(derived);
    }
    expect(doc.documents[0].original_name).toBe('my id.png');
    expect(doc.documents[0]).not.toHaveProperty('storage_key');
    expect(doc.reviews_received).toHaveLength(1);
    expect(doc.conversations).toHaveLength(1);
  });

  it("another member's export, or an unknown id, is 404", async () => {
    const { ana } = await busyParent();
    const other = await signUpAndVerify(t);
    const started = await startExport(ana.token);
    const theirs = await t.call(
      'GET',
      ACCOUNT_PATHS.exportOne('user', started.body.results.id),
      undefined,
      bearer(other.token),
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('This export does not exist or has expired.');
    expect(
      (await t.call('GET', ACCOUNT_PATHS.exportOne('user', 'nope'), undefined, bearer(ana.token)))
        .status,
    ).toBe(404);
    expect((await t.call('GET', ACCOUNT_PATHS.exportOne('user', 'nope'))).status).toBe(401);
  });

  it('at most 3 exports a day per member, exactly, under a burst', async () => {
    const ana = await signUpAndVerify(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => startExport(ana.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(
      'You can ask for your data 3 times a day. Try again tomorrow.',
    );
    await t.outbox();
  });
});

describe('deletion and restore', () => {
  it('a wrong password is 400 naming password and counts toward the login lockout', async () => {
    const ana = await signUpAndVerify(t);
    const missing = await t.call('POST', ACCOUNT_PATHS.delete('user'), {}, bearer(ana.token));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/password/);
    const wrong = await deleteAccount(ana.token, 'not-my-password', 'user');
    expect(wrong.status).toBe(400);
    expect(wrong.body.results?.errors?.[0]?.field).toBe('password');
    expect(wrong.body.message).toBe('That password is not right.');
    // The rest of the login's allowance goes on wrong passwords here: then the login is locked.
    const { loginFailures } = t.app.ctx.config.limits;
    for (let i = 1; i < loginFailures; i++) {
      expect((await deleteAccount(ana.token, `wrong-${i}`, 'user')).status).toBe(400);
    }
    expect((await deleteAccount(ana.token, 'again-wrong', 'user')).status).toBe(429);
    expect((await login(ana.form)).status).toBe(429);
    // Nothing was deleted.
    const { rows } = await t.pool.query('select deleted_at from accounts where id = $1', [
      ana.user.id,
    ]);
    expect(rows[0]?.deleted_at).toBeNull();
  });

  it('takes the member off the market at once; the link restores it once', async () => {
    const { ana, bea, form, jobId } = await busyParent();
    const sitter = await caregiver(t);
    const seen = async () =>
      (
        await t.call(
          'GET',
          `${JOB_PATHS.search}?near=78701&page_size=50`,
          undefined,
          bearer(sitter.token),
        )
      ).body.results.items.map((job: { id: number }) => job.id);
    expect(await seen()).toContain(jobId);

    const deleted = await deleteAccount(ana.token, form.password, 'user');
    expect(deleted.status, deleted.body.message).toBe(200);
    expect(deleted.body.message).toBe(
      'Your account is deleted. We emailed you a link that undoes it within 14 days.',
    );
    // No login, and the session in hand is over.
    expect((await login(form)).status).toBe(401);
    expect((await t.call('GET', '/v1/user/billing', undefined, bearer(ana.token))).status).toBe(
      401,
    );
    expect(
      (await t.call('POST', '/v1/user/refresh-token', { refresh_token: ana.refresh_token })).status,
    ).toBeGreaterThanOrEqual(400);
    // Off the market, no renewal.
    expect(await seen()).not.toContain(jobId);
    const { rows } = await t.pool.query(
      'select auto_renew from subscriptions where account_id = $1',
      [ana.user.id],
    );
    expect(rows[0]?.auto_renew).toBe(false);

    // A forged token does nothing; the real one restores once.
    const forged = await t.call('POST', ACCOUNT_PATHS.restore, { token: 'forged-token-123' });
    expect(forged.status).toBe(400);
    expect(forged.body.results?.errors?.[0]?.field).toBe('token');
    const token = await restoreToken(form.email);
    const restored = await t.call('POST', ACCOUNT_PATHS.restore, { token });
    expect(restored.status, restored.body.message).toBe(200);
    expect((await t.call('POST', ACCOUNT_PATHS.restore, { token })).status).toBe(400);
    expect((await login(form)).status).toBe(200);
    expect(await seen()).toContain(jobId);
    const after = await t.pool.query('select auto_renew from subscriptions where account_id = $1', [
      ana.user.id,
    ]);
    expect(after.rows[0]?.auto_renew).toBe(true);
    void bea;
  });

  it("a deleted caregiver's profile leaves the search; restored, it is back", async () => {
    const bea = await caregiver(t);
    const ids = async () =>
      (await t.call('GET', '/v1/caregivers?near=78701&page_size=50')).body.results.items.map(
        (card: { id: number }) => card.id,
      );
    expect(await ids()).toContain(bea.profileId);
    expect((await deleteAccount(bea.token, bea.form.password, 'service_provider')).status).toBe(
      200,
    );
    expect(await ids()).not.toContain(bea.profileId);
    expect((await login(bea.form, '/v1/service-provider')).status).toBe(401);
    const restored = await t.call('POST', ACCOUNT_PATHS.restore, {
      token: await restoreToken(bea.form.email),
    });
    expect(restored.status).toBe(200);
    expect(await ids()).toContain(bea.profileId);
  });

  it('never answers 5xx to hostile bodies (property-based)', async () => {
    const ana = await signUpAndVerify(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.dictionary(fc.constantFrom('password', 'token'), fc.oneof(fc.string(), fc.anything())),
        ),
        async (body) => {
          for (const url of [ACCOUNT_PATHS.restore, ACCOUNT_PATHS.delete('user')]) {
            const answer = await t.app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': 'application/json', ...bearer(ana.token) },
              payload: JSON.stringify(body ?? null),
            });
            expect(answer.statusCode, `${url} ${answer.body}`).toBeLessThan(500);
            expect(answer.statusCode).not.toBe(200);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

// The clock moves forward from here on (POST /dev/tick): these run last, in this order.
describe('after 7 and 14 days, by the server clock', () => {
  it('an export expires after 7 days; a deletion is erased after 14, whatever held the data', async () => {
    const { ana, bea, form, conversationId } = await busyParent();
    // A caregiver with a document (its file in the store) who deletes too.
    const cy = await caregiver(t);
    const documentId = await upload(t, cy.token);
    const { rows: keys } = await t.pool.query<{ storage_key: string }>(
      'select storage_key from documents where id = $1',
      [documentId],
    );
    const key = keys[0]?.storage_key as string;
    expect(await t.app.ctx.files.get(key)).not.toBeNull();
    const started = await startExport(ana.token);
    await t.outbox();
    const exportId = started.body.results.id as string;

    expect((await deleteAccount(ana.token, form.password, 'user')).status).toBe(200);
    expect((await deleteAccount(cy.token, cy.form.password, 'service_provider')).status).toBe(200);
    await t.outbox();
    const cyRestore = await restoreToken(cy.form.email);
    const start = t.app.ctx.clock.nowMs();

    // 8 days on: the export is gone (the member restores and asks again).
    const week = await tick(start + 8 * DAY_MS);
    expect(erasureDid(week)).toEqual({ erased: 0, expired_exports: expect.any(Number) });
    expect(
      (await t.pool.query('select 1 from account_exports where id = $1', [exportId])).rowCount,
    ).toBe(0);
    const token = await restoreToken(form.email);
    expect((await t.call('POST', ACCOUNT_PATHS.restore, { token })).status).toBe(200);
    const relog = await login(form);
    expect(relog.status).toBe(200);
    const expired = await t.call(
      'GET',
      ACCOUNT_PATHS.exportOne('user', exportId),
      undefined,
      bearer(relog.body.results.token),
    );
    expect(expired.status).toBe(404);
    expect((await deleteAccount(relog.body.results.token, form.password, 'user')).status).toBe(200);
    await t.outbox();

    // The caregiver's 14 days are over: erased. The parent's (deleted again) are not yet.
    const first = await tick(start + 15 * DAY_MS);
    expect(erasureDid(first)).toEqual({ erased: 1, expired_exports: 0 });
    // Too late to undo: the link is refused.
    const late = await t.call('POST', ACCOUNT_PATHS.restore, { token: cyRestore });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This link is not valid or has expired.');
    expect(await t.app.ctx.files.get(key)).toBeNull();
    expect(await whereFound(cy.form.email)).toEqual([]);
    expect(await whereFound(cy.form.mobile)).toEqual([]);
    expect(await whereFound(cy.form.full_name)).toEqual([]);
    expect(await whereFound(form.email)).not.toEqual([]);

    // Then the parent's.
    await tick(start + 23 * DAY_MS);
    for (const needle of [form.email, form.mobile, form.full_name])
      expect(await whereFound(needle), needle).toEqual([]);

    // What the other side keeps: messages and reviews, signed "Former member"; orders' accounting.
    const beaLogin = await login(bea.form, '/v1/service-provider');
    expect(beaLogin.status).toBe(200);
    const beaToken = beaLogin.body.results.token as string;
    await givePlan(t, bea.user.id, 'service_provider');
    const list = await t.call('GET', '/v1/conversations', undefined, bearer(beaToken));
    expect(list.status, list.body.message).toBe(200);
    const mine = list.body.results.find((c: { id: number }) => c.id === Number(conversationId));
    expect(mine?.other.first_name).toBe('Former member');
    const thread = await t.call(
      'GET',
      `/v1/conversations/${conversationId}/messages`,
      undefined,
      bearer(beaToken),
    );
    expect(thread.status, thread.body.message).toBe(200);
    expect(JSON.stringify(thread.body.results)).toContain('Are you free on Friday?');
    const reviews = await t.call('GET', `/v1/caregivers/${bea.profileId}`);
    expect(reviews.status).toBe(200);
    expect(JSON.stringify(reviews.body.results)).toContain('"author_first_name":"Former member"');
    const { rows: orders } = await t.pool.query(
      'select id, amount, plan_id, created_at from orders where account_id = $1',
      [ana.user.id],
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]?.plan_id).toBeTruthy();

    // No login, no restore; the same email and number sign up again.
    expect((await login(form)).status).toBe(401);
    const again = await signUpAndVerify(t, '/v1/user', form);
    expect(again.user.email).toBe(form.email);
    const carerAgain = await signUpAndVerify(t, '/v1/service-provider', cy.form);
    expect(carerAgain.user.email).toBe(cy.form.email);
  });
});
