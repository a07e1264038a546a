import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataSection } from '../../src/account/data-section';
import { EmailSection } from '../../src/account/email-section';
import { MobileSection } from '../../src/account/mobile-section';
import { NameSection } from '../../src/account/name-section';
import { NotificationsSection } from '../../src/account/notifications-section';
import { PasswordSection } from '../../src/account/password-section';
import { SettingsSection } from '../../src/account/section';
import { SessionsSection } from '../../src/account/sessions-section';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { PhotoStep } from '../../src/photos/photo-step';
import { photoUrlOf } from '../../src/ui/avatar';
import { paths } from '../config/paths';
import { settingsPageWords } from '../settings-words';
import { Page } from './page';

/**
 * `/dashboard/settings` (interface §9 "Account", "Your data"): name, email, mobile, password,
 * sessions, notifications, export and deletion, each its own form with its own call.
 */
export function SettingsPage() {
  const { m } = useWords(settingsPageWords);
  const navigate = useNavigate();
  return (
    <Page title={m.title} lead={m.lead} wide>
      <div className="dashboard settings">
        <NameSection />
        <ParentPhotoSection />
        <EmailSection />
        <MobileSection />
        <PasswordSection />
        <SessionsSection />
        <NotificationsSection />
        {/* Home once the account is deleted; the session ends as this page leaves. */}
        <DataSection onDeleted={() => navigate(paths.home, { replace: true })} />
      </div>
    </Page>
  );
}

/** A parent's optional photo (issue 24), shown to the caregivers they talk to; caregivers set theirs in the profile. */
const ParentPhotoSection = observer(function ParentPhotoSection() {
  const { store } = useKit();
  const { m } = useWords(settingsPageWords);
  const user = store.auth.user;
  const [photo, setPhoto] = useState(() => (user ? photoUrlOf(user) : null));
  if (!user || user.type === 'service_provider') return null;
  return (
    <SettingsSection title={m.photoTitle} lead={m.photoLead} wide>
      <PhotoStep owner="parent" name={user.full_name} photoUrl={photo} onChange={setPhoto} />
    </SettingsSection>
  );
});
