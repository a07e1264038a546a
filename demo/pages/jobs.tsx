import { observer } from 'mobx-react-lite';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AGE_GROUPS, SERVICES } from '../../src/contract/caregiver-values';
import type { AgeGroup, Service } from '../../src/contract/caregivers';
import { JOB_PATHS } from '../../src/contract/endpoints';
import { NEAR_REQUIRED } from '../../src/contract/error-codes';
import type {
  Application,
  ApplicationStatus,
  Job,
  JobCard,
  JobPage,
} from '../../src/contract/jobs';
import { useMessages } from '../../src/i18n/use-messages';
import { ApplicantDecisions } from '../../src/jobs/applicant-decisions';
import { ApplyForm } from '../../src/jobs/apply-form';
import { JobForm } from '../../src/jobs/job-form';
import {
  ApplicationStatusTag,
  ApplicationsLeft,
  JobDetails,
  JobListItem,
  OwnJobItem,
} from '../../src/jobs/job-views';
import { closeJob, isOwnJob, JOBS_PAGE_SIZE, jobSearchPath } from '../../src/jobs/jobs-api';
import { jobMessages } from '../../src/jobs/messages';
import { ApiError } from '../../src/lib/api-client';
import { failureMessage } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { useMessaging } from '../../src/messaging/use-messaging';
import { SelectField } from '../../src/ui/select-field';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { caregiverPath, jobPath, loginReturningTo, newMessagePath, paths } from '../config/paths';
import { SiteCaregiverCard } from '../market/caregiver-card';
import { useViewer } from '../market/market-api';
import { PlanPaywall } from '../market/paywall';
import { useFreshResource } from '../market/use-fresh-resource';
import { displayName } from '../market/words';
import { marketMessages } from '../market-messages';
import { Page } from './page';

/** A plain click on a link opens it in the router (a modified click still opens a tab). */
function useRouterClick() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(href);
  };
}

function Loading({ title }: { title: string }) {
  const { m } = useMessages(marketMessages);
  return (
    <Page title={title}>
      <LoadingAnnouncement text={m.jobs.loading} />
      <SkeletonLine width={60} />
      <SkeletonLine />
      <SkeletonLine width={80} />
    </Page>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { m } = useMessages(marketMessages);
  return (
    <p role="alert">
      {message}{' '}
      <button type="button" className="ftc-button-secondary" onClick={retry}>
        {m.search.retry}
      </button>
    </p>
  );
}

/** `/jobs`: a caregiver's open jobs near their ZIP; a parent's own jobs; a visitor's way in. */
export const JobsPage = observer(function JobsPage() {
  const { m } = useMessages(marketMessages);
  const { kind, hasPlan } = useViewer();
  if (kind === 'visitor') {
    return (
      <Page title={m.jobs.title} lead={m.jobs.visitorLead}>
        <p className="cg-actions">
          <Link className="ftc-button" to={loginReturningTo(paths.jobs)}>
            {m.profile.logIn}
          </Link>
          <Link className="ftc-button-secondary" to={paths.signup}>
            {m.jobs.signUp}
          </Link>
        </p>
      </Page>
    );
  }
  return kind === 'parent' ? <ParentJobs /> : <CaregiverJobs hasPlan={hasPlan} />;
});

function ParentJobs() {
  const { m } = useMessages(marketMessages);
  const j = m.jobs;
  const list = useFreshResource<Job[]>(JOB_PATHS.own, j.loadFailed);
  const open = useRouterClick();
  const post = (
    <Link className="ftc-button" to={paths.jobNew}>
      {j.post}
    </Link>
  );
  return (
    <Page title={j.ownTitle} lead={j.ownLead} wide>
      <p>{post}</p>
      {list.status === 'loading' ? (
        <>
          <LoadingAnnouncement text={j.loading} />
          <SkeletonLine width={60} />
          <SkeletonLine width={80} />
        </>
      ) : list.status === 'error' ? (
        <LoadFailed message={list.error.message || j.loadFailed} retry={list.reload} />
      ) : list.data.length === 0 ? (
        <div className="ftc-state cg-empty">
          <p>{j.ownEmpty}</p>
        </div>
      ) : (
        <ul className="job-list" aria-label={j.ownTitle}>
          {list.data.map((job) => (
            <OwnJobItem
              key={job.id}
              job={job}
              href={jobPath(job.id)}
              onActivate={open(jobPath(job.id))}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}

const isService = (value: string | null): value is Service =>
  (SERVICES as readonly (string | null)[]).includes(value);
const isAgeGroup = (value: string | null): value is AgeGroup =>
  (AGE_GROUPS as readonly (string | null)[]).includes(value);

function CaregiverJobs({ hasPlan }: { hasPlan: boolean }) {
  const { m, fill, plural } = useMessages(marketMessages);
  const words = useMessages(jobMessages).m;
  const j = m.jobs;
  const [search, setSearch] = useSearchParams();
  const service = search.get('service');
  const ageGroup = search.get('age_group');
  const pageText = search.get('page') ?? '';
  const page = /^\d+$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const filters = {
    service: isService(service) ? service : undefined,
    age_group: isAgeGroup(ageGroup) ? ageGroup : undefined,
    page,
  };
  const result = useFreshResource<JobPage>(jobSearchPath(filters), j.loadFailed);
  const open = useRouterClick();
  const form = useForm<{ service: string; age_group: string }>({
    initial: { service: filters.service ?? '', age_group: filters.age_group ?? '' },
    async submit(v) {
      const next = new URLSearchParams();
      if (v.service) next.set('service', v.service);
      if (v.age_group) next.set('age_group', v.age_group);
      setSearch(next);
    },
  });
  const pageHref = (to: number) => {
    const next = new URLSearchParams(search);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    return `${paths.jobs}?${next}`;
  };

  // No ZIP code on the profile: the page asks for one (results.code, never the wording).
  const aboutNear =
    result.status === 'error' &&
    result.error instanceof ApiError &&
    result.error.code === NEAR_REQUIRED;
  const left = result.status === 'success' ? result.data.applications_left : undefined;
  const total = result.status === 'success' ? result.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));

  return (
    <Page title={j.title} lead={j.lead} wide>
      {left === null || (hasPlan && left === undefined) ? null : (
        <ApplicationsLeft left={left}>
          <p className="ftc-hint">{j.planLifts}</p>
        </ApplicationsLeft>
      )}
      <form className="job-filters" noValidate onSubmit={form.onSubmit} aria-label={j.filters}>
        <SelectField
          {...form.field('service')}
          label={j.service}
          options={[
            { value: '', label: j.anyService },
            ...SERVICES.map((value) => ({ value, label: words.services[value] })),
          ]}
        />
        <SelectField
          {...form.field('age_group')}
          label={j.ageGroup}
          options={[
            { value: '', label: j.anyAgeGroup },
            ...AGE_GROUPS.map((value) => ({ value, label: words.ageGroups[value] })),
          ]}
        />
        <button type="submit" className="ftc-button">
          {j.show}
        </button>
      </form>
      {result.status === 'loading' ? (
        <>
          <LoadingAnnouncement text={j.loading} />
          <SkeletonLine width={60} />
          <SkeletonLine width={80} />
        </>
      ) : result.status === 'error' ? (
        aboutNear ? (
          <div className="ftc-state cg-empty" role="alert">
            <p>{j.needZip}</p>
            <Link className="ftc-button" to={paths.dashboardProfile}>
              {j.completeProfile}
            </Link>
          </div>
        ) : (
          <LoadFailed message={result.error.message || j.loadFailed} retry={result.reload} />
        )
      ) : result.data.items.length === 0 ? (
        <div className="ftc-state cg-empty">
          <p>{filters.service || filters.age_group || page > 1 ? j.emptyFiltered : j.empty}</p>
        </div>
      ) : (
        <>
          <p className="cg-count" role="status">
            {plural(j.count, total)}
          </p>
          <ul className="job-list" aria-label={j.results}>
            {result.data.items.map((job) => (
              <JobListItem
                key={job.id}
                job={job}
                href={jobPath(job.id)}
                onActivate={open(jobPath(job.id))}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="cg-paging" aria-label={j.paging}>
              {page > 1 ? <Link to={pageHref(page - 1)}>{m.search.previous}</Link> : <span />}
              <span>{fill(m.search.pageOf, { page, pages })}</span>
              {page < pages ? <Link to={pageHref(page + 1)}>{m.search.next}</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
    </Page>
  );
}

/** `/jobs/new`: a parent posts a job. */
export const NewJobPage = observer(function NewJobPage() {
  const { m } = useMessages(marketMessages);
  const j = m.jobs;
  const { kind } = useViewer();
  const navigate = useNavigate();
  if (kind === 'visitor') {
    return (
      <Page title={j.newTitle} lead={j.forParents}>
        <p>
          <Link className="ftc-button" to={loginReturningTo(paths.jobNew)}>
            {m.profile.logIn}
          </Link>
        </p>
      </Page>
    );
  }
  if (kind !== 'parent') {
    return (
      <Page title={j.newTitle} lead={j.forParents}>
        <p>
          <Link to={paths.jobs}>{j.seeJobs}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={j.newTitle} lead={j.newLead}>
      <JobForm
        onSaved={(job) => navigate(jobPath(job.id))}
        paywall={<PlanPaywall audience="job" next={paths.jobNew} />}
      />
    </Page>
  );
});

/** `/jobs/:id`: the parent's job with its applicants, or a caregiver's view with Apply. */
export const JobDetailPage = observer(function JobDetailPage() {
  const { id = '' } = useParams();
  const { m } = useMessages(marketMessages);
  const j = m.jobs;
  const { kind } = useViewer();
  const job = useFreshResource<Job | JobCard>(
    kind === 'visitor' ? null : JOB_PATHS.one(id),
    j.loadFailed,
  );
  if (kind === 'visitor') {
    return (
      <Page title={j.title} lead={j.visitorLead}>
        <p>
          <Link className="ftc-button" to={loginReturningTo(jobPath(id))}>
            {m.profile.logIn}
          </Link>
        </p>
      </Page>
    );
  }
  if (job.status === 'loading') return <Loading title={j.loading} />;
  if (job.status === 'error') {
    const status = job.error instanceof ApiError ? job.error.status : undefined;
    const missing = status === 404 || status === 400;
    return (
      <Page title={missing ? j.notFound : j.loadFailed} lead={missing ? j.notFoundLead : undefined}>
        {missing ? null : <LoadFailed message={job.error.message} retry={job.reload} />}
        <p>
          <Link to={paths.jobs}>{j.back}</Link>
        </p>
      </Page>
    );
  }
  return isOwnJob(job.data) ? (
    <ParentJob job={job.data} reload={job.reload} />
  ) : (
    <CaregiverJob job={job.data} />
  );
});

function ParentJob({ job, reload }: { job: Job; reload: () => void }) {
  const { api } = useKit();
  const { m } = useMessages(marketMessages);
  const j = m.jobs;
  const words = useMessages(jobMessages).m;
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const close = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await closeJob(api, job.id, j.closeFailed);
      setClosing(false);
      reload();
    } catch (failure) {
      setError(failureMessage(failure, j.closeFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={job.title} wide>
      <p>
        <span className="job-tag" data-status={job.status}>
          {job.status === 'open' ? words.open : words.closed}
        </span>
      </p>
      {editing ? (
        <section aria-labelledby="job-edit">
          <h2 id="job-edit">{j.editTitle}</h2>
          <JobForm
            job={job}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
            onCancel={() => setEditing(false)}
            paywall={<PlanPaywall audience="job" />}
          />
        </section>
      ) : (
        <>
          <JobDetails job={job} />
          <div className="cg-actions">
            <button type="button" className="ftc-button-secondary" onClick={() => setEditing(true)}>
              {j.edit}
            </button>
            {job.status === 'open' ? (
              <button
                type="button"
                className="ftc-button-secondary"
                aria-expanded={closing}
                onClick={() => setClosing((value) => !value)}
              >
                {j.close}
              </button>
            ) : null}
          </div>
          {closing && job.status === 'open' ? (
            <div className="cg-note">
              <p>{j.closeQuestion}</p>
              {error ? (
                <p className="ftc-error" role="alert">
                  {error}
                </p>
              ) : null}
              <p className="cg-actions">
                <button
                  type="button"
                  className="ftc-button"
                  aria-disabled={busy || undefined}
                  onClick={close}
                >
                  {busy ? <Spinner /> : null}
                  <span>{words.decide.confirm}</span>
                </button>
                <button
                  type="button"
                  className="ftc-button-secondary"
                  onClick={() => setClosing(false)}
                >
                  {words.decide.cancel}
                </button>
              </p>
            </div>
          ) : null}
        </>
      )}
      <Applicants job={job} onHired={reload} />
      <p>
        <Link to={paths.jobs}>{j.backOwn}</Link>
      </p>
    </Page>
  );
}

/** The applicants as caregiver cards, with their message and the parent's decisions. */
const Applicants = observer(function Applicants({
  job,
  onHired,
}: {
  job: Job;
  onHired: () => void;
}) {
  const { m, fill, date } = useMessages(marketMessages);
  const j = m.jobs;
  const messaging = useMessaging();
  const navigate = useNavigate();
  const list = useFreshResource<Application[]>(JOB_PATHS.applications(job.id), j.applicantsFailed);
  const ids = useId();
  // The stream says when someone applies or a status changes: the list follows.
  const live = [...messaging.applications.values()]
    .filter((event) => event.job_id === job.id)
    .map((event) => `${event.application_id}:${event.status}`)
    .join(',');
  const { reload } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the stream's news change.
  useEffect(() => {
    if (live) reload();
  }, [live]);

  return (
    <section aria-labelledby={`${ids}-title`} className="site-section">
      <h2 id={`${ids}-title`}>{j.applicants}</h2>
      {list.status === 'loading' ? (
        <>
          <LoadingAnnouncement text={j.loading} />
          <SkeletonLine width={60} />
        </>
      ) : list.status === 'error' ? (
        <LoadFailed message={list.error.message || j.applicantsFailed} retry={list.reload} />
      ) : list.data.length === 0 ? (
        <p className="ftc-state">{j.noApplicants}</p>
      ) : (
        <ul className="job-applicants">
          {list.data.map((application) => {
            const name = displayName(application.caregiver);
            const nameId = `${ids}-${application.id}`;
            return (
              <li key={application.id} className="job-applicant" aria-labelledby={nameId}>
                <div className="ftc-cg">
                  <ul className="ftc-cg__list">
                    <SiteCaregiverCard card={application.caregiver} />
                  </ul>
                </div>
                <div className="job-applicant__body">
                  <p id={nameId} className="job-applicant__name">
                    <strong>{name}</strong> · <ApplicationStatusTag status={application.status} /> ·{' '}
                    <time dateTime={application.created_at}>
                      {fill(j.appliedOn, { date: date(application.created_at) })}
                    </time>
                  </p>
                  {/* The caregiver's words: text, never HTML. */}
                  <p className="cg-bio">{application.message}</p>
                  <ApplicantDecisions
                    application={application}
                    name={name}
                    open={job.status === 'open'}
                    describedBy={nameId}
                    onDecided={(updated) => {
                      if (updated.status === 'hired') onHired();
                      reload();
                    }}
                  />
                  <p className="cg-actions">
                    <button
                      type="button"
                      className="ftc-button-secondary"
                      aria-describedby={nameId}
                      onClick={() =>
                        navigate(
                          newMessagePath({
                            caregiver: application.caregiver.id,
                            application: application.id,
                          }),
                        )
                      }
                    >
                      {j.message}
                    </button>
                    {application.status === 'hired' ? (
                      <Link to={caregiverPath(application.caregiver.id)}>
                        {fill(j.review, { name })}
                      </Link>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

const CaregiverJob = observer(function CaregiverJob({ job }: { job: JobCard }) {
  const { m, fill, date } = useMessages(marketMessages);
  const j = m.jobs;
  const { hasPlan } = useViewer();
  const messaging = useMessaging();
  const navigate = useNavigate();
  const location = useLocation();
  // This visit's application (the answer to Apply), else the one the server tells about.
  const [sent, setSent] = useState<{ id: number; status: ApplicationStatus; created_at: string }>();
  const [limited, setLimited] = useState(false);
  const application = sent ?? job.application ?? undefined;
  const applied = job.applied || sent !== undefined;
  // A decision arrives live through the stream.
  const live = application
    ? messaging.applications.get(application.id)
    : [...messaging.applications.values()].find((event) => event.job_id === job.id);
  const status = live?.status ?? application?.status ?? (applied ? 'applied' : undefined);

  return (
    <Page title={job.title} wide>
      <JobDetails job={job} />
      {applied ? (
        <section className="cg-note" aria-labelledby="job-application">
          <h2 id="job-application">{j.yourApplication}</h2>
          <p role="status">
            {status ? <ApplicationStatusTag status={status} /> : null}
            {application ? ` · ${fill(j.appliedOn, { date: date(application.created_at) })}` : ''}
          </p>
          {application ? (
            <p>
              <button
                type="button"
                className="ftc-button-secondary"
                onClick={() => navigate(newMessagePath({ application: application.id }))}
              >
                {j.message}
              </button>
            </p>
          ) : null}
        </section>
      ) : job.status === 'open' ? (
        <>
          {hasPlan ? null : <ApplicationsLeft left={limited ? 0 : undefined} />}
          <ApplyForm
            job={job}
            onApplied={(receipt) =>
              setSent({ id: receipt.id, status: receipt.status, created_at: receipt.created_at })
            }
            onLimit={() => setLimited(true)}
            paywall={<PlanPaywall audience="apply" next={location.pathname} />}
          />
        </>
      ) : (
        <p className="ftc-state">{j.closedNote}</p>
      )}
      <p>
        <Link to={paths.jobs}>{j.back}</Link>
      </p>
    </Page>
  );
});
