import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PATHS,
  CAREGIVER_PATHS,
  CONTENT_PATHS,
  JOB_PATHS,
  REPORT_PATHS,
} from '../../../src/contract/endpoints';
import { HiddenList, ReportList } from '../../../src/contract/reports';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, parent, staff } from './market-people';
import { type Person, reportPeople } from './report-people';

// Staff resolve reports (dismiss, hide) and restore hidden content (interface §10); the content
// leaves (and comes back to) every answer and search. Messages, the stream and suspensions are in
// suspend-and-messages.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { post, get, postedJob, reviewed, findable, searchIds, reportOf, resolve, rating } =
  reportPeople(() => t);

const REASON = 'Confirmed scam after reading the thread.';

const profile = (id: number) => get(undefined, CAREGIVER_PATHS.one(id));

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
