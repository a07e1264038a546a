// Who is looking at the site (a visitor, a parent, a caregiver, the admin), and the lists the
// API answers either as an array or as a page. No data access here: the features fetch.
import { useKit } from '../../src/lib/kit-context';

/** A list answered as an array or as a page (`{ items }`): the cards either way. */
export function itemsOf<T>(results: unknown): T[] {
  if (Array.isArray(results)) return results as T[];
  const items = (results as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** Who is looking: a visitor, a parent, a caregiver (the marketplace's two sides). */
export function useViewer() {
  const { store } = useKit();
  const user = store.auth.isLoggedIn ? store.auth.user : null;
  const kind: 'visitor' | 'parent' | 'caregiver' = !user
    ? 'visitor'
    : user.type === 'service_provider'
      ? 'caregiver'
      : 'parent';
  const subscription = user?.subscription;
  return { user, kind, hasPlan: subscription?.status === 'active' };
}

/** Whether the session is the admin account (the user's `is_admin`, interface §7). */
export function useIsAdmin(): boolean {
  const { user } = useViewer();
  return (user as { is_admin?: unknown } | null)?.is_admin === true;
}
