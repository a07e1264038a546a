import { authPaths } from '../contract/endpoints';
import { wordsFor } from '../i18n/catalogue';
import { accountTypeOfUser, type User } from '../stores/auth-store';
import type { RootStore } from '../stores/root-store';
import { type ApiClient, ApiError, createApiClient, isSuccessful } from './api-client';
import { kitWords } from './words';

// crypto-js is loaded only where the refresh token is read or written (issue 2 size budget).
const secureSession = () => import('./secure-session');

export interface SessionResults {
  token: string;
  refresh_token: string;
  user: User;
}

export { accountTypeOfUser };

/** Logged out → logged in (spec §4): the auth store, persisted, and the refresh token kept. */
export async function startSession(
  store: RootStore,
  { token, refresh_token, user }: SessionResults,
): Promise<void> {
  store.auth.startSession({ user, token, refresh_token });
  (await secureSession()).rememberRefreshToken(refresh_token);
}

/**
 * Logged in → logged out (spec §4): purge the persisted state, clear user, token and refresh
 * token, and (unless told not to) ask the server to revoke the refresh token.
 */
export async function endSession(
  store: RootStore,
  api: ApiClient | undefined,
  { revoke = true } = {},
): Promise<void> {
  const refresh = store.auth.refresh_token;
  const type = accountTypeOfUser(store.auth.user);
  await store.forgetSession();
  (await secureSession()).rememberRefreshToken(null);
  if (revoke && refresh && api) {
    // Best effort, not awaited: the session is over here whatever the server says.
    void api
      .post(authPaths(type).logout, { refresh_token: refresh }, { renewToken: false })
      .catch(() => {});
  }
}

const renewals = new WeakMap<RootStore, Promise<boolean>>();

/**
 * The refresh token to present, read at the moment of the renewal. Every tab of the origin
 * shares the persisted state (`persist:root`) and keeps its own copy in session storage; a tab
 * writes both when it renews, other tabs write only the shared one. So when the two differ the
 * shared one is the fresher: another tab renewed (or logged in) since, and its token is the live
 * one (presenting the old one would count as reuse once the server's grace is over). This tab
 * then adopts the shared session and its session-storage copy follows. Without a shared session
 * (storage blocked, or another tab logged out) the tab's own copy is what there is.
 */
export async function freshestRefreshToken(store: RootStore): Promise<string | null> {
  const session = await secureSession();
  const own = session.readRefreshToken();
  const shared = store.auth.readPersisted();
  if (shared?.isLoggedIn && shared.token && shared.refresh_token) {
    if (shared.refresh_token !== own || shared.refresh_token !== store.auth.refresh_token) {
      store.auth.startSession({
        user: (shared.user as User | null) ?? store.auth.user,
        token: shared.token,
        refresh_token: shared.refresh_token,
      });
      session.rememberRefreshToken(shared.refresh_token);
    }
    return shared.refresh_token;
  }
  return own ?? store.auth.refresh_token;
}

/**
 * The secondary client (spec §6): the freshest refresh token (freshestRefreshToken: the one
 * another tab renewed beats this tab's encrypted session-storage copy) as bearer buys a new
 * token pair. One renewal at a time per page.
 */
export function renewSession(
  store: RootStore,
  baseUrl: () => string,
  timeoutMs?: number,
): Promise<boolean> {
  const running = renewals.get(store);
  if (running) return running;
  const renewal = (async () => {
    const refresh = await freshestRefreshToken(store);
    if (!refresh) return false;
    const client = createApiClient({
      baseUrl,
      getToken: () => refresh,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    try {
      const response = await client.post<{ token: string; refresh_token: string }>(
        authPaths(accountTypeOfUser(store.auth.user)).refresh,
        undefined,
        { renewToken: false },
      );
      const results = response.body.results;
      if (!isSuccessful(response) || !results?.token) return false;
      await startSession(store, {
        token: results.token,
        refresh_token: results.refresh_token,
        user: store.auth.user as User,
      });
      return true;
    } catch {
      return false;
    }
  })().finally(() => renewals.delete(store));
  renewals.set(store, renewal);
  return renewal;
}

const validations = new WeakMap<RootStore, Promise<void>>();

/**
 * On start with a stored token (spec §4, interface §5): read the profile and take the user
 * from it. A 401 is renewed once (by the client); if that fails too the session ends without
 * a message. A network failure keeps the session and shows its message (spec §8). Once per page.
 */
export function validateStoredSession(store: RootStore, api: ApiClient): Promise<void> {
  const running = validations.get(store);
  if (running) return running;
  const validation = (async () => {
    if (!store.auth.isLoggedIn || !store.auth.token) return;
    try {
      const response = await api.get<User>(authPaths(accountTypeOfUser(store.auth.user)).profile);
      if (isSuccessful(response) && response.body.results) {
        store.auth.setUser(response.body.results);
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        // spec §8: a validation that fails ends the session silently.
        await endSession(store, api, { revoke: false });
        return;
      }
      // spec §8: an exception (offline, a server hiccup) shows its message; the session stays.
      store.toast.show(
        error instanceof Error && error.message
          ? error.message
          : wordsFor(kitWords, api.language?.() ?? 'en').sessionCheckFailed,
        true,
      );
    }
  })();
  validations.set(store, validation);
  return validation;
}
