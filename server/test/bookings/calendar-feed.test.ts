import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATHS } from '../../../src/contract/endpoints';
import { createTestApp, type TestApp } from '../harness';
import { bearer, caregiver, parent } from '../routes/market-people';
import { dayAt, insertBooking } from './booking-rows';

// Interface §11's secret calendar feed: the link (either side), the RFC 5545 text read back by
// Mozilla's ical.js, and a replaced link that stops working.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const link = async (token: string, method: 'GET' | 'POST' = 'GET') => {
  const answer = await t.call(method, BOOKING_PATHS.calendarLink, undefined, bearer(token));
  expect(answer.status).toBe(200);
  return answer.body.results.url as string;
};

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

interface Event {
  uid: string;
  summary: string;
  start: string;
  end: string;
  status: string;
}

/** The feed's VEVENTs as ical.js reads them, DTSTART/DTEND as written (UTC ends in Z). */
function events(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: String(vevent.getFirstProperty('dtstart')?.toICALString()),
      end: String(vevent.getFirstProperty('dtend')?.toICALString()),
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
}

const icsTime = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

describe('the calendar feed', () => {
  it("holds each confirmed booking once with a stable UID, UTC times, the other side's first name, cancelled ones as CANCELLED", async () => {
    const ana = await parent(t, 'Ana Zapatero');
    const bea = await caregiver(t, { firstName: 'Beatriz' });
    const cy = await parent(t, 'Cy Okonkwo');
    const upcoming = dayAt(3, 18);
    const past = dayAt(-10, 14);
    const confirmed = await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bea.profileId,
      status: 'confirmed',
      startsAt: upcoming,
    });
    const completed = await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bea.profileId,
      status: 'completed',
      startsAt: past,
    });
    const cancelled = await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bea.profileId,
      status: 'cancelled',
      startsAt: dayAt(5, 9),
      cancelledBy: 'parent',
    });
    // Never in anyone's calendar: requests, declined, expired, a request withdrawn before an
    // answer, and a booking older than a year.
    for (const status of ['requested', 'declined', 'expired'] as const)
      await insertBooking(t, {
        parentAccountId: ana.user.id,
        profileId: bea.profileId,
        status,
        startsAt: dayAt(7, 10),
      });
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bea.profileId,
      status: 'cancelled',
      startsAt: dayAt(8, 10),
      confirmedAt: null,
      cancelledBy: 'parent',
    });
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bea.profileId,
      status: 'completed',
      startsAt: dayAt(-400, 10),
    });
    // Another family's booking with the same caregiver.
    const cys = await insertBooking(t, {
      parentAccountId: cy.user.id,
      profileId: bea.profileId,
      status: 'confirmed',
      startsAt: dayAt(4, 18),
    });

    const url = await link(ana.token);
    expect(url).toMatch(/^http:\/\/ftc\.test\/v1\/bookings\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await link(ana.token)).toBe(url);

    const first = await fetchFeed(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const seen = events(first.body);
    expect(seen).toEqual([
      {
        uid: `booking-${completed}@ftc.test`,
        summary: 'Care with Beatriz (FTC)',
        start: `DTSTART:${icsTime(past)}`,
        end: `DTEND:${icsTime(new Date(past.getTime() + 3 * 3_600_000))}`,
        status: 'CONFIRMED',
      },
      {
        uid: `booking-${confirmed}@ftc.test`,
        summary: 'Care with Beatriz (FTC)',
        start: `DTSTART:${icsTime(upcoming)}`,
        end: `DTEND:${icsTime(new Date(upcoming.getTime() + 3 * 3_600_000))}`,
        status: 'CONFIRMED',
      },
      expect.objectContaining({ uid: `booking-${cancelled}@ftc.test`, status: 'CANCELLED' }),
    ]);
    // The same UIDs on the next fetch: calendar apps update events instead of doubling them.
    expect(events((await fetchFeed(url)).body).map((event) => event.uid)).toEqual(
      seen.map((event) => event.uid),
    );
    // No personal data beyond first names.
    expect(first.body).not.toMatch(/Zapatero|Okonkwo|@ftc\.test\b(?!\r)|Carer/);
    expect(first.body).not.toContain(`booking-${cys}@`);

    // The caregiver's own feed names the families by first name; a family's own
    // feed shows only its own bookings.
    const beas = events((await fetchFeed(await link(bea.token))).body);
    expect(beas.map((event) => event.summary)).toEqual([
      "Care for Ana's family (FTC)",
      "Care for Ana's family (FTC)",
      "Care for Cy's family (FTC)",
      "Care for Ana's family (FTC)",
    ]);
    const cyFeed = await fetchFeed(await link(cy.token));
    expect(events(cyFeed.body).map((event) => event.uid)).toEqual([`booking-${cys}@ftc.test`]);
    expect(cyFeed.body).not.toMatch(/Zapatero|Ana/);
  });

  it('in Spanish for a member whose requests are in Spanish', async () => {
    const ana = await parent(t, 'Ana Zapatero');
    const bea = await caregiver(t, { firstName: 'Beatriz' });
    await insertBooking(t, {
      parentAccountId: ana.user.id,
      profileId: bea.profileId,
      status: 'confirmed',
      startsAt: dayAt(2, 18),
    });
    const answer = await t.call('GET', BOOKING_PATHS.calendarLink, undefined, {
      ...bearer(ana.token),
      'accept-language': 'es',
    });
    expect(answer.body.message).toMatch(/enlace de calendario/);
    const feed = await fetchFeed(answer.body.results.url);
    expect(events(feed.body).map((event) => event.summary)).toEqual(['Cuidado con Beatriz (FTC)']);
    expect(feed.body).toContain('X-WR-CALNAME:Reservas de FTC');
  });

  it('a new link ends the old one: the old URL answers 404, the new one the feed', async () => {
    const ana = await parent(t);
    const old = await link(ana.token);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const renewed = await t.call('POST', BOOKING_PATHS.calendarLink, undefined, bearer(ana.token));
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toMatch(/old link no longer works/);
    const fresh = renewed.body.results.url as string;
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/does not exist or was replaced/);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    // GET shows the new one from now on.
    expect(await link(ana.token)).toBe(fresh);
  });

  it('bad tokens answer 404 and the link needs a session (401)', async () => {
    for (const file of [
      'nope.ics',
      `${'A'.repeat(43)}.ics`,
      'A'.repeat(43),
      `${'A'.repeat(44)}.ics`,
      '..ics',
    ]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `${BOOKING_PATHS.calendarFeed('x').replace(/x\.ics$/, '')}${file}`,
      });
      expect(answer.statusCode, file).toBe(404);
    }
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.call(method, BOOKING_PATHS.calendarLink);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/log in/i);
    }
  });
});
