import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnswerBody,
  BOOKING_LIMITS,
  Booking,
  BookingBody,
  BookingCreated,
  BookingPage,
  BookingParams,
  BookingsQuery,
  HoursBody,
  ReasonBody,
} from '../../src/contract/bookings';
import { envelope, errorResponses } from '../../src/contract/common';
import { BOOKING_PATHS } from '../../src/contract/endpoints';
import { SUBSCRIPTION_REQUIRED } from '../../src/contract/error-codes';
import { fieldProblem } from '../errors';
import type { WordKey } from '../i18n';
import { requireAccount } from '../session-guard';

/** A booking action's route (`/v1/bookings/:id/accept`): BOOKING_PATHS' shape with Fastify's `:id`. */
const byId = (action: string) => `${BOOKING_PATHS.list}/:id/${action}`;

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const security = [{ bearer: [] }];
const tags = ['Bookings'];

/**
 * Bookings after the hire (interface §11): a parent with an active plan asks for a dated block of
 * care; the caregiver accepts or declines within `respond_by`; either side cancels with a reason;
 * the caregiver submits the hours after the end and the parent approves or disputes them. Someone
 * else's booking answers 404; a session of the wrong side 403; a status that does not allow the
 * action 409 saying why. Each status change reaches both sides' streams (`booking` events).
 */
export const bookingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };
  const parent = (request: FastifyRequest, purpose: WordKey) =>
    requireAccount(ctx, request, 'user', purpose);
  const caregiver = (request: FastifyRequest, purpose: WordKey) =>
    requireAccount(ctx, request, 'service_provider', purpose);
  const member = async (request: FastifyRequest) => {
    const account = await requireAccount(ctx, request);
    return {
      account,
      side: account.type === 'user' ? ('parent' as const) : ('caregiver' as const),
    };
  };

  app.post(
    BOOKING_PATHS.list,
    {
      config: limited,
      schema: {
        tags,
        summary: 'Ask a caregiver for a booking',
        operationId: 'createBooking',
        description: `A parent with an active plan (else 403 with \`results.code\` "${SUBSCRIPTION_REQUIRED}"); a caregiver session answers 403. Starts at least ${BOOKING_LIMITS.minLeadHours} h ahead and lasts ${BOOKING_LIMITS.minHours}–${BOOKING_LIMITS.maxHours} h. \`repeat_weekly_until\` (inclusive) makes one booking a week, at most ${BOOKING_LIMITS.maxRepeats} in all, each at the first's wall-clock time in the caregiver's city's zone, each answered on its own, sharing \`series_id\`. A confirmed booking of the caregiver overlapping any of them answers 409. \`respond_by\` is ${BOOKING_LIMITS.respondWithinHours} h after the request or ${BOOKING_LIMITS.respondBeforeStartHours} h before the start, whichever is sooner. At most ${BOOKING_LIMITS.requestsPerHour} requests an hour per parent (429). The caregiver is emailed.`,
        security,
        body: BookingBody,
        response: { 201: envelope(BookingCreated), ...errors },
      },
    },
    async (request, reply) => {
      const account = await parent(request, 'bookings.toRequest');
      const { bookings, seriesId } = await ctx.bookings.request(account.id, request.body);
      const first = bookings[0] as Booking;
      reply.code(201);
      return {
        success: true,
        message:
          bookings.length > 1
            ? request.t('bookings.requestedSeries', { count: bookings.length })
            : request.t('bookings.requested'),
        results: { ...first, series_id: seriesId, bookings },
      };
    },
  );

  app.get(
    BOOKING_PATHS.list,
    {
      schema: {
        tags,
        summary: "The member's bookings",
        operationId: 'listBookings',
        description: `Either side: the bookings the member asked for (a parent) or was asked for (a caregiver), by start, ${BOOKING_LIMITS.pageSize} a page. \`status\` filters; \`from\` and \`to\` (ISO 8601; a date alone is its start in UTC) bound the start: from ≤ starts_at < to. \`other\` is the other side; \`time_zone\` the caregiver's city's zone.`,
        security,
        querystring: BookingsQuery,
        response: { 200: envelope(BookingPage), ...errors },
      },
    },
    async (request) => {
      const { account, side } = await member(request);
      const { from, to } = request.query;
      if (from && to && from >= to) throw fieldProblem('from', 'bookings.fromAfterTo');
      const page = await ctx.bookings.list(side, account.id, request.query);
      return {
        success: true,
        message: request.t(page.total ? 'bookings.loaded' : 'bookings.none'),
        results: page,
      };
    },
  );

  const action = (
    operationId: string,
    summary: string,
    description: string,
    body: typeof AnswerBody | typeof ReasonBody | typeof HoursBody,
  ) => ({
    config: limited,
    schema: {
      tags,
      summary,
      operationId,
      description: `${description} Someone else's booking answers 404; a session of the other side 403; a status that does not allow it 409.`,
      security,
      params: BookingParams,
      body,
      response: { 200: envelope(Booking), ...errors },
    },
  });

  app.post(
    byId('accept'),
    action(
      'acceptBooking',
      'Accept a booking request',
      'The caregiver, before `respond_by` (after it: 409). Re-checks overlap with their confirmed bookings (409). The parent is emailed.',
      AnswerBody,
    ),
    async (request) => {
      const account = await caregiver(request, 'bookings.toAnswer');
      const { reason } = (request.body ?? {}) as { reason?: string };
      const booking = await ctx.bookingActions.accept(account.id, request.params.id, reason);
      return { success: true, message: request.t('bookings.accepted'), results: booking };
    },
  );

  app.post(
    byId('decline'),
    action(
      'declineBooking',
      'Decline a booking request',
      'The caregiver, before `respond_by` (after it: 409). The parent is emailed.',
      AnswerBody,
    ),
    async (request) => {
      const account = await caregiver(request, 'bookings.toAnswer');
      const { reason } = (request.body ?? {}) as { reason?: string };
      const booking = await ctx.bookingActions.decline(account.id, request.params.id, reason);
      return { success: true, message: request.t('bookings.declined'), results: booking };
    },
  );

  app.post(
    byId('cancel'),
    action(
      'cancelBooking',
      'Cancel a booking',
      `Either side, a requested or confirmed booking before it starts, with a reason (at least ${BOOKING_LIMITS.cancelReasonMin} characters). Less than ${BOOKING_LIMITS.lateCancelHours} h before the start it is \`late_cancel: true\`, with \`cancelled_by\` the side that cancelled. The other side is emailed.`,
      ReasonBody,
    ),
    async (request) => {
      const { account, side } = await member(request);
      const { reason } = request.body as { reason: string };
      const booking = await ctx.bookingActions.cancel(side, account.id, request.params.id, reason);
      return {
        success: true,
        message: request.t(booking.late_cancel ? 'bookings.cancelledLate' : 'bookings.cancelled'),
        results: booking,
      };
    },
  );

  app.post(
    byId('hours'),
    action(
      'submitBookingHours',
      'Submit the hours worked',
      `The caregiver, after \`ends_at\` of a confirmed booking: hours in steps of ${BOOKING_LIMITS.hoursStep}, at most the booked length + ${BOOKING_LIMITS.hoursOverBooked}. The status becomes \`hours_submitted\` and the parent is emailed; hours unanswered ${BOOKING_LIMITS.autoApproveHours} h are approved.`,
      HoursBody,
    ),
    async (request) => {
      const account = await caregiver(request, 'bookings.toSubmitHours');
      const { hours, note } = request.body as { hours: number; note?: string };
      const booking = await ctx.bookingActions.hours(account.id, request.params.id, hours, note);
      return { success: true, message: request.t('bookings.hoursSubmitted'), results: booking };
    },
  );

  app.post(
    byId('approve'),
    action(
      'approveBookingHours',
      'Approve the hours',
      'The parent, once hours are submitted: `completed`, with `amount_due` = hours × rate (minor units). The caregiver is emailed.',
      AnswerBody,
    ),
    async (request) => {
      const account = await parent(request, 'bookings.toApprove');
      const booking = await ctx.bookingActions.approve(account.id, request.params.id);
      return { success: true, message: request.t('bookings.approved'), results: booking };
    },
  );

  app.post(
    byId('dispute'),
    action(
      'disputeBookingHours',
      'Dispute the hours',
      `The parent, once hours are submitted, with a reason (at least ${BOOKING_LIMITS.cancelReasonMin} characters): \`disputed\`. The caregiver is emailed.`,
      ReasonBody,
    ),
    async (request) => {
      const account = await parent(request, 'bookings.toApprove');
      const { reason } = request.body as { reason: string };
      const booking = await ctx.bookingActions.dispute(account.id, request.params.id, reason);
      return { success: true, message: request.t('bookings.disputed'), results: booking };
    },
  );
};
