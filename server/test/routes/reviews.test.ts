import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Review } from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, hire, parent } from './market-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_REVIEWS_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const text = (words: string) => `${words} — she was kind, punctual and the kids loved her.`;
const review = (
  token: string,
  profileId: number | string,
  body: unknown,
  headers: Record<string, string> = {},
) => t.call('POST', CAREGIVER_PATHS.reviews(profileId), body, { ...bearer(token), ...headers });
const reply = (token: string, reviewId: number | string, body: unknown) =>
  t.call('POST', CAREGIVER_PATHS.reply(reviewId), body, bearer(token));
const totals = async (profileId: number) =>
  (
    await t.pool.query<{ rating: string | null; review_count: number }>(
      'select rating, review_count from caregiver_profiles where id = $1',
      [profileId],
    )
  ).rows[0];

async function hiredBy(profileId: number, name = 'Ana Parent') {
  const session = await parent(t, name);
  await hire(t, session.user.id, profileId);
  return session;
}

describe('writing a review', () => {
  it('a parent who hired the caregiver reviews once; rating and review_count follow at once', async () => {
    const bea = await caregiver(t);
    const ana = await hiredBy(bea.profileId, 'Ana María Pérez');
    const first = await review(ana.token, bea.profileId, { rating: 5, body: text('Great') });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thank you! Your review is published.');
    expect(Review.parse(first.body.results)).toMatchObject({
      rating: 5,
      body: text('Great'),
      author_first_name: 'Ana',
      reply: null,
    });
    // The author's full name and contact details are not in it.
    expect(JSON.stringify(first.body.results)).not.toMatch(/Pérez|@/);
    expect(await totals(bea.profileId)).toEqual({ rating: '5.0', review_count: 1 });

    const ben = await hiredBy(bea.profileId, 'Ben Parent');
    await review(ben.token, bea.profileId, { rating: 4, body: text('Good') });
    const cy = await hiredBy(bea.profileId, 'Cy Parent');
    await review(cy.token, bea.profileId, { rating: 4, body: text('Fine') });
    // (5 + 4 + 4) / 3 = 4.33… → 4.3
    expect(await totals(bea.profileId)).toEqual({ rating: '4.3', review_count: 3 });

    const twice = await review(ana.token, bea.profileId, { rating: 1, body: text('Changed') });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already reviewed this caregiver/);
    expect(await totals(bea.profileId)).toEqual({ rating: '4.3', review_count: 3 });
  });

  it('a parent who did not hire the caregiver gets 403 saying only parents who hired can review', async () => {
    const bea = await caregiver(t);
    const ana = await parent(t);
    const answer = await review(ana.token, bea.profileId, { rating: 5, body: text('Hello') });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'Only parents who hired this caregiver or completed a booking with them can review them.',
    );
    expect(await totals(bea.profileId)).toEqual({ rating: null, review_count: 0 });
    // A hire of another caregiver does not count.
    const cleo = await caregiver(t);
    await hire(t, ana.user.id, cleo.profileId);
    expect((await review(ana.token, bea.profileId, { rating: 5, body: text('Hi') })).status).toBe(
      403,
    );
  });

  it('an unpublished profile is 404 as an unknown one, unless the parent hired that caregiver', async () => {
    const draft = await caregiver(t, { published: false });
    const ana = await parent(t);
    const hidden = await review(ana.token, draft.profileId, { rating: 5, body: text('Hello') });
    const unknown = await review(ana.token, 987654321, { rating: 5, body: text('Hello') });
    expect([hidden.status, hidden.body]).toEqual([404, unknown.body]);
    expect(hidden.body.message).toBe('We could not find this caregiver.');
    // The parent who hired them knows them: the review goes through.
    const ben = await hiredBy(draft.profileId, 'Ben Parent');
    expect(
      (await review(ben.token, draft.profileId, { rating: 4, body: text('Good') })).status,
    ).toBe(201);
  });

  it('answers in Spanish with Accept-Language: es', async () => {
    const bea = await caregiver(t);
    const ana = await parent(t);
    const answer = await review(
      ana.token,
      bea.profileId,
      { rating: 5, body: text('Hola') },
      { 'accept-language': 'es' },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'Solo los padres que contrataron a este cuidador o completaron una reserva con él pueden escribir una reseña.',
    );
    const short = await review(
      ana.token,
      bea.profileId,
      { rating: 5, body: 'Short' },
      { 'accept-language': 'es' },
    );
    expect(short.body.message).toBe('body necesita al menos 20 caracteres.');
  });

  it('an unknown caregiver is 404; a caregiver session is 403; no session 401', async () => {
    const ana = await parent(t);
    const unknown = await review(ana.token, 987654321, { rating: 5, body: text('Hello') });
    expect(unknown.status).toBe(404);
    const bea = await caregiver(t);
    const cleo = await caregiver(t);
    const refused = await review(cleo.token, bea.profileId, { rating: 5, body: text('Hello') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/log in as a parent to review caregivers/);
    const anonymous = await t.call('POST', CAREGIVER_PATHS.reviews(bea.profileId), {
      rating: 5,
      body: text('Hello'),
    });
    expect(anonymous.status).toBe(401);
  });

  it('messages name the field: rating 1–5, body 20–2000', async () => {
    const bea = await caregiver(t);
    const ana = await hiredBy(bea.profileId);
    const cases: [unknown, string, RegExp][] = [
      [{ rating: 0, body: text('x') }, 'rating', /rating is from 1 to 5/],
      [{ rating: 6, body: text('x') }, 'rating', /rating is from 1 to 5/],
      [{ rating: 4.5, body: text('x') }, 'rating', /rating/],
      [{ body: text('x') }, 'rating', /"rating"/],
      [{ rating: 5, body: 'Too short.' }, 'body', /body needs at least 20 characters/],
      [{ rating: 5, body: `   ${'a'.repeat(19)}   ` }, 'body', /body needs at least 20/],
      [{ rating: 5, body: 'a'.repeat(2001) }, 'body', /body can have at most 2000/],
      [{ rating: 5 }, 'body', /body is required/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await review(ana.token, bea.profileId, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.results.errors[0].field).toBe(field);
    }
    const badId = await review(ana.token, 'abc', { rating: 5, body: text('x') });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/\bid\b/);
    expect(await totals(bea.profileId)).toEqual({ rating: null, review_count: 0 });
  });

  it('HTML stays text: stored and answered as written', async () => {
    const bea = await caregiver(t);
    const ana = await hiredBy(bea.profileId);
    const body = '<script>alert(1)</script> <b>Lovely</b> & kind with our kids';
    const answer = await review(ana.token, bea.profileId, { rating: 5, body });
    expect(answer.status).toBe(201);
    expect(answer.body.results.body).toBe(body);
  });

  it('parallel reviews of one caregiver keep the totals right', async () => {
    const bea = await caregiver(t);
    const parents = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => hiredBy(bea.profileId, `P${n} Parent`)),
    );
    const answers = await Promise.all(
      parents.map((p, index) =>
        review(p.token, bea.profileId, { rating: (index % 5) + 1, body: text('Parallel') }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // 1+2+3+4+5+1 = 16 / 6 = 2.67 → 2.7
    expect(await totals(bea.profileId)).toEqual({ rating: '2.7', review_count: 6 });
    // The same parent twice at once: one review.
    const zed = await hiredBy(bea.profileId, 'Zed Parent');
    const racing = await Promise.all(
      [1, 2].map(() => review(zed.token, bea.profileId, { rating: 5, body: text('Twice') })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await totals(bea.profileId))?.review_count).toBe(7);
  });

  it('is limited per parent (RATE_REVIEWS_PER_HOUR) with 429 and Retry-After', async () => {
    const limited = await createTestApp({ RATE_REVIEWS_PER_HOUR: '2' });
    try {
      const ana = await parent(limited);
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        const answer = await limited.call(
          'POST',
          CAREGIVER_PATHS.reviews(987654321 + n),
          { rating: 5, body: text('Limit') },
          bearer(ana.token),
        );
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
          expect(answer.body.message).toMatch(/many reviews in the last hour/);
        }
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('replying', () => {
  async function reviewed() {
    const bea = await caregiver(t);
    const ana = await hiredBy(bea.profileId);
    const written = await review(ana.token, bea.profileId, { rating: 4, body: text('Nice') });
    return { bea, ana, reviewId: written.body.results.id as number };
  }

  it('the reviewed caregiver replies once; the review comes back with its reply', async () => {
    const { bea, reviewId } = await reviewed();
    const answer = await reply(bea.token, reviewId, { body: '  Thank you, <i>Ana</i>!  ' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your reply is published.');
    const result = Review.parse(answer.body.results);
    expect(result.reply?.body).toBe('Thank you, <i>Ana</i>!');
    expect(Date.parse(result.reply?.created_at ?? '')).not.toBeNaN();
    const twice = await reply(bea.token, reviewId, { body: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already replied/);
  });

  it("someone else's review is 404; a parent session is 403; an empty body names the field", async () => {
    const { bea, ana, reviewId } = await reviewed();
    const cleo = await caregiver(t);
    const other = await reply(cleo.token, reviewId, { body: 'Not mine' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(
      'We could not find this review among the reviews of your profile.',
    );
    expect((await reply(cleo.token, 987654321, { body: 'Nope' })).status).toBe(404);
    const parentTry = await reply(ana.token, reviewId, { body: 'Hi' });
    expect(parentTry.status).toBe(403);
    expect(parentTry.body.message).toMatch(/log in as a caregiver to reply to reviews/);
    const empty = await reply(bea.token, reviewId, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('body is required.');
    const long = await reply(bea.token, reviewId, { body: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.results.errors[0].field).toBe('body');
  });
});

describe('OpenAPI', () => {
  it('documents the review routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const post = doc.paths['/v1/caregivers/{id}/reviews'].post;
    expect(post.tags).toEqual(['Reviews']);
    expect(
      Object.keys(post.requestBody.content['application/json'].schema.properties).sort(),
    ).toEqual(['body', 'rating']);
    expect(doc.paths['/v1/service-provider/reviews/{id}/reply'].post.tags).toEqual(['Reviews']);
  });
});
