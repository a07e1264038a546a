import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../contract/account-rules';
import { accountTypeOf, authPaths } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { failureOf, isSuccessful } from '../lib/api-client';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { preloadSessionCode, sessionCode } from '../lib/session-code';
import type { SessionResults } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import type { User } from '../stores/auth-store';
import { OtpStore } from '../stores/otp-store';
import { PasswordField } from '../ui/password-field';
import { RichText } from '../ui/rich-text';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { OtpStep } from './otp-step';
import { useErrorWords } from './use-error-words';
import { loginWords } from './words';

export const LOGIN_EVENT = 'ftc-login';
export const OTP_REQUIRED_EVENT = 'ftc-otp-required';

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
  /**
   * The OTP switch (spec §3: `changeToOtp` and `values`). Each form has its own, so two
   * `<ftc-login>` on a page do not both ask for the code; a test may pass one to watch it.
   */
  otp?: OtpStore | undefined;
}

/**
 * Login (spec §4, §7, §8): email or mobile and password; a token logs in; an unverified
 * mobile switches this form to the OTP step, which logs in once verified.
 */
export const LoginForm = observer(function LoginForm({
  type,
  forgotHref = '/forgot-password',
  otp: givenOtp,
}: LoginFormProps) {
  const { api, store, emit } = useKit();
  const { m } = useWords(loginWords);
  const say = useErrorWords(m);
  const [ownOtp] = useState(() => new OtpStore());
  const otp = givenOtp ?? ownOtp;
  const accountType = accountTypeOf(type);

  const form = useForm({
    // The field names are the inputs' (`username` lets password managers pair them).
    initial: { username: '', password: '' },
    // Keys and shared rules, put in words as they are shown (they follow `lang`).
    validate: ({ username, password }) => ({
      username: username.trim() ? undefined : 'identifierRequired',
      password: password ? undefined : ACCOUNT_MESSAGES.passwordRequired,
    }),
    fallback: m.failure,
    onFailure: (failure) => showFailure(store, failure, m.failure),
    async submit({ username, password }) {
      const typed = username.trim();
      // Loaded beside the request, not with the form: only a login that succeeds needs it.
      preloadSessionCode();
      const response = await api.post<LoginResults>(authPaths(accountType).login, {
        email: typed.includes('@') ? typed : '',
        password,
        type: type ?? 'user',
        login_input: typed,
        device: 'web',
      });
      const { body } = response;
      const results = body.results ?? {};
      if (isSuccessful(response) && results.token) {
        await (await sessionCode.load()).startSession(store, results as SessionResults);
        if (body.message) store.toast.show(body.message);
        emit(LOGIN_EVENT, { user: results.user });
        return;
      }
      if (isSuccessful(response) && Number(results.is_mobile_verified) === 0) {
        const values = {
          mobile: String(results.mobile ?? ''),
          email: String(results.email ?? ''),
          country_code: String(results.country_code ?? ''),
        };
        otp.showOtp(values);
        emit(OTP_REQUIRED_EVENT, {
          mobile: values.mobile,
          country_code: values.country_code,
          email: values.email,
        });
        if (body.message) store.toast.show(body.message);
        return;
      }
      throw failureOf(response, m.failure);
    },
  });

  const field = (name: 'username' | 'password') => {
    const props = form.field(name);
    return { ...props, error: say(props.error) };
  };

  if (otp.changeToOtp) {
    return (
      <OtpStep
        type={accountType}
        values={otp.values}
        onVerified={({ user }) => {
          otp.hideOtp();
          form.set('password', '');
          emit(LOGIN_EVENT, { user });
        }}
        onCancel={() => otp.hideOtp()}
      />
    );
  }

  if (store.auth.isLoggedIn && store.auth.user) {
    return (
      <div className="ftc-stack" part="container">
        <p className="ftc-lead" role="status">
          <RichText
            template={m.loggedInAs}
            values={{ name: <strong>{store.auth.user.full_name}</strong> }}
          />
        </p>
      </div>
    );
  }

  return (
    <form
      className="ftc-stack ftc-login"
      part="form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.submitting}
    >
      <TextField
        {...field('username')}
        label={m.identifier}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField {...field('password')} label={m.password} autoComplete="current-password" />
      <div className="ftc-actions">
        <SubmitButton busy={form.submitting}>{m.submit}</SubmitButton>
        <a className="ftc-link" part="link" href={forgotHref}>
          {m.forgot}
        </a>
      </div>
    </form>
  );
});
