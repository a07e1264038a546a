import { z } from 'zod';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES } from './caregiver-values';
import { AgeGroup, CaregiverCard, CaregiverSearchQuery, Service, UsZip } from './caregivers';
import { earliestToday, isCalendarDate, textField } from './common';
import { APPLICATION_STATUSES, DECISIONS, JOB_LIMITS, JOB_STATUSES } from './job-values';

// The marketplace's hiring half (interface §7): parents' jobs, caregivers' applications and
// the parent's decisions on them. The server validates with these; the client takes their
// types only (`import type`).

export { SUBSCRIPTION_REQUIRED } from './error-codes';
// The plain values live in job-values.ts (the client imports those); the code of a 403 that a
// plan would lift in error-codes.ts. Re-exported here, so the server's imports stay as they are.
export {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  DECISIONS,
  type Decision,
  JOB_LIMITS,
  JOB_STATUSES,
} from './job-values';

const StartsOn = z
  .string({ error: 'jobs.startsOnFormat' })
  .trim()
  .max(10, { error: 'jobs.startsOnFormat' })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'jobs.startsOnFormat',
      });
      return;
    }
    const today = earliestToday();
    if (value < today) ctx.addIssue({ code: 'custom', message: 'jobs.startsOnPast' });
    else if (Number(value.slice(0, 4)) > Number(today.slice(0, 4)) + 5)
      ctx.addIssue({
        code: 'custom',
        message: 'jobs.startsOnFar',
      });
  })
  .describe('YYYY-MM-DD, today or later (today anywhere: the day is checked in UTC−12).');

export const JobBody = z
  .object({
    title: textField('title', { min: JOB_LIMITS.titleMin, max: JOB_LIMITS.titleMax }),
    description: textField('description', { max: JOB_LIMITS.descriptionMax }).default(''),
    zip: UsZip,
    services: z.array(Service).min(1, { error: 'caregivers.servicesMin' }).max(SERVICES.length),
    age_groups: z.array(AgeGroup).max(AGE_GROUPS.length).default([]),
    schedule: textField('schedule', { max: JOB_LIMITS.scheduleMax }).default(''),
    hourly_rate_max: z
      .number({ error: 'jobs.rateType' })
      .int({ error: 'jobs.rateType' })
      .min(SEARCH_LIMITS.rateMin, { error: 'jobs.rateMin' })
      .max(SEARCH_LIMITS.rateMax, { error: 'jobs.rateMax' })
      .describe('Minor units per hour.'),
    starts_on: StartsOn,
  })
  .describe('JobRequest');

/** A job as its parent sees it (whole). Coordinates are never sent. */
export const Job = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    services: z.array(Service),
    age_groups: z.array(AgeGroup),
    schedule: z.string(),
    hourly_rate_max: z.number().int().describe('Minor units per hour.'),
    currency: z.string(),
    starts_on: z.string().describe('YYYY-MM-DD.'),
    status: z.enum(JOB_STATUSES),
    application_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('Job');

/** A job as a caregiver sees it: place by city and distance, the parent by first name only. */
export const JobCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    city: z.string(),
    state: z.string(),
    distance_km: z
      .number()
      .optional()
      .describe(
        'Whole km from the searched place (absent when there is none): a job is placed only to its area.',
      ),
    services: z.array(Service),
    age_groups: z.array(AgeGroup),
    schedule: z.string(),
    hourly_rate_max: z.number().int().describe('Minor units per hour.'),
    currency: z.string(),
    starts_on: z.string().describe('YYYY-MM-DD.'),
    status: z.enum(JOB_STATUSES),
    parent_first_name: z.string(),
    parent_photo_url: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The parent's photo (256 px WebP under `/media/`, see `photoSources`), or null: show initials. Optional: a server may leave it out.",
      ),
    applied: z.boolean().describe('This caregiver has applied to it.'),
    application: z
      .object({
        id: z.number().int(),
        status: z.enum(APPLICATION_STATUSES),
        created_at: z.string(),
      })
      .nullable()
      .optional()
      .describe(
        "This caregiver's application to the job (null: none), so the job's page shows its status and can start a conversation from it. Optional: a server may leave it out.",
      ),
    created_at: z.string(),
  })
  .describe('JobCard');

export const JobsQuery = CaregiverSearchQuery.pick({
  near: true,
  radius_km: true,
  service: true,
  age_group: true,
  page: true,
  page_size: true,
}).describe('JobSearch');

export const JobPage = z
  .object({
    items: z.array(JobCard),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    applications_left: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .describe(
        `For a caregiver without an active plan: applications still possible this calendar month (UTC), of ${JOB_LIMITS.freeApplicationsPerMonth}; null with a plan (no limit). Optional: a server may leave it out.`,
      ),
  })
  .describe('JobPage');

export const ApplicationBody = z
  .object({
    message: textField('message', { min: JOB_LIMITS.messageMin, max: JOB_LIMITS.messageMax }),
  })
  .describe('ApplicationRequest');

export const Application = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    caregiver: CaregiverCard,
    message: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('Application');

/** What the caregiver gets back when applying. */
export const ApplicationReceipt = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    created_at: z.string(),
  })
  .describe('ApplicationReceipt');

export const StatusBody = z
  .object({
    status: z.enum(DECISIONS, {
      error: 'jobs.statusOption',
    }),
  })
  .describe('ApplicationStatusRequest');

export type JobBody = z.input<typeof JobBody>;
export type Job = z.infer<typeof Job>;
export type JobCard = z.infer<typeof JobCard>;
export type JobsQuery = z.input<typeof JobsQuery>;
export type JobPage = z.infer<typeof JobPage>;
export type ApplicationBody = z.input<typeof ApplicationBody>;
export type Application = z.infer<typeof Application>;
export type ApplicationReceipt = z.infer<typeof ApplicationReceipt>;
