import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { BookingsPage } from '../../demo/pages/bookings';
import { zoneLabel } from '../../src/bookings/booking-time';
import type { Booking } from '../../src/contract/booking-values';
import { messagingStoreOf } from '../../src/messaging/use-messaging';
import {
  asCaregiver,
  booking,
  CAREGIVER,
  harness,
  ok,
  PARENT_WITH_PLAN,
  page,
  press,
  READER_ZONE,
  refused,
  sentTo,
  showAs,
  text,
  type,
  until,
} from './bookings-harness';

// `/dashboard/bookings` (interface §11 "Site") against a fake API: the list and the week, the
// countdown, the zones, what each side can do and what it sends, the calendar link, live updates.

const HOUR = 3_600_000;
const open = async (
  items: Booking[],
  user = PARENT_WITH_PLAN,
  url: string = paths.dashboardBookings,
) => {
  harness.answers['GET /v1/bookings'] = ok(page(items));
  harness.answers['GET /v1/bookings/calendar-link'] = ok({
    url: 'https://api.test/v1/bookings/calendar/old-secret.ics',
  });
  const shown = await showAs(BookingsPage, paths.dashboardBookings, url, user);
  await until(() => !text(shown.container).includes('Loading your bookings'));
  return shown;
};
const items = (container: ParentNode) => Array.from(container.querySelectorAll('.bk-item'));
const itemText = (container: ParentNode, index = 0) => text(items(container)[index]);
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: READER_ZONE }).format(
    new Date(iso),
  );

describe('the list', () => {
  it('an empty list says what to do, for each side', async () => {
    const parent = await open([]);
    expect(text(parent.container)).toContain(
      'You have no bookings yet. Find a caregiver, open their profile and press "Book" to ask for a date.',
    );
    const find = Array.from(parent.container.querySelectorAll('a')).find(
      (a) => text(a) === 'Find caregivers',
    );
    expect(find?.getAttribute('href')).toBe(paths.caregivers);
  });

  it('a caregiver’s empty list says how requests come', async () => {
    const { container } = await open([], CAREGIVER);
    expect(text(container)).toContain('When a family books you, the request shows here');
  });

  it('upcoming soonest first, past newest first; status, date and times in the reader’s zone', async () => {
    const soon = booking({ id: 1, startsIn: 30 });
    const later = booking({ id: 2, startsIn: 100, status: 'requested' });
    const done = booking({
      id: 3,
      startsIn: -50,
      status: 'completed',
      hours: 2.5,
      amount_due: 5625,
    });
    const { container } = await open([later, done, soon]);
    const upcoming = container.querySelector('[aria-labelledby="bk-upcoming"]');
    const past = container.querySelector('[aria-labelledby="bk-past"]');
    expect(items(upcoming as ParentNode).map((n) => n.getAttribute('data-status'))).toEqual([
      'confirmed',
      'requested',
    ]);
    expect(items(past as ParentNode).map((n) => n.getAttribute('data-status'))).toEqual([
      'completed',
    ]);
    const first = itemText(container);
    expect(first).toContain('With Maria');
    expect(first).toContain('Confirmed');
    expect(first).toContain(`${hhmm(soon.starts_at)}–${hhmm(soon.ends_at)}`);
    expect(first).toContain('2 children · $22.50 per hour');
    const completed = text(items(past as ParentNode)[0]);
    expect(completed).toContain('2.5 hours submitted');
    expect(completed).toContain('Amount due: $56.25');
  });

  it('the parent reads the countdown to respond_by on a request', async () => {
    const request = booking({
      status: 'requested',
      respond_by: new Date(Date.now() + 5 * HOUR + 12 * 60_000 + 30_000).toISOString(),
    });
    const parent = await open([request]);
    expect(itemText(parent.container)).toContain('Maria answers within 5 h 12 min');
  });

  it('the caregiver reads "Answer within …"', async () => {
    const request = asCaregiver(
      booking({
        status: 'requested',
        respond_by: new Date(Date.now() + 40 * 60_000 + 10_000).toISOString(),
      }),
    );
    const { container } = await open([request], CAREGIVER);
    expect(itemText(container)).toContain('Answer within 40 min');
  });

  it('names the caregiver’s city zone only when its clock differs from the reader’s', async () => {
    const away = booking({ id: 1, time_zone: 'America/New_York' });
    const home = booking({ id: 2, startsIn: 72, time_zone: READER_ZONE });
    const { container } = await open([away, home]);
    const ny = new Intl.DateTimeFormat('en', {
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(new Date(away.starts_at));
    expect(itemText(container, 0)).toContain(`${ny}–`);
    expect(itemText(container, 0)).toContain(
      `in Maria's city (${zoneLabel('America/New_York', 'en', new Date(away.starts_at))})`,
    );
    expect(zoneLabel('America/New_York', 'en', new Date('2026-12-01T12:00:00Z'))).toBe(
      'New York, Eastern Standard Time',
    );
    expect(itemText(container, 1)).not.toContain("Maria's city");
  });

  it('in Spanish', async () => {
    document.documentElement.lang = 'es';
    const { container } = await open([booking({ status: 'confirmed' })]);
    expect(itemText(container)).toContain('Confirmada');
    expect(itemText(container)).toContain('2 niños · $22.50');
  });
});

describe('what each side does', () => {
  it('the caregiver accepts a request', async () => {
    const { container } = await open([asCaregiver(booking({ status: 'requested' }))], CAREGIVER);
    harness.answers['POST /v1/bookings/5/accept'] = ok({ id: 5, status: 'confirmed' });
    await press(container, 'Accept');
    await until(() => sentTo('POST /v1/bookings/5/accept').length === 1);
    expect(sentTo('POST /v1/bookings/5/accept')[0]?.body).toEqual({});
    await until(() => harness.notify.mock.calls.length > 0);
    expect(harness.notify.mock.calls[0]).toEqual(['Booking confirmed.', 'success']);
  });

  it('an accept after the window (409) says so', async () => {
    const late = asCaregiver(
      booking({ status: 'requested', respond_by: new Date(Date.now() + 60_000).toISOString() }),
    );
    const { container } = await open([late], CAREGIVER);
    harness.answers['POST /v1/bookings/5/accept'] = refused(409, 'Taken.');
    await press(container, 'Accept');
    await until(() => container.querySelector('.bk-actions [role="alert"]'));
    expect(text(container.querySelector('.bk-actions [role="alert"]'))).toBe(
      'You already have a confirmed booking at that time.',
    );
  });

  it('the caregiver declines with an optional reason', async () => {
    const { container } = await open([asCaregiver(booking({ status: 'requested' }))], CAREGIVER);
    harness.answers['POST /v1/bookings/5/decline'] = ok({ id: 5, status: 'declined' });
    await press(container, 'Decline');
    await type(container, 'Reason (optional)', 'Away that week');
    await press(container, 'Decline request');
    await until(() => sentTo('POST /v1/bookings/5/decline').length === 1);
    expect(sentTo('POST /v1/bookings/5/decline')[0]?.body).toEqual({ reason: 'Away that week' });
  });

  it('a cancel states the policy first: a late cancel under 24 h, a reason of 5 characters', async () => {
    const { container } = await open([booking({ startsIn: 10 })]);
    harness.answers['POST /v1/bookings/5/cancel'] = ok({ id: 5, status: 'cancelled' });
    await press(container, 'Cancel booking');
    const dialog = container.querySelector('[role="alertdialog"]');
    expect(text(dialog)).toContain(
      'The start is less than 24 hours away: this cancel counts as a late cancel for you.',
    );
    await type(container, 'Reason (at least 5 characters)', 'Sick');
    await press(dialog as ParentNode, 'Cancel booking');
    expect(text(dialog)).toContain('Write a reason of at least 5 characters.');
    expect(sentTo('POST /v1/bookings/5/cancel')).toEqual([]);
    await type(container, 'Reason (at least 5 characters)', 'Sick child');
    await press(dialog as ParentNode, 'Cancel booking');
    await until(() => sentTo('POST /v1/bookings/5/cancel').length === 1);
    expect(sentTo('POST /v1/bookings/5/cancel')[0]?.body).toEqual({ reason: 'Sick child' });
  });

  it('a cancel more than 24 h ahead is not a late one; Keep booking leaves it, focus back on its button', async () => {
    const { container } = await open([booking({ startsIn: 30 })]);
    await press(container, 'Cancel booking');
    expect(text(container.querySelector('[role="alertdialog"]'))).toContain(
      'The start is more than 24 hours away: this cancel does not count as a late cancel.',
    );
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
    await press(container, 'Keep booking');
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    // Focus goes back to the button that opened it.
    expect(text(document.activeElement)).toBe('Cancel booking');
    expect(sentTo('POST /v1/bookings/5/cancel')).toEqual([]);
  });

  it('after the end the caregiver submits hours in quarter steps', async () => {
    const ended = asCaregiver(booking({ startsIn: -5, length: 3 }));
    const { container } = await open([ended], CAREGIVER);
    harness.answers['POST /v1/bookings/5/hours'] = ok({ id: 5, status: 'hours_submitted' });
    await press(container, 'Submit hours');
    await type(container, 'Hours worked', '3.1');
    await press(container, 'Send hours');
    expect(text(container)).toContain(
      'Enter the hours in quarter steps (0.25), more than 0 and at most 7.',
    );
    await type(container, 'Hours worked', '3.25');
    await press(container, 'Send hours');
    await until(() => sentTo('POST /v1/bookings/5/hours').length === 1);
    expect(sentTo('POST /v1/bookings/5/hours')[0]?.body).toEqual({ hours: 3.25 });
  });

  it('no hours before the end; no accept for a parent', async () => {
    const { container } = await open([booking({ status: 'requested', startsIn: 30 })]);
    expect(text(container)).not.toContain('Submit hours');
    expect(text(container)).not.toContain('Accept');
    expect(text(container)).toContain('Cancel booking');
  });

  it('the parent approves submitted hours, or disputes them with a reason', async () => {
    const submitted = booking({ startsIn: -5, status: 'hours_submitted', hours: 3 });
    const { container } = await open([submitted]);
    harness.answers['POST /v1/bookings/5/approve'] = ok({ id: 5, status: 'completed' });
    harness.answers['POST /v1/bookings/5/dispute'] = ok({ id: 5, status: 'disputed' });
    await press(container, 'Dispute hours');
    await press(container, 'Send dispute');
    expect(text(container)).toContain('Say what is wrong with the hours.');
    expect(sentTo('POST /v1/bookings/5/dispute')).toEqual([]);
    await type(container, 'What is wrong (required)', 'She left at 8');
    await press(container, 'Send dispute');
    await until(() => sentTo('POST /v1/bookings/5/dispute').length === 1);
    expect(sentTo('POST /v1/bookings/5/dispute')[0]?.body).toEqual({ reason: 'She left at 8' });
  });

  it('approve sends an empty body', async () => {
    const submitted = booking({ startsIn: -5, status: 'hours_submitted', hours: 3 });
    const { container } = await open([submitted]);
    harness.answers['POST /v1/bookings/5/approve'] = ok({ id: 5, status: 'completed' });
    await press(container, 'Approve hours');
    await until(() => sentTo('POST /v1/bookings/5/approve').length === 1);
    expect(sentTo('POST /v1/bookings/5/approve')[0]?.body).toEqual({});
  });
});

describe('the week', () => {
  // A Monday morning, so this week's Wednesday evening is ahead whatever day the test runs
  // (a past booking offers no cancel). Only Date is mocked: the timers stay real.
  beforeEach(() => {
    vi.setSystemTime(new Date(2026, 10, 23, 10, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const inWeek = () => {
    // Wednesday of this week at 18:00 local.
    const d = new Date();
    d.setDate(d.getDate() - d.getDay() + 3);
    d.setHours(18, 0, 0, 0);
    return d;
  };

  it('asks for the week, names each booking in full, moves by keys and buttons', async () => {
    const start = inWeek();
    const b = booking({
      startsIn: (start.getTime() - Date.now()) / HOUR,
      status: 'confirmed',
    });
    const { container } = await open([b], PARENT_WITH_PLAN, `${paths.dashboardBookings}?view=week`);
    const week = sentTo('GET /v1/bookings').at(-1)?.url ?? '';
    const params = new URL(week, 'https://x').searchParams;
    const from = new Date(params.get('from') ?? '');
    expect(from.getDay()).toBe(0);
    expect(from.getHours()).toBe(0);
    expect(Date.parse(params.get('to') ?? '') - from.getTime()).toBeGreaterThan(6.9 * 24 * HOUR);

    const chip = container.querySelector('.bk-chip') as HTMLButtonElement;
    const day = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(start);
    expect(text(chip.querySelector('.ftc-visually-hidden'))).toBe(
      `Confirmed: Maria, ${day}, ${hhmm(b.starts_at)}–${hhmm(b.ends_at)}`,
    );
    await act(async () => chip.click());
    expect(text(container.querySelector('.bk-week__selected'))).toContain('Cancel booking');

    // The days take a roving focus: one in the tab order; arrows move it.
    const days = () => Array.from(container.querySelectorAll<HTMLButtonElement>('.bk-day__name'));
    expect(days().filter((d) => d.tabIndex === 0)).toHaveLength(1);
    const key = async (k: string) =>
      act(async () => {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: k, bubbles: true }),
        );
      });
    await act(async () => days()[0]?.focus());
    await key('ArrowRight');
    expect(document.activeElement).toBe(days()[1]);
    await key('End');
    expect(document.activeElement).toBe(days()[6]);
    const asked = sentTo('GET /v1/bookings').length;
    await key('ArrowRight');
    // Past Saturday: next week, on its Sunday.
    await until(() => sentTo('GET /v1/bookings').length > asked);
    expect(document.activeElement).toBe(days()[0]);
    const next = new URL(sentTo('GET /v1/bookings').at(-1)?.url ?? '', 'https://x').searchParams;
    expect(Date.parse(next.get('from') ?? '') - from.getTime()).toBeGreaterThan(6.9 * 24 * HOUR);
    await press(container, 'Previous week');
    await press(container, 'Previous week');
    const previous = new URL(sentTo('GET /v1/bookings').at(-1)?.url ?? '', 'https://x')
      .searchParams;
    expect(from.getTime() - Date.parse(previous.get('from') ?? '')).toBeGreaterThan(
      6.9 * 24 * HOUR,
    );
  });

  it('the toggle switches between list and week', async () => {
    const { container, router } = await open([booking()]);
    const toggle = (name: string) =>
      Array.from(container.querySelectorAll('.bk-toggle button')).find((b) => text(b) === name);
    expect(toggle('List')?.getAttribute('aria-pressed')).toBe('true');
    await press(container, 'Week');
    expect(router.state.location.search).toBe('?view=week');
    await until(() => container.querySelector('.bk-week'));
    expect(toggle('Week')?.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('live and the calendar link', () => {
  it('a booking event on the stream reads the bookings again', async () => {
    const { container, kit } = await open(
      [asCaregiver(booking({ status: 'requested' }))],
      CAREGIVER,
    );
    expect(itemText(container)).toContain('Requested');
    harness.answers['GET /v1/bookings'] = ok(
      page([asCaregiver(booking({ status: 'cancelled', cancelled_by: 'parent' }))]),
    );
    const asked = sentTo('GET /v1/bookings').length;
    await act(async () =>
      messagingStoreOf(kit).receiveBooking({ booking_id: 5, status: 'cancelled' }),
    );
    await until(() => sentTo('GET /v1/bookings').length > asked);
    await until(() => itemText(container).includes('Cancelled by the parent'));
  });

  it('shows the link, copies it, and says the old one stops before making a new one', async () => {
    const writeText = vi.fn(async (_: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = await open([]);
    const input = () => container.querySelector('.bk-calendar__url') as HTMLInputElement;
    await until(() => input());
    expect(input().value).toBe('https://api.test/v1/bookings/calendar/old-secret.ics');
    await press(container, 'Copy link');
    expect(writeText).toHaveBeenCalledWith('https://api.test/v1/bookings/calendar/old-secret.ics');
    harness.answers['POST /v1/bookings/calendar-link'] = ok({
      url: 'https://api.test/v1/bookings/calendar/new-secret.ics',
    });
    await press(container, 'New link');
    expect(text(container.querySelector('.bk-calendar [role="alertdialog"]'))).toContain(
      'calendars that use the old link stop getting your bookings',
    );
    expect(sentTo('POST /v1/bookings/calendar-link')).toEqual([]);
    await press(container, 'Make a new link');
    await until(() => input()?.value.endsWith('new-secret.ics'));
    expect(harness.notify).toHaveBeenCalledWith(
      'Your new link is ready. The old one no longer works.',
      'success',
    );
  });
});

describe('the stream’s booking event', () => {
  it('is read only when it has a booking id and a known status', async () => {
    const { parseBookingEvent } = await import('../../src/messaging/stream-client');
    expect(parseBookingEvent('{"booking_id":5,"status":"confirmed"}')).toEqual({
      booking_id: 5,
      status: 'confirmed',
    });
    expect(parseBookingEvent('{"booking_id":5,"status":"lost"}')).toBeNull();
    expect(parseBookingEvent('{"booking_id":"5","status":"confirmed"}')).toBeNull();
    expect(parseBookingEvent('not json')).toBeNull();
  });
});
