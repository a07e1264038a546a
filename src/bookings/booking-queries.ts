import type { Booking } from '../contract/booking-values';
import { BOOKING_PATHS } from '../contract/endpoints';
import { type ApiClient, resultsOf, successOf } from '../lib/api-client';
import { useApiResource } from '../lib/use-api-resource';
import type { RequestDraft } from './booking-time';
import { requestBody } from './booking-time';

// Bookings' calls (interface §11): the page and the profile's form call these; none holds a path.

export interface BookingPage {
  items: Booking[];
  total: number;
  page: number;
  page_size: number;
}

/** `GET /v1/bookings` with `from`/`to` (ISO 8601) and `page`, cached page-wide under its URL. */
export function bookingsUrl(query: { from?: string; to?: string; page?: number } = {}): string {
  const search = new URLSearchParams();
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${BOOKING_PATHS.list}?${text}` : BOOKING_PATHS.list;
}

export const useBookings = (url: string | null, failure: string) =>
  useApiResource<BookingPage>(url, failure);

/** Bookings answered as a page or (an older server) as an array: the bookings either way. */
export function bookingsOf(results: unknown): Booking[] {
  if (Array.isArray(results)) return results as Booking[];
  const items = (results as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? (items as Booking[]) : [];
}

/**
 * `POST /v1/bookings`: one request, or one a week (`repeat_weekly_until`). The answer is the
 * first booking, or a list of them.
 */
export async function requestBooking(
  api: ApiClient,
  caregiverId: number,
  draft: RequestDraft,
  fallback: string,
): Promise<Booking[]> {
  const answer = resultsOf<unknown>(
    await api.post(BOOKING_PATHS.list, requestBody(caregiverId, draft)),
    fallback,
  );
  if (Array.isArray(answer)) return answer as Booking[];
  const items = (answer as { items?: unknown; bookings?: unknown }).items;
  const bookings = (answer as { bookings?: unknown }).bookings;
  if (Array.isArray(items)) return items as Booking[];
  if (Array.isArray(bookings)) return bookings as Booking[];
  return [answer as Booking];
}

export type BookingAction = 'accept' | 'decline' | 'cancel' | 'hours' | 'approve' | 'dispute';

/** One of the answers to a booking (§11), with its body; the server's sentence for a toast. */
export async function actOnBooking(
  api: ApiClient,
  id: number,
  action: BookingAction,
  body: Record<string, unknown>,
  fallback: string,
): Promise<string> {
  return successOf(await api.post(BOOKING_PATHS[action](id), body), fallback).message;
}

/** `GET /v1/bookings/calendar-link`: the member's secret feed. */
export const useCalendarLink = (failure: string) =>
  useApiResource<{ url: string }>(BOOKING_PATHS.calendarLink, failure);

/** `POST /v1/bookings/calendar-link`: a new secret feed; the old URL stops working. */
export async function renewCalendarLink(api: ApiClient, fallback: string): Promise<string> {
  return resultsOf<{ url: string }>(await api.post(BOOKING_PATHS.calendarLink, {}), fallback).url;
}
