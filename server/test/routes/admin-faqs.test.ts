import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { heardEverything } from '../support/proof';
import { bearer, parent, staff } from './market-people';

// Interface §10, the FAQ desk (issue 23 item 6): admins add, edit, order and delete FAQs; the
// answer's HTML is cleaned on the server; the public lists change at once on every instance.

let a: TestApp;
let b: TestApp;
let adminToken: string;
let adminId: number;
let moderatorToken: string;
let memberToken: string;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { databaseUrl: a.databaseUrl });
  const boss = await staff(a, 'admin', 'Ada Admin');
  adminToken = boss.token;
  adminId = boss.user.id;
  moderatorToken = (await staff(a, 'moderator', 'Moe Moderator')).token;
  memberToken = (await parent(a, 'Mia Member')).token;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const asAdmin = () => bearer(adminToken);
const create = (body: unknown, t = a) => t.call('POST', ADMIN_PATHS.faqs, body, asAdmin());
const update = (id: number | string, body: unknown) =>
  a.call('PUT', ADMIN_PATHS.faq(id), body, asAdmin());
const remove = (id: number | string, body?: unknown) =>
  a.call('DELETE', ADMIN_PATHS.faq(id), body, asAdmin());
const faq = (overrides: Record<string, unknown> = {}) => ({
  audience: 'service-providers',
  question: 'How do I get paid?',
  answer: '<p>Families pay you directly.</p>',
  position: 0,
  ...overrides,
});
const publicList = async (
  t: TestApp,
  audience: 'users' | 'service-providers' = 'service-providers',
) => {
  const answer = await t.call('GET', PATHS.content.faqs(audience));
  expect(answer.status).toBe(200);
  return answer.body.results as { id: number; question: string; answer: string }[];
};
const auditOf = async (id: number) =>
  (
    await a.pool.query<{
      action: string;
      actor_account_id: string;
      reason: string | null;
      target_kind: string;
    }>(
      "select action, actor_account_id, reason, target_kind from audit_log where target_kind = 'faq' and target_id = $1 order by id",
      [String(id)],
    )
  ).rows;
const adminList = async (audience: string) =>
  (
    (await a.call('GET', ADMIN_PATHS.faqs, undefined, asAdmin())).body.results as {
      id: number;
      audience: string;
      question: string;
      position: number;
    }[]
  ).filter((row) => row.audience === audience);

describe('who may use the FAQ desk', () => {
  const calls = [
    ['GET', ADMIN_PATHS.faqs, undefined],
    ['POST', ADMIN_PATHS.faqs, faq()],
    ['PUT', ADMIN_PATHS.faq(1), faq()],
    ['DELETE', ADMIN_PATHS.faq(1), undefined],
  ] as const;

  it.each(calls)(
    '%s %s: no session 401, a member 403, a moderator 403',
    async (method, url, body) => {
      expect((await a.call(method, url, body)).status).toBe(401);
      const member = await a.call(method, url, body, bearer(memberToken));
      expect(member.status).toBe(403);
      const moderator = await a.call(method, url, body, bearer(moderatorToken));
      expect(moderator.status).toBe(403);
      expect(moderator.body.message).toBe(
        'Only an administrator may do this. Ask an administrator of FTC.',
      );
    },
  );
});

describe('the public lists kept in memory (issue 27)', () => {
  // The content API serves each language's list from the instance's memory, as bytes with an
  // ETag: an admin's change through the API replaces the English one on both instances, and the
  // Spanish one (which the desk does not edit) stays Spanish and the same.
  const raw = (t: TestApp, language: 'en' | 'es', etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: PATHS.content.faqs('users'),
      headers: { 'accept-language': language, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  it("an admin's edit reaches both instances' English list at once; the Spanish list stays Spanish", async () => {
    const before: Record<string, { etag: string; body: string }> = {};
    for (const t of [a, b])
      for (const language of ['en', 'es'] as const) {
        const answer = await raw(t, language);
        expect(answer.statusCode).toBe(200);
        before[language] = { etag: String(answer.headers.etag), body: answer.body };
      }
    const english = JSON.parse(before.en?.body ?? '{}');
    const spanish = JSON.parse(before.es?.body ?? '{}');
    expect(english.message).toBe('FAQs loaded.');
    expect(spanish.message).not.toBe(english.message);
    expect(spanish.results[0].question).not.toBe(english.results[0].question);
    expect(a.app.ctx.contentCache.size).toBeGreaterThan(0);

    const added = await create(
      faq({ audience: 'users', question: 'Is this list kept fresh?', answer: '<p>Yes.</p>' }),
    );
    expect(added.status).toBe(201);
    const { id } = added.body.results;
    await heardEverything(b.app.ctx.notifications, b.pool);
    for (const t of [a, b]) {
      const now = await raw(t, 'en', before.en?.etag);
      expect(now.statusCode).toBe(200);
      expect(now.headers.etag).not.toBe(before.en?.etag);
      expect(now.json().message).toBe('FAQs loaded.');
      expect(now.json().results[0]).toEqual({
        id,
        question: 'Is this list kept fresh?',
        answer: '<p>Yes.</p>',
      });
      expect(now.json().results.slice(1)).toEqual(english.results);
      // Spanish: the same list and words, so the same ETag (304), and not the English change.
      expect((await raw(t, 'es', before.es?.etag)).statusCode).toBe(304);
      const es = await raw(t, 'es');
      expect(es.body).toBe(before.es?.body);
      expect(es.headers.etag).toBe(before.es?.etag);
    }

    // Deleted: both instances answer the first English list again, with its ETag.
    expect((await remove(id)).status).toBe(200);
    await heardEverything(b.app.ctx.notifications, b.pool);
    for (const t of [a, b]) {
      expect((await raw(t, 'en', before.en?.etag)).statusCode).toBe(304);
      expect((await raw(t, 'en')).body).toBe(before.en?.body);
    }
  });
});

describe('adding, editing and deleting a FAQ', () => {
  it('adds one: the public list on BOTH instances shows it at once, and the audit log keeps it', async () => {
    // Both instances have the list in memory before the change.
    const before = await publicList(a);
    expect(await publicList(b)).toEqual(before);
    const added = await create(
      faq({ question: 'Can I set my own rate?', reason: 'Asked by many caregivers' }),
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('The FAQ is added: the public list shows it now.');
    const { id } = added.body.results;
    expect(added.body.results).toMatchObject({
      audience: 'service-providers',
      question: 'Can I set my own rate?',
      answer: '<p>Families pay you directly.</p>',
      position: 0,
    });
    expect(added.body.results.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The instance that saved it: at once.
    expect((await publicList(a))[0]).toEqual({
      id,
      question: 'Can I set my own rate?',
      answer: '<p>Families pay you directly.</p>',
    });
    // The other instance: every NOTIFY committed before now has reached it, nothing more to wait for.
    await heardEverything(b.app.ctx.notifications, b.pool);
    expect((await publicList(b))[0]?.question).toBe('Can I set my own rate?');
    expect(await auditOf(id)).toEqual([
      {
        action: 'faq.create',
        actor_account_id: String(adminId),
        reason: 'Asked by many caregivers',
        target_kind: 'faq',
      },
    ]);
  });

  it('edits one (the change shows on both instances) and deletes it (gone from both)', async () => {
    const { id } = (await create(faq({ question: 'Old question?' }))).body.results;
    await publicList(b);
    const edited = await update(
      id,
      faq({ question: 'New question?', answer: 'Plain answer.', position: 1 }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.results).toMatchObject({
      id,
      question: 'New question?',
      answer: 'Plain answer.',
      position: 1,
    });
    await heardEverything(b.app.ctx.notifications, b.pool);
    for (const t of [a, b])
      expect((await publicList(t)).map((row) => row.question)).toContain('New question?');

    const gone = await remove(id, { reason: 'Duplicate of another FAQ' });
    expect(gone.status).toBe(200);
    expect(gone.body.results.question).toBe('New question?');
    await heardEverything(b.app.ctx.notifications, b.pool);
    for (const t of [a, b]) expect((await publicList(t)).map((row) => row.id)).not.toContain(id);
    expect((await auditOf(id)).map((row) => [row.action, row.reason])).toEqual([
      ['faq.create', null],
      ['faq.update', null],
      ['faq.delete', 'Duplicate of another FAQ'],
    ]);
    // Deleted: now unknown.
    expect((await update(id, faq())).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });

  it('moves a FAQ to the other list', async () => {
    const { id } = (await create(faq({ question: 'For parents after all?' }))).body.results;
    const moved = await update(
      id,
      faq({ audience: 'users', question: 'For parents after all?', position: 0 }),
    );
    expect(moved.body.results.audience).toBe('users');
    expect((await publicList(a, 'users'))[0]?.question).toBe('For parents after all?');
    expect((await publicList(a)).map((row) => row.id)).not.toContain(id);
    await remove(id);
  });

  it('unknown or malformed ids answer 404 and write nothing', async () => {
    const audits = await a.pool.query('select count(*)::int as n from audit_log');
    for (const id of [999_999, 'abc', 0, -3]) {
      const put = await update(id, faq());
      expect(put.status, String(id)).toBe(404);
      expect(put.body.message).toBe(
        'We could not find this FAQ: it may have been deleted. Reload the list.',
      );
      expect((await remove(id)).status).toBe(404);
    }
    expect((await a.pool.query('select count(*)::int as n from audit_log')).rows).toEqual(
      audits.rows,
    );
  });
});

describe('cleaning', () => {
  it('keeps paragraphs, lists, links and emphasis; removes scripts, handlers, images, iframes, styles and javascript: links', async () => {
    const hostile = [
      '<p onclick="steal()">Pay <b>only</b> through <i>FTC</i>.</p>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(document.cookie)</script>',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
      '<ul><li><a href="javascript:alert(1)">click</a></li>',
      '<li><a href="https://ftc.example/help" target="_blank" onmouseover="x()">help</a></li>',
      '<li><a href="mailto:help@ftc.example">mail</a></li></ul>',
      '<a href="JaVaScRiPt:alert(2)">again</a><a href="data:text/html,hi">data</a>',
      '<a href="//evil.example">proto</a><a href="/relative">rel</a>',
      '<span style="color:red">kept words</span><svg onload=alert(3)></svg>',
    ].join('');
    const added = await create(faq({ question: 'Is it safe?', answer: hostile, position: 50 }));
    expect(added.status).toBe(201);
    const rel = 'rel="noopener noreferrer nofollow"';
    const expected =
      '<p>Pay <strong>only</strong> through <em>FTC</em>.</p>' +
      `<ul><li><a ${rel}>click</a></li>` +
      `<li><a href="https://ftc.example/help" ${rel}>help</a></li>` +
      `<li><a href="mailto:help@ftc.example" ${rel}>mail</a></li></ul>` +
      `<a ${rel}>again</a><a ${rel}>data</a><a ${rel}>proto</a><a ${rel}>rel</a>kept words`;
    expect(added.body.results.answer).toBe(expected);
    // Stored cleaned: the public list gives the same.
    const shown = (await publicList(a)).find((row) => row.id === added.body.results.id);
    expect(shown?.answer).toBe(expected);
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<img',
      '<iframe',
      'style',
      'data:',
    ])
      expect(shown?.answer.toLowerCase()).not.toContain(bad);
  });

  it('keeps HTML in the question as text (stored as typed, never cleaned into markup)', async () => {
    const question = 'Can I write <b>bold</b> or <script>alert(1)</script> here?';
    const added = await create(faq({ question }));
    expect(added.body.results.question).toBe(question);
    expect((await publicList(a)).find((row) => row.id === added.body.results.id)?.question).toBe(
      question,
    );
  });

  it('refuses an answer with no text left once cleaned, naming answer', async () => {
    const answer = await create(
      faq({ answer: '<script>alert(1)</script><img src=x onerror=alert(1)>' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.results.errors).toEqual([
      { field: 'answer', message: expect.stringMatching(/^answer has no text left once cleaned/) },
    ]);
  });
});

describe('order', () => {
  it('keeps each list numbered 0, 1, 2…: a saved position pushes the rest down, a delete closes the gap', async () => {
    // The parents' list, from the seed: make it known first.
    const start = await adminList('users');
    expect(start.map((row) => row.position)).toEqual(start.map((_, index) => index));
    const first = (await create(faq({ audience: 'users', question: 'First?', position: 0 }))).body
      .results;
    const third = (await create(faq({ audience: 'users', question: 'Third?', position: 2 }))).body
      .results;
    const last = (await create(faq({ audience: 'users', question: 'Last?', position: 9999 }))).body
      .results;
    expect(first.position).toBe(0);
    expect(third.position).toBe(2);
    expect(last.position).toBe(start.length + 2);
    const ordered = await adminList('users');
    expect(ordered.map((row) => row.position)).toEqual(ordered.map((_, index) => index));
    expect(ordered[0]?.question).toBe('First?');
    expect(ordered[1]?.id).toBe(start[0]?.id);
    expect(ordered[2]?.question).toBe('Third?');
    expect(ordered.at(-1)?.question).toBe('Last?');
    // The public list is in the same order.
    expect((await publicList(a, 'users')).map((row) => row.id)).toEqual(
      ordered.map((row) => row.id),
    );

    // Moving "Last?" to the top; then deleting "First?".
    await update(last.id, faq({ audience: 'users', question: 'Last?', position: 0 }));
    await remove(first.id);
    const after = await adminList('users');
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index));
    expect(after.slice(0, 3).map((row) => row.question)).toEqual([
      'Last?',
      start[0]?.question,
      'Third?',
    ]);
  });
});

describe('saves at the same time', () => {
  it('eight FAQs saved at once at position 0 leave the list numbered 0, 1, 2… with each once', async () => {
    const before = await adminList('service-providers');
    const saved = await Promise.all(
      Array.from({ length: 8 }, (_, n) => create(faq({ question: `Burst ${n}?`, position: 0 }))),
    );
    expect(saved.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const after = await adminList('service-providers');
    expect(after).toHaveLength(before.length + 8);
    expect(after.map((row) => row.position)).toEqual(after.map((_, index) => index));
    // The last saved is first: each one went before the ones already there.
    expect(after.slice(0, 8).every((row) => row.question.startsWith('Burst'))).toBe(true);
  });
});

describe('bad input names the field', () => {
  const cases: [string, string, Record<string, unknown>, RegExp][] = [
    ['no audience', 'audience', { audience: undefined }, /^audience is required/],
    ['an unknown audience', 'audience', { audience: 'parents' }, /^audience must be "users"/],
    ['no question', 'question', { question: undefined }, /^question is required/],
    ['a blank question', 'question', { question: '   ' }, /^question is required/],
    ['a long question', 'question', { question: 'q'.repeat(301) }, /at most 300 characters/],
    ['no answer', 'answer', { answer: undefined }, /^answer is required/],
    ['a long answer', 'answer', { answer: 'a'.repeat(5001) }, /at most 5000 characters/],
    ['no position', 'position', { position: undefined }, /^position is required/],
    ['a negative position', 'position', { position: -1 }, /^position must be a whole number/],
    ['a fraction', 'position', { position: 1.5 }, /^position must be a whole number/],
    ['a text position', 'position', { position: 'top' }, /^position must be a whole number/],
    ['a long reason', 'reason', { reason: 'r'.repeat(501) }, /at most 500 characters/],
  ];
  it.each(cases)('%s → 400 naming %s', async (_what, field, overrides, message) => {
    const answer = await create(faq(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.results.errors[0].field).toBe(field);
    const put = await update(1, faq(overrides));
    expect(put.status).toBe(400);
    expect(put.body.results.errors[0].field).toBe(field);
  });

  it('says it in Spanish too', async () => {
    const answer = await a.call('POST', ADMIN_PATHS.faqs, faq({ position: -1 }), {
      ...asAdmin(),
      'accept-language': 'es',
    });
    expect(answer.body.message).toMatch(/^position debe ser un número entero/);
  });
});
