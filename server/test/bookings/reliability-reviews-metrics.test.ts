import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaregiverDetail, CaregiverPage } from '../../../src/contract/caregivers';
import { ADMIN_PATHS, CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { admin, bearer, caregiver, parent } from '../routes/market-people';
import { type BookingRow, dayAt, insertBooking } from './booking-rows';

// Interface §11 after the hire: `reliability` on the profile and its cards once 3 bookings were
// ever confirmed, a review after a completed booking, and bookings in the operators' metrics.

let t: TestApp;
let ana: Awaited<ReturnType<typeof parent>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REVIEWS_PER_HOUR: '1000' });
  ana = await parent(t);
});
afterAll(async () => {
  await t?.close();
});

/** Bookings of the profile by Ana, a day apart (confirmed ones may not overlap). */
let nextDay = 2;
async function book(
  profileId: number,
  ...rows: Omit<BookingRow, 'parentAccountId' | 'profileId' | 'startsAt'>[]
) {
  for (const row of rows) {
    nextDay += 1;
    const past = ['completed', 'hours_submitted', 'disputed'].includes(row.status);
    await insertBooking(t, {
      ...row,
      parentAccountId: ana.user.id,
      profileId,
      startsAt: dayAt(past ? -nextDay : nextDay, 15),
    });
  }
}

async function profile(id: number) {
  const answer = await t.call('GET', CAREGIVER_PATHS.one(id));
  expect(answer.status).toBe(200);
  return CaregiverDetail.parse(answer.body.results);
}

async function card(id: number, language: string) {
  const answer = await t.call('GET', `${CAREGIVER_PATHS.search}?language=${language}`);
  expect(answer.status).toBe(200);
  return CaregiverPage.parse(answer.body.results).items.find((item) => item.id === id);
}

async function withLanguage(language: string) {
  const bea = await caregiver(t);
  await t.pool.query("update caregiver_profiles set languages = array['en', $2] where id = $1", [
    bea.profileId,
    language,
  ]);
  return bea;
}

describe('reliability', () => {
  it('is null until 3 bookings were confirmed, then counts completed against the caregiver’s late cancels only', async () => {
    const bea = await withLanguage('it');
    await book(
      bea.profileId,
      { status: 'completed' },
      { status: 'requested' },
      { status: 'declined' },
    );
    await book(bea.profileId, { status: 'cancelled', cancelledBy: 'parent', confirmedAt: null });
    // Two ever confirmed: not yet.
    await book(bea.profileId, { status: 'confirmed' });
    expect((await profile(bea.profileId)).reliability).toBeNull();
    expect((await card(bea.profileId, 'it'))?.reliability).toBeNull();

    await book(
      bea.profileId,
      { status: 'completed' },
      { status: 'cancelled', cancelledBy: 'caregiver', lateCancel: true },
      { status: 'cancelled', cancelledBy: 'caregiver', lateCancel: false },
      { status: 'cancelled', cancelledBy: 'parent', lateCancel: true },
      { status: 'hours_submitted' },
    );
    // Ever confirmed: 2 completed, 1 confirmed, 3 cancelled after confirming, 1 with hours in.
    // 2 ÷ (2 + 1 late cancel by the caregiver) = 66.7 → 67.
    const expected = { bookings: 7, completed: 2, late_cancels: 1, percent: 67 };
    expect((await profile(bea.profileId)).reliability).toEqual(expected);
    expect((await card(bea.profileId, 'it'))?.reliability).toEqual(expected);
  });

  it('is 100 % while nothing has been completed or cancelled late yet', async () => {
    const cleo = await withLanguage('fr');
    await book(
      cleo.profileId,
      { status: 'confirmed' },
      { status: 'confirmed' },
      { status: 'confirmed' },
    );
    expect((await profile(cleo.profileId)).reliability).toEqual({
      bookings: 3,
      completed: 0,
      late_cancels: 0,
      percent: 100,
    });
  });

  it('all late: 0 %', async () => {
    const dee = await withLanguage('de');
    await book(
      dee.profileId,
      ...Array.from({ length: 3 }, () => ({
        status: 'cancelled' as const,
        cancelledBy: 'caregiver' as const,
        lateCancel: true,
      })),
    );
    expect((await card(dee.profileId, 'de'))?.reliability).toEqual({
      bookings: 3,
      completed: 0,
      late_cancels: 3,
      percent: 0,
    });
  });
});

describe('reviews after a completed booking', () => {
  const body = { rating: 5, body: 'Punctual, kind, and the children loved her stories.' };

  it('a parent with a completed booking reviews as after a hire; a confirmed or another caregiver’s booking does not count', async () => {
    const bea = await caregiver(t);
    const cleo = await caregiver(t);
    const ben = await parent(t, 'Ben Parent');
    await insertBooking(t, {
      parentAccountId: ben.user.id,
      profileId: bea.profileId,
      status: 'confirmed',
      startsAt: dayAt(30, 10),
    });
    await insertBooking(t, {
      parentAccountId: ben.user.id,
      profileId: cleo.profileId,
      status: 'completed',
      startsAt: dayAt(-30, 10),
    });
    const early = await t.call(
      'POST',
      CAREGIVER_PATHS.reviews(bea.profileId),
      body,
      bearer(ben.token),
    );
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(
      'Only parents who hired this caregiver or completed a booking with them can review them.',
    );

    await insertBooking(t, {
      parentAccountId: ben.user.id,
      profileId: bea.profileId,
      status: 'completed',
      startsAt: dayAt(-31, 10),
    });
    const written = await t.call(
      'POST',
      CAREGIVER_PATHS.reviews(bea.profileId),
      body,
      bearer(ben.token),
    );
    expect(written.status).toBe(201);
    expect(written.body.results).toMatchObject({ rating: 5, author_first_name: 'Ben' });
    expect((await profile(bea.profileId)).reviews.map((review) => review.id)).toEqual([
      written.body.results.id,
    ]);
  });
});

describe('metrics', () => {
  it('counts the bookings made each UTC day', async () => {
    const bea = await caregiver(t);
    for (const [createdAt, startsAt] of [
      ['2025-03-01T00:00:00Z', '2025-03-10T10:00:00Z'],
      ['2025-03-01T23:59:59Z', '2025-03-11T10:00:00Z'],
      ['2025-03-03T12:00:00Z', '2025-03-12T10:00:00Z'],
      ['2025-02-28T23:59:59Z', '2025-03-13T10:00:00Z'],
    ] as const)
      await insertBooking(t, {
        parentAccountId: ana.user.id,
        profileId: bea.profileId,
        status: 'requested',
        startsAt,
        createdAt,
      });
    const staff = await admin(t);
    const answer = await t.call(
      'GET',
      `${ADMIN_PATHS.metrics}?from=2025-03-01&to=2025-03-03`,
      undefined,
      bearer(staff.token),
    );
    expect(answer.status).toBe(200);
    expect(
      answer.body.results.days.map((day: { date: string; bookings: number }) => [
        day.date,
        day.bookings,
      ]),
    ).toEqual([
      ['2025-03-01', 2],
      ['2025-03-02', 0],
      ['2025-03-03', 1],
    ]);
    expect(answer.body.results.totals.bookings).toBe(3);
  });
});
