import { BOOKING_LIMITS, type Booking } from '../contract/booking-values';
import { dateTimeFormat, intlLocale } from '../i18n/format';

// Bookings' times (interface §11): stored in UTC, shown in the reader's time zone (the browser's,
// through Intl), with the caregiver's city's zone named when its wall clock differs. Plain
// functions, so the form's checks and the page's countdown are tested without a page.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The reader's IANA time zone (the browser's). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "New York" for America/New_York: the city part of an IANA name, read aloud. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** A zone's name for a person: its city and, where Intl knows it, its long name. */
export function zoneLabel(zone: string, lang: string, at = new Date()): string {
  try {
    const long = dateTimeFormat(intlLocale(lang), { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const city = zoneCity(zone);
    return long && long !== city ? `${city}, ${long}` : city;
  } catch {
    return zone;
  }
}

export const formatTime = (iso: string | Date, lang: string, zone: string) =>
  dateTimeFormat(intlLocale(lang), { timeStyle: 'short', timeZone: zone }).format(new Date(iso));

export const formatDay = (iso: string | Date, lang: string, zone: string) =>
  dateTimeFormat(intlLocale(lang), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date(iso));

/**
 * The caregiver's city's zone, when a booking's times read differently there than in the
 * reader's zone (null when the wall clocks agree or the zone is unknown).
 */
export function otherZone(booking: Pick<Booking, 'starts_at' | 'time_zone'>, reader: string) {
  const zone = booking.time_zone;
  if (!zone || zone === reader) return null;
  try {
    const at = (z: string) =>
      dateTimeFormat('en', {
        timeZone: z,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(booking.starts_at));
    return at(zone) === at(reader) ? null : zone;
  } catch {
    return null;
  }
}

/** Hours and minutes left, rounded down to the minute ("5 h 12 min"). */
export function durationParts(ms: number): { h: number; m: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

/** Whether a cancel now counts as a late one (under 24 h before the start). */
export const isLateCancel = (startsAt: string, now = Date.now()) =>
  Date.parse(startsAt) - now < BOOKING_LIMITS.lateCancelHours * HOUR;

/** The booked length in hours. */
export const bookedHours = (booking: Pick<Booking, 'starts_at' | 'ends_at'>) =>
  (Date.parse(booking.ends_at) - Date.parse(booking.starts_at)) / HOUR;

/** Hours a caregiver may submit: > 0, in 0.25 steps, at most the booked length + 4. */
export function hoursProblem(hours: number, booked: number): 'invalid' | null {
  const max = booked + BOOKING_LIMITS.hoursOverBooked;
  if (!Number.isFinite(hours) || hours <= 0 || hours > max) return 'invalid';
  return Number.isInteger(hours / BOOKING_LIMITS.hoursStep) ? null : 'invalid';
}

// ---- the request form ----------------------------------------------------------------------

export interface RequestDraft {
  /** YYYY-MM-DD, in the reader's zone. */
  date: string;
  /** HH:MM. */
  start: string;
  end: string;
  children: string;
  /** Major units as typed ("18.50"). */
  rate: string;
  notes: string;
  /** YYYY-MM-DD or empty. */
  repeatUntil: string;
}

export type DraftProblem =
  | 'dateMissing'
  | 'timeMissing'
  | 'startSoon'
  | 'endAfterStart'
  | 'tooShort'
  | 'tooLong'
  | 'childrenRange'
  | 'rateInvalid'
  | 'notesLong'
  | 'repeatBefore'
  | 'repeatTooMany';

/** Days between two YYYY-MM-DD dates, by the calendar (no clock, no daylight saving). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** How many bookings a request makes: one a week from `date` to `until` inclusive. */
export function repeatCount(date: string, until: string): number {
  if (!DATE.test(date) || !until) return 1;
  if (!DATE.test(until)) return 0;
  const days = daysBetween(date, until);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/** The draft's start and end in UTC (the date and times read in the reader's zone). */
export function draftTimes(draft: Pick<RequestDraft, 'date' | 'start' | 'end'>) {
  if (!DATE.test(draft.date) || !TIME.test(draft.start) || !TIME.test(draft.end)) return null;
  const start = new Date(`${draft.date}T${draft.start}:00`);
  const end = new Date(`${draft.date}T${draft.end}:00`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { start, end };
}

/** Major units as typed → minor units, or null ("18.5" → 1850). */
export function rateMinor(rate: string): number | null {
  if (!/^\d{1,5}(?:[.,]\d{1,2})?$/.test(rate.trim())) return null;
  const minor = Math.round(Number(rate.trim().replace(',', '.')) * 100);
  return minor > 0 ? minor : null;
}

/** The form's checks, by field, in the order a person fills it (server checks them again). */
export function draftProblems(
  draft: RequestDraft,
  now = Date.now(),
): Partial<
  Record<'date' | 'start' | 'end' | 'children' | 'rate' | 'notes' | 'repeat', DraftProblem>
> {
  const problems: ReturnType<typeof draftProblems> = {};
  const L = BOOKING_LIMITS;
  if (!DATE.test(draft.date)) problems.date = 'dateMissing';
  else if (!TIME.test(draft.start) || !TIME.test(draft.end)) {
    if (!TIME.test(draft.start)) problems.start = 'timeMissing';
    if (!TIME.test(draft.end)) problems.end = 'timeMissing';
  } else {
    const times = draftTimes(draft);
    if (times) {
      const length = (times.end.getTime() - times.start.getTime()) / HOUR;
      if (times.start.getTime() - now < L.minLeadHours * HOUR) problems.start = 'startSoon';
      if (length <= 0) problems.end = 'endAfterStart';
      else if (length < L.minHours) problems.end = 'tooShort';
      else if (length > L.maxHours) problems.end = 'tooLong';
    }
  }
  const children = Number(draft.children);
  if (!Number.isInteger(children) || children < L.childrenMin || children > L.childrenMax) {
    problems.children = 'childrenRange';
  }
  if (rateMinor(draft.rate) === null) problems.rate = 'rateInvalid';
  if (draft.notes.length > L.notesMax) problems.notes = 'notesLong';
  if (draft.repeatUntil && DATE.test(draft.date)) {
    const count = repeatCount(draft.date, draft.repeatUntil);
    if (count < 1) problems.repeat = 'repeatBefore';
    else if (count > L.maxRepeats) problems.repeat = 'repeatTooMany';
  }
  return problems;
}

/** The `POST /v1/bookings` body of a checked draft. */
export function requestBody(caregiverId: number, draft: RequestDraft) {
  const times = draftTimes(draft);
  if (!times) throw new Error('draft not checked');
  return {
    caregiver_id: caregiverId,
    starts_at: times.start.toISOString(),
    ends_at: times.end.toISOString(),
    children: Number(draft.children),
    hourly_rate: rateMinor(draft.rate) ?? undefined,
    ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
    ...(draft.repeatUntil ? { repeat_weekly_until: draft.repeatUntil } : {}),
  };
}

// ---- the week view -------------------------------------------------------------------------

/** Local midnight of the Sunday that starts `day`'s week (US calendars start on Sunday). */
export function weekStart(day: Date): Date {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  start.setDate(start.getDate() - start.getDay());
  return start;
}

/** `start` moved by `days` calendar days, at local midnight. */
export function addDays(start: Date, days: number): Date {
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);
}

/** Whether a booking starts on the local calendar day that begins at `day`. */
export const startsOn = (booking: Pick<Booking, 'starts_at'>, day: Date) => {
  const at = Date.parse(booking.starts_at);
  return at >= day.getTime() && at < addDays(day, 1).getTime();
};
