import { useRef } from 'react';
import { newsletterEmailProblem } from '../contract/email';
import { useWords } from '../i18n/use-words';
import { successOf } from '../lib/api-client';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { subscribeToNewsletter } from './newsletter-api';
import { newsletterWords } from './words';

export const NEWSLETTER_EVENT = 'ftc-newsletter-subscribed';

/**
 * Newsletter sign-up (spec §4 "Newsletter subscribe", §5, §8): idle → submitting (spinner on
 * the button) → on success the field is cleared and a success toast shown; on failure an
 * error toast, and what was typed stays.
 */
export function NewsletterForm() {
  const { api, notify, emit } = useKit();
  const { m } = useWords(newsletterWords);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { email: '' },
    validate: ({ email }) => {
      const problem = newsletterEmailProblem(email);
      return { email: problem && m[problem] };
    },
    fallback: m.failure,
    onFailure: (failure) =>
      notify(failure instanceof Error && failure.message ? failure.message : m.failure, 'error'),
    async submit({ email }, controller) {
      const address = email.trim();
      if (honeypotRef.current?.value) {
        // A form filler, not a person: drop it quietly.
        controller.reset();
        return;
      }
      const response = await subscribeToNewsletter(api, address);
      successOf(response, m.failure);
      controller.reset();
      notify(response.body.message || m.success, 'success');
      emit(NEWSLETTER_EVENT, { email: address });
    },
  });

  return (
    <form
      className="ftc-newsletter"
      part="form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.submitting}
    >
      <div className="ftc-newsletter__row">
        <TextField
          {...form.field('email')}
          label={m.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={m.placeholder}
        />
        <SubmitButton busy={form.submitting} className="ftc-newsletter__submit">
          {m.subscribe}
        </SubmitButton>
      </div>
      <div className="ftc-honeypot" aria-hidden="true">
        <label>
          {m.honeypot}
          <input ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </form>
  );
}
