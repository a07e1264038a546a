import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { saveOwnProfile } from '../../src/caregivers/caregiver-queries';
import type { OwnProfile } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
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

/** The profile's form beside a preview of its card; saving tells the person with a toast. */
export const ProfileEditor = observer(function ProfileEditor({
  profile,
}: {
  profile?: OwnProfile;
}) {
  const { api, store, notify } = useKit();
  const { m } = useWords(marketWords);
  const e = m.editor;

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
          <ProfilePreview profile={profile} values={form.values} />
        </aside>
      </div>
    </Page>
  );
});
