import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser, endSession } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import { PasswordField } from '../ui/password-field';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { deleteAccount, startExport } from './account-api';
import { SettingsSection, useSay } from './section';
import { accountWords } from './words';

/**
 * Your data (interface §9): "Export my data" (prepared in the background, a link by email) and
 * "Delete account" (one confirmation with the password that says the 14-day undo; then logged
 * out, and `onDeleted` takes the member away, e.g. to the home page: the session ends, with
 * a toast, once this section is unmounted).
 */
export const DataSection = observer(function DataSection({
  onDeleted,
}: {
  onDeleted: () => void | Promise<void>;
}) {
  const { api, store } = useKit();
  const { m } = useWords(accountWords);
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Once the account is deleted: the toast to show when the session has ended.
  const farewell = useRef<string | undefined>(undefined);

  // The session ends when this section is gone (`onDeleted` took the member away): ending it
  // while a /dashboard page is still on screen would send the member to /login instead.
  useEffect(
    () => () => {
      const message = farewell.current;
      if (message === undefined) return;
      // The server ended every session already: nothing to revoke.
      void endSession(store, api, { revoke: false }).then(() => store.toast.show(message));
    },
    [api, store],
  );

  async function exportData() {
    if (exporting) return;
    setExporting(true);
    try {
      const { message } = await startExport(
        api,
        accountTypeOfUser(store.auth.user),
        m.data.exportFailed,
      );
      setExported(true);
      store.toast.show(message || m.data.exporting);
    } catch (failure) {
      showFailure(store, failure, m.data.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <SettingsSection title={m.data.title} wide>
      <p>{m.data.exportLead}</p>
      {exported ? (
        <p className="ftc-notice" role="status">
          {m.data.exporting}
        </p>
      ) : null}
      <p>
        <button
          type="button"
          className="ftc-button-secondary"
          aria-disabled={exporting || undefined}
          onClick={() => void exportData()}
        >
          {exporting ? <Spinner /> : null}
          <span>{m.data.export}</span>
        </button>
      </p>
      <p>{m.data.deleteLead}</p>
      {confirming ? (
        <ConfirmDelete
          onKeep={() => {
            setConfirming(false);
            // Focus goes back to the button that opened the confirmation.
            setTimeout(() => deleteButton.current?.focus());
          }}
          onDeleted={(message) => {
            farewell.current = message;
            void onDeleted();
          }}
        />
      ) : (
        <p>
          <button
            ref={deleteButton}
            type="button"
            className="ftc-button-secondary settings-danger"
            onClick={() => setConfirming(true)}
          >
            {m.data.delete}
          </button>
        </p>
      )}
    </SettingsSection>
  );
});

function ConfirmDelete({
  onKeep,
  onDeleted,
}: {
  onKeep: () => void;
  onDeleted: (message: string) => void;
}) {
  const { api, store } = useKit();
  const { m } = useWords(accountWords);
  const say = useSay();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const form = useForm({
    initial: { password: '' },
    validate: ({ password }) => ({ password: password ? undefined : 'passwordRequired' }),
    fallback: m.data.deleteFailed,
    onFailure: (failure) => showFailure(store, failure, m.data.deleteFailed),
    async submit({ password }) {
      const type = accountTypeOfUser(store.auth.user);
      const message = await deleteAccount(api, type, password, m.data.deleteFailed);
      onDeleted(message || m.data.deleted);
    },
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onKeep();
    }
  };
  return (
    <form
      className="ftc-stack settings-confirm"
      role="alertdialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      noValidate
      onSubmit={form.onSubmit}
      onKeyDown={onKey}
      aria-busy={form.submitting}
    >
      <h3 id={`${ids}-title`}>{m.data.confirmTitle}</h3>
      <p id={`${ids}-text`}>{m.data.confirmText}</p>
      <PasswordField
        ref={input}
        {...form.field('password')}
        error={say(form.errors.password)}
        label={m.password}
        hint={m.passwordHint}
        autoComplete="current-password"
      />
      <div className="ftc-actions">
        <button type="button" className="ftc-button-secondary" onClick={onKeep}>
          {m.data.keep}
        </button>
        <SubmitButton busy={form.submitting} className="settings-danger">
          {m.data.confirm}
        </SubmitButton>
      </div>
    </form>
  );
}
