import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREGIVER_PATHS, JOB_PATHS } from '../../../src/contract/endpoints';
import { NEAR_REQUIRED } from '../../../src/contract/error-codes';
import { Application, Job, JobCard, JobPage } from '../../../src/contract/jobs';
import { placeOfZip } from '../../services/zip-codes';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, givePlan, isoDay, parent } from './market-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_REVIEWS_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const job = (overrides: Record<string, unknown> = {}) => ({
  title: 'After-school sitter for two',
  description: 'Pick up from school, homework, snacks.',
  zip: '78701',
  services: ['after_school', 'babysitting'],
  age_groups: ['school_age'],
  schedule: 'Mon–Fri 3–6 pm',
  hourly_rate_max: 2500,
  starts_on: isoDay(7),
  ...overrides,
});

const post = (token: string, body: unknown = job(), headers: Record<string, string> = {}) =>
  t.call('POST', JOB_PATHS.own, body, { ...bearer(token), ...headers });
const apply = (token: string, jobId: number, message = 'Hello! I would love to help.') =>
  t.call('POST', JOB_PATHS.apply(jobId), { message }, bearer(token));
const decide = (token: string, applicationId: number, status: string) =>
  t.call('POST', JOB_PATHS.applicationStatus(applicationId), { status }, bearer(token));

async function postedJob(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await post(token, job(overrides));
  if (answer.status !== 201)
    throw new Error(`post failed: ${answer.status} ${answer.body.message}`);
  return Job.parse(answer.body.results);
}

describe('posting, editing and closing jobs', () => {
  it('a parent posts a job: open, the ZIP sets city and state, no coordinates', async () => {
    const ana = await parent(t);
    const answer = await post(ana.token);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Your job is posted.');
    const posted = Job.parse(answer.body.results);
    expect(posted).toMatchObject({
      title: 'After-school sitter for two',
      city: 'Austin',
      state: 'TX',
      status: 'open',
      application_count: 0,
      services: ['babysitting', 'after_school'],
      currency: 'USD',
    });
    expect(JSON.stringify(answer.body.results)).not.toMatch(/lat|lng/);
    const mine = await t.call('GET', JOB_PATHS.own, undefined, bearer(ana.token));
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((j: { id: number }) => j.id)).toEqual([posted.id]);
  });

  it('a caregiver session cannot post (403); without a session 401', async () => {
    const bea = await caregiver(t);
    const answer = await post(bea.token);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/caregiver session; log in as a parent to post a job/);
    expect((await t.call('POST', JOB_PATHS.own, job())).status).toBe(401);
  });

  it('validation messages name the field', async () => {
    const ana = await parent(t);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 'Hi' }, /^title needs at least 5 characters\.$/],
      [{ title: 'x'.repeat(101) }, /^title can have at most 100 characters\.$/],
      [{ description: 'x'.repeat(2001) }, /^description can have at most 2000/],
      [{ zip: '7870' }, /5-digit US ZIP code/],
      [{ zip: '00000' }, /^zip: we do not know the ZIP code 00000/],
      [{ services: [] }, /^services needs at least one service\.$/],
      [{ schedule: 'x'.repeat(201) }, /^schedule can have at most 200/],
      [{ hourly_rate_max: 100 }, /^hourly_rate_max must be at least 500/],
      [{ hourly_rate_max: 20001 }, /^hourly_rate_max can be at most 20000/],
      [{ starts_on: isoDay(-3) }, /^starts_on cannot be in the past\.$/],
      [{ starts_on: '2030-02-30' }, /^starts_on is a date written YYYY-MM-DD/],
    ];
    for (const [override, message] of cases) {
      const answer = await post(ana.token, job(override));
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.message, JSON.stringify(override)).toMatch(message);
    }
    // Spanish with Accept-Language: es.
    const spanish = await post(ana.token, job({ title: 'Hi' }), { 'accept-language': 'es' });
    expect(spanish.body.message).toBe('title necesita al menos 5 caracteres.');
  });

  it("the owner edits and closes; someone else's job is 404", async () => {
    const ana = await parent(t);
    const ben = await parent(t, 'Ben Parent');
    const mine = await postedJob(ana.token);
    const edited = await t.call(
      'PUT',
      JOB_PATHS.ownOne(mine.id),
      job({ title: 'Weekend nanny', zip: '10001' }),
      bearer(ana.token),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.results).toMatchObject({ title: 'Weekend nanny', city: 'New York' });
    const theirs = await t.call('PUT', JOB_PATHS.ownOne(mine.id), job(), bearer(ben.token));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('We could not find this job.');
    expect((await t.call('POST', JOB_PATHS.close(mine.id), {}, bearer(ben.token))).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', JOB_PATHS.applications(mine.id), undefined, bearer(ben.token))).status,
    ).toBe(404);
    expect((await t.call('GET', JOB_PATHS.one(mine.id), undefined, bearer(ben.token))).status).toBe(
      404,
    );
    const closed = await t.call('POST', JOB_PATHS.close(mine.id), {}, bearer(ana.token));
    expect(closed.status).toBe(200);
    expect(closed.body.results.status).toBe('closed');
    const whole = await t.call('GET', JOB_PATHS.one(mine.id), undefined, bearer(ana.token));
    expect(Job.parse(whole.body.results).status).toBe('closed');
  });
});

describe('the free tier for parents: one open job', () => {
  it('a second open job answers 403 subscription_required; closing or a plan lifts it', async () => {
    const ana = await parent(t);
    const first = await postedJob(ana.token);
    const second = await post(ana.token);
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      success: false,
      results: { code: 'subscription_required' },
    });
    expect(second.body.message).toMatch(/choose a plan to post more jobs/);
    const spanish = await post(ana.token, job(), { 'accept-language': 'es' });
    expect(spanish.body.message).toMatch(/^Sin un plan puedes tener un solo trabajo abierto/);

    await t.call('POST', JOB_PATHS.close(first.id), {}, bearer(ana.token));
    expect((await post(ana.token)).status).toBe(201);

    await givePlan(t, ana.user.id, 'user');
    expect((await post(ana.token)).status).toBe(201);
    expect((await post(ana.token)).status).toBe(201);
  });

  it('a parallel burst without a plan posts exactly one job', async () => {
    const ana = await parent(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(ana.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
  });
});

describe('caregivers browse open jobs near them', () => {
  it('lists open jobs near the profile ZIP with applied, city, distance and the parent first name only', async () => {
    const ana = await parent(t, 'Ana María Pérez');
    await givePlan(t, ana.user.id, 'user');
    const near = await postedJob(ana.token, { title: 'Toddler care downtown' });
    const tutoring = await postedJob(ana.token, {
      title: 'Math tutoring please',
      services: ['tutoring'],
      zip: '78704',
    });
    const far = await postedJob(ana.token, { title: 'Nanny in New York', zip: '10001' });
    const closed = await postedJob(ana.token, { title: 'Closed job in Austin' });
    await t.call('POST', JOB_PATHS.close(closed.id), {}, bearer(ana.token));
    const bea = await caregiver(t);

    const list = await t.call(
      'GET',
      `${JOB_PATHS.search}?page_size=50`,
      undefined,
      bearer(bea.token),
    );
    expect(list.status).toBe(200);
    const page = JobPage.parse(list.body.results);
    const ids = page.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([near.id, tutoring.id]));
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(closed.id);
    const card = page.items.find((item) => item.id === near.id) as JobCard;
    expect(card).toMatchObject({
      city: 'Austin',
      state: 'TX',
      applied: false,
      parent_first_name: 'Ana',
      status: 'open',
    });
    expect(typeof card.distance_km).toBe('number');
    // No parent identity beyond the first name, no coordinates.
    const text = JSON.stringify(list.body.results);
    expect(text).not.toMatch(/Pérez|María|@|lat|lng/);
    expect(text).not.toContain(ana.form.mobile);
    // Nearest first.
    const distances = page.items.map((item) => item.distance_km ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // Filters, near another ZIP.
    const tutors = await t.call(
      'GET',
      `${JOB_PATHS.search}?service=tutoring&page_size=50`,
      undefined,
      bearer(bea.token),
    );
    expect(tutors.body.results.items.map((i: JobCard) => i.id)).toContain(tutoring.id);
    expect(tutors.body.results.items.map((i: JobCard) => i.id)).not.toContain(near.id);
    const newYork = await t.call(
      'GET',
      `${JOB_PATHS.search}?near=10001&radius_km=10`,
      undefined,
      bearer(bea.token),
    );
    expect(newYork.body.results.items.map((i: JobCard) => i.id)).toEqual([far.id]);
    const unknown = await t.call(
      'GET',
      `${JOB_PATHS.search}?near=00000`,
      undefined,
      bearer(bea.token),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^near: we do not know the ZIP code 00000/);
    expect(unknown.body.results.code).toBe('unknown_zip');
    const tooFar = await t.call(
      'GET',
      `${JOB_PATHS.search}?radius_km=101`,
      undefined,
      bearer(bea.token),
    );
    expect(tooFar.status).toBe(400);

    // applied follows an application.
    expect((await apply(bea.token, near.id)).status).toBe(201);
    const again = await t.call(
      'GET',
      `${JOB_PATHS.search}?page_size=50`,
      undefined,
      bearer(bea.token),
    );
    const after = again.body.results.items.find((i: JobCard) => i.id === near.id);
    expect(after.applied).toBe(true);

    // The card of one job, for the caregiver.
    const one = await t.call('GET', JOB_PATHS.one(near.id), undefined, bearer(bea.token));
    expect(one.status).toBe(200);
    expect(JobCard.parse(one.body.results)).toMatchObject({
      applied: true,
      parent_first_name: 'Ana',
    });
    expect(JSON.stringify(one.body.results)).not.toMatch(/Pérez|@|zip|application_count/);
    expect(
      (await t.call('GET', JOB_PATHS.one(closed.id), undefined, bearer(bea.token))).status,
    ).toBe(404);
  });

  it('a parent cannot browse jobs (403); a caregiver without a profile ZIP must give near', async () => {
    const ana = await parent(t);
    expect((await t.call('GET', JOB_PATHS.search, undefined, bearer(ana.token))).status).toBe(403);
    const cleo = await caregiver(t, { profile: false });
    const answer = await t.call('GET', JOB_PATHS.search, undefined, bearer(cleo.token));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^near is required/);
    expect(answer.body.results.code).toBe(NEAR_REQUIRED);
    expect(
      (await t.call('GET', `${JOB_PATHS.search}?near=78701`, undefined, bearer(cleo.token))).status,
    ).toBe(200);
  });
});

describe("a job's place stays approximate", () => {
  it('no radius around a ZIP centre tells a job apart: at least 5 km, distances in whole km', async () => {
    const zips = ['78701', '78702', '78703', '78704', '78705', '78751', '78756'];
    const ana = await parent(t);
    await givePlan(t, ana.user.id, 'user');
    const posted = new Map<number, string>();
    for (const zip of zips) posted.set((await postedJob(ana.token, { zip })).id, zip);
    const bea = await caregiver(t);
    const search = async (near: string, radius: number) => {
      const answer = await t.call(
        'GET',
        `${JOB_PATHS.search}?near=${near}&radius_km=${radius}&page_size=50`,
        undefined,
        bearer(bea.token),
      );
      expect(answer.status, answer.body.message).toBe(200);
      return JobPage.parse(answer.body.results).items.filter((item) => posted.has(item.id));
    };
    for (const zip of zips) {
      const place = placeOfZip(zip);
      if (!place) throw new Error(`no ZIP ${zip} in the dataset`);
      // The job's exact centre, as a lat,lng a caregiver could type.
      const centre = `${place.lat},${place.lng}`;
      const floor = (await search(centre, 5)).map((item) => item.id).sort((a, b) => a - b);
      expect(floor.length).toBeGreaterThan(1);
      for (const radius of [0.05, 0.5, 1, 2.5, 4.99]) {
        const items = await search(centre, radius);
        expect(
          items.map((item) => item.id).sort((a, b) => a - b),
          `${zip} within ${radius} km`,
        ).toEqual(floor);
        for (const item of items)
          expect(Number.isInteger(item.distance_km), `${item.distance_km}`).toBe(true);
      }
    }
    const one = await t.call(
      'GET',
      JOB_PATHS.one([...posted.keys()][0] as number),
      undefined,
      bearer(bea.token),
    );
    expect(Number.isInteger(JobCard.parse(one.body.results).distance_km)).toBe(true);
  });
});

describe('applying', () => {
  it('one application per caregiver and job (409); a closed job is 404 as an unknown one; the parent is emailed', async () => {
    const ana = await parent(t, 'Ana María Pérez');
    const posted = await postedJob(ana.token, { title: 'Evening babysitter' });
    const bea = await caregiver(t, { firstName: 'Beatriz' });
    const first = await apply(
      bea.token,
      posted.id,
      'I have five years of experience with toddlers.',
    );
    expect(first.status).toBe(201);
    expect(first.body.results).toMatchObject({ job_id: posted.id, status: 'applied' });
    const twice = await apply(bea.token, posted.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You already applied to this job: one application per job.');

    const [mail] = await t.outbox(ana.form.email);
    expect(mail?.subject).toBe('New applicant for Evening babysitter');
    expect(mail?.body).toMatch(/Beatriz C\. applied/);

    const list = await t.call(
      'GET',
      JOB_PATHS.applications(posted.id),
      undefined,
      bearer(ana.token),
    );
    expect(list.status).toBe(200);
    const [application] = list.body.results.map((a: unknown) => Application.parse(a));
    expect(application).toMatchObject({
      message: 'I have five years of experience with toddlers.',
      status: 'applied',
      caregiver: { id: bea.profileId, first_name: 'Beatriz', last_initial: 'C' },
    });
    const mine = await t.call('GET', JOB_PATHS.own, undefined, bearer(ana.token));
    expect(mine.body.results[0].application_count).toBe(1);

    await t.call('POST', JOB_PATHS.close(posted.id), {}, bearer(ana.token));
    const cleo = await caregiver(t);
    // A closed job is out of the caregiver's sight: the same 404 as a job that never was.
    const closed = await apply(cleo.token, posted.id);
    const unknown = await apply(cleo.token, 987654321);
    expect([closed.status, closed.body]).toEqual([404, unknown.body]);
    expect(closed.body.message).toBe('We could not find this job.');
    // The one who applied still sees it: their second application is the 409 it was.
    expect((await apply(bea.token, posted.id)).status).toBe(409);
  });

  it('checks the message, the session kind and the profile', async () => {
    const ana = await parent(t);
    const posted = await postedJob(ana.token);
    const bea = await caregiver(t);
    const short = await apply(bea.token, posted.id, 'Hi');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('message needs at least 10 characters.');
    const long = await apply(bea.token, posted.id, 'x'.repeat(1001));
    expect(long.body.message).toBe('message can have at most 1000 characters.');
    expect((await apply(ana.token, posted.id)).status).toBe(403);
    const hidden = await caregiver(t, { published: false });
    const unpublished = await apply(hidden.token, posted.id);
    expect(unpublished.status).toBe(403);
    expect(unpublished.body.message).toMatch(/^Publish your caregiver profile/);
    expect((await apply(bea.token, 999999)).status).toBe(404);
  });

  it('without a plan, 5 applications a month: a parallel burst of 10 lets exactly 5 through; a plan lifts it', async () => {
    const ana = await parent(t);
    await givePlan(t, ana.user.id, 'user');
    const posted = [];
    for (let i = 0; i < 12; i += 1)
      posted.push(await postedJob(ana.token, { title: `Job number ${i}` }));
    const bea = await caregiver(t);
    const left = async () =>
      (
        await t.call(
          'GET',
          `${JOB_PATHS.search}?near=78701&radius_km=100`,
          undefined,
          bearer(bea.token),
        )
      ).body.results.applications_left;
    expect(await left()).toBe(5);
    const answers = await Promise.all(posted.slice(0, 10).map((p) => apply(bea.token, p.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 403);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.body.results).toEqual({ code: 'subscription_required' });
      expect(answer.body.message).toMatch(/applied to 5 jobs this month/);
    }
    const { rows } = await t.pool.query(
      'select count(*)::int as n from applications where profile_id = $1',
      [bea.profileId],
    );
    expect(rows[0].n).toBe(5);
    const spanish = await t.call(
      'POST',
      JOB_PATHS.apply(posted[10]?.id ?? 0),
      { message: 'Hello! I would love to help.' },
      { ...bearer(bea.token), 'accept-language': 'es' },
    );
    expect(spanish.status).toBe(403);
    expect(spanish.body.message).toMatch(/^Este mes te has postulado a 5 trabajos/);

    expect(await left()).toBe(0);
    // Each card says whether, and how, this caregiver applied (the job page shows it).
    const card = await t.call(
      'GET',
      JOB_PATHS.one(posted[0]?.id ?? 0),
      undefined,
      bearer(bea.token),
    );
    const applied = answers.findIndex((answer) => answer.status === 201);
    const mine = await t.call(
      'GET',
      JOB_PATHS.one(posted[applied]?.id ?? 0),
      undefined,
      bearer(bea.token),
    );
    expect(mine.body.results.application).toMatchObject({ status: 'applied' });
    expect(mine.body.results.application.id).toBe(answers[applied]?.body.results.id);
    if (answers[0]?.status === 403) expect(card.body.results.application).toBeNull();

    await givePlan(t, bea.user.id, 'service_provider');
    expect(await left()).toBeNull();
    expect((await apply(bea.token, posted[11]?.id ?? 0)).status).toBe(201);
  });
});

describe('deciding on applications', () => {
  it('shortlist, then hire: the job closes, the caregiver is emailed and becomes reviewable', async () => {
    const ana = await parent(t);
    const posted = await postedJob(ana.token, { title: 'Summer nanny' });
    const bea = await caregiver(t);
    const cleo = await caregiver(t);
    const applied = await apply(bea.token, posted.id);
    const other = await apply(cleo.token, posted.id);
    const id = applied.body.results.id as number;

    // Before the hire, no review.
    const early = await t.call(
      'POST',
      CAREGIVER_PATHS.reviews(bea.profileId),
      { rating: 5, body: 'Wonderful with our kids, always on time.' },
      bearer(ana.token),
    );
    expect(early.status).toBe(403);

    // Someone else cannot decide; a caregiver session cannot either.
    const ben = await parent(t, 'Ben Parent');
    expect((await decide(ben.token, id, 'hired')).status).toBe(404);
    expect((await decide(bea.token, id, 'hired')).status).toBe(403);
    const bad = await decide(ana.token, id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be one of shortlisted, declined, hired.');

    const shortlisted = await decide(ana.token, id, 'shortlisted');
    expect(shortlisted.status).toBe(200);
    expect(Application.parse(shortlisted.body.results).status).toBe('shortlisted');
    const [shortMail] = await t.outbox(bea.form.email);
    expect(shortMail?.subject).toBe('You are shortlisted for Summer nanny');

    const hired = await decide(ana.token, id, 'hired');
    expect(hired.status).toBe(200);
    expect(hired.body.results.status).toBe('hired');
    const [hireMail] = await t.outbox(bea.form.email);
    expect(hireMail?.subject).toBe('You are hired for Summer nanny');
    const whole = await t.call('GET', JOB_PATHS.one(posted.id), undefined, bearer(ana.token));
    expect(whole.body.results.status).toBe('closed');

    // A hire is final; nobody else can be hired; others can still be declined.
    expect((await decide(ana.token, id, 'declined')).status).toBe(409);
    const otherId = other.body.results.id as number;
    expect((await decide(ana.token, otherId, 'hired')).status).toBe(409);
    expect((await decide(ana.token, otherId, 'declined')).status).toBe(200);

    const review = await t.call(
      'POST',
      CAREGIVER_PATHS.reviews(bea.profileId),
      { rating: 5, body: 'Wonderful with our kids, always on time.' },
      bearer(ana.token),
    );
    expect(review.status).toBe(201);
  });
});
