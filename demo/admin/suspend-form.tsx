import { useState } from 'react';
import { suspendAccount, unsuspendAccount } from '../../src/admin/account-queries';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { adminAccountWords } from './accounts-words';
import { ReasonField, useReasonRule } from './reason-field';
import { adminWords } from './words';

interface Target {
  id: number;
  full_name: string;
}

/** The end of `day` (YYYY-MM-DD) in the staff member's time zone, as ISO 8601 UTC. */
const endOf = (day: string) => new Date(`${day}T23:59:59`).toISOString();
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Suspend (reason required, optional last day) or, for a suspended account, unsuspend. The first
 * press asks to confirm beside the button; the second sends.
 */
export function SuspensionForm({
  account,
  suspended,
  onDone,
}: {
  account: Target;
  suspended: boolean;
  onDone: () => void;
}) {
  const { api, store, notify } = useKit();
  const { m, fill } = useWords(adminAccountWords);
  const desk = useWords(adminWords).m;
  const reasonRule = useReasonRule();
  const [confirming, setConfirming] = useState(false);
  const words = suspended ? m.unsuspend : m.suspend;
  const form = useForm({
    initial: { reason: '', until: '' },
    validate: ({ reason, until }) => ({
      reason: reasonRule(reason),
      until: !suspended && until && until < today() ? m.suspend.untilPast : undefined,
    }),
    fallback: desk.failure,
    onFailure: (failure) => {
      setConfirming(false);
      showFailure(store, failure, desk.failure);
    },
    async submit({ reason, until }) {
      if (!confirming) {
        setConfirming(true);
        return;
      }
      if (suspended) await unsuspendAccount(api, account.id, reason.trim(), desk.failure);
      else {
        await suspendAccount(
          api,
          account.id,
          { reason: reason.trim(), ...(until ? { until: endOf(until) } : {}) },
          desk.failure,
        );
      }
      setConfirming(false);
      form.reset();
      notify(
        fill(suspended ? m.unsuspend.done : m.suspend.done, { name: account.full_name }),
        'success',
      );
      onDone();
    },
  });

  return (
    <form className="admin-section admin-actions" noValidate onSubmit={form.onSubmit}>
      <h2>{words.title}</h2>
      {suspended ? null : <p className="ftc-hint">{m.suspend.lead}</p>}
      <ReasonField form={form} />
      {suspended ? null : (
        <TextField
          {...form.field('until')}
          type="date"
          min={today()}
          label={m.suspend.until}
          hint={m.suspend.untilHint}
        />
      )}
      {confirming ? (
        <div className="admin-refused" role="alert">
          <p>{fill(words.confirm, { name: account.full_name })}</p>
          <div className="admin-actions__buttons">
            <SubmitButton busy={form.submitting} className="ftc-button--danger">
              {desk.confirm}
            </SubmitButton>
            <button
              type="button"
              className="ftc-button-secondary"
              onClick={() => setConfirming(false)}
            >
              {desk.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-actions__buttons">
          <SubmitButton busy={form.submitting} className={suspended ? '' : 'ftc-button--danger'}>
            {words.button}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
