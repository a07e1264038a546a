import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AccountType, authPaths, VERIFY_MOBILE_PATH } from '../contract/endpoints';
import { isSuccessful } from '../lib/api-client';
import { retryAfterOf, showFailure } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { endSession, type SessionResults, startSession } from '../lib/session-lifecycle';
import type { OtpValues } from '../stores/otp-store';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';

export const OTP_LENGTH = 6;
/** The server's cooldown between two codes (reference server: 30 s). */
export const RESEND_COOLDOWN_S = 30;

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);

  // Focus moves into the step when it opens.
  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function verify(otp: string) {
    if (busy.current) return;
    if (otp.length !== OTP_LENGTH) {
      setError(`Enter the ${OTP_LENGTH}-digit code we sent you.`);
      inputRef.current?.focus();
      return;
    }
    busy.current = true;
    setVerifying(true);
    setError(undefined);
    try {
      const response = await api.post<SessionResults>(VERIFY_MOBILE_PATH, { ...values, otp, type });
      const results = response.body.results;
      if (isSuccessful(response) && results?.token) {
        await startSession(store, results);
        if (response.body.message) store.message.setMessage(response.body.message);
        onVerified(results);
        return;
      }
      throw new Error(response.body.message || 'That code did not work. Please try again.');
    } catch (failure) {
      // spec §4: a failed verification logs out; the code is cleared for another try.
      await endSession(store, api, { revoke: false });
      showFailure(store, failure);
      setError(failure instanceof Error ? failure.message : undefined);
      setCode('');
      inputRef.current?.focus();
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  }

  async function resend() {
    if (cooldown > 0 || resending) return;
    setResending(true);
    try {
      const response = await api.post(authPaths(type).resendOtp, {
        mobile: values.mobile,
        country_code: values.country_code,
      });
      if (!isSuccessful(response))
        throw new Error(response.body.message || 'We could not send a new code.');
      store.message.setMessage(response.body.message || `We sent a new code to ${masked(values)}.`);
      setCooldown(RESEND_COOLDOWN_S);
      setCode('');
      setError(undefined);
      inputRef.current?.focus();
    } catch (failure) {
      showFailure(store, failure);
      const wait = retryAfterOf(failure);
      if (wait) setCooldown(wait);
    } finally {
      setResending(false);
    }
  }

  function onChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    setCode(digits);
    if (error) setError(undefined);
    if (digits.length === OTP_LENGTH) void verify(digits);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  return (
    <form
      className="ftc-stack ftc-otp"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={verifying}
    >
      <h2 className="ftc-title">Verify your mobile number</h2>
      <p className="ftc-lead">
        Enter the {OTP_LENGTH}-digit code we sent to <strong>{masked(values)}</strong>.
      </p>
      <TextField
        ref={inputRef}
        label="Verification code"
        name="one-time-code"
        className="ftc-otp__input"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH + 4}
        value={code}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="ftc-actions">
        <SubmitButton busy={verifying}>Verify</SubmitButton>
        <button
          type="button"
          className="ftc-button-secondary"
          part="resend"
          aria-disabled={cooldown > 0 || resending || undefined}
          onClick={() => void resend()}
        >
          Resend code
        </button>
      </div>
      <p className="ftc-lead">
        {cooldown > 0
          ? `You can ask for a new code in ${cooldown} s.`
          : 'Did not get it? You can ask for a new code now.'}
      </p>
      <p>
        <button type="button" className="ftc-link" onClick={onCancel}>
          Use another account
        </button>
      </p>
    </form>
  );
});
