import { observer } from 'mobx-react-lite';
import { passwordProblem } from '../contract/account-rules';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser, startSession } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import type { User } from '../stores/auth-store';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { changePassword, reloadSessions } from './account-api';
import { ruleOf, SettingsSection, useSay } from './section';
import { accountWords } from './words';

/**
 * Password (interface §9 `POST {prefix}/reset-password { current_password, password }`): every
 * session of the account ends; the answer's new session is this device's, kept like a login's.
 */
export const PasswordSection = observer(function PasswordSection() {
  const { api, store } = useKit();
  const { m } = useWords(accountWords);
  const say = useSay();
  const form = useForm({
    initial: { current_password: '', password: '' },
    validate: ({ current_password, password }) => ({
      current_password: current_password ? undefined : 'currentPasswordRequired',
      password: ruleOf(passwordProblem(password)),
    }),
    fallback: m.passwordSection.failed,
    onFailure: (failure) => showFailure(store, failure, m.passwordSection.failed),
    async submit(values) {
      const type = accountTypeOfUser(store.auth.user);
      const { results, message } = await changePassword(
        api,
        type,
        values,
        m.passwordSection.failed,
      );
      await startSession(store, {
        token: results.token,
        refresh_token: results.refresh_token,
        user: store.auth.user as User,
      });
      form.reset();
      reloadSessions(api, store, type, m.sessions.loadFailed);
      store.toast.show(message || m.passwordSection.saved);
    },
  });
  return (
    <SettingsSection title={m.passwordSection.title} lead={m.passwordSection.lead}>
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
        <PasswordField
          {...form.field('current_password')}
          error={say(form.errors.current_password)}
          label={m.passwordSection.current}
          autoComplete="current-password"
        />
        <PasswordField
          {...form.field('password')}
          error={say(form.errors.password)}
          label={m.passwordSection.next}
          autoComplete="new-password"
        />
        <div className="ftc-actions">
          <SubmitButton busy={form.submitting}>{m.passwordSection.save}</SubmitButton>
        </div>
      </form>
    </SettingsSection>
  );
});
