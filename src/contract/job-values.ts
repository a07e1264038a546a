// The hiring half's plain values (interface §7), without zod: the client imports them as values
// (the forms check the limits before sending, the paywall says how many applications are free);
// jobs.ts builds its schemas on them and re-exports them, so the server's imports stay as they are.

export const JOB_STATUSES = ['open', 'closed'] as const;
export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'declined', 'hired'] as const;
/** What a parent may set on an application. */
export const DECISIONS = ['shortlisted', 'declined', 'hired'] as const;

export const JOB_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMax: 2000,
  scheduleMax: 200,
  messageMin: 10,
  messageMax: 1000,
  /** Open jobs a parent without an active plan may have at once. */
  freeOpenJobs: 1,
  /** Applications a caregiver without an active plan may send per calendar month (UTC). */
  freeApplicationsPerMonth: 5,
  /** The parent's own list is bounded: the newest 100. */
  ownJobsMax: 100,
  /** A job's applications are bounded: the newest 100. */
  applicationsMax: 100,
} as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type Decision = (typeof DECISIONS)[number];
