import { useId, useState } from 'react';
import type { Application, Decision } from '../contract/jobs';
import { useWords } from '../i18n/use-words';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { Spinner } from '../ui/spinner';
import { decideApplication } from './jobs-api';
import { jobWords } from './words';

export interface ApplicantDecisionsProps {
  application: Application;
  /** The applicant's name, for the confirmation and the toasts. */
  name: string;
  /** The job is open: Hire is offered. */
  open: boolean;
  /** Id of the element that names the applicant (each button is described by it). */
  describedBy?: string | undefined;
  onDecided: (application: Application) => void;
}

/**
 * Shortlist, Decline and Hire for one applicant (interface §7). Hire closes the job and is final,
 * so it asks first. A decision already taken is not offered again; a hire ends the choice.
 */
export function ApplicantDecisions({
  application,
  name,
  open,
  describedBy,
  onDecided,
}: ApplicantDecisionsProps) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(jobWords);
  const d = m.decide;
  const ids = useId();
  const [busy, setBusy] = useState<Decision | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (application.status === 'hired') return null;

  const decide = async (status: Decision) => {
    if (busy) return;
    setBusy(status);
    setError(undefined);
    try {
      const updated = await decideApplication(api, application.id, status, d.failure);
      notify(fill(d.toasts[status], { name }), 'success');
      setConfirming(false);
      onDecided(updated);
    } catch (failure) {
      setError(failureMessage(failure, d.failure));
    } finally {
      setBusy(undefined);
    }
  };

  const button = (status: Decision, label: string, onClick: () => void, expanded?: boolean) => (
    <button
      type="button"
      className={status === 'hired' ? 'ftc-button' : 'ftc-button-secondary'}
      aria-describedby={describedBy}
      aria-disabled={busy !== undefined || undefined}
      aria-expanded={expanded}
      aria-controls={expanded === undefined ? undefined : `${ids}-confirm`}
      onClick={onClick}
    >
      {busy === status ? <Spinner /> : null}
      <span>{label}</span>
    </button>
  );

  return (
    <div className="job-decisions">
      <div className="cg-actions">
        {application.status === 'shortlisted'
          ? null
          : button('shortlisted', d.shortlist, () => decide('shortlisted'))}
        {application.status === 'declined'
          ? null
          : button('declined', d.decline, () => decide('declined'))}
        {open ? button('hired', d.hire, () => setConfirming((value) => !value), confirming) : null}
      </div>
      {confirming && open ? (
        <div id={`${ids}-confirm`} className="cg-note">
          <p>{fill(d.hireQuestion, { name })}</p>
          <p className="cg-actions">
            <button
              type="button"
              className="ftc-button"
              aria-disabled={busy !== undefined || undefined}
              onClick={() => decide('hired')}
            >
              {busy === 'hired' ? <Spinner /> : null}
              <span>{d.confirm}</span>
            </button>
            <button
              type="button"
              className="ftc-button-secondary"
              onClick={() => setConfirming(false)}
            >
              {d.cancel}
            </button>
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="ftc-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
