import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useFreshOwnProfile, useOwnProfile } from '../../src/caregivers/caregiver-queries';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { PhotoStep } from '../../src/photos/photo-step';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { paths } from '../config/paths';
import { ProfileBuilder } from '../market/profile-builder';
import { ProfileEditor } from '../market/profile-editor-form';
import { useViewer } from '../market/viewer';
import { marketWords } from '../market-words';
import { onboardingWords } from '../onboarding-words';
import { Page } from './page';

/** `/dashboard/profile`: a caregiver's public profile, edited beside a preview of its card. */
export const ProfileEditorPage = observer(function ProfileEditorPage() {
  const { m } = useWords(marketWords);
  const e = m.editor;
  const { kind } = useViewer();
  const own = useOwnProfile(kind === 'caregiver', e.loadFailed);
  if (kind !== 'caregiver') {
    return (
      <Page title={e.forCaregivers} lead={e.forCaregiversLead}>
        <p>
          <Link className="ftc-button" to={paths.caregivers}>
            {e.findCaregivers}
          </Link>
        </p>
      </Page>
    );
  }
  if (own.status === 'loading') {
    return (
      <Page title={e.title} lead={e.lead}>
        <LoadingAnnouncement />
        <SkeletonLine />
        <SkeletonLine width={70} />
      </Page>
    );
  }
  // No profile yet (404): the form starts empty.
  const missing =
    own.status === 'error' && own.error instanceof ApiError && own.error.status === 404;
  if (own.status === 'error' && !missing) {
    return (
      <Page title={e.title}>
        <p role="alert">
          {own.error.message}{' '}
          <button type="button" className="ftc-button-secondary" onClick={own.reload}>
            {m.search.retry}
          </button>
        </p>
      </Page>
    );
  }
  return <ProfileEditor profile={own.status === 'success' ? own.data : undefined} />;
});

/**
 * `/dashboard/profile/start`: the same profile, built step by step after sign-up (issue 24),
 * resuming where the caregiver stopped; read fresh, so it starts from what was saved last.
 */
export const ProfileBuilderPage = observer(function ProfileBuilderPage() {
  const { m } = useWords(marketWords);
  const { m: o } = useWords(onboardingWords);
  const e = m.editor;
  const { kind } = useViewer();
  const own = useFreshOwnProfile(kind === 'caregiver', e.loadFailed);
  if (kind !== 'caregiver') {
    return (
      <Page title={o.builder.forCaregivers} lead={e.forCaregiversLead}>
        <p>
          <Link className="ftc-button" to={paths.caregivers}>
            {e.findCaregivers}
          </Link>
        </p>
      </Page>
    );
  }
  const missing =
    own.status === 'error' && own.error instanceof ApiError && own.error.status === 404;
  return (
    <Page title={o.builder.title} wide>
      {own.status === 'loading' ? (
        <>
          <LoadingAnnouncement />
          <SkeletonLine />
          <SkeletonLine width={70} />
        </>
      ) : own.status === 'error' && !missing ? (
        <p role="alert">
          {own.error.message}{' '}
          <button type="button" className="ftc-button-secondary" onClick={own.reload}>
            {m.search.retry}
          </button>
        </p>
      ) : (
        <ProfileBuilder
          profile={own.status === 'success' ? own.data : undefined}
          photoStep={(photo) => <PhotoStep {...photo} />}
        />
      )}
    </Page>
  );
});
