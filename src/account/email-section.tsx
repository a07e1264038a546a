import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { emailProblem } from '../contract/account-rules';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { changeEmail } from './account-api';
import { ruleOf, SettingsSection, useSay } from './section';
import { accountWords } from './words';

/**
 * Email (interface §9 `POST {prefix}/account/email`): a link goes to the new address, and the
 * login stays the old one until it is opened.
 */
export const EmailSection = observer(function EmailSection() {
  const { api, store } = useKit();
  const { m, fill } = useWords(accountWords);
  const say = useSay();
  const current = store.auth.user?.email ?? '';
  const [sentTo, setSentTo] = useState<string | undefined>();
  const form = useForm({
    initial: { email: '', password: '' },
    validate: ({ email, password }) => ({
      email: ruleOf(emailProblem(email)),
      password: password ? undefined : 'passwordRequired',
    }),
    fallback: m.email.failed,
    onFailure: (failure) => showFailure(store, failure, m.email.failed),
    async submit({ email, password }) {
      const type = accountTypeOfUser(store.auth.user);
      const address = email.trim();
      const message = await changeEmail(api, type, { email: address, password }, m.email.failed);
      const sent = fill(m.email.sent, { email: address, current });
      setSentTo(address);
      form.reset();
      store.toast.show(message || sent);
    },
  });
  return (
    <SettingsSection title={m.email.title} lead={fill(m.email.current, { email: current })}>
      {sentTo ? (
        <p className="ftc-notice" role="status">
          {fill(m.email.sent, { email: sentTo, current })}
        </p>
      ) : null}
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
        <TextField
          {...form.field('email')}
          error={say(form.errors.email)}
          label={m.email.label}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...form.field('password')}
          error={say(form.errors.password)}
          label={m.password}
          hint={m.passwordHint}
          autoComplete="current-password"
        />
        <div className="ftc-actions">
          <SubmitButton busy={form.submitting}>{m.email.save}</SubmitButton>
        </div>
      </form>
    </SettingsSection>
  );
});
