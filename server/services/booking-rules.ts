import { BOOKING_LIMITS, type BookingStatus } from '../../src/contract/booking-values';
import { ApiProblem, conflict, fieldProblem } from '../errors';
import { type Word, type WordKey, word } from '../i18n';

// The rules of interface §11 that are plain arithmetic on a request or a booking, apart from the
// SQL that applies them (bookings.ts): each refusal names the field or says what to do.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A booking's status in the reader's words ("confirmed", "confirmada"). */
export const statusWord = (status: BookingStatus): Word =>
  word(`bookings.status.${status}` as WordKey);

/** 409 saying the booking's status does not allow the action. */
export const wrongStatus = (key: WordKey, status: BookingStatus) =>
  conflict(word(key, { status: statusWord(status) }));

/** 404 for a booking that is not the caller's (or no booking at all). */
export const bookingNotFound = () => new ApiProblem(404, 'bookings.notFound');

/**
 * A request's times: `ends_at` after `starts_at`, 1 to 12 hours long, starting at least 2 hours
 * after `nowMs` (the server's clock). Throws 400 naming the field.
 */
export function checkRequestTimes(startsAt: string, endsAt: string, nowMs: number): void {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (start < nowMs + BOOKING_LIMITS.minLeadHours * HOUR_MS)
    throw fieldProblem(
      'starts_at',
      word('bookings.startTooSoon', { hours: BOOKING_LIMITS.minLeadHours }),
    );
  const limits = { min: BOOKING_LIMITS.minHours, max: BOOKING_LIMITS.maxHours };
  if (end <= start) throw fieldProblem('ends_at', 'bookings.endBeforeStart');
  if (end - start < BOOKING_LIMITS.minHours * HOUR_MS)
    throw fieldProblem('ends_at', word('bookings.tooShort', limits));
  if (end - start > BOOKING_LIMITS.maxHours * HOUR_MS)
    throw fieldProblem('ends_at', word('bookings.tooLong', limits));
}

/** The calendar date (YYYY-MM-DD) of `at` in the IANA zone `zone`. */
export function localDate(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `at` in `zone`, as the UTC instant with the same fields (milliseconds). */
function wallClock(at: Date, zone: string): number {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  const field: Record<string, number> = {};
  for (const part of format.formatToParts(at)) field[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field;
  return Date.UTC(year, month - 1, day, hour, minute, second, at.getUTCMilliseconds());
}

/**
 * The database's `ftc_week_window` (migration 041) in the server: the window `at`–`until` as
 * minutes of the week from Sunday 00:00 in `zone`'s local time, an int4range's text
 * (`[7980,8160]`). Its start's minute, and as many minutes more as the local clock moves to its
 * end (over a daylight-saving change the wall-clock end is kept). The search computes it once for
 * the ZIP's zone instead of once a row.
 */
export function weekWindow(at: string, until: string, zone: string): string {
  const start = wallClock(new Date(at), zone);
  const end = wallClock(new Date(until), zone);
  const startMinute = Math.floor(start / 60_000) * 60_000;
  const day = new Date(startMinute);
  const from = day.getUTCDay() * 1440 + day.getUTCHours() * 60 + day.getUTCMinutes();
  return `[${from},${from + Math.ceil((end - startMinute) / 60_000)}]`;
}

/**
 * How many weekly bookings a request makes: 1 without `until`, else one a week from the first's
 * local date up to `until` inclusive. More than 26, or an `until` before the first, is 400
 * naming `repeat_weekly_until`.
 */
export function repeatCount(firstLocalDate: string, until: string | undefined): number {
  if (until === undefined) return 1;
  const days =
    (Date.parse(`${until}T00:00:00Z`) - Date.parse(`${firstLocalDate}T00:00:00Z`)) / DAY_MS;
  if (days < 0)
    throw fieldProblem(
      'repeat_weekly_until',
      word('bookings.repeatBeforeStart', { date: firstLocalDate }),
    );
  const count = Math.floor(days / 7) + 1;
  if (count > BOOKING_LIMITS.maxRepeats)
    throw fieldProblem(
      'repeat_weekly_until',
      word('bookings.repeatTooMany', { count, max: BOOKING_LIMITS.maxRepeats }),
    );
  return count;
}

/** Submitted hours: at most the booked length plus 4 (400 naming `hours`). */
export function checkHours(hours: number, startsAt: Date, endsAt: Date): void {
  const booked = (endsAt.getTime() - startsAt.getTime()) / HOUR_MS;
  const max = booked + BOOKING_LIMITS.hoursOverBooked;
  if (hours > max)
    throw fieldProblem(
      'hours',
      word('bookings.hoursTooMany', {
        max: Math.floor(max * 4) / 4,
        booked: Math.round(booked * 100) / 100,
        extra: BOOKING_LIMITS.hoursOverBooked,
      }),
    );
}

/** A cancel less than 24 hours before the start is late (interface §11). */
export const isLateCancel = (startsAt: Date, nowMs: number) =>
  startsAt.getTime() - nowMs < BOOKING_LIMITS.lateCancelHours * HOUR_MS;
