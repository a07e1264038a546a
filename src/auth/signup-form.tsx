import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  emailProblem,
  fullNameProblem,
  normaliseEmail,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '../contract/account-rules';
import { type AccountType, authPaths } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { successOf } from '../lib/api-client';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { kitWords } from '../lib/words';
import { OtpStore, type OtpValues } from '../stores/otp-store';
import { PasswordField } from '../ui/password-field';
import { RichText } from '../ui/rich-text';
import { SelectField } from '../ui/select-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { LOGIN_EVENT } from './login-form';
import { OTP_LENGTH, OtpStep } from './otp-step';
import {
  type CountryCode,
  countryOptions,
  defaultCountry,
  loadPhoneRules,
  phoneFor,
  phoneRulesLoaded,
} from './phone';
import { useErrorWords } from './use-error-words';
import { signupWords } from './words';

export const SIGNUP_EVENT = 'ftc-signup';

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
  /** What to do next, shown under the welcome once the code is verified (the site's first step). */
  welcomeNext?: ReactNode;
}

/** The form's values, by input name; `terms` is `yes` once ticked. */
interface Values extends Record<string, string> {
  full_name: string;
  email: string;
  password: string;
  country: string;
  mobile: string;
  terms: string;
}

// The rules are loaded before the first check (see `onSubmit`); without them there is no verdict.
const mobileProblem = ({ country, mobile }: Pick<Values, 'country' | 'mobile'>) =>
  !mobile.trim()
    ? ACCOUNT_MESSAGES.mobileRequired
    : phoneFor(country as CountryCode, mobile) === null
      ? ACCOUNT_MESSAGES.mobileInvalid
      : undefined;

const isAccountType = (value: unknown): value is SignupAccountType =>
  value === 'parent' || value === 'caregiver';

/**
 * Sign-up (spec §2, §3, interface §3): the choice of parent or caregiver, then the form; its
 * success shows the server's message, fires `ftc-signup` and opens the OTP step, whose
 * success starts the session and fires `ftc-login`.
 */
export const SignupForm = observer(function SignupForm({
  accountType,
  termsHref = '/term-and-condition',
  privacyHref = '/privacy-policy',
  welcomeNext,
}: SignupFormProps) {
  const { api, store, emit } = useKit();
  const { m, fill, lang } = useWords(signupWords);
  const { m: kit } = useWords(kitWords);
  const [chosen, setChosen] = useState<SignupAccountType | undefined>();
  const role = isAccountType(accountType) ? accountType : chosen;
  // The OTP switch of this element (spec §3), as in <ftc-login>.
  const [otp] = useState(() => new OtpStore());
  const [welcome, setWelcome] = useState<string | undefined>();
  const termsErrorId = useId();

  const say = useErrorWords(m);

  const form = useForm<Values>({
    initial: () => ({
      full_name: '',
      email: '',
      password: '',
      country: defaultCountry(),
      mobile: '',
      terms: '',
    }),
    // Shared rules and keys, put in words as they are shown (they follow `lang`).
    validate: (values) => ({
      full_name: fullNameProblem(values.full_name),
      email: emailProblem(values.email),
      password: passwordProblem(values.password),
      mobile: mobileProblem(values),
      terms: values.terms ? undefined : 'termsRequired',
    }),
    fallback: m.failure,
    onFailure: (failure) => showFailure(store, failure, m.failure),
    async submit(values) {
      const phone = phoneFor(values.country as CountryCode, values.mobile);
      if (!role || !phone) return;
      const email = normaliseEmail(values.email);
      const response = await api.post<OtpValues>(authPaths(API_TYPE[role]).signup, {
        full_name: values.full_name.trim(),
        email,
        password: values.password,
        ...phone,
        accept_terms: true,
      });
      successOf(response, m.failure);
      store.toast.show(response.body.message);
      emit(SIGNUP_EVENT, { account_type: role, email });
      const results = response.body.results;
      otp.showOtp({
        mobile: results?.mobile ?? phone.mobile,
        country_code: results?.country_code ?? phone.country_code,
        email: results?.email ?? email,
      });
    },
  });

  // The phone rules load when the phone fields are first used; a submit waits for them.
  const warmPhoneRules = () => void loadPhoneRules().catch(() => {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (phoneRulesLoaded()) {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    const target = event.currentTarget;
    loadPhoneRules().then(
      () => target.requestSubmit(),
      () => store.toast.show(kit.fetchError, true),
    );
  };

  /** A field's props, its error in words. */
  const field = (name: keyof Values & string) => {
    const props = form.field(name);
    return { ...props, error: say(props.error) };
  };

  if (welcome) {
    return (
      <div className="ftc-stack" part="container">
        <h2 className="ftc-title">{fill(m.welcome, { name: welcome })}</h2>
        <p className="ftc-lead" role="status">
          {m.verified}
        </p>
        {welcomeNext}
      </div>
    );
  }

  if (otp.changeToOtp && role) {
    return (
      <OtpStep
        type={API_TYPE[role]}
        values={otp.values}
        onVerified={({ user }) => {
          otp.hideOtp();
          setWelcome(user.full_name.split(' ')[0] ?? user.full_name);
          emit(LOGIN_EVENT, { user });
        }}
        onCancel={() => otp.hideOtp()}
      />
    );
  }

  if (!role) {
    return (
      <div className="ftc-stack ftc-choice" part="container">
        <h2 className="ftc-title">{m.join}</h2>
        <p className="ftc-lead">{m.how}</p>
        <div className="ftc-choice__options">
          <button
            type="button"
            className="ftc-choice__option"
            part="button"
            onClick={() => setChosen('parent')}
          >
            <strong>{m.parent}</strong>
            <span>{m.parentDetail}</span>
          </button>
          <button
            type="button"
            className="ftc-choice__option"
            part="button"
            onClick={() => setChosen('caregiver')}
          >
            <strong>{m.caregiver}</strong>
            <span>{m.caregiverDetail}</span>
          </button>
        </div>
      </div>
    );
  }

  const terms = field('terms');
  const mobile = field('mobile');
  return (
    <form
      className="ftc-stack ftc-signup"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={form.submitting}
    >
      <h2 className="ftc-title">{role === 'parent' ? m.titleParent : m.titleCaregiver}</h2>
      {isAccountType(accountType) ? null : (
        <p className="ftc-lead">
          <button type="button" className="ftc-link" onClick={() => setChosen(undefined)}>
            {role === 'parent' ? m.notParent : m.notCaregiver}
          </button>
        </p>
      )}
      <TextField {...field('full_name')} label={m.fullName} autoComplete="name" />
      <TextField
        {...field('email')}
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
      />
      <PasswordField
        {...field('password')}
        label={m.password}
        autoComplete="new-password"
        hint={fill(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      />
      <p className="ftc-hint">{fill(m.smsHint, { length: String(OTP_LENGTH) })}</p>
      <div className="ftc-phone">
        <SelectField
          {...field('country')}
          onChange={(event) => {
            const country = event.target.value;
            form.set('country', country);
            // The mobile number's message depends on the country: it follows it too.
            if (form.errors.mobile) {
              form.setErrors({
                ...form.errors,
                mobile: mobileProblem({ country, mobile: form.values.mobile }),
              });
            }
          }}
          onFocus={warmPhoneRules}
          label={m.countryCode}
          autoComplete="country"
          options={countryOptions(lang)}
        />
        <TextField
          {...mobile}
          onFocus={warmPhoneRules}
          onChange={(event) => {
            warmPhoneRules();
            mobile.onChange(event);
          }}
          label={m.mobile}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
        />
      </div>
      <div className="ftc-field" part="field">
        <label className="ftc-check">
          <input
            type="checkbox"
            name="terms"
            checked={terms.value === 'yes'}
            aria-invalid={terms.error ? true : undefined}
            aria-describedby={terms.error ? termsErrorId : undefined}
            onChange={(event) => form.set('terms', event.target.checked ? 'yes' : '')}
          />
          <span>
            <RichText
              template={m.accept}
              values={{
                terms: (
                  <a className="ftc-link" href={termsHref} target="_blank" rel="noopener">
                    {m.terms}
                  </a>
                ),
                privacy: (
                  <a className="ftc-link" href={privacyHref} target="_blank" rel="noopener">
                    {m.privacy}
                  </a>
                ),
              }}
            />
          </span>
        </label>
        {terms.error ? (
          <p id={termsErrorId} className="ftc-error" part="error">
            {terms.error}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={form.submitting}>{m.submit}</SubmitButton>
    </form>
  );
});
