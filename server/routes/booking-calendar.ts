import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses } from '../../src/contract/common';
import { BOOKING_PATHS, ROUTES } from '../../src/contract/endpoints';
import { notFound } from '../errors';
import { requireAccount } from '../session-guard';

const CalendarLink = z
  .object({
    url: z
      .string()
      .describe(
        "The member's secret `.ics` feed (RFC 5545): anyone holding it sees the member's bookings, so keep it private.",
      ),
  })
  .describe('CalendarLink');

/** `<token>.ics`: the token is 43 base64url characters (32 bytes); anything else is no feed. */
const FeedParams = z.object({ file: z.string().max(200) });
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const errors = errorResponses(401, 403, 429);

/**
 * Bookings in the member's own calendar app (interface §11): the secret feed's link (either side;
 * `POST` replaces it) and the feed itself, read by calendar apps without a session.
 */
export const bookingCalendarRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const calendar = ctx.bookingCalendar;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };

  app.get(
    BOOKING_PATHS.calendarLink,
    {
      schema: {
        operationId: 'getCalendarLink',
        tags: ['Bookings'],
        summary: "The member's secret calendar feed link",
        description:
          'Either side. The first call makes the link; later calls show the same one until `POST` replaces it.',
        security: [{ bearer: [] }],
        response: { 200: envelope(CalendarLink), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(ctx, request);
      return {
        success: true,
        message: request.t('calendar.linkLoaded'),
        results: { url: await calendar.link(account.id) },
      };
    },
  );

  app.post(
    BOOKING_PATHS.calendarLink,
    {
      config: limited,
      schema: {
        operationId: 'renewCalendarLink',
        tags: ['Bookings'],
        summary: 'A new secret calendar feed link (the old one stops working)',
        description: 'Either side. The old URL answers 404 from now on.',
        security: [{ bearer: [] }],
        response: { 200: envelope(CalendarLink), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(ctx, request);
      return {
        success: true,
        message: request.t('calendar.linkRenewed'),
        results: { url: await calendar.renew(account.id) },
      };
    },
  );

  app.get(
    ROUTES.bookingCalendarFeed,
    {
      config: limited,
      schema: {
        operationId: 'getCalendarFeed',
        tags: ['Bookings'],
        summary: "A member's bookings as an iCalendar feed (RFC 5545)",
        description:
          "No session: the secret token is the key. Every booking that was confirmed, from 12 months back on, as a VEVENT (UID `booking-<id>@<host>`, times in UTC, SUMMARY with the other side's first name); cancelled ones `STATUS:CANCELLED`. An unknown or replaced token answers 404.",
        params: FeedParams,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const token = TOKEN_FILE.exec(request.params.file)?.[1];
      const ics = token ? await calendar.feed(token) : undefined;
      if (ics === undefined) throw notFound('calendar.notFound');
      return reply
        .header('cache-control', 'private, no-store')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
};
