import type { ReactNode } from 'react';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import type { ResourceState } from '../../src/lib/resource-cache';
import { Spinner } from '../../src/ui/spinner';
import { adminWords } from './words';

/**
 * What a desk list shows while it loads (a spinner, announced), when it fails (the server's
 * words and "Try again"; a 401/403 says the page is for staff) and when it has data (`children`).
 */
export function ListState<T>({
  state,
  children,
}: {
  state: ResourceState<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  const { m } = useWords(adminWords);
  if (state.status === 'loading') {
    return (
      <p className="ftc-state admin-loading" role="status">
        <Spinner /> {m.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    const refused =
      state.error instanceof ApiError && (state.error.status === 401 || state.error.status === 403);
    return (
      <p role="alert">
        {refused ? m.staffOnly : state.error.message || m.loadFailed}{' '}
        {refused ? null : (
          <button type="button" className="ftc-button-secondary" onClick={state.reload}>
            {m.retry}
          </button>
        )}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}
