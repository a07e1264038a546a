import { type FormEvent, useRef, useState } from 'react';
import { emailProblem, PASSWORD_MIN_LENGTH, passwordProblem } from '../contract/account-rules';
import { accountTypeOf, authPaths } from '../contract/endpoints';
import { ApiError, isSuccessful } from '../lib/api-client';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';

export interface ForgotPasswordFormProps {
  /** `user` (default) or anything else for caregivers, as for login. */
  type?: string | undefined;
  loginHref?: string | undefined;
}

/** Asks for a password-reset link by email (spec §7 forgot-password-web). */
export function ForgotPasswordForm({ type, loginHref = '/login' }: ForgotPasswordFormProps) {
  const { api, store } = useKit();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await api.post(authPaths(accountTypeOf(type)).forgotPassword, {
        email: email.trim(),
      });
      if (!isSuccessful(response))
        throw new Error(response.body.message || 'We could not send the link. Please try again.');
      store.message.setMessage(response.body.message);
      setSentTo(email.trim());
    } catch (failure) {
      showFailure(store, failure);
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <div className="ftc-stack" part="container" role="status">
        <h2 className="ftc-title">Check your inbox</h2>
        <p className="ftc-lead">
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new
          password. The link works once, for an hour.
        </p>
        <p>
          <button type="button" className="ftc-link" onClick={() => setSentTo(undefined)}>
            Use another email
          </button>{' '}
          ·{' '}
          <a className="ftc-link" href={loginHref}>
            Back to log in
          </a>
        </p>
      </div>
    );
  }

  return (
    <form className="ftc-stack" part="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h2 className="ftc-title">Forgot your password?</h2>
      <p className="ftc-lead">
        Enter the email of your account and we will send you a link to choose a new one.
      </p>
      <TextField
        ref={inputRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(emailProblem(event.target.value));
        }}
      />
      <div className="ftc-actions">
        <SubmitButton busy={submitting}>Send reset link</SubmitButton>
        <a className="ftc-link" href={loginHref}>
          Back to log in
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [linkProblem, setLinkProblem] = useState<string | undefined>(
    token
      ? undefined
      : 'This link is not complete. Open the link from the email again, or ask for a new one.',
  );
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !token) return;
    const problem = passwordProblem(password);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await api.post(authPaths(accountTypeOf(type)).resetPassword, {
        token,
        password,
      });
      if (!isSuccessful(response))
        throw new Error(response.body.message || 'We could not change the password.');
      store.message.setMessage(response.body.message);
      setDone(true);
    } catch (failure) {
      // An expired, used or unknown link: say so on the page, with the way out.
      if (failure instanceof ApiError && failure.status === 400 && /link/i.test(failure.message)) {
        setLinkProblem(failure.message);
      } else {
        showFailure(store, failure);
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <div className="ftc-stack" part="container" role="status">
        <h2 className="ftc-title">Your password is changed</h2>
        <p className="ftc-lead">You can log in with your new password now.</p>
        <p>
          <a className="ftc-button" part="button" href={loginHref}>
            Log in
          </a>
        </p>
      </div>
    );
  }

  if (linkProblem) {
    return (
      <div className="ftc-stack" part="container" role="alert">
        <h2 className="ftc-title">This link cannot be used</h2>
        <p className="ftc-lead">{linkProblem}</p>
        <p>
          <a className="ftc-button" part="button" href={forgotHref}>
            Get a new link
          </a>
        </p>
      </div>
    );
  }

  return (
    <form className="ftc-stack" part="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h2 className="ftc-title">Choose a new password</h2>
      <PasswordField
        ref={inputRef}
        label="New password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          if (error) setError(passwordProblem(event.target.value));
        }}
      />
      <SubmitButton busy={submitting}>Save password</SubmitButton>
    </form>
  );
}
