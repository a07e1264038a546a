import type { ReactNode } from 'react';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { adminMetricsWords } from '../admin-metrics-words';
import { AdminLayout } from './admin-layout';
import type { AdminPageKey } from './admin-pages';
import './desk.css';

/** Whether a failure is the server refusing the session (401, 403): the page is not for it. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * A desk page whose data hooks live in the page function (they ask only when `useStaffRole()`
 * allows): the desk's frame (`AdminLayout`: nav by role, the staff-only and administrator-only
 * messages), and the server's word when it refuses the session all the same (`refused`).
 */
export function AdminGate({
  page,
  title,
  lead,
  refused = false,
  children,
}: {
  page: AdminPageKey;
  title: string;
  lead?: ReactNode;
  refused?: boolean;
  children: ReactNode;
}) {
  const { m } = useWords(adminMetricsWords);
  return (
    <AdminLayout page={page} title={title} lead={lead}>
      {refused ? <p role="alert">{m.gate.adminsOnly}</p> : children}
    </AdminLayout>
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
