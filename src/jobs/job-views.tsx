import type { MouseEvent, ReactNode } from 'react';
import { JOB_LIMITS } from '../contract/job-values';
import type { ApplicationStatus, Job, JobCard } from '../contract/jobs';
import { useWords } from '../i18n/use-words';
import { formatKmAsMiles } from '../lib/miles';
import { Avatar, photoUrlOf } from '../ui/avatar';
import { jobWords } from './words';

type AnyJob = Job | JobCard;

/** "Starts Mar 3, 2031": a date without a time zone, shown as the day it names. */
function useStartDate() {
  const { date } = useWords(jobWords);
  return (day: string) => date(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/**
 * Distance in miles in the page's language ("2 mi"): the API's whole kilometres (a job is placed
 * only to its area) read as whole miles.
 */
function useDistance() {
  const { lang } = useWords(jobWords);
  return (km: number) => formatKmAsMiles(lang, km, { digits: 0 });
}

/** An application's status in words, as a tag. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { m } = useWords(jobWords);
  return (
    <span className="job-tag" data-status={status}>
      {m.statuses[status]}
    </span>
  );
}

/** A job's whole description: what, where, when, for whom, the rate. People's words as text. */
export function JobDetails({ job }: { job: AnyJob }) {
  const { m, fill, price } = useWords(jobWords);
  const startDate = useStartDate();
  const distance = useDistance();
  const d = m.details;
  return (
    <>
      {job.description ? <p className="cg-bio">{job.description}</p> : null}
      <dl className="ftc-summary job-details">
        <dt>{d.place}</dt>
        <dd>
          {fill(m.place, { city: job.city, state: job.state })}
          {'distance_km' in job && job.distance_km !== undefined
            ? ` · ${fill(m.away, { distance: distance(job.distance_km) })}`
            : ''}
        </dd>
        <dt>{d.rate}</dt>
        <dd>{fill(m.upTo, { price: price(job.hourly_rate_max, job.currency || 'USD') })}</dd>
        <dt>{d.startsOn}</dt>
        <dd>
          <time dateTime={job.starts_on}>{startDate(job.starts_on)}</time>
        </dd>
        <dt>{d.services}</dt>
        <dd>{job.services.map((service) => m.services[service] ?? service).join(', ')}</dd>
        {job.age_groups.length ? (
          <>
            <dt>{d.ageGroups}</dt>
            <dd>{job.age_groups.map((group) => m.ageGroups[group] ?? group).join(', ')}</dd>
          </>
        ) : null}
        {job.schedule ? (
          <>
            <dt>{d.schedule}</dt>
            <dd className="cg-bio">{job.schedule}</dd>
          </>
        ) : null}
        {'parent_first_name' in job ? (
          <>
            <dt>{d.parent}</dt>
            <dd>{job.parent_first_name}</dd>
          </>
        ) : null}
        <dt>{d.status}</dt>
        <dd>{job.status === 'open' ? m.open : m.closed}</dd>
      </dl>
    </>
  );
}

export interface JobLinkProps {
  href: string;
  /** A plain click on the title (the site opens the job in its router). */
  onActivate?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** An open job in a caregiver's list: title (the link), place, rate, start, and "Applied". */
export function JobListItem({ job, href, onActivate }: { job: JobCard } & JobLinkProps) {
  const { m, fill, price } = useWords(jobWords);
  const startDate = useStartDate();
  const distance = useDistance();
  return (
    <li className="job-card">
      <h2 className="job-card__title">
        <a href={href} onClick={onActivate}>
          {job.title}
        </a>
      </h2>
      <p className="job-card__meta">
        {fill(m.place, { city: job.city, state: job.state })}
        {job.distance_km !== undefined
          ? ` · ${fill(m.away, { distance: distance(job.distance_km) })}`
          : ''}
        {' · '}
        <strong>
          {fill(m.upTo, { price: price(job.hourly_rate_max, job.currency || 'USD') })}
        </strong>
        {' · '}
        {fill(m.starts, { date: startDate(job.starts_on) })}
      </p>
      <p className="job-card__meta">
        {job.services.map((service) => m.services[service] ?? service).join(', ')}
        {job.schedule ? ` · ${job.schedule}` : ''}
      </p>
      <p className="job-card__meta job-card__parent">
        <Avatar
          name={job.parent_first_name}
          photoUrl={photoUrlOf(job, 'parent_photo_url')}
          size={28}
          nameBeside
        />
        {fill(m.postedBy, { name: job.parent_first_name })}
      </p>
      {job.applied ? (
        <p className="job-card__applied">
          {job.application ? (
            <ApplicationStatusTag status={job.application.status} />
          ) : (
            <span className="job-tag" data-status="applied">
              {m.applied}
            </span>
          )}
        </p>
      ) : null}
    </li>
  );
}

/** One of a parent's own jobs: title (the link), status, applications, posted date. */
export function OwnJobItem({ job, href, onActivate }: { job: Job } & JobLinkProps) {
  const { m, fill, plural, date } = useWords(jobWords);
  return (
    <li className="job-card">
      <h2 className="job-card__title">
        <a href={href} onClick={onActivate}>
          {job.title}
        </a>
      </h2>
      <p className="job-card__meta">
        <span className="job-tag" data-status={job.status}>
          {job.status === 'open' ? m.open : m.closed}
        </span>
        {' · '}
        {plural(m.applicationCount, job.application_count)}
        {' · '}
        {fill(m.postedOn, { date: date(job.created_at) })}
      </p>
      <p className="job-card__meta">{fill(m.place, { city: job.city, state: job.state })}</p>
    </li>
  );
}

/** How many of the month's applications a caregiver without a plan has left. */
export function ApplicationsLeft({
  left,
  children,
}: {
  /** From the server (or 0 after its 403); undefined: unknown, the rule is shown instead. */
  left: number | undefined;
  children?: ReactNode;
}) {
  const { m, plural } = useWords(jobWords);
  return (
    <div className="cg-note job-left">
      <p>
        {left === undefined
          ? plural(m.freeRule, JOB_LIMITS.freeApplicationsPerMonth)
          : plural(m.applicationsLeft, left, { max: JOB_LIMITS.freeApplicationsPerMonth })}
      </p>
      {children}
    </div>
  );
}
