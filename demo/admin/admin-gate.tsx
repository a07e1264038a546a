import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { roleAllows, type StaffRole } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { adminMetricsWords } from '../admin-metrics-words';
import { loginReturningTo } from '../config/paths';
import { useViewer } from '../market/viewer';
import { Page } from '../pages/page';
import './desk.css';

/** The session's staff role: its `staff_role`, or `admin` for the `is_admin` account. */
export function useStaffRole(): StaffRole | null {
  const { user } = useViewer();
  if (!user) return null;
  return user.staff_role ?? (user.is_admin ? 'admin' : null);
}

/** Whether a failure is the server refusing the session (401, 403): the page is not for it. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The desk pages built here and the role each needs (as i23-desk's demo/admin/admin-pages.ts). */
const NEEDS = { metrics: 'admin', orders: 'admin', promoCodes: 'admin', faqs: 'admin' } as const;

/**
 * A desk page's frame — a minimal local stand-in with the props of i23-desk's `AdminLayout`
 * (demo/admin/admin-layout.tsx), which replaces it once both are merged: a visitor is asked to
 * log in (and comes back), a member or a role that may not see the page is told so, and staff
 * who may see it get the page. The server decides in the end: a page whose list answers 401/403
 * says the same (`refused`).
 */
export function AdminGate({
  page,
  title,
  lead,
  refused = false,
  children,
}: {
  page: keyof typeof NEEDS;
  title: string;
  lead?: ReactNode;
  refused?: boolean;
  children: ReactNode;
}) {
  const need: StaffRole = NEEDS[page];
  const { m } = useWords(adminMetricsWords);
  const location = useLocation();
  const { kind } = useViewer();
  const role = useStaffRole();
  if (kind === 'visitor') {
    return (
      <Page title={title} lead={m.gate.visitor}>
        <p>
          <Link className="ftc-button" to={loginReturningTo(location.pathname + location.search)}>
            {m.gate.logIn}
          </Link>
        </p>
      </Page>
    );
  }
  if (refused || !roleAllows(role, need)) {
    return (
      <Page title={title}>
        <p role="alert">{m.gate.adminsOnly}</p>
      </Page>
    );
  }
  return (
    <Page title={title} lead={lead} wide>
      {children}
    </Page>
  );
}

/** Page n of m, with Previous and Next. */
export function Paging({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { m, fill } = useWords(adminMetricsWords);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-paging cg-actions" aria-label={m.paging.label}>
      <button
        type="button"
        className="ftc-button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {m.paging.previous}
      </button>
      <span>{fill(m.paging.pageOf, { page, pages, total })}</span>
      <button
        type="button"
        className="ftc-button-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {m.paging.next}
      </button>
    </nav>
  );
}

/** A desk list that could not be loaded: the reason, and a way to try again. */
export function AdminLoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { m } = useWords(adminMetricsWords);
  return (
    <p role="alert">
      {message}{' '}
      <button type="button" className="ftc-button-secondary" onClick={retry}>
        {m.retry}
      </button>
    </p>
  );
}
