import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuditLog } from '../../src/admin/audit-queries';
import { useWords } from '../../src/i18n/use-words';
import { TextField } from '../../src/ui/text-field';
import { AdminLayout } from '../admin/admin-layout';
import { AuditTable } from '../admin/audit-table';
import { ListState } from '../admin/list-state';
import { Pager, pageOf } from '../admin/pager';
import { adminWords } from '../admin/words';

/** `/admin/audit` (admins): every staff action, newest first, by actor and target. */
export function AdminAuditPage() {
  const { m } = useWords(adminWords);
  return (
    <AdminLayout page="audit" lead={m.audit.lead}>
      <AuditLog />
    </AdminLayout>
  );
}

function AuditLog() {
  const { m } = useWords(adminWords);
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? '';
  const target = params.get('target') ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState({ actor, target });
  const log = useAuditLog({ actor, target, page }, m.loadFailed);

  const go = (next: { actor: string; target: string; page: number }) => {
    const query = new URLSearchParams();
    if (next.actor.trim()) query.set('actor', next.actor.trim());
    if (next.target.trim()) query.set('target', next.target.trim());
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };

  return (
    <>
      <search>
        <form className="admin-search" onSubmit={onFilter}>
          <TextField
            label={m.audit.actor}
            name="actor"
            value={draft.actor}
            maxLength={320}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
          <TextField
            label={m.audit.target}
            name="target"
            value={draft.target}
            maxLength={130}
            onChange={(event) => setDraft({ ...draft, target: event.target.value })}
          />
          <button type="submit" className="ftc-button">
            {m.audit.filter}
          </button>
          <button
            type="button"
            className="ftc-button-secondary"
            onClick={() => {
              setDraft({ actor: '', target: '' });
              go({ actor: '', target: '', page: 1 });
            }}
          >
            {m.audit.clear}
          </button>
        </form>
      </search>
      <ListState state={log}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="ftc-state" role="status">
              {m.audit.empty}
            </p>
          ) : (
            <>
              <AuditTable rows={data.items} />
              <Pager
                page={data.page}
                total={data.total}
                pageSize={data.page_size}
                onPage={(next) => go({ actor, target, page: next })}
              />
            </>
          )
        }
      </ListState>
    </>
  );
}
