import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_LIMITS } from '../../src/contract/booking-values';
import {
  CaregiverDetail,
  CaregiverPage,
  CaregiverSearchQuery,
  OwnProfile,
  ProfileUpdateBody,
} from '../../src/contract/caregivers';
import { ErrorEnvelope, envelope } from '../../src/contract/common';
import { CAREGIVER_PATHS, ROUTES } from '../../src/contract/endpoints';
import { UNKNOWN_ZIP } from '../../src/contract/error-codes';
import { fieldProblem, notFound } from '../errors';
import { word } from '../i18n';
import { ownPhotoUrl } from '../services/caregivers';
import { placeOfNear, placeOfZip } from '../services/zip-codes';
import { requireAccount } from '../session-guard';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

const CaregiverParams = z.object({
  id: z.coerce
    .number({ error: 'caregivers.idNumber' })
    .int({ error: 'caregivers.idNumber' })
    .positive({ error: 'caregivers.idNumber' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'caregivers.idNumber' }),
});

const NOT_FOUND = 'caregivers.notFound';

/** Search by time (§11): both ends or neither, the end after the start, at most 12 h. */
function timeWindow(at: string | undefined, until: string | undefined) {
  if (at === undefined && until === undefined) return undefined;
  if (until === undefined) throw fieldProblem('available_until', 'caregivers.availableUntilNeeded');
  if (at === undefined) throw fieldProblem('available_at', 'caregivers.availableAtNeeded');
  const length = Date.parse(until) - Date.parse(at);
  if (length <= 0) throw fieldProblem('available_until', 'caregivers.availableOrder');
  if (length > BOOKING_LIMITS.maxHours * 3_600_000) {
    throw fieldProblem(
      'available_until',
      word('caregivers.availableLength', { hours: BOOKING_LIMITS.maxHours }),
    );
  }
  return { at, until };
}

/** Caregiver search, public profiles, and the caregiver's own profile (interface §7). */
export const caregiverRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { caregivers } = ctx;

  app.get(
    CAREGIVER_PATHS.search,
    {
      schema: {
        tags: ['Caregivers'],
        operationId: 'searchCaregivers',
        summary: 'Search published caregiver profiles',
        description:
          "Every card matches every filter; `total` counts all matches. `near` is a 5-digit US ZIP code or `lat,lng`; with it, cards carry `distance_km` and the default sort is `distance`, else `recent`. Repeated `age_group`, `service` and `language` must all match. `available_at` with `available_until` (ISO 8601, at most 12 h): caregivers free for that whole time, by their weekly availability in their city's time zone (a profile without a zone is left out) and their confirmed bookings; cards carry `reliability` once 3 bookings were confirmed.",
        querystring: CaregiverSearchQuery,
        response: { 200: envelope(CaregiverPage), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const query = request.query;
      let near: { lat: number; lng: number } | undefined;
      if (query.near !== undefined) {
        const place = placeOfNear(query.near);
        if (place === 'unknown-zip') {
          throw fieldProblem(
            'near',
            word('caregivers.unknownNearZip', { zip: query.near }),
            UNKNOWN_ZIP,
          );
        }
        if (place === 'invalid') {
          throw fieldProblem('near', 'caregivers.nearFormat');
        }
        near = place;
      }
      if (query.sort === 'distance' && !near) {
        throw fieldProblem('sort', 'caregivers.distanceNeedsNear');
      }
      if (
        query.min_rate !== undefined &&
        query.max_rate !== undefined &&
        query.min_rate > query.max_rate
      ) {
        throw fieldProblem('min_rate', 'caregivers.rateOrder');
      }
      const window = timeWindow(query.available_at, query.available_until);
      const page = await caregivers.search({
        near,
        radiusKm: query.radius_km,
        minRate: query.min_rate,
        maxRate: query.max_rate,
        ageGroups: query.age_group,
        services: query.service,
        languages: query.language,
        availableDay: query.available_day,
        window,
        verified: query.verified === '1',
        featured: query.featured === '1',
        q: query.q,
        sort: query.sort,
        page: query.page,
        pageSize: query.page_size,
      });
      return { success: true, message: request.t('caregivers.found'), results: page };
    },
  );

  app.get(
    ROUTES.caregiver,
    {
      schema: {
        tags: ['Caregivers'],
        operationId: 'getCaregiver',
        summary: 'A published caregiver profile with its newest 10 reviews',
        description:
          'Public: the published profile and its newest 10 reviews. An unknown or unpublished profile answers 404.',
        params: CaregiverParams,
        response: { 200: envelope(CaregiverDetail), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const profile = await caregivers.detail(request.params.id);
      if (!profile) throw notFound(NOT_FOUND);
      return { success: true, message: request.t('caregivers.profileLoaded'), results: profile };
    },
  );

  app.get(
    CAREGIVER_PATHS.ownProfile,
    {
      schema: {
        tags: ['Caregivers'],
        operationId: 'getOwnCaregiverProfile',
        summary: "The caregiver's own profile (an unpublished draft at first)",
        description:
          "The logged-in caregiver's profile as they edit it, made (unpublished) on the first read. Needs a caregiver's session.",
        response: { 200: envelope(OwnProfile), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(
        ctx,
        request,
        'service_provider',
        'sessions.toEditProfile',
      );
      return {
        success: true,
        message: request.t('caregivers.ownLoaded'),
        results: await caregivers.own(account.id, account.full_name),
      };
    },
  );

  app.put(
    CAREGIVER_PATHS.ownProfile,
    {
      schema: {
        tags: ['Caregivers'],
        operationId: 'updateOwnCaregiverProfile',
        summary: "Saves the caregiver's own profile",
        description:
          'The ZIP code sets the city and state. `published: true` shows the profile in search.',
        body: ProfileUpdateBody,
        response: { 200: envelope(OwnProfile), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(
        ctx,
        request,
        'service_provider',
        'sessions.toEditProfile',
      );
      const body = request.body;
      const place = placeOfZip(body.zip);
      if (!place) {
        throw fieldProblem('zip', word('caregivers.unknownZip', { zip: body.zip }));
      }
      const photo = ownPhotoUrl(body.photo_url, ctx.config.publicUrl);
      if (photo === 'outside') throw fieldProblem('photo_url', 'caregivers.photoUrlOurs');
      const before = photo === undefined ? null : await ctx.photos.current('caregiver', account.id);
      const profile = await caregivers.update(account.id, account.full_name, {
        ...body,
        photo_url: photo,
        place,
      });
      // A photo replaced or removed here: its files go too (unless something still shows them).
      if (before && before !== profile.photo_url) await ctx.photos.release(before);
      return { success: true, message: request.t('caregivers.saved'), results: profile };
    },
  );
};
