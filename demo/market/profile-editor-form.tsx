import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveOwnProfile } from '../../src/caregivers/caregiver-queries';
import type { OwnProfile } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { PhotoStep } from '../../src/photos/photo-step';
import { SubmitButton } from '../../src/ui/submit-button';
import { caregiverPath } from '../config/paths';
import { marketWords } from '../market-words';
import { Page } from '../pages/page';
import {
  AboutFields,
  AvailabilityFields,
  ProfilePreview,
  PublishSwitch,
  RateFields,
  ServiceFields,
} from './profile-fields';
import { type EditorValues, profileBody, profileProblems, valuesOf } from './profile-values';

/** The name beside the photo: the profile's first name and initial, else the account's name. */
const photoName = (profile: OwnProfile | undefined, fullName = '') =>
  profile ? `${profile.first_name} ${profile.last_initial}`.trim() : fullName;

/** The profile's form beside a preview of its card; saving tells the person with a toast. */
export const ProfileEditor = observer(function ProfileEditor({
  profile,
}: {
  profile?: OwnProfile;
}) {
  const { api, store, notify } = useKit();
  const { m } = useWords(marketWords);
  const e = m.editor;
  // Saved by the photo step itself (its own call): the preview follows at once.
  const [photo, setPhoto] = useState(profile?.photo_url ?? null);

  const form = useForm<EditorValues>({
    initial: () => valuesOf(profile),
    validate: (v) => profileProblems(v, e.rules),
    fallback: e.failure,
    onFailure: (failure) => showFailure(store, failure, e.failure),
    async submit(v) {
      await saveOwnProfile(api, profileBody(v), e.failure);
      notify(e.savedToast, 'success');
    },
  });

  return (
    <Page title={e.title} lead={e.lead} wide>
      <section className="cg-editor__photo" aria-labelledby="editor-photo">
        <h2 id="editor-photo">{e.photo}</h2>
        <PhotoStep
          photoUrl={photo}
          onChange={setPhoto}
          name={photoName(profile, store.auth.user?.full_name)}
        />
      </section>
      <div className="cg-editor">
        <form className="ftc-stack cg-editor__form" noValidate onSubmit={form.onSubmit}>
          <AboutFields form={form} />
          <RateFields form={form} />
          <ServiceFields form={form} />
          <AvailabilityFields form={form} />
          <PublishSwitch form={form} />
          <div className="ftc-actions">
            <SubmitButton busy={form.submitting}>{e.save}</SubmitButton>
            {profile?.id ? <Link to={caregiverPath(profile.id)}>{e.viewPublic}</Link> : null}
          </div>
        </form>
        <aside className="cg-editor__preview" aria-labelledby="editor-preview">
          <h2 id="editor-preview">{e.preview}</h2>
          <p className="ftc-hint">{e.previewLead}</p>
          <ProfilePreview profile={profile} values={form.values} photoUrl={photo} />
        </aside>
      </div>
    </Page>
  );
});
