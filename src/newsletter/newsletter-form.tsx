import { type FormEvent, useRef, useState } from 'react';
import { isSuccessful } from '../lib/api-client';
import { useKit } from '../lib/kit-context';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { validateNewsletterEmail } from './email-rules';
import { subscribeToNewsletter } from './newsletter-api';

export const NEWSLETTER_EVENT = 'ftc-newsletter-subscribed';

const FALLBACK_SUCCESS = 'Thank you! You are subscribed to our newsletter.';
const FALLBACK_FAILURE = 'We could not subscribe you just now. Please try again.';

/**
 * Newsletter sign-up (spec §4 "Newsletter subscribe", §5, §8): idle → submitting (spinner on
 * the button) → on success the field is cleared and a success toast shown; on failure an
 * error toast, and what was typed stays.
 */
export function NewsletterForm() {
  const { api, notify, emit } = useKit();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a double click lands before React re-renders.
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  function onChange(value: string) {
    setEmail(value);
    // Once a message is shown it follows the value, and clears when the value is valid.
    if (error) setError(validateNewsletterEmail(value));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    if (honeypotRef.current?.value) {
      // A form filler, not a person: drop it quietly.
      setEmail('');
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    try {
      const response = await subscribeToNewsletter(api, address);
      if (isSuccessful(response)) {
        setEmail('');
        notify(response.body.message || FALLBACK_SUCCESS, 'success');
        emit(NEWSLETTER_EVENT, { email: address });
      } else {
        notify(response.body.message || FALLBACK_FAILURE, 'error');
      }
    } catch (failure) {
      notify(
        failure instanceof Error && failure.message ? failure.message : FALLBACK_FAILURE,
        'error',
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      className="ftc-newsletter"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
    >
      <div className="ftc-newsletter__row">
        <TextField
          ref={inputRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="you@example.com"
          value={email}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          className="ftc-button ftc-newsletter__submit"
          part="button"
          type="submit"
          aria-disabled={submitting || undefined}
        >
          {submitting ? <Spinner /> : null}
          <span>Subscribe</span>
        </button>
      </div>
      <div className="ftc-honeypot" aria-hidden="true">
        <label>
          Leave this field empty
          <input ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </form>
  );
}
