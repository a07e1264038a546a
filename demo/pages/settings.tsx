import { useNavigate } from 'react-router';
import { DataSection } from '../../src/account/data-section';
import { EmailSection } from '../../src/account/email-section';
import { MobileSection } from '../../src/account/mobile-section';
import { NameSection } from '../../src/account/name-section';
import { NotificationsSection } from '../../src/account/notifications-section';
import { PasswordSection } from '../../src/account/password-section';
import { SessionsSection } from '../../src/account/sessions-section';
import { useWords } from '../../src/i18n/use-words';
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
