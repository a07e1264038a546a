import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PATHS,
  CAREGIVER_PATHS,
  CONTENT_PATHS,
  CONVERSATION_PATHS,
  JOB_PATHS,
  REPORT_PATHS,
} from '../../../src/contract/endpoints';
import { HiddenList, ReportList } from '../../../src/contract/reports';
import { createTestApp, type TestApp } from '../harness';
import { openStream, type SseClient } from '../support/sse-client';
import { bearer, caregiver, givePlan, hire, isoDay, parent, staff } from './market-people';

// Staff resolve reports (dismiss, hide, suspend) and restore hidden content (interface §10); the
// content leaves (and comes back to) every answer, search and stream.

let t: TestApp;
const streams: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});

type Person = { token: string; user: { id: number } };

const post = (who: Person | undefined, path: string, body: unknown, headers = {}) =>
  t.call('POST', path, body, { ...(who ? bearer(who.token) : {}), ...headers });
const get = (who: Person | undefined, path: string) =>
  t.call('GET', path, undefined, who ? bearer(who.token) : {});

const REASON = 'Confirmed scam after reading the thread.';

async function postedJob(mom: Person, title: string) {
  const job = await post(mom, JOB_PATHS.own, {
    title,
    description: 'Pick up from school, homework, snacks.',
    zip: '78701',
    services: ['after_school'],
    age_groups: ['school_age'],
    schedule: 'Mon–Fri 3–6 pm',
    hourly_rate_max: 2500,
    starts_on: isoDay(7),
  });
  if (job.status !== 201) throw new Error(`job: ${job.status} ${job.body.message}`);
  return job.body.results.id as number;
}

async function reviewed(mom: Person, profileId: number, rating: number, body: string) {
  await hire(t, mom.user.id, profileId);
  const review = await post(mom, CAREGIVER_PATHS.reviews(profileId), { rating, body });
  if (review.status !== 201) throw new Error(`review: ${review.status} ${review.body.message}`);
  return review.body.results.id as number;
}

/** A caregiver findable by a word of its own in search. */
async function findable(word: string) {
  const carer = await caregiver(t);
  await t.pool.query(`update caregiver_profiles set headline = $2 where id = $1`, [
    carer.profileId,
    `Reliable ${word} sitter`,
  ]);
  return carer;
}

const searchIds = async (word: string) => {
  const answer = await get(undefined, `${CAREGIVER_PATHS.search}?q=${word}`);
  expect(answer.status).toBe(200);
  return (answer.body.results.items as { id: number }[]).map((item) => item.id);
};

const profile = (id: number) => get(undefined, CAREGIVER_PATHS.one(id));

const resolve = (who: Person | undefined, id: number, body: unknown) =>
  post(who, ADMIN_PATHS.resolveReport(id), body);

const reportOf = async (who: Person, path: string, headers = {}) => {
  const answer = await post(who, path, { reason: 'scam' }, headers);
  expect(answer.status).toBe(200);
  return answer.body.results.report_id as number;
};

const rating = async (profileId: number) => {
  const { rows } = await t.pool.query(
    'select rating::float8 as rating, review_count from caregiver_profiles where id = $1',
    [profileId],
  );
  return rows[0];
};

describe('resolving a report', () => {
  it('hide: the profile leaves search, profile, favourites and the spotlight; every report of it resolves; reporters are emailed in their language; restore brings it back', async () => {
    const bea = await findable('zanzibarian');
    const ana = await parent(t, 'Ana Reporter');
    const ben = await parent(t, 'Benito Reportero');
    expect(
      (await t.call('PUT', CAREGIVER_PATHS.favourite(bea.profileId), {}, bearer(ana.token))).status,
    ).toBe(200);
    const first = await reportOf(ana, REPORT_PATHS.caregiver(bea.profileId));
    const second = await reportOf(ben, REPORT_PATHS.caregiver(bea.profileId), {
      'accept-language': 'es',
    });
    expect(await searchIds('zanzibarian')).toEqual([bea.profileId]);
    // The spotlight (featured first, then the newest; kept in memory) shows it before: the
    // seeded profiles are taken off for this.
    await t.pool.query('update caregiver_profiles set published = false where id <> $1', [
      bea.profileId,
    ]);
    const before = await get(undefined, CONTENT_PATHS.caregivers);
    expect(JSON.stringify(before.body.results)).toContain('zanzibarian');

    const moderator = await staff(t, 'moderator');
    const hidden = await resolve(moderator, first, { action: 'hide', reason: REASON });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('The report is resolved.');
    expect(hidden.body.results).toEqual({
      id: first,
      status: 'resolved',
      resolution: 'hide',
      resolved_together: 1,
    });

    expect(await searchIds('zanzibarian')).toEqual([]);
    expect((await profile(bea.profileId)).status).toBe(404);
    const favourites = await get(ana, CAREGIVER_PATHS.favourites);
    expect(favourites.body.results.map((card: { id: number }) => card.id)).not.toContain(
      bea.profileId,
    );
    const spotlight = await get(undefined, CONTENT_PATHS.caregivers);
    expect(JSON.stringify(spotlight.body.results)).not.toContain('zanzibarian');
    // Someone else cannot report what is hidden.
    const cleo = await parent(t);
    expect(
      (await post(cleo, REPORT_PATHS.caregiver(bea.profileId), { reason: 'scam' })).status,
    ).toBe(404);

    // Both reports resolved together, in the resolved list, newest first, the excerpt kept.
    const resolved = ReportList.parse(
      (await get(moderator, `${ADMIN_PATHS.reports}?status=resolved`)).body.results,
    );
    const ours = resolved.items.filter((item) => [first, second].includes(item.id));
    expect(ours.map((item) => [item.status, item.resolution, item.target.hidden])).toEqual([
      ['resolved', 'hide', true],
      ['resolved', 'hide', true],
    ]);
    expect(ours[0]?.target.excerpt).toBe('Reliable zanzibarian sitter');
    const open = ReportList.parse((await get(moderator, ADMIN_PATHS.reports)).body.results);
    expect(open.items.map((item) => item.id)).not.toContain(second);

    // One audit row, in the action's transaction.
    const audit = await t.pool.query(
      `select actor_account_id::int as actor, action, target_kind, target_id, reason, details
         from audit_log where action = 'report.resolve' and target_id = $1`,
      [String(first)],
    );
    expect(audit.rows).toEqual([
      {
        actor: moderator.user.id,
        action: 'report.resolve',
        target_kind: 'report',
        target_id: String(first),
        reason: REASON,
        details: {
          action: 'hide',
          content: { kind: 'caregiver', id: bea.profileId },
          owner_account_id: bea.user.id,
          resolved_together: [second],
        },
      },
    ]);

    // Each reporter is told, in their language, without what happened to the other member.
    const english = await reviewedMail(ana, 'We reviewed your report');
    expect(english?.subject).toBe('We reviewed your report');
    expect(english?.body).toMatch(/^Hello Ana,/);
    const spanish = await reviewedMail(ben, 'Revisamos tu reporte');
    expect(spanish?.subject).toBe('Revisamos tu reporte');
    expect(spanish?.body).toMatch(/^Hola, Benito:/);
    for (const mail of [english, spanish]) {
      expect(mail?.body).not.toMatch(/hid|ocult|suspend|Bea/i);
    }

    // Resolved again: 409.
    const again = await resolve(moderator, second, { action: 'dismiss', reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This report is already resolved. Reload the list to see what was decided.',
    );

    // The hidden list, then restore.
    const list = HiddenList.parse((await get(moderator, ADMIN_PATHS.hidden)).body.results);
    expect(
      list.items.find((item) => item.kind === 'caregiver' && item.id === bea.profileId),
    ).toMatchObject({
      excerpt: 'Reliable zanzibarian sitter',
      owner: { id: bea.user.id },
      hidden_by: moderator.user.id,
      reason: REASON,
    });
    const restored = await post(moderator, ADMIN_PATHS.restoreHidden('caregiver', bea.profileId), {
      reason: 'Appeal accepted: documents checked.',
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('The content is restored and shows again.');
    expect(await searchIds('zanzibarian')).toEqual([bea.profileId]);
    expect((await profile(bea.profileId)).status).toBe(200);
    const { rows } = await t.pool.query(
      `select action, target_kind, target_id, reason from audit_log where action = 'content.restore'`,
    );
    expect(rows).toContainEqual({
      action: 'content.restore',
      target_kind: 'caregiver',
      target_id: String(bea.profileId),
      reason: 'Appeal accepted: documents checked.',
    });
    const twice = await post(moderator, ADMIN_PATHS.restoreHidden('caregiver', bea.profileId), {
      reason: 'Appeal accepted: documents checked.',
    });
    expect(twice.status).toBe(404);
  });

  it('dismiss changes nothing but the report; the reporter is emailed', async () => {
    const bea = await findable('quixotic');
    const ana = await parent(t);
    const id = await reportOf(ana, REPORT_PATHS.caregiver(bea.profileId));
    const moderator = await staff(t, 'moderator');
    const answer = await resolve(moderator, id, {
      action: 'dismiss',
      reason: 'Nothing wrong here, checked.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject({ resolution: 'dismiss', resolved_together: 0 });
    expect(await searchIds('quixotic')).toEqual([bea.profileId]);
    expect(await reviewedMail(ana, 'We reviewed your report')).toBeDefined();
    // The member may report it again once the first is resolved.
    expect(
      (await post(ana, REPORT_PATHS.caregiver(bea.profileId), { reason: 'other' })).status,
    ).toBe(200);
  });

  it('hide a job: out of the search, its page and applying; restore brings it back', async () => {
    const ben = await parent(t);
    const carer = await caregiver(t);
    const jobId = await postedJob(ben, 'Weekend sitter, pay in advance');
    const jobsSeen = async () => {
      const answer = await get(carer, `${JOB_PATHS.search}?near=78701`);
      expect(answer.status).toBe(200);
      return (answer.body.results.items as { id: number }[]).map((job) => job.id);
    };
    expect(await jobsSeen()).toContain(jobId);
    const id = await reportOf(carer, REPORT_PATHS.job(jobId));
    const moderator = await staff(t, 'moderator');
    expect((await resolve(moderator, id, { action: 'hide', reason: REASON })).status).toBe(200);
    expect(await jobsSeen()).not.toContain(jobId);
    expect((await get(carer, JOB_PATHS.one(jobId))).status).toBe(404);
    const apply = await post(carer, JOB_PATHS.apply(jobId), {
      message: 'Hello! I would love to help.',
    });
    expect(apply.status).toBe(404);
    const restore = await post(moderator, ADMIN_PATHS.restoreHidden('job', jobId), {
      reason: REASON,
    });
    expect(restore.status).toBe(200);
    expect(await jobsSeen()).toContain(jobId);
  });

  it('hide a review: out of the profile and its rating; restore counts it again', async () => {
    const bea = await caregiver(t);
    const ana = await parent(t);
    const ben = await parent(t);
    await reviewed(ana, bea.profileId, 5, 'Wonderful with our twins, always on time.');
    const bad = await reviewed(ben, bea.profileId, 1, 'Terrible, she is a thief and a liar!!!');
    expect(await rating(bea.profileId)).toEqual({ rating: 3, review_count: 2 });
    const id = await reportOf(bea, REPORT_PATHS.review(bad));
    const moderator = await staff(t, 'moderator');
    expect((await resolve(moderator, id, { action: 'hide', reason: REASON })).status).toBe(200);
    const shown = await profile(bea.profileId);
    expect(shown.body.results.reviews.map((r: { id: number }) => r.id)).not.toContain(bad);
    expect(shown.body.results).toMatchObject({ rating: 5, review_count: 1 });
    expect(await rating(bea.profileId)).toEqual({ rating: 5, review_count: 1 });
    await post(moderator, ADMIN_PATHS.restoreHidden('review', bad), { reason: REASON });
    expect(await rating(bea.profileId)).toEqual({ rating: 3, review_count: 2 });
    expect(
      (await profile(bea.profileId)).body.results.reviews.map((r: { id: number }) => r.id),
    ).toContain(bad);
  });

  it('hide a message: neither side sees it, in the thread, the list, the unread count or the stream', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    await givePlan(t, ana.user.id, 'user');
    const started = await post(ana, CONVERSATION_PATHS.list, {
      caregiver_id: bea.profileId,
      body: 'Hello, are you free on Friday?',
    });
    const conversationId = started.body.results.conversation_id as number;
    const sent = await post(bea, CONVERSATION_PATHS.messages(conversationId), {
      body: 'Pay me with gift cards before we meet.',
    });
    const messageId = sent.body.results.id as number;
    const automatic = await t.pool.query<{ id: string }>(
      `insert into reports (source, target_kind, target_id, reason)
       values ('automatic', 'message', $1, 'off_platform_payment') returning id`,
      [messageId],
    );
    const moderator = await staff(t, 'moderator');
    const answer = await resolve(moderator, Number(automatic.rows[0]?.id), {
      action: 'hide',
      reason: REASON,
    });
    expect(answer.status).toBe(200);
    for (const who of [ana, bea]) {
      const thread = await get(who, CONVERSATION_PATHS.messages(conversationId));
      expect(thread.body.results.map((m: { body: string }) => m.body)).toEqual([
        'Hello, are you free on Friday?',
      ]);
      const list = await get(who, CONVERSATION_PATHS.list);
      expect(list.body.results[0].last_message.body).toBe('Hello, are you free on Friday?');
    }
    expect((await get(ana, CONVERSATION_PATHS.unread)).body.results.unread_count).toBe(0);
    // The stream catching up from the start does not deliver it.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(streams, base, { token: ana.token, after: 0 });
    expect(stream.status).toBe(200);
    const later = await post(bea, CONVERSATION_PATHS.messages(conversationId), {
      body: 'Sorry, forget that.',
    });
    await stream.next((e) => e.data?.message?.id === later.body.results.id);
    const delivered = stream.events
      .filter((e) => e.event === 'message')
      .map((e) => e.data.message.id as number);
    expect(delivered).not.toContain(messageId);
    stream.close();
    // Staff still see it in the queue, marked hidden.
    const resolved = ReportList.parse(
      (await get(moderator, `${ADMIN_PATHS.reports}?status=resolved`)).body.results,
    );
    const item = resolved.items.find((r) => r.id === Number(automatic.rows[0]?.id));
    expect(item?.messages?.find((m) => m.id === messageId)).toMatchObject({ hidden: true });
    // Restored, it shows again.
    await post(moderator, ADMIN_PATHS.restoreHidden('message', messageId), { reason: REASON });
    const thread = await get(ana, CONVERSATION_PATHS.messages(conversationId));
    expect(thread.body.results.map((m: { id: number }) => m.id)).toContain(messageId);
  });

  it('a conversation cannot be hidden: 400 says what to do instead', async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    await givePlan(t, ana.user.id, 'user');
    const started = await post(ana, CONVERSATION_PATHS.list, {
      caregiver_id: bea.profileId,
      body: 'Hi',
    });
    const id = await reportOf(bea, REPORT_PATHS.conversation(started.body.results.conversation_id));
    const moderator = await staff(t, 'moderator');
    const answer = await resolve(moderator, id, { action: 'hide', reason: REASON });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'A whole conversation cannot be hidden: hide one of its messages (from a message report) or suspend the member.',
    );
    const { rows } = await t.pool.query('select status from reports where id = $1', [id]);
    expect(rows[0].status).toBe('open');
  });

  it('suspend: the owner’s jobs and reviews leave the market, their session ends; lifted, all comes back', async () => {
    const ben = await parent(t, 'Ben Suspect');
    const bea = await caregiver(t);
    const ana = await parent(t);
    const carer = await caregiver(t);
    const jobId = await postedJob(ben, 'Sitter wanted, wire transfer first');
    await reviewed(ana, bea.profileId, 5, 'Wonderful with our twins, always on time.');
    const benReview = await reviewed(ben, bea.profileId, 1, 'Did not do anything I asked, avoid.');
    expect(await rating(bea.profileId)).toEqual({ rating: 3, review_count: 2 });
    const id = await reportOf(carer, REPORT_PATHS.job(jobId));
    const moderator = await staff(t, 'moderator');
    const answer = await resolve(moderator, id, { action: 'suspend', reason: REASON });
    expect(answer.status).toBe(200);
    expect(answer.body.results.resolution).toBe('suspend');
    // The job and the review are gone, the rating follows, the session ends.
    expect((await get(carer, JOB_PATHS.one(jobId))).status).toBe(404);
    const shown = await profile(bea.profileId);
    expect(shown.body.results.reviews.map((r: { id: number }) => r.id)).not.toContain(benReview);
    expect(shown.body.results).toMatchObject({ rating: 5, review_count: 1 });
    expect((await get(ben, JOB_PATHS.own)).status).toBe(401);
    const { rows } = await t.pool.query(
      'select suspension_reason, suspended_until from accounts where id = $1',
      [ben.user.id],
    );
    expect(rows[0]).toEqual({ suspension_reason: REASON, suspended_until: null });
    // Lifted (the accounts area's unsuspend clears the columns): all comes back.
    await t.pool.query('update accounts set suspended_at = null where id = $1', [ben.user.id]);
    expect((await get(carer, JOB_PATHS.one(jobId))).status).toBe(200);
    expect(await rating(bea.profileId)).toEqual({ rating: 3, review_count: 2 });
  });

  it('suspend a caregiver: the profile leaves search, its page, favourites and applicants', async () => {
    const bea = await findable('xylophonic');
    const ana = await parent(t);
    const jobId = await postedJob(ana, 'Evening sitter for one toddler');
    const applied = await post(bea, JOB_PATHS.apply(jobId), {
      message: 'Hello! I would love to help your family.',
    });
    expect(applied.status).toBe(201);
    await t.call('PUT', CAREGIVER_PATHS.favourite(bea.profileId), {}, bearer(ana.token));
    const applicants = async () =>
      (await get(ana, JOB_PATHS.applications(jobId))).body.results.map(
        (a: { caregiver: { id: number } }) => a.caregiver.id,
      );
    const saved = async () =>
      (await get(ana, CAREGIVER_PATHS.favourites)).body.results.map((c: { id: number }) => c.id);
    expect(await applicants()).toEqual([bea.profileId]);
    expect(await saved()).toEqual([bea.profileId]);
    const id = await reportOf(ana, REPORT_PATHS.caregiver(bea.profileId));
    const moderator = await staff(t, 'moderator');
    expect((await resolve(moderator, id, { action: 'suspend', reason: REASON })).status).toBe(200);
    expect(await searchIds('xylophonic')).toEqual([]);
    expect((await profile(bea.profileId)).status).toBe(404);
    expect(await applicants()).toEqual([]);
    expect(await saved()).toEqual([]);
    expect((await get(bea, CAREGIVER_PATHS.ownProfile)).status).toBe(401);
  });
});

describe('bad input on the staff routes', () => {
  it('resolve: reason and action named, unknown 404, member 403, no session 401', async () => {
    const bea = await caregiver(t);
    const ana = await parent(t);
    const id = await reportOf(ana, REPORT_PATHS.caregiver(bea.profileId));
    const moderator = await staff(t, 'moderator');
    const missing = await resolve(moderator, id, { action: 'dismiss' });
    expect(missing.status).toBe(400);
    expect(missing.body.results.errors[0].field).toBe('reason');
    expect(missing.body.message).toBe('reason is required.');
    const short = await resolve(moderator, id, { action: 'dismiss', reason: 'too short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('reason needs at least 10 characters.');
    const action = await resolve(moderator, id, { action: 'delete', reason: REASON });
    expect(action.status).toBe(400);
    expect(action.body.message).toBe('action must be one of: dismiss, hide, suspend.');
    const unknown = await resolve(moderator, 987_654, { action: 'dismiss', reason: REASON });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'We could not find this report. Check its id in the list of reports.',
    );
    const member = await resolve(ana, id, { action: 'dismiss', reason: REASON });
    expect(member.status).toBe(403);
    expect((await resolve(undefined, id, { action: 'dismiss', reason: REASON })).status).toBe(401);
    const { rows } = await t.pool.query('select status from reports where id = $1', [id]);
    expect(rows[0].status).toBe('open');
  });

  it('hidden and restore: kind and reason named, unknown 404, member 403, no session 401', async () => {
    const ana = await parent(t);
    const moderator = await staff(t, 'moderator');
    expect((await get(ana, ADMIN_PATHS.hidden)).status).toBe(403);
    expect((await get(undefined, ADMIN_PATHS.hidden)).status).toBe(401);
    const kind = await post(moderator, ADMIN_PATHS.restoreHidden('conversation', 1), {
      reason: REASON,
    });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('kind must be one of: caregiver, job, review, message.');
    const short = await post(moderator, ADMIN_PATHS.restoreHidden('job', 1), { reason: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.results.errors[0].field).toBe('reason');
    const unknown = await post(moderator, ADMIN_PATHS.restoreHidden('job', 987_654), {
      reason: REASON,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'We could not find this hidden content. It may have been restored already: reload the list.',
    );
    expect((await post(ana, ADMIN_PATHS.restoreHidden('job', 1), { reason: REASON })).status).toBe(
      403,
    );
    expect(
      (await post(undefined, ADMIN_PATHS.restoreHidden('job', 1), { reason: REASON })).status,
    ).toBe(401);
  });
});

/** The "we reviewed your report" email to the member, if any (one at most). */
async function reviewedMail(who: Person, subject: string) {
  const { rows } = await t.pool.query<{ email: string }>(
    'select email from accounts where id = $1',
    [who.user.id],
  );
  const mails = (await t.outbox(rows[0]?.email)).filter((mail) => mail.subject === subject);
  expect(mails.length).toBeLessThanOrEqual(1);
  return mails[0];
}
