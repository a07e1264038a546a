import type { StorageController } from 'mobx-persist-store';

/** spec §9 and interface §5: `localStorage["persist:root"]`. */
export const PERSIST_KEY = 'persist:root';
/** spec §9: the persistence timeout. */
export const PERSIST_TIMEOUT_MS = 5000;

export interface PersistedAuth {
  isLoggedIn: boolean;
  user: Record<string, unknown> | null;
  token: string | null;
  refresh_token: string | null;
}

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * Reads back only what the auth store itself could have written. Anything else (bad JSON,
 * wrong types, a token without a session) is dropped so the page starts logged out, with no
 * error on screen (interface §5).
 */
export function parsePersistedAuth(raw: string | null): PersistedAuth | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { isLoggedIn, user, token, refresh_token } = data as Record<string, unknown>;
  const userOk =
    user === null ||
    (typeof user === 'object' &&
      !Array.isArray(user) &&
      typeof (user as { full_name?: unknown }).full_name === 'string');
  if (
    typeof isLoggedIn !== 'boolean' ||
    !userOk ||
    !isStringOrNull(token) ||
    !isStringOrNull(refresh_token)
  ) {
    return null;
  }
  if (isLoggedIn && !token) return null;
  return {
    isLoggedIn,
    user: (user as PersistedAuth['user']) ?? null,
    token: (token as string | null) ?? null,
    refresh_token: (refresh_token as string | null) ?? null,
  };
}

/** A mobx-persist-store storage over Web Storage that validates what it reads. */
export function validatedStorage(storage: Storage): StorageController {
  return {
    getItem(key: string) {
      let raw: string | null = null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      const parsed = parsePersistedAuth(raw);
      const kept = parsed ? JSON.stringify(parsed) : null;
      // What cannot be read is removed; what holds more than the auth state is written back
      // as the auth state alone (interface §5). Exactly the auth state is left as it is.
      if (raw !== kept) {
        try {
          if (kept === null) storage.removeItem(key);
          else storage.setItem(key, kept);
        } catch {
          // Storage that cannot be written is as good as empty.
        }
      }
      return kept;
    },
    setItem(key: string, value: string) {
      try {
        storage.setItem(key, value);
      } catch {
        // Full or blocked storage: the session still works for this page.
      }
    },
    removeItem(key: string) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove.
      }
    },
  };
}
