import { type FormEvent, useId, useRef, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  emailProblem,
  fullNameProblem,
  normaliseEmail,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '../contract/account-rules';
import { type AccountType, authPaths } from '../contract/endpoints';
import { isSuccessful } from '../lib/api-client';
import { fieldErrorsOf, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import type { OtpValues } from '../stores/otp-store';
import { PasswordField } from '../ui/password-field';
import { SelectField } from '../ui/select-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { LOGIN_EVENT } from './login-form';
import { OtpStep } from './otp-step';
import { type CountryCode, countryOptions, defaultCountry, phoneFor } from './phone';

export const SIGNUP_EVENT = 'ftc-signup';
export const TERMS_REQUIRED = 'Please accept the terms and the privacy policy to continue.';

export type SignupAccountType = 'parent' | 'caregiver';

const API_TYPE: Record<SignupAccountType, AccountType> = {
  parent: 'user',
  caregiver: 'service_provider',
};

export interface SignupFormProps {
  /** `parent` or `caregiver`; absent (or anything else): the choice is shown first. */
  accountType?: string | undefined;
  termsHref?: string | undefined;
  privacyHref?: string | undefined;
}

type Field = 'full_name' | 'email' | 'password' | 'country' | 'mobile' | 'terms';
const FIELDS: Field[] = ['full_name', 'email', 'password', 'country', 'mobile', 'terms'];

interface Values {
  full_name: string;
  email: string;
  password: string;
  country: CountryCode;
  mobile: string;
  terms: boolean;
}

function problemsOf(values: Values): Partial<Record<Field, string>> {
  const mobileProblem = !values.mobile.trim()
    ? ACCOUNT_MESSAGES.mobileRequired
    : phoneFor(values.country, values.mobile)
      ? undefined
      : ACCOUNT_MESSAGES.mobileInvalid;
  const found: Partial<Record<Field, string>> = {
    full_name: fullNameProblem(values.full_name),
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
    mobile: mobileProblem,
    terms: values.terms ? undefined : TERMS_REQUIRED,
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<
    Record<Field, string>
  >;
}

const isAccountType = (value: unknown): value is SignupAccountType =>
  value === 'parent' || value === 'caregiver';

/**
 * Sign-up (spec §2, §3, interface §3): the choice of parent or caregiver, then the form; its
 * success shows the server's message, fires `ftc-signup` and opens the OTP step, whose
 * success starts the session and fires `ftc-login`.
 */
export function SignupForm({
  accountType,
  termsHref = '/term-and-condition',
  privacyHref = '/privacy-policy',
}: SignupFormProps) {
  const { api, store, emit } = useKit();
  const [chosen, setChosen] = useState<SignupAccountType | undefined>();
  const role = isAccountType(accountType) ? accountType : chosen;
  const [values, setValues] = useState<Values>(() => ({
    full_name: '',
    email: '',
    password: '',
    country: defaultCountry(),
    mobile: '',
    terms: false,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<OtpValues | undefined>();
  const [welcome, setWelcome] = useState<string | undefined>();
  const inFlight = useRef(false);
  const termsErrorId = useId();
  const refs: Record<Field, { current: HTMLInputElement | HTMLSelectElement | null }> = {
    full_name: useRef(null),
    email: useRef(null),
    password: useRef(null),
    country: useRef(null),
    mobile: useRef(null),
    terms: useRef(null),
  };

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    const touched = field === 'country' ? 'mobile' : field;
    if (errors[touched as Field]) {
      setErrors((current) => ({ ...current, [touched]: problemsOf(next)[touched as Field] }));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || !role) return;
    const found = problemsOf(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const phone = phoneFor(values.country, values.mobile);
    if (!phone) return;
    const email = normaliseEmail(values.email);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const response = await api.post<OtpValues>(authPaths(API_TYPE[role]).signup, {
        full_name: values.full_name.trim(),
        email,
        password: values.password,
        ...phone,
        accept_terms: true,
      });
      if (!isSuccessful(response)) {
        store.message.setMessage(
          response.body.message || 'We could not create your account. Please try again.',
          true,
        );
        return;
      }
      store.message.setMessage(response.body.message);
      emit(SIGNUP_EVENT, { account_type: role, email });
      const results = response.body.results;
      setPending({
        mobile: results?.mobile ?? phone.mobile,
        country_code: results?.country_code ?? phone.country_code,
        email: results?.email ?? email,
      });
    } catch (failure) {
      showFailure(store, failure);
      const fromServer = fieldErrorsOf(failure);
      const mapped: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(fromServer)) {
        const key = (field === 'country_code' ? 'country' : field) as Field;
        if (FIELDS.includes(key)) mapped[key] = message;
      }
      if (Object.keys(mapped).length) {
        setErrors(mapped);
        const first = FIELDS.find((field) => mapped[field]);
        if (first) refs[first].current?.focus();
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  if (welcome) {
    return (
      <div className="ftc-stack" part="container">
        <h2 className="ftc-title">Welcome to FTC, {welcome}!</h2>
        <p className="ftc-lead" role="status">
          Your mobile number is verified and you are logged in.
        </p>
      </div>
    );
  }

  if (pending && role) {
    return (
      <OtpStep
        type={API_TYPE[role]}
        values={pending}
        onVerified={({ user }) => {
          setPending(undefined);
          setWelcome(user.full_name.split(' ')[0] ?? user.full_name);
          emit(LOGIN_EVENT, { user });
        }}
        onCancel={() => setPending(undefined)}
      />
    );
  }

  if (!role) {
    return (
      <div className="ftc-stack ftc-choice" part="container">
        <h2 className="ftc-title">Join FTC</h2>
        <p className="ftc-lead">How will you use FTC?</p>
        <div className="ftc-choice__options">
          <button
            type="button"
            className="ftc-choice__option"
            part="button"
            onClick={() => setChosen('parent')}
          >
            <strong>Parent</strong>
            <span>I am looking for childcare</span>
          </button>
          <button
            type="button"
            className="ftc-choice__option"
            part="button"
            onClick={() => setChosen('caregiver')}
          >
            <strong>Caregiver</strong>
            <span>I offer childcare</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="ftc-stack ftc-signup"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
    >
      <h2 className="ftc-title">
        {role === 'parent' ? 'Sign up as a parent' : 'Sign up as a caregiver'}
      </h2>
      {isAccountType(accountType) ? null : (
        <p className="ftc-lead">
          <button type="button" className="ftc-link" onClick={() => setChosen(undefined)}>
            Not a {role}? Change
          </button>
        </p>
      )}
      <TextField
        ref={refs.full_name as never}
        label="Full name"
        name="name"
        autoComplete="name"
        value={values.full_name}
        error={errors.full_name}
        onChange={(event) => update('full_name', event.target.value)}
      />
      <TextField
        ref={refs.email as never}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <PasswordField
        ref={refs.password as never}
        label="Password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        value={values.password}
        error={errors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <p className="ftc-hint">We will text a 6-digit code to your mobile number to verify it.</p>
      <div className="ftc-phone">
        <SelectField
          ref={refs.country as never}
          label="Country code"
          name="country"
          autoComplete="country"
          options={countryOptions()}
          value={values.country}
          error={errors.country}
          onChange={(event) => update('country', event.target.value as CountryCode)}
        />
        <TextField
          ref={refs.mobile as never}
          label="Mobile number"
          type="tel"
          name="mobile"
          autoComplete="tel-national"
          inputMode="tel"
          value={values.mobile}
          error={errors.mobile}
          onChange={(event) => update('mobile', event.target.value)}
        />
      </div>
      <div className="ftc-field" part="field">
        <label className="ftc-check">
          <input
            ref={refs.terms as never}
            type="checkbox"
            name="terms"
            checked={values.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            onChange={(event) => update('terms', event.target.checked)}
          />
          <span>
            I accept the{' '}
            <a className="ftc-link" href={termsHref} target="_blank" rel="noopener">
              Terms and Conditions
            </a>{' '}
            and the{' '}
            <a className="ftc-link" href={privacyHref} target="_blank" rel="noopener">
              Privacy Policy
            </a>
            .
          </span>
        </label>
        {errors.terms ? (
          <p id={termsErrorId} className="ftc-error" part="error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={submitting}>Sign up</SubmitButton>
    </form>
  );
}
