import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useReports } from '../../src/admin/report-queries';
import { useWords } from '../../src/i18n/use-words';
import { AdminLayout } from '../admin/admin-layout';
import { HIDDEN_VIEW } from '../admin/admin-pages';
import { HiddenList } from '../admin/hidden-list';
import { ListState } from '../admin/list-state';
import { Pager, pageOf } from '../admin/pager';
import { ReportCard } from '../admin/report-card';
import { adminReportWords } from '../admin/reports-words';
import { adminWords } from '../admin/words';
import { paths } from '../config/paths';

const VIEWS = ['open', 'resolved', HIDDEN_VIEW] as const;
type View = (typeof VIEWS)[number];

/**
 * `/admin/reports` (moderators): the open queue (oldest first), the resolved reports, and the
 * hidden content view (`?view=hidden`), as tabs kept in the URL.
 */
export function AdminReportsPage() {
  const { m } = useWords(adminReportWords);
  const [params] = useSearchParams();
  const view: View = VIEWS.find((value) => value === params.get('view')) ?? 'open';
  return (
    <AdminLayout
      page={view === HIDDEN_VIEW ? 'hidden' : 'reports'}
      lead={view === HIDDEN_VIEW ? m.hiddenLead : m.lead}
    >
      <ReportsDesk view={view} />
    </AdminLayout>
  );
}

function ReportsDesk({ view }: { view: View }) {
  const { m } = useWords(adminReportWords);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const onPage = (next: number) =>
    setParams(next > 1 ? { view, page: String(next) } : view === 'open' ? {} : { view });
  return (
    <>
      <nav aria-label={m.tabs.label}>
        <ul className="admin-tabs">
          {VIEWS.map((tab) => (
            <li key={tab}>
              <Link
                to={tab === 'open' ? paths.adminReports : `${paths.adminReports}?view=${tab}`}
                aria-current={tab === view ? 'page' : undefined}
              >
                {m.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === HIDDEN_VIEW ? (
        <HiddenList page={page} onPage={onPage} />
      ) : (
        <ReportQueue status={view} page={page} onPage={onPage} />
      )}
    </>
  );
}

function ReportQueue({
  status,
  page,
  onPage,
}: {
  status: 'open' | 'resolved';
  page: number;
  onPage: (page: number) => void;
}) {
  const { m } = useWords(adminReportWords);
  const desk = useWords(adminWords).m;
  const list = useReports({ status, page }, desk.loadFailed);
  // A resolved report leaves the open list at once; the queue is asked again behind it.
  const [resolved, setResolved] = useState<Set<number>>(() => new Set());
  return (
    <ListState state={list}>
      {(data) => {
        const items = data.items.filter((report) => !resolved.has(report.id));
        return items.length === 0 ? (
          <p className="ftc-state" role="status">
            {status === 'open' ? m.emptyOpen : m.emptyResolved}
          </p>
        ) : (
          <>
            <ul className="admin-cards" aria-label={m.tabs[status]}>
              {items.map((report) => (
                <li key={report.id}>
                  <ReportCard
                    report={report}
                    onResolved={() => {
                      setResolved((done) => new Set(done).add(report.id));
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
