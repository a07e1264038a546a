import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../i18n/use-words';
import { showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import { OTP_DIGITS, OtpField } from '../ui/otp-field';
import { PasswordField } from '../ui/password-field';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { changeMobile, verifyMobile } from './account-api';
import { SettingsSection, useSay } from './section';
import { accountWords } from './words';

interface NewNumber {
  country_code: string;
  mobile: string;
}

const countryCodeOf = (value: string) => {
  const code = value.trim();
  return code.startsWith('+') ? code : `+${code}`;
};
const digitsOf = (value: string) => value.replace(/[\s().-]/g, '');

/**
 * Mobile number (interface §9 `POST {prefix}/account/mobile`, then `…/mobile/verify`): a code
 * goes to the new number; the number changes once the code is verified.
 */
export const MobileSection = observer(function MobileSection() {
  const { store } = useKit();
  const { m, fill } = useWords(accountWords);
  const user = store.auth.user;
  const [pending, setPending] = useState<NewNumber | undefined>();
  // "Use another number" comes back to the form with the number as it was typed.
  const [last, setLast] = useState<NewNumber | undefined>();
  const current = user?.mobile ? `${user.country_code ?? ''} ${user.mobile}`.trim() : undefined;
  return (
    <SettingsSection
      title={m.mobile.title}
      lead={current ? fill(m.mobile.current, { number: current }) : m.mobile.none}
    >
      {pending ? (
        <CodeStep
          number={pending}
          onCancel={() => setPending(undefined)}
          onVerified={() => {
            setPending(undefined);
            setLast(undefined);
          }}
        />
      ) : (
        <NumberStep
          previous={last}
          onSent={(number) => {
            setLast(number);
            setPending(number);
          }}
        />
      )}
    </SettingsSection>
  );
});

function NumberStep({
  previous,
  onSent,
}: {
  previous: NewNumber | undefined;
  onSent: (number: NewNumber) => void;
}) {
  const { api, store } = useKit();
  const { m, fill } = useWords(accountWords);
  const say = useSay();
  const form = useForm({
    initial: () => ({
      country_code: previous?.country_code ?? store.auth.user?.country_code ?? '+1',
      mobile: previous?.mobile ?? '',
      password: '',
    }),
    validate: ({ country_code, mobile, password }) => ({
      country_code: /^\+?\d{1,4}$/.test(country_code.trim()) ? undefined : 'countryCodeInvalid',
      mobile: !mobile.trim()
        ? 'mobileRequired'
        : /^\d{4,15}$/.test(digitsOf(mobile))
          ? undefined
          : 'mobileInvalid',
      password: password ? undefined : 'passwordRequired',
    }),
    fallback: m.mobile.failed,
    onFailure: (failure) => showFailure(store, failure, m.mobile.failed),
    async submit(values) {
      const number = {
        country_code: countryCodeOf(values.country_code),
        mobile: digitsOf(values.mobile),
      };
      const type = accountTypeOfUser(store.auth.user);
      const message = await changeMobile(
        api,
        type,
        { ...number, password: values.password },
        m.mobile.failed,
      );
      store.toast.show(
        message || fill(m.mobile.codeSent, { number: `${number.country_code} ${number.mobile}` }),
      );
      onSent(number);
    },
  });
  return (
    <form className="ftc-stack" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
      <div className="settings-phone">
        <TextField
          {...form.field('country_code')}
          error={say(form.errors.country_code)}
          label={m.mobile.countryCode}
          autoComplete="tel-country-code"
          inputMode="tel"
          size={5}
        />
        <TextField
          {...form.field('mobile')}
          error={say(form.errors.mobile)}
          label={m.mobile.label}
          type="tel"
          autoComplete="tel-national"
        />
      </div>
      <PasswordField
        {...form.field('password')}
        error={say(form.errors.password)}
        label={m.password}
        hint={m.passwordHint}
        autoComplete="current-password"
      />
      <div className="ftc-actions">
        <SubmitButton busy={form.submitting}>{m.mobile.send}</SubmitButton>
      </div>
    </form>
  );
}

function CodeStep({
  number,
  onCancel,
  onVerified,
}: {
  number: NewNumber;
  onCancel: () => void;
  onVerified: () => void;
}) {
  const { api, store } = useKit();
  const { m, fill } = useWords(accountWords);
  const say = useSay();
  const input = useRef<HTMLInputElement>(null);
  const shown = `${number.country_code} ${number.mobile}`;
  const form = useForm({
    initial: { otp: '' },
    validate: ({ otp }) => ({ otp: otp.length === OTP_DIGITS ? undefined : 'codeIncomplete' }),
    fallback: m.mobile.verifyFailed,
    onFailure: (failure) => {
      showFailure(store, failure, m.mobile.verifyFailed);
      input.current?.focus();
    },
    async submit({ otp }) {
      const type = accountTypeOfUser(store.auth.user);
      const { results, message } = await verifyMobile(api, type, otp, m.mobile.verifyFailed);
      store.auth.setUser({
        ...store.auth.user,
        full_name: store.auth.user?.full_name ?? '',
        ...number,
        is_mobile_verified: 1,
        ...results,
      });
      store.toast.show(message || fill(m.mobile.verified, { number: shown }));
      onVerified();
    },
  });
  useEffect(() => input.current?.focus(), []);
  const field = form.field('otp');
  return (
    <form className="ftc-stack" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting}>
      <p role="status">{fill(m.mobile.codeSent, { number: shown })}</p>
      <OtpField
        ref={input}
        name={field.name}
        value={field.value}
        onCode={(code) => form.set('otp', code)}
        error={say(field.error)}
        label={m.mobile.code}
      />
      <div className="ftc-actions">
        <SubmitButton busy={form.submitting}>{m.mobile.verify}</SubmitButton>
        <button type="button" className="ftc-button-secondary" onClick={onCancel}>
          {m.mobile.cancel}
        </button>
      </div>
    </form>
  );
}
