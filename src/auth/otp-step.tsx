import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type AccountType, authPaths, VERIFY_MOBILE_PATH } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { failureOf, resultsOf, successOf } from '../lib/api-client';
import { retryAfterOf, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { preloadSessionCode, sessionCode } from '../lib/session-code';
import type { SessionResults } from '../lib/session-lifecycle';
import { useForm } from '../lib/use-form';
import type { OtpValues } from '../stores/otp-store';
import { OtpField } from '../ui/otp-field';
import { RichText } from '../ui/rich-text';
import { SubmitButton } from '../ui/submit-button';
import { otpWords } from './words';

export const OTP_LENGTH = 6;
/** The server's cooldown between two codes (reference server: 30 s). */
export const RESEND_COOLDOWN_S = 30;
/** The input's name: browsers and SMS autofill know `one-time-code`. */
const CODE = 'one-time-code';

const masked = ({ country_code, mobile }: OtpValues) => `${country_code} ••• ${mobile.slice(-4)}`;

export interface OtpStepProps {
  type: AccountType;
  values: OtpValues;
  /** A session started: the caller leaves the step and fires its events. */
  onVerified: (session: SessionResults) => void;
  /** "Use another account": back to the form. */
  onCancel: () => void;
}

/**
 * Mobile verification (spec §4): one real input that receives the SMS autofill, a code
 * pasted whole, submit on the sixth digit; a wrong code is cleared and the field refocused;
 * "Resend code" counts down before it can be pressed again.
 */
export const OtpStep = observer(function OtpStep({
  type,
  values,
  onVerified,
  onCancel,
}: OtpStepProps) {
  const { api, store } = useKit();
  const { m, fill, plural } = useWords(otpWords);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const form = useForm({
    initial: { [CODE]: '' } as Record<typeof CODE, string>,
    // A key, put in words as it is shown (it follows `lang`).
    validate: (typed) => (typed[CODE].length === OTP_LENGTH ? {} : { [CODE]: 'codeIncomplete' }),
    fallback: m.verifyFailed,
    onFailure: (failure) => {
      showFailure(store, failure, m.verifyFailed);
      // The code is cleared for another try, and the message stays under the field.
      form.set(CODE, '');
      inputRef.current?.focus();
    },
    async submit(typed) {
      // Loaded beside the request, not with the step: either answer needs it.
      preloadSessionCode();
      try {
        const response = await api.post<SessionResults>(VERIFY_MOBILE_PATH, {
          ...values,
          otp: typed[CODE],
          type,
        });
        const results = resultsOf(response, m.verifyFailed);
        if (!results.token) throw failureOf(response, m.verifyFailed);
        await (await sessionCode.load()).startSession(store, results);
        if (response.body.message) store.toast.show(response.body.message);
        onVerified(results);
      } catch (failure) {
        // spec §4: a failed verification logs out.
        await (await sessionCode.load()).endSession(store, api, { revoke: false });
        throw failure;
      }
    },
  });
  const code = form.values[CODE];

  // Focus moves into the step when it opens.
  // In the commit that opens it, so the first digit typed lands there (Preact, the lite build's
  // runtime, runs passive effects after the paint).
  useLayoutEffect(() => inputRef.current?.focus(), []);

  // The sixth digit sends the code, once React has it (the form reads the rendered values).
  useEffect(() => {
    if (code.length === OTP_LENGTH) formRef.current?.requestSubmit();
  }, [code]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    if (cooldown > 0 || resending) return;
    setResending(true);
    try {
      const response = await api.post(authPaths(type).resendOtp, {
        mobile: values.mobile,
        country_code: values.country_code,
      });
      successOf(response, m.resendFailed);
      store.toast.show(response.body.message || fill(m.resent, { number: masked(values) }));
      setCooldown(RESEND_COOLDOWN_S);
      form.reset();
      inputRef.current?.focus();
    } catch (failure) {
      showFailure(store, failure, m.resendFailed);
      const wait = retryAfterOf(failure);
      if (wait) setCooldown(wait);
    } finally {
      setResending(false);
    }
  }

  const field = form.field(CODE);
  return (
    <form
      ref={formRef}
      className="ftc-stack ftc-otp"
      part="form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.submitting}
    >
      <h2 className="ftc-title">{m.title}</h2>
      <p className="ftc-lead">
        <RichText
          template={m.lead}
          values={{ length: String(OTP_LENGTH), number: <strong>{masked(values)}</strong> }}
        />
      </p>
      <OtpField
        name={field.name}
        value={field.value}
        ref={inputRef}
        // A failed verification's message shows here until the next digit is typed.
        error={
          field.error === 'codeIncomplete'
            ? fill(m.codeIncomplete, { length: String(OTP_LENGTH) })
            : (field.error ?? form.message)
        }
        onCode={(typed) => {
          if (form.message) form.setMessage(undefined);
          form.set(CODE, typed);
        }}
        digits={OTP_LENGTH}
        label={m.code}
      />
      <div className="ftc-actions">
        <SubmitButton busy={form.submitting}>{m.verify}</SubmitButton>
        <button
          type="button"
          className="ftc-button-secondary"
          part="resend"
          aria-disabled={cooldown > 0 || resending || undefined}
          onClick={() => void resend()}
        >
          {m.resend}
        </button>
      </div>
      <p className="ftc-lead">{cooldown > 0 ? plural(m.cooldown, cooldown) : m.ready}</p>
      <p>
        <button type="button" className="ftc-link" onClick={onCancel}>
          {m.cancel}
        </button>
      </p>
    </form>
  );
});
