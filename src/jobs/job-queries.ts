import { JOB_PATHS } from '../contract/endpoints';
import type { Application, Job, JobCard, JobPage } from '../contract/jobs';
import { useFreshResource } from '../lib/use-fresh-resource';
import { type JobFilters, jobSearchPath } from './jobs-api';

// The jobs the pages show, read again on every visit (a list changes by what the person does
// elsewhere). `failure`: the words when the server gave none.

/** A parent's own jobs. */
export const useOwnJobs = (failure: string) => useFreshResource<Job[]>(JOB_PATHS.own, failure);

/** Open jobs near the caregiver's ZIP, filtered. */
export const useJobSearch = (filters: JobFilters, failure: string) =>
  useFreshResource<JobPage>(jobSearchPath(filters), failure);

/** One job: whole for its parent, its card for a caregiver (null id: load nothing). */
export const useJob = (id: string | null, failure: string) =>
  useFreshResource<Job | JobCard>(id === null ? null : JOB_PATHS.one(id), failure);

/** A job's applications, for its parent. */
export const useApplications = (jobId: number, failure: string) =>
  useFreshResource<Application[]>(JOB_PATHS.applications(jobId), failure);
