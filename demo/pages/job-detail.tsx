import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Job } from '../../src/contract/jobs';
import { useWords } from '../../src/i18n/use-words';
import { JobForm } from '../../src/jobs/job-form';
import { useJob } from '../../src/jobs/job-queries';
import { JobDetails } from '../../src/jobs/job-views';
import { closeJob, isOwnJob } from '../../src/jobs/jobs-api';
import { jobWords } from '../../src/jobs/words';
import { ApiError } from '../../src/lib/api-client';
import { failureMessage } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { jobPath, loginReturningTo, paths } from '../config/paths';
import { CaregiverJob } from '../market/caregiver-job';
import { Applicants } from '../market/job-applicants';
import { LoadFailed } from '../market/load-failed';
import { PlanPaywall } from '../market/paywall';
import { ReportAction } from '../market/report-action';
import { useViewer } from '../market/viewer';
import { marketWords } from '../market-words';
import { Page } from './page';

function Loading({ title }: { title: string }) {
  const { m } = useWords(marketWords);
  return (
    <Page title={title}>
      <LoadingAnnouncement text={m.jobs.loading} />
      <SkeletonLine width={60} />
      <SkeletonLine />
      <SkeletonLine width={80} />
    </Page>
  );
}

/** `/jobs/:id`: the parent's job with its applicants, or a caregiver's view with Apply and Report. */
export const JobDetailPage = observer(function JobDetailPage() {
  const { id = '' } = useParams();
  const { m } = useWords(marketWords);
  const j = m.jobs;
  const { kind } = useViewer();
  const job = useJob(kind === 'visitor' ? null : id, j.loadFailed);
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
    <Page title={job.data.title} wide>
      <CaregiverJob job={job.data} />
      <ReportAction kind="job" id={job.data.id} />
    </Page>
  );
});

function ParentJob({ job, reload }: { job: Job; reload: () => void }) {
  const { api } = useKit();
  const { m } = useWords(marketWords);
  const j = m.jobs;
  const words = useWords(jobWords).m;
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
