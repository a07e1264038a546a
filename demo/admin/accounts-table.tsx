import { Link } from 'react-router';
import type { AdminAccountItem } from '../../src/admin/account-queries';
import { useWords } from '../../src/i18n/use-words';
import { adminAccountPath } from '../config/paths';
import { adminAccountWords } from './accounts-words';

/** The accounts found: a table on wide screens, one card per account on phones (admin.css). */
export function AccountsTable({ items }: { items: AdminAccountItem[] }) {
  const { m, date } = useWords(adminAccountWords);
  const c = m.columns;
  return (
    <div className="admin-scroll">
      <table className="admin-rows">
        <caption className="ftc-visually-hidden">{m.table}</caption>
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.type}</th>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.mobile}</th>
            <th scope="col">{c.created}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.plan}</th>
            <th scope="col">{c.reports}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((account) => (
            <tr key={account.id}>
              <td data-label={c.name}>
                <Link to={adminAccountPath(account.id)}>
                  {account.full_name || `#${account.id}`}
                </Link>
              </td>
              <td data-label={c.type}>{m.types[account.type] ?? account.type}</td>
              <td data-label={c.email} className="admin-cell--break">
                {account.email}
              </td>
              <td data-label={c.mobile}>{account.mobile}</td>
              <td data-label={c.created}>{date(account.created_at)}</td>
              <td data-label={c.status}>
                <span
                  className={
                    account.status === 'active' ? 'admin-badge' : 'admin-badge admin-badge--warn'
                  }
                >
                  {m.statuses[account.status] ?? account.status}
                </span>
              </td>
              <td data-label={c.plan}>{account.plan_name ?? m.noPlan}</td>
              <td data-label={c.reports}>{account.open_reports}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
