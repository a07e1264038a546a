import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useWords } from '../i18n/use-words';
import { failureMessage, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { saveNotificationSettings, useNotificationSettings } from './account-api';
import { EMAIL_KINDS, type NotificationSettings } from './account-types';
import { SettingsSection } from './section';
import { accountWords } from './words';

/**
 * Notifications (interface §9 `GET`/`PUT {prefix}/notification-settings`): each kind of email
 * and the booking texts, on or off; receipts, codes, security and legal notices always go.
 */
export const NotificationsSection = observer(function NotificationsSection() {
  const { store } = useKit();
  const { m, fill } = useWords(accountWords);
  const type = accountTypeOfUser(store.auth.user);
  const loaded = useNotificationSettings(type, m.notifications.loadFailed);
  return (
    <SettingsSection title={m.notifications.title} lead={m.notifications.lead} wide>
      {loaded.status === 'loading' ? (
        <p className="ftc-state" role="status">
          <Spinner />
          <span>{m.loading}</span>
        </p>
      ) : loaded.status === 'error' ? (
        <div role="alert">
          <p>{fill(m.loadFailed, { reason: loaded.error.message })}</p>
          <button type="button" className="ftc-button" onClick={loaded.reload}>
            {m.tryAgain}
          </button>
        </div>
      ) : (
        <SettingsForm initial={loaded.data} />
      )}
    </SettingsSection>
  );
});

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const { api, store } = useKit();
  const { m } = useWords(accountWords);
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const type = accountTypeOfUser(store.auth.user);
      const { results, message } = await saveNotificationSettings(
        api,
        type,
        settings,
        m.notifications.failed,
      );
      setSettings(results);
      store.toast.show(message || m.notifications.saved);
    } catch (failure) {
      setProblem(failureMessage(failure, m.notifications.failed));
      showFailure(store, failure, m.notifications.failed);
    } finally {
      setSaving(false);
    }
  }

  const box = (label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <label className="settings-check" key={label}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {label}
    </label>
  );

  return (
    <form className="ftc-stack" noValidate onSubmit={save} aria-busy={saving}>
      <fieldset className="settings-fieldset">
        <legend>{m.notifications.email}</legend>
        {EMAIL_KINDS.map((kind) =>
          box(m.notifications.kinds[kind], settings.email[kind], (on) =>
            setSettings((previous) => ({ ...previous, email: { ...previous.email, [kind]: on } })),
          ),
        )}
      </fieldset>
      <fieldset className="settings-fieldset">
        <legend>{m.notifications.sms}</legend>
        {box(m.notifications.smsBookings, settings.sms.bookings, (on) =>
          setSettings((previous) => ({ ...previous, sms: { bookings: on } })),
        )}
      </fieldset>
      <p className="ftc-hint">{m.notifications.always}</p>
      {problem ? (
        <p className="ftc-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="ftc-actions">
        <SubmitButton busy={saving}>{m.notifications.save}</SubmitButton>
      </div>
    </form>
  );
}
