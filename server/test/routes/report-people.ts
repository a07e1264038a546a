import { expect } from 'vitest';
import {
  ADMIN_PATHS,
  CAREGIVER_PATHS,
  CONVERSATION_PATHS,
  JOB_PATHS,
} from '../../../src/contract/endpoints';
import type { TestApp } from '../harness';
import { bearer, caregiver, givePlan, hire, isoDay } from './market-people';

// The content members report and staff resolve (reports, moderation and suspension tests): jobs,
// reviews, conversations and findable caregivers, made through the routes.

export type Person = { token: string; user: { id: number } };

/** The helpers bound to the file's app (`app()` is read at each call, after `beforeAll`). */
export function reportPeople(app: () => TestApp) {
  const post = (who: Person | undefined, path: string, body: unknown, headers = {}) =>
    app().call('POST', path, body, { ...(who ? bearer(who.token) : {}), ...headers });
  const get = (who: Person | undefined, path: string) =>
    app().call('GET', path, undefined, who ? bearer(who.token) : {});

  /** A parent's open job near 78701; its id. */
  async function postedJob(mom: Person, title = 'After-school sitter for two') {
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

  /** The parent's review of a caregiver they hired; its id. */
  async function reviewed(
    mom: Person,
    profileId: number,
    rating = 1,
    body = 'She never came and kept the deposit.',
  ) {
    await hire(app(), mom.user.id, profileId);
    const review = await post(mom, CAREGIVER_PATHS.reviews(profileId), { rating, body });
    if (review.status !== 201) throw new Error(`review: ${review.status} ${review.body.message}`);
    return review.body.results.id as number;
  }

  /** A conversation a parent with a plan starts with a caregiver, and `more` messages after. */
  async function conversation(mom: Person, profileId: number, more: string[] = []) {
    await givePlan(app(), mom.user.id, 'user');
    const started = await post(mom, CONVERSATION_PATHS.list, {
      caregiver_id: profileId,
      body: 'Hello, are you free on Friday?',
    });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${started.body.message}`);
    const id = started.body.results.conversation_id as number;
    for (const body of more) {
      const sent = await post(mom, CONVERSATION_PATHS.messages(id), { body });
      if (sent.status !== 201) throw new Error(`send: ${sent.status} ${sent.body.message}`);
    }
    return id;
  }

  /** A caregiver findable by a word of its own in search. */
  async function findable(word: string) {
    const carer = await caregiver(app());
    await app().pool.query('update caregiver_profiles set headline = $2 where id = $1', [
      carer.profileId,
      `Reliable ${word} sitter`,
    ]);
    return carer;
  }

  /** The ids the public caregiver search finds for `word`. */
  const searchIds = async (word: string) => {
    const answer = await get(undefined, `${CAREGIVER_PATHS.search}?q=${word}`);
    expect(answer.status).toBe(200);
    return (answer.body.results.items as { id: number }[]).map((item) => item.id);
  };

  /** A member's report (`reason: scam`) that must go through; its id. */
  const reportOf = async (who: Person, path: string, headers = {}) => {
    const answer = await post(who, path, { reason: 'scam' }, headers);
    expect(answer.status).toBe(200);
    return answer.body.results.report_id as number;
  };

  const resolve = (who: Person | undefined, id: number, body: unknown) =>
    post(who, ADMIN_PATHS.resolveReport(id), body);

  /** The stored rating and review count of a profile. */
  const rating = async (profileId: number) => {
    const { rows } = await app().pool.query(
      'select rating::float8 as rating, review_count from caregiver_profiles where id = $1',
      [profileId],
    );
    return rows[0];
  };

  return {
    post,
    get,
    postedJob,
    reviewed,
    conversation,
    findable,
    searchIds,
    reportOf,
    resolve,
    rating,
  };
}
