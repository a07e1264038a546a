import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingCreated, BookingPage } from '../../../src/contract/bookings';
import { BOOKING_PATHS } from '../../../src/contract/endpoints';
import { SUBSCRIPTION_REQUIRED } from '../../../src/contract/error-codes';
import { createTestApp, type TestApp } from '../harness';
import {
  ask,
  BOOKING_ENV,
  HOUR_MS,
  list,
  mails,
  pair,
  requestBody,
  requested,
} from './booking-people';
import { bearer, caregiver, parent } from './market-people';

// Booking requests and the list (interface §11): who may ask, the times, the weekly repeats in
// the caregiver's zone across a DST change, respond_by, the hourly limit.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(BOOKING_ENV);
});
afterAll(async () => {
  await t?.close();
});

const fieldOf = (answer: { body: { results?: any } }) => answer.body.results?.errors?.[0]?.field;

describe('POST /v1/bookings: a parent with a plan asks', () => {
  it('makes a request: requested, respond_by 24 h after it, the caregiver’s rate and zone, the caregiver emailed', async () => {
    const { mom, carer } = await pair(t);
    const before = t.app.ctx.clock.nowMs();
    const answer = await ask(
      t,
      mom.token,
      requestBody(t, carer.profileId, 48, 3, { notes: '  Two kids, one nap.  ' }),
    );
    expect(answer.status, answer.body.message).toBe(201);
    expect(answer.body.message).toBe(
      'Your request is sent. The caregiver answers within 24 hours (or 2 hours before the start, if sooner).',
    );
    const made = BookingCreated.parse(answer.body.results);
    expect(made).toMatchObject({
      status: 'requested',
      children: 2,
      hourly_rate: 2000,
      currency: 'USD',
      notes: 'Two kids, one nap.',
      other: { id: carer.profileId, first_name: carer.firstName, kind: 'caregiver' },
      hours: null,
      amount_due: null,
      cancelled_by: null,
      late_cancel: false,
      time_zone: 'America/Chicago',
      series_id: null,
    });
    expect(made.bookings).toHaveLength(1);
    const respondBy = Date.parse(made.respond_by);
    expect(respondBy - before).toBeGreaterThanOrEqual(24 * HOUR_MS - 2000);
    expect(respondBy - before).toBeLessThanOrEqual(24 * HOUR_MS + 60_000);
    const sent = await mails(t, carer.form.email, 'New booking request from Ana');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/Ana asks you to look after 2 child\(ren\)/);
    expect(sent[0]?.body).toMatch(/America\/Chicago|America\/Chicago|Chicago/);
    // The profile got its city's zone when it was first booked.
    const zone = await t.pool.query('select time_zone from caregiver_profiles where id = $1', [
      carer.profileId,
    ]);
    expect(zone.rows[0].time_zone).toBe('America/Chicago');
  });

  it('respond_by is 2 h before the start when that is sooner; a rate of its own is kept', async () => {
    const { mom, carer } = await pair(t);
    const made = await requested(t, mom, carer, 10, 2, { hourly_rate: 2500 });
    expect(Date.parse(made.starts_at) - Date.parse(made.respond_by)).toBe(2 * HOUR_MS);
    expect(made.hourly_rate).toBe(2500);
  });

  it('without an active plan: 403 subscription_required (§7), in both languages', async () => {
    const mom = await parent(t);
    const carer = await caregiver(t);
    const answer = await ask(t, mom.token, requestBody(t, carer.profileId));
    expect(answer.status).toBe(403);
    expect(answer.body.results).toEqual({ code: SUBSCRIPTION_REQUIRED });
    expect(answer.body.message).toMatch(/needs an active plan/);
    const es = await ask(t, mom.token, requestBody(t, carer.profileId), {
      'accept-language': 'es',
    });
    expect(es.body.message).toMatch(/necesitas un plan activo/);
  });

  it('a caregiver session is 403, no session 401, an unknown caregiver 404 naming caregiver_id', async () => {
    const { mom, carer } = await pair(t);
    const asCarer = await ask(t, carer.token, requestBody(t, carer.profileId));
    expect(asCarer.status).toBe(403);
    expect(asCarer.body.message).toBe(
      'This is a caregiver session; log in as a parent to book a caregiver.',
    );
    const anonymous = await t.call('POST', BOOKING_PATHS.list, requestBody(t, carer.profileId));
    expect(anonymous.status).toBe(401);
    const unknown = await ask(t, mom.token, requestBody(t, 99_999_999));
    expect(unknown.status).toBe(404);
    expect(fieldOf(unknown)).toBe('caregiver_id');
    const hidden = await caregiver(t, { published: false });
    expect((await ask(t, mom.token, requestBody(t, hidden.profileId))).status).toBe(404);
  });

  it.each([
    ['a start less than 2 h ahead', { start: 1 }, 'starts_at', /at least 2 hours from now/],
    ['a start in the past', { start: -5 }, 'starts_at', /at least 2 hours from now/],
    ['ends_at before starts_at', { length: -1 }, 'ends_at', /after starts_at/],
    ['a booking of 30 minutes', { length: 0.5 }, 'ends_at', /at least 1 hour/],
    ['a booking over 12 hours', { length: 13 }, 'ends_at', /more than 12 hours/],
    [
      'no children',
      { extra: { children: 0 } },
      'children',
      /children must be a whole number from 1 to 6/,
    ],
    ['7 children', { extra: { children: 7 } }, 'children', /from 1 to 6/],
    ['notes over 1000', { extra: { notes: 'x'.repeat(1001) } }, 'notes', /at most 1000/],
    ['a rate under $5', { extra: { hourly_rate: 100 } }, 'hourly_rate', /hourly_rate/],
    ['a bad starts_at', { extra: { starts_at: 'tomorrow at six' } }, 'starts_at', /ISO 8601/],
    [
      'a bad date',
      { extra: { repeat_weekly_until: '2030-02-30' } },
      'repeat_weekly_until',
      /YYYY-MM-DD/,
    ],
    [
      'repeats over 26',
      { extra: { repeat_weekly_until: 'far' } },
      'repeat_weekly_until',
      /makes 27 bookings; at most 26/,
    ],
    [
      'repeats ending before the start',
      { extra: { repeat_weekly_until: 'before' } },
      'repeat_weekly_until',
      /on or after/,
    ],
  ])('%s is 400 naming %s', async (_what, change, field, message) => {
    const { mom, carer } = await pair(t);
    const body: Record<string, unknown> = requestBody(
      t,
      carer.profileId,
      'start' in change ? change.start : 48,
      'length' in change ? change.length : 3,
    );
    const extra = { ...(change as { extra?: Record<string, unknown> }).extra };
    const start = new Date(body.starts_at as string);
    if (extra.repeat_weekly_until === 'far')
      extra.repeat_weekly_until = new Date(start.getTime() + 26 * 7 * 24 * HOUR_MS)
        .toISOString()
        .slice(0, 10);
    if (extra.repeat_weekly_until === 'before')
      extra.repeat_weekly_until = new Date(start.getTime() - 3 * 24 * HOUR_MS)
        .toISOString()
        .slice(0, 10);
    const answer = await ask(t, mom.token, { ...body, ...extra });
    expect(answer.status, answer.body.message).toBe(400);
    expect(fieldOf(answer)).toBe(field);
    expect(answer.body.message).toMatch(message);
    expect(await list(t, mom.token)).toMatchObject({ total: 0 });
  });

  it('a field error is said in Spanish too', async () => {
    const { mom, carer } = await pair(t);
    const answer = await ask(t, mom.token, requestBody(t, carer.profileId, 1), {
      'accept-language': 'es',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'starts_at debe ser al menos 2 horas a partir de ahora: elige un inicio más tarde.',
    );
  });
});

describe('weekly repeats', () => {
  it('repeat_weekly_until (inclusive) makes one booking a week sharing series_id, each answered on its own', async () => {
    const { mom, carer } = await pair(t);
    const first = requestBody(t, carer.profileId, 48, 3);
    const until = new Date(Date.parse(first.starts_at) + 21 * 24 * HOUR_MS)
      .toISOString()
      .slice(0, 10);
    const answer = await ask(t, mom.token, { ...first, repeat_weekly_until: until });
    expect(answer.status, answer.body.message).toBe(201);
    expect(answer.body.message).toMatch(/Your 4 weekly requests are sent/);
    const made = BookingCreated.parse(answer.body.results);
    expect(made.bookings).toHaveLength(4);
    expect(made.series_id).toBe(made.id);
    const ids = made.bookings.map((booking) => booking.id);
    const series = await t.pool.query(
      'select distinct series_id from bookings where id = any($1)',
      [ids],
    );
    expect(series.rows).toEqual([{ series_id: String(made.id) }]);
    expect(new Set(made.bookings.map((booking) => booking.respond_by)).size).toBe(1);
    // One email for the request, naming the series.
    const sent = await mails(t, carer.form.email, 'New booking request from Ana');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/4 bookings in all/);
    const theirs = await list(t, carer.token);
    expect(theirs.total).toBe(4);
    expect(theirs.items[0]?.other).toEqual({ id: mom.user.id, first_name: 'Ana', kind: 'parent' });
  });

  it('at most 26 in all: exactly 26 weeks is accepted', async () => {
    const { mom, carer } = await pair(t);
    const first = requestBody(t, carer.profileId, 48, 2);
    const until = new Date(Date.parse(first.starts_at) + 25 * 7 * 24 * HOUR_MS)
      .toISOString()
      .slice(0, 10);
    const made = BookingCreated.parse(
      (await ask(t, mom.token, { ...first, repeat_weekly_until: until })).body.results,
    );
    expect(made.bookings).toHaveLength(26);
  });

  it('18:00 New York time stays 18:00 local across the March DST change (the UTC hour moves)', async () => {
    const { mom, carer } = await pair(t);
    // A New York caregiver (ZIP 10001's centre); the zone comes from the place.
    await t.pool.query(
      `update caregiver_profiles set zip = '10001', city = 'New York', state = 'NY',
              lat = 40.7506, lng = -73.9972, time_zone = null where id = $1`,
      [carer.profileId],
    );
    const year = new Date(t.app.ctx.clock.nowMs()).getUTCFullYear() + 1;
    // The second Sunday of March: clocks go forward in New York.
    const march1 = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const change = 1 + ((7 - march1) % 7) + 7;
    const tuesday = new Date(Date.UTC(year, 2, change - 12, 23)); // 18:00 EST = 23:00 UTC
    const answer = await ask(t, mom.token, {
      caregiver_id: carer.profileId,
      starts_at: tuesday.toISOString(),
      ends_at: new Date(tuesday.getTime() + 3 * HOUR_MS).toISOString(),
      children: 1,
      repeat_weekly_until: new Date(tuesday.getTime() + 21 * 24 * HOUR_MS)
        .toISOString()
        .slice(0, 10),
    });
    expect(answer.status, answer.body.message).toBe(201);
    const made = BookingCreated.parse(answer.body.results);
    expect(made.time_zone).toBe('America/New_York');
    expect(made.bookings.map((booking) => booking.starts_at.slice(11, 16))).toEqual([
      '23:00',
      '23:00',
      '22:00',
      '22:00',
    ]);
    const local = made.bookings.map((booking) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(new Date(booking.starts_at)),
    );
    expect(local).toEqual(['Tue 18:00', 'Tue 18:00', 'Tue 18:00', 'Tue 18:00']);
    for (const booking of made.bookings)
      expect(Date.parse(booking.ends_at) - Date.parse(booking.starts_at)).toBe(3 * HOUR_MS);
  });
});

describe('the hourly limit', () => {
  it('25 parallel requests: exactly 20 are made, the rest 429 saying when to try again', async () => {
    const { mom, carer } = await pair(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, k) =>
        ask(t, mom.token, requestBody(t, carer.profileId, 48 + k * 4, 2)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toMatch(/You have sent 20 booking requests in the last hour/);
    expect(refused?.headers['retry-after']).toBeDefined();
    expect((await list(t, mom.token)).total).toBe(20);
  });
});

describe('GET /v1/bookings', () => {
  it('either side, filtered by status, from and to (a date alone is its start in UTC), by page', async () => {
    const { mom, carer } = await pair(t);
    const first = requestBody(t, carer.profileId, 48, 2);
    const until = new Date(Date.parse(first.starts_at) + 24 * 7 * 24 * HOUR_MS)
      .toISOString()
      .slice(0, 10);
    const made = BookingCreated.parse(
      (await ask(t, mom.token, { ...first, repeat_weekly_until: until })).body.results,
    );
    expect(made.bookings).toHaveLength(25);
    const page1 = BookingPage.parse(await list(t, mom.token));
    expect(page1).toMatchObject({ total: 25, page: 1, page_size: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toEqual(made.bookings[0]);
    const page2 = await list(t, mom.token, '?page=2');
    expect(page2.items).toHaveLength(5);
    expect((await list(t, mom.token, '?page=9')).total).toBe(25);
    expect((await list(t, mom.token, '?status=confirmed')).total).toBe(0);
    expect((await list(t, carer.token, '?status=requested')).total).toBe(25);
    const third = made.bookings[2]?.starts_at.slice(0, 10) as string;
    const fifth = made.bookings[4]?.starts_at.slice(0, 10) as string;
    const window = await list(t, mom.token, `?from=${third}&to=${fifth}`);
    expect(window.items.map((booking) => booking.id)).toEqual(
      made.bookings.slice(2, 4).map((booking) => booking.id),
    );
    const moment = await list(
      t,
      carer.token,
      `?from=${encodeURIComponent(made.bookings[24]?.starts_at as string)}`,
    );
    expect(moment.items.map((booking) => booking.id)).toEqual([made.bookings[24]?.id]);
    // Someone else sees none of them.
    const other = await parent(t);
    expect((await list(t, other.token)).total).toBe(0);
  });

  it('bad filters are 400 naming the field; no session is 401', async () => {
    const mom = await parent(t);
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?to=2030-13-01', 'to'],
      ['?status=lost', 'status'],
      ['?page=0', 'page'],
      ['?from=2030-02-01&to=2030-01-01', 'from'],
    ] as const) {
      const answer = await t.call(
        'GET',
        `${BOOKING_PATHS.list}${query}`,
        undefined,
        bearer(mom.token),
      );
      expect(answer.status, query).toBe(400);
      expect(fieldOf(answer), query).toBe(field);
      expect(answer.body.message, query).toMatch(new RegExp(field));
    }
    expect((await t.call('GET', BOOKING_PATHS.list)).status).toBe(401);
  });
});
