import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { JobForm } from '../../src/jobs/job-form';
import { useOwnJobs } from '../../src/jobs/job-queries';
import { OwnJobItem } from '../../src/jobs/job-views';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { jobPath, loginReturningTo, paths } from '../config/paths';
import { CaregiverJobs } from '../market/caregiver-jobs';
import { LoadFailed } from '../market/load-failed';
import { PlanPaywall } from '../market/paywall';
import { useRouterClick } from '../market/router-click';
import { useViewer } from '../market/viewer';
import { marketWords } from '../market-words';
import { Page } from './page';

/** `/jobs`: a caregiver's open jobs near their ZIP; a parent's own jobs; a visitor's way in. */
export const JobsPage = observer(function JobsPage() {
  const { m } = useWords(marketWords);
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
  return kind === 'parent' ? (
    <ParentJobs />
  ) : (
    <Page title={m.jobs.title} lead={m.jobs.lead} wide>
      <CaregiverJobs hasPlan={hasPlan} />
    </Page>
  );
});

function ParentJobs() {
  const { m } = useWords(marketWords);
  const j = m.jobs;
  const list = useOwnJobs(j.loadFailed);
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

/** `/jobs/new`: a parent posts a job. */
export const NewJobPage = observer(function NewJobPage() {
  const { m } = useWords(marketWords);
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
