// Who is looking at the site (a visitor, a parent, a caregiver, the admin), and the lists the
// API answers either as an array or as a page. No data access here: the features fetch.
import type { StaffRole } from '../../src/contract/admin-values';
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

/**
 * A user's staff role (interface §10): `admin` (the user's `is_admin`, or the role an admin
 * granted), `moderator`, or null for a member or a visitor. The server checks every call; this
 * only decides what the site shows.
 */
export function staffRole(user: unknown): StaffRole | null {
  const row = user as { is_admin?: unknown; staff_role?: unknown } | null | undefined;
  if (!row) return null;
  if (row.is_admin === true || row.staff_role === 'admin') return 'admin';
  return row.staff_role === 'moderator' ? 'moderator' : null;
}

/** The session's staff role (null: a member or a visitor). */
export function useStaffRole(): StaffRole | null {
  return staffRole(useViewer().user);
}
