import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApplicationStatus, JobCard } from '../../src/contract/jobs';
import { useWords } from '../../src/i18n/use-words';
import { ApplyForm } from '../../src/jobs/apply-form';
import { ApplicationStatusTag, ApplicationsLeft, JobDetails } from '../../src/jobs/job-views';
import { useMessaging } from '../../src/messaging/use-messaging';
import { newMessagePath, paths } from '../config/paths';
import { marketWords } from '../market-words';
import { PlanPaywall } from './paywall';
import { useViewer } from './viewer';

/** A job as a caregiver sees it: the details, then Apply or their application (the page gives the frame). */
export const CaregiverJob = observer(function CaregiverJob({ job }: { job: JobCard }) {
  const { m, fill, date } = useWords(marketWords);
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
    <>
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
    </>
  );
});
