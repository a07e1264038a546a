import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useFavourites, useFreshOwnProfile } from '../../src/caregivers/caregiver-queries';
import type { OwnProfile } from '../../src/contract/caregivers';
import type { UploadedDocument } from '../../src/documents/documents-api';
import { documentsPath } from '../../src/documents/documents-api';
import { useWords } from '../../src/i18n/use-words';
import { useJobSearch, useOwnJobs } from '../../src/jobs/job-queries';
import { useApiResource } from '../../src/lib/use-api-resource';
import { useMessaging } from '../../src/messaging/use-messaging';
import { paths } from '../config/paths';
import { firstOpenStep } from '../market/builder-draft';
import { itemsOf, useViewer } from '../market/viewer';
import '../onboarding.css';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { onboardingWords } from '../onboarding-words';
import { careZip, resultsNear } from './care-zip';

/** One thing to do: done, or the link that does it. */
export interface NextStep {
  key: string;
  label: string;
  done: boolean;
  href: string;
  action: string;
}

/**
 * The dashboard's checklist (issue 24): what a new member does next, each item done or with
 * its link, the first open one as the page's main button. Never a dead end: every link is a
 * page of the site.
 */
export function NextStepsCard({
  steps,
  loading = false,
}: {
  steps: NextStep[];
  loading?: boolean;
}) {
  const { m, fill } = useWords(onboardingWords);
  const c = m.checklist;
  // Until what the marks depend on has arrived, no item reads "To do" by mistake.
  if (loading)
    return (
      <section
        className="dashboard__card dashboard__card--wide"
        aria-labelledby="next-steps-heading"
        aria-busy="true"
      >
        <h2 id="next-steps-heading">{c.title}</h2>
        <LoadingAnnouncement text={c.checking} />
        <SkeletonLine width={60} />
        <SkeletonLine width={80} />
        <SkeletonLine width={50} />
      </section>
    );
  const done = steps.filter((step) => step.done).length;
  const first = steps.find((step) => !step.done);
  return (
    <section className="dashboard__card dashboard__card--wide" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">{c.title}</h2>
      <p className="ftc-hint">{fill(c.progress, { done, total: steps.length })}</p>
      {first ? null : <p>{c.allDone}</p>}
      <ul className="onb-checklist">
        {steps.map((step) => (
          <li
            key={step.key}
            className={
              step.done ? 'onb-checklist__item onb-checklist__item--done' : 'onb-checklist__item'
            }
          >
            <span className="onb-checklist__label">
              <span className="onb-checklist__mark" aria-hidden="true">
                {step.done ? '✓' : '○'}
              </span>
              <span className="onb-checklist__text">
                {step.label}
                <span className="ftc-visually-hidden">: {step.done ? c.done : c.todo}</span>
              </span>
            </span>
            {step.done ? (
              <span className="ftc-hint">{c.done}</span>
            ) : (
              <Link
                className={step === first ? 'ftc-button' : 'ftc-button-secondary'}
                to={step.href}
              >
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A parent: a ZIP and a search, saved caregivers, a plan, a job, a first message. */
export const ParentNextSteps = observer(function ParentNextSteps() {
  const { m } = useWords(onboardingWords);
  const c = m.checklist;
  const { user, hasPlan } = useViewer();
  const zip = careZip(user?.id);
  const favourites = useFavourites(true, c.loadFailed);
  const jobs = useOwnJobs(c.loadFailed);
  const messaging = useMessaging();
  useEffect(() => {
    void messaging.loadConversations();
  }, [messaging]);
  const saved = favourites.status === 'success' && itemsOf(favourites.data).length > 0;
  const posted = jobs.status === 'success' && jobs.data.length > 0;
  const messaged = (messaging.conversations?.length ?? 0) > 0;
  const steps: NextStep[] = [
    {
      key: 'search',
      label: c.parent.search,
      done: zip !== undefined,
      href: zip ? resultsNear(zip) : paths.caregivers,
      action: c.parentLinks.search,
    },
    {
      key: 'save',
      label: c.parent.save,
      done: saved,
      href: zip ? resultsNear(zip) : paths.caregivers,
      action: c.parentLinks.save,
    },
    {
      key: 'plan',
      label: c.parent.plan,
      done: hasPlan,
      href: paths.subscription,
      action: c.parentLinks.plan,
    },
    {
      key: 'job',
      label: c.parent.job,
      done: posted,
      href: paths.jobNew,
      action: c.parentLinks.job,
    },
    {
      key: 'message',
      label: c.parent.message,
      done: messaged,
      href: paths.dashboardMessages,
      action: c.parentLinks.message,
    },
  ];
  const loading = favourites.status === 'loading' || jobs.status === 'loading';
  return <NextStepsCard steps={steps} loading={loading} />;
});

/** The profile has every field of the builder's steps (hours included). */
const complete = (profile: OwnProfile | undefined) =>
  profile !== undefined &&
  profile.availability.length > 0 &&
  ['photo', 'publish'].includes(firstOpenStep(profile));

/** A caregiver: a photo, a complete and published profile, documents, applications. */
export const CaregiverNextSteps = observer(function CaregiverNextSteps() {
  const { m } = useWords(onboardingWords);
  const c = m.checklist;
  const own = useFreshOwnProfile(true, c.loadFailed);
  const profile = own.status === 'success' ? own.data : undefined;
  const documents = useApiResource<UploadedDocument[]>(
    documentsPath('service_provider'),
    c.loadFailed,
  );
  // Open jobs near the profile's ZIP: one this caregiver applied to counts.
  const jobs = useJobSearch({}, c.loadFailed);
  const applied = jobs.status === 'success' && jobs.data.items.some((job) => job.applied);
  const hasDocuments =
    (documents.status === 'success' && documents.data.length > 0) ||
    (profile?.badges ?? []).some((badge) => badge.kind !== 'mobile');
  const steps: NextStep[] = [
    {
      key: 'photo',
      label: c.caregiver.photo,
      done: Boolean(profile?.photo_url),
      href: paths.dashboardProfile,
      action: c.caregiverLinks.photo,
    },
    {
      key: 'profile',
      label: c.caregiver.profile,
      done: complete(profile),
      href: paths.dashboardProfileStart,
      action: c.caregiverLinks.profile,
    },
    {
      key: 'published',
      label: c.caregiver.published,
      done: Boolean(profile?.published),
      href: paths.dashboardProfileStart,
      action: c.caregiverLinks.published,
    },
    {
      key: 'documents',
      label: c.caregiver.documents,
      done: hasDocuments,
      href: paths.uploadDocument,
      action: c.caregiverLinks.documents,
    },
    {
      key: 'apply',
      label: c.caregiver.apply,
      done: applied,
      href: paths.jobs,
      action: c.caregiverLinks.apply,
    },
  ];
  const loading = [own, documents, jobs].some((resource) => resource.status === 'loading');
  return <NextStepsCard steps={steps} loading={loading} />;
});

/** The member's own checklist. */
export function NextSteps() {
  const { kind } = useViewer();
  if (kind === 'caregiver') return <CaregiverNextSteps />;
  if (kind === 'parent') return <ParentNextSteps />;
  return null;
}
