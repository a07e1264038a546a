import { useState } from 'react';
import { emailProblem, PASSWORD_MIN_LENGTH, passwordProblem } from '../contract/account-rules';
import { accountTypeOf, authPaths } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { ApiError, successOf } from '../lib/api-client';
import { fieldErrorsOf, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { PasswordField } from '../ui/password-field';
import { RichText } from '../ui/rich-text';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { useErrorWords } from './use-error-words';
import { passwordResetWords } from './words';

export interface ForgotPasswordFormProps {
  /** `user` (default) or anything else for caregivers, as for login. */
  type?: string | undefined;
  loginHref?: string | undefined;
}

/** Asks for a password-reset link by email (spec §7 forgot-password-web). */
export function ForgotPasswordForm({ type, loginHref = '/login' }: ForgotPasswordFormProps) {
  const { api, store } = useKit();
  const { m } = useWords(passwordResetWords);
  const say = useErrorWords(m);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const form = useForm({
    initial: { email: '' },
    validate: ({ email }) => ({ email: emailProblem(email) }),
    fallback: m.sendFailed,
    onFailure: (failure) => showFailure(store, failure, m.sendFailed),
    async submit({ email }) {
      const response = await api.post(authPaths(accountTypeOf(type)).forgotPassword, {
        email: email.trim(),
      });
      successOf(response, m.sendFailed);
      store.toast.show(response.body.message);
      setSentTo(email.trim());
    },
  });

  if (sentTo) {
    return (
      <div className="ftc-stack" part="container" role="status">
        <h2 className="ftc-title">{m.sentTitle}</h2>
        <p className="ftc-lead">
          <RichText template={m.sentLead} values={{ email: <strong>{sentTo}</strong> }} />
        </p>
        <p>
          <button type="button" className="ftc-link" onClick={() => setSentTo(undefined)}>
            {m.otherEmail}
          </button>{' '}
          ·{' '}
          <a className="ftc-link" href={loginHref}>
            {m.backToLogin}
          </a>
        </p>
      </div>
    );
  }

  return (
    <form
      className="ftc-stack"
      part="form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.submitting}
    >
      <h2 className="ftc-title">{m.forgotTitle}</h2>
      <p className="ftc-lead">{m.forgotLead}</p>
      <TextField
        {...form.field('email')}
        error={say(form.errors.email)}
        label={m.email}
        type="email"
        autoComplete="email"
      />
      <div className="ftc-actions">
        <SubmitButton busy={form.submitting}>{m.send}</SubmitButton>
        <a className="ftc-link" href={loginHref}>
          {m.backToLogin}
        </a>
      </div>
    </form>
  );
}

export interface ResetPasswordFormProps {
  /** The token from the emailed link; default: `?token=` of the page. */
  token?: string | undefined;
  /** The account type from the link; default: `?type=` of the page. */
  type?: string | undefined;
  loginHref?: string | undefined;
  forgotHref?: string | undefined;
}

const fromQuery = (name: string) =>
  typeof window === 'undefined'
    ? undefined
    : (new URLSearchParams(window.location.search).get(name) ?? undefined);

/** Sets a new password from the emailed link (spec §7 reset-password-web). */
export function ResetPasswordForm({
  token = fromQuery('token'),
  type = fromQuery('type'),
  loginHref = '/login',
  forgotHref = '/forgot-password',
}: ResetPasswordFormProps) {
  const { api, store } = useKit();
  const { m, fill } = useWords(passwordResetWords);
  const say = useErrorWords(m);
  // The server's words for a link it refuses; a missing token is ours (in the page's language).
  const [refusedLink, setRefusedLink] = useState<string | undefined>();
  const linkProblem = token ? refusedLink : m.linkIncomplete;
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { password: '' },
    validate: ({ password }) => ({ password: passwordProblem(password) }),
    fallback: m.saveFailed,
    onFailure: (failure) => {
      // A 400 that is not about the password is about the link (expired, used, unknown): say
      // so on the page, with the way out, in the server's words (whatever the language).
      if (
        failure instanceof ApiError &&
        failure.status === 400 &&
        !fieldErrorsOf(failure).password
      ) {
        setRefusedLink(failure.message);
      } else {
        showFailure(store, failure, m.saveFailed);
      }
    },
    async submit({ password }) {
      if (!token) return;
      const response = await api.post(authPaths(accountTypeOf(type)).resetPassword, {
        token,
        password,
      });
      successOf(response, m.saveFailed);
      store.toast.show(response.body.message);
      setDone(true);
    },
  });

  if (done) {
    return (
      <div className="ftc-stack" part="container" role="status">
        <h2 className="ftc-title">{m.doneTitle}</h2>
        <p className="ftc-lead">{m.doneLead}</p>
        <p>
          <a className="ftc-button" part="button" href={loginHref}>
            {m.logIn}
          </a>
        </p>
      </div>
    );
  }

  if (linkProblem) {
    return (
      <div className="ftc-stack" part="container" role="alert">
        <h2 className="ftc-title">{m.linkTitle}</h2>
        <p className="ftc-lead">{linkProblem}</p>
        <p>
          <a className="ftc-button" part="button" href={forgotHref}>
            {m.newLink}
          </a>
        </p>
      </div>
    );
  }

  return (
    <form
      className="ftc-stack"
      part="form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.submitting}
    >
      <h2 className="ftc-title">{m.resetTitle}</h2>
      <PasswordField
        {...form.field('password')}
        error={say(form.errors.password)}
        label={m.newPassword}
        autoComplete="new-password"
        hint={fill(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      />
      <SubmitButton busy={form.submitting}>{m.save}</SubmitButton>
    </form>
  );
}
