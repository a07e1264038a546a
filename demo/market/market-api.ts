import type { CaregiverCard } from '../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../src/contract/endpoints';
import type { ApiClient } from '../../src/lib/api-client';
import { useKit } from '../../src/lib/kit-context';
import { useApiResource } from '../../src/lib/use-api-resource';

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

/** A parent's saved caregivers (null: not a parent, nothing is loaded). */
export function useFavourites(failure: string) {
  const { kind } = useViewer();
  return useApiResource<unknown>(kind === 'parent' ? CAREGIVER_PATHS.favourites : null, failure);
}

/** Saves (PUT) or forgets (DELETE) a caregiver for the parent. */
export async function setFavourite(api: ApiClient, id: number, saved: boolean): Promise<void> {
  await api.request(saved ? 'PUT' : 'DELETE', CAREGIVER_PATHS.favourite(id));
}

export type FavouriteCards = CaregiverCard[];

/** Whether the session is the admin account (the user's `is_admin`, interface §7). */
export function useIsAdmin(): boolean {
  const { user } = useViewer();
  return (user as { is_admin?: unknown } | null)?.is_admin === true;
}
