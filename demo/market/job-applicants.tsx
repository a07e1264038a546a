import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Job } from '../../src/contract/jobs';
import { useWords } from '../../src/i18n/use-words';
import { ApplicantDecisions } from '../../src/jobs/applicant-decisions';
import { useApplications } from '../../src/jobs/job-queries';
import { ApplicationStatusTag } from '../../src/jobs/job-views';
import { useMessaging } from '../../src/messaging/use-messaging';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { caregiverPath, newMessagePath } from '../config/paths';
import { marketWords } from '../market-words';
import { AfterHire } from './after-hire';
import { SiteCaregiverCard } from './caregiver-card';
import { displayName } from './format';
import { LoadFailed } from './load-failed';

/** The applicants as caregiver cards, with their message and the parent's decisions. */
export const Applicants = observer(function Applicants({
  job,
  onHired,
}: {
  job: Job;
  onHired: () => void;
}) {
  const { m, fill, date } = useWords(marketWords);
  const j = m.jobs;
  const messaging = useMessaging();
  const navigate = useNavigate();
  const list = useApplications(job.id, j.applicantsFailed);
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
                  {application.status === 'hired' ? (
                    <AfterHire application={application} name={name} />
                  ) : null}
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
