import type { ReactNode } from 'react';
import type { AdminAccountDetail, AdminAccountReport } from '../../src/admin/account-queries';
import { useWords } from '../../src/i18n/use-words';
import { adminAccountWords } from './accounts-words';
import { AuditTable } from './audit-table';
import { reasonOf, wordOf } from './report-card';
import { adminReportWords } from './reports-words';
import { adminWords } from './words';

/** One part of an account's page: a heading, then the rows or what says there are none. */
function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="admin-section">
      <h2>{title}</h2>
      {count === 0 ? <p className="ftc-hint">{empty}</p> : children}
    </section>
  );
}

/** Who the account is: type, contact, status, plan, role, and a suspension's end and reason. */
export function AccountFacts({ account }: { account: AdminAccountDetail }) {
  const { m, date } = useWords(adminAccountWords);
  const desk = useWords(adminWords).m;
  const f = m.facts;
  const c = m.columns;
  const rows: [string, ReactNode][] = [
    [f.id, account.id],
    [c.type, m.types[account.type] ?? account.type],
    [c.email, account.email],
    [c.mobile, `${account.country_code} ${account.mobile}`.trim()],
    [c.created, date(account.created_at)],
    [c.status, m.statuses[account.status] ?? account.status],
    [c.plan, account.plan_name ?? m.noPlan],
    [c.reports, account.open_reports],
    [f.language, account.language],
    [f.role, account.staff_role ? desk.roles[account.staff_role] : f.noRole],
  ];
  if (account.status === 'suspended') {
    rows.push([
      f.suspendedUntil,
      account.suspended_until ? date(account.suspended_until) : f.untilLifted,
    ]);
    if (account.suspension_reason) rows.push([f.suspensionReason, account.suspension_reason]);
  }
  return (
    <dl className="admin-facts">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrdersSection({ orders }: { orders: AdminAccountDetail['orders'] }) {
  const { m, date, price } = useWords(adminAccountWords);
  const o = m.orders;
  return (
    <Section title={o.title} empty={o.empty} count={orders.length}>
      <div className="admin-scroll">
        <table className="admin-rows">
          <thead>
            <tr>
              <th scope="col">{o.order}</th>
              <th scope="col">{o.plan}</th>
              <th scope="col">{o.amount}</th>
              <th scope="col">{o.status}</th>
              <th scope="col">{o.paid}</th>
              <th scope="col">{o.refunded}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_id}>
                <td data-label={o.order}>
                  <code>{order.order_id}</code>
                </td>
                <td data-label={o.plan}>{order.plan_name}</td>
                <td data-label={o.amount}>{price(order.amount, order.currency)}</td>
                <td data-label={o.status}>{order.status}</td>
                <td data-label={o.paid}>{order.paid_at ? date(order.paid_at) : '—'}</td>
                <td data-label={o.refunded}>
                  {order.refunded_amount ? price(order.refunded_amount, order.currency) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function DocumentsSection({ documents }: { documents: AdminAccountDetail['documents'] }) {
  const { m, date } = useWords(adminAccountWords);
  const d = m.documents;
  return (
    <Section title={d.title} empty={d.empty} count={documents.length}>
      <ul className="admin-cards">
        {documents.map((doc) => (
          <li key={doc.id} className="admin-card__meta">
            <strong>{doc.kind}</strong>
            <span className="admin-badge">{doc.status}</span>
            <span>{date(doc.created_at)}</span>
            {doc.expires_on ? (
              <span>
                {d.expires} {date(doc.expires_on)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ReportsSection({
  title,
  empty,
  reports,
}: {
  title: string;
  empty: string;
  reports: AdminAccountReport[];
}) {
  const { m, fill, date } = useWords(adminAccountWords);
  const r = useWords(adminReportWords).m;
  return (
    <Section title={title} empty={empty} count={reports.length}>
      <ul className="admin-cards">
        {reports.map((report) => (
          <li key={report.id} className="admin-card">
            <p className="admin-card__meta">
              <strong>
                {fill(m.report.target, {
                  kind: wordOf(r.kinds, report.target.kind),
                  id: report.target.id,
                })}
              </strong>
              <span className="admin-badge">{reasonOf(r.reasons, report.reason)}</span>
              <span
                className={
                  report.source === 'automatic' ? 'admin-badge admin-badge--auto' : 'admin-badge'
                }
              >
                {wordOf(r.sources, report.source)}
              </span>
              <span>{date(report.created_at)}</span>
              <span>
                {report.status === 'open'
                  ? m.report.open
                  : fill(m.report.resolved, {
                      resolution: report.resolution ? wordOf(r.actions, report.resolution) : '',
                    })}
              </span>
            </p>
            {report.details ? <p className="admin-excerpt">{report.details}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AuditSection({ rows }: { rows: AdminAccountDetail['audit'] }) {
  const { m } = useWords(adminAccountWords);
  return (
    <Section title={m.auditTitle} empty={m.auditEmpty} count={rows.length}>
      <AuditTable rows={rows} />
    </Section>
  );
}
