import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses } from '../../src/contract/common';
import { JOB_PATHS, ROUTES } from '../../src/contract/endpoints';
import { NEAR_REQUIRED, UNKNOWN_ZIP } from '../../src/contract/error-codes';
import {
  Application,
  ApplicationBody,
  ApplicationReceipt,
  type Decision,
  JOB_LIMITS,
  Job,
  JobBody,
  JobCard,
  JobPage,
  JobsQuery,
  StatusBody,
  SUBSCRIPTION_REQUIRED,
} from '../../src/contract/jobs';
import { ApiProblem, conflict, fieldProblem, forbidden, notFound } from '../errors';
import { type Word, type WordKey, word } from '../i18n';
import type { JobFields } from '../services/jobs';
import { placeOfNear, placeOfZip } from '../services/zip-codes';
import { requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** What a parent's decision on an application answers. */
const DECISION_WORDS = {
  shortlisted: 'jobs.shortlisted',
  declined: 'jobs.declined',
  hired: 'jobs.hired',
} as const satisfies Record<Decision, WordKey>;

/** 403 with `results.code` "subscription_required" (interface §7). */
const subscriptionRequired = (words: WordKey | Word) =>
  new ApiProblem(403, words, { code: SUBSCRIPTION_REQUIRED });

const wholeId = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(Number.MAX_SAFE_INTEGER, { error: message }),
  });
const JobParams = wholeId('jobs.idRule');
const ApplicationParams = wholeId('jobs.applicationIdRule');

/** The body's ZIP resolved to a place (400 naming `zip` when the dataset does not know it). */
function fieldsOf(body: z.output<typeof JobBody>): JobFields {
  const place = placeOfZip(body.zip);
  if (!place) throw fieldProblem('zip', word('caregivers.unknownZip', { zip: body.zip }));
  return { ...body, place };
}

/**
 * Jobs and applications (interface §7): parents post, edit, close and decide; caregivers
 * browse open jobs near them and apply. Someone else's job or application is 404; a session
 * of the other kind is 403; the free tier's limits answer 403 `subscription_required`.
 */
export const jobRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { jobs } = ctx;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };
  const parent = (request: FastifyRequest, purpose: WordKey) =>
    requireAccount(ctx, request, 'user', purpose);
  const caregiver = (request: FastifyRequest, purpose: WordKey) =>
    requireAccount(ctx, request, 'service_provider', purpose);

  app.post(
    JOB_PATHS.own,
    {
      config: limited,
      schema: {
        tags: ['Jobs'],
        operationId: 'createJob',
        summary: 'Post a job',
        description: `Parents only (a caregiver session answers 403). The ZIP code sets the city and state; its coordinates are never sent. Without an active plan a parent can have ${JOB_LIMITS.freeOpenJobs} open job: another answers 403 with \`results.code\` "${SUBSCRIPTION_REQUIRED}".`,
        security: [{ bearer: [] }],
        body: JobBody,
        response: { 201: envelope(Job), ...errors },
      },
    },
    async (request, reply) => {
      const account = await parent(request, 'sessions.toPostJob');
      const outcome = await jobs.create(account.id, fieldsOf(request.body));
      if (!outcome.ok) throw subscriptionRequired('jobs.parentPaywall');
      reply.code(201);
      return { success: true, message: request.t('jobs.posted'), results: outcome.job };
    },
  );

  app.get(
    JOB_PATHS.own,
    {
      schema: {
        tags: ['Jobs'],
        operationId: 'listOwnJobs',
        summary: "The parent's own jobs",
        description: `Newest first, at most ${JOB_LIMITS.ownJobsMax}, open and closed, each with \`application_count\`. Parents only.`,
        security: [{ bearer: [] }],
        response: { 200: envelope(z.array(Job)), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request, 'sessions.toSeeJobs');
      const list = await jobs.own(account.id);
      return {
        success: true,
        message: request.t(list.length ? 'jobs.loaded' : 'jobs.none'),
        results: list,
      };
    },
  );

  app.put(
    ROUTES.ownJob,
    {
      config: limited,
      schema: {
        tags: ['Jobs'],
        operationId: 'updateJob',
        summary: 'Edit your job',
        description:
          "The job's parent only: someone else's job answers 404. The whole job is sent; its status stays.",
        security: [{ bearer: [] }],
        params: JobParams,
        body: JobBody,
        response: { 200: envelope(Job), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request, 'sessions.toEditJob');
      const job = await jobs.update(account.id, request.params.id, fieldsOf(request.body));
      if (!job) throw notFound('jobs.notFound');
      return { success: true, message: request.t('jobs.saved'), results: job };
    },
  );

  app.post(
    ROUTES.closeJob,
    {
      config: limited,
      schema: {
        tags: ['Jobs'],
        operationId: 'closeJob',
        summary: 'Close your job',
        description:
          "Caregivers no longer see it or apply. Idempotent. The job's parent only: someone else's job answers 404.",
        security: [{ bearer: [] }],
        params: JobParams,
        response: { 200: envelope(Job), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request, 'sessions.toCloseJob');
      const job = await jobs.close(account.id, request.params.id);
      if (!job) throw notFound('jobs.notFound');
      return { success: true, message: request.t('jobs.closed'), results: job };
    },
  );

  app.get(
    ROUTES.jobApplications,
    {
      schema: {
        tags: ['Jobs'],
        operationId: 'listJobApplications',
        summary: "A job's applications",
        description: `Each with the caregiver's card, newest first, at most ${JOB_LIMITS.applicationsMax}. The job's parent only: someone else's job answers 404.`,
        security: [{ bearer: [] }],
        params: JobParams,
        response: { 200: envelope(z.array(Application)), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request, 'sessions.toSeeApplications');
      const list = await jobs.applications(account.id, request.params.id);
      if (!list) throw notFound('jobs.notFound');
      return {
        success: true,
        message: request.t(list.length ? 'jobs.applicationsLoaded' : 'jobs.noApplications'),
        results: list,
      };
    },
  );

  app.post(
    ROUTES.applicationStatus,
    {
      config: limited,
      schema: {
        tags: ['Jobs'],
        operationId: 'setApplicationStatus',
        summary: 'Shortlist, decline or hire an applicant',
        description:
          "The job's parent only: an application to someone else's job answers 404. `hired` closes the job and lets the parent review the caregiver; a hire is final (changing it answers 409), and hiring on a closed job answers 409. The caregiver is emailed when the status changes.",
        security: [{ bearer: [] }],
        params: ApplicationParams,
        body: StatusBody,
        response: { 200: envelope(Application), ...errors },
      },
    },
    async (request) => {
      const account = await parent(request, 'sessions.toDecideApplications');
      const outcome = await jobs.decide(account.id, request.params.id, request.body.status);
      if (!outcome.ok) {
        if (outcome.problem === 'not_found') throw notFound('jobs.applicationNotFound');
        if (outcome.problem === 'closed') throw conflict('jobs.hireClosed');
        throw conflict('jobs.alreadyHired');
      }
      return {
        success: true,
        message: request.t(DECISION_WORDS[request.body.status]),
        results: outcome.application,
      };
    },
  );

  app.get(
    JOB_PATHS.search,
    {
      schema: {
        tags: ['Jobs'],
        operationId: 'listOpenJobs',
        summary: 'Open jobs near a caregiver',
        description:
          "Caregivers only. `near` (a 5-digit US ZIP code or `lat,lng`) defaults to the caregiver's profile ZIP; nearest first, then newest. `radius_km` below 5 counts as 5 and `distance_km` is in whole km, so a job is placed only to its area, never to its ZIP. Repeated `service` and `age_group` must all be in the job. Cards carry `city`, `state`, `distance_km`, `applied` and the parent's first name only.",
        security: [{ bearer: [] }],
        querystring: JobsQuery,
        response: { 200: envelope(JobPage), ...errors },
      },
    },
    async (request) => {
      const account = await caregiver(request, 'sessions.toBrowseJobs');
      const query = request.query;
      const profile = await jobs.profileOf(account.id);
      let near = profile?.near;
      if (query.near !== undefined) {
        const place = placeOfNear(query.near);
        if (place === 'unknown-zip')
          throw fieldProblem(
            'near',
            word('caregivers.unknownNearZip', { zip: query.near }),
            UNKNOWN_ZIP,
          );
        if (place === 'invalid') throw fieldProblem('near', 'caregivers.nearFormat');
        near = place;
      }
      if (!near) throw fieldProblem('near', 'jobs.needNear', NEAR_REQUIRED);
      const page = await jobs.search(profile?.id ?? null, {
        near,
        radiusKm: query.radius_km,
        services: query.service,
        ageGroups: query.age_group,
        page: query.page,
        pageSize: query.page_size,
      });
      const applicationsLeft = await jobs.applicationsLeft(account.id);
      return {
        success: true,
        message: request.t('jobs.found'),
        results: { ...page, applications_left: applicationsLeft },
      };
    },
  );

  app.get(
    ROUTES.job,
    {
      schema: {
        tags: ['Jobs'],
        operationId: 'getJob',
        summary: 'A job',
        description:
          "A caregiver sees an open job's card (or a closed one they applied to), with `distance_km` from their profile's ZIP; the job's parent sees the whole job. Anything else answers 404.",
        security: [{ bearer: [] }],
        params: JobParams,
        response: { 200: envelope(z.union([Job, JobCard])), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(ctx, request);
      if (account.type === 'user') {
        const job = await jobs.ownOne(account.id, request.params.id);
        if (!job) throw notFound('jobs.notFound');
        return { success: true, message: request.t('jobs.jobLoaded'), results: job };
      }
      const profile = await jobs.profileOf(account.id);
      const card = await jobs.card(profile?.id ?? null, request.params.id, profile?.near);
      if (!card) throw notFound('jobs.notFound');
      return { success: true, message: request.t('jobs.jobLoaded'), results: card };
    },
  );

  app.post(
    ROUTES.apply,
    {
      config: limited,
      schema: {
        tags: ['Jobs'],
        operationId: 'applyToJob',
        summary: 'Apply to a job',
        description: `Caregivers with a published profile (else 403). One application per caregiver and job (a second answers 409); a closed job answers 404, as an unknown one does (it is out of the caregiver's sight). Without an active plan, ${JOB_LIMITS.freeApplicationsPerMonth} applications per calendar month (UTC): more answer 403 with \`results.code\` "${SUBSCRIPTION_REQUIRED}". The parent is emailed.`,
        security: [{ bearer: [] }],
        params: JobParams,
        body: ApplicationBody,
        response: { 201: envelope(ApplicationReceipt), ...errors },
      },
    },
    async (request, reply) => {
      const account = await caregiver(request, 'sessions.toApplyToJobs');
      const outcome = await jobs.apply(account.id, request.params.id, request.body.message);
      if (!outcome.ok) {
        switch (outcome.problem) {
          case 'profile_required':
            throw forbidden('jobs.profileRequired');
          case 'not_found':
            throw notFound('jobs.notFound');
          case 'duplicate':
            throw conflict('jobs.twice');
          default:
            throw subscriptionRequired(
              word('jobs.caregiverPaywall', { count: outcome.count ?? 0 }),
            );
        }
      }
      reply.code(201);
      return { success: true, message: request.t('jobs.applied'), results: outcome.application };
    },
  );
};
