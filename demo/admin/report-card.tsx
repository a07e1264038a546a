import { useId } from 'react';
import { Link } from 'react-router';
import { type ReportItem, resolveReport } from '../../src/admin/report-queries';
import { REPORT_ACTIONS } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { SubmitButton } from '../../src/ui/submit-button';
import { adminAccountPath } from '../config/paths';
import { ReasonField, useReasonRule } from './reason-field';
import { adminReportWords } from './reports-words';
import { adminWords } from './words';

/** Words of a value the catalogue may not know yet (a new kind): the value itself. */
export const wordOf = (table: Record<string, string>, value: string) => table[value] ?? value;
/** A report reason's words (`other` is `other_reason` in the catalogue). */
export const reasonOf = (table: Record<string, string>, reason: string) =>
  wordOf(table, reason === 'other' ? 'other_reason' : reason);

/** One report: what was reported, by whom, the conversation's last messages, and how to resolve it. */
export function ReportCard({ report, onResolved }: { report: ReportItem; onResolved: () => void }) {
  const { m, fill, date } = useWords(adminReportWords);
  const ids = useId();
  const { target } = report;
  const when = (value: string) => date(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="admin-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        {wordOf(m.kinds, target.kind)} · {reasonOf(m.reasons, report.reason)}
      </h2>
      <p className="admin-card__meta">
        <span
          className={
            report.source === 'automatic' ? 'admin-badge admin-badge--auto' : 'admin-badge'
          }
        >
          {wordOf(m.sources, report.source)}
        </span>
        <span>
          {report.source === 'automatic' || !report.reporter_first_name
            ? fill(m.reportedAutomatically, { date: when(report.created_at) })
            : fill(m.reportedBy, {
                name: report.reporter_first_name,
                date: when(report.created_at),
              })}
        </span>
        {target.hidden ? (
          <span className="admin-badge admin-badge--warn">{m.hiddenNow}</span>
        ) : null}
      </p>
      <blockquote className="admin-excerpt">{target.excerpt}</blockquote>
      {report.details ? (
        <p>
          <strong>{m.details}:</strong> {report.details}
        </p>
      ) : null}
      <p>
        {target.owner ? (
          <Link to={adminAccountPath(target.owner.id)}>
            {fill(m.owner, { name: target.owner.full_name })}
          </Link>
        ) : (
          m.ownerGone
        )}
      </p>
      {report.messages?.length ? (
        <details open={target.kind === 'conversation' || target.kind === 'message'}>
          <summary>{m.lastMessages}</summary>
          {/* It scrolls (at most 20rem): a keyboard reaches it to scroll (axe scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
          <ol className="admin-messages" tabIndex={0} aria-label={m.lastMessages}>
            {report.messages.map((message) => (
              <li key={message.id}>
                <strong>{wordOf(m.senders, message.sender)}</strong>{' '}
                <time className="ftc-hint" dateTime={message.created_at}>
                  {when(message.created_at)}
                </time>
                {message.hidden ? ` · ${m.hiddenMessage}` : ''}
                {message.flags?.length
                  ? ` · ${fill(m.flagged, { flags: message.flags.map((flag) => wordOf(m.flags, flag)).join(', ') })}`
                  : ''}
                <br />
                {message.body}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {report.status === 'open' ? (
        <ResolveForm report={report} onResolved={onResolved} />
      ) : (
        <p className="ftc-hint">
          {fill(m.resolution, {
            action: report.resolution ? wordOf(m.actions, report.resolution) : '',
            date: report.resolved_at ? when(report.resolved_at) : '',
          })}
        </p>
      )}
    </article>
  );
}

/** dismiss / hide / suspend, with the required reason; a conversation itself cannot be hidden. */
function ResolveForm({ report, onResolved }: { report: ReportItem; onResolved: () => void }) {
  const { api, store, notify } = useKit();
  const { m, fill } = useWords(adminReportWords);
  const desk = useWords(adminWords).m;
  const reasonRule = useReasonRule();
  const actions = REPORT_ACTIONS.filter(
    (action) => action !== 'hide' || report.target.kind !== 'conversation',
  );
  const form = useForm({
    initial: { action: 'dismiss', reason: '' },
    validate: ({ reason }) => ({ reason: reasonRule(reason) }),
    fallback: desk.failure,
    onFailure: (failure) => showFailure(store, failure, desk.failure),
    async submit({ action, reason }) {
      const chosen = REPORT_ACTIONS.find((value) => value === action) ?? 'dismiss';
      await resolveReport(api, report.id, { action: chosen, reason: reason.trim() }, desk.failure);
      notify(fill(m.resolved, { action: m.actions[chosen] }), 'success');
      onResolved();
    },
  });
  return (
    <form className="admin-actions" noValidate onSubmit={form.onSubmit}>
      <SelectField
        {...form.field('action')}
        label={m.action}
        options={actions.map((value) => ({ value, label: m.actions[value] }))}
      />
      <ReasonField form={form} />
      <div className="admin-actions__buttons">
        <SubmitButton
          busy={form.submitting}
          className={form.values.action === 'dismiss' ? '' : 'ftc-button--danger'}
        >
          {m.resolve}
        </SubmitButton>
      </div>
    </form>
  );
}
