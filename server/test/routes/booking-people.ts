import { expect } from 'vitest';
import { Booking, BookingCreated } from '../../../src/contract/bookings';
import { BOOKING_PATHS, ROUTES } from '../../../src/contract/endpoints';
import type { TestApp } from '../harness';
import { bearer, caregiver, givePlan, parent } from './market-people';

// The people and calls of the bookings tests (interface §11): a parent with a plan, a caregiver
// with a published profile (Austin, TX: America/Chicago), times relative to the server's clock
// (which `POST /dev/tick` moves).

export const HOUR_MS = 3_600_000;

/** Access tokens that outlive the ticks of these tests (days, not 15 minutes). */
export const BOOKING_ENV = { ACCESS_TOKEN_TTL_SECONDS: String(30 * 24 * 3600) };

export type Person = Awaited<ReturnType<typeof parent>>;
export type Carer = Awaited<ReturnType<typeof caregiver>>;

/** A parent with an active plan and a caregiver with a published profile. */
export async function pair(t: TestApp, parentName = 'Ana Parent') {
  const mom = await parent(t, parentName);
  await givePlan(t, mom.user.id, 'user');
  const carer = await caregiver(t);
  return { mom, carer };
}

/** A whole hour `hours` from the server's clock, ISO 8601 UTC. */
export function hoursAhead(t: TestApp, hours: number): string {
  const now = t.app.ctx.clock.nowMs();
  return new Date(Math.ceil(now / HOUR_MS) * HOUR_MS + hours * HOUR_MS).toISOString();
}

/** A request body: `start` hours ahead (rounded up to the hour), `length` hours long. */
export function requestBody(
  t: TestApp,
  profileId: number,
  start = 48,
  length = 3,
  extra: Record<string, unknown> = {},
) {
  return {
    caregiver_id: profileId,
    starts_at: hoursAhead(t, start),
    ends_at: hoursAhead(t, start + length),
    children: 2,
    ...extra,
  };
}

export const ask = (
  t: TestApp,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) => t.call('POST', BOOKING_PATHS.list, body, { ...bearer(token), ...headers });

/** A request that must succeed: the bookings it made. */
export async function requested(
  t: TestApp,
  mom: Person,
  carer: Carer,
  start = 48,
  length = 3,
  extra: Record<string, unknown> = {},
) {
  const answer = await ask(t, mom.token, requestBody(t, carer.profileId, start, length, extra));
  expect(answer.status, answer.body.message).toBe(201);
  return BookingCreated.parse(answer.body.results);
}

type Action = 'accept' | 'decline' | 'cancel' | 'hours' | 'approve' | 'dispute';

export const act = (
  t: TestApp,
  token: string,
  action: Action,
  id: number | string,
  body: unknown = {},
  headers: Record<string, string> = {},
) => t.call('POST', BOOKING_PATHS[action](id), body, { ...bearer(token), ...headers });

/** A confirmed booking `start` hours ahead. */
export async function confirmed(t: TestApp, mom: Person, carer: Carer, start = 48, length = 3) {
  const made = await requested(t, mom, carer, start, length);
  const answer = await act(t, carer.token, 'accept', made.id);
  expect(answer.status, answer.body.message).toBe(200);
  return Booking.parse(answer.body.results);
}

export async function list(t: TestApp, token: string, query = '') {
  const answer = await t.call('GET', `${BOOKING_PATHS.list}${query}`, undefined, bearer(token));
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.results as {
    items: Booking[];
    total: number;
    page: number;
    page_size: number;
  };
}

/** Moves the server's clock `hours` ahead and runs every time-driven job (`POST /dev/tick`). */
export async function tick(t: TestApp, hours: number) {
  const now = new Date(t.app.ctx.clock.nowMs() + hours * HOUR_MS).toISOString();
  const answer = await t.call('POST', ROUTES.devTick, { now });
  expect(answer.status, answer.body.message).toBe(200);
  const jobs = answer.body.results.jobs as { name: string; did: Record<string, number> }[];
  return jobs.find((job) => job.name === 'bookings')?.did;
}

/** The emails sent to `email` whose subject is `subject`. */
export async function mails(t: TestApp, email: string, subject: string | RegExp) {
  const sent = await t.outbox(email);
  return sent.filter(
    (mail) =>
      mail.channel === 'email' &&
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '')),
  );
}
