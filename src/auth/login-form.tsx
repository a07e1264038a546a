import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../contract/account-rules';
import { accountTypeOf, authPaths } from '../contract/endpoints';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { type SessionResults, startSession } from '../lib/session-lifecycle';
import type { User } from '../stores/auth-store';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { OtpStep } from './otp-step';

export const LOGIN_EVENT = 'ftc-login';
export const OTP_REQUIRED_EVENT = 'ftc-otp-required';
export const IDENTIFIER_REQUIRED = 'Enter your email or mobile number.';

interface LoginResults {
  token?: string;
  refresh_token?: string;
  user?: User;
  mobile?: string;
  country_code?: string;
  email?: string;
  is_mobile_verified?: number | boolean;
}

export interface LoginFormProps {
  /** `user` (default) logs in a parent; anything else a caregiver (spec §6). */
  type?: string | undefined;
  forgotHref?: string | undefined;
}

type Field = 'identifier' | 'password';

/**
 * Login (spec §4, §7, §8): email or mobile and password; a token logs in; an unverified
 * mobile switches to the OTP step (the page's OTP switch), which logs in once verified.
 */
export const LoginForm = observer(function LoginForm({
  type,
  forgotHref = '/forgot-password',
}: LoginFormProps) {
  const { api, store, emit } = useKit();
  const accountType = accountTypeOf(type);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const refs = {
    identifier: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const problems = (values: { identifier: string; password: string }) => ({
    ...(values.identifier.trim() ? {} : { identifier: IDENTIFIER_REQUIRED }),
    ...(values.password ? {} : { password: ACCOUNT_MESSAGES.passwordRequired }),
  });

  function update(field: Field, value: string) {
    const next = { identifier, password, [field]: value };
    if (field === 'identifier') setIdentifier(value);
    else setPassword(value);
    // A shown message follows the value and clears once it is valid.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: problems(next)[field] }));
  }

  function loggedIn(user: User) {
    emit(LOGIN_EVENT, { user });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = problems({ identifier, password });
    setErrors(found);
    const first = (['identifier', 'password'] as const).find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const typed = identifier.trim();
    inFlight.current = true;
    setSubmitting(true);
    try {
      const response = await api.post<LoginResults>(authPaths(accountType).login, {
        email: typed.includes('@') ? typed : '',
        password,
        type: type ?? 'user',
        login_input: typed,
        device: 'web',
      });
      const { status, body } = response;
      const results = body.results ?? {};
      if ((status === 200 || status === 201) && results.token && body.success) {
        await startSession(store, results as SessionResults);
        if (body.message) store.message.setMessage(body.message);
        loggedIn(results.user as User);
      } else if (
        (status === 200 || status === 201) &&
        !results.token &&
        Number(results.is_mobile_verified) === 0
      ) {
        const values = {
          mobile: String(results.mobile ?? ''),
          email: String(results.email ?? ''),
          country_code: String(results.country_code ?? ''),
        };
        store.otp.showOtp(values);
        emit(OTP_REQUIRED_EVENT, {
          mobile: values.mobile,
          country_code: values.country_code,
          email: values.email,
        });
        if (body.message) store.message.setMessage(body.message);
      } else {
        store.message.setMessage(
          body.message || 'We could not log you in. Please try again.',
          true,
        );
      }
    } catch (failure) {
      showFailure(store, failure);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  if (store.otp.changeToOtp) {
    return (
      <OtpStep
        type={accountType}
        values={store.otp.values}
        onVerified={({ user }) => {
          store.otp.hideOtp();
          setPassword('');
          loggedIn(user);
        }}
        onCancel={() => store.otp.hideOtp()}
      />
    );
  }

  if (store.auth.isLoggedIn && store.auth.user) {
    return (
      <div className="ftc-stack" part="container">
        <p className="ftc-lead" role="status">
          You are logged in as <strong>{store.auth.user.full_name}</strong>.
        </p>
      </div>
    );
  }

  return (
    <form
      className="ftc-stack ftc-login"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
    >
      <TextField
        ref={refs.identifier}
        label="Email or mobile number"
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={identifier}
        error={errors.identifier}
        onChange={(event) => update('identifier', event.target.value)}
      />
      <PasswordField
        ref={refs.password}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <div className="ftc-actions">
        <SubmitButton busy={submitting}>Log in</SubmitButton>
        <a className="ftc-link" part="link" href={forgotHref}>
          Forgot password?
        </a>
      </div>
    </form>
  );
});
