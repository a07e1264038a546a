import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AccountSearch, useAdminAccounts } from '../../src/admin/account-queries';
import { ACCOUNT_STATUSES } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import { AccountsTable } from '../admin/accounts-table';
import { adminAccountWords } from '../admin/accounts-words';
import { AdminLayout } from '../admin/admin-layout';
import { ListState } from '../admin/list-state';
import { Pager, pageOf } from '../admin/pager';
import { adminWords } from '../admin/words';

const TYPES = ['user', 'service_provider'] as const;

/** `/admin/accounts` (moderators): search by name, email or mobile; filter by type and status. */
export function AdminAccountsPage() {
  const { m } = useWords(adminAccountWords);
  return (
    <AdminLayout page="accounts" lead={m.lead}>
      <AccountSearchList />
    </AdminLayout>
  );
}

/** The search lives in the URL (`?q=&type=&status=&page=`): a link or the back button keeps it. */
function AccountSearchList() {
  const { m } = useWords(adminAccountWords);
  const desk = useWords(adminWords).m;
  const [params, setParams] = useSearchParams();
  const search: AccountSearch = {
    q: params.get('q') ?? '',
    type: TYPES.find((type) => type === params.get('type')) ?? '',
    status: ACCOUNT_STATUSES.find((status) => status === params.get('status')) ?? '',
    page: pageOf(params.get('page')),
  };
  const [q, setQ] = useState(search.q ?? '');
  const list = useAdminAccounts(search, desk.loadFailed);

  const go = (next: AccountSearch) => {
    const query = new URLSearchParams();
    if (next.q?.trim()) query.set('q', next.q.trim());
    if (next.type) query.set('type', next.type);
    if (next.status) query.set('status', next.status);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...search, q, page: 1 });
  };

  return (
    <>
      <search>
        <form className="admin-search" onSubmit={onSearch}>
          <TextField
            label={m.search}
            name="q"
            type="search"
            value={q}
            maxLength={200}
            onChange={(event) => setQ(event.target.value)}
          />
          <SelectField
            label={m.type}
            name="type"
            value={search.type}
            options={[
              { value: '', label: m.any },
              ...TYPES.map((value) => ({ value, label: m.types[value] })),
            ]}
            onChange={(event) => go({ ...search, q, type: event.target.value, page: 1 })}
          />
          <SelectField
            label={m.status}
            name="status"
            value={search.status}
            options={[
              { value: '', label: m.any },
              ...ACCOUNT_STATUSES.map((value) => ({ value, label: m.statuses[value] })),
            ]}
            onChange={(event) => go({ ...search, q, status: event.target.value, page: 1 })}
          />
          <button type="submit" className="ftc-button">
            {m.searchButton}
          </button>
        </form>
      </search>
      <ListState state={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="ftc-state" role="status">
              {m.empty}
            </p>
          ) : (
            <>
              <AccountsTable items={data.items} />
              <Pager
                page={data.page}
                total={data.total}
                pageSize={data.page_size}
                onPage={(page) => go({ ...search, page })}
              />
            </>
          )
        }
      </ListState>
    </>
  );
}
