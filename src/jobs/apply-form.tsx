import { type ReactNode, useId, useState } from 'react';
import { JOB_LIMITS } from '../contract/job-values';
import type { ApplicationReceipt, JobCard } from '../contract/jobs';
import { useWords } from '../i18n/use-words';
import { isSubscriptionRequired } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { SubmitButton } from '../ui/submit-button';
import { TextAreaField } from '../ui/textarea-field';
import { applyToJob } from './jobs-api';
import { jobWords } from './words';

export interface ApplyFormProps {
  job: JobCard;
  onApplied: (receipt: ApplicationReceipt) => void;
  /**
   * The month's limit is reached (403 subscription_required): what a plan unlocks. It is shown
   * in place of the form's message, and the typed text stays.
   */
  paywall: ReactNode;
  /** Told when the server says the month's applications are used up. */
  onLimit?: () => void;
}

/** A caregiver's application (interface §7): a message of 10 to 1,000 characters, counted. */
export function ApplyForm({ job, onApplied, paywall, onLimit }: ApplyFormProps) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(jobWords);
  const a = m.apply;
  const ids = useId();
  const [limited, setLimited] = useState(false);
  const form = useForm<{ message: string }>({
    initial: { message: '' },
    validate: (v) => {
      const length = v.message.trim().length;
      return {
        message:
          length >= JOB_LIMITS.messageMin && length <= JOB_LIMITS.messageMax ? undefined : a.rule,
      };
    },
    fallback: a.failure,
    onFailure: (failure) => {
      const limit = isSubscriptionRequired(failure);
      setLimited(limit);
      if (limit) onLimit?.();
    },
    async submit(v) {
      setLimited(false);
      const receipt = await applyToJob(api, job.id, v.message.trim(), a.failure);
      notify(a.sentToast, 'success');
      onApplied(receipt);
    },
  });
  const error = form.errors.message;
  const length = form.values.message.length;
  return (
    <form className="ftc-stack" noValidate onSubmit={form.onSubmit} aria-labelledby={`${ids}-t`}>
      <h2 id={`${ids}-t`}>{a.title}</h2>
      <TextAreaField
        label={fill(a.label, { name: job.parent_first_name })}
        hint={a.hint}
        note={fill(a.counter, { count: length, max: JOB_LIMITS.messageMax })}
        error={error}
        name="message"
        rows={6}
        maxLength={JOB_LIMITS.messageMax}
        value={form.values.message}
        onChange={(event) => form.set('message', event.target.value)}
      />
      {limited ? (
        <div className="cg-note" role="alert">
          {paywall}
        </div>
      ) : form.message ? (
        <p className="ftc-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <p>
        <SubmitButton busy={form.submitting}>{a.submit}</SubmitButton>
      </p>
    </form>
  );
}
