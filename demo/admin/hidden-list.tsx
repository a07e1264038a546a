import { useState } from 'react';
import { Link } from 'react-router';
import { type HiddenItem, restoreHidden, useHiddenContent } from '../../src/admin/report-queries';
import { useWords } from '../../src/i18n/use-words';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SubmitButton } from '../../src/ui/submit-button';
import { adminAccountPath } from '../config/paths';
import { ListState } from './list-state';
import { Pager } from './pager';
import { ReasonField, useReasonRule } from './reason-field';
import { adminReportWords } from './reports-words';
import { adminWords } from './words';

const keyOf = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

/** The hidden content view of /admin/reports: what staff hid, and a restore with a reason. */
export function HiddenList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { m } = useWords(adminReportWords);
  const desk = useWords(adminWords).m;
  const list = useHiddenContent(page, desk.loadFailed);
  // Restored items leave at once; the list is asked again behind them.
  const [restored, setRestored] = useState<Set<string>>(() => new Set());
  return (
    <ListState state={list}>
      {(data) => {
        const items = data.items.filter((item) => !restored.has(keyOf(item)));
        return items.length === 0 ? (
          <p className="ftc-state" role="status">
            {m.emptyHidden}
          </p>
        ) : (
          <>
            <ul className="admin-cards">
              {items.map((item) => (
                <li key={keyOf(item)}>
                  <HiddenCard
                    item={item}
                    onRestored={() => {
                      setRestored((done) => new Set(done).add(keyOf(item)));
                      list.reload();
                    }}
                  />
                </li>
              ))}
            </ul>
            <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={onPage} />
          </>
        );
      }}
    </ListState>
  );
}

function HiddenCard({ item, onRestored }: { item: HiddenItem; onRestored: () => void }) {
  const { api, store, notify } = useKit();
  const { m, fill, date } = useWords(adminReportWords);
  const desk = useWords(adminWords).m;
  const reasonRule = useReasonRule();
  const form = useForm({
    initial: { reason: '' },
    validate: ({ reason }) => ({ reason: reasonRule(reason) }),
    fallback: desk.failure,
    onFailure: (failure) => showFailure(store, failure, desk.failure),
    async submit({ reason }) {
      await restoreHidden(api, item, reason.trim(), desk.failure);
      notify(m.restored, 'success');
      onRestored();
    },
  });
  const kind = (m.kinds as Record<string, string>)[item.kind] ?? item.kind;
  return (
    <article className="admin-card">
      <h2>{kind}</h2>
      <blockquote className="admin-excerpt">{item.excerpt}</blockquote>
      <p className="admin-card__meta">
        <span>{fill(m.hiddenAt, { date: date(item.hidden_at) })}</span>
        {item.reason ? <span>{fill(m.hiddenWhy, { reason: item.reason })}</span> : null}
        {item.owner ? (
          <Link to={adminAccountPath(item.owner.id)}>
            {fill(m.owner, { name: item.owner.full_name })}
          </Link>
        ) : null}
      </p>
      <form className="admin-actions" noValidate onSubmit={form.onSubmit}>
        <ReasonField form={form} />
        <div className="admin-actions__buttons">
          <SubmitButton busy={form.submitting}>{m.restore}</SubmitButton>
        </div>
      </form>
    </article>
  );
}
