import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../contract/admin-values';
import { useWords } from '../i18n/use-words';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { SubmitButton } from '../ui/submit-button';
import { TextAreaField } from '../ui/textarea-field';
import { type ReportableKind, sendReport } from './report-api';
import { reportWords } from './words';

/**
 * "Report" on a profile, a job, a review or a conversation (interface §10): a button that opens
 * a small dialog in place (a disclosure, so it works in the site and inside an element's shadow
 * root alike) with the reasons in member words, optional details with a counter, a spinner while
 * sending, a toast when sent and the server's own words when it refuses (409: already reported).
 * A visitor sees "Log in to report"; on one's own content (`own`) nothing shows.
 */
export const ReportButton = observer(function ReportButton({
  kind,
  id,
  own = false,
  login,
  className,
}: {
  kind: ReportableKind;
  id: number | string;
  /** The viewer's own profile, job, review: there is nothing to report. */
  own?: boolean;
  /** The way to log in, for a visitor (the site's router link); else the words alone. */
  login?: (label: string) => ReactNode;
  className?: string;
}) {
  const { store } = useKit();
  const { m } = useWords(reportWords);
  if (own) return null;
  if (!store.auth.isLoggedIn) {
    return (
      <p className={['ftc-hint', className].filter(Boolean).join(' ')}>
        {login ? login(m.logInToReport) : m.logInToReport}
      </p>
    );
  }
  return <ReportDisclosure kind={kind} id={id} className={className} />;
});

function ReportDisclosure({
  kind,
  id,
  className,
}: {
  kind: ReportableKind;
  id: number | string;
  className?: string | undefined;
}) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(reportWords);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFormElement>(null);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const form = useForm<{ reason: string; details: string }>({
    initial: { reason: '', details: '' },
    validate: (v) => ({
      reason: REPORT_REASONS.includes(v.reason as ReportReason) ? undefined : m.reasonRule,
      details:
        v.details.trim().length <= REPORT_DETAILS_MAX
          ? undefined
          : fill(m.detailsRule, { max: REPORT_DETAILS_MAX }),
    }),
    fallback: m.failed,
    async submit(v, controller) {
      const details = v.details.trim();
      await sendReport(
        api,
        kind,
        id,
        { reason: v.reason as ReportReason, ...(details ? { details } : {}) },
        m.failed,
      );
      notify(m.thanks, 'success');
      controller.reset();
      close();
    },
  });

  // Opened, the dialog takes the focus to its first choice.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const title = m.reportOf[kind];

  return (
    <div className={['ftc-report', className].filter(Boolean).join(' ')}>
      <button
        ref={toggle}
        type="button"
        className="ftc-button-secondary"
        aria-expanded={open}
        aria-controls={`${ids}-report`}
        aria-label={title}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {m.report}
      </button>
      {open ? (
        <form
          ref={panel}
          id={`${ids}-report`}
          role="dialog"
          className="ftc-report__panel ftc-stack"
          noValidate
          onSubmit={form.onSubmit}
          onKeyDown={onKeyDown}
          aria-labelledby={`${ids}-title`}
        >
          <h2 id={`${ids}-title`} className="ftc-report__title">
            {title}
          </h2>
          <p className="ftc-hint">{m.lead}</p>
          <fieldset
            className="ftc-report__reasons"
            aria-invalid={form.errors.reason ? true : undefined}
            aria-describedby={form.errors.reason ? `${ids}-reason-error` : undefined}
          >
            <legend className="ftc-label">{m.reasonLegend}</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="ftc-check">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  checked={form.values.reason === reason}
                  onChange={() => form.set('reason', reason)}
                />{' '}
                <span>{m.reasons[reason === 'other' ? 'something_else' : reason]}</span>
              </label>
            ))}
            {form.errors.reason ? (
              <p id={`${ids}-reason-error`} className="ftc-error">
                {form.errors.reason}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            {...form.field('details')}
            label={m.details}
            hint={m.detailsHint}
            note={
              <span aria-live="polite">
                {fill(m.counter, { count: form.values.details.length, max: REPORT_DETAILS_MAX })}
              </span>
            }
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
          />
          {form.message ? (
            <p className="ftc-error" role="alert">
              {form.message}
            </p>
          ) : null}
          <p className="cg-actions">
            <SubmitButton busy={form.submitting}>{m.send}</SubmitButton>
            <button type="button" className="ftc-button-secondary" onClick={close}>
              {m.cancel}
            </button>
          </p>
        </form>
      ) : null}
    </div>
  );
}
