// Bookings' plain values (interface §11), without zod: the site's forms check these limits before
// sending and state the cancellation policy from them; bookings.ts builds the API's schemas on
// them, and the server's rules read them from here.

export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'hours_submitted',
  'completed',
  'disputed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_SIDES = ['parent', 'caregiver'] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

export const BOOKING_LIMITS = {
  /** A booking starts at least this many hours after it is asked for. */
  minLeadHours: 2,
  minHours: 1,
  maxHours: 12,
  childrenMin: 1,
  childrenMax: 6,
  notesMax: 1000,
  /** `repeat_weekly_until` makes at most this many bookings in all, the first included. */
  maxRepeats: 26,
  /** The caregiver answers within this many hours of the request… */
  respondWithinHours: 24,
  /** …or by this many hours before the start, if that is sooner. */
  respondBeforeStartHours: 2,
  /** A cancel less than this many hours before the start is a late cancel. */
  lateCancelHours: 24,
  cancelReasonMin: 5,
  reasonMax: 500,
  /** Hours are submitted in these steps, up to the booked length plus `hoursOverBooked`. */
  hoursStep: 0.25,
  hoursOverBooked: 4,
  hoursNoteMax: 500,
  /** Hours the parent leaves unanswered this long are approved. */
  autoApproveHours: 48,
  /** Both sides are reminded this many hours before a confirmed booking. */
  reminderHours: 24,
  /** Booking requests a parent may send per hour (each repeat counts once per request). */
  requestsPerHour: 20,
  /** A profile shows `reliability` once this many of its bookings were ever confirmed. */
  reliabilityAfterConfirmed: 3,
  pageSize: 20,
} as const;

/** Statuses a booking ends in: nothing more happens to it. */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = [
  'declined',
  'expired',
  'cancelled',
  'completed',
  'disputed',
];

/** A booking as `GET /v1/bookings` gives it (interface §11), seen from one side. */
export interface Booking {
  id: number;
  status: BookingStatus;
  /** ISO 8601, UTC. */
  starts_at: string;
  ends_at: string;
  children: number;
  /** Minor units per hour. */
  hourly_rate: number;
  currency: string;
  notes: string;
  respond_by: string;
  /** The other side: the caregiver for a parent (`id` is the profile's), the parent for a caregiver. */
  other: { id: number; first_name: string; kind: BookingSide };
  hours: number | null;
  /** Minor units: hours × rate, once completed; else null. */
  amount_due: number | null;
  cancelled_by: BookingSide | null;
  late_cancel: boolean;
  created_at: string;
  /** The caregiver's city's IANA time zone (the site names it when it differs from the reader's). */
  time_zone: string;
}

/** A caregiver's record, on the profile and card once 3 bookings were ever confirmed (§11). */
export interface Reliability {
  bookings: number;
  completed: number;
  late_cancels: number;
  percent: number;
}

/** The stream's `booking` event (§11), sent to both sides on every status change. */
export interface BookingEvent {
  booking_id: number;
  status: BookingStatus;
}
