import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaregiverPage } from '../../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import { weekWindow } from '../../services/booking-rules';
import { createTestApp, type TestApp } from '../harness';
import { caregiver, parent } from '../routes/market-people';
import { insertBooking } from './booking-rows';

// Interface §11 search by time: `available_at`/`available_until` keep the caregivers whose weekly
// availability, in their city's time zone, covers the whole window and who have no confirmed
// booking in it. 2030-03-10 is the US change to daylight-saving time: Tuesday 5 March is EST
// (UTC−5), Tuesday 12 March EDT (UTC−4).

let t: TestApp;
let ana: Awaited<ReturnType<typeof parent>>;
beforeAll(async () => {
  t = await createTestApp();
  ana = await parent(t);
});
afterAll(async () => {
  await t?.close();
});

const TUESDAY_EVENING = [{ day: 2, from: '17:00', to: '22:00' }];

/** A published caregiver in `zone` (null: none yet) with these weekly slots and a test language. */
async function carer(
  zone: string | null,
  language: string,
  availability: { day: number; from: string; to: string }[] = TUESDAY_EVENING,
) {
  const made = await caregiver(t);
  await t.pool.query(
    `update caregiver_profiles set time_zone = $2, availability = $3::jsonb,
       languages = array['en', $4]::text[] where id = $1`,
    [made.profileId, zone, JSON.stringify(availability), language],
  );
  return made.profileId;
}

const search = (query: string, headers: Record<string, string> = {}) =>
  t.call('GET', `${CAREGIVER_PATHS.search}?${query}`, undefined, headers);

async function found(query: string) {
  const answer = await search(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const page = CaregiverPage.parse(answer.body.results);
  return { ids: page.items.map((card) => card.id).sort((a, b) => a - b), total: page.total };
}

const window = (at: string, until: string) =>
  `available_at=${encodeURIComponent(at)}&available_until=${encodeURIComponent(until)}`;

describe('search by time', () => {
  it('a New York caregiver free Tue 17:00–22:00 matches 18:00–21:00 New York time given in UTC, on both sides of the clock change; a Los Angeles one does not', async () => {
    const ny = await carer('America/New_York', 'it');
    const la = await carer('America/Los_Angeles', 'it');
    // No zone yet: when it is free cannot be told, so it is left out.
    await carer(null, 'it');
    // Wednesday only in New York: the window is Tuesday there.
    await carer('America/New_York', 'it', [{ day: 3, from: '00:00', to: '23:59' }]);

    // 18:00–21:00 EST = 23:00–02:00 UTC (the window crosses UTC midnight, not New York's).
    expect(
      await found(`language=it&${window('2030-03-05T23:00:00Z', '2030-03-06T02:00:00Z')}`),
    ).toEqual({ ids: [ny], total: 1 });
    // 18:00–21:00 EDT = 22:00–01:00 UTC; the same window in UTC is 19:00–22:00, also covered.
    expect(
      await found(`language=it&${window('2030-03-12T22:00:00Z', '2030-03-13T01:00:00Z')}`),
    ).toEqual({ ids: [ny], total: 1 });
    expect(
      await found(`language=it&${window('2030-03-12T23:00:00Z', '2030-03-13T02:00:00Z')}`),
    ).toEqual({ ids: [ny], total: 1 });
    // Any offset names the same instant.
    expect(
      await found(
        `language=it&${window('2030-03-05T18:00:00-05:00', '2030-03-05T21:00:00-05:00')}`,
      ),
    ).toEqual({ ids: [ny], total: 1 });
    // Not covered from start to end: 16:00–19:00 and 20:00–23:00 New York time.
    expect(
      (await found(`language=it&${window('2030-03-05T21:00:00Z', '2030-03-06T00:00:00Z')}`)).ids,
    ).toEqual([]);
    // 20:00–23:00 New York time is 17:00–20:00 in Los Angeles (PST, UTC−8): the LA caregiver's.
    expect(
      await found(`language=it&${window('2030-03-06T01:00:00Z', '2030-03-06T04:00:00Z')}`),
    ).toEqual({
      ids: [la],
      total: 1,
    });
    // Without a window every one of them is there.
    expect((await found('language=it')).total).toBe(4);
  });

  it('a confirmed booking in the window leaves the caregiver out; requests, cancelled and other times do not', async () => {
    const booked = await carer('America/New_York', 'fr');
    const asked = await carer('America/New_York', 'fr');
    const cancelled = await carer('America/New_York', 'fr');
    const bookedEarlier = await carer('America/New_York', 'fr');
    // Tuesday 5 March 2030, New York time (EST).
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: booked,
      status: 'confirmed',
      startsAt: '2030-03-06T01:00:00Z', // 20:00–21:00
      hours: 1,
    });
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: asked,
      status: 'requested',
      startsAt: '2030-03-05T23:00:00Z',
    });
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: cancelled,
      status: 'cancelled',
      cancelledBy: 'parent',
      startsAt: '2030-03-05T23:00:00Z',
    });
    // 17:00–18:00: ends where the window starts (ranges are half-open), so no overlap.
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bookedEarlier,
      status: 'confirmed',
      startsAt: '2030-03-05T22:00:00Z',
      hours: 1,
    });
    const evening = window('2030-03-05T23:00:00Z', '2030-03-06T02:00:00Z');
    expect(await found(`language=fr&${evening}`)).toEqual({
      ids: [asked, cancelled, bookedEarlier].sort((a, b) => a - b),
      total: 3,
    });
    // In every order, and past the end (the count alone), the booked one stays out.
    for (const sort of ['rate', 'rating', 'recent', 'distance']) {
      expect(await found(`language=fr&near=78701&sort=${sort}&${evening}`)).toEqual({
        ids: [asked, cancelled, bookedEarlier].sort((a, b) => a - b),
        total: 3,
      });
    }
    const past = await search(`language=fr&page_size=1&page=9&${evening}`);
    expect(past.body.results).toMatchObject({ items: [], total: 3 });
    // A week later the booked one is free again.
    expect(
      (await found(`language=fr&${window('2030-03-12T23:00:00Z', '2030-03-13T01:00:00Z')}`)).total,
    ).toBe(4);
  });

  it('every card matches every filter and total counts all matches across pages', async () => {
    const first = await carer('America/New_York', 'de');
    const second = await carer('America/New_York', 'de');
    await carer('America/New_York', 'de', [{ day: 4, from: '09:00', to: '17:00' }]);
    await t.pool.query("update caregiver_profiles set services = '{nanny}' where id = $1", [
      second,
    ]);
    const evening = window('2030-03-05T23:00:00Z', '2030-03-06T02:00:00Z');
    const one = await search(`language=de&near=78701&page_size=1&${evening}`);
    expect(one.body.results.total).toBe(2);
    expect(one.body.results.items).toHaveLength(1);
    const two = await search(`language=de&near=78701&page_size=1&page=2&${evening}`);
    expect(two.body.results.items).toHaveLength(1);
    expect(
      [one.body.results.items[0].id, two.body.results.items[0].id].sort((a, b) => a - b),
    ).toEqual([first, second].sort((a, b) => a - b));
    // Past the end, total still counts them.
    const three = await search(`language=de&near=78701&page_size=1&page=3&${evening}`);
    expect(three.body.results).toMatchObject({ items: [], total: 2 });
    // With a second filter.
    expect(await found(`language=de&service=babysitting&${evening}`)).toEqual({
      ids: [first],
      total: 1,
    });
  });

  it.each([
    ['available_at=2030-03-05T23:00:00Z', 'available_until', 'available_until is needed'],
    ['available_until=2030-03-05T23:00:00Z', 'available_at', 'available_at is needed'],
    [window('tuesday', '2030-03-06T02:00:00Z'), 'available_at', 'ISO 8601'],
    [window('2030-03-05T23:00:00Z', '2030-03-06'), 'available_until', 'ISO 8601'],
    [
      window('2030-03-05T23:00:00Z', '2030-03-05T23:00:00Z'),
      'available_until',
      'after available_at',
    ],
    [
      window('2030-03-05T23:00:00Z', '2030-03-05T22:00:00Z'),
      'available_until',
      'after available_at',
    ],
    [window('2030-03-05T08:00:00Z', '2030-03-05T20:01:00Z'), 'available_until', 'at most 12 hours'],
  ])('%s → 400 naming %s', async (query, field, words) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(words);
    expect(answer.body.results.errors[0].field).toBe(field);
    const spanish = await search(query, { 'accept-language': 'es' });
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toContain(field);
    expect(spanish.body.message).not.toBe(answer.body.message);
    expect(spanish.body.results.errors[0].field).toBe(field);
  });

  it("the server's weekWindow equals the database's ftc_week_window, across clock changes", async () => {
    // The search computes the ZIP's zone's window in the server and the other zones' in SQL.
    const zones = [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
    ];
    const cases: [string, string, string][] = [];
    // Every 7 h 13 min over two weeks around each US clock change of 2030, 1 to 12 h long.
    for (const around of ['2030-03-10T08:00:00Z', '2030-11-03T08:00:00Z']) {
      for (let k = -24; k < 24; k++) {
        const at = new Date(Date.parse(around) + k * 433 * 60_000);
        const until = new Date(at.getTime() + (((k + 24) % 12) + 1) * 3_600_000 + (k % 3) * 60_000);
        const zone = zones[(k + 24) % zones.length] as string;
        cases.push([at.toISOString(), until.toISOString(), zone]);
      }
    }
    const { rows } = await t.pool.query<{ range: string }>(
      `select ftc_week_window(c.at, c.until, c.zone)::text as range
         from unnest($1::timestamptz[], $2::timestamptz[], $3::text[]) with ordinality
              as c(at, until, zone, n)
        order by c.n`,
      [cases.map((c) => c[0]), cases.map((c) => c[1]), cases.map((c) => c[2])],
    );
    const inServer = cases.map(([at, until, zone]) => {
      const [from, to] = weekWindow(at, until, zone).slice(1, -1).split(',').map(Number);
      return `[${from},${(to ?? 0) + 1})`; // int4range's canonical form
    });
    expect(inServer).toEqual(rows.map((row) => row.range));
  });

  it('a window of exactly 12 hours is accepted', async () => {
    expect((await search(window('2030-03-05T08:00:00Z', '2030-03-05T20:00:00Z'))).status).toBe(200);
  });
});
