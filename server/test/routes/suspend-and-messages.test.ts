import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PATHS,
  CAREGIVER_PATHS,
  CONVERSATION_PATHS,
  JOB_PATHS,
  REPORT_PATHS,
} from '../../../src/contract/endpoints';
import { ReportList } from '../../../src/contract/reports';
import { createTestApp, type TestApp } from '../harness';
import { openStream, type SseClient } from '../support/sse-client';
import { bearer, caregiver, givePlan, parent, staff } from './market-people';
import { reportPeople } from './report-people';

// Hiding one message (threads, lists, unread counts, the stream) and suspending the owner of
// reported content (interface §10): what leaves the market, and what comes back when lifted.

let t: TestApp;
const streams: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});

const { post, get, postedJob, reviewed, findable, searchIds, reportOf, resolve, rating } =
  reportPeople(() => t);

const REASON = 'Confirmed scam after reading the thread.';

const profile = (id: number) => get(undefined, CAREGIVER_PATHS.one(id));

describe('hiding a message', () => {
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
});

describe('suspending the owner', () => {
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
