import type { AgeGroup, Service } from '../contract/caregivers';
import { JOB_PATHS } from '../contract/endpoints';
import type {
  Application,
  ApplicationReceipt,
  Decision,
  Job,
  JobBody,
  JobCard,
  JobPage,
  JobsQuery,
} from '../contract/jobs';
import { type ApiClient, resultsOf } from '../lib/api-client';

/**
 * The jobs half of the market (interface §7) through the one API client: a parent's jobs,
 * caregivers' search and applications, the parent's decisions. Every call answers `results`
 * or throws an ApiError carrying the server's message and body (field errors, `code`).
 */

export const JOBS_PAGE_SIZE = 10;

/** What a caregiver filters open jobs by (the URL of /jobs carries the same names). */
export interface JobFilters {
  /** A 5-digit ZIP code; none: the profile's (interface §7). */
  near?: string | undefined;
  /** Kilometres, as the API takes them (the page chooses in miles). */
  radius_km?: number | undefined;
  service?: Service | undefined;
  age_group?: AgeGroup | undefined;
  page?: number | undefined;
}

/** `GET /v1/jobs?near=…&radius_km=…&service=…&age_group=…&page=…&page_size=…`. */
export function jobSearchPath(filters: JobFilters, pageSize = JOBS_PAGE_SIZE): string {
  const query: JobsQuery = {
    near: filters.near || undefined,
    radius_km: filters.radius_km,
    service: filters.service,
    age_group: filters.age_group,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
    page_size: pageSize,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  return `${JOB_PATHS.search}?${params}`;
}

export async function searchJobs(
  api: ApiClient,
  filters: JobFilters,
  fallback: string,
): Promise<JobPage> {
  return resultsOf(await api.get<JobPage>(jobSearchPath(filters)), fallback);
}

export async function postJob(api: ApiClient, body: JobBody, fallback: string): Promise<Job> {
  return resultsOf(await api.post<Job>(JOB_PATHS.own, body), fallback);
}

export async function updateJob(
  api: ApiClient,
  id: number,
  body: JobBody,
  fallback: string,
): Promise<Job> {
  return resultsOf(await api.request<Job>('PUT', JOB_PATHS.ownOne(id), { body }), fallback);
}

export async function closeJob(api: ApiClient, id: number, fallback: string): Promise<Job> {
  return resultsOf(await api.post<Job>(JOB_PATHS.close(id)), fallback);
}

export async function applyToJob(
  api: ApiClient,
  id: number,
  message: string,
  fallback: string,
): Promise<ApplicationReceipt> {
  return resultsOf(await api.post<ApplicationReceipt>(JOB_PATHS.apply(id), { message }), fallback);
}

export async function decideApplication(
  api: ApiClient,
  applicationId: number,
  status: Decision,
  fallback: string,
): Promise<Application> {
  return resultsOf(
    await api.post<Application>(JOB_PATHS.applicationStatus(applicationId), { status }),
    fallback,
  );
}

/** The whole job (its parent) or its card (a caregiver): the parent's has `application_count`. */
export const isOwnJob = (job: Job | JobCard): job is Job => 'application_count' in job;

/** Dollars as typed ("18", "18.50") in cents, or NaN. */
export function centsOf(dollars: string): number {
  const text = dollars.trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** Cents as the form shows them ("18.5" → "18.50"). */
export const dollarsOf = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** Today in the person's own calendar, YYYY-MM-DD (the date input's `min`). */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
