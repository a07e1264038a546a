import { z } from 'zod';
import {
  BOOKING_LIMITS,
  BOOKING_SIDES,
  BOOKING_STATUSES,
  type Booking as BookingShape,
} from './booking-values';
import { isCalendarDate, textField, wordRef } from './common';

// Bookings after the hire (interface §11): the bodies, queries and answers of the booking calls.
// The server validates with these; the site takes their types only (`import type`) and the plain
// values from booking-values.ts. Rules that need the server's clock or the caregiver's rate (the
// 2 h lead, the length, the repeats) are checked by the server (server/services/booking-rules.ts).

export {
  BOOKING_LIMITS,
  BOOKING_SIDES,
  BOOKING_STATUSES,
  type BookingSide,
  type BookingStatus,
  FINAL_BOOKING_STATUSES,
} from './booking-values';

const whole = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: wordRef('bookings.wholeBetween', { field, min, max }) })
    .int({ error: wordRef('bookings.wholeBetween', { field, min, max }) })
    .min(min, { error: wordRef('bookings.wholeBetween', { field, min, max }) })
    .max(max, { error: wordRef('bookings.wholeBetween', { field, min, max }) });

/** A moment in ISO 8601 with its offset (`2030-01-31T18:00:00-05:00`, `…Z`). */
const Moment = (field: string) =>
  z
    .string({ error: wordRef('bookings.momentFormat', { field }) })
    .trim()
    .max(40, { error: wordRef('bookings.momentFormat', { field }) })
    .datetime({ offset: true, error: wordRef('bookings.momentFormat', { field }) })
    .describe('ISO 8601 with an offset, as 2030-01-31T18:00:00-05:00 or 2030-01-31T23:00:00Z.');

/** A moment, or a date alone meaning its start in UTC (`GET /v1/bookings`'s `from` and `to`). */
const MomentOrDate = (field: string) =>
  z
    .string({ error: wordRef('bookings.fromToFormat', { field }) })
    .trim()
    .max(40, { error: wordRef('bookings.fromToFormat', { field }) })
    .refine(
      (value) =>
        isCalendarDate(value) ||
        (z.string().datetime({ offset: true }).safeParse(value).success &&
          Number.isFinite(Date.parse(value))),
      { error: wordRef('bookings.fromToFormat', { field }) },
    )
    .transform((value) =>
      isCalendarDate(value) ? `${value}T00:00:00Z` : new Date(value).toISOString(),
    )
    .describe('ISO 8601: a moment with an offset, or a date alone (its start in UTC).');

const DateOnly = z
  .string({ error: wordRef('bookings.repeatFormat') })
  .trim()
  .max(10, { error: wordRef('bookings.repeatFormat') })
  .refine(isCalendarDate, { error: wordRef('bookings.repeatFormat') })
  .describe(
    `YYYY-MM-DD, inclusive: one booking per week up to this date, at most ${BOOKING_LIMITS.maxRepeats} in all.`,
  );

export const BookingBody = z
  .object({
    caregiver_id: whole('caregiver_id', 1, Number.MAX_SAFE_INTEGER).describe(
      "The caregiver's profile id (as on their card).",
    ),
    starts_at: Moment('starts_at'),
    ends_at: Moment('ends_at'),
    children: whole('children', BOOKING_LIMITS.childrenMin, BOOKING_LIMITS.childrenMax),
    hourly_rate: whole('hourly_rate', 500, 20000)
      .optional()
      .describe("Minor units per hour; the caregiver's rate when left out."),
    notes: textField('notes', { max: BOOKING_LIMITS.notesMax, trim: true }).default(''),
    repeat_weekly_until: DateOnly.optional(),
  })
  .describe('BookingRequest');

export const BookingsQuery = z
  .object({
    status: z
      .enum(BOOKING_STATUSES, {
        error: wordRef('bookings.statusFilter', { statuses: BOOKING_STATUSES.join(', ') }),
      })
      .optional(),
    from: MomentOrDate('from').optional(),
    to: MomentOrDate('to').optional(),
    page: whole('page', 1, 100_000).default(1),
  })
  .describe('BookingsQuery');

/** Accept or decline: an optional reason. */
export const AnswerBody = z
  .object({ reason: textField('reason', { max: BOOKING_LIMITS.reasonMax }).optional() })
  .nullish()
  .describe('BookingAnswer: optional, as is the body itself.');

/** Approve: an optional reason (a word for the caregiver). */
export const ApproveBody = AnswerBody;

/** Cancel and dispute: a reason is required. */
export const ReasonBody = z
  .object({
    reason: textField('reason', {
      min: BOOKING_LIMITS.cancelReasonMin,
      max: BOOKING_LIMITS.reasonMax,
      required: wordRef('bookings.reasonRequired', { min: BOOKING_LIMITS.cancelReasonMin }),
    }),
  })
  .describe('BookingReason');

export const HoursBody = z
  .object({
    hours: z
      .number({ error: wordRef('bookings.hoursNumber') })
      .positive({ error: wordRef('bookings.hoursNumber') })
      .max(BOOKING_LIMITS.maxHours + BOOKING_LIMITS.hoursOverBooked, {
        error: wordRef('bookings.hoursNumber'),
      })
      .refine((value) => Number.isInteger(value / BOOKING_LIMITS.hoursStep), {
        error: wordRef('bookings.hoursStep', { step: BOOKING_LIMITS.hoursStep }),
      })
      .describe(
        `Hours worked, in steps of ${BOOKING_LIMITS.hoursStep}, at most the booked length + ${BOOKING_LIMITS.hoursOverBooked}.`,
      ),
    note: textField('note', { max: BOOKING_LIMITS.hoursNoteMax }).optional(),
  })
  .describe('BookingHours');

export const BookingParams = z.object({ id: whole('id', 1, Number.MAX_SAFE_INTEGER) });

export const Booking = z
  .object({
    id: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    starts_at: z.string(),
    ends_at: z.string(),
    children: z.number().int(),
    hourly_rate: z.number().int().describe('Minor units per hour.'),
    currency: z.string(),
    notes: z.string(),
    respond_by: z.string(),
    other: z.object({
      id: z.number().int(),
      first_name: z.string(),
      kind: z.enum(BOOKING_SIDES),
    }),
    hours: z.number().nullable(),
    amount_due: z.number().int().nullable().describe('Minor units: hours × rate, once completed.'),
    cancelled_by: z.enum(BOOKING_SIDES).nullable(),
    late_cancel: z.boolean(),
    created_at: z.string(),
    time_zone: z.string().describe("The caregiver's city's IANA time zone."),
  })
  .describe('Booking');

/** `POST /v1/bookings`'s answer: the first booking, and every booking the request made. */
export const BookingCreated = Booking.extend({
  series_id: z.number().int().nullable(),
  bookings: z.array(Booking),
}).describe('BookingCreated');

export const BookingPage = z
  .object({
    items: z.array(Booking),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .describe('BookingPage');

/** `data` of the stream's `booking` event (interface §11), sent to both sides. */
export const BookingEvent = z
  .object({ booking_id: z.number().int(), status: z.enum(BOOKING_STATUSES) })
  .describe('BookingEvent');

export type BookingBody = z.input<typeof BookingBody>;
export type BookingsQuery = z.input<typeof BookingsQuery>;
export type HoursBody = z.input<typeof HoursBody>;
export type Booking = z.infer<typeof Booking>;
export type BookingCreated = z.infer<typeof BookingCreated>;
export type BookingPage = z.infer<typeof BookingPage>;

// The zod answer and the zod-free shape are one: a change to either fails the build here.
const _same: BookingShape = {} as Booking;
const _back: Booking = {} as BookingShape;
void _same;
void _back;
