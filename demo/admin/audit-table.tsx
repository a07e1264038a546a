import type { AuditRow } from '../../src/admin/audit-queries';
import { useWords } from '../../src/i18n/use-words';
import { adminWords } from './words';

/** Audit rows (newest first, as the server sends them): a table, stacked cards on phones. */
export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { m, date } = useWords(adminWords);
  const a = m.audit;
  const when = (value: string) => date(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="admin-scroll">
      <table className="admin-rows">
        <caption className="ftc-visually-hidden">{a.table}</caption>
        <thead>
          <tr>
            <th scope="col">{a.when}</th>
            <th scope="col">{a.who}</th>
            <th scope="col">{a.action}</th>
            <th scope="col">{a.what}</th>
            <th scope="col">{a.why}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={a.when}>
                <time dateTime={row.created_at}>{when(row.created_at)}</time>
              </td>
              <td data-label={a.who} className="admin-cell--break">
                {row.actor.email}
              </td>
              <td data-label={a.action}>
                <code>{row.action}</code>
              </td>
              <td data-label={a.what}>
                {row.target.kind}:{row.target.id}
              </td>
              <td data-label={a.why}>{row.reason || a.noReason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
