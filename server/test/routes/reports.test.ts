import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, REPORT_PATHS } from '../../../src/contract/endpoints';
import { ReportList } from '../../../src/contract/reports';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, parent, staff } from './market-people';
import { type Person, reportPeople } from './report-people';

// Members' reports and the staff's queue (interface §10). Resolving, hiding and restoring are in
// moderation.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { post, postedJob, reviewed, conversation } = reportPeople(() => t);

const queue = async (who: Person, query = '') => {
  const answer = await t.call(
    'GET',
    `${ADMIN_PATHS.reports}${query}`,
    undefined,
    bearer(who.token),
  );
  expect(answer.status).toBe(200);
  return ReportList.parse(answer.body.results);
};

describe('members report a profile, a job, a review and a conversation', () => {
  it('each kind answers its report_id and lands in the queue with its excerpt and owner', async () => {
    const ana = await parent(t, 'Ana Reporter');
    const ben = await parent(t, 'Ben Poster');
    const bea = await caregiver(t, { firstName: 'Beatrix' });
    const jobId = await postedJob(ben, 'Night nanny, cash only');
    const reviewId = await reviewed(ben, bea.profileId);
    const conversationId = await conversation(ana, bea.profileId);

    const sent = [
      await post(ana, REPORT_PATHS.caregiver(bea.profileId), { reason: 'fake_profile' }),
      await post(ana, REPORT_PATHS.job(jobId), {
        reason: 'off_platform_payment',
        details: 'Wants payment by gift card.',
      }),
      await post(bea, REPORT_PATHS.review(reviewId), { reason: 'harassment' }),
      await post(bea, REPORT_PATHS.conversation(conversationId), { reason: 'scam', details: '' }),
    ];
    for (const answer of sent) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(
        'Thank you: your report is with our team, who will look at it.',
      );
      expect(answer.body.results.report_id).toEqual(expect.any(Number));
    }

    const moderator = await staff(t, 'moderator');
    const { items, total, page, page_size } = await queue(moderator);
    expect({ total, page, page_size }).toEqual({ total: 4, page: 1, page_size: 25 });
    // Oldest first.
    expect(items.map((item) => item.id)).toEqual(sent.map((a) => a.body.results.report_id));
    expect(
      items.map(({ target, reason, details, source, reporter_first_name, status }) => ({
        target: { ...target, owner: target.owner?.full_name },
        reason,
        details,
        source,
        reporter_first_name,
        status,
      })),
    ).toEqual([
      {
        target: {
          kind: 'caregiver',
          id: bea.profileId,
          excerpt: 'Warm, patient and reliable sitter',
          owner: 'Beatrix Carer',
          hidden: false,
        },
        reason: 'fake_profile',
        details: null,
        source: 'member',
        reporter_first_name: 'Ana',
        status: 'open',
      },
      {
        target: {
          kind: 'job',
          id: jobId,
          excerpt: 'Night nanny, cash only',
          owner: 'Ben Poster',
          hidden: false,
        },
        reason: 'off_platform_payment',
        details: 'Wants payment by gift card.',
        source: 'member',
        reporter_first_name: 'Ana',
        status: 'open',
      },
      {
        target: {
          kind: 'review',
          id: reviewId,
          excerpt: 'She never came and kept the deposit.',
          owner: 'Ben Poster',
          hidden: false,
        },
        reason: 'harassment',
        details: null,
        source: 'member',
        reporter_first_name: 'Beatrix',
        status: 'open',
      },
      {
        target: {
          kind: 'conversation',
          id: conversationId,
          excerpt: 'Hello, are you free on Friday?',
          // The other participant: the caregiver reported the parent.
          owner: 'Ana Reporter',
          hidden: false,
        },
        reason: 'scam',
        details: null,
        source: 'member',
        reporter_first_name: 'Beatrix',
        status: 'open',
      },
    ]);
    expect(items[0]?.target.owner?.id).toBe(bea.user.id);
    expect(items[0]?.messages).toBeUndefined();
    expect(items[3]?.messages?.map((m) => [m.sender, m.body])).toEqual([
      ['parent', 'Hello, are you free on Friday?'],
    ]);
    expect(items.every((item) => item.resolution === null && item.resolved_at === null)).toBe(true);
  });

  it('a conversation report shows its last 20 messages, oldest first', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const bodies = Array.from({ length: 24 }, (_, i) => `Message number ${i + 1}`);
    const id = await conversation(ana, bea.profileId, bodies);
    const sent = await post(bea, REPORT_PATHS.conversation(id), { reason: 'harassment' });
    expect(sent.status).toBe(200);
    const moderator = await staff(t, 'moderator');
    const { items } = await queue(moderator);
    const item = items.find((report) => report.id === sent.body.results.report_id);
    expect(item?.target.excerpt).toBe('Message number 24');
    expect(item?.messages).toHaveLength(20);
    expect(item?.messages?.map((m) => m.body)).toEqual(bodies.slice(4));
    expect(item?.messages?.[0]).toMatchObject({ sender: 'parent', hidden: false });
  });

  it('one open report per member and content: a burst of 10 lets exactly one through', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(ana, REPORT_PATHS.caregiver(bea.profileId), { reason: 'scam' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.body.message).toBe(
      'You already reported this and your report is with our team: there is no need to send it again.',
    );
    const { rows } = await t.pool.query(
      `select count(*)::int as n from reports where target_kind = 'caregiver' and target_id = $1`,
      [bea.profileId],
    );
    expect(rows[0].n).toBe(1);
    // Another member may report the same profile.
    const ben = await parent(t);
    expect(
      (await post(ben, REPORT_PATHS.caregiver(bea.profileId), { reason: 'scam' })).status,
    ).toBe(200);
  });

  it('refuses one’s own profile, job and review, with a message', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const jobId = await postedJob(ana);
    const reviewId = await reviewed(ana, bea.profileId);
    const own = [
      [
        bea,
        REPORT_PATHS.caregiver(bea.profileId),
        'This is your own profile: you cannot report it. Edit it instead.',
      ],
      [
        ana,
        REPORT_PATHS.job(jobId),
        'This is your own job: you cannot report it. Edit or close it instead.',
      ],
      [ana, REPORT_PATHS.review(reviewId), 'This is your own review: you cannot report it.'],
    ] as const;
    for (const [who, path, message] of own) {
      const answer = await post(who, path, { reason: 'other' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(message);
    }
    const { rows } = await t.pool.query(
      'select count(*)::int as n from reports where reporter_account_id = any($1::bigint[])',
      [[ana.user.id, bea.user.id]],
    );
    expect(rows[0].n).toBe(0);
  });

  it('unknown, unpublished, hidden content and someone else’s conversation answer 404', async () => {
    const ana = await parent(t);
    const ben = await parent(t);
    const draft = await caregiver(t, { published: false });
    const bea = await caregiver(t);
    const jobId = await postedJob(ben);
    await t.pool.query(`update jobs set hidden_at = ftc_now() where id = $1`, [jobId]);
    const conversationId = await conversation(ben, bea.profileId);
    const cases = [
      [
        REPORT_PATHS.caregiver(987_654),
        'We could not find this caregiver. It may have been removed.',
      ],
      [
        REPORT_PATHS.caregiver(draft.profileId),
        'We could not find this caregiver. It may have been removed.',
      ],
      [REPORT_PATHS.job(987_654), 'We could not find this job. It may have been removed.'],
      [REPORT_PATHS.job(jobId), 'We could not find this job. It may have been removed.'],
      [REPORT_PATHS.review(987_654), 'We could not find this review. It may have been removed.'],
      [
        REPORT_PATHS.conversation(conversationId),
        'We could not find this conversation among yours.',
      ],
      [REPORT_PATHS.conversation(987_654), 'We could not find this conversation among yours.'],
    ] as const;
    for (const [path, message] of cases) {
      const answer = await post(ana, path, { reason: 'scam' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toBe(message);
    }
  });

  it('bad input names the field; no session is 401; answers in Spanish', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const path = REPORT_PATHS.caregiver(bea.profileId);
    const missing = await post(ana, path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'reason must be one of: scam, harassment, inappropriate, fake_profile, off_platform_payment, other.',
    );
    expect(missing.body.results.errors[0].field).toBe('reason');
    const long = await post(ana, path, { reason: 'other', details: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.results.errors[0].field).toBe('details');
    const badId = await post(ana, REPORT_PATHS.caregiver('abc'), { reason: 'other' });
    expect(badId.status).toBe(400);
    expect(badId.body.results.errors[0].field).toBe('id');
    for (const route of [
      REPORT_PATHS.caregiver(bea.profileId),
      REPORT_PATHS.job(1),
      REPORT_PATHS.review(1),
      REPORT_PATHS.conversation(1),
    ]) {
      expect((await post(undefined, route, { reason: 'scam' })).status).toBe(401);
    }
    const spanish = await post(ana, path, { reason: 'nope' }, { 'accept-language': 'es' });
    expect(spanish.body.message).toBe(
      'reason debe ser uno de: scam, harassment, inappropriate, fake_profile, off_platform_payment, other.',
    );
  });

  it('at most 20 reports an hour per member, counted exactly under a burst', async () => {
    const ana = await parent(t);
    const carers = [];
    for (let i = 0; i < 22; i += 1) carers.push(await caregiver(t));
    const answers = await Promise.all(
      carers.map((carer) => post(ana, REPORT_PATHS.caregiver(carer.profileId), { reason: 'scam' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0]?.body.message).toMatch(
      /^You have sent many reports in a short time\. Please try again in /,
    );
  });
});

describe('the queue (GET /v1/admin/reports)', () => {
  it('staff only: a member 403, no session 401, a bad status names it', async () => {
    const ana = await parent(t);
    const member = await t.call('GET', ADMIN_PATHS.reports, undefined, bearer(ana.token));
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('This is for FTC staff only.');
    expect((await t.call('GET', ADMIN_PATHS.reports)).status).toBe(401);
    const moderator = await staff(t, 'moderator');
    const bad = await t.call(
      'GET',
      `${ADMIN_PATHS.reports}?status=closed`,
      undefined,
      bearer(moderator.token),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be one of: open, resolved.');
    const page = await t.call(
      'GET',
      `${ADMIN_PATHS.reports}?page=0`,
      undefined,
      bearer(moderator.token),
    );
    expect(page.status).toBe(400);
    expect(page.body.results.errors[0].field).toBe('page');
  });

  it('an automatic report has no reporter name; a message report carries its thread', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const id = await conversation(ana, bea.profileId, ['Send the deposit by gift card please']);
    const { rows } = await t.pool.query<{ id: string }>(
      'select id from messages where conversation_id = $1 order by id desc limit 1',
      [id],
    );
    const inserted = await t.pool.query<{ id: string }>(
      `insert into reports (source, target_kind, target_id, reason)
       values ('automatic', 'message', $1, 'off_platform_payment') returning id`,
      [rows[0]?.id],
    );
    const moderator = await staff(t, 'moderator');
    // Oldest first, 25 a page: the newest report is on the last page.
    const { total } = await queue(moderator);
    const last = Math.ceil(total / 25);
    expect(last).toBeGreaterThan(1);
    const { items } = await queue(moderator, `?page=${last}`);
    expect(items.at(-1)?.id).toBe(Number(inserted.rows[0]?.id));
    const item = items.at(-1);
    expect(item).toMatchObject({
      source: 'automatic',
      reporter_first_name: null,
      target: {
        kind: 'message',
        excerpt: 'Send the deposit by gift card please',
        owner: { id: ana.user.id },
      },
    });
    expect(item?.messages?.map((m) => m.body)).toEqual([
      'Hello, are you free on Friday?',
      'Send the deposit by gift card please',
    ]);
    // Past the last page: no items, with the total.
    const past = await queue(moderator, `?page=${last + 1}`);
    expect(past).toMatchObject({ items: [], total, page: last + 1 });
  });
});

it('documents every report and moderation route in the OpenAPI document', async () => {
  const doc = (await t.call('GET', '/v1/openapi.json')).body as unknown as {
    paths: Record<string, Record<string, { summary?: string; description?: string }>>;
  };
  for (const [path, method] of [
    ['/v1/caregivers/{id}/report', 'post'],
    ['/v1/jobs/{id}/report', 'post'],
    ['/v1/reviews/{id}/report', 'post'],
    ['/v1/conversations/{id}/report', 'post'],
    ['/v1/admin/reports', 'get'],
    ['/v1/admin/reports/{id}/resolve', 'post'],
    ['/v1/admin/hidden', 'get'],
    ['/v1/admin/hidden/{kind}/{id}/restore', 'post'],
  ] as const) {
    const operation = doc.paths[path]?.[method];
    expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    expect(operation?.description?.length, `${method} ${path}`).toBeGreaterThan(80);
  }
});
