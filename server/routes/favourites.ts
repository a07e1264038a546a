import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CaregiverCard } from '../../src/contract/caregivers';
import { envelope, errorResponses } from '../../src/contract/common';
import { CAREGIVER_PATHS, ROUTES } from '../../src/contract/endpoints';
import { notFound } from '../errors';
import type { WordKey } from '../i18n';
import { requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 429);

const profileId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

const FavouriteParams = z.object({ caregiver_id: profileId('favourites.idRule') });

/** A parent's saved caregivers (interface §7): the list, save, remove; each answers the list. */
export const favouriteRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { favourites } = ctx;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };
  const parent = (request: FastifyRequest) =>
    requireAccount(ctx, request, 'user', 'sessions.toSaveCaregivers');

  const answer = async (request: FastifyRequest, accountId: string, said?: WordKey) => {
    const list = await favourites.list(accountId);
    return {
      success: true,
      message: request.t(said ?? (list.length ? 'favourites.loaded' : 'favourites.none')),
      results: list,
    };
  };

  app.get(
    CAREGIVER_PATHS.favourites,
    {
      schema: {
        tags: ['Favourites'],
        operationId: 'listFavourites',
        summary: "The parent's saved caregivers",
        description:
          'Cards of the saved caregivers whose profile is published, newest saved first, at most 100. Parents only: a caregiver session answers 403.',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.array(CaregiverCard)), ...errors },
      },
    },
    async (request) => answer(request, (await parent(request)).id),
  );

  app.put(
    ROUTES.favourite,
    {
      config: limited,
      schema: {
        tags: ['Favourites'],
        operationId: 'addFavourite',
        summary: 'Save a caregiver',
        description:
          'Idempotent: saving a saved caregiver changes nothing. An unknown or unpublished caregiver answers 404. Answers the saved list.',
        security: [{ bearer: [] }],
        params: FavouriteParams,
        response: { 200: envelope(z.array(CaregiverCard)), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request);
      if (!(await favourites.add(account.id, request.params.caregiver_id)))
        throw notFound('reviews.caregiverNotFound');
      return answer(request, account.id, 'favourites.saved');
    },
  );

  app.delete(
    ROUTES.favourite,
    {
      config: limited,
      schema: {
        tags: ['Favourites'],
        operationId: 'removeFavourite',
        summary: 'Remove a saved caregiver',
        description:
          'Idempotent: removing one that is not saved is not an error. Answers the saved list.',
        security: [{ bearer: [] }],
        params: FavouriteParams,
        response: { 200: envelope(z.array(CaregiverCard)), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request);
      await favourites.remove(account.id, request.params.caregiver_id);
      return answer(request, account.id, 'favourites.removed');
    },
  );
};
